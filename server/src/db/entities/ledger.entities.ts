import { Entity, Index, JoinColumn, ManyToOne } from 'typeorm';
import { DateTimeColumn, IntColumn, RefColumn, StringColumn, WithObjectId } from '../columns';
import { Character } from './character.entity';
import { Event } from './event.entity';
import { User } from './user.entity';

/*
 * Ledgers of XP and shard changes. Every change to Character.characterXpTotal or User.shardTotal
 * writes a row here in the same transaction, so a balance always equals the sum of its ledger.
 * `createdAt` comes from the Clock (it is "when" in the game's history, not row bookkeeping).
 */

/** Why a balance changed; free text reasons from staff forms go in `reason`. */
export const LEDGER_KINDS = ['grant', 'attendance', 'xp_token', 'starting_xp', 'correction', 'ruleset'] as const;
export type LedgerKind = (typeof LEDGER_KINDS)[number];

/** What both ledgers record about a change: how much, why, who, for which event, when. */
abstract class LedgerEntry extends WithObjectId {
  /** positive or negative */
  @IntColumn()
  amount: number;

  @StringColumn(32)
  kind: LedgerKind;

  @StringColumn(500)
  reason: string;

  /** who made the change; null for the system or a removed account */
  @RefColumn({ nullable: true })
  actorId: string | null;

  @ManyToOne(() => User, { onDelete: 'SET NULL' })
  @JoinColumn({ name: 'actor_id' })
  actor?: User | null;

  @Index()
  @RefColumn({ nullable: true })
  eventId: string | null;

  @ManyToOne(() => Event, { onDelete: 'SET NULL' })
  @JoinColumn({ name: 'event_id' })
  event?: Event | null;

  @DateTimeColumn()
  createdAt: Date;
}

@Entity('xp_ledger')
@Index(['characterId', 'createdAt'])
// a character's ledger of one kind a page at a time, and its count, from the index alone
@Index(['characterId', 'kind', 'createdAt'])
export class XpLedgerEntry extends LedgerEntry {
  @RefColumn()
  characterId: string;

  @ManyToOne(() => Character, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'character_id' })
  character?: Character;
}

@Entity('shard_ledger')
@Index(['userId', 'createdAt'])
// a player's ledger of one kind a page at a time, and its count, from the index alone
@Index(['userId', 'kind', 'createdAt'])
export class ShardLedgerEntry extends LedgerEntry {
  @RefColumn()
  userId: string;

  @ManyToOne(() => User, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'user_id' })
  user?: User;

  /** the character an XP token was bought for */
  @RefColumn({ nullable: true })
  characterId: string | null;

  @ManyToOne(() => Character, { onDelete: 'SET NULL' })
  @JoinColumn({ name: 'character_id' })
  character?: Character | null;
}

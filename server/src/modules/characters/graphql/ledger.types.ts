import { Field, ID, Int, ObjectType } from 'type-graphql';
import type { ShardLedgerEntry, XpLedgerEntry } from '../../../db/entities/ledger.entities';

/** One change of a character's XP: amount, reason, who (actor, batched by DataLoader) and when. */
@ObjectType('XpLedgerEntry', { simpleResolvers: true })
export class XpLedgerEntryType {
  @Field(() => ID) id: string;
  @Field(() => ID) characterId: string;
  @Field(() => Int) amount: number;
  @Field({ description: 'grant, attendance, xp_token, starting_xp, correction' }) kind: string;
  @Field() reason: string;
  @Field(() => ID, { nullable: true }) actorId: string | null;
  @Field(() => ID, { nullable: true }) eventId: string | null;
  @Field() createdAt: Date;

  /** the author, when the list loaded it up front (preloadRelations); else the `actor` resolver loads it */
  author?: LedgerAuthorType | null;
}

/** One change of a user's shards. */
@ObjectType('ShardLedgerEntry')
export class ShardLedgerEntryType {
  @Field(() => ID) id: string;
  @Field(() => ID) userId: string;
  @Field(() => Int) amount: number;
  @Field() kind: string;
  @Field() reason: string;
  @Field(() => ID, { nullable: true }) actorId: string | null;
  @Field(() => ID, { nullable: true, description: 'the character an XP token was bought for' }) characterId: string | null;
  @Field(() => ID, { nullable: true }) eventId: string | null;
  @Field() createdAt: Date;
}

export function toXpLedgerEntryType(row: XpLedgerEntry): XpLedgerEntryType {
  return Object.assign(new XpLedgerEntryType(), {
    id: row.id,
    characterId: row.characterId,
    amount: row.amount,
    kind: row.kind,
    reason: row.reason,
    actorId: row.actorId,
    eventId: row.eventId,
    createdAt: row.createdAt,
  });
}

export function toShardLedgerEntryType(row: ShardLedgerEntry): ShardLedgerEntryType {
  return Object.assign(new ShardLedgerEntryType(), {
    id: row.id,
    userId: row.userId,
    amount: row.amount,
    kind: row.kind,
    reason: row.reason,
    actorId: row.actorId,
    characterId: row.characterId,
    eventId: row.eventId,
    createdAt: row.createdAt,
  });
}

/**
 * Who made a ledger change, as a player may see it: a name, never an email (emails are visible only
 * to their owner and to staff; staff look them up through `users`).
 */
@ObjectType('LedgerAuthor', { simpleResolvers: true })
export class LedgerAuthorType {
  @Field(() => ID) id: string;
  @Field() firstName: string;
  @Field() lastName: string;
}

import { Entity, Index, JoinColumn, ManyToOne } from 'typeorm';
import { DateTimeColumn, IntColumn, RefColumn, StringColumn, WithObjectId } from '../columns';
import { Character } from './character.entity';
import { User } from './user.entity';

/**
 * Manage Deaths (events §5): one row per entry staff make, with the event it happened at (free text,
 * as the form asks for an event name), so a character's death and reaper-fight counts have a history
 * like XP and shards. Character.deathCount and reaperFightCount always equal the sums of these rows
 * plus the previous counts given when an admin created the character.
 */
@Entity('death_records')
@Index(['characterId', 'recordedAt'])
export class DeathRecord extends WithObjectId {
  @RefColumn()
  characterId: string;

  @ManyToOne(() => Character, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'character_id' })
  character?: Character;

  /** positive, or negative to correct an earlier entry */
  @IntColumn()
  deathCount: number;

  @IntColumn()
  reaperFightCount: number;

  @StringColumn(200)
  eventName: string;

  /** who recorded it; null if that account is gone */
  @RefColumn({ nullable: true })
  actorId: string | null;

  @ManyToOne(() => User, { onDelete: 'SET NULL' })
  @JoinColumn({ name: 'actor_id' })
  actor?: User | null;

  /** from the Clock */
  @DateTimeColumn()
  recordedAt: Date;
}

import type { StoredBuild } from '@larp/rules';
import { Entity, Index, JoinColumn, ManyToOne } from 'typeorm';
import { BoolColumn, CreatedAtColumn, IntColumn, JsonColumn, RefColumn, UpdatedAtColumn, WithObjectId } from '../columns';
import { User } from './user.entity';

/** A player's character (players §3). Builds are stored in the rules' stored form (DESIGN.md "The stored build"). */
@Entity('characters')
export class Character extends WithObjectId {
  @Index()
  @RefColumn()
  userId: string;

  @ManyToOne(() => User, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'user_id' })
  user?: User;

  /** Always equals the sum of the character's XpLedger rows. */
  @IntColumn({ default: 0 })
  characterXpTotal: number;

  /** Events attended (the "Events" column; drives attendance XP). */
  @IntColumn({ default: 0 })
  characterXpSequence: number;

  @IntColumn({ default: 0 })
  deathCount: number;

  @IntColumn({ default: 0 })
  reaperFightCount: number;

  @JsonColumn({ nullable: true })
  savedBuild: StoredBuild | null;

  @JsonColumn({ nullable: true })
  committedBuild: StoredBuild | null;

  /** Incremented on every build write; a write names the version it read (optimistic concurrency). */
  @IntColumn({ default: 0 })
  buildVersion: number;

  @BoolColumn({ default: true })
  deleteAllowed: boolean;

  /** Schools staff enabled for this character; never shrinks (events-and-staff §4). */
  @JsonColumn()
  additionalSpellSchools: string[];

  @CreatedAtColumn()
  createdAt: Date;

  @UpdatedAtColumn()
  updatedAt: Date;
}

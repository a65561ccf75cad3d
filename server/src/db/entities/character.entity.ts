import type { StoredBuild } from '@larp/rules';
import { Entity, Index, JoinColumn, ManyToOne } from 'typeorm';
import { BoolColumn, CreatedAtColumn, IntColumn, JsonColumn, RefColumn, StringColumn, UpdatedAtColumn, WithObjectId } from '../columns';
import { LIST_COLUMN_LENGTH } from '../character-list-columns';
import { User } from './user.entity';

/** A player's character (players §3). Builds are stored in the rules' stored form (DESIGN.md "The stored build"). */
@Entity('characters')
// The staff lists' keyset orders (name, XP) and filters (db/character-list-columns.ts).
@Index(['nameKey', 'id'])
@Index(['characterXpTotal', 'id'])
@Index(['shownClass', 'nameKey', 'id'])
@Index(['shownRace', 'nameKey', 'id'])
@Index(['committed', 'nameKey', 'id'])
// The whole-table answers' order (GET /characters, characters.csv): their first batch is an index walk, not a sort of every row.
@Index(['createdAt', 'id'])
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

  /*
   * The list columns (db/character-list-columns.ts): derived from the two builds by the one build
   * writer, so the staff lists sort, search and filter without reading the builds.
   */
  /** the shown build's character name */
  @StringColumn(LIST_COLUMN_LENGTH, { default: '' })
  shownName: string;

  /** the shown name lower-cased: the name order and the search */
  @StringColumn(LIST_COLUMN_LENGTH, { default: '' })
  nameKey: string;

  /** the shown build's class */
  @StringColumn(LIST_COLUMN_LENGTH, { nullable: true })
  shownClass: string | null;

  /** the shown build's race */
  @StringColumn(LIST_COLUMN_LENGTH, { nullable: true })
  shownRace: string | null;

  /** whether the committed build counts as committed (rules' countsAsCommitted) */
  @BoolColumn({ default: false })
  committed: boolean;

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

import type { Ruleset } from '@larp/rules';
import { Entity, Index, JoinColumn, ManyToOne } from 'typeorm';
import { DateTimeColumn, IntColumn, JsonColumn, RefColumn, StringColumn, TextColumn, WithObjectId } from '../columns';
import { Character } from './character.entity';
import { User } from './user.entity';

/*
 * Ruleset versions. Every published ruleset is kept whole as its JSON (the format of
 * rules/README.md), numbered by the server 1, 2, 3 ...; the JSON's own `version` stays a label. The
 * game tables (skills, races, ...) hold the version in force; ruleset_info.version_number names it.
 */

/** How a publish repaired builds the new rules made invalid. */
export const PUBLISH_POLICIES = ['grandfather', 'refund', 'rebuild_window'] as const;
export type PublishPolicy = (typeof PUBLISH_POLICIES)[number];

/** One published ruleset; never changed or deleted. */
@Entity('ruleset_versions')
export class RulesetVersion extends WithObjectId {
  /** 1, 2, 3 ... in publishing order */
  @Index({ unique: true })
  @IntColumn()
  number: number;

  @StringColumn(191)
  name: string;

  /** the JSON's own `version` as text (a label the designers chose: a number or free text) */
  @StringColumn(64)
  label: string;

  @JsonColumn()
  ruleset: Ruleset;

  /** who published it; null for the system (the first load, the command line) or a removed account */
  @RefColumn({ nullable: true })
  publishedById: string | null;

  @ManyToOne(() => User, { onDelete: 'SET NULL' })
  @JoinColumn({ name: 'published_by_id' })
  publishedBy?: User | null;

  @DateTimeColumn()
  publishedAt: Date;

  /** the policy chosen for builds it made invalid; null for the first version */
  @StringColumn(32, { nullable: true })
  policy: PublishPolicy | null;

  @DateTimeColumn({ nullable: true })
  rebuildUntil: Date | null;

  /** the draft it was published from */
  @RefColumn({ nullable: true })
  draftId: string | null;
}

/** An uploaded ruleset that passed validation, waiting for its report and publishing. */
@Entity('ruleset_drafts')
export class RulesetDraft extends WithObjectId {
  /** the version in force when it was uploaded: publishing it once another is in force is refused (409) */
  @IntColumn()
  baseVersion: number;

  @JsonColumn()
  ruleset: Ruleset;

  @RefColumn({ nullable: true })
  createdById: string | null;

  @ManyToOne(() => User, { onDelete: 'SET NULL' })
  @JoinColumn({ name: 'created_by_id' })
  createdBy?: User | null;

  @DateTimeColumn()
  createdAt: Date;

  /** the version number it became; null while a draft */
  @IntColumn({ nullable: true })
  publishedVersion: number | null;

  /** bumped by every saved edit: a save writes only over the revision it read, so concurrent saves never lose one another */
  @IntColumn({ default: 0 })
  revision: number;

  /** each edited object's version by its key (rules' rulesetObjectKey); an object never edited is at version 1 */
  @JsonColumn({ nullable: true })
  objectVersions: Record<string, number> | null;

  @DateTimeColumn({ nullable: true })
  updatedAt: Date | null;
}

/**
 * What a new version did to one character: shown on the character, told in one mail.
 * With the grandfather policy, `exemptSkills` holds the skills kept under the rules they were bought
 * under (entry and definition as they were), exempt from re-checking while the entry stays unchanged.
 * With rebuild_window, `rebuildUntil` is the end of the window; `settledAt` is when what was still
 * invalid after it was refunded.
 */
@Entity('character_ruleset_notices')
@Index(['characterId', 'versionNumber'], { unique: true })
export class CharacterRulesetNotice extends WithObjectId {
  @RefColumn()
  characterId: string;

  @ManyToOne(() => Character, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'character_id' })
  character?: Character;

  @IntColumn()
  versionNumber: number;

  @StringColumn(32)
  policy: PublishPolicy;

  /** invalid_build, over_budget, cost_changed */
  @JsonColumn()
  kinds: string[];

  /** what the report said and what was done, in player words */
  @TextColumn()
  explanation: string;

  /** skill names lost or uncommitted, each with the names of skills that depended on it */
  @JsonColumn()
  lostSkills: { skill: string; dependents: string[] }[];

  @IntColumn()
  costBefore: number;

  @IntColumn()
  costAfter: number;

  /** XP the ledger added so the price rise costs no skill */
  @IntColumn({ default: 0 })
  xpAdded: number;

  @JsonColumn({ nullable: true })
  exemptSkills: Record<string, { entry: unknown; definition: unknown }> | null;

  @DateTimeColumn({ nullable: true })
  rebuildUntil: Date | null;

  @DateTimeColumn({ nullable: true })
  settledAt: Date | null;

  @DateTimeColumn()
  createdAt: Date;
}

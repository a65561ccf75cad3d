import type { RaceDefinition, SkillDefinition, TransformationDefinition } from '@larp/rules';
import { Entity, Index, PrimaryColumn } from 'typeorm';
import { DateTimeColumn, IntColumn, JsonColumn, StringColumn, TextColumn } from '../columns';

/*
 * The game data (DESIGN.md "Game data"). Each definition is stored whole, exactly as imported, in a
 * JSON column, so a ruleset exported again is the same JSON; names and types are copied into plain
 * columns only for lookups. `position` keeps the ruleset's order. Ids are the ruleset's own `_id`s
 * (kept across imports so builds keep pointing at their skills); 64 characters leaves room for
 * ids that are not ObjectIds.
 */

const GAME_ID = { type: 'varchar', length: 64 } as const;

@Entity('skills')
export class Skill {
  @PrimaryColumn(GAME_ID)
  id: string;

  @Index()
  @StringColumn(191)
  skillName: string;

  @StringColumn(32)
  skillType: string;

  @IntColumn()
  position: number;

  @JsonColumn()
  definition: SkillDefinition;
}

@Entity('races')
export class Race {
  @PrimaryColumn(GAME_ID)
  id: string;

  @StringColumn(191)
  raceName: string;

  @StringColumn(191, { nullable: true })
  subcultureName: string | null;

  @IntColumn()
  position: number;

  @JsonColumn()
  definition: RaceDefinition;
}

@Entity('transformations')
export class Transformation {
  @PrimaryColumn(GAME_ID)
  id: string;

  @StringColumn(191)
  transformationName: string;

  @IntColumn()
  position: number;

  @JsonColumn()
  definition: TransformationDefinition;
}

/** A role a registration or attendance may take, e.g. pc, npc. */
@Entity('event_role_types')
export class EventRoleType {
  @PrimaryColumn({ type: 'varchar', length: 32 })
  code: string;

  @TextColumn()
  description: string;

  @IntColumn()
  position: number;
}

/** The character level table: total XP needed for each level. */
@Entity('character_levels')
export class CharacterLevel {
  @PrimaryColumn({ type: 'integer' })
  level: number;

  @IntColumn()
  xp: number;
}

/** The one row describing the ruleset in use (its header fields); id is always 'current'. */
@Entity('ruleset_info')
export class RulesetInfo {
  @PrimaryColumn({ type: 'varchar', length: 16 })
  id: string;

  @StringColumn(191)
  name: string;

  /** the JSON's own version label as it was given: a number or a text */
  @JsonColumn()
  version: number | string;

  @JsonColumn()
  additionalSpellSchools: string[];

  /** any other top-level fields of the imported JSON, kept so the export is the same document */
  @JsonColumn()
  extra: Record<string, unknown>;

  @DateTimeColumn()
  importedAt: Date;

  /** a new random value on every import; processes compare it to know their cached game data is stale */
  @StringColumn(24)
  revision: string;

  /** the number of the ruleset version in force (ruleset_versions.number); 0 before the first is recorded */
  @IntColumn({ default: 0 })
  versionNumber: number;
}

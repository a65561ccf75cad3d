/**
 * Per-ruleset facts about each skill, worked out once per GameData object and reused by every
 * validation (index the ruleset once, no repeated lookups in the hot path): the entry
 * kind, the grant definitions resolved to skills, the prerequisite model compiled against the
 * ruleset (prereqs-met.ts). Internal to the rules: not exported from index.ts.
 *
 * Game data is read only once indexed (the caches here, like the older ones, assume so). Whatever
 * may throw on malformed game data is left to the moment the engine meets it, so a faulty ruleset
 * still fails where and how it failed before: such facts are worked out on first use, and a kind
 * that cannot be known is left undefined so that entryKind is asked again (and throws).
 */
import type { GameData } from './game-data';
import { grantDefinitionWellFormed, grantOptions, isVarietyGrant } from './grants';
import type { CompiledPrereq } from './prereqs-met';
import { entryKind, type EntryKind } from './totals';
import type { PrereqModel, SkillDefinition, SkillGrantDefinition } from './types';

/** A grant definition read once: whether it is well formed, and whom it may go to. */
export interface IndexedGrantDefinition {
  definition: SkillGrantDefinition;
  wellFormed: boolean;
  /** the named skill's id (non-variety grants) */
  targetId: string | undefined;
  /** the skills a variety grant may go to, in order */
  options: readonly SkillDefinition[];
}

export interface IndexedSkill {
  readonly skill: SkillDefinition;
  /** entryKind(skill); undefined when its skill_options are malformed (kindOf asks entryKind, which throws) */
  readonly kind: EntryKind | undefined;
  /** the grant definitions, resolved on first use (grantDefinitionsOf) */
  grants: IndexedGrantDefinition[] | undefined;
  /** skill_prereq_model compiled (prereqs-met.ts), and the model it was compiled from */
  prereq: CompiledPrereq | undefined;
  prereqSource: PrereqModel | null | undefined;
}

export interface SkillIndex {
  readonly data: GameData;
  /** data.skillsById's skills, as records */
  readonly byId: Map<string, IndexedSkill>;
  /** every record made, by skill object (recordOf; weak, as callers may pass skills of their own making) */
  readonly bySkill: WeakMap<SkillDefinition, IndexedSkill>;
  /** ids of the spell-slot and alchemy-slot skills (prereqs-met.ts slotIds), found on first use */
  slotIds: { spell: string[]; alchemy: string[] } | undefined;
}

/**
 * entryKind without throwing: undefined when the options are not an object or name more than one
 * kind. Counted the way entryKind counts them.
 */
function knownKind(skill: SkillDefinition): EntryKind | undefined {
  const options = skill.skill_options as SkillDefinition['skill_options'] | null | undefined;
  if (typeof options !== 'object' || options === null) return undefined;
  const named =
    +(options.handed === true) + +(options.spell_slot === true) + +(options.alchemy_slot === true) + +(options.magic_schools === true);
  return named > 1 ? undefined : entryKind(skill);
}

const indexes = new WeakMap<GameData, SkillIndex>();

/** The index of a GameData object, made on first use (indexGameData makes it up front). */
export function skillIndexOf(data: GameData): SkillIndex {
  let index = indexes.get(data);
  if (!index) {
    index = { data, byId: new Map(), bySkill: new WeakMap(), slotIds: undefined };
    for (const [id, skill] of data.skillsById) index.byId.set(id, recordOf(index, skill));
    indexes.set(data, index);
  }
  return index;
}

/** The record of a skill object (one of the ruleset's, or any other a caller passes), made once. */
export function recordOf(index: SkillIndex, skill: SkillDefinition): IndexedSkill {
  let record = index.bySkill.get(skill);
  if (!record) {
    record = { skill, kind: knownKind(skill), grants: undefined, prereq: undefined, prereqSource: undefined };
    index.bySkill.set(skill, record);
  }
  return record;
}

/** entryKind(record.skill), without reading the options again. */
export function kindOf(record: IndexedSkill): EntryKind {
  return record.kind ?? entryKind(record.skill);
}

/** A skill's grant definitions, checked and resolved on first use. */
export function grantDefinitionsOf(index: SkillIndex, record: IndexedSkill): IndexedGrantDefinition[] {
  if (record.grants === undefined) {
    const data = index.data;
    record.grants = record.skill.skill_grants.map((definition) => {
      const wellFormed = grantDefinitionWellFormed(data, definition);
      const variety = isVarietyGrant(definition);
      return {
        definition,
        wellFormed,
        targetId: wellFormed && !variety ? (data.skillsByName.get(definition.skill as string) as SkillDefinition)._id : undefined,
        options: wellFormed && variety ? grantOptions(data, definition) : [],
      };
    });
  }
  return record.grants;
}

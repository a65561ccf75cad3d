/**
 * The two forms of a build (players §3, DESIGN.md "The stored build"): the stored form keeps
 * character_skills as a list keyed by skill_id, the working form as a map from skill id to entry.
 * Every function here returns fresh objects and never mutates its input.
 */
import { SkillError, MESSAGES } from './errors';
import type { GameData } from './game-data';
import { entryKind } from './totals';
import type {
  AlchemySlotEntry,
  Amount,
  BuildHeader,
  CharacterRace,
  Grant,
  HandedEntry,
  MagicSchoolsEntry,
  SkillDefinition,
  SkillEntry,
  SpellSlotEntry,
  StoredBuild,
  StoredSkillEntry,
  WorkingBuild,
} from './types';

export function emptyAmount(): Amount {
  return { purchase_count: 0, grants: [] };
}

/** The entry a skill has before anything is bought, in the shape its skill_options decide. */
export function emptyEntry(skill: SkillDefinition): SkillEntry {
  switch (entryKind(skill)) {
    case 'handed':
      return { left: emptyAmount(), right: emptyAmount() };
    case 'spell_slot':
      return { levels: [], spell_schools: [] };
    case 'alchemy_slot':
      return { levels: [], specialties: [] };
    case 'magic_schools':
      return { schools: {} };
    default:
      return emptyAmount();
  }
}

/**
 * A build with nothing chosen yet. Decision: the class starts unset (null) unless given, so
 * nothing class-specific is priced until the player picks one; the new-character screen passes
 * DEFAULT_CHARACTER_CLASS itself.
 */
export function emptyBuild(header: Partial<BuildHeader> = {}): WorkingBuild {
  const race: CharacterRace = header.character_race
    ? cloneRace(header.character_race)
    : { race: null, subculture: null, transformation: null, race_attributes: null };
  const build: WorkingBuild = {
    character_name: header.character_name ?? '',
    character_race: race,
    character_class: header.character_class ?? null,
    character_build_cost: header.character_build_cost ?? 0,
    character_skills: {},
  };
  if (header.created_at !== undefined) build.created_at = header.created_at;
  return build;
}

// ---------------------------------------------------------------------------------------------
// Copies. Hand-written rather than structuredClone: it is faster on the hot purchase path and
// keeps the shapes exact (no stray fields survive into a stored build).
// ---------------------------------------------------------------------------------------------

export function cloneGrant(grant: Grant): Grant {
  const copy: Grant = { count: grant.count, granted_by: grant.granted_by, at_level: grant.at_level };
  if (grant.replaces_purchase !== undefined) copy.replaces_purchase = grant.replaces_purchase;
  return copy;
}

export function cloneAmount(amount: Amount): Amount {
  return { purchase_count: amount.purchase_count, grants: amount.grants.map(cloneGrant) };
}

/** Deep copy of an entry of any shape (the shape is read from the entry itself). */
export function cloneEntry(entry: SkillEntry): SkillEntry {
  if (isHandedEntry(entry)) return { left: cloneAmount(entry.left), right: cloneAmount(entry.right) };
  if (isSpellSlotEntry(entry)) {
    return { levels: entry.levels.map((row) => row.slice()), spell_schools: entry.spell_schools.slice() };
  }
  if (isAlchemySlotEntry(entry)) {
    return { levels: entry.levels.map((row) => row.slice()), specialties: entry.specialties.slice() };
  }
  if (isMagicSchoolsEntry(entry)) {
    const schools: Record<string, Amount> = {};
    for (const [school, amount] of Object.entries(entry.schools)) schools[school] = cloneAmount(amount);
    return { schools };
  }
  return cloneAmount(entry);
}

function cloneRace(race: CharacterRace): CharacterRace {
  return {
    race: race.race,
    subculture: race.subculture,
    transformation: race.transformation,
    race_attributes: race.race_attributes ? race.race_attributes.slice() : null,
  };
}

function cloneHeader(build: BuildHeader): BuildHeader {
  const header: BuildHeader = {
    character_name: build.character_name,
    character_race: cloneRace(build.character_race),
    character_class: build.character_class,
    character_build_cost: build.character_build_cost,
  };
  if (build.created_at !== undefined) header.created_at = build.created_at;
  return header;
}

// Shape guards: entries carry no kind tag, so the shape is recognised by its keys.
export function isHandedEntry(entry: SkillEntry): entry is HandedEntry {
  return 'left' in entry && 'right' in entry;
}
export function isSpellSlotEntry(entry: SkillEntry): entry is SpellSlotEntry {
  return 'spell_schools' in entry;
}
export function isAlchemySlotEntry(entry: SkillEntry): entry is AlchemySlotEntry {
  return 'specialties' in entry;
}
export function isMagicSchoolsEntry(entry: SkillEntry): entry is MagicSchoolsEntry {
  return 'schools' in entry;
}

// ---------------------------------------------------------------------------------------------
// Conversion
// ---------------------------------------------------------------------------------------------

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const isAmountLike = (v: unknown): boolean =>
  isRecord(v) && typeof v.purchase_count === 'number' && Array.isArray(v.grants) && v.grants.every(isRecord);
const isRows = (v: unknown): boolean => Array.isArray(v) && v.every((row) => Array.isArray(row));
const isList = (v: unknown): boolean => Array.isArray(v) && v.every((x) => typeof x === 'string');

/**
 * Whether an entry has one of the five shapes, so it can be copied safely. Counts are only checked
 * to be numbers here; whether they are whole, in range and fit the skill is validateBuild's job.
 */
export function entryLooksRight(entry: unknown): entry is SkillEntry {
  if (!isRecord(entry)) return false;
  if ('left' in entry || 'right' in entry) return isAmountLike(entry.left) && isAmountLike(entry.right);
  if ('spell_schools' in entry) return isRows(entry.levels) && isList(entry.spell_schools);
  if ('specialties' in entry) return isRows(entry.levels) && isList(entry.specialties);
  if ('schools' in entry) return isRecord(entry.schools) && Object.values(entry.schools).every(isAmountLike);
  return isAmountLike(entry);
}

/**
 * Stored -> working. Malformed input never crashes: it is 'Some skill was invalid'. Decision: a skill listed twice is a malformed build, reported as the spec's
 * 'Character build invalid: Some skill was invalid' rather than silently keeping one of them.
 */
export function toWorking(stored: StoredBuild): WorkingBuild {
  const skills: Record<string, SkillEntry> = {};
  if (!Array.isArray(stored.character_skills)) throw new SkillError(MESSAGES.someSkillInvalid);
  for (const storedEntry of stored.character_skills) {
    if (!isRecord(storedEntry)) throw new SkillError(MESSAGES.someSkillInvalid);
    const { skill_id: skillId, ...entry } = storedEntry;
    if (typeof skillId !== 'string' || Object.prototype.hasOwnProperty.call(skills, skillId) || !entryLooksRight(entry)) {
      throw new SkillError(MESSAGES.someSkillInvalid);
    }
    skills[skillId] = cloneEntry(entry);
  }
  return { ...cloneHeader(stored), character_skills: skills };
}

/**
 * Working -> stored. Decision: entries are sorted by skill_id, so the stored form of a build does
 * not depend on the order things were bought in (stable diffs, and equal builds store equally).
 */
export function toStored(working: WorkingBuild): StoredBuild {
  const list: StoredSkillEntry[] = Object.entries(working.character_skills)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([skillId, entry]) => ({ skill_id: skillId, ...cloneEntry(entry) }));
  return { ...cloneHeader(working), character_skills: list };
}

// ---------------------------------------------------------------------------------------------
// Compaction
// ---------------------------------------------------------------------------------------------

export function amountIsEmpty(amount: Amount): boolean {
  return amount.purchase_count === 0 && amount.grants.length === 0;
}

function rowsHaveSlots(levels: number[][]): boolean {
  return levels.some((row) => row.some((count) => count > 0));
}

/**
 * The entry as the character really has it, or null when the character does not have the skill
 * at all: an amount with no purchases and no grants, a handed entry with both hands empty, a slot
 * entry with no slots and nothing chosen, a magic-school map with nothing in it. Schools inside a
 * magic-school map that hold nothing are dropped too.
 */
export function compactEntry(entry: SkillEntry): SkillEntry | null {
  if (isHandedEntry(entry)) {
    return amountIsEmpty(entry.left) && amountIsEmpty(entry.right) ? null : cloneEntry(entry);
  }
  if (isSpellSlotEntry(entry)) {
    return rowsHaveSlots(entry.levels) || entry.spell_schools.length > 0 ? cloneEntry(entry) : null;
  }
  if (isAlchemySlotEntry(entry)) {
    return rowsHaveSlots(entry.levels) || entry.specialties.length > 0 ? cloneEntry(entry) : null;
  }
  if (isMagicSchoolsEntry(entry)) {
    const schools: Record<string, Amount> = {};
    for (const [school, amount] of Object.entries(entry.schools)) {
      if (!amountIsEmpty(amount)) schools[school] = cloneAmount(amount);
    }
    return Object.keys(schools).length > 0 ? { schools } : null;
  }
  return amountIsEmpty(entry) ? null : cloneAmount(entry);
}

/**
 * Drops every entry the character does not actually have. The shape is taken from the skill's
 * definition when it is known. Decision: an entry for an unknown skill id is kept untouched, so
 * that whole-build validation can still report 'Skill not found: {id}' instead of it vanishing.
 */
export function compact(data: GameData, build: WorkingBuild): WorkingBuild {
  const skills: Record<string, SkillEntry> = {};
  for (const [skillId, entry] of Object.entries(build.character_skills)) {
    const skill = data.skillsById.get(skillId);
    if (!skill) {
      skills[skillId] = cloneEntry(entry);
      continue;
    }
    entryKind(skill); // an unrecognised skill format is an operational fault, not an empty entry
    const kept = compactEntry(entry);
    if (kept) skills[skillId] = kept;
  }
  return { ...cloneHeader(build), character_skills: skills };
}

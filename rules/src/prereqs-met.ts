/**
 * Whether a build meets a prerequisite model, without wording: the validation hot path.
 * Internal to the rules (prereqs.ts and validity.ts use it; not exported from index.ts).
 *
 * A skill's model is compiled once per GameData (skill-index.ts): every node's kind is read once,
 * and a skill condition's skills are looked up once (by name, tag and/or type) into the records
 * that know their entry kind. Checking then walks the compiled tree and reads only the build.
 *
 * The walk answers `unmet(...).length === 0` of prereqs.ts for the same node and visits the same
 * nodes in the same order (every child of an `and`, the children of an `or` up to the first one
 * met, every selected skill), so that it throws exactly when unmet would. Faults in the model are
 * compiled into nodes that throw when visited, never when compiling: a malformed branch of an `or`
 * that is never reached stays harmless, as it is for the worded check.
 */
import { MESSAGES, OperationalError } from './errors';
import type { GameData } from './game-data';
import { characterLevel } from './levels';
import { recordOf, kindOf as entryKindOf, skillIndexOf, type IndexedSkill, type SkillIndex } from './skill-index';
import { isStrictPyramid } from './spell-pyramid';
import { schoolCovers } from './spell-schools';
import { amountTotal, entryTotal } from './totals';
import type {
  Amount,
  CharacterContext,
  CharacterLevelThreshold,
  HandedEntry,
  MagicSchoolsEntry,
  PrereqModel,
  Ruleset,
  SkillDefinition,
  SkillPrereq,
  WorkingBuild,
} from './types';

// ---------------------------------------------------------------------------------------------
// Node kinds (shared with the wording in prereqs.ts)
// ---------------------------------------------------------------------------------------------

const KINDS = ['and', 'or', 'trait_group', 'character_level', 'skill', 'spell_slot', 'alchemy_slot', 'strict_pyramid'] as const;
export type Kind = (typeof KINDS)[number];

const isObject = (value: unknown): boolean => typeof value === 'object' && value !== null && !Array.isArray(value);
const hasLevel = (value: unknown): boolean => isObject(value) && typeof (value as { level: unknown }).level === 'number';

/** Whether a node's value has the shape its kind needs. */
const SHAPES: Record<Kind, (value: unknown) => boolean> = {
  and: Array.isArray,
  or: Array.isArray,
  trait_group: (value) => typeof value === 'string',
  character_level: (value) => typeof value === 'number',
  skill: isObject,
  spell_slot: hasLevel,
  alchemy_slot: hasLevel,
  strict_pyramid: (value) => value === null || isObject(value),
};

/** The single key of a node, when it is one of KINDS and its value has that kind's shape; else undefined. */
function nodeKind(model: unknown): Kind | undefined {
  const keys = isObject(model) ? Object.keys(model as object) : [];
  const kind = keys[0] as Kind;
  if (keys.length !== 1 || !(KINDS as readonly string[]).includes(kind) || !SHAPES[kind]((model as Record<string, unknown>)[kind])) {
    return undefined;
  }
  return kind;
}

/**
 * Each node's kind once its shape was checked: game data is read only once indexed, and kindOf
 * runs for every node the wording visits (Object.keys would allocate an array each time).
 */
const kinds = new WeakMap<object, Kind>();

/** The single key of a node; anything else, or a value of the wrong shape, cannot be interpreted (players §8). */
export function kindOf(model: PrereqModel): Kind {
  const known = isObject(model) ? kinds.get(model) : undefined;
  if (known !== undefined) return known;
  const kind = nodeKind(model);
  if (kind === undefined) throw new OperationalError(MESSAGES.cannotInterpretPrereq);
  kinds.set(model, kind);
  return kind;
}

/**
 * The count one selected skill must reach. times_taken_per asks for that many per level of the
 * dependent skill; Decision: when times_taken is also given, the larger of the two applies.
 */
export function requiredCount(prereq: SkillPrereq, level: number): number {
  if (prereq.times_taken_per !== undefined) return Math.max(prereq.times_taken ?? 0, prereq.times_taken_per * level);
  return prereq.times_taken ?? 1;
}

/** The ids of the spell-slot and alchemy-slot skills of an indexed ruleset, found once per GameData object. */
function slotIdsOf(index: SkillIndex): { spell: string[]; alchemy: string[] } {
  const data = index.data;
  index.slotIds ??= {
    spell: data.skills.filter((skill) => skill.skill_options.spell_slot === true).map((skill) => skill._id),
    alchemy: data.skills.filter((skill) => skill.skill_options.alchemy_slot === true).map((skill) => skill._id),
  };
  return index.slotIds;
}

export function slotIds(data: GameData): { spell: string[]; alchemy: string[] } {
  return slotIdsOf(skillIndexOf(data));
}

// ---------------------------------------------------------------------------------------------
// Compiling
// ---------------------------------------------------------------------------------------------

/**
 * A node read once. One shape for every kind (the walk's property reads stay monomorphic):
 * `value` is the node's value as given (read in place when checking), `children` the
 * compiled children of and/or, `skills` the skills a skill condition selects.
 */
export interface CompiledPrereq {
  /** undefined: the node cannot be interpreted (throws when visited) */
  kind: Kind | undefined;
  value: unknown;
  children: CompiledPrereq[];
  skills: IndexedSkill[];
  /** a skill condition naming a skill the ruleset lacks: that name (throws when visited) */
  unknownName: string | undefined;
}

const NO_CHILDREN: CompiledPrereq[] = [];
const NO_SKILLS: IndexedSkill[] = [];

/**
 * The skills a skill condition selects (prereqs.ts selectSkills): by name (unknownName when
 * missing), else by tag and/or type; a condition with none of them cannot be interpreted.
 */
function compileSkill(index: SkillIndex, prereq: SkillPrereq, node: CompiledPrereq): void {
  const data = index.data;
  const records = (skills: readonly SkillDefinition[]) => skills.map((skill) => recordOf(index, skill));
  if (prereq.name !== undefined) {
    const skill = data.skillsByName.get(prereq.name);
    if (skill) node.skills = [recordOf(index, skill)];
    else node.unknownName = prereq.name;
  } else if (prereq.tag === undefined && prereq.type === undefined) {
    node.kind = undefined;
  } else if (prereq.tag === undefined) {
    node.skills = records(data.skillsByType.get(prereq.type as string) ?? []);
  } else {
    const tagged = data.skillsByTag.get(prereq.tag) ?? [];
    node.skills = records(prereq.type === undefined ? tagged : tagged.filter((skill) => skill.skill_type === prereq.type));
  }
}

function compile(index: SkillIndex, model: unknown): CompiledPrereq {
  const kind = nodeKind(model);
  const value = kind === undefined ? undefined : (model as Record<string, unknown>)[kind];
  const node: CompiledPrereq = { kind, value, children: NO_CHILDREN, skills: NO_SKILLS, unknownName: undefined };
  if (kind === 'and' || kind === 'or') {
    // isMet skipped holes (undefined children) without visiting them
    node.children = (value as unknown[]).filter((child) => child !== undefined).map((child) => compile(index, child));
  } else if (kind === 'skill') {
    compileSkill(index, value as SkillPrereq, node);
  }
  return node;
}

/** A skill's compiled model (its skill_prereq_model must be set), compiled again if the model was replaced. */
function compiledPrereqOf(index: SkillIndex, record: IndexedSkill): CompiledPrereq {
  const model = record.skill.skill_prereq_model;
  if (record.prereq === undefined || record.prereqSource !== model) {
    record.prereq = compile(index, model);
    record.prereqSource = model;
  }
  return record.prereq;
}

// ---------------------------------------------------------------------------------------------
// Checking
// ---------------------------------------------------------------------------------------------

/** What a check reads besides the node: one object reused by every check (checks never re-enter). */
interface Situation {
  index: SkillIndex;
  build: WorkingBuild;
  ctx: CharacterContext;
  /** level of the dependent skill (times_taken_per) */
  level: number;
  /** hand the dependent handed skill is held in */
  hand: 'left' | 'right' | undefined;
  /** school the dependent magic-school skill is held in ('matching') */
  school: string | undefined;
}

const scratch: Situation = {
  index: undefined as unknown as SkillIndex,
  build: undefined as unknown as WorkingBuild,
  ctx: undefined as unknown as CharacterContext,
  level: 1,
  hand: undefined,
  school: undefined,
};

/** A slot entry as stored data may hold it (levels or names missing are read as none). */
interface LooseSlotEntry {
  levels?: (number[] | undefined)[];
  spell_schools?: string[];
  specialties?: (string | undefined)[];
}

/** The ruleset's level table (a ruleset without one has every character at level 1). */
function levelTable(data: GameData): readonly CharacterLevelThreshold[] {
  return (data.ruleset as Partial<Ruleset>).character_levels ?? [];
}

/**
 * Whether one selected skill reaches the count. Handed skills honour `hand`: left/right that hand,
 * both each hand, either any hand; without it the dependent's own hand, else both hands together.
 * A magic-school skill checked for a dependent's school counts that school only.
 */
function reaches(s: Situation, record: IndexedSkill, prereq: SkillPrereq, required: number): boolean {
  const skill = record.skill;
  const entry = s.build.character_skills[skill._id];
  const kind = entryKindOf(record);
  if (kind === 'handed') {
    const max = skill.skill_max_purchases;
    const left = entry ? amountTotal((entry as HandedEntry).left, max) : 0;
    const right = entry ? amountTotal((entry as HandedEntry).right, max) : 0;
    const hand = prereq.hand ?? s.hand;
    if (hand === 'left') return left >= required;
    if (hand === 'right') return right >= required;
    if (hand === 'both') return left >= required && right >= required;
    if (hand === 'either') return left >= required || right >= required;
    return left + right >= required;
  }
  if (kind === 'magic_schools' && s.school !== undefined) {
    const schools: Partial<MagicSchoolsEntry['schools']> | undefined = entry ? (entry as MagicSchoolsEntry).schools : undefined;
    return amountTotal(schools?.[s.school], skill.skill_max_purchases) >= required;
  }
  if (kind === 'plain') return amountTotal(entry as Amount | undefined, skill.skill_max_purchases) >= required;
  return entryTotal(skill, entry) >= required;
}

/**
 * Decision: without `variety`, one selected skill must reach the count; with `variety` n, n
 * different selected skills must each reach it (prereqs.ts skillMet).
 */
function skillConditionMet(s: Situation, node: CompiledPrereq): boolean {
  const prereq = node.value as SkillPrereq;
  const required = requiredCount(prereq, s.level);
  if (node.unknownName !== undefined) throw new OperationalError(MESSAGES.prereqSkillNotFound(node.unknownName));
  const skills = node.skills;
  let reaching = 0;
  for (let i = 0; i < skills.length; i += 1) {
    const record = skills[i];
    if (record !== undefined && reaches(s, record, prereq, required)) reaching += 1;
  }
  return reaching >= (prereq.variety ?? 1);
}

/** Whether a spell column's school is one the condition accepts (prereqs.ts wantedSchools, without the array). */
function schoolWanted(s: Situation, columnSchool: string, school: string | undefined, allowed: string[] | undefined): boolean {
  if (school === 'matching') return schoolCovers(columnSchool, s.school as string);
  if (school !== undefined) return schoolCovers(columnSchool, school);
  if (allowed && allowed.length > 0) {
    for (let wantIndex = 0; wantIndex < allowed.length; wantIndex += 1) {
      const want = allowed[wantIndex];
      if (want === undefined) continue;
      if (schoolCovers(columnSchool, want)) return true;
    }
    return false;
  }
  return true;
}

function hasSlotAtLeast(column: readonly number[], level: number): boolean {
  for (let i = Math.max(0, level - 1); i < column.length; i += 1) if ((column[i] ?? 0) > 0) return true;
  return false;
}

/**
 * Whether some matching spell column holds a slot at `level` or higher, or with level null is a
 * strict pyramid (prereqs.ts matchingColumns + some, without the arrays).
 */
function someSpellColumn(s: Situation, school: string | undefined, allowed: string[] | undefined, level: number | null): boolean {
  if (school === 'matching' && s.school === undefined) throw new OperationalError(MESSAGES.spellSlotPrereqUncheckable);
  let met = false;
  const idList = slotIdsOf(s.index).spell;
  for (let idIndex = 0; idIndex < idList.length; idIndex += 1) {
    const id = idList[idIndex];
    if (id === undefined) continue;
    const entry = s.build.character_skills[id] as LooseSlotEntry | undefined;
    if (entry === undefined) continue;
    const schools = entry.spell_schools ?? [];
    for (let i = 0; i < schools.length; i += 1) {
      const held = schools[i];
      if (held === undefined || !schoolWanted(s, held, school, allowed)) continue;
      // matchingColumns collects every column before testing them: test each one, and stop once met.
      if (met) continue;
      const column = entry.levels?.[i] ?? [];
      met = level === null ? isStrictPyramid(column) : hasSlotAtLeast(column, level);
    }
  }
  return met;
}

/** Whether some alchemy column (of the wanted specialty) holds a slot at `level` or higher (prereqs.ts alchemyMet). */
function someAlchemyColumn(s: Situation, node: { level: number; specialty?: string }): boolean {
  const idList = slotIdsOf(s.index).alchemy;
  for (let idIndex = 0; idIndex < idList.length; idIndex += 1) {
    const id = idList[idIndex];
    if (id === undefined) continue;
    const entry = s.build.character_skills[id] as LooseSlotEntry | undefined;
    if (entry === undefined) continue;
    const levels = entry.levels ?? [];
    for (let i = 0; i < levels.length; i += 1) {
      if ((node.specialty === undefined || entry.specialties?.[i] === node.specialty) && hasSlotAtLeast(levels[i] ?? [], node.level))
        return true;
    }
  }
  return false;
}

function isMet(s: Situation, node: CompiledPrereq): boolean {
  switch (node.kind) {
    case 'and': {
      let met = true;
      const children = node.children;
      for (let i = 0; i < children.length; i += 1) {
        const child = children[i];
        if (child !== undefined && !isMet(s, child)) met = false;
      }
      return met;
    }
    case 'or': {
      const children = node.children;
      for (let i = 0; i < children.length; i += 1) {
        const child = children[i];
        if (child !== undefined && isMet(s, child)) return true;
      }
      return false;
    }
    case 'trait_group':
      return s.build.character_race.race_attributes?.includes(node.value as string) === true;
    case 'character_level':
      return characterLevel(s.ctx.character_xp_total, levelTable(s.index.data)) >= (node.value as number);
    case 'skill':
      return skillConditionMet(s, node);
    case 'spell_slot': {
      const slot = node.value as { level: number; school?: string; allowed_schools?: string[] };
      return someSpellColumn(s, slot.school, slot.allowed_schools, slot.level);
    }
    case 'alchemy_slot':
      return someAlchemyColumn(s, node.value as { level: number; specialty?: string });
    case 'strict_pyramid': {
      const strict = (node.value as { school?: string } | null) ?? {};
      return someSpellColumn(s, strict.school, undefined, null);
    }
    default:
      throw new OperationalError(MESSAGES.cannotInterpretPrereq);
  }
}

/**
 * Whether a build meets an indexed skill's prerequisites (none when it has no model), at `level`
 * of the dependent skill and for its hand or school. Allocates nothing once the model is compiled.
 */
export function recordPrereqsMet(
  index: SkillIndex,
  build: WorkingBuild,
  ctx: CharacterContext,
  record: IndexedSkill,
  level: number,
  hand?: 'left' | 'right',
  school?: string,
): boolean {
  if (!record.skill.skill_prereq_model) return true;
  const compiled = compiledPrereqOf(index, record);
  scratch.index = index;
  scratch.build = build;
  scratch.ctx = ctx;
  scratch.level = level;
  scratch.hand = hand;
  scratch.school = school;
  try {
    return isMet(scratch, compiled);
  } finally {
    // hold no build or character after the check
    scratch.build = undefined as unknown as WorkingBuild;
    scratch.ctx = undefined as unknown as CharacterContext;
  }
}

/** recordPrereqsMet for a skill object (one of the ruleset's, or any other). */
export function skillPrereqsMet(
  data: GameData,
  build: WorkingBuild,
  ctx: CharacterContext,
  skill: SkillDefinition,
  level: number,
  hand?: 'left' | 'right',
  school?: string,
): boolean {
  if (!skill.skill_prereq_model) return true;
  const index = skillIndexOf(data);
  return recordPrereqsMet(index, build, ctx, recordOf(index, skill), level, hand, school);
}

/**
 * Skill prerequisites (players §5 "Prerequisites"): nested and/or conditions on trait groups,
 * character level, other skills, spell and alchemy slots and a strict spell pyramid.
 * checkPrereqs says whether a build meets a skill's model and, when not, lists every unmet
 * condition in words a player understands.
 */
import { MESSAGES, OperationalError } from './errors';
import type { GameData } from './game-data';
import { characterLevel } from './levels';
import { kindOf, requiredCount, skillPrereqsMet, slotIds } from './prereqs-met';
import { isStrictPyramid } from './spell-pyramid';
import { schoolCovers } from './spell-schools';
import { entryKind, entryTotal } from './totals';
import type { AlchemySlotEntry, CharacterContext, PrereqModel, SkillDefinition, SkillPrereq, SpellSlotEntry, WorkingBuild } from './types';

export type PrereqCheck = { met: true } | { met: false; missing: string[] };

export interface PrereqOptions {
  /** level of the dependent skill being bought or held (default 1); used by times_taken_per */
  level?: number;
  /** school the dependent magic-school skill is bought for; used by school: 'matching' */
  school?: string;
  /** hand the dependent handed skill is bought for; a handed prerequisite without its own `hand` counts that hand */
  hand?: 'left' | 'right';
}

interface Situation {
  data: GameData;
  build: WorkingBuild;
  ctx: CharacterContext;
  opts: PrereqOptions;
}

// ---------------------------------------------------------------------------------------------
// Wording
// ---------------------------------------------------------------------------------------------

const times = (count: number): string => (count > 1 ? ` x${count}` : '');
const typeWords = (type: string): string => type.replace(/_/g, ' ');

function handWords(hand: SkillPrereq['hand']): string {
  switch (hand) {
    case 'left':
      return ' in the left hand';
    case 'right':
      return ' in the right hand';
    case 'both':
      return ' in each hand';
    case 'either':
      return ' in either hand';
    default:
      return '';
  }
}

// 'a one-handed', 'a unique', but 'an arcane', 'an hour' is not needed here
const article = (word: string): string => (/^(one|once|uni|use|eu)/i.test(word) ? 'a' : /^[aeiou]/i.test(word) ? 'an' : 'a');

/**
 * The skill condition as a phrase: "Parry x2", "a profession skill", "2 different weapon skills, each x2".
 * Without a known level (describePrereqs) times_taken_per reads "x2 per level".
 */
function skillPhrase(prereq: SkillPrereq, level: number | undefined): string {
  const amount =
    level === undefined && prereq.times_taken_per !== undefined
      ? ` x${prereq.times_taken_per} per level`
      : times(requiredCount(prereq, level ?? 1));
  const hand = handWords(prereq.hand);
  if (prereq.name !== undefined) return `${prereq.name}${amount}${hand}`;
  const kind = [
    prereq.tag === undefined ? undefined : typeWords(prereq.tag),
    prereq.type === undefined ? undefined : typeWords(prereq.type),
  ]
    .filter((word) => word !== undefined)
    .join(' ');
  const variety = prereq.variety ?? 1;
  if (variety > 1) return `${variety} different ${kind} skills${amount ? `, each${amount}` : ''}${hand}`;
  return `${article(kind)} ${kind} skill${amount}${hand}`;
}

function spellSlotPhrase(node: { level: number; school?: string; allowed_schools?: string[] }, school?: string): string {
  const base = `a level ${node.level} spell slot`;
  if (node.school === 'matching') return `${base} in ${school ?? 'the same school'}`;
  if (node.school !== undefined) return `${base} in ${node.school}`;
  if (node.allowed_schools?.length) return `${base} in one of: ${node.allowed_schools.join(', ')}`;
  return base;
}

function strictPhrase(node: { school?: string }, school?: string): string {
  if (node.school === 'matching') return `a strict spell pyramid in ${school ?? 'the same school'}`;
  if (node.school !== undefined) return `a strict spell pyramid in ${node.school}`;
  return 'a strict spell pyramid';
}

/**
 * A condition as a phrase without the leading "Requires" (e.g. "Parry x2", "character level 5").
 * opts.level is the dependent skill's level when checking, undefined when describing.
 */
function phrase(model: PrereqModel, opts: PrereqOptions): string {
  switch (kindOf(model)) {
    case 'and': {
      const parts = (model as { and: PrereqModel[] }).and.map((child) => {
        const text = phrase(child, opts);
        return kindOf(child) === 'or' ? `(${text})` : text;
      });
      if (parts.length <= 1) return parts.join('');
      return `${parts.slice(0, -1).join(', ')} and ${parts[parts.length - 1]}`;
    }
    case 'or':
      return `one of: ${(model as { or: PrereqModel[] }).or.map((child) => phrase(child, opts)).join('; ')}`;
    case 'trait_group':
      return `the ${(model as { trait_group: string }).trait_group} trait`;
    case 'character_level':
      return `character level ${(model as { character_level: number }).character_level}`;
    case 'skill':
      return skillPhrase((model as { skill: SkillPrereq }).skill, opts.level);
    case 'spell_slot':
      return spellSlotPhrase((model as { spell_slot: { level: number; school?: string } }).spell_slot, opts.school);
    case 'alchemy_slot': {
      const node = (model as { alchemy_slot: { level: number; specialty?: string } }).alchemy_slot;
      return `a level ${node.level} alchemy slot${node.specialty ? ` in ${node.specialty}` : ''}`;
    }
    default:
      return strictPhrase((model as { strict_pyramid: { school?: string } | null }).strict_pyramid ?? {}, opts.school);
  }
}

/**
 * A readable sentence for a whole model, for skills without a skill_prereq_description.
 * times_taken_per is worded "per level" because no level is known here.
 */
export function describePrereqs(model: PrereqModel | null | undefined): string {
  if (!model) return 'No prerequisites';
  return `Requires ${phrase(model, {})}`;
}

// ---------------------------------------------------------------------------------------------
// Checking
// ---------------------------------------------------------------------------------------------

/** The skills a skill condition selects: by name (must exist), by tag and/or type (all of them). */
function selectSkills(data: GameData, prereq: SkillPrereq): SkillDefinition[] {
  if (prereq.name !== undefined) {
    const skill = data.skillsByName.get(prereq.name);
    if (!skill) throw new OperationalError(MESSAGES.prereqSkillNotFound(prereq.name));
    return [skill];
  }
  if (prereq.tag === undefined && prereq.type === undefined) throw new OperationalError(MESSAGES.cannotInterpretPrereq);
  if (prereq.tag === undefined) return data.skillsByType.get(prereq.type as string) ?? [];
  const tagged = data.skillsByTag.get(prereq.tag) ?? [];
  return prereq.type === undefined ? tagged : tagged.filter((skill) => skill.skill_type === prereq.type);
}

/**
 * Whether one skill reaches the count. Handed skills honour `hand`: left/right that hand, both each
 * hand, either any hand. Decision: without `hand`, a dependent bought for one hand (opts.hand) needs
 * the prerequisite in that same hand; otherwise the two hands count together. Decision: a magic-school prerequisite checked
 * for a dependent bought for a school (opts.school) counts that school only, so "Advanced X" for
 * elementalism needs X in elementalism; without a school it counts all schools together.
 */
function skillReaches(s: Situation, skill: SkillDefinition, prereq: SkillPrereq, required: number): boolean {
  const entry = s.build.character_skills[skill._id];
  switch (entryKind(skill)) {
    case 'handed': {
      const left = entryTotal(skill, entry, { hand: 'left' });
      const right = entryTotal(skill, entry, { hand: 'right' });
      const hand = prereq.hand ?? s.opts.hand;
      if (hand === 'left') return left >= required;
      if (hand === 'right') return right >= required;
      if (hand === 'both') return left >= required && right >= required;
      if (hand === 'either') return left >= required || right >= required;
      return left + right >= required;
    }
    case 'magic_schools':
      return entryTotal(skill, entry, s.opts.school !== undefined ? { school: s.opts.school } : {}) >= required;
    default:
      return entryTotal(skill, entry) >= required;
  }
}

/**
 * Decision: without `variety`, one selected skill must reach the count (a tag or type condition
 * such as "a profession skill x2" asks for one skill at rank 2, not two ranks spread over skills);
 * with `variety` n, n different selected skills must each reach it.
 */
function skillMet(s: Situation, prereq: SkillPrereq): boolean {
  const required = requiredCount(prereq, s.opts.level ?? 1);
  const reaching = selectSkills(s.data, prereq).filter((skill) => skillReaches(s, skill, prereq, required));
  return reaching.length >= (prereq.variety ?? 1);
}

function entriesOf<T>(s: Situation, ids: readonly string[]): T[] {
  const entries: T[] = [];
  for (const id of ids) {
    const entry = s.build.character_skills[id];
    if (entry !== undefined) entries.push(entry as T);
  }
  return entries;
}

/** The spell-slot entries of the build (every skill with skill_options.spell_slot). */
function spellEntries(s: Situation): SpellSlotEntry[] {
  return entriesOf<SpellSlotEntry>(s, slotIds(s.data).spell);
}

function alchemyEntries(s: Situation): AlchemySlotEntry[] {
  return entriesOf<AlchemySlotEntry>(s, slotIds(s.data).alchemy);
}

/**
 * The schools a spell condition accepts, or null for any school. 'matching' is the school the
 * dependent skill is bought for; without one the condition cannot be checked (players §8).
 */
function wantedSchools(s: Situation, school: string | undefined, allowed?: string[]): string[] | null {
  if (school === 'matching') {
    if (s.opts.school === undefined) throw new OperationalError(MESSAGES.spellSlotPrereqUncheckable);
    return [s.opts.school];
  }
  if (school !== undefined) return [school];
  if (allowed && allowed.length > 0) return allowed;
  return null;
}

/** The school columns of the build a condition may use; umbrellas count both ways (schoolCovers). */
function matchingColumns(s: Situation, wanted: string[] | null): number[][] {
  const columns: number[][] = [];
  for (const entry of spellEntries(s)) {
    entry.spell_schools.forEach((school, i) => {
      if (wanted === null || wanted.some((want) => schoolCovers(school, want))) columns.push(entry.levels[i] ?? []);
    });
  }
  return columns;
}

/**
 * A slot at `level` or higher in the column (in a valid pyramid the same as one at `level`).
 * Decision: strict_pyramid without a school is met by any one strictly decreasing column; with a
 * school, umbrellas count as for spell_slot.
 */
const slotAtLeast = (column: readonly number[], level: number): boolean => column.slice(Math.max(0, level - 1)).some((count) => count > 0);

function alchemyMet(s: Situation, node: { level: number; specialty?: string }): boolean {
  return alchemyEntries(s).some((entry) =>
    entry.levels.some(
      (column, i) => (node.specialty === undefined || entry.specialties[i] === node.specialty) && slotAtLeast(column, node.level),
    ),
  );
}

/** Unmet conditions of a node, each as a phrase (empty when met). */
function unmet(s: Situation, model: PrereqModel): string[] {
  switch (kindOf(model)) {
    case 'and':
      return (model as { and: PrereqModel[] }).and.flatMap((child) => unmet(s, child));
    case 'or': {
      const children = (model as { or: PrereqModel[] }).or;
      if (children.some((child) => unmet(s, child).length === 0)) return [];
      return [`one of: ${children.map((child) => phrase(child, s.opts)).join('; ')}`];
    }
    case 'trait_group': {
      const group = (model as { trait_group: string }).trait_group;
      return s.build.character_race.race_attributes?.includes(group) ? [] : [phrase(model, s.opts)];
    }
    case 'character_level': {
      const wanted = (model as { character_level: number }).character_level;
      const level = characterLevel(s.ctx.character_xp_total, s.data.ruleset.character_levels);
      return level >= wanted ? [] : [phrase(model, s.opts)];
    }
    case 'skill': {
      const prereq = (model as { skill: SkillPrereq }).skill;
      return skillMet(s, prereq) ? [] : [phrase(model, s.opts)];
    }
    case 'spell_slot': {
      const node = (model as { spell_slot: { level: number; school?: string; allowed_schools?: string[] } }).spell_slot;
      const columns = matchingColumns(s, wantedSchools(s, node.school, node.allowed_schools));
      return columns.some((column) => slotAtLeast(column, node.level)) ? [] : [phrase(model, s.opts)];
    }
    case 'alchemy_slot': {
      const node = (model as { alchemy_slot: { level: number; specialty?: string } }).alchemy_slot;
      return alchemyMet(s, node) ? [] : [phrase(model, s.opts)];
    }
    default: {
      const node = (model as { strict_pyramid: { school?: string } | null }).strict_pyramid ?? {};
      const columns = matchingColumns(s, wantedSchools(s, node.school));
      return columns.some((column) => isStrictPyramid(column)) ? [] : [phrase(model, s.opts)];
    }
  }
}

const MET: PrereqCheck = Object.freeze({ met: true });

/**
 * Whether a build meets a skill's prerequisites: checkPrereqs(...).met, for the validation hot
 * path (no allocation; the model compiled once per GameData, prereqs-met.ts). Throws exactly when
 * checkPrereqs would while finding them met.
 */
export function prereqsMet(
  data: GameData,
  build: WorkingBuild,
  ctx: CharacterContext,
  skill: SkillDefinition,
  level = 1,
  hand?: 'left' | 'right',
  school?: string,
): boolean {
  return skillPrereqsMet(data, build, ctx, skill, level, hand, school);
}

/**
 * Checks a skill's prerequisites against a build. A skill without a model has none.
 * `missing` lists every unmet condition: an `and` lists each unmet part, an `or` one line naming its choices.
 */
export function checkPrereqs(
  data: GameData,
  build: WorkingBuild,
  ctx: CharacterContext,
  skill: SkillDefinition,
  opts: PrereqOptions = {},
): PrereqCheck {
  const model = skill.skill_prereq_model;
  if (!model) return { met: true };
  if (prereqsMet(data, build, ctx, skill, opts.level ?? 1, opts.hand, opts.school)) return MET;
  const situation = { data, build, ctx, opts: { ...opts, level: opts.level ?? 1 } };
  const missing = unmet(situation, model).map((text) => `Requires ${text}`);
  return missing.length === 0 ? { met: true } : { met: false, missing };
}

/** Every skill name a model refers to, in order of appearance and without repeats. */
export function prereqSkillNames(model: PrereqModel | null | undefined): string[] {
  const names: string[] = [];
  const walk = (node: PrereqModel): void => {
    switch (kindOf(node)) {
      case 'and':
        (node as { and: PrereqModel[] }).and.forEach(walk);
        return;
      case 'or':
        (node as { or: PrereqModel[] }).or.forEach(walk);
        return;
      case 'skill': {
        const name = (node as { skill: SkillPrereq }).skill.name;
        if (name !== undefined && !names.includes(name)) names.push(name);
        return;
      }
      default:
    }
  };
  if (model) walk(model);
  return names;
}

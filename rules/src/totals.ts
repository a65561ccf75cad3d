/**
 * How many of a skill a build holds (players §9 "Skill total"), and which entry shape a skill uses.
 * Every function here is pure and reads the build without changing it.
 */
import { MESSAGES, OperationalError, SkillError } from './errors';
import type { GameData } from './game-data';
import type {
  AlchemySlotEntry,
  Amount,
  HandedEntry,
  MagicSchoolsEntry,
  SkillDefinition,
  SkillEntry,
  SpellSlotEntry,
  WorkingBuild,
} from './types';

export type EntryKind = 'plain' | 'handed' | 'spell_slot' | 'alchemy_slot' | 'magic_schools';

/** Where to look inside a skill's entry; fields that do not apply to the skill's kind are ignored. */
export interface TotalOptions {
  hand?: 'left' | 'right';
  school?: string;
  /** slot level, 1-based (spell 1..9, alchemy 1..6) */
  level?: number;
  /** slot column (school or specialty column), 0-based */
  slot?: number;
}

/**
 * The entry shape decided by skill_options. No option set means a plain amount; more than one set is
 * a fault in the game data (players §8 "unrecognised skill format").
 */
export function entryKind(skill: SkillDefinition): EntryKind {
  const options = skill.skill_options;
  // Plain property reads, no array per call: this runs several times per owned skill when a build is validated.
  const handed = options.handed === true;
  const spell = options.spell_slot === true;
  const alchemy = options.alchemy_slot === true;
  const schools = options.magic_schools === true;
  if (+handed + +spell + +alchemy + +schools > 1) throw new OperationalError(MESSAGES.unrecognisedSkillFormat);
  return handed ? 'handed' : spell ? 'spell_slot' : alchemy ? 'alchemy_slot' : schools ? 'magic_schools' : 'plain';
}

/**
 * players §9: a skill with skill_max_purchases 1 counts 1 when any purchase or grant exists, else 0;
 * otherwise purchases plus the sum of grant counts.
 */
export function amountTotal(amount: Amount | undefined, maxPurchases: number): number {
  if (!amount) return 0;
  if (maxPurchases === 1) return amount.purchase_count > 0 || amount.grants.length > 0 ? 1 : 0;
  let total = amount.purchase_count;
  const grantList = amount.grants;
  for (let grantIndex = 0; grantIndex < grantList.length; grantIndex += 1) {
    const grant = grantList[grantIndex];
    if (grant === undefined) continue;
    total += grant.count;
  }
  return total;
}

/**
 * Slot counts of a slot entry: levels[slot][level - 1]. Without a slot the columns are summed.
 * Without a level every level is summed: the spec says so for alchemy (players §9). Decision: spell
 * slots behave the same, so "how many spell slots" has one answer for both kinds.
 */
function slotTotal(levels: number[][], opts: TotalOptions): number {
  const columns = opts.slot === undefined ? levels : [levels[opts.slot] ?? []];
  let total = 0;
  for (let columnIndex = 0; columnIndex < columns.length; columnIndex += 1) {
    const column = columns[columnIndex];
    if (column === undefined) continue;
    if (opts.level === undefined) total += column.reduce((sum, count) => sum + count, 0);
    else total += column[opts.level - 1] ?? 0;
  }
  return total;
}

/** The options of a call without any (shared, not a new object per call). */
const NO_OPTIONS: TotalOptions = Object.freeze({});

/** The total of one entry, interpreted as the given kind. A missing entry is 0. */
export function entryTotal(skill: SkillDefinition, entry: SkillEntry | undefined, opts: TotalOptions = NO_OPTIONS): number {
  if (!entry) return 0;
  const max = skill.skill_max_purchases;
  switch (entryKind(skill)) {
    case 'handed': {
      const handed = entry as HandedEntry;
      if (opts.hand) return amountTotal(handed[opts.hand], max);
      return amountTotal(handed.left, max) + amountTotal(handed.right, max);
    }
    case 'magic_schools': {
      const schools = (entry as MagicSchoolsEntry).schools;
      if (opts.school !== undefined) return amountTotal(schools[opts.school], max);
      return Object.values(schools).reduce((sum, amount) => sum + amountTotal(amount, max), 0);
    }
    case 'spell_slot':
      return slotTotal((entry as SpellSlotEntry).levels, opts);
    case 'alchemy_slot':
      return slotTotal((entry as AlchemySlotEntry).levels, opts);
    default:
      return amountTotal(entry as Amount, max);
  }
}

/** How many of a skill (by id) the build holds. Unknown skill id -> SkillError 'Skill not found: {id}'. */
export function skillTotal(data: GameData, build: WorkingBuild, skillId: string, opts: TotalOptions = {}): number {
  const skill = data.skillsById.get(skillId);
  if (!skill) throw new SkillError(MESSAGES.skillNotFound(skillId));
  return entryTotal(skill, build.character_skills[skillId], opts);
}

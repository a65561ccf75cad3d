/**
 * What a build costs (players §9 "Cost"). Costs are always recomputed from the cost model; the
 * build's stored character_build_cost is a cache of buildCost.
 */
import { MESSAGES, OperationalError, SkillError } from './errors';
import type { GameData } from './game-data';
import { isAlchemySlotEntry, isHandedEntry, isMagicSchoolsEntry, isSpellSlotEntry } from './forms';
import { entryKind } from './totals';
import {
  SPELL_SCHOOL_TIER_CAP,
  type Amount,
  type CharacterClass,
  type CostTable,
  type SkillDefinition,
  type SkillEntry,
  type WorkingBuild,
} from './types';

/** A purchase target: a skill, and for handed skills the hand, for magic-school skills the school. */
export interface PurchaseTarget {
  skillId: string;
  hand?: 'left' | 'right';
  school?: string;
}

/**
 * The class's own cost table, else the 'all' table, else null: the class cannot buy the skill.
 * Decision: with no class chosen yet (null) only the 'all' table applies.
 */
export function costTableFor(skill: SkillDefinition, cls: CharacterClass | null): CostTable | null {
  const model = skill.skill_cost_model;
  const own = cls ? model[cls] : undefined;
  if (own) return own;
  return model.all ?? null;
}

function isRowTable(table: CostTable): table is number[][] {
  return table.length > 0 && Array.isArray(table[0]);
}

/** A plain list of costs; a per-tier table (only meaningful for slot skills) is read by its first row. */
function flatTable(table: CostTable): number[] {
  return isRowTable(table) ? (table[0] ?? []) : table;
}

/** The cost of the n-th purchase level (1-based): the last entry repeats, so one entry is flat. */
export function levelCost(table: number[], n: number): number {
  const cost = table[Math.min(n, table.length) - 1];
  if (cost === undefined) throw new OperationalError(MESSAGES.cannotInterpretSkill);
  return cost;
}

export function grantedLevels(amount: Amount): number {
  let granted = 0;
  for (const grant of amount.grants) granted += grant.count;
  return granted;
}

/**
 * An amount with g granted levels and p purchases pays for levels g+1 .. g+p: granted levels are
 * the first ones, so purchases start after them.
 */
export function amountCost(table: number[], amount: Amount): number {
  const granted = grantedLevels(amount);
  let cost = 0;
  for (let n = granted + 1; n <= granted + amount.purchase_count; n++) cost += levelCost(table, n);
  return cost;
}

/**
 * The cost of one slot at slot level `level` (1-based) in school/specialty column `column`
 * (0-based). The column's tier is column + 1, capped at SPELL_SCHOOL_TIER_CAP; a per-tier table
 * uses the row of that tier (its last row when it has fewer rows), a flat table applies to every tier.
 * Decision: alchemy columns use the same tiering, so a per-tier alchemy table prices later
 * specialties by their own row.
 */
export function slotCost(table: CostTable, column: number, level: number): number {
  let row: number[];
  if (isRowTable(table)) {
    const tier = Math.min(column + 1, SPELL_SCHOOL_TIER_CAP);
    row = table[Math.min(tier, table.length) - 1] ?? [];
  } else {
    row = table;
  }
  return levelCost(row, level);
}

function slotsCost(table: CostTable, levels: number[][]): number {
  let cost = 0;
  for (const [column, row] of levels.entries()) {
    for (const [i, count] of row.entries()) {
      if (count > 0) cost += count * slotCost(table, column, i + 1);
    }
  }
  return cost;
}

function entryHasPurchases(entry: SkillEntry): boolean {
  if (isHandedEntry(entry)) return entry.left.purchase_count > 0 || entry.right.purchase_count > 0;
  if (isSpellSlotEntry(entry) || isAlchemySlotEntry(entry)) {
    return entry.levels.some((row) => row.some((count) => count > 0));
  }
  if (isMagicSchoolsEntry(entry)) return Object.values(entry.schools).some((a) => a.purchase_count > 0);
  return entry.purchase_count > 0;
}

/**
 * What one skill's entry costs a character of class `cls`. Handed: left plus right, each its own
 * amount. Magic schools: the sum over schools, each its own amount. Slot skills: every slot
 * priced by its level and column. An entry that needs paying for but has no cost table for the
 * class is invalid ('Character build invalid: Some skill was invalid'): it must never cost 0.
 */
export function skillCost(data: GameData, skill: SkillDefinition, entry: SkillEntry, cls: CharacterClass | null): number {
  const table = costTableFor(skill, cls);
  if (!table) {
    if (entryHasPurchases(entry)) throw new SkillError(MESSAGES.someSkillInvalid);
    return 0;
  }
  switch (entryKind(skill)) {
    case 'handed': {
      const handed = entry as { left: Amount; right: Amount };
      const flat = flatTable(table);
      return amountCost(flat, handed.left) + amountCost(flat, handed.right);
    }
    case 'magic_schools': {
      const flat = flatTable(table);
      let cost = 0;
      for (const amount of Object.values((entry as { schools: Record<string, Amount> }).schools)) {
        cost += amountCost(flat, amount);
      }
      return cost;
    }
    case 'spell_slot':
    case 'alchemy_slot':
      return slotsCost(table, (entry as { levels: number[][] }).levels);
    default:
      return amountCost(flatTable(table), entry as Amount);
  }
}

/** The build's cost: the sum over its skills. Unknown skill ids raise 'Skill not found: {id}'. */
export function buildCost(data: GameData, build: WorkingBuild): number {
  let cost = 0;
  for (const [skillId, entry] of Object.entries(build.character_skills)) {
    const skill = data.skillsById.get(skillId);
    if (!skill) throw new SkillError(MESSAGES.skillNotFound(skillId));
    cost += skillCost(data, skill, entry, build.character_class);
  }
  return cost;
}

/** The authoritative cost of a build: recomputed from the cost models, never trusted from input. */
export function recomputeCost(data: GameData, build: WorkingBuild): number {
  return buildCost(data, build);
}

/** The amount a target's next purchase adds to, or an empty one. */
export function targetAmount(build: WorkingBuild, skill: SkillDefinition, target: PurchaseTarget): Amount {
  const entry = build.character_skills[skill._id];
  const empty: Amount = { purchase_count: 0, grants: [] };
  if (!entry) return empty;
  const kind = entryKind(skill);
  if (kind === 'handed') return isHandedEntry(entry) ? entry[target.hand ?? 'right'] : empty;
  if (kind === 'magic_schools') {
    return (isMagicSchoolsEntry(entry) && target.school !== undefined && entry.schools[target.school]) || empty;
  }
  return entry as Amount;
}

/**
 * The price of the target's next purchase level, for the editor's plus button; null when the
 * character's class cannot buy the skill. Slot skills are priced per slot with slotCost.
 */
export function nextPurchaseCost(data: GameData, build: WorkingBuild, target: PurchaseTarget): number | null {
  const skill = data.skillsById.get(target.skillId);
  if (!skill) throw new SkillError(MESSAGES.skillNotFound(target.skillId));
  const table = costTableFor(skill, build.character_class);
  if (!table) return null;
  const amount = targetAmount(build, skill, target);
  return levelCost(flatTable(table), grantedLevels(amount) + amount.purchase_count + 1);
}

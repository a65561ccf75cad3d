/**
 * The regression rule (players §4): once committed, a build may grow but never fall back.
 * Against the committed build, name, race, subculture, transformation, race attributes (same
 * length and order) and class must match wherever the committed value is set, and no committed
 * skill's amounts, grants, spell schools, specialties or slot levels may fall below it.
 *
 * Decisions (also in rules/README.md):
 *  - Decision: An amount is compared by its total (purchases plus grant counts), so a purchase later
 *    replaced by a grant (replaces_purchase) is not a regression.
 *  - Decision: Every committed grant must still be there (same granted_by, at_level and count).
 *  - Decision: Spell schools and specialties: the committed list must be the start of the current list.
 *  - Decision: A header value counts as "set" when it is neither null nor an empty string.
 */
import { MESSAGES, SkillError } from './errors';
import type { Amount, Grant, SkillEntry, WorkingBuild } from './types';

function isSet(value: string | null | undefined): value is string {
  return value !== null && value !== undefined && value !== '';
}

function amountTotal(amount: Amount): number {
  let total = amount.purchase_count;
  for (const grant of amount.grants) total += grant.count;
  return total;
}

function hasGrant(grants: Grant[], wanted: Grant): boolean {
  return grants.some((g) => g.granted_by === wanted.granted_by && g.at_level === wanted.at_level && g.count === wanted.count);
}

function amountRegressed(current: Amount | undefined, committed: Amount): boolean {
  if (!current) return amountTotal(committed) > 0;
  if (amountTotal(current) < amountTotal(committed)) return true;
  return committed.grants.some((grant) => !hasGrant(current.grants, grant));
}

function listIsPrefix(committed: string[], current: string[]): boolean {
  return committed.every((value, i) => current[i] === value);
}

function levelsRegressed(current: number[][], committed: number[][]): boolean {
  return committed.some((row, column) => row.some((count, level) => (current[column]?.[level] ?? 0) < count));
}

const EMPTY_AMOUNT: Amount = { purchase_count: 0, grants: [] };

/** Whether `current` holds less of a skill than `committed` did. Shapes are read from the entries. */
export function entryRegressed(current: SkillEntry | undefined, committed: SkillEntry): boolean {
  if ('left' in committed && 'right' in committed) {
    const handed = current && 'left' in current ? current : undefined;
    return amountRegressed(handed?.left, committed.left) || amountRegressed(handed?.right, committed.right);
  }
  if ('spell_schools' in committed) {
    const slots = current && 'spell_schools' in current ? current : { levels: [], spell_schools: [] };
    return !listIsPrefix(committed.spell_schools, slots.spell_schools) || levelsRegressed(slots.levels, committed.levels);
  }
  if ('specialties' in committed) {
    const slots = current && 'specialties' in current ? current : { levels: [], specialties: [] };
    return !listIsPrefix(committed.specialties, slots.specialties) || levelsRegressed(slots.levels, committed.levels);
  }
  if ('schools' in committed) {
    const schools = current && 'schools' in current ? current.schools : {};
    return Object.entries(committed.schools).some(([school, amount]) => amountRegressed(schools[school], amount));
  }
  const amount = current && 'purchase_count' in current ? current : EMPTY_AMOUNT;
  return amountRegressed(amount, committed);
}

/** The first way `build` regressed from `committed`, in words, or null. */
export function findRegression(build: WorkingBuild, committed: WorkingBuild): string | null {
  const was = committed.character_race;
  const now = build.character_race;
  if (isSet(committed.character_name) && build.character_name !== committed.character_name) return 'name';
  if (isSet(was.race) && now.race !== was.race) return 'race';
  if (isSet(was.subculture) && now.subculture !== was.subculture) return 'subculture';
  if (isSet(was.transformation) && now.transformation !== was.transformation) return 'transformation';
  if (was.race_attributes) {
    const attrs = now.race_attributes;
    if (!attrs || attrs.length !== was.race_attributes.length || !listIsPrefix(was.race_attributes, attrs)) {
      return 'race attributes';
    }
  }
  if (isSet(committed.character_class) && build.character_class !== committed.character_class) return 'class';
  for (const [skillId, entry] of Object.entries(committed.character_skills)) {
    if (entryRegressed(build.character_skills[skillId], entry)) return skillId;
  }
  return null;
}

/** Throws SkillError('Character build regressed') when `build` falls below `committed`. */
export function checkRegression(build: WorkingBuild, committed: WorkingBuild | null | undefined): void {
  if (!committed) return;
  if (findRegression(build, committed) !== null) throw new SkillError(MESSAGES.buildRegressed);
}

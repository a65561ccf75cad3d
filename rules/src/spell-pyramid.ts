/**
 * The spell slot pyramid (players §5 "Pyramid rule for slot levels" and "Spell schools"; §9).
 * An entry has one column of 9 slot counts per chosen school. Functions are pure: a change returns a
 * new entry, and only when the result is still a valid pyramid.
 */
import { spellSchoolConflict, spellSchoolRepeat } from './spell-schools';
import { MAX_SPELL_SCHOOLS, SPELL_SLOT_LEVELS, type SpellSlotEntry } from './types';

export type PyramidCheck = { valid: true } | { valid: false; reason: string };
export type SpellPyramidChange = { ok: true; entry: SpellSlotEntry } | { ok: false; reason: string };

/**
 * The largest drop allowed from level `level` (1-based) to the next one, and the smallest.
 * players §5: levels 1 and 2 drop by 1 or 2; level 3 by at most 2; higher levels by at most 1.
 */
function gapLimits(level: number): { min: number; max: number } {
  if (level <= 2) return { min: 1, max: 2 };
  if (level === 3) return { min: 0, max: 2 };
  return { min: 0, max: 1 };
}

const isSlotCount = (count: unknown): boolean => typeof count === 'number' && Number.isInteger(count) && count >= 0;

/** Reads a column as exactly 9 counts (missing levels are 0); null when it holds more than 9 levels with slots. */
function fullColumn(column: readonly number[] | undefined): number[] | null {
  const counts = column ?? [];
  if (counts.slice(SPELL_SLOT_LEVELS).some((count) => count !== 0)) return null;
  return Array.from({ length: SPELL_SLOT_LEVELS }, (_, i) => counts[i] ?? 0);
}

/**
 * Why one school's column breaks the pyramid, or null. The column's label names it in the reason.
 * Decision: the gap rule also applies when the next level is 0 (a level with slots must be followed
 * by a level whose count lies within the allowed gap), so levels 1-2 can hold at most 2 slots more
 * than the level after them even when that one is empty. Without this, a column such as 10 level-1
 * slots and nothing else would count as a "pyramid". Every pyramid valid under this reading can be
 * built one slot at a time from empty (spell-pyramid.test.ts checks it exhaustively for small counts).
 * The last level (9) has no level after it, so no gap applies to it.
 */
export function spellColumnProblem(column: readonly number[], label: string): string | null {
  if (!column.every(isSlotCount)) return `Slot counts in ${label} must be whole numbers of 0 or more`;
  // Read in place (fullColumn would copy): levels past the column's end are 0.
  for (let i = SPELL_SLOT_LEVELS; i < column.length; i += 1) {
    if ((column[i] ?? 0) !== 0) return `${label} has more than ${SPELL_SLOT_LEVELS} slot levels`;
  }
  for (let level = 1; level < SPELL_SLOT_LEVELS; level += 1) {
    const here = column[level - 1] ?? 0;
    const next = column[level] ?? 0;
    if (next > here) {
      if (here === 0) return `In ${label}, level ${level + 1} slots need a level ${level} slot first`;
      return `In ${label}, level ${level + 1} cannot have more slots than level ${level}`;
    }
    if (here === 0) continue;
    const { min, max } = gapLimits(level);
    const gap = here - next;
    if (gap < min) return `In ${label}, level ${level} needs ${min} more slot than level ${level + 1}`;
    if (gap > max) {
      return `In ${label}, level ${level} can have at most ${max} more slot${max === 1 ? '' : 's'} than level ${level + 1}`;
    }
  }
  return null;
}

/**
 * A school column whose levels with slots strictly decrease (e.g. 4,3,2,1).
 * Decision: a column without slots is not a strict pyramid (a prerequisite asking for one is unmet).
 */
export function isStrictPyramid(column: readonly number[]): boolean {
  // The levels with slots, in order, must strictly decrease (read in place, no filtered copy).
  let previous = Infinity;
  for (let countIndex = 0; countIndex < column.length; countIndex += 1) {
    const count = column[countIndex];
    if (count === undefined) continue;
    if (!(count > 0)) continue;
    if (count >= previous) return false;
    previous = count;
  }
  return previous !== Infinity;
}

function columnHasSlots(column: readonly number[] | undefined): boolean {
  if (column === undefined) return false;
  for (let countIndex = 0; countIndex < column.length; countIndex += 1) {
    const count = column[countIndex];
    if (count === undefined) continue;
    if (count !== 0) return true;
  }
  return false;
}

const VALID: PyramidCheck = Object.freeze({ valid: true });
const fail = (reason: string): PyramidCheck => ({ valid: false, reason });

/** Checks the whole entry against the pyramid and school rules; the reason is in the player's words. */
export function validateSpellPyramid(entry: SpellSlotEntry, allowed: readonly string[]): PyramidCheck {
  const schools = entry.spell_schools;
  const levels = entry.levels;
  if (schools.length > MAX_SPELL_SCHOOLS) return fail(`A character can have at most ${MAX_SPELL_SCHOOLS} spell schools`);
  for (let schoolIndex = 0; schoolIndex < schools.length; schoolIndex += 1) {
    const school = schools[schoolIndex];
    if (school === undefined) continue;
    if (!allowed.includes(school)) return fail(`${school} is not a spell school this character may choose`);
  }
  const repeat = spellSchoolRepeat(schools);
  if (repeat) return fail(repeat);
  // Decision: a row beyond the chosen schools is tolerated while it holds no slots; the rule is about buying slots.
  for (let column = schools.length; column < levels.length; column += 1) {
    if (columnHasSlots(levels[column])) return fail('Choose a spell school before buying its slots');
  }
  for (let column = 0; column < schools.length; column += 1) {
    const school = schools[column];
    if (school === undefined) continue;
    const problem = spellColumnProblem(levels[column] ?? [], school);
    if (problem) return fail(problem);
    // Covers both "school 2 or 3 appears only after the previous has a level" and "a school cannot
    // go to 0 while further schools exist": a column followed by another must keep a level-1 slot.
    const following = schools[column + 1];
    if (following !== undefined && !((levels[column]?.[0] ?? 0) > 0)) {
      return fail(`${school} needs at least one slot while ${following} is chosen`);
    }
  }
  return VALID;
}

function withColumns(entry: SpellSlotEntry, columns: number): number[][] {
  const levels = entry.levels.map((row) => fullColumn(row) ?? [...row]);
  while (levels.length < columns) levels.push(Array<number>(SPELL_SLOT_LEVELS).fill(0));
  return levels;
}

/** Adds or removes one slot at `level` (1..9) of school `column` (0-based). */
export function changeSpellSlot(
  entry: SpellSlotEntry,
  column: number,
  level: number,
  delta: 1 | -1,
  allowed: readonly string[],
): SpellPyramidChange {
  const schools = entry.spell_schools;
  if (!Number.isInteger(level) || level < 1 || level > SPELL_SLOT_LEVELS) {
    return { ok: false, reason: `Spell slot levels run from 1 to ${SPELL_SLOT_LEVELS}` };
  }
  const school = Number.isInteger(column) ? schools[column] : undefined;
  if (school === undefined) return { ok: false, reason: 'Choose a spell school before buying its slots' };
  const levels = withColumns(entry, column + 1);
  const counts = levels[column] ?? [];
  const next = (counts[level - 1] ?? 0) + delta;
  if (next < 0) return { ok: false, reason: `${school} has no level ${level} slot to remove` };
  counts[level - 1] = next;
  const changed: SpellSlotEntry = { levels, spell_schools: [...schools] };
  const check = validateSpellPyramid(changed, allowed);
  return check.valid ? { ok: true, entry: changed } : { ok: false, reason: check.reason };
}

/** Chooses the next school column. players §4: schools are added at the last entry only. */
export function addSpellSchool(entry: SpellSlotEntry, school: string, allowed: readonly string[]): SpellPyramidChange {
  const schools = entry.spell_schools;
  if (schools.length >= MAX_SPELL_SCHOOLS) {
    return { ok: false, reason: `A character can have at most ${MAX_SPELL_SCHOOLS} spell schools` };
  }
  if (!allowed.includes(school)) return { ok: false, reason: `${school} is not a spell school this character may choose` };
  const conflict = spellSchoolConflict(schools, school);
  if (conflict) return { ok: false, reason: conflict };
  const last = schools.at(-1);
  if (last !== undefined && !((entry.levels[schools.length - 1]?.[0] ?? 0) > 0)) {
    return { ok: false, reason: `Buy a slot in ${last} before adding another school` };
  }
  const changed: SpellSlotEntry = { levels: withColumns(entry, schools.length + 1), spell_schools: [...schools, school] };
  const check = validateSpellPyramid(changed, allowed);
  return check.valid ? { ok: true, entry: changed } : { ok: false, reason: check.reason };
}

/**
 * Removes the last school. Decision: only a school without slots can be removed; the player first
 * sells its slots one by one, so each step stays a valid pyramid and the cost follows the slots.
 */
export function removeLastSpellSchool(entry: SpellSlotEntry): SpellPyramidChange {
  const schools = entry.spell_schools;
  if (schools.length === 0) return { ok: false, reason: 'No spell school to remove' };
  const last = schools.length - 1;
  if (columnHasSlots(entry.levels[last])) {
    return { ok: false, reason: `Remove the slots in ${schools[last]} before removing the school` };
  }
  return {
    ok: true,
    entry: { levels: entry.levels.slice(0, last).map((row) => [...row]), spell_schools: schools.slice(0, last) },
  };
}

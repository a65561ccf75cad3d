/**
 * The alchemy slot pyramid (players §5 "Alchemy specialties"; §9 "Alchemy: 3 specialties, 6 slot
 * levels"). An entry has one column of 6 slot counts per specialty. Levels 1-3 are the basic levels,
 * 4-6 the specialty levels. Functions are pure: a change returns a new entry, only when still valid.
 *
 * Decision (how the spec's sentences are read):
 *  - Column 1 holds basic alchemy (levels 1-3) before any specialty is chosen; its level 4-6 slots
 *    need the first specialty ("the 4th slot needs a chosen specialty"). Every later column needs
 *    its specialty chosen before it holds any slot, as spell schools do.
 *  - "two 3's" means two of levels 1-3 holding at least 3 slots; "a complete three-column" means
 *    all of levels 1-3 holding at least 3 slots.
 *  - Specialty 2 and 3 need two 3's in the previous column, for as long as they are chosen.
 *  - A level 4 slot needs two 3's in its own column and, from the second specialty on, a complete
 *    three-column in the previous one.
 *  - "More than three slots of a level need a 4th-level slot": any level above 3 slots needs a
 *    level 4 slot in the same column.
 *  - Of the spell pyramid's rules only "a level may not exceed the one before it" and "a 0 level
 *    requires the next to be empty" apply: the spell gap rule (levels 1-2 drop by 1 or 2) would forbid
 *    the 3,3,3 three-column the alchemy rules ask for.
 */
import type { PyramidCheck } from './spell-pyramid';
import { ALCHEMY_SLOT_LEVELS, ALCHEMY_SPECIALTIES, MAX_ALCHEMY_SPECIALTIES, type AlchemySlotEntry } from './types';

export type AlchemyPyramidChange = { ok: true; entry: AlchemySlotEntry } | { ok: false; reason: string };

const BASIC_LEVELS = 3;
const SPECIALTY_LEVEL = 4;
/** slots a level may hold before a level 4 slot is needed; also what makes a level one of the "3's" */
const BASIC_LEVEL_FULL = 3;

const isSlotCount = (count: unknown): boolean => typeof count === 'number' && Number.isInteger(count) && count >= 0;

function columnHasSlots(column: readonly number[] | undefined): boolean {
  if (column === undefined) return false;
  for (let countIndex = 0; countIndex < column.length; countIndex += 1) {
    const count = column[countIndex];
    if (count === undefined) continue;
    if (count !== 0) return true;
  }
  return false;
}

/** How many of levels 1-3 hold at least 3 slots (read in place). */
function fullBasicLevels(column: readonly number[] | undefined): number {
  if (column === undefined) return 0;
  let full = 0;
  for (let i = 0; i < BASIC_LEVELS && i < column.length; i += 1) if ((column[i] ?? 0) >= BASIC_LEVEL_FULL) full += 1;
  return full;
}

const moreThanBasic = (count: number): boolean => count > BASIC_LEVEL_FULL;

const VALID: PyramidCheck = Object.freeze({ valid: true });
const fail = (reason: string): PyramidCheck => ({ valid: false, reason });

const hasTwoThrees = (column: readonly number[] | undefined): boolean => fullBasicLevels(column) >= 2;
const hasThreeColumn = (column: readonly number[] | undefined): boolean => fullBasicLevels(column) >= BASIC_LEVELS;

function columnLabel(specialties: readonly string[], column: number): string {
  return specialties[column] ?? (column === 0 ? 'basic alchemy' : `alchemy column ${column + 1}`);
}

/** Shape and pyramid order of one column, or null. */
function columnOrderProblem(column: readonly number[], label: string): string | null {
  if (!column.every(isSlotCount)) return `Slot counts in ${label} must be whole numbers of 0 or more`;
  for (let i = ALCHEMY_SLOT_LEVELS; i < column.length; i += 1) {
    if ((column[i] ?? 0) !== 0) return `${label} has more than ${ALCHEMY_SLOT_LEVELS} slot levels`;
  }
  for (let level = 1; level < ALCHEMY_SLOT_LEVELS; level += 1) {
    const here = column[level - 1] ?? 0;
    const next = column[level] ?? 0;
    if (next > here) {
      if (here === 0) return `In ${label}, level ${level + 1} slots need a level ${level} slot first`;
      return `In ${label}, level ${level + 1} cannot have more slots than level ${level}`;
    }
  }
  return null;
}

/** Checks the whole entry against the alchemy rules; the reason is in the player's words. */
export function validateAlchemyPyramid(entry: AlchemySlotEntry): PyramidCheck {
  const { specialties, levels } = entry;
  if (specialties.length > MAX_ALCHEMY_SPECIALTIES) {
    return fail(`A character can have at most ${MAX_ALCHEMY_SPECIALTIES} alchemy specialties`);
  }
  for (let i = 0; i < specialties.length; i += 1) {
    const specialty = specialties[i];
    if (specialty === undefined) continue;
    if (!(ALCHEMY_SPECIALTIES as readonly string[]).includes(specialty)) return fail(`${specialty} is not an alchemy specialty`);
    if (specialties.indexOf(specialty) !== i) return fail(`${specialty} is already chosen`);
  }
  for (let column = Math.max(1, specialties.length); column < levels.length; column += 1) {
    if (columnHasSlots(levels[column])) return fail('Choose an alchemy specialty before buying slots in its column');
  }
  for (let column = 0; column < levels.length; column += 1) {
    const counts = levels[column] ?? [];
    const label = columnLabel(specialties, column);
    const problem = columnOrderProblem(counts, label);
    if (problem) return fail(problem);
    const specialtySlots = (counts[SPECIALTY_LEVEL - 1] ?? 0) > 0;
    if (specialtySlots) {
      if (specialties[column] === undefined) return fail('Level 4 alchemy slots need a chosen specialty');
      if (!hasTwoThrees(counts)) return fail(`A level 4 slot in ${label} needs 3 slots at two of levels 1 to 3`);
      if (column > 0 && !hasThreeColumn(levels[column - 1])) {
        return fail(`A level 4 slot in ${label} needs 3 slots at each of levels 1 to 3 in ${specialties[column - 1]}`);
      }
    } else if (counts.some(moreThanBasic)) {
      return fail(`More than 3 slots of a level in ${label} need a level 4 slot`);
    }
  }
  for (let column = 1; column < specialties.length; column += 1) {
    if (!hasTwoThrees(levels[column - 1])) {
      return fail(`${specialties[column]} needs 3 slots at two of levels 1 to 3 in ${specialties[column - 1]}`);
    }
  }
  return VALID;
}

function withColumns(entry: AlchemySlotEntry, columns: number): number[][] {
  const levels = entry.levels.map((row) =>
    row.length >= ALCHEMY_SLOT_LEVELS ? [...row] : [...row, ...Array<number>(ALCHEMY_SLOT_LEVELS - row.length).fill(0)],
  );
  while (levels.length < columns) levels.push(Array<number>(ALCHEMY_SLOT_LEVELS).fill(0));
  return levels;
}

const outcome = (changed: AlchemySlotEntry): AlchemyPyramidChange => {
  const check = validateAlchemyPyramid(changed);
  return check.valid ? { ok: true, entry: changed } : { ok: false, reason: check.reason };
};

/** Adds or removes one slot at `level` (1..6) of specialty `column` (0-based). */
export function changeAlchemySlot(entry: AlchemySlotEntry, column: number, level: number, delta: 1 | -1): AlchemyPyramidChange {
  const specialties = entry.specialties;
  if (!Number.isInteger(level) || level < 1 || level > ALCHEMY_SLOT_LEVELS) {
    return { ok: false, reason: `Alchemy slot levels run from 1 to ${ALCHEMY_SLOT_LEVELS}` };
  }
  if (!Number.isInteger(column) || column < 0 || column >= Math.max(1, specialties.length)) {
    return { ok: false, reason: 'Choose an alchemy specialty before buying slots in its column' };
  }
  const levels = withColumns(entry, column + 1);
  const counts = levels[column] ?? [];
  const next = (counts[level - 1] ?? 0) + delta;
  if (next < 0) return { ok: false, reason: `${columnLabel(specialties, column)} has no level ${level} slot to remove` };
  counts[level - 1] = next;
  return outcome({ levels, specialties: [...specialties] });
}

/** Chooses the next specialty. players §4: specialties are added at the last entry only. */
export function addAlchemySpecialty(entry: AlchemySlotEntry, specialty: string): AlchemyPyramidChange {
  const specialties = entry.specialties;
  if (specialties.length >= MAX_ALCHEMY_SPECIALTIES) {
    return { ok: false, reason: `A character can have at most ${MAX_ALCHEMY_SPECIALTIES} alchemy specialties` };
  }
  if (!(ALCHEMY_SPECIALTIES as readonly string[]).includes(specialty)) {
    return { ok: false, reason: `${specialty} is not an alchemy specialty` };
  }
  if (specialties.includes(specialty)) return { ok: false, reason: `${specialty} is already chosen` };
  const changed = { levels: withColumns(entry, specialties.length + 1), specialties: [...specialties, specialty] };
  return outcome(changed);
}

/**
 * Removes the last specialty. Decision: its specialty slots must be sold first (levels 4-6 of the
 * first column; every slot of a later column). The first column's basic slots stay as basic alchemy.
 */
export function removeLastAlchemySpecialty(entry: AlchemySlotEntry): AlchemyPyramidChange {
  const specialties = entry.specialties;
  if (specialties.length === 0) return { ok: false, reason: 'No alchemy specialty to remove' };
  const last = specialties.length - 1;
  const column = entry.levels[last] ?? [];
  const blocking = last === 0 ? column.slice(BASIC_LEVELS) : column;
  if (columnHasSlots(blocking)) {
    const which = last === 0 ? 'level 4 to 6 slots' : 'slots';
    return { ok: false, reason: `Remove the ${which} in ${specialties[last]} before removing the specialty` };
  }
  const levels = entry.levels.map((row) => [...row]).slice(0, Math.max(1, last));
  return outcome({ levels, specialties: specialties.slice(0, last) });
}

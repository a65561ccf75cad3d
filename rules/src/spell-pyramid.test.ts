import fc from 'fast-check';
import { allowedSpellSchools } from './spell-schools';
import {
  addSpellSchool,
  changeSpellSlot,
  isStrictPyramid,
  removeLastSpellSchool,
  spellColumnProblem,
  validateSpellPyramid,
} from './spell-pyramid';
import type { SpellSlotEntry } from './types';

const allowed = allowedSpellSchools([]);
/** A column of 9 from its first levels. */
const col = (...counts: number[]): number[] => [...counts, ...Array<number>(9 - counts.length).fill(0)];
const entry = (spell_schools: string[], ...levels: number[][]): SpellSlotEntry => ({ levels, spell_schools });

describe('column rule (players §5 "Pyramid rule for slot levels")', () => {
  test.each<[string, number[], string | null]>([
    ['an empty column is valid', col(), null],
    ['one level-1 slot', col(1), null],
    ['"Levels 1 and 2: the gap must be 1 or 2" - gap 1', col(3, 2, 1), null],
    ['"Levels 1 and 2: the gap must be 1 or 2" - gap 2', col(5, 3, 1), null],
    [
      '"Levels 1 and 2: the gap must be 1 or 2" - gap 0 at level 1 refused',
      col(2, 2, 1),
      'In elementalism, level 1 needs 1 more slot than level 2',
    ],
    [
      '"Levels 1 and 2: the gap must be 1 or 2" - gap 0 at level 2 refused',
      col(3, 1, 1),
      'In elementalism, level 2 needs 1 more slot than level 3',
    ],
    [
      '"Levels 1 and 2: the gap must be 1 or 2" - gap 3 at level 1 refused',
      col(5, 2, 1),
      'In elementalism, level 1 can have at most 2 more slots than level 2',
    ],
    [
      '"Levels 1 and 2: the gap must be 1 or 2" - gap 3 at level 2 refused',
      col(6, 4, 1),
      'In elementalism, level 2 can have at most 2 more slots than level 3',
    ],
    ['gap rule applies before an empty level: 2 level-1 slots alone', col(2), null],
    [
      'gap rule applies before an empty level: 3 level-1 slots alone refused',
      col(3),
      'In elementalism, level 1 can have at most 2 more slots than level 2',
    ],
    ['"at most 2 (level 3)" - gap 0', col(4, 3, 2, 2, 1), null],
    ['"at most 2 (level 3)" - gap 2', col(5, 4, 3, 1), null],
    ['"at most 2 (level 3)" - gap 3 refused', col(6, 5, 4, 1), 'In elementalism, level 3 can have at most 2 more slots than level 4'],
    ['"at most 1 (higher)" - equal levels 4..9', col(5, 4, 3, 3, 3, 3, 3, 3, 3), null],
    [
      '"at most 1 (higher)" - gap 2 at level 4 refused',
      col(5, 4, 3, 3, 1),
      'In elementalism, level 4 can have at most 1 more slot than level 5',
    ],
    [
      '"at most 1 (higher)" - gap 2 at level 8 refused',
      col(7, 6, 5, 4, 4, 4, 4, 3, 1),
      'In elementalism, level 8 can have at most 1 more slot than level 9',
    ],
    ['level 9 has no level after it', col(6, 5, 4, 4, 4, 4, 4, 4, 4), null],
    ['"a level may not exceed the one before it"', col(4, 3, 2, 3), 'In elementalism, level 4 cannot have more slots than level 3'],
    ['"Level 0 requires the next level to be empty"', col(0, 1), 'In elementalism, level 2 slots need a level 1 slot first'],
    [
      '"Level 0 requires the next level to be empty" further up',
      col(3, 2, 1, 0, 1),
      'In elementalism, level 5 slots need a level 4 slot first',
    ],
    ['negative counts refused', col(1, -1), 'Slot counts in elementalism must be whole numbers of 0 or more'],
    ['fractions refused', col(1.5), 'Slot counts in elementalism must be whole numbers of 0 or more'],
    ['a 10th level with slots refused', [...col(9, 8, 7, 6, 5, 4, 3, 2, 1), 1], 'elementalism has more than 9 slot levels'],
    ['a short row reads missing levels as 0', [2, 1], null],
  ])('%s', (_name, column, problem) => {
    expect(spellColumnProblem(column, 'elementalism')).toBe(problem);
  });

  /** Every non-increasing column of 9 counts up to `max`. */
  function allColumns(max: number): number[][] {
    const out: number[][] = [];
    const walk = (prefix: number[], ceiling: number): void => {
      if (prefix.length === 9) {
        out.push(prefix);
        return;
      }
      for (let c = 0; c <= ceiling; c += 1) walk([...prefix, c], c);
    };
    walk([], max);
    return out;
  }

  test('every valid column (counts up to 6) can be built from empty one slot at a time with changeSpellSlot', () => {
    const max = 6;
    const valid = allColumns(max).filter((c) => spellColumnProblem(c, 'x') === null);
    expect(valid.length).toBeGreaterThan(50);
    const key = (c: number[]) => c.join(',');
    const seen = new Set([key(col())]);
    const queue = [col()];
    while (queue.length > 0) {
      const current = queue.pop()!;
      for (let level = 1; level <= 9; level += 1) {
        for (const delta of [1, -1] as const) {
          const result = changeSpellSlot(entry(['psionic'], current), 0, level, delta, allowed);
          if (!result.ok) continue;
          const next = result.entry.levels[0]!;
          if (next.some((c) => c > max) || seen.has(key(next))) continue;
          seen.add(key(next));
          queue.push(next);
        }
      }
    }
    expect(valid.filter((c) => !seen.has(key(c)))).toEqual([]);
    expect(seen.size).toBe(valid.length);
  });
});

describe('isStrictPyramid ("strictly decreasing over its non-empty levels")', () => {
  test.each<[number[], boolean]>([
    [col(4, 3, 2, 1), true],
    [col(1), true],
    [col(5, 3, 1), true],
    [col(4, 3, 2, 2, 1), false],
    [col(), false],
  ])('%j -> %s', (column, strict) => {
    expect(isStrictPyramid(column)).toBe(strict);
  });
});

describe('validateSpellPyramid (players §5 "Spell schools")', () => {
  test.each<[string, SpellSlotEntry, string[], string | null]>([
    ['nothing chosen is valid', entry([]), allowed, null],
    ['a school with no slots is valid', entry(['psionic']), allowed, null],
    ['three schools with slots', entry(['arcane', 'divine', 'psionic'], col(2, 1), col(1), col(1)), allowed, null],
    [
      '"spell schools per build: 3"',
      entry(['arcane', 'divine', 'psionic', 'chrono'], col(1), col(1), col(1)),
      [...allowed, 'chrono'],
      'A character can have at most 3 spell schools',
    ],
    [
      'a school outside the allowed list refused',
      entry(['chrono'], col(1)),
      allowed,
      'chrono is not a spell school this character may choose',
    ],
    ['"plus optional extra allowed schools"', entry(['chrono'], col(1)), allowedSpellSchools(['chrono']), null],
    ['"no repeats"', entry(['psionic', 'psionic'], col(1)), allowed, 'psionic is already chosen'],
    ['umbrella with a school it covers refused', entry(['divine', 'shamanism'], col(1)), allowed, 'divine already covers shamanism'],
    ['"A school must be chosen before buying slots"', entry([], col(1)), allowed, 'Choose a spell school before buying its slots'],
    ['a spare empty row without a school is tolerated', entry([], col()), allowed, null],
    [
      '"school 2 or 3 appears only after the previous has a level"',
      entry(['arcane', 'psionic'], col(), col()),
      allowed,
      'arcane needs at least one slot while psionic is chosen',
    ],
    [
      '"a school cannot go to 0 while further schools exist"',
      entry(['arcane', 'divine', 'psionic'], col(1), col(), col()),
      allowed,
      'divine needs at least one slot while psionic is chosen',
    ],
    [
      'a column breaking the pyramid names its school',
      entry(['arcane', 'divine'], col(1), col(1, 1)),
      allowed,
      'In divine, level 1 needs 1 more slot than level 2',
    ],
  ])('%s', (_name, value, schools, reason) => {
    expect(validateSpellPyramid(value, schools)).toEqual(reason === null ? { valid: true } : { valid: false, reason });
  });
});

describe('changeSpellSlot ("A pyramid level can go up or down only if the resulting pyramid stays valid")', () => {
  test('adds a slot and returns a new entry without changing the old one', () => {
    const before = entry(['psionic'], col(1));
    const result = changeSpellSlot(before, 0, 1, 1, allowed);
    expect(result).toEqual({ ok: true, entry: entry(['psionic'], col(2)) });
    expect(before.levels[0]).toEqual(col(1));
  });

  test('the first slot of a chosen school creates its column', () => {
    expect(changeSpellSlot(entry(['psionic']), 0, 1, 1, allowed)).toEqual({ ok: true, entry: entry(['psionic'], col(1)) });
  });

  test.each<[string, SpellSlotEntry, number, number, 1 | -1, string]>([
    ['"A school must be chosen before buying slots"', entry([]), 0, 1, 1, 'Choose a spell school before buying its slots'],
    ['a column beyond the chosen schools', entry(['psionic'], col(1)), 1, 1, 1, 'Choose a spell school before buying its slots'],
    ['a level outside 1..9', entry(['psionic'], col(1)), 0, 10, 1, 'Spell slot levels run from 1 to 9'],
    ['below zero', entry(['psionic'], col(1)), 0, 2, -1, 'psionic has no level 2 slot to remove'],
    [
      '"a level may not exceed the one before it"',
      entry(['psionic'], col(4, 3, 2, 1, 1)),
      0,
      5,
      1,
      'In psionic, level 5 cannot have more slots than level 4',
    ],
    ['"Levels 1 and 2: the gap must be 1 or 2"', entry(['psionic'], col(1)), 0, 2, 1, 'In psionic, level 1 needs 1 more slot than level 2'],
    ['a gap rule', entry(['psionic'], col(3, 1)), 0, 2, -1, 'In psionic, level 1 can have at most 2 more slots than level 2'],
    [
      '"a school cannot go to 0 while further schools exist"',
      entry(['arcane', 'psionic'], col(1), col(1)),
      0,
      1,
      -1,
      'arcane needs at least one slot while psionic is chosen',
    ],
  ])('refused: %s', (_name, value, column, level, delta, reason) => {
    expect(changeSpellSlot(value, column, level, delta, allowed)).toEqual({ ok: false, reason });
  });

  test('removing a slot that keeps the pyramid valid', () => {
    expect(changeSpellSlot(entry(['psionic'], col(3, 2, 1)), 0, 3, -1, allowed)).toEqual({
      ok: true,
      entry: entry(['psionic'], col(3, 2)),
    });
  });
});

describe('addSpellSchool / removeLastSpellSchool ("added or removed at the last entry only")', () => {
  test('the first school', () => {
    expect(addSpellSchool(entry([]), 'arcane', allowed)).toEqual({ ok: true, entry: entry(['arcane'], col()) });
  });

  test('a second school after the first has a level', () => {
    expect(addSpellSchool(entry(['arcane'], col(1)), 'psionic', allowed)).toEqual({
      ok: true,
      entry: entry(['arcane', 'psionic'], col(1), col()),
    });
  });

  test.each<[string, SpellSlotEntry, string, string[], string]>([
    [
      '"school 2 or 3 appears only after the previous has a level"',
      entry(['arcane']),
      'psionic',
      allowed,
      'Buy a slot in arcane before adding another school',
    ],
    [
      '"spell schools per build: 3"',
      entry(['arcane', 'divine', 'psionic'], col(1), col(1), col(1)),
      'chrono',
      [...allowed, 'chrono'],
      'A character can have at most 3 spell schools',
    ],
    ['"no repeats"', entry(['arcane'], col(1)), 'arcane', allowed, 'arcane is already chosen'],
    ['the umbrella already covers the school', entry(['arcane'], col(1)), 'elementalism', allowed, 'arcane already covers elementalism'],
    ['a school the character may not choose', entry([]), 'chrono', allowed, 'chrono is not a spell school this character may choose'],
  ])('refused: %s', (_name, value, school, schools, reason) => {
    expect(addSpellSchool(value, school, schools)).toEqual({ ok: false, reason });
  });

  test('removes the last school and its empty column', () => {
    expect(removeLastSpellSchool(entry(['arcane', 'psionic'], col(1), col()))).toEqual({
      ok: true,
      entry: entry(['arcane'], col(1)),
    });
  });

  test('a last school without a row', () => {
    expect(removeLastSpellSchool(entry(['arcane']))).toEqual({ ok: true, entry: entry([]) });
  });

  test.each<[string, SpellSlotEntry, string]>([
    ['nothing to remove', entry([]), 'No spell school to remove'],
    ['a school with slots', entry(['arcane', 'psionic'], col(1), col(1)), 'Remove the slots in psionic before removing the school'],
  ])('refused: %s', (_name, value, reason) => {
    expect(removeLastSpellSchool(value)).toEqual({ ok: false, reason });
  });
});

describe('properties (fast-check)', () => {
  const schoolsPool = ['arcane', 'divine', 'psionic', 'elementalism', 'shamanism'];
  const step = fc.oneof(
    fc.record({
      kind: fc.constant('slot' as const),
      column: fc.integer({ min: 0, max: 2 }),
      level: fc.integer({ min: 1, max: 9 }),
      delta: fc.constantFrom(1 as const, -1 as const),
    }),
    fc.record({ kind: fc.constant('add' as const), school: fc.constantFrom(...schoolsPool) }),
    fc.record({ kind: fc.constant('remove' as const) }),
  );

  test('any sequence of accepted changes from empty stays a valid pyramid, and each slot step can be undone', () => {
    fc.assert(
      fc.property(fc.array(step, { maxLength: 60 }), (steps) => {
        let current = entry([]);
        for (const s of steps) {
          const result =
            s.kind === 'slot'
              ? changeSpellSlot(current, s.column, s.level, s.delta, allowed)
              : s.kind === 'add'
                ? addSpellSchool(current, s.school, allowed)
                : removeLastSpellSchool(current);
          if (!result.ok) continue;
          expect(validateSpellPyramid(result.entry, allowed)).toEqual({ valid: true });
          if (s.kind === 'slot') {
            const back = changeSpellSlot(result.entry, s.column, s.level, s.delta === 1 ? -1 : 1, allowed);
            expect(back.ok && back.entry.levels[s.column]).toEqual(withNine(current.levels[s.column]));
          }
          current = result.entry;
        }
      }),
      { numRuns: 300 },
    );
  });

  const withNine = (row: number[] | undefined): number[] => col(...(row ?? []));
});

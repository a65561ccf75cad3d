import fc from 'fast-check';
import { addAlchemySpecialty, changeAlchemySlot, removeLastAlchemySpecialty, validateAlchemyPyramid } from './alchemy-pyramid';
import type { AlchemySlotEntry } from './types';

/** A column of 6 from its first levels. */
const col = (...counts: number[]): number[] => [...counts, ...Array<number>(6 - counts.length).fill(0)];
const entry = (specialties: string[], ...levels: number[][]): AlchemySlotEntry => ({ levels, specialties });

describe('validateAlchemyPyramid (players §5 "Alchemy specialties", §9)', () => {
  test.each<[string, AlchemySlotEntry, string | null]>([
    ['nothing bought is valid', entry([]), null],
    ['basic levels 1-3 before any specialty', entry([], col(3, 3, 3)), null],
    ['"level i+1 may not exceed level i"', entry([], col(2, 3)), 'In basic alchemy, level 2 cannot have more slots than level 1'],
    ['"a 0 level requires the next to be empty"', entry([], col(0, 1)), 'In basic alchemy, level 2 slots need a level 1 slot first'],
    ['equal levels are allowed (no spell gap rule)', entry([], col(2, 2, 2)), null],
    ['negative counts refused', entry([], col(-1)), 'Slot counts in basic alchemy must be whole numbers of 0 or more'],
    ['a 7th level with slots refused', entry([], [...col(3, 3, 3, 1, 1, 1), 1]), 'basic alchemy has more than 6 slot levels'],
    ['"the 4th slot needs a chosen specialty"', entry([], col(3, 3, 1, 1)), 'Level 4 alchemy slots need a chosen specialty'],
    ['"the 4th slot needs a chosen specialty" - chosen', entry(['poisoner'], col(3, 3, 1, 1)), null],
    [
      '"a 4th-level slot needs at least two 3\'s"',
      entry(['poisoner'], col(3, 2, 1, 1)),
      'A level 4 slot in poisoner needs 3 slots at two of levels 1 to 3',
    ],
    [
      '"at most three of a level before a 4th"',
      entry(['poisoner'], col(4, 3, 1)),
      'More than 3 slots of a level in poisoner need a level 4 slot',
    ],
    ['"at most three of a level before a 4th" - with a 4th', entry(['poisoner'], col(4, 3, 1, 1)), null],
    ['specialty levels 4 to 6', entry(['poisoner'], col(5, 4, 3, 2, 1, 1)), null],
    ['"specialties: from poisoner, apothecary, bombardier"', entry(['brewer']), 'brewer is not an alchemy specialty'],
    ['"no repeats"', entry(['poisoner', 'poisoner'], col(3, 3)), 'poisoner is already chosen'],
    [
      '"3 specialties"',
      entry(['poisoner', 'apothecary', 'bombardier', 'poisoner'], col(3, 3, 3), col(3, 3, 3), col(3, 3, 3)),
      'A character can have at most 3 alchemy specialties',
    ],
    [
      '"Specialty 2 and later need two 3\'s in the previous specialty"',
      entry(['poisoner', 'apothecary'], col(3, 2, 1)),
      'apothecary needs 3 slots at two of levels 1 to 3 in poisoner',
    ],
    ['"Specialty 2 and later need two 3\'s" - met', entry(['poisoner', 'apothecary'], col(3, 3), col(2, 1)), null],
    [
      "specialty 3 needs two 3's in specialty 2",
      entry(['poisoner', 'apothecary', 'bombardier'], col(3, 3), col(3, 2)),
      'bombardier needs 3 slots at two of levels 1 to 3 in apothecary',
    ],
    [
      'a later column needs its specialty chosen first',
      entry(['poisoner'], col(3, 3), col(1)),
      'Choose an alchemy specialty before buying slots in its column',
    ],
    [
      'a second column without any specialty',
      entry([], col(3, 3), col(1)),
      'Choose an alchemy specialty before buying slots in its column',
    ],
    [
      '"for later specialties, a complete three-column in the previous one"',
      entry(['poisoner', 'apothecary'], col(3, 3, 2), col(3, 3, 1, 1)),
      'A level 4 slot in apothecary needs 3 slots at each of levels 1 to 3 in poisoner',
    ],
    ['"a complete three-column in the previous one" - met', entry(['poisoner', 'apothecary'], col(3, 3, 3), col(3, 3, 1, 1)), null],
    [
      'a full build of three specialties',
      entry(['poisoner', 'apothecary', 'bombardier'], col(4, 3, 3, 2, 1), col(3, 3, 3, 1), col(3, 3, 1, 1, 1, 1)),
      null,
    ],
  ])('%s', (_name, value, reason) => {
    expect(validateAlchemyPyramid(value)).toEqual(reason === null ? { valid: true } : { valid: false, reason });
  });
});

describe('changeAlchemySlot ("A pyramid level can go up or down only if the resulting pyramid stays valid")', () => {
  test('a first basic slot needs no specialty and leaves the old entry alone', () => {
    const before = entry([]);
    expect(changeAlchemySlot(before, 0, 1, 1)).toEqual({ ok: true, entry: entry([], col(1)) });
    expect(before).toEqual(entry([]));
  });

  test('a level 4 slot once the specialty is chosen', () => {
    expect(changeAlchemySlot(entry(['bombardier'], col(3, 3, 1)), 0, 4, 1)).toEqual({
      ok: true,
      entry: entry(['bombardier'], col(3, 3, 1, 1)),
    });
  });

  test.each<[string, AlchemySlotEntry, number, number, 1 | -1, string]>([
    ['"the 4th slot needs a chosen specialty"', entry([], col(3, 3, 1)), 0, 4, 1, 'Level 4 alchemy slots need a chosen specialty'],
    [
      '"at most three of a level before a 4th"',
      entry([], col(3, 3, 3)),
      0,
      1,
      1,
      'More than 3 slots of a level in basic alchemy need a level 4 slot',
    ],
    [
      'removing the 4th-level slot that carries a level of 4',
      entry(['poisoner'], col(4, 3, 1, 1)),
      0,
      4,
      -1,
      'More than 3 slots of a level in poisoner need a level 4 slot',
    ],
    [
      '"two 3\'s in the previous specialty" kept while a later one exists',
      entry(['poisoner', 'apothecary'], col(3, 3), col(1)),
      0,
      2,
      -1,
      'apothecary needs 3 slots at two of levels 1 to 3 in poisoner',
    ],
    [
      'a column without its specialty',
      entry(['poisoner'], col(3, 3)),
      1,
      1,
      1,
      'Choose an alchemy specialty before buying slots in its column',
    ],
    ['a level outside 1..6', entry([]), 0, 7, 1, 'Alchemy slot levels run from 1 to 6'],
    ['below zero', entry([], col(1)), 0, 2, -1, 'basic alchemy has no level 2 slot to remove'],
  ])('refused: %s', (_name, value, column, level, delta, reason) => {
    expect(changeAlchemySlot(value, column, level, delta)).toEqual({ ok: false, reason });
  });

  /** Every non-increasing column of 6 counts up to `max`. */
  function allColumns(max: number): number[][] {
    const out: number[][] = [];
    const walk = (prefix: number[], ceiling: number): void => {
      if (prefix.length === 6) {
        out.push(prefix);
        return;
      }
      for (let c = 0; c <= ceiling; c += 1) walk([...prefix, c], c);
    };
    walk([], max);
    return out;
  }

  test('every valid single-specialty column (counts up to 5) can be built one slot at a time', () => {
    const max = 5;
    const valid = allColumns(max).filter((c) => validateAlchemyPyramid(entry(['poisoner'], c)).valid);
    const key = (c: number[]) => c.join(',');
    const seen = new Set([key(col())]);
    const queue = [col()];
    while (queue.length > 0) {
      const current = queue.pop()!;
      for (let level = 1; level <= 6; level += 1) {
        for (const delta of [1, -1] as const) {
          const result = changeAlchemySlot(entry(['poisoner'], current), 0, level, delta);
          if (!result.ok) continue;
          const next = result.entry.levels[0]!;
          if (next.some((c) => c > max) || seen.has(key(next))) continue;
          seen.add(key(next));
          queue.push(next);
        }
      }
    }
    expect(valid.length).toBeGreaterThan(50);
    expect(valid.filter((c) => !seen.has(key(c)))).toEqual([]);
  });
});

describe('addAlchemySpecialty / removeLastAlchemySpecialty ("added or removed at the last entry only")', () => {
  test('the first specialty needs nothing before it', () => {
    expect(addAlchemySpecialty(entry([]), 'poisoner')).toEqual({ ok: true, entry: entry(['poisoner'], col()) });
  });

  test('"Specialty 2 and later need two 3\'s in the previous specialty"', () => {
    expect(addAlchemySpecialty(entry(['poisoner'], col(3, 3, 1)), 'apothecary')).toEqual({
      ok: true,
      entry: entry(['poisoner', 'apothecary'], col(3, 3, 1), col()),
    });
  });

  test.each<[string, AlchemySlotEntry, string, string]>([
    [
      '"Specialty 2 and later need two 3\'s" - not met',
      entry(['poisoner'], col(3, 2, 1)),
      'apothecary',
      'apothecary needs 3 slots at two of levels 1 to 3 in poisoner',
    ],
    ['"no repeats"', entry(['poisoner'], col(3, 3)), 'poisoner', 'poisoner is already chosen'],
    ['"from poisoner, apothecary, bombardier"', entry([]), 'brewer', 'brewer is not an alchemy specialty'],
    [
      '"3 specialties"',
      entry(['poisoner', 'apothecary', 'bombardier'], col(3, 3), col(3, 3)),
      'poisoner',
      'A character can have at most 3 alchemy specialties',
    ],
  ])('refused: %s', (_name, value, specialty, reason) => {
    expect(addAlchemySpecialty(value, specialty)).toEqual({ ok: false, reason });
  });

  test('removing the only specialty keeps the basic slots', () => {
    expect(removeLastAlchemySpecialty(entry(['poisoner'], col(3, 3, 3)))).toEqual({
      ok: true,
      entry: entry([], col(3, 3, 3)),
    });
  });

  test('removing a later specialty drops its empty column', () => {
    expect(removeLastAlchemySpecialty(entry(['poisoner', 'apothecary'], col(3, 3), col()))).toEqual({
      ok: true,
      entry: entry(['poisoner'], col(3, 3)),
    });
  });

  test.each<[string, AlchemySlotEntry, string]>([
    ['nothing to remove', entry([]), 'No alchemy specialty to remove'],
    [
      'the first specialty with level 4 slots',
      entry(['poisoner'], col(3, 3, 1, 1)),
      'Remove the level 4 to 6 slots in poisoner before removing the specialty',
    ],
    [
      'a later specialty with slots',
      entry(['poisoner', 'apothecary'], col(3, 3), col(1)),
      'Remove the slots in apothecary before removing the specialty',
    ],
  ])('refused: %s', (_name, value, reason) => {
    expect(removeLastAlchemySpecialty(value)).toEqual({ ok: false, reason });
  });
});

describe('properties (fast-check)', () => {
  const step = fc.oneof(
    fc.record({
      kind: fc.constant('slot' as const),
      column: fc.integer({ min: 0, max: 2 }),
      level: fc.integer({ min: 1, max: 6 }),
      delta: fc.constantFrom(1 as const, 1 as const, -1 as const),
    }),
    fc.record({ kind: fc.constant('add' as const), specialty: fc.constantFrom('poisoner', 'apothecary', 'bombardier') }),
    fc.record({ kind: fc.constant('remove' as const) }),
  );

  test('any sequence of accepted changes from empty stays valid, and each slot step can be undone', () => {
    fc.assert(
      fc.property(fc.array(step, { maxLength: 80 }), (steps) => {
        let current = entry([]);
        for (const s of steps) {
          const result =
            s.kind === 'slot'
              ? changeAlchemySlot(current, s.column, s.level, s.delta)
              : s.kind === 'add'
                ? addAlchemySpecialty(current, s.specialty)
                : removeLastAlchemySpecialty(current);
          if (!result.ok) continue;
          expect(validateAlchemyPyramid(result.entry)).toEqual({ valid: true });
          if (s.kind === 'slot') {
            const back = changeAlchemySlot(result.entry, s.column, s.level, s.delta === 1 ? -1 : 1);
            expect(back.ok && back.entry.levels[s.column]).toEqual(col(...(current.levels[s.column] ?? [])));
          }
          current = result.entry;
        }
      }),
      { numRuns: 300 },
    );
  });
});

import { characterLevel, levelXpRange, nextLevelXp } from './levels';
import type { CharacterLevelThreshold } from './types';

const table: CharacterLevelThreshold[] = [
  { level: 1, xp: 0 },
  { level: 2, xp: 20 },
  { level: 3, xp: 45 },
  { level: 5, xp: 100 },
];

describe('characterLevel ("Character Level" from the character_levels thresholds)', () => {
  test.each([
    ['no XP is level 1', 0, 1],
    ['just below a threshold stays on the level below', 19, 1],
    ['exactly the threshold reaches the level', 20, 2],
    ['between thresholds', 44, 2],
    ['the highest threshold reached wins', 45, 3],
    ['a level missing from the table is skipped', 99, 3],
    ['above the top of the table is the top level', 1000, 5],
  ])('%s (xp %i -> level %i)', (_name, xp, level) => {
    expect(characterLevel(xp, table)).toBe(level);
  });

  test('an empty table gives level 1', () => {
    expect(characterLevel(500, [])).toBe(1);
  });

  test('the order of the table does not matter', () => {
    expect(characterLevel(50, [...table].reverse())).toBe(3);
  });

  test('a table whose first threshold is not reached gives level 1', () => {
    expect(characterLevel(5, [{ level: 2, xp: 10 }])).toBe(1);
  });
});

describe('nextLevelXp', () => {
  test.each([
    [0, 20],
    [20, 45],
    [50, 100],
    [100, null],
  ])('at %i XP the next level needs %s', (xp, next) => {
    expect(nextLevelXp(xp, table)).toBe(next);
  });
});

describe('levelXpRange (a level filter as an XP range)', () => {
  test.each([
    ['from level 2', 2, undefined, { xpMin: 20, xpBelow: null }],
    ['up to level 2', undefined, 2, { xpMin: null, xpBelow: 45 }],
    ['level 4 is missing: from 4 means from 5', 4, undefined, { xpMin: 100, xpBelow: null }],
    ['up to the top level has no upper bound', undefined, 5, { xpMin: null, xpBelow: null }],
    ['above the top level: nothing reaches it', 6, undefined, { xpMin: Infinity, xpBelow: null }],
    ['from level 1 has no lower bound', 1, 3, { xpMin: null, xpBelow: 100 }],
  ])('%s', (_name, min, max, range) => {
    expect(levelXpRange(min, max, table)).toEqual(range);
  });

  test('an XP total is in the range exactly when its level is between the bounds', () => {
    for (let min = 1; min <= 6; min += 1) {
      for (let max = min; max <= 6; max += 1) {
        const { xpMin, xpBelow } = levelXpRange(min, max, table);
        for (let xp = 0; xp <= 150; xp += 1) {
          const level = characterLevel(xp, table);
          const inRange = (xpMin === null || xp >= xpMin) && (xpBelow === null || xp < xpBelow);
          expect([min, max, xp, inRange]).toEqual([min, max, xp, level >= min && level <= max]);
        }
      }
    }
  });
});

import { characterLevel, nextLevelXp } from './levels';
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

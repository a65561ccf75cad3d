/**
 * Character level from total XP (players §2 "Character Level"; the ruleset's character_levels table).
 */
import type { CharacterLevelThreshold } from './types';

/**
 * The highest level whose XP threshold the total reaches. Level 1 when the table is empty or no
 * threshold is reached (Decision: every character is at least level 1, whatever the table says).
 * The table need not be sorted.
 */
export function characterLevel(xpTotal: number, table: readonly CharacterLevelThreshold[]): number {
  let level = 1;
  for (let thresholdIndex = 0; thresholdIndex < table.length; thresholdIndex += 1) {
    const threshold = table[thresholdIndex];
    if (threshold === undefined) continue;
    if (xpTotal >= threshold.xp && threshold.level > level) level = threshold.level;
  }
  return level;
}

/** The XP total needed for the level after the character's current one, or null at the top of the table. */
export function nextLevelXp(xpTotal: number, table: readonly CharacterLevelThreshold[]): number | null {
  const current = characterLevel(xpTotal, table);
  const higher = table.filter((threshold) => threshold.level > current);
  if (higher.length === 0) return null;
  return Math.min(...higher.map((threshold) => threshold.xp));
}

/**
 * The XP totals whose level (characterLevel) lies from `minLevel` to `maxLevel` (either left out: no
 * bound on that side), so a list can filter by level on the XP total: `xpMin` the least total at
 * `minLevel` or above, `xpBelow` the least total above `maxLevel` (null: no bound). A level no total
 * reaches gives an `xpMin` no total reaches (Infinity).
 */
export function levelXpRange(
  minLevel: number | undefined,
  maxLevel: number | undefined,
  table: readonly CharacterLevelThreshold[],
): { xpMin: number | null; xpBelow: number | null } {
  const leastXpAtOrAbove = (level: number): number | null => {
    if (level <= 1) return null;
    const reaching = table.filter((threshold) => threshold.level >= level).map((threshold) => threshold.xp);
    return reaching.length ? Math.min(...reaching) : Infinity;
  };
  const xpMin = minLevel === undefined ? null : leastXpAtOrAbove(minLevel);
  const above = maxLevel === undefined ? null : leastXpAtOrAbove(maxLevel + 1);
  return { xpMin, xpBelow: above === Infinity ? null : above };
}

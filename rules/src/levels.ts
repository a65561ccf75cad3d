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

import { indexGameData, type GameData } from '@larp/rules';
import type { GameDataAnswer } from './game-data-cache';

export * from './game-data-cache';

/** The rules' game data for one character: the ruleset plus the schools staff enabled for it. */
export function gameDataFor(answer: GameDataAnswer, additionalSchools: string[]): GameData {
  return indexGameData({ name: 'game data', version: 1, ...answer, additional_spell_schools: additionalSchools });
}

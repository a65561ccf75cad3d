import { indexGameData, type GameData, type Ruleset } from '@larp/rules';
import { useEffect, useState } from 'react';

/** The answer of GET /api/v1/game_data (players §7): the ruleset's own JSON, four parts. */
export type GameDataAnswer = Pick<Ruleset, 'skills' | 'races' | 'transformations' | 'event_role_types'>;

/**
 * The level table the rules need for `character_level` prerequisites. The game data call does not
 * carry the ruleset's `character_levels`, but the character does carry its level (computed by the
 * server from the real table), and a character's XP total does not change while the editor is open.
 * Decision: rebuild a table that gives exactly that level at that XP total — levels 1..L, level 1
 * at 0 XP and level L at the character's XP (levels in between at rising fractions below it).
 */
export function levelTableFor(level: number, xpTotal: number): Ruleset['character_levels'] {
  const table = [{ level: 1, xp: 0 }];
  for (let n = 2; n <= level; n += 1) table.push({ level: n, xp: xpTotal - (level - n) / level });
  return table;
}

export function gameDataFor(answer: GameDataAnswer, level: number, xpTotal: number, additionalSchools: string[]): GameData {
  return indexGameData({
    name: 'game data',
    version: 1,
    ...answer,
    character_levels: levelTableFor(level, xpTotal),
    additional_spell_schools: additionalSchools,
  });
}

let request: Promise<GameDataAnswer> | null = null;

/** Loads the game data once per page load (a failed load is tried again next time). */
export function loadGameData(): Promise<GameDataAnswer> {
  request ??= fetch('/api/v1/game_data', { credentials: 'same-origin', headers: { Accept: 'application/json' } })
    .then(async (response) => {
      if (response.status === 401) {
        window.location.assign('/login');
        throw new Error('Signed out');
      }
      if (!response.ok) throw new Error(`Game data: HTTP ${response.status}`);
      return ((await response.json()) as { data: GameDataAnswer }).data;
    })
    .catch((error: unknown) => {
      request = null;
      throw error;
    });
  return request;
}

export function useGameData(): { answer: GameDataAnswer | null; failed: boolean } {
  const [state, setState] = useState<{ answer: GameDataAnswer | null; failed: boolean }>({ answer: null, failed: false });
  useEffect(() => {
    let live = true;
    loadGameData().then(
      (answer) => live && setState({ answer, failed: false }),
      () => live && setState({ answer: null, failed: true }),
    );
    return () => {
      live = false;
    };
  }, []);
  return state;
}

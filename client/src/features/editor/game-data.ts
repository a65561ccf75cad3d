import { indexGameData, type GameData, type Ruleset } from '@larp/rules';
import { useEffect, useState } from 'react';

/** The answer of GET /api/v1/game_data (players §7): the ruleset's own JSON, with its level table. */
export type GameDataAnswer = Pick<Ruleset, 'skills' | 'races' | 'transformations' | 'event_role_types' | 'character_levels'>;

/** The rules' game data for one character: the ruleset plus the schools staff enabled for it. */
export function gameDataFor(answer: GameDataAnswer, additionalSchools: string[]): GameData {
  return indexGameData({ name: 'game data', version: 1, ...answer, additional_spell_schools: additionalSchools });
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

import { indexGameData, type GameData, type Ruleset } from '@larp/rules';
import { useEffect, useState } from 'react';

/** The answer of GET /api/v1/game_data (players §7): the ruleset's own JSON, with its level table. */
export type GameDataAnswer = Pick<Ruleset, 'skills' | 'races' | 'transformations' | 'event_role_types' | 'character_levels'>;

/** The rules' game data for one character: the ruleset plus the schools staff enabled for it. */
export function gameDataFor(answer: GameDataAnswer, additionalSchools: string[]): GameData {
  return indexGameData({ name: 'game data', version: 1, ...answer, additional_spell_schools: additionalSchools });
}

/**
 * Players §9: the game data is cached locally under the names skills, races, transformations and
 * event_role_types (plus character_levels, which the editor's rules need too). A cached copy lets the
 * editor draw at once; the fresh answer, fetched on every page load, replaces it when it arrives.
 */
export const GAME_DATA_STORAGE_KEYS = ['skills', 'races', 'transformations', 'event_role_types', 'character_levels'] as const;

export function readCachedGameData(storage: Storage | undefined = globalThis.localStorage): GameDataAnswer | null {
  try {
    if (!storage) return null;
    const parts: Record<string, unknown> = {};
    for (const key of GAME_DATA_STORAGE_KEYS) {
      const text = storage.getItem(key);
      if (text === null) return null;
      parts[key] = JSON.parse(text);
    }
    const answer = parts as unknown as GameDataAnswer;
    const wellFormed =
      Array.isArray(answer.skills) &&
      Array.isArray(answer.races) &&
      Array.isArray(answer.transformations) &&
      Array.isArray(answer.character_levels) &&
      typeof answer.event_role_types === 'object' &&
      answer.event_role_types !== null;
    return wellFormed ? answer : null;
  } catch {
    return null; // storage disabled or a damaged entry: fetch instead
  }
}

export function writeCachedGameData(answer: GameDataAnswer, storage: Storage | undefined = globalThis.localStorage): void {
  try {
    for (const key of GAME_DATA_STORAGE_KEYS) storage?.setItem(key, JSON.stringify(answer[key]));
  } catch {
    // storage full or disabled: the editor works from memory
  }
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
      const answer = ((await response.json()) as { data: GameDataAnswer }).data;
      writeCachedGameData(answer);
      return answer;
    })
    .catch((error: unknown) => {
      request = null;
      throw error;
    });
  return request;
}

export function useGameData(): { answer: GameDataAnswer | null; failed: boolean } {
  const [state, setState] = useState<{ answer: GameDataAnswer | null; failed: boolean }>(() => ({
    answer: readCachedGameData(),
    failed: false,
  }));
  useEffect(() => {
    let live = true;
    loadGameData().then(
      (answer) => live && setState({ answer, failed: false }),
      // with a cached copy the editor keeps working; without one it reports the failure
      () => live && setState((previous) => ({ answer: previous.answer, failed: previous.answer === null })),
    );
    return () => {
      live = false;
    };
  }, []);
  return state;
}

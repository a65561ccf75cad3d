import type { ApolloClient } from '@apollo/client';
import { createQueryPreloader, useApolloClient, useQuery } from '@apollo/client/react';
import type { Ruleset } from '@larp/rules';
import { useEffect, useState } from 'react';
import { usePreloaded, type PreloadedOf } from '../../components/preloaded';
import { graphql } from '../../graphql/generated';
import { onRulesetVersionChange, writeCachedRulesetVersion } from './ruleset-version';

/*
 * Where the editor's game data comes from: Apollo (GraphQL gameData), seeded from and copied to
 * localStorage. Kept apart from the rules' code (./game-data) so that the route loaders, which are
 * part of the app's first chunk, do not bring the rules with them.
 */

/** The answer of GET /api/v1/game_data and GraphQL gameData (players §7): the ruleset's own JSON, with its level table. */
export type GameDataAnswer = Pick<Ruleset, 'skills' | 'races' | 'transformations' | 'event_role_types' | 'character_levels'>;

/**
 * Players §9: the game data is cached locally under the names skills, races, transformations and
 * event_role_types (plus character_levels, which the editor's rules need too). A cached copy lets the
 * editor draw at once; the fresh answer, asked for through Apollo once per page load, replaces it
 * when it arrives.
 */
export const GAME_DATA_STORAGE_KEYS = ['skills', 'races', 'transformations', 'event_role_types', 'character_levels'] as const;

export function readCachedGameData(storage?: Storage): GameDataAnswer | null {
  try {
    const store = storage ?? localStorage;
    const parts: Record<string, unknown> = {};
    for (const key of GAME_DATA_STORAGE_KEYS) {
      const text = store.getItem(key);
      if (text === null) return null;
      parts[key] = JSON.parse(text);
    }
    const wellFormed =
      Array.isArray(parts.skills) &&
      Array.isArray(parts.races) &&
      Array.isArray(parts.transformations) &&
      Array.isArray(parts.character_levels) &&
      typeof parts.event_role_types === 'object' &&
      parts.event_role_types !== null;
    return wellFormed ? (parts as unknown as GameDataAnswer) : null;
  } catch {
    return null; // storage disabled or a damaged entry: fetch instead
  }
}

export function writeCachedGameData(answer: GameDataAnswer, storage?: Storage): void {
  try {
    const store = storage ?? localStorage;
    for (const key of GAME_DATA_STORAGE_KEYS) store.setItem(key, JSON.stringify(answer[key]));
    writeCachedRulesetVersion((answer as { ruleset_version?: unknown }).ruleset_version, storage);
  } catch {
    // storage full or disabled: the editor works from memory
  }
}

/** The whole game data through Apollo (GraphQL `gameData`, the same JSON as GET /api/v1/game_data). */
export const GameDataQuery = graphql(`
  query GameData {
    gameData
  }
`);

/** The fresh answer asked for once per page load and client (a failed load is tried again next time). */
const refreshes = new WeakMap<ApolloClient, Promise<void>>();

/** Clients whose game data reloads when the server names a new ruleset version. */
const watched = new WeakSet<ApolloClient>();

function watchRulesetVersion(client: ApolloClient): void {
  if (watched.has(client)) return;
  watched.add(client);
  let reloadingFor: string | null = null;
  onRulesetVersionChange((version) => {
    // a new version is in force: the cached copy is stale; ask again, once per version
    if (reloadingFor === version) return;
    reloadingFor = version;
    refreshes.delete(client);
    refreshGameData(client).catch(() => {
      reloadingFor = null;
    });
  });
}

function refreshGameData(client: ApolloClient): Promise<void> {
  watchRulesetVersion(client);
  let refresh = refreshes.get(client);
  if (!refresh) {
    refresh = client.query({ query: GameDataQuery, fetchPolicy: 'network-only' }).then(({ data }) => {
      if (data) writeCachedGameData(data.gameData as unknown as GameDataAnswer);
    });
    refresh.catch(() => refreshes.delete(client));
    refreshes.set(client, refresh);
  }
  return refresh;
}

/** Puts the locally cached copy (players §9) into Apollo's cache when Apollo has none yet; true when Apollo now has one. */
function seedFromStorage(client: ApolloClient): boolean {
  if (client.readQuery({ query: GameDataQuery })) return true;
  const stored = readCachedGameData();
  if (!stored) return false;
  client.writeQuery({ query: GameDataQuery, data: { gameData: stored } });
  return true;
}

/** The game data as a route loader hands it to its screen (usePreloadedGameData). */
export type PreloadedGameData = PreloadedOf<typeof GameDataQuery>;

/**
 * For a route loader: starts the game data's fresh load (once per page load) and resolves, with the
 * query's reference, when the screen can draw: at once when a copy is cached (Apollo's, or the local
 * one of players §9; the fresh answer replaces it when it arrives), else when the answer is in. The
 * reference reads the cache (the fresh load is the one request), and a failure is left to the screen.
 */
export async function preloadGameData(client: ApolloClient): Promise<PreloadedGameData> {
  const cached = seedFromStorage(client);
  const refresh = refreshGameData(client).catch(() => undefined);
  if (!cached) await refresh;
  const preloadQuery = createQueryPreloader(client);
  return preloadQuery.toPromise(preloadQuery(GameDataQuery, { fetchPolicy: 'cache-first', errorPolicy: 'all' }));
}

/** What the editor's screens read of the game data: the answer, or whether it failed with no copy to work from. */
function gameDataOf(data: { gameData: unknown } | undefined, error: unknown): { answer: GameDataAnswer | null; failed: boolean } {
  const answer = (data?.gameData as GameDataAnswer | undefined) ?? null;
  // with a cached copy the editor keeps working; without one it reports the failure
  return { answer, failed: !answer && !!error };
}

/** The game data a route loader preloaded (preloadGameData), refreshed with the cache. */
export function usePreloadedGameData(gameData: PreloadedGameData): { answer: GameDataAnswer | null; failed: boolean } {
  const { data, error } = usePreloaded(gameData);
  return gameDataOf(data, error);
}

/**
 * The game data from Apollo's cache (seeded from the local copy, refreshed once per page load), for a
 * screen whose route has no loader (the staff screens that draw builds).
 */
export function useGameData(): { answer: GameDataAnswer | null; failed: boolean } {
  const client = useApolloClient();
  // before the query reads the cache: a locally cached copy draws at once
  useState(() => seedFromStorage(client));
  const { data, error } = useQuery(GameDataQuery, { fetchPolicy: 'cache-first' });
  useEffect(() => {
    refreshGameData(client).catch(() => undefined);
  }, [client]);
  return gameDataOf(data, error);
}

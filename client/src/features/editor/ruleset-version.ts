/*
 * The version of the locally cached game data. The server names the ruleset version in
 * force in every answer (X-Ruleset-Version) and in the game data itself (ruleset_version); when an
 * answer names another version than the cached copy's, the listeners (the game data cache) reload.
 * Kept free of Apollo so the client's first chunk can carry it.
 */

export const RULESET_VERSION_KEY = 'ruleset_version';

const listeners = new Set<(version: string) => void>();

export function readCachedRulesetVersion(storage?: Storage): string | null {
  try {
    return (storage ?? localStorage).getItem(RULESET_VERSION_KEY);
  } catch {
    return null;
  }
}

export function writeCachedRulesetVersion(version: unknown, storage?: Storage): void {
  try {
    if (typeof version === 'number' && version > 0) (storage ?? localStorage).setItem(RULESET_VERSION_KEY, String(version));
  } catch {
    // storage disabled: the next page load asks again
  }
}

/** Called with each answer's X-Ruleset-Version: a version other than the cached one makes the listeners reload. */
export function rulesetVersionSeen(version: string | null, storage?: Storage): void {
  if (!version || !/^\d+$/.test(version)) return;
  const cached = readCachedRulesetVersion(storage);
  if (cached === null || cached === version) return;
  for (const listener of listeners) listener(version);
}

/** Registers a reload; returns its removal. */
export function onRulesetVersionChange(listener: (version: string) => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

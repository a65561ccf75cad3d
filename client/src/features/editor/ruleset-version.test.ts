import { onRulesetVersionChange, rulesetVersionSeen, writeCachedRulesetVersion } from './ruleset-version';

function memoryStorage(): Storage {
  const values = new Map<string, string>();
  return {
    get length() {
      return values.size;
    },
    clear: () => values.clear(),
    getItem: (key) => values.get(key) ?? null,
    key: (index) => [...values.keys()][index] ?? null,
    removeItem: (key) => void values.delete(key),
    setItem: (key, value) => void values.set(key, value),
  };
}

describe('ruleset version of the cached game data', () => {
  it('reloads when an answer names another version than the cached copy, and not otherwise', () => {
    const storage = memoryStorage();
    const seen: string[] = [];
    const stop = onRulesetVersionChange((version) => seen.push(version));
    rulesetVersionSeen('2', storage); // nothing cached yet: the first load caches it
    writeCachedRulesetVersion(2, storage);
    rulesetVersionSeen('2', storage);
    rulesetVersionSeen(null, storage);
    rulesetVersionSeen('x', storage);
    expect(seen).toEqual([]);
    rulesetVersionSeen('3', storage);
    expect(seen).toEqual(['3']);
    stop();
    rulesetVersionSeen('4', storage);
    expect(seen).toEqual(['3']);
  });
});

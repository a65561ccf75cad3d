/**
 * The optimisations that go past a library's ordinary use, each in this folder and each switchable
 * off by the one setting FAST_PATHS (config/config.ts, docs/OPERATIONS.md); docs/PERFORMANCE.md
 * gives each one's goal and its figures on and off.
 *
 *  - `sqlite-statements`: SQLite statements written so that their plan survives better-sqlite3's
 *    clearing of bindings (sqlite-statements.ts); off: TypeORM prepares the SQL as written.
 *  - `row-readers`: the row readers' generated row mappers with shared, frozen JSON values
 *    (row-mapper.ts, shared-json.ts); off: each column through TypeORM's driver hydration.
 *  - `kept-answers`: a REST list of immutable presentations written from each item's kept UTF-8
 *    text (kept-answers.ts); off: every answer serialized whole by Fastify's serializer.
 */
export const FAST_PATH_NAMES = ['sqlite-statements', 'row-readers', 'kept-answers'] as const;
export type FastPathName = (typeof FAST_PATH_NAMES)[number];

/** FAST_PATHS unset: every fast path on. */
export const DEFAULT_FAST_PATHS: readonly FastPathName[] = FAST_PATH_NAMES;

/**
 * The fast paths a FAST_PATHS value turns on: `all` (the default), `none`, or a comma-separated list
 * of their names. A string naming the problem for any other value.
 */
export function parseFastPaths(raw: string | undefined): FastPathName[] | string {
  const value = raw?.trim() ?? '';
  if (value === '' || value === 'all') return [...FAST_PATH_NAMES];
  if (value === 'none') return [];
  const names = value.split(',').map((name) => name.trim());
  const unknown = names.filter((name) => !(FAST_PATH_NAMES as readonly string[]).includes(name));
  if (unknown.length > 0) return `unknown fast path "${unknown.join('", "')}" (all, none, or some of ${FAST_PATH_NAMES.join(', ')})`;
  return FAST_PATH_NAMES.filter((name) => names.includes(name));
}

let enabled = new Set<FastPathName>(DEFAULT_FAST_PATHS);

/**
 * Sets which fast paths are on, for what is built from now on (main.ts passes the config's
 * setting before it creates the data source and the app; a test may set it around what it builds).
 */
export function setFastPaths(names: readonly FastPathName[]): void {
  enabled = new Set(names);
}

export function fastPathOn(name: FastPathName): boolean {
  return enabled.has(name);
}

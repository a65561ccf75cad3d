/**
 * JSON column values read by the row readers (db/row-reader.ts) while the row-readers fast path is
 * on, parsed once and shared while the stored text stays the same: a list of 50 characters read
 * again and again would parse the same stored builds again and again, a large share of the REST
 * list's time. Each column keeps, per row id, the last text read and its value: a read whose text equals the kept one (a plain
 * comparison, much cheaper than parsing, or than hashing the text as a key) gets the kept value, so a
 * changed value is simply parsed again and nothing can go stale. Values are frozen, so no reader can
 * change what another one sees (a write replaces a column's value, it never edits it).
 *
 * Bounded: at most MAX_ROWS rows per column, the oldest dropped first; texts longer than MAX_TEXT
 * are parsed each time and not kept.
 */
const MAX_ROWS = 4096;
const MAX_TEXT = 64 * 1024;

const parseJson: (text: string) => unknown = JSON.parse;
const { freeze, isFrozen, values: valuesOf } = Object;

/** Objects frozen with everything they hold, by deepFreeze: what they write as JSON can never change. */
const immutable = new WeakSet();
const isView = (value: object): boolean => ArrayBuffer.isView(value);

/**
 * Freezes `value` and everything it holds, and records it as immutable when that worked all the
 * way down (a Buffer or typed array cannot be frozen: neither it nor what holds it is recorded).
 */
export function deepFreeze<T>(value: T): T {
  freezeAll(value);
  return value;
}

function freezeAll(value: unknown): boolean {
  if (value === null || typeof value !== 'object') return true;
  if (immutable.has(value)) return true;
  if (isView(value)) return false;
  if (!isFrozen(value)) freeze(value);
  let all = true;
  for (const item of valuesOf(value)) if (!freezeAll(item)) all = false;
  if (all) immutable.add(value);
  return all;
}

/** True for an object deepFreeze froze all the way down: its JSON is the same whenever it is written. */
export function isImmutable(value: object): boolean {
  return immutable.has(value);
}

/** One JSON column's shared values: `read(text, rowId)` is the frozen value of `text`. */
export function sharedJsonColumn(): (text: string, rowId: unknown) => unknown {
  const kept = new Map<unknown, { text: string; value: unknown }>();
  return (text, rowId) => {
    const known = kept.get(rowId);
    if (known !== undefined && known.text === text) return known.value;
    const value = deepFreeze(parseJson(text));
    if (text.length <= MAX_TEXT && rowId !== null && rowId !== undefined) {
      if (known !== undefined) kept.delete(rowId);
      else if (kept.size >= MAX_ROWS) kept.delete(kept.keys().next().value);
      kept.set(rowId, { text, value });
    }
    return value;
  };
}

/**
 * SQLite statements that keep their query plan when their parameters are bound again.
 *
 * better-sqlite3 clears a statement's bindings after each run (`sqlite3_clear_bindings`), and SQLite
 * expires a statement whose bindings are cleared when its plan was made with a look at a parameter's
 * value. The planner looks at two kinds of parameter even with no statistics: the value compared in
 * an equality (`col = ?`, whether it is 0 or 1, for its truth-probability guess) and LIMIT / OFFSET.
 * So a statement such as the session read (sessions joined with users on `s.id = ?`) or a player's
 * character list (`t.user_id = ?`) would be prepared again on every run, and better-sqlite3 would
 * compile a new row constructor for it each time, which costs several times the statement's own run
 * on the hottest reads (docs/PERFORMANCE.md).
 *
 * A parameter written `+?` is the same value (SQLite's unary plus is a no-op on every type and gives
 * no affinity or collation, as a bare parameter has none) that the planner does not look into, so
 * the plan stays made once, uses the same indexes, and the statement is reused as it is. Each SQL
 * text goes through `planStableSql` once, when the driver prepares it (TypeORM keeps prepared
 * statements); only parameters after an operator ending in `=` or after LIMIT or OFFSET change, and
 * nothing inside quotes, quoted names or comments.
 */

/** The keywords whose parameter the planner reads. */
const VALUE_READ_AFTER = new Set(['limit', 'offset']);

const isWordChar = (code: number): boolean =>
  (code >= 48 && code <= 57) || (code >= 65 && code <= 90) || (code >= 97 && code <= 122) || code === 95 || code === 36;

/** `sql` with `+?` for each positional parameter SQLite's planner would read (see above). */
export function planStableSql(sql: string): string {
  if (!sql.includes('?')) return sql;
  let out = '';
  let copied = 0;
  /** the last thing before the current position that is not space or a comment: an operator's last character, or a word */
  let previous = '';
  let index = 0;
  while (index < sql.length) {
    const char = sql[index];
    const code = sql.charCodeAt(index);
    if (char === "'" || char === '"' || char === '`' || char === '[') {
      // a string, a quoted name: skip to its end ('' inside quotes is an escaped quote)
      const close = char === '[' ? ']' : char;
      let end = index + 1;
      for (;;) {
        const found = sql.indexOf(close, end);
        if (found === -1) {
          end = sql.length;
          break;
        }
        if (close !== ']' && sql[found + 1] === close) {
          end = found + 2;
          continue;
        }
        end = found + 1;
        break;
      }
      index = end;
      previous = 'quoted';
      continue;
    }
    if (char === '-' && sql[index + 1] === '-') {
      const end = sql.indexOf('\n', index);
      index = end === -1 ? sql.length : end + 1;
      continue;
    }
    if (char === '/' && sql[index + 1] === '*') {
      const end = sql.indexOf('*/', index + 2);
      index = end === -1 ? sql.length : end + 2;
      continue;
    }
    if (char === ' ' || char === '\n' || char === '\t' || char === '\r') {
      index += 1;
      continue;
    }
    if (isWordChar(code)) {
      let end = index + 1;
      while (end < sql.length && isWordChar(sql.charCodeAt(end))) end += 1;
      previous = sql.slice(index, end).toLowerCase();
      index = end;
      continue;
    }
    if (char === '?') {
      // a positional parameter (?NNN is numbered: left as it is, like :name, @name and $name)
      const numbered = index + 1 < sql.length && sql.charCodeAt(index + 1) >= 48 && sql.charCodeAt(index + 1) <= 57;
      if (!numbered && (previous === '=' || VALUE_READ_AFTER.has(previous))) {
        out += `${sql.slice(copied, index)}+`;
        copied = index;
      }
      previous = '?';
      index += 1;
      continue;
    }
    previous = char;
    index += 1;
  }
  return copied === 0 ? sql : out + sql.slice(copied);
}

/** The part of better-sqlite3's Database this wraps. */
interface PreparingDatabase {
  prepare(sql: string): unknown;
}

/**
 * Makes `database` prepare every statement as `planStableSql` writes it (TypeORM's prepareDatabase
 * hook: every statement the app and TypeORM run on SQLite is prepared through it).
 */
export function preparePlanStable(database: PreparingDatabase): void {
  const prepare = database.prepare.bind(database);
  database.prepare = (sql: string) => prepare(planStableSql(sql));
}

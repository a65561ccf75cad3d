/*
 * The search of the staff lists, written for SQLite and MariaDB: every word found
 * (case-insensitively, as a substring) in one of the searched columns. Characters are searched by
 * their stored, lower-cased shown name (db/character-list-columns.ts), never by reading the builds.
 */

/** `%word%` for LIKE with '!' as the escape character (the same literal on both databases). */
const containing = (word: string) => `%${word.replace(/[!%_]/g, (match) => `!${match}`)}%`;

/** Every word (lower-cased by the caller) found in one of `fields`. */
export function searchWhere(
  words: readonly string[],
  fields: readonly string[],
): { sql: string; conditions: string[]; parameters: string[] } {
  const conditions = words.map(() => `(${fields.map((field) => `LOWER(${field}) LIKE ? ESCAPE '!'`).join(' OR ')})`);
  const parameters = words.flatMap((word) => fields.map(() => containing(word)));
  return { sql: conditions.length ? `WHERE ${conditions.join(' AND ')}` : '', conditions, parameters };
}

import type { DataSource } from 'typeorm';

/*
 * The SQL of the paged staff lists, written for SQLite and MariaDB. The shown
 * build's character name and whether the committed build counts are the rules' shownBuild and
 * countsAsCommitted (rules/build-status.ts) read from the JSON columns, so the server can search and
 * sort by them before paging; test/staff/staff-list-pages.test.ts checks them against the rules.
 */

export interface StaffListSql {
  /** 1 when the committed build counts as committed (name, class, race and race attributes), else 0 */
  committedFlag: string;
  /** the shown build's character name, '' when there is none */
  shownName: string;
  /** every word found (case-insensitively, as a substring) in one of `fields` */
  searchWhere(words: readonly string[], fields: readonly string[]): { sql: string; conditions: string[]; parameters: string[] };
}

const cache = new WeakMap<DataSource, StaffListSql>();

/** `%word%` for LIKE with '!' as the escape character (the same literal on both databases). */
const containing = (word: string) => `%${word.replace(/[!%_]/g, (match) => `!${match}`)}%`;

export function staffListSql(dataSource: DataSource): StaffListSql {
  const known = cache.get(dataSource);
  if (known) return known;
  const sqlite = dataSource.options.type === 'better-sqlite3';
  const value = (column: string, path: string) => (sqlite ? `json_extract(${column}, '${path}')` : `JSON_VALUE(${column}, '${path}')`);
  const nonEmptyArray = (column: string, path: string) =>
    sqlite
      ? `(json_type(${column}, '${path}') = 'array' AND json_array_length(${column}, '${path}') > 0)`
      : `(JSON_TYPE(JSON_EXTRACT(${column}, '${path}')) = 'ARRAY' AND JSON_LENGTH(${column}, '${path}') > 0)`;
  const committed = 'c.committed_build';
  const counts =
    `(${value(committed, '$.character_name')} <> '' AND ${value(committed, '$.character_class')} <> ''` +
    ` AND ${value(committed, '$.character_race.race')} <> '' AND ${nonEmptyArray(committed, '$.character_race.race_attributes')})`;
  const committedFlag = `(CASE WHEN ${counts} THEN 1 ELSE 0 END)`;
  const shownName = `COALESCE(CASE WHEN ${counts} THEN ${value(committed, '$.character_name')} ELSE ${value('c.saved_build', '$.character_name')} END, '')`;
  const sql: StaffListSql = {
    committedFlag,
    shownName,
    searchWhere(words, fields) {
      const conditions = words.map(() => `(${fields.map((field) => `LOWER(${field}) LIKE ? ESCAPE '!'`).join(' OR ')})`);
      const parameters = words.flatMap((word) => fields.map(() => containing(word)));
      return { sql: conditions.length ? `WHERE ${conditions.join(' AND ')}` : '', conditions, parameters };
    },
  };
  cache.set(dataSource, sql);
  return sql;
}

import type { DataSource, EntityManager, EntityTarget, ObjectLiteral } from 'typeorm';
import type { ColumnMetadata } from 'typeorm/metadata/ColumnMetadata';
import type { EntityMetadata } from 'typeorm/metadata/EntityMetadata';
import { deepFreeze, sharedJsonColumn } from './shared-json';

/**
 * Hot-path reads of whole entities: one fixed SELECT of the entities' own columns, built
 * once, and a row mapper that hydrates each column through the driver's own `prepareHydratedValue`
 * (the same conversions TypeORM's find applies: dates, booleans, JSON, transformers), without the
 * query builder and the alias machinery `find` repeats on every call and every row. No relations
 * are loaded and no listeners run (these entities have none).
 *
 * `sources` names each entity by a SQL alias; `from` is the SQL from FROM on (joins, WHERE, ORDER BY)
 * with `?` placeholders, written for both SQLite and MariaDB; a function of the parameters when their
 * number varies (an `IN (?, ?, ...)` list, see `inList`). Reads run on the given manager, so inside a
 * transaction they see the transaction's view.
 */
export interface RowReader<Row> {
  read(manager: EntityManager, parameters: unknown[]): Promise<Row[]>;
  /** the SELECT it runs (for a `from` function, its column list and the FROM of no parameters) */
  readonly sql: string;
}

/** SQL from FROM on, fixed or built from the parameters (their number). */
export type FromClause = string | ((parameters: readonly unknown[]) => string);

/** The placeholder lists made so far, by count (a list's statement is written on every request). */
const inLists: string[] = ['NULL'];
/** The most placeholders a kept list has (longer ones are made each time). */
const IN_LISTS_KEPT = 1000;

/** `?, ?, ?` for `count` parameters (`IN (${inList(ids.length)})`); `NULL` for none, which matches nothing. */
export function inList(count: number): string {
  const kept = inLists[count] as string | undefined;
  if (kept !== undefined) return kept;
  const list = Array.from({ length: count }, () => '?').join(', ');
  if (count <= IN_LISTS_KEPT) inLists[count] = list;
  return list;
}

type Sources = Record<string, EntityTarget<ObjectLiteral>>;
type Instances<S extends Sources> = { [K in keyof S]: S[K] extends EntityTarget<infer T> ? T : never };

interface Compiled<S extends Sources = Sources> {
  select: string;
  mapRow: (row: Record<string, unknown>) => Instances<S>;
  parts: {
    alias: string;
    metadata: EntityMetadata;
    /** the row's key of the entity's id (JSON columns keep their values per row) */
    idKey: string | null;
    columns: { column: ColumnMetadata; key: string; hydrate: Hydrator }[];
  }[];
}

/** A column's conversion of the value read; JSON columns also take the row's id. */
type Hydrator = (value: unknown, rowId?: unknown) => unknown;

const AS_IS = new Set(['varchar', 'text', 'integer', 'int']);

// The globals the row mappers use on every value, read once: where the server runs inside a VM
// context (jest's, where the server's tests run) each read of a global such as JSON or Date goes
// through the context's interceptor, a hundred times slower than reading a module constant.
const DateType = Date;
const { UTC: utcTime } = Date;

/** The number written in `text` from `start` to `end` (decimal digits only), or -1. */
function digitsAt(text: string, start: number, end: number): number {
  let number = 0;
  for (let index = start; index < end; index += 1) {
    const digit = text.charCodeAt(index) - 48;
    if (digit < 0 || digit > 9) return -1;
    number = number * 10 + digit;
  }
  return number;
}

/**
 * A datetime as SQLite holds what TypeORM wrote (`2026-03-01 12:00:00.000`, UTC, or without the
 * milliseconds) read straight into its time, or undefined for any other text. The driver reads the
 * same text through two regular expressions and Date's string parser, which is costly on lists with
 * two datetimes per row: the same instant, for the ranges taken here (the parser rolls a
 * day past the month's end over just as Date.UTC does); other text goes to the driver.
 */
export function sqliteDatetime(text: string): Date | undefined {
  if ((text.length !== 19 && text.length !== 23) || text[4] !== '-' || text[7] !== '-' || text[10] !== ' ' || text[13] !== ':')
    return undefined;
  if (text[16] !== ':' || (text.length === 23 && text[19] !== '.')) return undefined;
  const year = digitsAt(text, 0, 4);
  const month = digitsAt(text, 5, 7);
  const day = digitsAt(text, 8, 10);
  const hour = digitsAt(text, 11, 13);
  const minute = digitsAt(text, 14, 16);
  const second = digitsAt(text, 17, 19);
  const millisecond = text.length === 23 ? digitsAt(text, 20, 23) : 0;
  if (year < 1000 || month < 1 || month > 12 || day < 1 || day > 31 || hour < 0 || hour > 23) return undefined;
  if (minute < 0 || minute > 59 || second < 0 || second > 59 || millisecond < 0) return undefined;
  return new DateType(utcTime(year, month - 1, day, hour, minute, second, millisecond));
}

const asIs = (value: unknown): unknown => value;

/**
 * The column's conversion, the same as the driver's prepareHydratedValue: for the plain column types
 * a direct function (the driver's goes through a chain of type tests per value), the rest through the
 * driver itself.
 */
function hydratorOf(dataSource: DataSource, column: ColumnMetadata): Hydrator {
  const driver = dataSource.driver;
  const viaDriver = (value: unknown): unknown => driver.prepareHydratedValue(value, column);
  if (column.transformer) return viaDriver;
  if (typeof column.type === 'string' && AS_IS.has(column.type)) return asIs;
  if (column.type === 'boolean') return (value) => (value === null || value === undefined ? value : !!value);
  // Both drivers hand JSON columns over as text (MariaDB's JSON is LONGTEXT), which TypeORM parses;
  // here the parsed value is shared by every read of the same text (db/shared-json.ts). As in
  // TypeORM's MySQL driver, a text mysql2 has already decoded to a string stays that string.
  if (column.type === 'json') {
    const shared = sharedJsonColumn();
    if (dataSource.options.type === 'better-sqlite3') return (value, rowId) => (typeof value === 'string' ? shared(value, rowId) : value);
    return (value, rowId) => {
      if (typeof value !== 'string') return value;
      try {
        return shared(value, rowId);
      } catch {
        return value;
      }
    };
  }
  if (column.type === 'datetime' && dataSource.options.type === 'better-sqlite3') {
    return (value) => (typeof value === 'string' ? (sqliteDatetime(value) ?? viaDriver(value)) : viaDriver(value));
  }
  return viaDriver;
}

/** A joined reader, with its parts for sharedRowReader: the compiled SELECT, the raw rows, the row mapper. */
interface JoinedRowReader<S extends Sources> extends RowReader<Instances<S>> {
  compiled(): Compiled<S>;
  readRaw(manager: EntityManager, parameters: unknown[]): Promise<Record<string, unknown>[]>;
  mapRow(row: Record<string, unknown>): Instances<S>;
}

export function joinedRowReader<S extends Sources>(dataSource: DataSource, sources: S, from: FromClause): JoinedRowReader<S> {
  let compiled: Compiled<S> | null = null;
  const compile = (): Compiled<S> => {
    if (compiled) return compiled;
    const driver = dataSource.driver;
    const parts = Object.entries(sources).map(([alias, entity]) => {
      const metadata = dataSource.getMetadata(entity);
      const columns = metadata.columns
        .filter((column) => !column.isVirtual)
        .map((column) => ({ column, key: `${alias}__${column.databaseName}`, hydrate: hydratorOf(dataSource, column) }));
      const [primary] = metadata.primaryColumns;
      const idKey = metadata.primaryColumns.length === 1 ? `${alias}__${primary.databaseName}` : null;
      return { alias, metadata, idKey, columns };
    });
    const select = parts
      .flatMap(({ alias, columns }) =>
        columns.map(({ column, key }) => `${driver.escape(alias)}.${driver.escape(column.databaseName)} AS ${driver.escape(key)}`),
      )
      .join(', ');
    compiled = { select: `SELECT ${select} `, parts, mapRow: rowMapper(parts) as (row: Record<string, unknown>) => Instances<S> };
    return compiled;
  };
  const fromOf = (parameters: readonly unknown[]) => (typeof from === 'string' ? from : from(parameters));
  return {
    get sql() {
      return compile().select + fromOf([]);
    },
    async read(manager, parameters) {
      const { select, mapRow } = compile();
      const rows = await manager.query<Record<string, unknown>[]>(select + fromOf(parameters), parameters);
      return rows.map(mapRow);
    },
    compiled: compile,
    readRaw(manager, parameters) {
      return manager.query<Record<string, unknown>[]>(compile().select + fromOf(parameters), parameters);
    },
    mapRow: (row) => compile().mapRow(row),
  };
}

/**
 * The row mapper of `parts`, compiled to one function (from the entities' own property and column
 * names, each written as a JSON string literal): every column read and stored under a constant name,
 * so each load and store stays on one hidden class; columns a conversion leaves as they are are copied
 * without a call. Embedded columns go through their metadata's setEntityValue.
 */
function rowMapper(parts: Compiled['parts']): (row: Record<string, unknown>) => Instances<Sources> {
  const names: string[] = [];
  const values: unknown[] = [];
  const bind = (name: string, value: unknown) => {
    names.push(name);
    values.push(value);
    return name;
  };
  const lines: string[] = [];
  parts.forEach(({ metadata, idKey, columns }, part) => {
    const create = bind(`create${part}`, () => metadata.create() as ObjectLiteral);
    lines.push(`  const i${part} = ${create}();`);
    const rowId = idKey ? `row[${JSON.stringify(idKey)}]` : 'undefined';
    columns.forEach(({ column, key, hydrate }, index) => {
      const read = `row[${JSON.stringify(key)}]`;
      const value = hydrate === asIs ? read : `${bind(`h${part}_${index}`, hydrate)}(${read}, ${rowId})`;
      if (column.embeddedMetadata) lines.push(`  ${bind(`c${part}_${index}`, column)}.setEntityValue(i${part}, ${value});`);
      else lines.push(`  i${part}[${JSON.stringify(column.propertyName)}] = ${value};`);
    });
  });
  const result = parts.map(({ alias }, part) => `${JSON.stringify(alias)}: i${part}`).join(', ');
  const body = ['return function mapRow(row) {', ...lines, `  return { ${result} };`, '};'].join('\n');
  // eslint-disable-next-line @typescript-eslint/no-implied-eval
  const build = new Function(...names, body) as (...args: unknown[]) => (row: Record<string, unknown>) => Instances<Sources>;
  return build(...values);
}

/** One entity's rows: `from` names the table with the alias `t` (`FROM characters t WHERE t.user_id = ?`). */
export function rowReader<T extends ObjectLiteral>(dataSource: DataSource, entity: EntityTarget<T>, from: FromClause): RowReader<T> {
  const reader = joinedRowReader(dataSource, { t: entity }, from);
  return {
    get sql() {
      return reader.sql;
    },
    async read(manager, parameters) {
      return (await reader.read(manager, parameters)).map((row) => row.t);
    },
  };
}

/** Rows kept per reader by sharedRowReader (the oldest dropped first). */
const MAX_SHARED_ROWS = 4096;

/**
 * Like rowReader, for reads whose callers never change what they get: each entity is
 * frozen with everything it holds (db/shared-json.ts deepFreeze), and a row read again with every
 * column as it was read last time gives the same entity object as then, so what is made of it can
 * be kept with it (the REST answer's text of a character, rest/json-serializer.ts) instead of being
 * made again on every request. A changed column (any write, by any means) gives a new entity: the
 * comparison is of every column the SELECT reads, as the driver hands them over, so nothing can go
 * stale. At most MAX_SHARED_ROWS rows are kept; they need the entity's single-column primary key.
 */
export function sharedRowReader<T extends ObjectLiteral>(dataSource: DataSource, entity: EntityTarget<T>, from: FromClause): RowReader<T> {
  const reader = joinedRowReader(dataSource, { t: entity }, from);
  const kept = new Map<unknown, { row: Record<string, unknown>; entity: T }>();
  let keys: string[] | null = null;
  let idKey = '';
  return {
    get sql() {
      return reader.sql;
    },
    async read(manager, parameters) {
      if (keys === null) {
        const { parts } = reader.compiled();
        const [part] = parts;
        if (part.idKey === null) throw new Error(`sharedRowReader needs a single-column primary key (${part.metadata.name})`);
        idKey = part.idKey;
        keys = part.columns.map((column) => column.key);
      }
      const columns = keys;
      const rows = await reader.readRaw(manager, parameters);
      const entities: T[] = [];
      for (const row of rows) {
        const id = row[idKey];
        const known = kept.get(id);
        if (known !== undefined && sameColumns(known.row, row, columns)) {
          entities.push(known.entity);
          continue;
        }
        const read = deepFreeze(reader.mapRow(row).t);
        if (known !== undefined) kept.delete(id);
        else if (kept.size >= MAX_SHARED_ROWS) kept.delete(kept.keys().next().value);
        kept.set(id, { row, entity: read });
        entities.push(read);
      }
      return entities;
    },
  };
}

/**
 * Every column of `keys` the same in both rows, as the driver hands them over: text, numbers and
 * null (SQLite; MariaDB's JSON as text), dates (mysql2 makes a Date of each DATETIME) and bytes.
 */
function sameColumns(a: Record<string, unknown>, b: Record<string, unknown>, keys: string[]): boolean {
  for (let index = 0; index < keys.length; index += 1) {
    const key = keys[index];
    const was = a[key];
    const is = b[key];
    if (was === is) continue;
    if (was instanceof DateType && is instanceof DateType && was.getTime() === is.getTime()) continue;
    if (was instanceof Uint8Array && is instanceof Uint8Array && Buffer.compare(was, is) === 0) continue;
    return false;
  }
  return true;
}

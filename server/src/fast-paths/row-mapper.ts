import type { DataSource, EntityMetadata, ObjectLiteral } from 'typeorm';
import { deepFreeze, sharedJsonColumn } from './shared-json';

/**
 * The row readers' fast row mapper (db/row-reader.ts uses it while the `row-readers` fast path is
 * on): one function generated per reader from the entities' metadata, plain columns copied without
 * a call, SQLite's datetimes read by a parser of their one format, and JSON columns parsed once per
 * unchanged stored text and shared frozen (shared-json.ts). Off, the reader hydrates each column
 * through TypeORM's driver instead.
 */

type ColumnMetadata = EntityMetadata['columns'][number];

/** One entity of a reader's row: its SQL alias, its metadata and its columns' keys in the row. */
export interface MappedPart {
  alias: string;
  metadata: EntityMetadata;
  /** the row's key of the entity's id (JSON columns keep their values per row) */
  idKey: string | null;
  columns: { column: ColumnMetadata; key: string }[];
}

export type RowMapper = (row: Record<string, unknown>) => Record<string, ObjectLiteral>;

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

const parseJsonText: (text: string) => unknown = JSON.parse;
/** A JSON column's text parsed for this read alone: nothing kept, nothing frozen. */
const parseJson = (text: string): unknown => parseJsonText(text);

export interface RowMapperOptions {
  /**
   * JSON columns parsed once per unchanged text and shared frozen (the default), or parsed for the
   * read alone: a read that passes over every row once (a whole-table stream) would only churn the
   * kept values and pay for freezing each one, and freezing and tracking millions of objects
   * lengthens the garbage collector's pauses of the whole process.
   */
  sharedJson?: boolean;
}

/**
 * The column's conversion, the same as the driver's prepareHydratedValue: for the plain column types
 * a direct function (the driver's goes through a chain of type tests per value), the rest through the
 * driver itself.
 */
function hydratorOf(dataSource: DataSource, column: ColumnMetadata, sharedJson: boolean): Hydrator {
  const driver = dataSource.driver;
  const viaDriver = (value: unknown): unknown => driver.prepareHydratedValue(value, column);
  if (column.transformer) return viaDriver;
  if (typeof column.type === 'string' && AS_IS.has(column.type)) return asIs;
  if (column.type === 'boolean') return (value) => (value === null || value === undefined ? value : !!value);
  // Both drivers hand JSON columns over as text (MariaDB's JSON is LONGTEXT), which TypeORM parses;
  // here the parsed value is shared by every read of the same text (shared-json.ts). As in
  // TypeORM's MySQL driver, a text mysql2 has already decoded to a string stays that string.
  if (column.type === 'json') {
    const shared = sharedJson ? sharedJsonColumn() : parseJson;
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

/**
 * The row mapper of `parts`, compiled to one function (from the entities' own property and column
 * names, each written as a JSON string literal): every column read and stored under a constant name,
 * so each load and store stays on one hidden class; columns a conversion leaves as they are are copied
 * without a call. Embedded columns go through their metadata's setEntityValue.
 */
export function generatedRowMapper(dataSource: DataSource, mappedParts: MappedPart[], options: RowMapperOptions = {}): RowMapper {
  const sharedJson = options.sharedJson ?? true;
  const parts = mappedParts.map((part) => ({
    ...part,
    columns: part.columns.map((entry) => ({ ...entry, hydrate: hydratorOf(dataSource, entry.column, sharedJson) })),
  }));
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
  const build = new Function(...names, body) as (...args: unknown[]) => RowMapper;
  return build(...values);
}

/** Rows kept per reader by keptRows (the oldest dropped first). */
const MAX_SHARED_ROWS = 4096;

/**
 * The entities of a sharedRowReader's rows: each entity is frozen with everything it holds
 * (shared-json.ts deepFreeze), and a row read again with every column as it was read last time
 * gives the same entity object as then, so what is made of it can be kept with it (a
 * character's presentation, character.presenter.ts) instead of being made again on every request.
 * A changed column (any write, by any means) gives a new entity: the comparison is of every column
 * the SELECT reads, as the driver hands them over, so nothing can go stale. At most
 * MAX_SHARED_ROWS rows are kept; they need the entity's single-column primary key.
 */
export function keptRows<T>(part: MappedPart, mapRow: (row: Record<string, unknown>) => T): (rows: Record<string, unknown>[]) => T[] {
  const { idKey } = part;
  if (idKey === null) throw new Error(`sharedRowReader needs a single-column primary key (${part.metadata.name})`);
  const keys = part.columns.map((column) => column.key);
  const kept = new Map<unknown, { row: Record<string, unknown>; entity: T }>();
  return (rows) => {
    const entities: T[] = [];
    for (const row of rows) {
      const id = row[idKey];
      const known = kept.get(id);
      if (known !== undefined && sameColumns(known.row, row, keys)) {
        entities.push(known.entity);
        continue;
      }
      const read = deepFreeze(mapRow(row));
      if (known !== undefined) kept.delete(id);
      else if (kept.size >= MAX_SHARED_ROWS) kept.delete(kept.keys().next().value);
      kept.set(id, { row, entity: read });
      entities.push(read);
    }
    return entities;
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

import type { DataSource, EntityManager, EntityTarget, ObjectLiteral } from 'typeorm';
import { fastPathOn } from '../fast-paths';
import { generatedRowMapper, keptRows, type MappedPart, type RowMapper, type RowMapperOptions } from '../fast-paths/row-mapper';

/**
 * Hot-path reads of whole entities: one fixed SELECT of the entities' own columns, built
 * once, and each column hydrated through the driver's own `prepareHydratedValue` (the conversions
 * TypeORM's find applies: dates, booleans, JSON, transformers), without the query builder and the
 * alias machinery `find` repeats on every call and every row. No relations are loaded and no
 * listeners run (these entities have none). With the `row-readers` fast path on, the rows go
 * through a generated row mapper instead (fast-paths/row-mapper.ts).
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
  parts: MappedPart[];
}

/** Each entity of the row made through TypeORM's driver hydration, column by column. */
function hydratingRowMapper(dataSource: DataSource, parts: MappedPart[]): RowMapper {
  const driver = dataSource.driver;
  return (row) => {
    const instances: Record<string, ObjectLiteral> = {};
    for (const { alias, metadata, columns } of parts) {
      const instance = metadata.create() as ObjectLiteral;
      for (const { column, key } of columns) column.setEntityValue(instance, driver.prepareHydratedValue(row[key], column));
      instances[alias] = instance;
    }
    return instances;
  };
}

/** A joined reader, with its parts for sharedRowReader: the compiled SELECT, the raw rows, the row mapper. */
interface JoinedRowReader<S extends Sources> extends RowReader<Instances<S>> {
  compiled(): Compiled<S>;
  readRaw(manager: EntityManager, parameters: unknown[]): Promise<Record<string, unknown>[]>;
  mapRow(row: Record<string, unknown>): Instances<S>;
}

export function joinedRowReader<S extends Sources>(
  dataSource: DataSource,
  sources: S,
  from: FromClause,
  options: RowMapperOptions = {},
): JoinedRowReader<S> {
  const fast = fastPathOn('row-readers');
  let compiled: Compiled<S> | null = null;
  const compile = (): Compiled<S> => {
    if (compiled) return compiled;
    const driver = dataSource.driver;
    const parts = Object.entries(sources).map(([alias, entity]) => {
      const metadata = dataSource.getMetadata(entity);
      const columns = metadata.columns
        .filter((column) => !column.isVirtual)
        .map((column) => ({ column, key: `${alias}__${column.databaseName}` }));
      const [primary] = metadata.primaryColumns;
      const idKey = metadata.primaryColumns.length === 1 ? `${alias}__${primary.databaseName}` : null;
      return { alias, metadata, idKey, columns };
    });
    const select = parts
      .flatMap(({ alias, columns }) =>
        columns.map(({ column, key }) => `${driver.escape(alias)}.${driver.escape(column.databaseName)} AS ${driver.escape(key)}`),
      )
      .join(', ');
    const mapRow = fast ? generatedRowMapper(dataSource, parts, options) : hydratingRowMapper(dataSource, parts);
    compiled = { select: `SELECT ${select} `, parts, mapRow: mapRow as (row: Record<string, unknown>) => Instances<S> };
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

/**
 * Like rowReader, for reads whose callers never change what they get: with the `row-readers` fast
 * path on, a row read again unchanged gives the same frozen entity as then (fast-paths/row-mapper.ts
 * keptRows), so what is made of it can be kept with it; off, it is a rowReader.
 */
export function sharedRowReader<T extends ObjectLiteral>(dataSource: DataSource, entity: EntityTarget<T>, from: FromClause): RowReader<T> {
  if (!fastPathOn('row-readers')) return rowReader(dataSource, entity, from);
  const reader = joinedRowReader(dataSource, { t: entity }, from);
  let kept: ((rows: Record<string, unknown>[]) => T[]) | null = null;
  return {
    get sql() {
      return reader.sql;
    },
    async read(manager, parameters) {
      const { parts, mapRow } = reader.compiled();
      kept ??= keptRows<T>(parts[0], (row) => mapRow(row).t);
      return kept(await reader.readRaw(manager, parameters));
    },
  };
}

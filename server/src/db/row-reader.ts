import type { DataSource, EntityManager, EntityTarget, ObjectLiteral } from 'typeorm';
import type { ColumnMetadata } from 'typeorm/metadata/ColumnMetadata';
import type { EntityMetadata } from 'typeorm/metadata/EntityMetadata';

/**
 * Hot-path reads of whole entities (issue 16): one fixed SELECT of the entities' own columns, built
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

/** `?, ?, ?` for `count` parameters (`IN (${inList(ids.length)})`); `NULL` for none, which matches nothing. */
export function inList(count: number): string {
  return count === 0 ? 'NULL' : Array.from({ length: count }, () => '?').join(', ');
}

type Sources = Record<string, EntityTarget<ObjectLiteral>>;
type Instances<S extends Sources> = { [K in keyof S]: S[K] extends EntityTarget<infer T> ? T : never };

interface Compiled {
  select: string;
  parts: {
    alias: string;
    metadata: EntityMetadata;
    columns: { column: ColumnMetadata; key: string; hydrate: (value: unknown) => unknown }[];
  }[];
}

const AS_IS = new Set(['varchar', 'text', 'integer', 'int']);

/**
 * The column's conversion, the same as the driver's prepareHydratedValue: for the plain column types
 * a direct function (the driver's goes through a chain of type tests per value), the rest through the
 * driver itself.
 */
function hydratorOf(dataSource: DataSource, column: ColumnMetadata): (value: unknown) => unknown {
  const driver = dataSource.driver;
  const viaDriver = (value: unknown) => driver.prepareHydratedValue(value, column);
  if (column.transformer) return viaDriver;
  if (typeof column.type === 'string' && AS_IS.has(column.type)) return (value) => value;
  if (column.type === 'boolean') return (value) => (value === null || value === undefined ? value : Boolean(value));
  // SQLite hands JSON columns over as text (mysql2 may parse them itself: the driver decides there).
  if (column.type === 'json' && dataSource.options.type === 'better-sqlite3') {
    return (value) => (typeof value === 'string' ? JSON.parse(value) : value);
  }
  return viaDriver;
}

export function joinedRowReader<S extends Sources>(dataSource: DataSource, sources: S, from: FromClause): RowReader<Instances<S>> {
  let compiled: Compiled | null = null;
  const compile = (): Compiled => {
    if (compiled) return compiled;
    const driver = dataSource.driver;
    const parts = Object.entries(sources).map(([alias, entity]) => {
      const metadata = dataSource.getMetadata(entity);
      const columns = metadata.columns
        .filter((column) => !column.isVirtual)
        .map((column) => ({ column, key: `${alias}__${column.databaseName}`, hydrate: hydratorOf(dataSource, column) }));
      return { alias, metadata, columns };
    });
    const select = parts
      .flatMap(({ alias, columns }) =>
        columns.map(({ column, key }) => `${driver.escape(alias)}.${driver.escape(column.databaseName)} AS ${driver.escape(key)}`),
      )
      .join(', ');
    compiled = { select: `SELECT ${select} `, parts };
    return compiled;
  };
  const fromOf = (parameters: readonly unknown[]) => (typeof from === 'string' ? from : from(parameters));
  return {
    get sql() {
      return compile().select + fromOf([]);
    },
    async read(manager, parameters) {
      const { select, parts } = compile();
      const rows = (await manager.query(select + fromOf(parameters), parameters)) as Record<string, unknown>[];
      return rows.map((row) => {
        const result: Record<string, ObjectLiteral> = {};
        for (const { alias, metadata, columns } of parts) {
          const instance = metadata.create() as ObjectLiteral;
          for (const { column, key, hydrate } of columns) {
            if (column.embeddedMetadata) column.setEntityValue(instance, hydrate(row[key]));
            else instance[column.propertyName] = hydrate(row[key]);
          }
          result[alias] = instance;
        }
        return result as Instances<S>;
      });
    },
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

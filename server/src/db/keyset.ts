import type { SelectQueryBuilder } from 'typeorm';
import type { CursorKeys, PageRequest } from '../input/paging';
/**
 * The SQL of a keyset page (input/paging.ts): the rows strictly after a cursor's sort keys in the
 * order of `columns` (every column the same direction, the last one unique, e.g. the id), written
 * as `a >= ? AND (a > ? OR (b >= ? AND (b > ? OR c > ?)))` so that both SQLite and MariaDB seek the
 * index on (a, b, c) to the cursor instead of walking every row before it.
 */
export interface KeysetOrder {
  /** the sort columns as SQL expressions (non-null), the last one unique */
  columns: readonly string[];
  descending: boolean;
}

export function keysetOrderBy(order: KeysetOrder): string {
  const direction = order.descending ? 'DESC' : 'ASC';
  return order.columns.map((column) => `${column} ${direction}`).join(', ');
}

/** The condition and parameters of "after these keys" (keys in the columns' order). */
export function keysetAfter(order: KeysetOrder, keys: readonly unknown[]): { sql: string; parameters: unknown[] } {
  const [strict, loose] = order.descending ? ['<', '<='] : ['>', '>='];
  const parameters: unknown[] = [];
  const condition = (index: number): string => {
    const column = order.columns[index];
    if (index === order.columns.length - 1) {
      parameters.push(keys[index]);
      return `${column} ${strict} ?`;
    }
    parameters.push(keys[index], keys[index]);
    return `${column} ${loose} ? AND (${column} ${strict} ? OR ${wrap(condition(index + 1))})`;
  };
  const sql = `(${condition(0)})`;
  return { sql, parameters };
}

const wrap = (sql: string) => (sql.includes(' AND ') ? `(${sql})` : sql);

/**
 * The page's rows after the cursor in (`column`, id) order, and one more, which says that more
 * follow. Written as `a >= ? AND (a > ? OR id > ?)` (keysetAfter's form, with named parameters) so the index on the column seeks to the cursor.
 */
export function keysetPage<T extends object>(
  query: SelectQueryBuilder<T>,
  alias: string,
  column: string,
  descending: boolean,
  page: PageRequest,
  firstKey: (keys: CursorKeys) => unknown,
): SelectQueryBuilder<T> {
  const [strict, loose, direction] = descending ? (['<', '<=', 'DESC'] as const) : (['>', '>=', 'ASC'] as const);
  if (page.after) {
    query.andWhere(`${alias}.${column} ${loose} :afterKey AND (${alias}.${column} ${strict} :afterKey OR ${alias}.id ${strict} :afterId)`, {
      afterKey: firstKey(page.after),
      afterId: page.after[1],
    });
  }
  return query
    .orderBy(`${alias}.${column}`, direction)
    .addOrderBy(`${alias}.id`, direction)
    .limit(page.first + 1);
}

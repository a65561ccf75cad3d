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

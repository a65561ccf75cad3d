/**
 * The logic of the staff tables, apart from React: search, sort and paging of rows the client
 * holds (the staff list queries answer every row in a fixed number of SQL queries; the table shows
 * one page at a time, so 1,000 rows render as 25), or the page the server answered (the lists
 * paged by the server's connections: pageFromServer).
 */
export type SortDirection = 'ascending' | 'descending';

export interface SortState {
  column: string;
  direction: SortDirection;
}

export type SortValue = string | number | boolean | null | undefined;

/** Lower-cased, accents removed: 'Éowyn' is found by 'eowyn'. */
export function normalize(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .trim();
}

/** The rows whose search text holds every word of the query (any order). An empty query keeps all. */
export function filterRows<Row>(rows: readonly Row[], query: string, searchText: (row: Row) => string): Row[] {
  return filterIndexed(searchIndex(rows, searchText), query);
}

/** Each row with its normalized search text, computed once per list (not per keystroke). */
export function searchIndex<Row>(rows: readonly Row[], searchText: (row: Row) => string): { row: Row; text: string }[] {
  return rows.map((row) => ({ row, text: normalize(searchText(row)) }));
}

export function filterIndexed<Row>(index: readonly { row: Row; text: string }[], query: string): Row[] {
  const words = normalize(query).split(/\s+/).filter(Boolean);
  if (words.length === 0) return index.map((entry) => entry.row);
  return index.filter((entry) => words.every((word) => entry.text.includes(word))).map((entry) => entry.row);
}

const collator = new Intl.Collator(undefined, { numeric: true, sensitivity: 'base' });

export function compareValues(a: SortValue, b: SortValue): number {
  if (a === b) return 0;
  if (a === null || a === undefined) return 1;
  if (b === null || b === undefined) return -1;
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  if (typeof a === 'boolean' && typeof b === 'boolean') return a === b ? 0 : a ? -1 : 1;
  return collator.compare(String(a), String(b));
}

/** A stable sort by one column's value; empty values last in both directions. */
export function sortRows<Row>(rows: readonly Row[], value: (row: Row) => SortValue, direction: SortDirection): Row[] {
  const sign = direction === 'ascending' ? 1 : -1;
  return rows
    .map((row, index) => ({ row, index, key: value(row) }))
    .sort((a, b) => {
      const emptyA = a.key === null || a.key === undefined || a.key === '';
      const emptyB = b.key === null || b.key === undefined || b.key === '';
      if (emptyA !== emptyB) return emptyA ? 1 : -1;
      return sign * compareValues(a.key, b.key) || a.index - b.index;
    })
    .map((entry) => entry.row);
}

export interface Page<Row> {
  rows: Row[];
  /** 1-based, clamped to the pages there are */
  page: number;
  pageCount: number;
  /** 1-based index of the first row shown (0 when there are none) */
  first: number;
  last: number;
  total: number;
}

export function pageOf<Row>(rows: readonly Row[], page: number, pageSize: number): Page<Row> {
  const pageCount = Math.max(1, Math.ceil(rows.length / pageSize));
  const current = Math.min(Math.max(1, Math.floor(page) || 1), pageCount);
  const start = (current - 1) * pageSize;
  const shown = rows.slice(start, start + pageSize);
  return { rows: shown, page: current, pageCount, first: shown.length ? start + 1 : 0, last: start + shown.length, total: rows.length };
}

/** The page a server answered (its rows, the page number and the count of every matching row), as pageOf describes one. */
export function pageFromServer<Row>(rows: readonly Row[], total: number, page: number, pageSize: number): Page<Row> {
  const pageCount = Math.max(1, Math.ceil(total / pageSize));
  const start = (page - 1) * pageSize;
  return { rows: [...rows], page, pageCount, first: rows.length ? start + 1 : 0, last: start + rows.length, total };
}

/**
 * What a server-paged list asks for: the search, the sort, the page and its size. The server pages
 * by keyset cursors, so the list keeps the cursor that opens each page it has passed: page 1 has
 * none, page n is asked for after `cursors[n - 2]`; a new search, order or size starts again at 1.
 */
export interface ListQuery {
  search: string;
  sort: SortState;
  /** 1-based */
  page: number;
  pageSize: number;
  /** the endCursor of each page before the current one */
  cursors: string[];
}

/** The first page of a list in this order, with this search and size. */
export function firstPage(list: Omit<ListQuery, 'page' | 'cursors'>): ListQuery {
  return { ...list, page: 1, cursors: [] };
}

/** The page after the current one, opened after the current page's endCursor. */
export function nextPage(query: ListQuery, endCursor: string): ListQuery {
  return { ...query, page: query.page + 1, cursors: [...query.cursors.slice(0, query.page - 1), endCursor] };
}

/** The page before the current one (page 1 stays page 1). */
export function previousPage(query: ListQuery): ListQuery {
  return query.page <= 1 ? query : { ...query, page: query.page - 1 };
}

/**
 * The variables of a staff connection query (staffCharacterConnection, staffUserConnection) for a
 * list query. `orders` maps the columns the server orders by to its GraphQL enum (StaffCharacterOrder,
 * StaffUserOrder); `ascending` is ASCENDING. Another column asks for the server's default order.
 */
export function connectionVariables<Order extends string>(
  query: ListQuery,
  orders: Readonly<Record<string, Order>>,
): { first: number; after: string | null; sort: Order | null; direction: Uppercase<SortDirection>; search: string } {
  return {
    first: query.pageSize,
    after: query.page > 1 ? (query.cursors[query.page - 2] ?? null) : null,
    sort: orders[query.sort.column] ?? null,
    direction: query.sort.direction === 'ascending' ? 'ASCENDING' : 'DESCENDING',
    search: query.search.trim(),
  };
}

/** A list query kept in the address: ?search=&sort=&direction=&size= (the page itself is not kept: its cursor is the server's). */
export function listFromParams(params: URLSearchParams, defaults: { sort: SortState; columns: readonly string[] }): ListQuery {
  const column = params.get('sort');
  const size = Number(params.get('size'));
  return firstPage({
    search: params.get('search') ?? '',
    sort: {
      column: column && defaults.columns.includes(column) ? column : defaults.sort.column,
      direction: params.get('direction') === 'descending' ? 'descending' : column ? 'ascending' : defaults.sort.direction,
    },
    pageSize: [25, 50, 100].includes(size) ? size : 25,
  });
}

/** The address's parameters for a list query: only what differs from the defaults, the others left as they are. */
export function listToParams(list: ListQuery, params: URLSearchParams, defaults: { sort: SortState }): URLSearchParams {
  const next = new URLSearchParams(params);
  const set = (name: string, value: string, fallback: string) => (value === fallback ? next.delete(name) : next.set(name, value));
  set('search', list.search, '');
  set('sort', list.sort.column, defaults.sort.column);
  set('direction', list.sort.direction, defaults.sort.direction);
  set('size', String(list.pageSize), '25');
  return next;
}

/** The page buttons to offer: first, last, and two either side of the current one, with gaps as null. */
export function pageButtons(page: number, pageCount: number): (number | null)[] {
  const wanted = new Set([1, pageCount, page - 2, page - 1, page, page + 1, page + 2].filter((n) => n >= 1 && n <= pageCount));
  const sorted = [...wanted].sort((a, b) => a - b);
  const result: (number | null)[] = [];
  sorted.forEach((n, index) => {
    if (index > 0 && n - sorted[index - 1] > 1) result.push(null);
    result.push(n);
  });
  return result;
}

import { z } from 'zod';
import { LIMITS, queryInt, text } from './fields';

/*
 * The one paging convention of every staff list (DESIGN.md "One definition per call": keyset cursor
 * connections), the same on both transports: `first` rows (at most PAGE_SIZE_MAX) after the opaque
 * cursor `after`, answered with the total matching the filters, whether more follow and the cursor
 * of the last row. A cursor holds the sort keys of the last row it names and the order it was made
 * in, so the next page starts exactly after it (an index seek, however deep) and a row added or
 * removed meanwhile never shifts a page; a cursor of another order or list is refused.
 */

export const PAGE_SIZE_MAX = 100;
export const PAGE_SIZE_DEFAULT = 25;

export const PAGING_MESSAGES = {
  badCursor: '{field} is not a cursor this list gave in this order: leave it out to start from the first page',
  badDate: '{field} must be a date, or a date and time (ISO 8601, e.g. 2026-05-01 or 2026-05-01T18:00:00Z)',
};

const ISO_DATE = /^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:?\d{2})?)?$/;

/** A date range bound of a list's filter: a Date (GraphQL's DateTimeISO) or ISO 8601 text (a query string). */
export const queryDate = () =>
  z
    .preprocess(
      (value) => (typeof value === 'string' && ISO_DATE.test(value) ? new Date(value) : value),
      // JSON Schema has no Date: the API document says what a query string sends
      z.date({ error: PAGING_MESSAGES.badDate }).meta({
        type: 'string',
        pattern: ISO_DATE.source,
        description: 'A date (2026-05-01) or a date and time (2026-05-01T18:00:00Z), ISO 8601.',
      }),
    )
    .nullable()
    .optional();

/** A row's sort keys, in the order's columns (the last one the row's id). */
export type CursorKeys = readonly (string | number)[];

/** Where one page starts and how long it is. */
export interface PageRequest {
  first: number;
  /** the sort keys of the row the page starts after; null: the first page */
  after: CursorKeys | null;
}

/** One page of a list: its rows, how many match the filters on every page, and where the next page starts. */
export interface Connection<Node> {
  nodes: Node[];
  totalCount: number;
  pageInfo: { hasNextPage: boolean; endCursor: string | null };
}

/**
 * A list that pages when asked (GET /events, /characters, /users with first, after or a
 * connection's filter): every item, or one page of them as a connection.
 */
export type PagedList<Node> = Node[] | Connection<Node>;

/** Whether a list's answer is one page (a connection) rather than every item. */
export const isConnection = <Node>(list: unknown): list is Connection<Node> =>
  typeof list === 'object' && list !== null && !Array.isArray(list) && 'nodes' in list && 'pageInfo' in list;

/** Every item of a list asked for without paging (GraphQL's whole-list fields never page). */
export function wholeList<Node>(list: PagedList<Node>): Node[] {
  if (!Array.isArray(list)) throw new Error('a whole list was asked for and one page answered');
  return list;
}

/** The contract fields of a paged list (REST query parameters, GraphQL arguments of the same names). */
export const pagingFields = {
  first: queryInt(1, PAGE_SIZE_MAX).nullable().optional(),
  after: text(LIMITS.token).nullable().optional(),
};

/** The opaque cursor of a row: the order's name and the row's sort keys, as base64url JSON. */
export function encodeCursor(order: string, keys: CursorKeys): string {
  return Buffer.from(JSON.stringify({ o: order, k: keys })).toString('base64url');
}

/** The sort keys a cursor holds when it was made in `order` with `arity` keys; null when it was not. */
export function decodeCursor(cursor: string, order: string, arity: number): CursorKeys | null {
  if (!/^[A-Za-z0-9_-]+$/.test(cursor)) return null;
  let value: unknown;
  try {
    value = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    return null;
  }
  if (typeof value !== 'object' || value === null) return null;
  const { o, k } = value as { o?: unknown; k?: unknown };
  if (o !== order || !Array.isArray(k) || k.length !== arity) return null;
  const keys = k as unknown[];
  return keys.every((key) => typeof key === 'string' || (typeof key === 'number' && Number.isFinite(key))) ? (keys as CursorKeys) : null;
}

/**
 * The page a list's contract asks for, inside its transform: `after` decoded against the order the
 * rest of the input chose, or a refusal of `after` naming the field.
 */
export function pageRequest(
  input: { first?: number | null; after?: string | null },
  order: { name: string; arity: number },
  ctx: z.RefinementCtx,
): PageRequest {
  const first = input.first ?? PAGE_SIZE_DEFAULT;
  if (!input.after) return { first, after: null };
  const after = decodeCursor(input.after, order.name, order.arity);
  if (!after) {
    ctx.addIssue({ code: 'custom', message: PAGING_MESSAGES.badCursor, path: ['after'], input: input.after });
    return { first, after: null };
  }
  return { first, after };
}

/**
 * A connection from the rows read for a page (the page's `first` rows and one more, which only says
 * that more follow), the total, and the sort keys of a row.
 */
export function toConnection<Row, Node>(
  rows: Row[],
  request: PageRequest,
  totalCount: number,
  order: { name: string; keysOf: (row: Row) => CursorKeys },
  toNode: (row: Row) => Node,
): Connection<Node> {
  const page = rows.slice(0, request.first);
  const last = page.at(-1);
  return {
    nodes: page.map(toNode),
    totalCount,
    pageInfo: {
      hasNextPage: rows.length > request.first,
      endCursor: last === undefined ? null : encodeCursor(order.name, order.keysOf(last)),
    },
  };
}

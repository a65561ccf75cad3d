import { z } from 'zod';
import type { Connection } from '../input/paging';
import { restRoute, type RestCall, type RestRoute, type RunRow } from './route-table';

/*
 * A connection over REST, the one shape of every paged list (input/paging.ts): ?first=25&after=<cursor>
 * and the list's filters; the answer { items, total_count, next_cursor }, next_cursor null on the last
 * page. The same contract as the GraphQL connection of the same definition.
 */

/** The answer of a paged route: one page of items as `item` documents them, the total and the next page's cursor. */
export const connectionOutput = <T extends z.ZodType>(item: T) =>
  z.object({ items: z.array(item), total_count: z.number(), next_cursor: z.string().nullable() });

/** Shapes a connection into connectionOutput, each node by `presentNode`. */
export const presentConnection =
  <Node, Out>(presentNode: (node: Node) => Out) =>
  (connection: Connection<Node>) => ({
    items: connection.nodes.map(presentNode),
    total_count: connection.totalCount,
    next_cursor: connection.pageInfo.hasNextPage ? connection.pageInfo.endCursor : null,
  });

/**
 * Declares a GET row that answers one page of a connection: its definition's run answers the
 * Connection, `item` documents a node in the OpenAPI document and `presentNode` shapes it. A row
 * may name its own query schema and build the command with `input`, as any row may.
 */
export function pagedRoute<Node, Item extends z.ZodType, Query = Record<string, never>, In = never>(route: {
  definition: RunRow<Record<string, never>, Query, Record<string, never>, In, Connection<Node>>['definition'];
  path: string;
  item: Item;
  presentNode: (node: Node) => z.output<Item>;
  query?: z.ZodType<Query>;
  input?: (parts: RestCall<Record<string, never>, Query, Record<string, never>>) => In;
  /** why the path stays though the whole list now pages itself (marked deprecated in the API document) */
  deprecated?: string;
}): RestRoute {
  const { item, presentNode, ...row } = route;
  return restRoute({
    ...row,
    method: 'GET',
    response: connectionOutput(item),
    present: presentConnection(presentNode),
  });
}

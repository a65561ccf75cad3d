import { Field, ObjectType } from 'type-graphql';
import type { Connection } from '../input/paging';

/** Where a connection's page ends (input/paging.ts): pass endCursor as `after` for the next page. */
@ObjectType('PageInfo', { description: 'Where this page of a list ends, and whether more rows follow it.' })
export class PageInfoType {
  @Field({ description: 'True when rows follow this page: ask again with after set to endCursor' })
  hasNextPage: boolean;

  @Field(() => String, {
    nullable: true,
    description: 'The cursor of the last row of this page (null when the page is empty); opaque, valid only in the same order',
  })
  endCursor: string | null;
}

/** The direction of a list's order, for the connections' `direction` argument. */
/** A connection's GraphQL object: its nodes presented, its total and where it ends. */
export function toConnectionType<Row, Node, T extends { nodes: Node[]; totalCount: number; pageInfo: PageInfoType }>(
  target: T,
  connection: Connection<Row>,
  toNode: (row: Row) => Node,
): T {
  return Object.assign(target, {
    nodes: connection.nodes.map(toNode),
    totalCount: connection.totalCount,
    pageInfo: Object.assign(new PageInfoType(), connection.pageInfo),
  });
}

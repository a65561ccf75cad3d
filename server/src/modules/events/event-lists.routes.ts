import { z } from 'zod';
import type { Connection } from '../../input/paging';
import { restRoute, type RestRoute } from '../../rest/route-table';
import { IncludeSet } from './event-include';
import type { RegistrationRow } from './event-lists.service';
import type { EventView } from './event-views';
import { eventConnectionQuery } from './event-lists.inputs';
import { EVENTS_CALLS } from './events.calls';
import { eventOutput, presentEvent, presentRegistration, registrationOutput } from './events.presenter';

/*
 * The events and an event's registrations as keyset connections over REST, beside GraphQL's
 * eventConnection and registrationConnection with the same contract: ?first=25&after=<cursor> and
 * the filters; the answer { items, total_count, next_cursor }, next_cursor null on the last page.
 * GET /events keeps answering every event, as events §7 documents.
 */

const connectionOutput = <T extends z.ZodType>(item: T) =>
  z.object({ items: z.array(item), total_count: z.number(), next_cursor: z.string().nullable() });

const presentConnection =
  <Row, Out>(presentRow: (row: Row) => Out) =>
  (connection: Connection<Row>) => ({
    items: connection.nodes.map(presentRow),
    total_count: connection.totalCount,
    next_cursor: connection.pageInfo.hasNextPage ? connection.pageInfo.endCursor : null,
  });

export const EVENT_LIST_ROUTES: RestRoute[] = [
  restRoute({
    definition: EVENTS_CALLS.eventConnection,
    method: 'GET',
    path: '/events/paged',
    query: eventConnectionQuery,
    input: ({ query, context }) => ({ query, includes: IncludeSet.parse(query.include, context) }),
    response: connectionOutput(eventOutput),
    present: presentConnection((view: EventView) => presentEvent(view)),
  }),
  restRoute({
    definition: EVENTS_CALLS.registrationConnection,
    method: 'GET',
    path: '/registrations/paged',
    response: connectionOutput(registrationOutput),
    present: presentConnection((row: RegistrationRow) => presentRegistration(row.registration, row, { user: true, character: true })),
  }),
];

import { EVENTS_CALLS } from './events.calls';
import { z } from 'zod';
import { restRoute, type RestRoute } from '../../rest/route-table';
import { eventIdParams, eventListQuery } from './events-area.inputs';
import { eventListPageQuery } from './event-lists.inputs';
import { IncludeSet } from './event-include';
import type { EventView } from './event-views';
import { badInput } from '../../errors';
import { EVENT_MESSAGES as M } from './events.messages';
import { eventOutput, presentEvent } from './events.presenter';

/** `user=me` is the only user filter (events §7); anything else is refused rather than ignored. */
function parseMine(user: string | undefined): boolean {
  if (user === undefined) return false;
  if (user !== 'me') throw badInput(M.badFilter('user'));
  return true;
}

function parsePublished(value: string | undefined): boolean {
  if (value === undefined || value === 'false') return false;
  if (value !== 'true') throw badInput(M.badFilter('event_published'));
  return true;
}

/**
 * The JSON event calls of events §7. Create and edit (multipart, and PATCH with event_published)
 * and the image download are plain routes in events.http.ts, because they are not JSON.
 */
export const EVENT_ROUTES: RestRoute[] = [
  restRoute({
    definition: EVENTS_CALLS.events,
    method: 'GET',
    path: '/events',
    query: eventListPageQuery,
    input: ({ query, context }) => ({
      includes: IncludeSet.parse(query.include, context),
      mine: parseMine(query.user),
      publishedOnly: parsePublished(query.event_published),
      paging: query.paging,
    }),
    // with first, after, window, starts_from, starts_before or finalized: one page (rest/register-rest-routes.ts)
    pagesWhenAsked: true,
    response: z.array(eventOutput),
    present: (views: EventView[]) => views.map(presentEvent),
  }),
  restRoute({
    definition: EVENTS_CALLS.event,
    method: 'GET',
    path: '/events/:id',
    params: eventIdParams,
    query: eventListQuery,
    input: ({ params, query, context }) => ({
      id: params.id,
      includes: IncludeSet.parse(query.include, context),
      mine: parseMine(query.user),
    }),
    response: eventOutput,
    present: presentEvent,
  }),
  restRoute({
    definition: EVENTS_CALLS.deleteEvent,
    method: 'DELETE',
    path: '/events/:id',
    response: z.object({ _id: z.string() }),
    present: (deleted: { id: string }) => ({ _id: deleted.id }),
  }),
];

import { pagedRoute } from '../../rest/paged-route';
import type { RestRoute } from '../../rest/route-table';
import { IncludeSet } from './event-include';
import type { RegistrationRow } from './event-lists.service';
import type { EventView } from './event-views';
import { eventConnectionQuery } from './event-lists.inputs';
import { EVENTS_CALLS } from './events.calls';
import { eventOutput, presentEvent, presentRegistration, registrationOutput } from './events.presenter';

/*
 * The events and an event's registrations as keyset connections over REST (rest/paged-route.ts),
 * beside GraphQL's eventConnection and registrationConnection with the same contract.
 * GET /events keeps answering every event, as events §7 documents, and takes the same parameters to
 * answer one page (events.routes.ts): /events/paged stays for the integrators who use it, deprecated.
 */

export const EVENT_LIST_ROUTES: RestRoute[] = [
  pagedRoute({
    definition: EVENTS_CALLS.eventConnection,
    path: '/events/paged',
    deprecated: 'GET /events takes the same parameters (first, after, window, starts_from, starts_before, finalized) and pages itself.',
    query: eventConnectionQuery,
    input: ({ query, context }) => ({ query, includes: IncludeSet.parse(query.include, context) }),
    item: eventOutput,
    presentNode: (view: EventView) => presentEvent(view),
  }),
  pagedRoute({
    definition: EVENTS_CALLS.registrationConnection,
    path: '/registrations/paged',
    item: registrationOutput,
    presentNode: (row: RegistrationRow) => presentRegistration(row.registration, row, { user: true, character: true }),
  }),
];

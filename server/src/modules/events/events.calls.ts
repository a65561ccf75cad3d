import { defineCall, defineCalls } from '../../calls/call-definition';
import { rule } from '../accounts/accounts.policy';
import type { IncludeSet } from './event-include';
import { eventConnectionQuery, type EventConnectionQuery } from './event-lists.inputs';
import { EVENT_POLICY } from './events.policy';

/** The calls of events: who may make each, the API token scope it needs (calls/call-definition.ts). */
export const EVENTS_CALLS = defineCalls({
  events: { access: 'signedIn', scope: 'events:read' },
  event: { access: 'signedIn', scope: 'events:read' },
  deleteEvent: { access: rule(EVENT_POLICY, 'manage'), scope: 'events:write' },
  defaultRegistrationQuestions: { access: 'signedIn', scope: 'events:read' },
  updateDefaultRegistrationQuestions: { access: rule(EVENT_POLICY, 'manage'), scope: 'events:write' },
  createEvent: { access: rule(EVENT_POLICY, 'manage'), scope: 'events:write' },
  updateEvent: { access: rule(EVENT_POLICY, 'manage'), scope: 'events:write' },
  publishEvent: { access: rule(EVENT_POLICY, 'manage'), scope: 'events:write' },
  defaultSurveyQuestions: { access: 'signedIn', scope: 'events:read' },
  updateDefaultSurveyQuestions: { access: rule(EVENT_POLICY, 'manage'), scope: 'events:write' },
  eventConnection: defineCall({
    access: 'signedIn',
    scope: 'events:read',
    input: eventConnectionQuery,
    summary:
      'The events a page at a time (keyset cursor, at most 100): upcoming soonest first, past newest first, or all newest first, by start date range, published and finalized, with the counts and rows asked for in include=.',
    // the counts and rows asked for: GraphQL's selection, REST's include=
    run: ({ context, services }, { query, includes }: { query: EventConnectionQuery; includes: IncludeSet }) =>
      services.eventLists.eventConnection(context, query, includes),
  }),
  eventImage: { access: 'public', scope: 'events:read', restOnly: 'an image file; GraphQL gives its URL (Event.eventImageUrl)' },
});

import { defineCalls } from '../../calls/call-definition';
import { rule } from '../accounts/accounts.policy';
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
  eventImage: { access: 'public', scope: 'events:read', restOnly: 'an image file; GraphQL gives its URL (Event.eventImageUrl)' },
});

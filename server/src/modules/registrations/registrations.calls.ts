import { defineCall, defineCalls } from '../../calls/call-definition';
import { registrationConnectionQuery } from '../events/event-lists.inputs';
import { rule } from '../accounts/accounts.policy';
import { EVENT_POLICY } from '../events/events.policy';

/** The calls of registrations: who may make each, the API token scope it needs (calls/call-definition.ts). */
export const REGISTRATIONS_CALLS = defineCalls({
  registerForEvent: { access: 'signedIn', scope: 'registrations:write', idempotent: true },
  eventRegistration: { access: 'signedIn', scope: 'registrations:read' },
  updateEventRegistration: { access: 'signedIn', scope: 'registrations:write' },
  cancelEventRegistration: { access: 'signedIn', scope: 'registrations:write' },
  confirmRegistrations: { access: rule(EVENT_POLICY, 'reviewRegistrations'), scope: 'registrations:write' },
  acceptOffer: { access: 'signedIn', scope: 'registrations:write' },
  declineOffer: { access: 'signedIn', scope: 'registrations:write' },
  updateRegistrationAdmin: { access: rule(EVENT_POLICY, 'reviewRegistrations'), scope: 'registrations:write' },
  registrationConnection: defineCall({
    access: rule(EVENT_POLICY, 'viewAllRegistrations'),
    scope: 'registrations:read',
    input: registrationConnectionQuery,
    summary:
      "An event's registrations a page at a time (keyset cursor, at most 100), oldest first, by state, event role and player, with each one's player, character and answers.",
    run: ({ context, services }, query) => services.eventLists.registrationConnection(context, query),
  }),
  waitlist: { access: rule(EVENT_POLICY, 'viewWaitlist'), scope: 'events:read' },
});

import { defineCalls } from '../../calls/call-definition';
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
  waitlist: { access: rule(EVENT_POLICY, 'viewWaitlist'), scope: 'events:read' },
});

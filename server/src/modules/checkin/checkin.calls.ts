import { defineCalls } from '../../calls/call-definition';
import { rule } from '../accounts/accounts.policy';
import { CHECKIN_POLICY } from './checkin.policy';

/** The calls of checkin: who may make each, the API token scope it needs (calls/call-definition.ts). */
export const CHECKIN_CALLS = defineCalls({
  registrationTicket: { access: 'signedIn', scope: 'registrations:read' },
  uploadCheckins: { access: rule(CHECKIN_POLICY, 'run'), scope: 'events:write' },
  eventCheckins: { access: rule(CHECKIN_POLICY, 'run'), scope: 'events:read' },
  checkinRoster: { access: rule(CHECKIN_POLICY, 'run'), scope: 'events:read' },
  checkinKeys: { access: rule(CHECKIN_POLICY, 'run'), scope: 'events:read' },
  annulCheckin: { access: rule(CHECKIN_POLICY, 'decide'), scope: 'events:write' },
  resolveCheckinConflict: { access: rule(CHECKIN_POLICY, 'decide'), scope: 'events:write' },
  checkinDecisions: { access: rule(CHECKIN_POLICY, 'run'), scope: 'events:read' },
});

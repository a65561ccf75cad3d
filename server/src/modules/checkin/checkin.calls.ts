import { defineCall, defineCalls } from '../../calls/call-definition';
import { rule } from '../accounts/accounts.policy';
import { checkinBatchInput, checkinParams, conflictParams, decisionInput, eventParams, rosterQuery, ticketParams } from './checkin.inputs';
import { CHECKIN_POLICY } from './checkin.policy';

/** The calls of checkin: who may make each, its token scope, contracts, summary and service call (calls/call-definition.ts). */
export const CHECKIN_CALLS = defineCalls({
  registrationTicket: defineCall({
    access: 'signedIn',
    scope: 'registrations:read',
    params: ticketParams,
    summary: "The ticket of one's own accepted registration: the QR code's signed payload and the short code.",
    run: ({ context, services }, { id }) => services.tickets.forOwner(context, id),
  }),
  uploadCheckins: defineCall({
    access: rule(CHECKIN_POLICY, 'run'),
    scope: 'events:write',
    params: eventParams,
    input: checkinBatchInput,
    summary:
      'A batch of at most 500 scans (413 past that). Each scan is stored once under its nonce: a batch sent again gets the same answers and creates nothing.',
    run: ({ context, services }, command) => services.checkin.upload(context, command.event_id, command),
  }),
  eventCheckins: defineCall({
    access: rule(CHECKIN_POLICY, 'run'),
    scope: 'events:read',
    params: eventParams,
    summary: 'The live check-ins of the event and the conflicts between devices.',
    run: ({ context, services }, { event_id }) => services.checkin.list(context, event_id),
  }),
  checkinRoster: defineCall({
    access: rule(CHECKIN_POLICY, 'run'),
    scope: 'events:read',
    params: eventParams,
    input: rosterQuery,
    summary: 'The roster a gate keeps offline (no emails), whole or changed since `since`, with the walk-ins and revoked tickets.',
    run: ({ context, services }, { event_id, since }) => services.checkin.roster(context, event_id, since ?? null),
  }),
  checkinKeys: defineCall({
    access: rule(CHECKIN_POLICY, 'run'),
    scope: 'events:read',
    summary: 'The public keys that verify tickets, with their ids and retirement dates.',
    run: ({ context, services }) => services.checkin.publicKeys(context),
  }),
  annulCheckin: defineCall({
    access: rule(CHECKIN_POLICY, 'decide'),
    scope: 'events:write',
    params: checkinParams,
    input: decisionInput,
    summary: 'Annuls a check-in, with a reason (kept in the audit trail).',
    run: ({ context, services }, command) => services.checkin.annul(context, command.event_id, command.id, command),
  }),
  resolveCheckinConflict: defineCall({
    access: rule(CHECKIN_POLICY, 'decide'),
    scope: 'events:write',
    params: conflictParams,
    input: decisionInput,
    summary: 'Resolves a conflict between devices, with a reason (kept in the audit trail).',
    run: ({ context, services }, command) => services.checkin.resolve(context, command.event_id, command.id, command),
  }),
  checkinDecisions: defineCall({
    access: rule(CHECKIN_POLICY, 'run'),
    scope: 'events:read',
    params: eventParams,
    summary: "The admins' decisions at the gate (annulled check-ins, resolved conflicts), newest first.",
    run: ({ context, services }, { event_id }) => services.checkin.audit(context, event_id),
  }),
});

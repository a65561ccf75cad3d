import { z } from 'zod';
import type { Checkin, CheckinAuditEntry, CheckinKey } from '../../db/entities/checkin.entities';
import { restRoute, type RestRoute } from '../../rest/route-table';
import { checkinBatchInput, checkinParams, decisionInput, eventParams, rosterQuery, ticketParams } from './checkin.inputs';
import {
  auditOutput,
  checkinListOutput,
  checkinOutput,
  conflictOutput,
  keyOutput,
  presentAudit,
  presentCheckin,
  presentCheckinList,
  presentConflict,
  presentKey,
  presentRoster,
  presentScanAnswer,
  presentTicket,
  rosterOutput,
  scanAnswerOutput,
  ticketOutput,
} from './checkin.presenter';
import type { ScanAnswer } from './checkin.service';
import { CHECKIN_POLICY } from './checkin.policy';
import { rule } from '../accounts/accounts.policy';

/** Issue 19's calls: the player's ticket, the gate's batches, roster and keys, the admins' decisions. */
export const CHECKIN_ROUTES: RestRoute[] = [
  restRoute({
    method: 'GET',
    path: '/user/event_registrations/:id/ticket',
    params: ticketParams,
    summary: "The ticket of one's own accepted registration: the QR code's signed payload and the short code.",
    response: ticketOutput,
    call: ({ params, context, services }) => services.tickets.forOwner(context, params.id),
    present: presentTicket,
  }),
  restRoute({
    method: 'POST',
    path: '/events/:event_id/checkins',
    access: rule(CHECKIN_POLICY, 'run'),
    params: eventParams,
    body: checkinBatchInput,
    summary:
      'A batch of at most 500 scans (413 past that). Each scan is stored once under its nonce: a batch sent again gets the same answers and creates nothing.',
    response: z.array(scanAnswerOutput),
    call: ({ body, params, context, services }) => services.checkin.upload(context, params.event_id, body),
    present: (answers: ScanAnswer[]) => answers.map(presentScanAnswer),
  }),
  restRoute({
    method: 'GET',
    path: '/events/:event_id/checkins',
    access: rule(CHECKIN_POLICY, 'run'),
    params: eventParams,
    summary: 'The live check-ins of the event and the conflicts between devices.',
    response: checkinListOutput,
    call: ({ params, context, services }) => services.checkin.list(context, params.event_id),
    present: presentCheckinList,
  }),
  restRoute({
    method: 'GET',
    path: '/events/:event_id/checkin/roster',
    access: rule(CHECKIN_POLICY, 'run'),
    params: eventParams,
    query: rosterQuery,
    summary: 'The roster a gate keeps offline (no emails), whole or changed since `since`, with the walk-ins and revoked tickets.',
    response: rosterOutput,
    call: ({ params, query, context, services }) => services.checkin.roster(context, params.event_id, query.since ?? null),
    present: presentRoster,
  }),
  restRoute({
    method: 'GET',
    path: '/checkin/keys',
    access: rule(CHECKIN_POLICY, 'run'),
    summary: 'The public keys that verify tickets, with their ids and retirement dates.',
    response: z.array(keyOutput),
    call: ({ context, services }) => services.checkin.publicKeys(context),
    present: (keys: CheckinKey[]) => keys.map(presentKey),
  }),
  restRoute({
    method: 'POST',
    path: '/events/:event_id/checkins/:id/annul',
    access: rule(CHECKIN_POLICY, 'decide'),
    params: checkinParams,
    body: decisionInput,
    summary: 'Annuls a check-in, with a reason (kept in the audit trail).',
    response: checkinOutput,
    call: ({ body, params, context, services }) => services.checkin.annul(context, params.event_id, params.id, body),
    present: (checkin: Checkin) => presentCheckin(checkin),
  }),
  restRoute({
    method: 'POST',
    path: '/events/:event_id/checkin_conflicts/:id/resolve',
    access: rule(CHECKIN_POLICY, 'decide'),
    params: checkinParams,
    body: decisionInput,
    summary: 'Resolves a conflict between devices, with a reason (kept in the audit trail).',
    response: conflictOutput,
    call: ({ body, params, context, services }) => services.checkin.resolve(context, params.event_id, params.id, body),
    present: presentConflict,
  }),
  restRoute({
    method: 'GET',
    path: '/events/:event_id/checkin/audit',
    access: rule(CHECKIN_POLICY, 'run'),
    params: eventParams,
    summary: "The admins' decisions at the gate (annulled check-ins, resolved conflicts), newest first.",
    response: z.array(auditOutput),
    call: ({ params, context, services }) => services.checkin.audit(context, params.event_id),
    present: (entries: CheckinAuditEntry[]) => entries.map(presentAudit),
  }),
];

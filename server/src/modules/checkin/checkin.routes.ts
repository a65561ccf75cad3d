import { CHECKIN_CALLS } from './checkin.calls';
import { z } from 'zod';
import type { Checkin, CheckinAuditEntry, CheckinKey } from '../../db/entities/checkin.entities';
import { restRoute, type RestRoute } from '../../rest/route-table';
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

/** The check-in calls: the player's ticket, the gate's batches, roster and keys, the admins' decisions. */
export const CHECKIN_ROUTES: RestRoute[] = [
  restRoute({
    definition: CHECKIN_CALLS.registrationTicket,
    method: 'GET',
    path: '/user/event_registrations/:id/ticket',
    response: ticketOutput,
    present: presentTicket,
  }),
  restRoute({
    definition: CHECKIN_CALLS.uploadCheckins,
    method: 'POST',
    path: '/events/:event_id/checkins',
    response: z.array(scanAnswerOutput),
    present: (answers: ScanAnswer[]) => answers.map(presentScanAnswer),
  }),
  restRoute({
    definition: CHECKIN_CALLS.eventCheckins,
    method: 'GET',
    path: '/events/:event_id/checkins',
    response: checkinListOutput,
    present: presentCheckinList,
  }),
  restRoute({
    definition: CHECKIN_CALLS.checkinRoster,
    method: 'GET',
    path: '/events/:event_id/checkin/roster',
    response: rosterOutput,
    present: presentRoster,
  }),
  restRoute({
    definition: CHECKIN_CALLS.checkinKeys,
    method: 'GET',
    path: '/checkin/keys',
    response: z.array(keyOutput),
    present: (keys: CheckinKey[]) => keys.map(presentKey),
  }),
  restRoute({
    definition: CHECKIN_CALLS.annulCheckin,
    method: 'POST',
    path: '/events/:event_id/checkins/:id/annul',
    response: checkinOutput,
    present: (checkin: Checkin) => presentCheckin(checkin),
  }),
  restRoute({
    definition: CHECKIN_CALLS.resolveCheckinConflict,
    method: 'POST',
    path: '/events/:event_id/checkin_conflicts/:id/resolve',
    response: conflictOutput,
    present: presentConflict,
  }),
  restRoute({
    definition: CHECKIN_CALLS.checkinDecisions,
    method: 'GET',
    path: '/events/:event_id/checkin/audit',
    response: z.array(auditOutput),
    present: (entries: CheckinAuditEntry[]) => entries.map(presentAudit),
  }),
];

import { z } from 'zod';
import { body, onGraphQL, params, query } from '../../input/contract';
import { fieldMessages, id, requiredText, text } from '../../input/fields';
import { CHECKIN_MESSAGES as M } from './checkin.messages';

/*
 * The check-in calls, one contract for REST and GraphQL (input/contract.ts). A batch is
 * at most MAX_BATCH scans (the service answers 413 past that); the schema itself stops at
 * MAX_BATCH_PARSED so an oversized body is never parsed scan by scan.
 */

/** Scans in one upload; more: 413. */
export const MAX_BATCH = 500;
/** What the schema reads at all (past MAX_BATCH only to answer 413 rather than 400). */
const MAX_BATCH_PARSED = 5_000;

export const CHECKIN_LIMITS = {
  nonce: 64,
  deviceId: 64,
  /** a QR payload is 140 characters; a short code 8 (with spaces or dashes a few more) */
  ticket: 200,
  walkInName: 200,
  reason: 500,
  staffNote: 1_000,
} as const;

export const eventParams = params({ event_id: id() });
/** POST .../checkins/{id}/annul; GraphQL names the check-in checkinId. */
export const checkinParams = params({ event_id: id(), id: onGraphQL(id(), { name: 'checkinId' }) });
/** POST .../checkin_conflicts/{id}/resolve; GraphQL names the conflict conflictId. */
export const conflictParams = params({ event_id: id(), id: onGraphQL(id(), { name: 'conflictId' }) });

const token = (max: number, label: string) =>
  text(max).refine((value) => /^[A-Za-z0-9._:-]+$/.test(value), { error: `{field} must be ${label} of letters, digits and . _ : -` });

/** An ISO 8601 time with a zone ('2026-06-01T09:30:00.000Z'). */
const instant = () =>
  text(40)
    .refine(
      (value) => /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,6})?)?(Z|[+-]\d{2}:?\d{2})$/.test(value) && !Number.isNaN(Date.parse(value)),
      {
        error: M.badTime,
      },
    )
    .transform((value) => new Date(value));

const walkIn = z
  .object(
    {
      name: text(CHECKIN_LIMITS.walkInName).nullable().optional(),
      reason: requiredText(CHECKIN_LIMITS.reason, M.walkInReasonRequired),
      event_registration: onGraphQL(id(), { name: 'registrationId' }).nullable().optional(),
    },
    { error: '{field} must be an object' },
  )
  .refine((entry) => Boolean(entry.name?.trim()) || Boolean(entry.event_registration), { error: M.walkInWho })
  .transform((entry) => ({ name: entry.name?.trim() || null, reason: entry.reason, registrationId: entry.event_registration ?? null }));

/** One scan as a device queued it. */
export const scanInput = z
  .object(
    {
      nonce: token(CHECKIN_LIMITS.nonce, 'a nonce'),
      device_id: token(CHECKIN_LIMITS.deviceId, 'a device id'),
      scanned_at: instant(),
      /** the QR payload, or the short code typed at the gate */
      ticket: text(CHECKIN_LIMITS.ticket).nullable().optional(),
      /** a person admitted without a ticket: flagged, with a reason */
      walk_in: walkIn.nullable().optional(),
    },
    { error: '{field} must be a scan object' },
  )
  .refine((scan) => Boolean(scan.ticket) !== Boolean(scan.walk_in), { error: M.ticketOrWalkIn })
  .transform((scan) => ({
    nonce: scan.nonce,
    deviceId: scan.device_id,
    scannedAt: scan.scanned_at,
    ticket: scan.ticket ?? null,
    walkIn: scan.walk_in ?? null,
  }));
export type ScanCommand = z.output<typeof scanInput>;

/** POST /events/{event_id}/checkins */
export const checkinBatchInput = body({
  checkins: z.array(scanInput, { error: fieldMessages.list }).max(MAX_BATCH_PARSED, { error: M.batchTooLarge(MAX_BATCH) }),
}).transform((input) => ({ scans: input.checkins }));
export type CheckinBatchCommand = z.output<typeof checkinBatchInput>;

/** GET /events/{event_id}/checkin/roster?since= */
export const rosterQuery = query({ since: instant().optional() });

/** POST .../checkins/{id}/annul and .../checkin_conflicts/{id}/resolve */
export const decisionInput = body({ reason: requiredText(CHECKIN_LIMITS.reason, M.reasonRequired) }).transform((input) => ({
  reason: input.reason,
}));
export type DecisionCommand = z.output<typeof decisionInput>;

/** GET /user/event_registrations/{id}/ticket; GraphQL names the registration registrationId. */
export const ticketParams = params({ id: onGraphQL(id(), { name: 'registrationId' }) });

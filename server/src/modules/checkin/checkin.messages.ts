/** User-facing messages of the check-in calls, in the voice of the events area. */
export const CHECKIN_MESSAGES = {
  batchTooLarge: (max: number) => `A batch holds at most ${max} scans; send the rest in another batch`,
  badTime: '{field} must be a time in ISO 8601 with its zone, e.g. 2026-06-01T09:30:00Z',
  ticketOrWalkIn: 'Each scan carries either a ticket (QR payload or short code) or a walk_in',
  walkInReasonRequired: 'A walk-in needs a reason',
  walkInWho: 'A walk-in names the person (name) or their registration (event_registration)',
  reasonRequired: 'Please give a reason',
  checkinNotFound: 'Check-in not found',
  conflictNotFound: 'Conflict not found',
  alreadyAnnulled: 'This check-in was annulled already',
  alreadyResolved: 'This conflict was resolved already',
  noTicket: 'Only an accepted registration has a ticket',
} as const;

/**
 * Why a scan was refused (the `reason` of a refused scan; the gate words them):
 * cancelled, waitlisted: the registration is; other_event: the ticket is another event's;
 * forged: not signed by our keys, or a short code that names no ticket; revoked: the ticket was
 * replaced or withdrawn (the registration changed, awaits confirmation, or its key was retired);
 * not_registered: a walk-in's registration is not of this event.
 */
export const REFUSAL_REASONS = ['cancelled', 'waitlisted', 'other_event', 'forged', 'revoked', 'not_registered'] as const;
export type RefusalReason = (typeof REFUSAL_REASONS)[number];

export const SCAN_RESULTS = ['admitted', 'duplicate', 'conflict', 'refused'] as const;
export type ScanResult = (typeof SCAN_RESULTS)[number];

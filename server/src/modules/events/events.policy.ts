import type { User } from '../../db/entities/user.entity';
import type { RequestContext } from '../../request-context';
import { authorize, can, type Policy } from '../accounts/accounts.policy';

/**
 * Who may do what in the events area (events §6, §7, §9): admins manage events, their questions,
 * registrations and finalize and see unpublished events; staff (and admins) review attendance, see
 * survey counts and every player's registrations. Reading
 * events needs only a signed-in player; a player's own registrations and surveys are checked by
 * ownership in their services.
 */
export const EVENT_POLICY = {
  manage: 'admin',
  reviewRegistrations: 'admin',
  viewWaitlist: 'staff',
  finalize: 'admin',
  reviewAttendance: 'staff',
  /** survey response counts on events (events §6) */
  viewSurveyCounts: 'staff',
  /** every player's registrations on events, and any one registration (a player sees their own) */
  viewAllRegistrations: 'staff',
  /** unpublished events (they do not exist for the others: 404) */
  viewUnpublished: 'admin',
} as const satisfies Policy<string>;
export type EventAction = keyof typeof EVENT_POLICY;

export const canOnEvents = (user: User | null, action: EventAction): boolean => can(EVENT_POLICY, user, action);
export const authorizeOnEvents = (context: RequestContext, action: EventAction): User => authorize(EVENT_POLICY, context, action);

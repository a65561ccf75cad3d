import type { User } from '../../db/entities/user.entity';
import type { RequestContext } from '../../request-context';
import { authorize, can, type Policy } from '../accounts/accounts.policy';

/**
 * Who may do what at the gate: staff (and admins) run the check-in (upload scans, read
 * the roster, the keys, the live check-ins and the admins' decisions); only admins annul a check-in
 * or resolve a conflict.
 */
export const CHECKIN_POLICY = {
  run: 'staff',
  decide: 'admin',
} as const satisfies Policy<string>;
export type CheckinAction = keyof typeof CHECKIN_POLICY;

export const canOnCheckin = (user: User | null, action: CheckinAction): boolean => can(CHECKIN_POLICY, user, action);
export const authorizeOnCheckin = (context: RequestContext, action: CheckinAction): User => authorize(CHECKIN_POLICY, context, action);

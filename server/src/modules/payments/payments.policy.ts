import type { User } from '../../db/entities/user.entity';
import type { RequestContext } from '../../request-context';
import { authorize, can, type Policy } from '../accounts/accounts.policy';

/**
 * Who may do what with fees and payments: staff see what registrations owe and take cash (at the
 * gate, or "mark paid (cash)" on the review); admins set fees and the site's payment settings, waive,
 * refund, correct, reprice and import bank statements. A player sees their own registration's
 * payments (checked by ownership in the service).
 */
export const PAYMENT_POLICY = {
  view: 'staff',
  takeCash: 'staff',
  manage: 'admin',
} as const satisfies Policy<string>;
export type PaymentAction = keyof typeof PAYMENT_POLICY;

export const canOnPayments = (user: User | null, action: PaymentAction): boolean => can(PAYMENT_POLICY, user, action);
export const authorizeOnPayments = (context: RequestContext, action: PaymentAction): User => authorize(PAYMENT_POLICY, context, action);

import type { User } from '../../db/entities/user.entity';
import type { RequestContext } from '../../request-context';
import { authorize, can, type Policy } from '../accounts/accounts.policy';

/**
 * Who may do what with the mail outbox: admins see the mails that were not delivered (unconfirmed
 * after a crash, or given up after the last retry) and send one again.
 */
export const NOTIFICATION_POLICY = {
  manageOutbox: 'admin',
} as const satisfies Policy<string>;
export type NotificationAction = keyof typeof NOTIFICATION_POLICY;

export const canOnNotifications = (user: User | null, action: NotificationAction): boolean => can(NOTIFICATION_POLICY, user, action);
export const authorizeOnNotifications = (context: RequestContext, action: NotificationAction): User =>
  authorize(NOTIFICATION_POLICY, context, action);

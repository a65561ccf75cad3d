import type { User } from '../../db/entities/user.entity';
import type { RequestContext } from '../../request-context';
import { authorize, can, type Policy } from '../accounts/accounts.policy';

/** Who may do what with the integrators' webhooks: admins list, add, change and remove them and read their deliveries. */
export const WEBHOOK_POLICY = {
  manage: 'admin',
} as const satisfies Policy<string>;
export type WebhookAction = keyof typeof WEBHOOK_POLICY;

export const canOnWebhooks = (user: User | null, action: WebhookAction): boolean => can(WEBHOOK_POLICY, user, action);
export const authorizeOnWebhooks = (context: RequestContext, action: WebhookAction): User => authorize(WEBHOOK_POLICY, context, action);

import type { User } from '../../db/entities/user.entity';
import type { RequestContext } from '../../request-context';
import { authorize, can, type Policy } from '../accounts/accounts.policy';

/** Who may write to participants: admins (the organizers) write, see the audience and the history. */
export const MESSAGE_POLICY = {
  send: 'admin',
} as const satisfies Policy<string>;
export type MessageAction = keyof typeof MESSAGE_POLICY;

export const canOnMessages = (user: User | null, action: MessageAction): boolean => can(MESSAGE_POLICY, user, action);
export const authorizeOnMessages = (context: RequestContext, action: MessageAction): User => authorize(MESSAGE_POLICY, context, action);

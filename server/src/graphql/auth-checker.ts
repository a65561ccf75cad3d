import type { AuthChecker } from 'type-graphql';
import { AppError } from '../errors';
import { ACCOUNT_MESSAGES } from '../modules/accounts/accounts.messages';
import { hasRole, type Role } from '../modules/accounts/accounts.policy';
import type { GraphQLContext } from './context';

/**
 * `@Authorized()` needs a signed-in user; `@Authorized('staff')` a user holding any listed role.
 * Throws our own errors so GraphQL answers UNAUTHENTICATED or FORBIDDEN like the REST bridge's 401/403.
 * Services check again: this only stops a request early.
 */
export const authChecker: AuthChecker<GraphQLContext, Role> = ({ context }, roles) => {
  const user = context.request.user;
  if (!user) throw new AppError('UNAUTHENTICATED', ACCOUNT_MESSAGES.notSignedIn);
  if (roles.length === 0 || roles.some((role) => hasRole(user, role))) return true;
  throw new AppError('FORBIDDEN', ACCOUNT_MESSAGES.notAllowed);
};

import type { AuthChecker } from 'type-graphql';
import { AppError } from '../errors';
import { ACCOUNT_MESSAGES } from '../modules/accounts/accounts.messages';
import { canRule, type PolicyRule } from '../modules/accounts/accounts.policy';
import { roleOfGuard } from './field-guards';
import type { GraphQLContext } from './context';

/**
 * `@Authorized()` needs a signed-in user; `@Authorized(rule(EVENT_POLICY, 'manage'))` a user the
 * named policy rule allows (any one of several rules), the same rule the field's REST twin names in
 * its row's `access`. Resolvers never name a role (eslint.config.mjs forbids anything but `rule(...)`
 * in `@Authorized`). Throws our own errors so GraphQL answers UNAUTHENTICATED or FORBIDDEN like the
 * REST bridge's 401/403; a refusal names the role the field needs (message and `requiredRole`), since
 * staff composing queries in the IDE need to know what their role may read. Services check again:
 * this only stops a request early.
 */
export const authChecker: AuthChecker<GraphQLContext, PolicyRule> = ({ context }, rules) => {
  const user = context.request.user;
  if (!user) throw new AppError('UNAUTHENTICATED', ACCOUNT_MESSAGES.notSignedIn);
  if (rules.length === 0 || rules.some((policyRule) => canRule(user, policyRule))) return true;
  const requiredRole = roleOfGuard(rules);
  throw new AppError('FORBIDDEN', ACCOUNT_MESSAGES.needsRole(requiredRole), { requiredRole });
};

import type { User, UserRole } from '../../db/entities/user.entity';
import { AppError } from '../../errors';
import type { RequestContext } from '../../request-context';
import { ACCOUNT_MESSAGES } from './accounts.messages';

/** Every verified account is a player; staff and admin are stored roles. Admins may do what staff may. */
export type Role = 'player' | UserRole;

/** What a role check reads of a user (a User entity, or the GraphQL User built from one). */
export interface RoleHolder {
  readonly verified: boolean;
  readonly roles: readonly string[];
}

export function hasRole(user: RoleHolder, role: Role): boolean {
  if (role === 'player') return user.verified;
  if (role === 'staff') return user.roles.includes('staff') || user.roles.includes('admin');
  return user.roles.includes(role);
}

/** The signed-in user, or UNAUTHENTICATED (401: the client goes to /login). */
export function requireUser(context: RequestContext): User {
  if (!context.user) throw new AppError('UNAUTHENTICATED', ACCOUNT_MESSAGES.notSignedIn);
  return context.user;
}

/** The signed-in user holding `role`, else 401 (anonymous) or 403. */
export function requireRole(context: RequestContext, role: Role): User {
  const user = requireUser(context);
  if (!hasRole(user, role)) throw new AppError('FORBIDDEN', ACCOUNT_MESSAGES.notAllowed);
  return user;
}

/**
 * A domain's policy: each action it guards and the role it needs. Each domain declares its own
 * (events.policy.ts, characters.policy.ts, ...); services call `authorize` before doing anything, so
 * REST and GraphQL get the same answer, and the viewer's abilities (GraphQL `viewer { can }`) are
 * read from the same tables.
 */
export type Policy<Action extends string> = Readonly<Record<Action, Role>>;

/** Whether `user` (null: signed out) may do `action` under `policy`. */
export function can<Action extends string>(policy: Policy<Action>, user: RoleHolder | null, action: Action): boolean {
  return user !== null && hasRole(user, policy[action]);
}

/** The signed-in user allowed `action` under `policy`, else 401 (anonymous) or 403. */
export function authorize<Action extends string>(policy: Policy<Action>, context: RequestContext, action: Action): User {
  return requireRole(context, policy[action]);
}

/**
 * One action of one domain's policy, named where a guard or an ability needs it without knowing the
 * role behind it: a REST row's `access` (checked by `authorizeRule` before the input is read) and
 * each of the viewer's abilities.
 */
export interface PolicyRule {
  readonly policy: Policy<string>;
  readonly action: string;
}

export const rule = <Action extends string>(policy: Policy<Action>, action: Action): PolicyRule => ({ policy, action });

/** The role a rule needs (for documentation: the OpenAPI document's "who may call it"). */
export const roleOfRule = (policyRule: PolicyRule): Role => policyRule.policy[policyRule.action];

export const canRule = (user: RoleHolder | null, policyRule: PolicyRule): boolean => can(policyRule.policy, user, policyRule.action);
export const authorizeRule = (context: RequestContext, policyRule: PolicyRule): User =>
  authorize(policyRule.policy, context, policyRule.action);

/** Manage Users (events §2): the user list, roles, erasing an account at once. */
export const ACCOUNT_POLICY = {
  manageUsers: 'admin',
} as const satisfies Policy<string>;
export type AccountAction = keyof typeof ACCOUNT_POLICY;

export const canOnAccounts = (user: User | null, action: AccountAction): boolean => can(ACCOUNT_POLICY, user, action);
export const authorizeOnAccounts = (context: RequestContext, action: AccountAction): User => authorize(ACCOUNT_POLICY, context, action);

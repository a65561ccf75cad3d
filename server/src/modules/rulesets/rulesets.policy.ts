import type { User } from '../../db/entities/user.entity';
import type { RequestContext } from '../../request-context';
import { authorize, can, type Policy } from '../accounts/accounts.policy';

/**
 * Who may do what with the ruleset: anyone signed in reads the ruleset in force and the
 * notices of their own characters; admins see the versions, make drafts, read their impact and
 * publish; staff (and admins) read any character's ruleset notices.
 */
export const RULESET_POLICY = {
  manage: 'admin',
  readAnyNotices: 'staff',
} as const satisfies Policy<string>;
export type RulesetAction = keyof typeof RULESET_POLICY;

export const canOnRulesets = (user: User | null, action: RulesetAction): boolean => can(RULESET_POLICY, user, action);
export const authorizeOnRulesets = (context: RequestContext, action: RulesetAction): User => authorize(RULESET_POLICY, context, action);

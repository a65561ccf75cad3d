import type { User } from '../../db/entities/user.entity';
import type { RequestContext } from '../../request-context';
import { authorize, type Policy } from '../accounts/accounts.policy';

/** Who may do what with the community's own settings: admins edit the privacy statement and the site's look. */
export const SITE_POLICY = {
  manage: 'admin',
} as const satisfies Policy<string>;
export type SiteAction = keyof typeof SITE_POLICY;

export const authorizeOnSite = (context: RequestContext, action: SiteAction): User => authorize(SITE_POLICY, context, action);

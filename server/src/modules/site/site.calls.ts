import { defineCalls } from '../../calls/call-definition';
import { rule } from '../accounts/accounts.policy';
import { SITE_POLICY } from './site.policy';

/** The calls of site: who may make each, the API token scope it needs (calls/call-definition.ts). */
export const SITE_CALLS = defineCalls({
  siteSettings: { access: 'signedIn', scope: 'account:read' },
  privacyStatement: { access: 'public', scope: 'account:read' },
  updatePrivacyStatement: { access: rule(SITE_POLICY, 'manage'), scope: 'account:write' },
  siteLook: { access: 'public', scope: 'account:read' },
  updateSiteLook: { access: rule(SITE_POLICY, 'manage'), scope: 'account:write' },
});

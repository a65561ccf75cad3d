import { defineCalls } from '../../calls/call-definition';
import { rule } from './accounts.policy';
import { ACCOUNT_POLICY } from './accounts.policy';

/** The calls of accounts: who may make each, the API token scope it needs (calls/call-definition.ts). */
export const ACCOUNTS_CALLS = defineCalls({
  signup: { access: 'public', scope: 'account:write' },
  login: { access: 'public', scope: 'account:write' },
  logout: { access: 'public', scope: 'account:write' },
  resendVerification: { access: 'public', scope: 'account:write' },
  verifyAccount: { access: 'public', scope: 'account:write' },
  forgotPassword: { access: 'public', scope: 'account:write' },
  resetPassword: { access: 'public', scope: 'account:write' },
  updatePassword: { access: 'signedIn', scope: 'account:write' },
  currentUser: { access: 'public', scope: 'account:read' },
  userRoles: { access: 'signedIn', scope: 'account:read' },
  users: { access: rule(ACCOUNT_POLICY, 'manageUsers'), scope: 'account:read' },
  updateUserRoles: { access: rule(ACCOUNT_POLICY, 'manageUsers'), scope: 'account:write' },
  signedInUser: {
    access: 'signedIn',
    scope: 'account:read',
    restOnly: 'GraphQL has currentUser, which answers null when signed out instead of 401',
  },
});

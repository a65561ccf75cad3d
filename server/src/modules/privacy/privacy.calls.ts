import { defineCalls } from '../../calls/call-definition';
import { rule } from '../accounts/accounts.policy';
import { ACCOUNT_POLICY } from '../accounts/accounts.policy';

/** The calls of privacy: who may make each, the API token scope it needs (calls/call-definition.ts). */
export const PRIVACY_CALLS = defineCalls({
  myDataExport: { access: 'signedIn', scope: 'account:read' },
  updateProfile: { access: 'signedIn', scope: 'account:write' },
  confirmEmail: { access: 'public', scope: 'account:write' },
  mySessions: { access: 'signedIn', scope: 'account:read' },
  endSession: { access: 'signedIn', scope: 'account:write' },
  accountDeletion: { access: 'signedIn', scope: 'account:read' },
  requestAccountDeletion: { access: 'signedIn', scope: 'account:write' },
  cancelAccountDeletion: { access: 'signedIn', scope: 'account:write' },
  cancelAccountDeletionByLink: { access: 'public', scope: 'account:write' },
  eraseUser: { access: rule(ACCOUNT_POLICY, 'manageUsers'), scope: 'account:write' },
  myDataExportPage: { access: 'signedIn', scope: 'account:read', restOnly: 'an HTML page; GraphQL has the same data as myDataExport' },
});

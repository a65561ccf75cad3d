import { defineCall, defineCalls } from '../../calls/call-definition';
import { ACCOUNT_POLICY, rule } from '../accounts/accounts.policy';
import {
  cancelDeletionParams,
  confirmEmailInput,
  requestDeletionInput,
  sessionParams,
  updateProfileInput,
  userIdParams,
} from './privacy.inputs';

/** The calls of privacy: who may make each, its token scope, contracts, summary and service call (calls/call-definition.ts). */
export const PRIVACY_CALLS = defineCalls({
  myDataExport: defineCall({
    access: 'signedIn',
    scope: 'account:read',
    summary: 'All your personal data, as JSON.',
    run: ({ context, services }) => services.privacy.exportData(context),
  }),
  updateProfile: defineCall({
    access: 'signedIn',
    scope: 'account:write',
    input: updateProfileInput,
    summary: 'Changes your names, email consent or email address (a new address is confirmed by mail).',
    run: ({ context, services }, command) => services.privacy.updateProfile(context, command),
  }),
  confirmEmail: defineCall({
    access: 'public',
    scope: 'account:write',
    input: confirmEmailInput,
    summary: 'Confirms a new email address with the mailed token.',
    run: ({ context, services }, command) => services.privacy.confirmEmail(context, command),
  }),
  mySessions: defineCall({
    access: 'signedIn',
    scope: 'account:read',
    summary: 'Your signed-in sessions (browsers).',
    run: ({ context, services }) => services.privacy.listSessions(context),
  }),
  endSession: defineCall({
    access: 'signedIn',
    scope: 'account:write',
    params: sessionParams,
    summary: 'Ends one of your sessions.',
    run: ({ context, services }, { id }) => services.privacy.endSession(context, id),
  }),
  accountDeletion: defineCall({
    access: 'signedIn',
    scope: 'account:read',
    summary: 'Whether your account is scheduled for deletion, and when.',
    run: ({ context, services }) => services.privacy.deletionState(context),
  }),
  requestAccountDeletion: defineCall({
    access: 'signedIn',
    scope: 'account:write',
    input: requestDeletionInput,
    summary: 'Schedules the deletion of your account (your password is required).',
    run: ({ context, services }, command) => services.privacy.requestDeletion(context, command),
  }),
  cancelAccountDeletion: defineCall({
    access: 'signedIn',
    scope: 'account:write',
    summary: 'Cancels the scheduled deletion of your account.',
    run: ({ context, services }) => services.privacy.cancelDeletion(context),
  }),
  cancelAccountDeletionByLink: defineCall({
    access: 'public',
    scope: 'account:write',
    params: cancelDeletionParams,
    summary: 'Cancels a scheduled account deletion with the mailed link.',
    run: ({ context, services }, { token }) => services.privacy.cancelDeletionByLink(context, token),
  }),
  eraseUser: defineCall({
    access: rule(ACCOUNT_POLICY, 'manageUsers'),
    scope: 'account:write',
    params: userIdParams,
    summary: "Erases a user's personal data at once (admins).",
    run: ({ context, services }, { user_id: userId }) => services.privacy.eraseUser(context, userId),
  }),
  myDataExportPage: defineCall({
    access: 'signedIn',
    scope: 'account:read',
    restOnly: 'an HTML page; GraphQL has the same data as myDataExport',
    run: ({ context, services }) => services.privacy.exportHtml(context),
  }),
});

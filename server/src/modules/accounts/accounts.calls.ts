import type { z } from 'zod';
import { defineCall, defineCalls } from '../../calls/call-definition';
import type { PagedList } from '../../input/paging';
import type { UserConnectionQuery } from '../staff-lists/staff-lists.inputs';
import type { User } from '../../db/entities/user.entity';
import {
  forgotPasswordInput,
  loginInput,
  resendVerificationInput,
  resetPasswordInput,
  signupInput,
  tokenParams,
  updatePasswordInput,
  updateRolesInput,
  userListPageQuery,
  verifyInput,
} from './accounts.inputs';
import { ACCOUNT_POLICY, rule } from './accounts.policy';

/** The user list's command: the query's flags, and the columns a GraphQL selection asks for (all when absent). */
type UserListCommand = Omit<z.output<typeof userListPageQuery>, 'paging'> & {
  columns?: ReadonlyArray<keyof User>;
  paging?: UserConnectionQuery | null;
};

/** The calls of accounts: who may make each, its token scope, contracts, summary and service call (calls/call-definition.ts). */
export const ACCOUNTS_CALLS = defineCalls({
  signup: defineCall({
    access: 'public',
    scope: 'account:write',
    input: signupInput,
    summary: 'Signs up: makes an unverified account and mails the verification link.',
    run: ({ context, services }, command) => services.accounts.signup(context, command),
  }),
  login: defineCall({
    access: 'public',
    scope: 'account:write',
    input: loginInput,
    summary: 'Signs in with email and password and sets the session cookie.',
    run: ({ context, services }, command) => services.accounts.login(context, command),
  }),
  logout: defineCall({
    access: 'public',
    scope: 'account:write',
    summary: 'Signs out: ends the session and clears its cookie.',
    run: ({ context, services }) => services.accounts.logout(context),
  }),
  resendVerification: defineCall({
    access: 'public',
    scope: 'account:write',
    input: resendVerificationInput,
    summary: 'Mails the verification link again.',
    run: ({ context, services }, command) => services.accounts.resendVerification(context, command),
  }),
  verifyAccount: defineCall({
    access: 'public',
    scope: 'account:write',
    params: tokenParams,
    input: verifyInput,
    summary: 'Verifies the account of the mailed link (with the privacy statement accepted when asked).',
    run: ({ context, services }, { token, ...command }) => services.accounts.verify(context, token, command),
  }),
  forgotPassword: defineCall({
    access: 'public',
    scope: 'account:write',
    input: forgotPasswordInput,
    summary: 'Mails a password reset link, if the account exists.',
    run: ({ context, services }, command) => services.accounts.forgotPassword(context, command),
  }),
  resetPassword: defineCall({
    access: 'public',
    scope: 'account:write',
    params: tokenParams,
    input: resetPasswordInput,
    summary: 'Sets a new password with the mailed reset link.',
    run: ({ context, services }, { token, ...command }) => services.accounts.resetPassword(context, token, command),
  }),
  updatePassword: defineCall({
    access: 'signedIn',
    scope: 'account:write',
    input: updatePasswordInput,
    summary: 'Changes your password (the current one is required).',
    run: ({ context, services }, command) => services.accounts.updatePassword(context, command),
  }),
  currentUser: defineCall({
    access: 'public',
    scope: 'account:read',
    summary: 'The signed-in user; null when not signed in.',
    run: ({ context }): User | null => context.user,
  }),
  userRoles: defineCall({
    access: 'signedIn',
    scope: 'account:read',
    summary: "The signed-in user's roles (staff, admin).",
    run: ({ context, services }) => services.accounts.roles(context),
  }),
  users: defineCall({
    access: rule(ACCOUNT_POLICY, 'manageUsers'),
    scope: 'account:read',
    input: userListPageQuery,
    summary:
      "Every user (admins), optionally only some attributes and the erased accounts. Optionally a page at a time: with first, after, sort, direction, search, role or verified (GET /users/paged's parameters) the answer is one page, its total and next cursor in `paging` and the next page's address in the Link header.",
    // REST's connection parameters: one page
    run: ({ context, services }, { includeErased, columns, paging }: UserListCommand): Promise<PagedList<User>> =>
      paging ? services.accounts.usersPage(context, paging, columns) : services.accounts.listUsers(context, { includeErased, columns }),
  }),
  updateUserRoles: defineCall({
    access: rule(ACCOUNT_POLICY, 'manageUsers'),
    scope: 'account:write',
    input: updateRolesInput,
    summary: "Sets users' roles (staff, admin), by user id.",
    run: ({ context, services }, command) => services.accounts.updateRoles(context, command),
  }),
  signedInUser: defineCall({
    access: 'signedIn',
    scope: 'account:read',
    restOnly: 'GraphQL has currentUser, which answers null when signed out instead of 401',
    summary: 'The signed-in user: names, email, shard total, verified, roles.',
    run: ({ context, services }) => services.accounts.currentUser(context),
  }),
});

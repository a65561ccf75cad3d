import { ACCOUNTS_CALLS } from './accounts.calls';
import type { User } from '../../db/entities/user.entity';
import { restRoute, type RestRoute } from '../../rest/route-table';
import { ACCOUNT_MESSAGES } from './accounts.messages';
import {
  forgotPasswordInput,
  loginInput,
  resendVerificationInput,
  resetPasswordInput,
  signupInput,
  tokenParams,
  updatePasswordInput,
  updateRolesInput,
  userAttributesQuery,
  verifyInput,
} from './accounts.inputs';
import { z } from 'zod';
import { messageOutput, pickUserAttributes, presentUser, userAttributesOutput, userOutput } from './user.presenter';

const message = (text: string) => ({ message: text });

/** The account calls of players §7 and events §7, with their documented paths and bodies. */
export const ACCOUNT_ROUTES: RestRoute[] = [
  restRoute({
    definition: ACCOUNTS_CALLS.signup,
    method: 'POST',
    summary: 'Signs up: makes an unverified account and mails the verification link.',
    path: '/signup',
    status: 201,
    body: signupInput,
    call: ({ body, context, services }) => services.accounts.signup(context, body),
    response: z.object({ user: userOutput, message: z.string() }),
    present: (user: User) => ({ user: presentUser(user), message: ACCOUNT_MESSAGES.verificationSent }),
  }),
  restRoute({
    definition: ACCOUNTS_CALLS.login,
    method: 'POST',
    summary: 'Signs in with email and password and sets the session cookie.',
    path: '/login',
    body: loginInput,
    call: ({ body, context, services }) => services.accounts.login(context, body),
    response: z.object({ user: userOutput }),
    present: (user: User) => ({ user: presentUser(user) }),
  }),
  restRoute({
    definition: ACCOUNTS_CALLS.logout,
    method: 'POST',
    summary: 'Signs out: ends the session and clears its cookie.',
    path: '/logout',
    call: ({ context, services }) => services.accounts.logout(context),
    response: messageOutput,
    present: message,
  }),
  restRoute({
    definition: ACCOUNTS_CALLS.resendVerification,
    method: 'POST',
    summary: 'Mails the verification link again.',
    path: '/resend_verification',
    body: resendVerificationInput,
    call: ({ body, context, services }) => services.accounts.resendVerification(context, body),
    response: messageOutput,
    present: message,
  }),
  restRoute({
    definition: ACCOUNTS_CALLS.verifyAccount,
    method: 'PATCH',
    summary: 'Verifies the account of the mailed link (with the privacy statement accepted when asked).',
    path: '/verify/:token',
    params: tokenParams,
    body: verifyInput,
    call: ({ body, params, context, services }) => services.accounts.verify(context, params.token, body),
    response: z.object({ user: userOutput, message: z.string() }),
    present: (user: User) => ({ user: presentUser(user), message: ACCOUNT_MESSAGES.accountVerified }),
  }),
  restRoute({
    definition: ACCOUNTS_CALLS.forgotPassword,
    method: 'POST',
    summary: 'Mails a password reset link, if the account exists.',
    path: '/forgot_password',
    body: forgotPasswordInput,
    call: ({ body, context, services }) => services.accounts.forgotPassword(context, body),
    response: messageOutput,
    present: message,
  }),
  restRoute({
    definition: ACCOUNTS_CALLS.resetPassword,
    method: 'PATCH',
    summary: 'Sets a new password with the mailed reset link.',
    path: '/reset_password/:token',
    params: tokenParams,
    body: resetPasswordInput,
    call: ({ body, params, context, services }) => services.accounts.resetPassword(context, params.token, body),
    response: messageOutput,
    present: message,
  }),
  restRoute({
    definition: ACCOUNTS_CALLS.updatePassword,
    method: 'PATCH',
    summary: 'Changes your password (the current one is required).',
    path: '/user/update_password',
    body: updatePasswordInput,
    call: ({ body, context, services }) => services.accounts.updatePassword(context, body),
    response: messageOutput,
    present: message,
  }),
  restRoute({
    definition: ACCOUNTS_CALLS.signedInUser,
    method: 'GET',
    summary: 'The signed-in user: names, email, shard total, verified, roles.',
    path: '/user',
    call: ({ context, services }) => services.accounts.currentUser(context),
    response: userOutput,
    present: presentUser,
  }),
  restRoute({
    definition: ACCOUNTS_CALLS.userRoles,
    method: 'GET',
    summary: "The signed-in user's roles (staff, admin).",
    path: '/user/roles',
    call: ({ context, services }) => services.accounts.roles(context),
    response: z.array(z.enum(['staff', 'admin'])),
    present: (roles) => roles,
  }),
  restRoute({
    definition: ACCOUNTS_CALLS.users,
    method: 'GET',
    summary: 'Every user (admins), optionally only some attributes and the erased accounts.',
    path: '/users',
    query: userAttributesQuery,
    call: async ({ query, context, services }) => {
      const users = await services.accounts.listUsers(context, { includeErased: query.include_erased });
      return users.map(pickUserAttributes(query.attributes));
    },
    response: z.array(userAttributesOutput),
    present: (users) => users,
  }),
  restRoute({
    definition: ACCOUNTS_CALLS.updateUserRoles,
    method: 'POST',
    summary: "Sets users' roles (staff, admin), by user id.",
    path: '/users/roles',
    body: updateRolesInput,
    call: ({ body, context, services }) => services.accounts.updateRoles(context, body),
    response: z.object({ users: z.array(userOutput), message: z.string() }),
    present: (users: User[]) => ({ users: users.map(presentUser), message: ACCOUNT_MESSAGES.rolesGranted }),
  }),
];

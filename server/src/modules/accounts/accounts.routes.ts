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
import { ACCOUNT_POLICY, rule } from './accounts.policy';

const message = (text: string) => ({ message: text });

/** The account calls of players §7 and events §7, with their documented paths and bodies. */
export const ACCOUNT_ROUTES: RestRoute[] = [
  restRoute({
    method: 'POST',
    summary: 'Signs up: makes an unverified account and mails the verification link.',
    path: '/signup',
    access: 'public',
    status: 201,
    body: signupInput,
    call: ({ body, context, services }) => services.accounts.signup(context, body),
    response: z.object({ user: userOutput, message: z.string() }),
    present: (user: User) => ({ user: presentUser(user), message: ACCOUNT_MESSAGES.verificationSent }),
  }),
  restRoute({
    method: 'POST',
    summary: 'Signs in with email and password and sets the session cookie.',
    path: '/login',
    access: 'public',
    body: loginInput,
    call: ({ body, context, services }) => services.accounts.login(context, body),
    response: z.object({ user: userOutput }),
    present: (user: User) => ({ user: presentUser(user) }),
  }),
  restRoute({
    method: 'POST',
    summary: 'Signs out: ends the session and clears its cookie.',
    path: '/logout',
    access: 'public',
    call: ({ context, services }) => services.accounts.logout(context),
    response: messageOutput,
    present: message,
  }),
  restRoute({
    method: 'POST',
    summary: 'Mails the verification link again.',
    path: '/resend_verification',
    access: 'public',
    body: resendVerificationInput,
    call: ({ body, context, services }) => services.accounts.resendVerification(context, body),
    response: messageOutput,
    present: message,
  }),
  restRoute({
    method: 'PATCH',
    summary: 'Verifies the account of the mailed link (with the privacy statement accepted when asked).',
    path: '/verify/:token',
    access: 'public',
    params: tokenParams,
    body: verifyInput,
    call: ({ body, params, context, services }) => services.accounts.verify(context, params.token, body),
    response: z.object({ user: userOutput, message: z.string() }),
    present: (user: User) => ({ user: presentUser(user), message: ACCOUNT_MESSAGES.accountVerified }),
  }),
  restRoute({
    method: 'POST',
    summary: 'Mails a password reset link, if the account exists.',
    path: '/forgot_password',
    access: 'public',
    body: forgotPasswordInput,
    call: ({ body, context, services }) => services.accounts.forgotPassword(context, body),
    response: messageOutput,
    present: message,
  }),
  restRoute({
    method: 'PATCH',
    summary: 'Sets a new password with the mailed reset link.',
    path: '/reset_password/:token',
    access: 'public',
    params: tokenParams,
    body: resetPasswordInput,
    call: ({ body, params, context, services }) => services.accounts.resetPassword(context, params.token, body),
    response: messageOutput,
    present: message,
  }),
  restRoute({
    method: 'PATCH',
    summary: 'Changes your password (the current one is required).',
    path: '/user/update_password',
    body: updatePasswordInput,
    call: ({ body, context, services }) => services.accounts.updatePassword(context, body),
    response: messageOutput,
    present: message,
  }),
  restRoute({
    method: 'GET',
    summary: 'The signed-in user: names, email, shard total, verified, roles.',
    path: '/user',
    call: ({ context, services }) => services.accounts.currentUser(context),
    response: userOutput,
    present: presentUser,
  }),
  restRoute({
    method: 'GET',
    summary: "The signed-in user's roles (staff, admin).",
    path: '/user/roles',
    call: ({ context, services }) => services.accounts.roles(context),
    response: z.array(z.enum(['staff', 'admin'])),
    present: (roles) => roles,
  }),
  restRoute({
    method: 'GET',
    summary: 'Every user (admins), optionally only some attributes and the erased accounts.',
    path: '/users',
    access: rule(ACCOUNT_POLICY, 'manageUsers'),
    query: userAttributesQuery,
    call: async ({ query, context, services }) => {
      const users = await services.accounts.listUsers(context, { includeErased: query.include_erased });
      return users.map(pickUserAttributes(query.attributes));
    },
    response: z.array(userAttributesOutput),
    present: (users) => users,
  }),
  restRoute({
    method: 'POST',
    summary: "Sets users' roles (staff, admin), by user id.",
    path: '/users/roles',
    access: rule(ACCOUNT_POLICY, 'manageUsers'),
    body: updateRolesInput,
    call: ({ body, context, services }) => services.accounts.updateRoles(context, body),
    response: z.object({ users: z.array(userOutput), message: z.string() }),
    present: (users: User[]) => ({ users: users.map(presentUser), message: ACCOUNT_MESSAGES.rolesGranted }),
  }),
];

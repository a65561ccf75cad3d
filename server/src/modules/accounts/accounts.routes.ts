import { ACCOUNTS_CALLS } from './accounts.calls';
import type { User } from '../../db/entities/user.entity';
import { restRoute, type RestRoute } from '../../rest/route-table';
import { ACCOUNT_MESSAGES } from './accounts.messages';
import { z } from 'zod';
import { userListPageQuery } from './accounts.inputs';
import { messageOutput, pickUserAttributes, presentUser, userAttributesOutput, userOutput } from './user.presenter';

const message = (text: string) => ({ message: text });

/** The account calls of players §7 and events §7, with their documented paths and bodies. */
export const ACCOUNT_ROUTES: RestRoute[] = [
  restRoute({
    definition: ACCOUNTS_CALLS.signup,
    method: 'POST',
    path: '/signup',
    status: 201,
    response: z.object({ user: userOutput, message: z.string() }),
    present: (user: User) => ({ user: presentUser(user), message: ACCOUNT_MESSAGES.verificationSent }),
  }),
  restRoute({
    definition: ACCOUNTS_CALLS.login,
    method: 'POST',
    path: '/login',
    response: z.object({ user: userOutput }),
    present: (user: User) => ({ user: presentUser(user) }),
  }),
  restRoute({
    definition: ACCOUNTS_CALLS.logout,
    method: 'POST',
    path: '/logout',
    response: messageOutput,
    present: message,
  }),
  restRoute({
    definition: ACCOUNTS_CALLS.resendVerification,
    method: 'POST',
    path: '/resend_verification',
    response: messageOutput,
    present: message,
  }),
  restRoute({
    definition: ACCOUNTS_CALLS.verifyAccount,
    method: 'PATCH',
    path: '/verify/:token',
    response: z.object({ user: userOutput, message: z.string() }),
    present: (user: User) => ({ user: presentUser(user), message: ACCOUNT_MESSAGES.accountVerified }),
  }),
  restRoute({
    definition: ACCOUNTS_CALLS.forgotPassword,
    method: 'POST',
    path: '/forgot_password',
    response: messageOutput,
    present: message,
  }),
  restRoute({
    definition: ACCOUNTS_CALLS.resetPassword,
    method: 'PATCH',
    path: '/reset_password/:token',
    response: messageOutput,
    present: message,
  }),
  restRoute({
    definition: ACCOUNTS_CALLS.updatePassword,
    method: 'PATCH',
    path: '/user/update_password',
    response: messageOutput,
    present: message,
  }),
  restRoute({
    definition: ACCOUNTS_CALLS.signedInUser,
    method: 'GET',
    path: '/user',
    response: userOutput,
    present: presentUser,
  }),
  restRoute({
    definition: ACCOUNTS_CALLS.userRoles,
    method: 'GET',
    path: '/user/roles',
    response: z.array(z.enum(['staff', 'admin'])),
    present: (roles) => roles,
  }),
  restRoute({
    definition: ACCOUNTS_CALLS.users,
    method: 'GET',
    path: '/users',
    query: userListPageQuery,
    // with first, after, sort, direction, search, role or verified: one page (rest/register-rest-routes.ts)
    pagesWhenAsked: true,
    response: z.array(userAttributesOutput),
    present: (users: User[], { query }) => users.map(pickUserAttributes(query.attributes)),
  }),
  restRoute({
    definition: ACCOUNTS_CALLS.updateUserRoles,
    method: 'POST',
    path: '/users/roles',
    response: z.object({ users: z.array(userOutput), message: z.string() }),
    present: (users: User[]) => ({ users: users.map(presentUser), message: ACCOUNT_MESSAGES.rolesGranted }),
  }),
];

import type { User } from '../../db/entities/user.entity';
import { bool, object, restRoute, str, type RestRoute } from '../../rest/route-table';
import { ACCOUNT_MESSAGES } from './accounts.messages';
import type { SubmittedRoles } from './accounts.service';
import { pickUserAttributes, presentUser } from './user.presenter';

const tokenParams = object({ token: str });
const message = (text: string) => ({ message: text });

/** The account calls of players §7 and events §7, with their documented paths and bodies. */
export const ACCOUNT_ROUTES: RestRoute[] = [
  restRoute<{
    first_name?: string;
    last_name?: string;
    email?: string;
    password?: string;
    password_confirm?: string;
    privacy_statement_accepted?: boolean;
    email_consent?: boolean;
  }>({
    method: 'POST',
    path: '/signup',
    status: 201,
    body: object({
      first_name: str,
      last_name: str,
      email: str,
      password: str,
      password_confirm: str,
      privacy_statement_accepted: bool,
      email_consent: bool,
    }),
    call: ({ body, context, services }) =>
      services.accounts.signup(context, {
        firstName: body.first_name,
        lastName: body.last_name,
        email: body.email,
        password: body.password,
        passwordConfirm: body.password_confirm,
        privacyStatementAccepted: body.privacy_statement_accepted,
        emailConsent: body.email_consent,
      }),
    present: (user: User) => ({ user: presentUser(user), message: ACCOUNT_MESSAGES.verificationSent }),
  }),
  restRoute<{ email?: string; password?: string }>({
    method: 'POST',
    path: '/login',
    body: object({ email: str, password: str }),
    call: ({ body, context, services }) => services.accounts.login(context, body),
    present: (user: User) => ({ user: presentUser(user) }),
  }),
  restRoute({
    method: 'POST',
    path: '/logout',
    call: ({ context, services }) => services.accounts.logout(context),
    present: message,
  }),
  restRoute<{ email?: string }>({
    method: 'POST',
    path: '/resend_verification',
    body: object({ email: str }),
    call: ({ body, context, services }) => services.accounts.resendVerification(context, body),
    present: message,
  }),
  restRoute<{ privacy_statement_accepted?: boolean }, Record<string, never>, { token: string }>({
    method: 'PATCH',
    path: '/verify/:token',
    params: tokenParams,
    body: object({ privacy_statement_accepted: bool }),
    call: ({ body, params, context, services }) =>
      services.accounts.verify(context, params.token, { privacyStatementAccepted: body?.privacy_statement_accepted }),
    present: (user: User) => ({ user: presentUser(user), message: ACCOUNT_MESSAGES.accountVerified }),
  }),
  restRoute<{ email?: string }>({
    method: 'POST',
    path: '/forgot_password',
    body: object({ email: str }),
    call: ({ body, context, services }) => services.accounts.forgotPassword(context, body),
    present: message,
  }),
  restRoute<{ password?: string; password_confirm?: string }, Record<string, never>, { token: string }>({
    method: 'PATCH',
    path: '/reset_password/:token',
    params: tokenParams,
    body: object({ password: str, password_confirm: str }),
    call: ({ body, params, context, services }) =>
      services.accounts.resetPassword(context, params.token, {
        password: body.password,
        passwordConfirm: body.password_confirm,
      }),
    present: message,
  }),
  restRoute<{ password_current?: string; password?: string; password_confirm?: string }>({
    method: 'PATCH',
    path: '/user/update_password',
    body: object({ password_current: str, password: str, password_confirm: str }),
    call: ({ body, context, services }) =>
      services.accounts.updatePassword(context, {
        passwordCurrent: body.password_current,
        password: body.password,
        passwordConfirm: body.password_confirm,
      }),
    present: message,
  }),
  restRoute({
    method: 'GET',
    path: '/user',
    call: ({ context, services }) => services.accounts.currentUser(context),
    present: presentUser,
  }),
  restRoute({
    method: 'GET',
    path: '/user/roles',
    call: ({ context, services }) => services.accounts.roles(context),
    present: (roles) => roles,
  }),
  restRoute<Record<string, never>, { attributes?: string }>({
    method: 'GET',
    path: '/users',
    query: object({ attributes: str }),
    call: async ({ query, context, services }) => {
      const users = await services.accounts.listUsers(context);
      return users.map(pickUserAttributes(query.attributes));
    },
    present: (users) => users,
  }),
  restRoute<{ users?: Record<string, SubmittedRoles> }>({
    method: 'POST',
    path: '/users/roles',
    body: {
      type: 'object',
      properties: {
        users: {
          type: 'object',
          additionalProperties: {
            anyOf: [{ type: 'array', items: str }, { type: 'object', additionalProperties: bool }],
          },
        },
      },
    },
    call: ({ body, context, services }) => services.accounts.updateRoles(context, body.users ?? {}),
    present: (users: User[]) => ({ users: users.map(presentUser), message: ACCOUNT_MESSAGES.rolesGranted }),
  }),
];

import { z } from 'zod';
import { body, onGraphQL, params, query } from '../../input/contract';
import { LIMITS, bool, fieldMessages, list, map, objectIdKey, text } from '../../input/fields';
import { ACCOUNT_MESSAGES as M } from './accounts.messages';
import { asksForPage, toUserConnectionQuery, userConnectionFields } from '../staff-lists/staff-lists.inputs';

/*
 * The account calls' input (players §5, §7; events §5, §7), one contract for REST and GraphQL. The
 * schema bounds and types each field (a refusal names the field) and requires the fields the call
 * cannot do without, refusing a missing one with the spec's message for it; whether fields are
 * filled in (not empty), match, or make an acceptable password is the service's to say with the
 * same messages.
 */

/** The password policy (8 to LIMITS.password) answers with its own message; this only bounds the work. */
const PASSWORD_FIELD_MAX = 1024;
const password = (required: string) => text(PASSWORD_FIELD_MAX, { required });
/** A flag the call needs: absent is refused with `required`; null is left to the service (which says the same). */
const requiredFlag = (required: string) =>
  z
    .boolean({ error: (issue) => (issue.input === undefined ? required : fieldMessages.boolean) })
    .nullable()
    .transform((value) => value ?? undefined);
const optionalFlag = () =>
  bool()
    .nullable()
    .optional()
    .transform((value) => value ?? undefined);

export const signupInput = body({
  first_name: text(LIMITS.name, { required: M.signupFieldsMissing }),
  last_name: text(LIMITS.name, { required: M.signupFieldsMissing }),
  email: text(LIMITS.email, { required: M.signupFieldsMissing, tooLong: M.invalidEmail }),
  password: password(M.signupFieldsMissing),
  password_confirm: password(M.signupFieldsMissing),
  privacy_statement_accepted: requiredFlag(M.privacyRequired),
  email_consent: optionalFlag(),
}).transform((input) => ({
  firstName: input.first_name,
  lastName: input.last_name,
  email: input.email,
  password: input.password,
  passwordConfirm: input.password_confirm,
  privacyStatementAccepted: input.privacy_statement_accepted,
  emailConsent: input.email_consent,
}));

export const loginInput = body({
  email: text(LIMITS.email, { required: M.loginFieldsMissing, tooLong: M.badCredentials }),
  password: password(M.loginFieldsMissing),
});

/** resend_verification and forgot_password: an address (the service says whether it is one). */
export const emailInput = (message: string) => body({ email: text(LIMITS.email, { required: message, tooLong: message }) });
export const resendVerificationInput = emailInput(M.invalidEmail);
export const forgotPasswordInput = emailInput(M.emailNotFound);

export const verifyInput = body({ privacy_statement_accepted: optionalFlag() }).transform((input) => ({
  privacyStatementAccepted: input.privacy_statement_accepted,
}));

export const resetPasswordInput = body({
  password: password(M.resetPasswordsMismatch),
  password_confirm: password(M.resetPasswordsMismatch),
}).transform((input) => ({
  password: input.password,
  passwordConfirm: input.password_confirm,
}));

export const updatePasswordInput = body({
  password_current: password(M.updateFieldsMissing),
  password: password(M.updateFieldsMissing),
  password_confirm: password(M.updateFieldsMissing),
}).transform((input) => ({ passwordCurrent: input.password_current, password: input.password, passwordConfirm: input.password_confirm }));

/** Roles for one user: a list of names (['staff']) or flags ({ staff: true, admin: false }). */
const submittedRoles = z.union([list(text(LIMITS.label), 10), map(text(LIMITS.label), bool())], {
  error: '{field} must be a list of role names or an object of true/false flags',
});

/** POST /users/roles: { users: { <user id>: roles } }. */
export const updateRolesInput = body({
  // GraphQL sends the map as a list of { userId, roles }
  users: onGraphQL(map(objectIdKey(), submittedRoles), { keyedBy: 'userId', value: 'roles' }).optional(),
}).transform((input) => {
  const users = new Map<string, string[]>();
  for (const [userId, roles] of input.users ?? new Map<string, z.output<typeof submittedRoles>>()) {
    users.set(userId, Array.isArray(roles) ? roles : [...roles].filter(([, on]) => on).map(([name]) => name));
  }
  return { users };
});
export type UpdateRolesCommand = z.output<typeof updateRolesInput>;

export const tokenParams = params({ token: text(LIMITS.token) });
/**
 * The staff user lists (REST GET /users, GraphQL users and staffUserRows): erased accounts
 * (pseudonyms kept for the game's records) only when asked; false by default. REST sends it as text.
 */
export const userListQuery = query({
  include_erased: z
    .union([bool(), z.enum(['true', 'false'], { error: fieldMessages.boolean })])
    .nullable()
    .optional()
    .transform((value) => value === true || value === 'true'),
});
/**
 * GET /users and GraphQL users: the list's flag; on REST also the attributes to answer with and,
 * optionally, the players connection's parameters (first, after, sort, direction, search, role,
 * verified: staff-lists.inputs.ts), which make it answer one page (`paging`) instead of every user.
 */
export const userListPageQuery = query({
  attributes: text(LIMITS.queryText).optional(),
  ...userConnectionFields,
}).transform((input, ctx) => ({
  includeErased: input.include_erased,
  attributes: input.attributes,
  paging: asksForPage({ ...input, include_erased: undefined }, userConnectionFields) ? toUserConnectionQuery(input, ctx) : null,
}));

import { ACCOUNT_FORM_MESSAGES, STAFF_FORM_MESSAGES } from '@larp/rules';

/**
 * User-facing messages of the account calls. The spec's exact texts (players §5 and §8, events §5
 * and §8) are marked; the others are ours, written in the same voice.
 */
function waitText(seconds: number): string {
  if (seconds < 120) return seconds === 1 ? '1 second' : `${seconds} seconds`;
  return `${Math.ceil(seconds / 60)} minutes`;
}

export const ACCOUNT_MESSAGES = {
  /** spec: players §5 Login */
  loginFieldsMissing: ACCOUNT_FORM_MESSAGES.loginFieldsMissing,
  /** spec: players §8 Login */
  badCredentials: ACCOUNT_FORM_MESSAGES.badCredentials,
  emailNotVerified: 'Your email address has not been verified yet. Please use the link in the verification email, or resend it.',
  signupFieldsMissing: ACCOUNT_FORM_MESSAGES.fieldsMissing,
  invalidEmail: 'Please enter a valid email address',
  privacyRequired: 'You must accept the privacy statement',
  /** The client shows its 'may already be signed up' text for this conflict (players §5 Signup). */
  alreadySignedUp: 'An account with this email may already be signed up. Please log in or reset your password.',
  walkInEmailTaken: 'An account with this email already exists: attach the walk-in to it instead.',
  verificationSent: ACCOUNT_FORM_MESSAGES.verificationSent,
  alreadyVerified: 'This account is already verified. You can log in.',
  verificationLinkInvalid: 'This verification link is invalid or has expired. Please request a new verification email.',
  accountVerified: ACCOUNT_FORM_MESSAGES.accountVerified,
  /** spec: events §8 Forgot password (success) — the same answer whether or not the account exists. */
  resetMailSent: ACCOUNT_FORM_MESSAGES.resetMailSent,
  /** spec: events §8 Forgot password (invalid) — used only for input that is not an email address. */
  emailNotFound: ACCOUNT_FORM_MESSAGES.emailNotFound,
  /** spec: events §5 Reset password */
  resetPasswordsMismatch: ACCOUNT_FORM_MESSAGES.resetPasswordsMismatch,
  resetLinkInvalid: 'This password reset link is invalid or has expired. Please request a new one.',
  passwordChanged: ACCOUNT_FORM_MESSAGES.passwordChanged,
  /** spec: events §5 Change password */
  updateFieldsMissing: ACCOUNT_FORM_MESSAGES.fieldsMissing,
  /** spec: events §5 Change password */
  updatePasswordsMismatch: ACCOUNT_FORM_MESSAGES.updatePasswordsMismatch,
  currentPasswordWrong: 'The current password is incorrect',
  /** spec: events §8 Change password (success) */
  passwordUpdated: ACCOUNT_FORM_MESSAGES.passwordUpdated,
  signedOut: 'Signed out',
  /** spec: events §8 success messages */
  rolesGranted: STAFF_FORM_MESSAGES.rolesGranted,
  adminRoleReadOnly: 'The admin role cannot be changed here',
  staffToggleNotForAdmins: 'The staff role of an admin cannot be changed',
  unknownRole: (role: string) => `Unknown role: ${role}`,
  userNotFound: (id: string) => `User not found: ${id}`,
  noUsersGiven: STAFF_FORM_MESSAGES.selectUser,
  unknownAttribute: (name: string) => `Unknown attribute: ${name}`,
  notSignedIn: 'You must be signed in',
  /** The client shows its own 'Not Found' page (events §6); the API says what happened. */
  notAllowed: 'You do not have permission to do that',
  /** A GraphQL field's refusal names the role it needs, so a query's author knows who may ask it. */
  needsRole: (role: string) => `You do not have permission to read this: it needs the ${role} role`,
  /** A limit's refusal, with the wait (whole seconds up to two minutes, then whole minutes). */
  tooManyAttempts: (seconds: number) => `Too many attempts. Try again in ${waitText(seconds)}.`,
} as const;

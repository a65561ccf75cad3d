import { ACCOUNT_FORM_MESSAGES } from '@larp/rules';

/** User-facing messages of the privacy calls, in the voice of the account messages. */
export const PRIVACY_MESSAGES = {
  profileSaved: 'Profile saved.',
  emailChangeSent: (address: string) => `Profile saved. Please open the link we sent to ${address} to confirm your new email address.`,
  namesMissing: 'Please enter your first and last name',
  invalidEmail: 'Please enter a valid email address',
  emailTaken: 'An account with this email address already exists',
  emailConfirmed: 'Your new email address is confirmed.',
  emailLinkInvalid: 'This confirmation link is invalid or has expired. Please change your email address again.',
  sessionNotFound: 'Session not found',
  sessionEnded: 'Session ended.',
  passwordMissing: ACCOUNT_FORM_MESSAGES.passwordMissing,
  passwordWrong: 'The password is incorrect',
  lastAdmin: 'The last admin cannot be deleted. Make another account admin first.',
  deletionNotScheduled: 'No account deletion is scheduled',
  deletionCancelled: 'Account deletion cancelled.',
  cancelLinkInvalid:
    'This cancellation link is invalid, has expired or was already used. Sign in to see whether your account deletion is still scheduled.',
  deletionScheduled: (date: string) => `Your account will be deleted on ${date}. You can cancel until then.`,
  userNotFound: (id: string) => `User not found: ${id}`,
  alreadyErased: 'This account has already been deleted',
  userErased: 'The account was deleted.',
} as const;

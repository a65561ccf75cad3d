import { ACCOUNT_FORM_MESSAGES as SHARED } from '@larp/rules';

/**
 * The spec's texts for the account screens (players §5 and §8, events §5 and §8), spelled exactly:
 * those the server says too come from the rules, the screens' own defaults are here.
 */
export const ACCOUNT_TEXT = {
  loginFieldsMissing: SHARED.loginFieldsMissing,
  loginError: 'Error logging in. Please try again later.',
  loginInvalid: SHARED.badCredentials,
  signupError: 'Error signing up. Please try again later.',
  // Ours around the spec's phrase 'may already be signed up' (players §5 Signup).
  signupMayExist: 'You may already be signed up. Please log in, or reset your password if you forgot it.',
  // Ours around the spec's phrase 'verification email sent' (players §2 Signup).
  signupSuccess: 'Success, verification email sent! Please open the link in the email to verify your account.',
  resendSuccess: SHARED.verificationSent,
  resendError: 'Error sending email, please try again later',
  resendInvalid: 'A problem occurred, please try again.',
  forgotSuccess: SHARED.resetMailSent,
  forgotInvalid: SHARED.emailNotFound,
  resetMismatch: SHARED.resetPasswordsMismatch,
  resetSuccess: SHARED.passwordChanged,
  resetError: 'Error resetting password. Please try again later.',
  resetInvalid: 'Invalid submission. Please try again.',
  verifySuccess: SHARED.accountVerified,
  verifyError: 'Error verifying account. Please try again later.',
  updateFieldsMissing: SHARED.fieldsMissing,
  updateMismatch: SHARED.updatePasswordsMismatch,
  updateSuccess: SHARED.passwordUpdated,
  updateError: 'Error updating password.',
  updateInvalid: 'Invalid data submitted.',
} as const;

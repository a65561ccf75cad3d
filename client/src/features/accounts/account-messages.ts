/** The spec's texts for the account screens (players §5 and §8, events §5 and §8), spelled exactly. */
export const ACCOUNT_TEXT = {
  loginFieldsMissing: 'Please enter your username and password',
  loginError: 'Error logging in. Please try again later.',
  loginInvalid: 'Incorrect username or password. Please try again.',
  signupError: 'Error signing up. Please try again later.',
  // Ours around the spec's phrase 'may already be signed up' (players §5 Signup).
  signupMayExist: 'You may already be signed up. Please log in, or reset your password if you forgot it.',
  // Ours around the spec's phrase 'verification email sent' (players §2 Signup).
  signupSuccess: 'Success, verification email sent! Please open the link in the email to verify your account.',
  resendSuccess: 'Sent! Please check your email.',
  resendError: 'Error sending email, please try again later',
  resendInvalid: 'A problem occurred, please try again.',
  forgotSuccess: 'An email was sent if the account exists',
  forgotInvalid: 'Email not found. Please try again.',
  resetMismatch: 'password and password confirm must both be present and matching',
  resetSuccess: 'Password successfully changed',
  resetError: 'Error resetting password. Please try again later.',
  resetInvalid: 'Invalid submission. Please try again.',
  verifySuccess: 'Account verified!',
  verifyError: 'Error verifying account. Please try again later.',
  updateFieldsMissing: 'Please fill out all fields',
  updateMismatch: 'Password and password confirm must match',
  updateSuccess: 'Password updated.',
  updateError: 'Error updating password.',
  updateInvalid: 'Invalid data submitted.',
} as const;

/**
 * The spec's texts (players §5, §8; events §5, §8) that both the server and the client say: the
 * server refuses a call with them, and the client says the same before sending (a missing field)
 * or when it names the outcome itself (a success). Kept here so the two never drift apart.
 */
export const ACCOUNT_FORM_MESSAGES = {
  loginFieldsMissing: 'Please enter your username and password',
  badCredentials: 'Incorrect username or password. Please try again.',
  verificationSent: 'Sent! Please check your email.',
  resetMailSent: 'An email was sent if the account exists',
  emailNotFound: 'Email not found. Please try again.',
  resetPasswordsMismatch: 'password and password confirm must both be present and matching',
  passwordChanged: 'Password successfully changed',
  fieldsMissing: 'Please fill out all fields',
  updatePasswordsMismatch: 'Password and password confirm must match',
  passwordUpdated: 'Password updated.',
  accountVerified: 'Account verified!',
  /** ours: erasing an account or downloading its data asks for the password */
  passwordMissing: 'Please enter your password',
  /** players §5: "a character must be chosen" for an XP token */
  xpTokenCharacterMissing: 'Please choose a character for the XP token',
} as const;

export const EVENT_FORM_MESSAGES = {
  fieldRequired: (label: string) => `${label} is required`,
  /** spec: events §5 Event form */
  endBeforeStart: 'Event end time must be after start time',
  questionTextRequired: 'Question text is required',
  /** spec: events §5 Registration (a pc registration names its character) */
  characterRequired: 'Please select a character',
  waitlistMessageRequired: 'A message is required for each waitlisted registration',
  selectRegistration: 'Please select at least one registration',
  answerRequired: (question: string) => `Please answer: ${question}`,
} as const;

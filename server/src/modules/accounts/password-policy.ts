import { dictionary } from '@zxcvbn-ts/language-common';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '@larp/rules';
import { badInput } from '../../errors';

export { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH };

/**
 * The most common passwords, from zxcvbn-ts's maintained frequency list (about 49,000 entries,
 * most frequent first). Compared lower-cased, so 'Password1' counts as common like 'password1'.
 */
const COMMON_PASSWORDS: ReadonlySet<string> = new Set(dictionary['passwords-common'].map((word) => word.toLowerCase()));

export const PASSWORD_MESSAGES = {
  tooShort: `Password must be at least ${PASSWORD_MIN_LENGTH} characters long`,
  tooLong: `Password must be at most ${PASSWORD_MAX_LENGTH} characters long`,
  tooCommon: 'This password is too common. Please choose another one.',
} as const;

/**
 * Passwords are compared in Unicode NFC, so the same text typed on different keyboards (composed or
 * decomposed accents) is the same password. Length counts code points, not UTF-16 units.
 */
export function normalizePassword(password: string): string {
  return password.normalize('NFC');
}

/** Throws BAD_USER_INPUT with a message when a new password is not acceptable. */
export function assertAcceptablePassword(password: string): void {
  const normalized = normalizePassword(password);
  const length = Array.from(normalized).length; // code points, not UTF-16 units
  if (length < PASSWORD_MIN_LENGTH) throw badInput(PASSWORD_MESSAGES.tooShort);
  if (length > PASSWORD_MAX_LENGTH) throw badInput(PASSWORD_MESSAGES.tooLong);
  if (COMMON_PASSWORDS.has(normalized.toLowerCase())) throw badInput(PASSWORD_MESSAGES.tooCommon);
}

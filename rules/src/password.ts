/**
 * The password rule's numbers and its wording, so the server that enforces it and the forms that
 * show it before submit say the same (the common-password list stays on the server: it is large).
 */
export const PASSWORD_MIN_LENGTH = 8;
/** Generous upper bound (NIST asks for at least 64); argon2 hashes any length, this only stops abuse. */
export const PASSWORD_MAX_LENGTH = 256;
export const PASSWORD_RULE = `At least ${PASSWORD_MIN_LENGTH} characters, and not one of the most common passwords.`;

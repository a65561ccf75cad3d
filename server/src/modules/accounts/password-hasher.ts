import argon2 from 'argon2';
import { normalizePassword } from './password-policy';

/** OWASP's argon2id baseline: 19 MiB memory, 2 iterations, 1 lane; written out so a library default cannot lower it. */
export const ARGON2_OPTIONS = {
  type: argon2.argon2id,
  memoryCost: 19456,
  timeCost: 2,
  parallelism: 1,
} as const;

export function hashPassword(password: string): Promise<string> {
  return argon2.hash(normalizePassword(password), ARGON2_OPTIONS);
}

export async function verifyPassword(hash: string, password: string): Promise<boolean> {
  try {
    return await argon2.verify(hash, normalizePassword(password));
  } catch {
    // A malformed stored hash never signs anyone in.
    return false;
  }
}

/**
 * A hash of a random password, verified against when the email is unknown so a failed login takes
 * as long for a missing account as for a wrong password (no account enumeration by timing).
 */
let dummyHash: Promise<string> | undefined;
export function dummyPasswordHash(): Promise<string> {
  dummyHash ??= argon2.hash(`dummy-${Math.random()}`, ARGON2_OPTIONS);
  return dummyHash;
}

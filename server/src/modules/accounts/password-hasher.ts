import argon2 from 'argon2';
import { normalizePassword } from './password-policy';

/** OWASP's argon2id baseline: 19 MiB memory, 2 iterations, 1 lane; written out so a library default cannot lower it. */
export const ARGON2_OPTIONS = {
  type: argon2.argon2id,
  memoryCost: 19456,
  timeCost: 2,
  parallelism: 1,
} as const;

/** What a new hash costs: memory in KiB and iterations (argon2id, one lane). */
export interface PasswordHashCost {
  memoryCost: number;
  timeCost: number;
}

let cost: PasswordHashCost = ARGON2_OPTIONS;

/**
 * Changes what new hashes cost, for this process; nothing in the server calls it, so the server
 * always hashes at ARGON2_OPTIONS. The jest set-up (test/support/cheap-password-hashing.ts) lowers
 * it, because thousands of test sign-ups would otherwise spend minutes of CPU on hashing. A hash
 * records its own parameters, so hashes of any cost verify.
 */
export function setPasswordHashCost(next: PasswordHashCost): void {
  cost = next;
  dummyHash = undefined;
}

function hashOptions() {
  return { ...ARGON2_OPTIONS, memoryCost: cost.memoryCost, timeCost: cost.timeCost };
}

export function hashPassword(password: string): Promise<string> {
  return argon2.hash(normalizePassword(password), hashOptions());
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
  dummyHash ??= argon2.hash(`dummy-${Math.random()}`, hashOptions());
  return dummyHash;
}

import { ARGON2_OPTIONS, setPasswordHashCost, type PasswordHashCost } from '../../src/modules/accounts/password-hasher';

/**
 * Before each test file (jest.config.js setupFiles): new password hashes cost 1 MiB and one
 * iteration instead of the server's 19 MiB and two, which would spend minutes of CPU over the
 * suite's sign-ups, logins and user factories. A hash records its parameters, so verifying works
 * the same. The hasher's own test and the sign-up test of accounts-rest.test.ts check the server's
 * parameters (withServerPasswordHashCost).
 */
export const TEST_PASSWORD_HASH_COST: PasswordHashCost = { memoryCost: 1024, timeCost: 1 };

setPasswordHashCost(TEST_PASSWORD_HASH_COST);

/** Runs `action` with the server's own hashing cost (ARGON2_OPTIONS), then lowers it again. */
export async function withServerPasswordHashCost<T>(action: () => Promise<T>): Promise<T> {
  setPasswordHashCost(ARGON2_OPTIONS);
  try {
    return await action();
  } finally {
    setPasswordHashCost(TEST_PASSWORD_HASH_COST);
  }
}

import { TEST_PASSWORD_HASH_COST, withServerPasswordHashCost } from './support/cheap-password-hashing';
import { dummyPasswordHash, hashPassword, verifyPassword } from '../src/modules/accounts/password-hasher';

/** The parameters a hash records: `m=19456,t=2,p=1` sorted into a list. */
function parametersOf(hash: string): string[] {
  expect(hash).toMatch(/^\$argon2id\$v=19\$/);
  return /^\$argon2id\$v=19\$([^$]+)\$/.exec(hash)![1].split(',').sort();
}

describe('password hasher', () => {
  it('hashes with argon2id m=19456 t=2 p=1 unless something lowers the cost', async () => {
    // A fresh copy of the module, as the server loads it: the jest set-up lowered only this file's copy.
    let fresh: typeof import('../src/modules/accounts/password-hasher') | undefined;
    jest.isolateModules(() => {
      fresh = jest.requireActual<typeof import('../src/modules/accounts/password-hasher')>('../src/modules/accounts/password-hasher');
    });
    expect(parametersOf(await fresh!.hashPassword('correct horse battery staple'))).toEqual(['m=19456', 'p=1', 't=2']);
    expect(parametersOf(await fresh!.dummyPasswordHash())).toEqual(['m=19456', 'p=1', 't=2']);
  });

  it('hashes at the lowered cost in tests, and at the server cost inside withServerPasswordHashCost', async () => {
    const cheap = [`m=${TEST_PASSWORD_HASH_COST.memoryCost}`, 'p=1', `t=${TEST_PASSWORD_HASH_COST.timeCost}`].sort();
    expect(parametersOf(await hashPassword('correct horse battery staple'))).toEqual(cheap);
    expect(parametersOf(await dummyPasswordHash())).toEqual(cheap);
    await withServerPasswordHashCost(async () => {
      expect(parametersOf(await hashPassword('correct horse battery staple'))).toEqual(['m=19456', 'p=1', 't=2']);
      expect(parametersOf(await dummyPasswordHash())).toEqual(['m=19456', 'p=1', 't=2']);
    });
    expect(parametersOf(await hashPassword('correct horse battery staple'))).toEqual(cheap);
  });

  it('verifies hashes of either cost, and refuses a wrong password or a malformed hash', async () => {
    const cheap = await hashPassword('correct horse battery staple');
    const full = await withServerPasswordHashCost(() => hashPassword('correct horse battery staple'));
    for (const hash of [cheap, full]) {
      await expect(verifyPassword(hash, 'correct horse battery staple')).resolves.toBe(true);
      await expect(verifyPassword(hash, 'correct horse battery stapler')).resolves.toBe(false);
    }
    await expect(verifyPassword('not a hash', 'correct horse battery staple')).resolves.toBe(false);
  });
});

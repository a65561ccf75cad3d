import type { DataSource } from 'typeorm';
import { User, type UserRole } from '../../src/db/entities/user.entity';
import { hashPassword } from '../../src/modules/accounts/password-hasher';
import { withTransaction } from '../../src/db/transaction';

export const GOOD_PASSWORD = 'correct horse battery staple';

let counter = 0;

/** A user written straight to the database (a factory, as in Outline's tests). */
export async function createUser(
  dataSource: DataSource,
  fields: { email?: string; password?: string; verified?: boolean; roles?: UserRole[]; privacy?: boolean } = {},
): Promise<User & { password: string }> {
  counter += 1;
  const password = fields.password ?? GOOD_PASSWORD;
  const user = await withTransaction(dataSource, (manager) =>
    manager.save(
      manager.create(User, {
        firstName: 'Test',
        lastName: `User${counter}`,
        email: fields.email ?? `user${counter}-${Date.now()}@example.org`,
        passwordHash: '',
        verified: fields.verified ?? true,
        privacyStatementAcceptedAt: fields.privacy === false ? null : new Date('2026-01-01T00:00:00Z'),
        emailConsent: false,
        roles: fields.roles ?? [],
        shardTotal: 0,
        xpTokenPurchased: false,
      }),
    ),
  );
  const passwordHash = await hashPassword(password);
  await withTransaction(dataSource, (manager) => manager.update(User, { id: user.id }, { passwordHash }));
  return Object.assign(user, { passwordHash, password });
}

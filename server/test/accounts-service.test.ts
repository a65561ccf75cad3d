import { User } from '../src/db/entities/user.entity';
import { AppError } from '../src/errors';
import { createUser } from './support/accounts';
import { startApp, type TestApp } from './support/http';
import { databases, useTestDatabase } from './support';

describe.each(databases())('AccountsService.grantAdmin (the grant-admin command) on %s', (kind) => {
  const db = useTestDatabase(kind);
  let t: TestApp;
  beforeAll(async () => {
    t = await startApp(db);
  });
  afterAll(async () => {
    await t.app.close();
  });

  it('gives an existing account the admin role, keeping its other roles, whatever the case of the email', async () => {
    const staff = await createUser(db.dataSource, { roles: ['staff'] });
    const granted = await t.app.services.accounts.grantAdmin(`  ${staff.email.toUpperCase()} `);
    expect(granted.id).toBe(staff.id);
    const stored = await db.dataSource.getRepository(User).findOneByOrFail({ id: staff.id });
    expect(stored.roles).toEqual(['staff', 'admin']);
    // idempotent
    await t.app.services.accounts.grantAdmin(staff.email);
    expect((await db.dataSource.getRepository(User).findOneByOrFail({ id: staff.id })).roles).toEqual(['staff', 'admin']);
  });

  it('refuses an unknown email with NOT_FOUND', async () => {
    await expect(t.app.services.accounts.grantAdmin('nobody-at-all@example.org')).rejects.toMatchObject({
      code: 'NOT_FOUND',
    } satisfies Partial<AppError>);
  });
});

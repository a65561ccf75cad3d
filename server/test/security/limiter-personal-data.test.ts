import { RateLimitBucket } from '../../src/db/entities/rate-limit-bucket.entity';
import { HashedLimiterKeys1795500420000 } from '../../src/db/migrations/sqlite/1795500420000-HashedLimiterKeys';
import { HashedLimiterKeys1795500420001 } from '../../src/db/migrations/mysql/1795500420001-HashedLimiterKeys';
import { createUser } from '../support/accounts';
import { Agent, startApp, type TestApp } from '../support/http';
import { databases, useTestDatabase } from '../support';

/** The limiters' rows hold keyed hashes: no email, account id or client address is stored in them. */
describe.each(databases())('limiter keys on %s', (kind) => {
  const db = useTestDatabase(kind);
  let t: TestApp;

  beforeAll(async () => {
    t = await startApp(db);
  });
  afterAll(async () => {
    await t.app.close();
  });

  const keys = async () => (await db.dataSource.getRepository(RateLimitBucket).find()).map((row) => row.key);

  it('stores no email, account id or address in bucket_key, whichever limiter counted', async () => {
    const user = await createUser(db.dataSource, { email: `limited.person-${Date.now()}@example.org` });
    const address = '10.63.7.77';
    const agent = new Agent(t.app, address);
    for (let attempt = 0; attempt < 6; attempt += 1) {
      await agent.rest('POST', '/login', { email: ` ${user.email.toUpperCase()}`, password: 'wrong password here' });
    }
    await agent.rest('POST', '/forgot_password', { email: user.email });
    await agent.rest('POST', '/resend_verification', { email: user.email });
    await agent.rest('POST', '/signup', {
      first_name: 'Lim',
      last_name: 'Ited',
      email: `other-${user.email}`,
      password: 'a long enough password 1',
      password_confirm: 'a long enough password 1',
      privacy_statement_accepted: true,
    });
    t.clock.advance(60 * 1000);
    const owner = new Agent(t.app, '10.63.7.78');
    expect((await owner.rest('POST', '/login', { email: user.email, password: user.password })).status).toBe(200);
    await owner.rest('GET', '/user');
    await owner.rest('PATCH', '/user/update_password', {
      password_current: 'not the password',
      password: 'another long password 2',
      password_confirm: 'another long password 2',
    });
    await t.app.apiRateCounter.flush();

    const stored = await keys();
    expect(stored.length).toBeGreaterThanOrEqual(6);
    const personal = [user.email.toLowerCase(), user.id, address, '10.63.7.78', 'example.org'];
    expect(stored.filter((key) => personal.some((value) => key.toLowerCase().includes(value.toLowerCase())))).toEqual([]);
  });

  it('the migration removes rows keyed by the raw email or address', async () => {
    const repository = db.dataSource.getRepository(RateLimitBucket);
    const windowStart = new Date('2026-03-01T12:00:00.000Z');
    const expiresAt = new Date('2026-03-01T12:15:00.000Z');
    await repository.insert([
      { key: 'login:account:someone@example.org', windowStart, count: 3, expiresAt },
      { key: 'login:address:10.1.2.3', windowStart, count: 3, expiresAt },
      { key: 'api:address:10.1.2.3', windowStart, count: 9, expiresAt },
    ]);
    const migration = kind === 'sqlite' ? new HashedLimiterKeys1795500420000() : new HashedLimiterKeys1795500420001();
    const runner = db.dataSource.createQueryRunner();
    try {
      await migration.up(runner);
    } finally {
      await runner.release();
    }
    expect(await keys()).toEqual([]);
  });
});

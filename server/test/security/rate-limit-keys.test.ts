import { randomBytes } from 'node:crypto';
import { RateLimitBucket } from '../../src/db/entities/rate-limit-bucket.entity';
import { cleanUpExpired } from '../../src/housekeeping';
import { API_RATE_LIMITS } from '../../src/rest/api-rate-limit';
import { createUser } from '../support/accounts';
import { Agent, startApp, type TestApp } from '../support/http';
import { databases, useTestDatabase } from '../support';

/**
 * The API budget is spent by whoever the request verifiably is: its API token, its signed-in user,
 * or else its client address. A cookie or token that does not verify buys nothing of its own.
 */
describe.each(databases())('API budget keys on %s', (kind) => {
  const db = useTestDatabase(kind);
  let t: TestApp;

  beforeAll(async () => {
    t = await startApp(db);
  });
  afterAll(async () => {
    await t.app.close();
  });

  const budget = (answer: { headers: Record<string, unknown> }) => ({
    limit: Number(answer.headers['ratelimit-limit']),
    remaining: Number(answer.headers['ratelimit-remaining']),
  });
  const rows = () => db.dataSource.getRepository(RateLimitBucket).count();

  it('50 junk session cookies from one address spend that address budget and add at most a handful of rows', async () => {
    t.clock.set(new Date('2026-03-02T10:00:05.000Z'));
    await t.app.apiRateCounter.flush();
    const before = await rows();
    const first = await new Agent(t.app, '10.62.0.1').rest('GET', '/user');
    const remaining = [budget(first).remaining];
    for (let index = 0; index < 50; index += 1) {
      const junk = new Agent(t.app, '10.62.0.1');
      // unsigned random values and signed-looking ones alike
      junk.cookie = `larp_session=${index % 2 === 0 ? randomBytes(16).toString('hex') : `s%3A${randomBytes(24).toString('base64url')}.x`}`;
      const answer = await junk.rest('GET', '/user');
      expect(budget(answer).limit).toBe(API_RATE_LIMITS.address);
      remaining.push(budget(answer).remaining);
    }
    expect(remaining).toEqual(Array.from({ length: 51 }, (_, index) => API_RATE_LIMITS.address - 1 - index));
    await t.app.apiRateCounter.flush();
    expect((await rows()) - before).toBeLessThanOrEqual(3);
  });

  it('a signed-in user has one budget across sessions; a cookie of an ended session counts against the address', async () => {
    t.clock.set(new Date('2026-03-02T11:00:05.000Z'));
    const user = await createUser(db.dataSource);
    const first = new Agent(t.app, '10.62.1.1');
    const second = new Agent(t.app, '10.62.1.2');
    for (const agent of [first, second]) {
      expect((await agent.rest('POST', '/login', { email: user.email, password: user.password })).status).toBe(200);
    }
    const a = budget(await first.rest('GET', '/user'));
    const b = budget(await second.rest('GET', '/user'));
    expect(a.limit).toBe(API_RATE_LIMITS.session);
    // the same user's two sessions spend one budget
    expect(b.remaining).toBe(a.remaining - 1);

    const stale = first.cookie;
    expect((await first.rest('POST', '/logout')).status).toBe(200);
    const replay = new Agent(t.app, '10.62.1.1');
    replay.cookie = stale;
    const replayed = await replay.rest('GET', '/user');
    const anonymous = await new Agent(t.app, '10.62.1.1').rest('GET', '/user');
    // the address's budget: the login above, the replayed cookie, this request
    expect(budget(replayed)).toEqual({ limit: API_RATE_LIMITS.address, remaining: API_RATE_LIMITS.address - 2 });
    expect(budget(anonymous).remaining).toBe(API_RATE_LIMITS.address - 3);
  });

  it('a refused API token counts against the address, not a token budget of its own', async () => {
    t.clock.set(new Date('2026-03-02T12:00:05.000Z'));
    const call = (token: string) =>
      new Agent(t.app, '10.62.2.1').request('GET', '/api/v1/user', { headers: { authorization: `Bearer ${token}` } });
    const first = await call(`larp_${randomBytes(16).toString('hex')}`);
    const second = await call(`larp_${randomBytes(16).toString('hex')}`);
    expect(first.status).toBeGreaterThanOrEqual(400);
    expect(budget(first)).toEqual({ limit: API_RATE_LIMITS.address, remaining: API_RATE_LIMITS.address - 1 });
    expect(budget(second).remaining).toBe(API_RATE_LIMITS.address - 2);
  });

  it('limit rows expire and housekeeping deletes them', async () => {
    t.clock.set(new Date('2026-03-02T13:00:05.000Z'));
    await new Agent(t.app, '10.62.3.1').rest('GET', '/user');
    await t.app.apiRateCounter.flush();
    const now = t.clock.now();
    const current = await db.dataSource.getRepository(RateLimitBucket).find();
    expect(current.length).toBeGreaterThan(0);
    expect(current.every((row) => row.expiresAt.getTime() <= now.getTime() + 24 * 60 * 60 * 1000)).toBe(true);
    t.clock.advance(25 * 60 * 60 * 1000);
    await cleanUpExpired(db.dataSource, t.clock);
    expect(await rows()).toBe(0);
  });
});

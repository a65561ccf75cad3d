import { API_RATE_LIMITS, API_RATE_LIMIT_MESSAGE } from '../../src/rest/api-rate-limit';
import { Like } from 'typeorm';
import { ManualClock } from '../../src/clock';
import { RateLimitBucket } from '../../src/db/entities/rate-limit-bucket.entity';
import { limiterKeyHasher } from '../../src/secrets';
import { Agent, startApp, type TestApp } from '../support/http';
import { agentFor, createPersonaUsers, type PersonaUsers } from '../support/personas';
import { databases, useTestDatabase } from '../support';

describe.each(databases())('RateLimit headers on %s', (kind) => {
  const db = useTestDatabase(kind);
  let t: TestApp;
  let users: PersonaUsers;
  beforeAll(async () => {
    t = await startApp(db);
    users = await createPersonaUsers(db.dataSource);
  });
  afterAll(async () => {
    await t.app.close();
  });

  const headersOf = (answer: { headers: Record<string, unknown> }) => ({
    limit: Number(answer.headers['ratelimit-limit']),
    remaining: Number(answer.headers['ratelimit-remaining']),
    reset: Number(answer.headers['ratelimit-reset']),
  });

  it('counts per signed-in user on REST and GraphQL, separately for each user and for anonymous addresses', async () => {
    t.clock.set(new Date('2026-03-01T12:05:00.000Z'));
    const player = await agentFor(t.app, db.dataSource, users, 'player');
    const first = headersOf(await player.rest('GET', '/user'));
    expect(first).toEqual({ limit: API_RATE_LIMITS.session, remaining: API_RATE_LIMITS.session - 1, reset: 60 });
    t.clock.advance(15_000);
    const second = headersOf(await player.graphql('{ currentUser { email } }'));
    expect(second).toEqual({ limit: API_RATE_LIMITS.session, remaining: API_RATE_LIMITS.session - 2, reset: 45 });
    const staff = await agentFor(t.app, db.dataSource, users, 'staff');
    expect(headersOf(await staff.rest('GET', '/user')).remaining).toBe(API_RATE_LIMITS.session - 1);
    const anonymous = new Agent(t.app, '10.99.0.1');
    expect(headersOf(await anonymous.rest('GET', '/user'))).toMatchObject({
      limit: API_RATE_LIMITS.address,
      remaining: API_RATE_LIMITS.address - 1,
    });
    // a new window starts afresh
    t.clock.advance(45_000);
    expect(headersOf(await player.rest('GET', '/user')).remaining).toBe(API_RATE_LIMITS.session - 1);
  });

  it('refuses a token over its budget with 429 and Retry-After until the window ends', async () => {
    t.clock.set(new Date('2026-03-01T13:00:00.000Z'));
    const session = await agentFor(t.app, db.dataSource, users, 'player');
    const made = await session.rest('POST', '/user/api_tokens', { name: 'busy', scopes: ['account:read'], expires_in_days: 5 });
    const token = made.body.data.token as string;
    const call = () => new Agent(t.app).request('GET', '/api/v1/user', { headers: { authorization: `Bearer ${token}` } });
    let last = await call();
    expect(headersOf(last)).toEqual({ limit: API_RATE_LIMITS.token, remaining: API_RATE_LIMITS.token - 1, reset: 60 });
    for (let index = 1; index < API_RATE_LIMITS.token; index += 1) last = await call();
    expect(last.status).toBe(200);
    expect(headersOf(last).remaining).toBe(0);
    t.clock.advance(20_000);
    const over = await call();
    expect(over.status).toBe(429);
    expect(over.body.message).toBe(API_RATE_LIMIT_MESSAGE);
    expect(over.headers['retry-after']).toBe('40');
    // the session of the same user has its own budget
    expect((await session.rest('GET', '/user')).status).toBe(200);
    t.clock.advance(40_000);
    expect((await call()).status).toBe(200);
  });

  it('writes no count on the request path: a request costs no statement of the rate limit, the flush writes it', async () => {
    t.clock.set(new Date('2026-03-01T15:00:00.000Z'));
    const anonymous = new Agent(t.app, '10.99.0.2');
    const key = `api:@${(await limiterKeyHasher(db.dataSource))('10.99.0.2')}`;
    const bucketRows = () => db.dataSource.getRepository(RateLimitBucket).find({ where: { key } });
    await t.app.apiRateCounter.flush();
    // The counter's own timer also flushes, a moment after a count; on a loaded machine the request
    // itself can take that long. What a flush writes is the flush's, wherever its timer fired.
    const counter = t.app.apiRateCounter;
    const flush = counter.flush.bind(counter);
    let flushing = 0;
    counter.flush = async () => {
      flushing += 1;
      try {
        await flush();
      } finally {
        flushing -= 1;
      }
    };
    const onRequestPath: string[] = [];
    const byFlushes: string[] = [];
    const logger = db.dataSource.logger;
    const original = logger.logQuery.bind(logger);
    logger.logQuery = (...args: Parameters<typeof logger.logQuery>) => {
      (flushing > 0 ? byFlushes : onRequestPath).push(args[0]);
      return original(...args);
    };
    try {
      // a route that reads nothing from the database: any statement would be the rate limit's
      const answer = await anonymous.graphql('{ __typename }');
      expect(answer.status).toBe(200);
      expect(headersOf(answer).remaining).toBe(API_RATE_LIMITS.address - 1);
      expect(onRequestPath).toEqual([]);
      await counter.flush();
      expect(onRequestPath).toEqual([]);
      expect(byFlushes.filter((sql) => /rate_limit_buckets/i.test(sql))).toHaveLength(1);
    } finally {
      logger.logQuery = original;
      counter.flush = flush;
    }
    expect(await bucketRows()).toMatchObject([{ count: 1 }]);
    // a second request and flush add to the row
    await anonymous.graphql('{ __typename }');
    await t.app.apiRateCounter.flush();
    expect(await bucketRows()).toMatchObject([{ count: 2 }]);
  });

  it('shares counts through the database: two app instances on one database (two processes behind a load balancer) share one budget once flushed', async () => {
    const clock = new ManualClock('2026-03-01T14:00:10.000Z');
    t.clock.set(clock.now());
    const second = await startApp(db, { dataSource: await db.open(), clock });
    try {
      const session = await agentFor(t.app, db.dataSource, users, 'player');
      const made = await session.rest('POST', '/user/api_tokens', { name: 'shared', scopes: ['account:read'], expires_in_days: 5 });
      const token = made.body.data.token as string;
      const on = (app: TestApp['app']) => new Agent(app).request('GET', '/api/v1/user', { headers: { authorization: `Bearer ${token}` } });
      // each writes its pending counts and reads the others' totals: the first flushed again reads the second's write
      const flushBoth = async () => {
        await t.app.apiRateCounter.flush();
        await second.app.apiRateCounter.flush();
        await t.app.apiRateCounter.flush();
      };
      // alternate between the instances, flushing both between steps: each answer counts the other's requests too
      const remaining: number[] = [];
      for (let index = 0; index < 6; index += 1) {
        const answer = await on(index % 2 === 0 ? t.app : second.app);
        expect(answer.status).toBe(200);
        remaining.push(headersOf(answer).remaining);
        await flushBoth();
      }
      // (the second instance meets the token at the second step: until its first flush it knows only its own request)
      expect(remaining).toEqual([1, 1, 3, 4, 5, 6].map((n) => API_RATE_LIMITS.token - n));
      // simultaneous requests on both instances: each counts exactly once in the database
      const burst = await Promise.all(Array.from({ length: 20 }, (_, index) => on(index % 2 === 0 ? t.app : second.app)));
      expect(burst.map((answer) => answer.status)).toEqual(Array.from({ length: 20 }, () => 200));
      // before a flush, each instance sees its own burst requests on top of the shared six
      const seen = burst.map((answer) => API_RATE_LIMITS.token - headersOf(answer).remaining).sort((a, b) => a - b);
      expect(Math.max(...seen)).toBeLessThanOrEqual(26);
      expect(Math.max(...seen)).toBeGreaterThanOrEqual(16);
      await flushBoth();
      expect(headersOf(await on(second.app)).remaining).toBe(API_RATE_LIMITS.token - 27);
      await flushBoth();
      // one row per budget and window, with the count
      const [bucket] = await db.dataSource
        .getRepository(RateLimitBucket)
        .find({ where: { windowStart: new Date('2026-03-01T14:00:00.000Z'), key: Like('api:token:%') } });
      expect(bucket).toMatchObject({ count: 27, expiresAt: new Date('2026-03-01T14:01:00.000Z') });
    } finally {
      await second.app.close();
    }
  });
});

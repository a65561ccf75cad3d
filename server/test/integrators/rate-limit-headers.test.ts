import { API_RATE_LIMITS, API_RATE_LIMIT_MESSAGE } from '../../src/rest/api-rate-limit';
import { Agent, startApp, type TestApp } from '../helpers/http';
import { agentFor, createPersonaUsers, type PersonaUsers } from '../helpers/personas';
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

  it('counts per session on REST and GraphQL, separately for each session and for anonymous addresses', async () => {
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
    expect(headersOf(await anonymous.rest('GET', '/user'))).toMatchObject({ limit: API_RATE_LIMITS.address, remaining: API_RATE_LIMITS.address - 1 });
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
});

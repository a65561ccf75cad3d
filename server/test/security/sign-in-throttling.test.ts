import { createUser } from '../support/accounts';
import { Agent, outboxMessages, startApp, type TestApp } from '../support/http';
import { databases, useTestDatabase } from '../support';

/**
 * Sign-in throttling per (account, client address), OWASP's way: a stranger's wrong passwords slow
 * down only that stranger's address for that account, never the owner signing in from elsewhere.
 */
const LOGIN = 'mutation Login($input: LoginInput!) { login(input: $input) { id } }';
const SECOND = 1000;
const DAY = 24 * 60 * 60 * 1000;

const waitText = (seconds: number) => `Too many attempts. Try again in ${seconds} ${seconds === 1 ? 'second' : 'seconds'}.`;

describe.each(databases())('sign-in throttling on %s', (kind) => {
  const db = useTestDatabase(kind);
  let t: TestApp;
  let addressCounter = 0;
  /** a client at an address no other test uses */
  const client = () => new Agent(t.app, `10.61.${Math.floor(++addressCounter / 200)}.${addressCounter % 200}`);

  beforeAll(async () => {
    t = await startApp(db);
  });
  afterAll(async () => {
    await t.app.close();
  });

  const login = (agent: Agent, email: string, password: string) => agent.rest('POST', '/login', { email, password });

  it("a stranger's wrong passwords do not lock the owner out from another address, in any case or spacing of the email", async () => {
    const owner = await createUser(db.dataSource);
    const stranger = client();
    for (let attempt = 0; attempt < 10; attempt += 1) await login(stranger, owner.email, 'wrong password here');
    expect((await login(stranger, owner.email, 'wrong password here')).status).toBe(429);

    const answer = await login(client(), `  ${owner.email.toUpperCase()} `, owner.password);
    expect(answer.status).toBe(200);
    expect(answer.headers['set-cookie']).toBeDefined();
  });

  it('after 5 failures of a pair, answers 429 with Retry-After and a wait that doubles per failure up to 60 s', async () => {
    const owner = await createUser(db.dataSource);
    const stranger = client();
    for (let attempt = 0; attempt < 5; attempt += 1) {
      // the same account in another spelling is the same pair
      const email = attempt % 2 === 0 ? owner.email : ` ${owner.email.toUpperCase()}`;
      expect((await login(stranger, email, 'wrong password here')).status).toBe(401);
    }
    const waits: number[] = [];
    for (let failure = 5; failure <= 12; failure += 1) {
      // even the right password waits: the pair is throttled, whatever is tried
      const refused = await login(stranger, owner.email, owner.password);
      expect(refused.status).toBe(429);
      const wait = Number(refused.headers['retry-after']);
      expect(refused.body).toMatchObject({ code: 'TOO_MANY_REQUESTS', message: waitText(wait), retryAfter: wait });
      expect(refused.headers['set-cookie']).toBeUndefined();
      waits.push(wait);
      // one second early is still refused, and does not count as a failure
      t.clock.advance((wait - 1) * SECOND);
      expect((await login(stranger, owner.email, 'wrong password here')).status).toBe(429);
      t.clock.advance(SECOND);
      expect((await login(stranger, owner.email, 'wrong password here')).status).toBe(401);
    }
    expect(waits).toEqual([1, 2, 4, 8, 16, 32, 60, 60]);
  });

  it('a success resets the pair', async () => {
    const owner = await createUser(db.dataSource);
    const agent = client();
    for (let round = 0; round < 3; round += 1) {
      for (let attempt = 0; attempt < 4; attempt += 1) expect((await login(agent, owner.email, 'wrong password here')).status).toBe(401);
      expect((await login(agent, owner.email, owner.password)).status).toBe(200);
    }
    for (let attempt = 0; attempt < 5; attempt += 1) expect((await login(agent, owner.email, 'wrong password here')).status).toBe(401);
    expect((await login(agent, owner.email, 'wrong password here')).status).toBe(429);
  });

  it('GraphQL answers the same refusal, with the wait in the error extensions', async () => {
    const owner = await createUser(db.dataSource);
    const stranger = client();
    for (let attempt = 0; attempt < 5; attempt += 1) {
      const failed = await stranger.graphql(LOGIN, { input: { email: owner.email, password: 'wrong password!' } });
      expect(failed.body.errors[0].extensions.code).toBe('UNAUTHENTICATED');
    }
    // REST and GraphQL count the same pair
    expect((await login(stranger, owner.email, 'wrong password!')).status).toBe(429);
    t.clock.advance(SECOND);
    expect((await login(stranger, owner.email, 'wrong password!')).status).toBe(401);
    const refused = await stranger.graphql(LOGIN, { input: { email: owner.email, password: owner.password } });
    expect(refused.body.data).toBeNull();
    expect(refused.body.errors[0]).toMatchObject({ message: waitText(2), extensions: { code: 'TOO_MANY_REQUESTS', retryAfter: 2 } });
    // the owner from elsewhere, through GraphQL
    const owned = await client().graphql(LOGIN, { input: { email: owner.email, password: owner.password } });
    expect(owned.body.data.login.id).toBe(owner.id);
  });

  it('counts concurrent failures of one pair atomically: exactly 5 are tried, the rest wait', async () => {
    const owner = await createUser(db.dataSource);
    const stranger = client();
    const answers = await Promise.all(Array.from({ length: 12 }, () => login(stranger, owner.email, 'wrong password here')));
    const statuses = answers.map((answer) => answer.status).sort();
    expect(statuses).toEqual([...Array(5).fill(401), ...Array(7).fill(429)]);
  });

  it('mails the owner once per 24 hours when throttling starts, whoever is throttled', async () => {
    const owner = await createUser(db.dataSource);
    const warnings = () =>
      outboxMessages(db.dataDir, owner.email).filter((text) => /Subject: Failed sign-in attempts on your account/.test(text));
    const failFive = async (agent: Agent) => {
      for (let attempt = 0; attempt < 5; attempt += 1) await login(agent, owner.email, 'wrong password here');
    };
    const first = client();
    for (let attempt = 0; attempt < 4; attempt += 1) await login(first, owner.email, 'wrong password here');
    expect(warnings()).toHaveLength(0);
    await login(first, owner.email, 'wrong password here');
    expect(warnings()).toHaveLength(1);
    expect(warnings()[0]).toContain('/forgot_password');
    await failFive(client());
    t.clock.advance(DAY - 60 * SECOND);
    await failFive(client());
    expect(warnings()).toHaveLength(1);
    t.clock.advance(2 * 60 * SECOND);
    await failFive(client());
    expect(warnings()).toHaveLength(2);
    // an address without an account gets no mail and gives nothing away: the same answers
    const nobody = `nobody-${Date.now()}@example.org`;
    const agent = client();
    const statuses = [];
    for (let attempt = 0; attempt < 6; attempt += 1) statuses.push((await login(agent, nobody, 'wrong password here')).status);
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429]);
    expect(outboxMessages(db.dataDir, nobody)).toHaveLength(0);
  });

  it('limits failures from one address across accounts (password spraying), not its successes', async () => {
    const owner = await createUser(db.dataSource);
    const sprayer = client();
    // successes do not count against the address
    for (let attempt = 0; attempt < 3; attempt += 1) expect((await login(sprayer, owner.email, owner.password)).status).toBe(200);
    for (let attempt = 0; attempt < 50; attempt += 1) {
      expect((await login(sprayer, `spray-${attempt}-${Date.now()}@example.org`, 'guess guess')).status).toBe(401);
    }
    const refused = await login(sprayer, `spray-last-${Date.now()}@example.org`, 'guess guess');
    expect(refused.status).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    // another address is not concerned
    expect((await login(client(), owner.email, owner.password)).status).toBe(200);
  });
});

import { User } from '../../src/db/entities/user.entity';
import { GOOD_PASSWORD } from '../support/accounts';
import { Agent, startApp, type TestApp } from '../support/http';
import { databases, useTestDatabase } from '../support';

/** A sign-up desk behind one router (one client address) signs up 60 people an hour, then waits. */
describe.each(databases())('sign-up limit on %s', (kind) => {
  const db = useTestDatabase(kind);
  let t: TestApp;

  beforeAll(async () => {
    t = await startApp(db);
  });
  afterAll(async () => {
    await t.app.close();
  });

  const signup = (agent: Agent, email: string) =>
    agent.rest('POST', '/signup', {
      first_name: 'Desk',
      last_name: 'Player',
      email,
      password: GOOD_PASSWORD,
      password_confirm: GOOD_PASSWORD,
      privacy_statement_accepted: true,
    });

  it('allows 60 sign-ups an hour from one address, then answers 429 with the wait', async () => {
    t.clock.set(new Date('2026-03-03T09:00:00.000Z'));
    const desk = new Agent(t.app, '10.64.0.1');
    for (let person = 0; person < 60; person += 1) {
      expect((await signup(desk, `desk-${person}@example.org`)).status).toBe(201);
    }
    const refused = await signup(desk, 'desk-60@example.org');
    expect(refused.status).toBe(429);
    expect(refused.headers['retry-after']).toBe('3600');
    expect(refused.body.message).toBe('Too many attempts. Try again in 60 minutes.');
    expect(await db.dataSource.getRepository(User).countBy({ email: 'desk-60@example.org' })).toBe(0);
    // the next hour, the desk goes on
    t.clock.advance(60 * 60 * 1000);
    expect((await signup(desk, 'desk-60@example.org')).status).toBe(201);
    // 62 password hashes (argon2id) on a shared machine
  }, 180_000);
});

import { createUser } from './support/accounts';
import { Agent, startApp, type TestApp } from './support/http';
import { agentFor, createPersonaUsers, PERSONAS, type Persona, type PersonaUsers } from './support/personas';
import { databases, useTestDatabase } from './support';

/** GraphiQL is for staff and admins; anonymous visitors go to /login, others get 'Not Found'. */
const EXPECTED: Record<Persona, number> = { anonymous: 302, unverified: 302, player: 404, staff: 200, admin: 200 };

describe.each(databases())('GraphiQL on %s', (kind) => {
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

  it.each(PERSONAS)('GET /graphiql/ as %s', async (persona) => {
    const agent = await agentFor(t.app, db.dataSource, users, persona);
    const answer = await agent.request('GET', '/graphiql/');
    expect(answer.status).toBe(EXPECTED[persona]);
    if (answer.status === 200) expect(String(answer.body)).toContain('id="graphiql"');
    if (answer.status === 302) expect(answer.headers.location).toBe('/login');
    if (answer.status === 404) expect(answer.body).toEqual({ message: 'Not Found' });
  });

  it('serves the page under our own CSP (scripts from self only)', async () => {
    const staff = await createUser(db.dataSource, { roles: ['staff'] });
    const agent = new Agent(t.app, '10.6.0.1');
    await agent.rest('POST', '/login', { email: staff.email, password: staff.password });
    const page = await agent.request('GET', '/graphiql/');
    expect(String(page.headers['content-security-policy'])).toMatch(/script-src 'self'(;|$)/);
  });
});

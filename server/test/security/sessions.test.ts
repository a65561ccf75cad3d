import { User } from '../../src/db';
import { withTransaction } from '../../src/db/transaction';
import { createUser } from '../support/accounts';
import { Agent, lastMailedToken, startApp, type TestApp } from '../support/http';
import { databases, useTestDatabase } from '../support';

/**
 * What the account tests leave implicit: signing out ends the session on the server (the cookie
 * taken before is worth nothing afterwards, on both transports); a role taken away is gone from the
 * live session at its next request (roles are read with the session, never kept in it); a reset link
 * changes the password of the account it was mailed to and of no other.
 */

const ME = '{ currentUser { id } }';

describe.each(databases())('sessions on %s', (kind) => {
  const db = useTestDatabase(kind);
  let t: TestApp;
  let ip = 0;
  const browser = () => new Agent(t.app, `10.35.2.${++ip}`);

  beforeAll(async () => {
    t = await startApp(db);
  });
  afterAll(async () => {
    await t.app.close();
  });

  async function signedIn(user: { email: string; password: string }): Promise<Agent> {
    const agent = browser();
    expect((await agent.rest('POST', '/login', { email: user.email, password: user.password })).status).toBe(200);
    return agent;
  }

  /** A second browser holding a copy of `agent`'s cookie (a stolen or kept cookie). */
  function copyOf(agent: Agent): Agent {
    const copy = browser();
    copy.cookie = agent.cookie;
    return copy;
  }

  it.each([
    ['REST', (agent: Agent) => agent.rest('POST', '/logout')],
    ['GraphQL', (agent: Agent) => agent.graphql('mutation { logout }')],
  ])('signing out through %s ends the session: the cookie kept from before no longer works anywhere', async (_transport, logout) => {
    const user = await createUser(db.dataSource);
    const agent = await signedIn(user);
    const kept = copyOf(agent);
    expect((await kept.rest('GET', '/user')).status).toBe(200);
    expect((await logout(agent)).status).toBe(200);
    expect((await kept.rest('GET', '/user')).status).toBe(401);
    const graphql = await kept.graphql(ME);
    expect(graphql.body.data?.currentUser ?? null).toBeNull();
    // the stale cookie is refused where a session is needed, on GraphQL too
    expect((await kept.graphql('{ myShards { shards } }')).body.errors[0].extensions.code).toBe('UNAUTHENTICATED');
  });

  it('a role taken away is gone from the live session at its next request, and a role given applies at once (REST and GraphQL)', async () => {
    const staff = await createUser(db.dataSource, { roles: ['staff'] });
    const agent = await signedIn(staff);
    const staffCalls = async () => [
      (await agent.rest('GET', '/saved_queries')).status,
      (await agent.graphql('{ checkinKeys { keyId } }')).body.errors?.[0]?.extensions?.code ?? 'ok',
    ];
    expect(await staffCalls()).toEqual([200, 'ok']);
    await withTransaction(db.dataSource, (manager) => manager.update(User, { id: staff.id }, { roles: [] }));
    expect(await staffCalls()).toEqual([403, 'FORBIDDEN']);
    await withTransaction(db.dataSource, (manager) => manager.update(User, { id: staff.id }, { roles: ['staff'] }));
    expect(await staffCalls()).toEqual([200, 'ok']);
  });

  it("a reset link changes only its own account's password, whoever uses it", async () => {
    const owner = await createUser(db.dataSource);
    const other = await createUser(db.dataSource);
    const otherSession = await signedIn(other);
    await browser().rest('POST', '/forgot_password', { email: owner.email });
    await browser().rest('POST', '/forgot_password', { email: other.email });
    const ownersLink = lastMailedToken(db.dataDir, owner.email, '/reset_password/');
    const newPassword = 'another fresh passphrase';
    // used from the other account's signed-in browser: still the owner's link
    const reset = await otherSession.rest('PATCH', `/reset_password/${ownersLink}`, {
      password: newPassword,
      password_confirm: newPassword,
    });
    expect(reset.status).toBe(200);
    expect((await browser().rest('POST', '/login', { email: owner.email, password: newPassword })).status).toBe(200);
    expect((await browser().rest('POST', '/login', { email: other.email, password: newPassword })).status).toBe(401);
    expect((await browser().rest('POST', '/login', { email: other.email, password: other.password })).status).toBe(200);
    expect((await otherSession.rest('GET', '/user')).status).toBe(200);
    // the other account's own link is untouched by the owner's reset
    const othersLink = lastMailedToken(db.dataDir, other.email, '/reset_password/');
    const own = await browser().rest('PATCH', `/reset_password/${othersLink}`, { password: newPassword, password_confirm: newPassword });
    expect(own.status).toBe(200);
  });
});

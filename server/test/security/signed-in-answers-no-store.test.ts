import { API_SCOPES } from '../../src/modules/api-tokens/api-token-scopes';
import { Agent, startApp, type TestApp } from '../support/http';
import { agentFor, createPersonaUsers } from '../support/personas';
import { databases, useTestDatabase } from '../support';
import { insertCharacter, insertEvent } from '../support';

/** A caller that sends only an API token (no cookie). */
class TokenAgent extends Agent {
  constructor(
    app: TestApp['app'],
    private readonly token: string,
  ) {
    super(app, '10.35.5.2');
  }
  override request(...[method, url, options = {}]: Parameters<Agent['request']>) {
    return super.request(method, url, { ...options, headers: { authorization: `Bearer ${this.token}`, ...options.headers } });
  }
}

describe.each(databases())('Cache-Control: no-store on signed-in and token answers on %s', (kind) => {
  const db = useTestDatabase(kind);
  let t: TestApp;
  let session: Agent;
  let token: Agent;
  /** a real value for each path parameter the walk meets, so most calls reach their data */
  const ids: Record<string, string> = {};
  let getPaths: string[] = [];

  beforeAll(async () => {
    t = await startApp(db);
    await t.app.services.gameData.loadSampleIfEmpty();
    const users = await createPersonaUsers(db.dataSource);
    session = await agentFor(t.app, db.dataSource, users, 'admin');
    const made = await session.rest('POST', '/user/api_tokens', { name: 'walk', scopes: API_SCOPES, expires_in_days: 1 });
    expect(made.status).toBe(201);
    token = new TokenAgent(t.app, made.body.data.token as string);
    const event = await insertEvent(db.dataSource, {}, t.clock.now());
    const character = await insertCharacter(db.dataSource, users.admin.id);
    Object.assign(ids, {
      id: event.id,
      event_id: event.id,
      eventId: event.id,
      character_id: character.id,
      user_id: users.admin.id,
      number: '1',
    });
    const document = (await new Agent(t.app).request('GET', '/api/v1/openapi.json')).body as {
      paths: Record<string, Record<string, unknown>>;
    };
    getPaths = Object.entries(document.paths)
      .filter(([, operations]) => 'get' in operations)
      .map(([path]) => path);
  });
  afterAll(() => t.app.close());

  /** The OpenAPI path with its parameters filled: a real id where one is known, else one that names nothing. */
  const fill = (path: string) => path.replace(/\{(\w+)\}/g, (_, name: string) => ids[name] ?? 'ffffffffffffffffffffffff');

  it.each([
    ['a session', () => session],
    ['an API token', () => token],
  ])('every GET of the API document answered to %s says no-store', async (_who, caller) => {
    expect(getPaths.length).toBeGreaterThan(20);
    expect(getPaths).toContain('/api/v1/user/export');
    const missing: string[] = [];
    const statuses = new Map<number, number>();
    for (const path of getPaths) {
      const answer = await caller().request('GET', fill(path));
      statuses.set(answer.status, (statuses.get(answer.status) ?? 0) + 1);
      if (answer.headers['cache-control'] !== 'no-store')
        missing.push(`${path} ${answer.status} ${String(answer.headers['cache-control'])}`);
    }
    expect(missing).toEqual([]);
    // the walk reached real data, not only refusals
    expect(statuses.get(200) ?? 0).toBeGreaterThan(getPaths.length / 2);
  });

  it.each([
    ['a session', () => session],
    ['an API token', () => token],
  ])('/graphql answers to %s say no-store, by GET and POST, errors too', async (_who, caller) => {
    const query = '{ currentUser { id email } }';
    const post = await caller().graphql(query);
    expect(post.status).toBe(200);
    expect(post.headers['cache-control']).toBe('no-store');
    const get = await caller().request('GET', `/graphql?query=${encodeURIComponent(query)}`, {
      headers: { 'apollo-require-preflight': 'true' },
    });
    expect(get.status).toBe(200);
    expect(get.headers['cache-control']).toBe('no-store');
    const refused = await caller().graphql('{ noSuchField }');
    expect(refused.status).toBe(400);
    expect(refused.headers['cache-control']).toBe('no-store');
  });

  it('the personal data export says no-store to its owner', async () => {
    const exported = await session.rest('GET', '/user/export');
    expect(exported.status).toBe(200);
    expect(exported.headers['cache-control']).toBe('no-store');
  });
});

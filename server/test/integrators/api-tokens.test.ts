import { ApiToken } from '../../src/db/entities/integrator.entities';
import { Character } from '../../src/db/entities/character.entity';
import { buildAppSchema } from '../../src/graphql/schema';
import { callOfField } from '../../src/graphql/call-field';
import { User } from '../../src/db/entities/user.entity';
import { withTransaction } from '../../src/db/transaction';
import { hashToken } from '../../src/modules/accounts/tokens';
import { CSRF_MESSAGE } from '../../src/rest/csrf-guard';
import { REST_ROUTES } from '../../src/rest/routes';
import { Agent, startApp, type TestApp } from '../support/http';
import { createEvent, eventFields, sendEventForm } from '../support/events';
import { agentFor, createPersonaUsers, type PersonaUsers } from '../support/personas';
import { databases, insertCharacter, useTestDatabase } from '../support';

const DAY = 24 * 60 * 60 * 1000;

describe.each(databases())('API tokens on %s', (kind) => {
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

  /** A caller with only a bearer token (no cookie). */
  const bearer = (token: string, headers: Record<string, string> = {}) => ({
    rest: (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', path: string, json?: unknown, extra: Record<string, string> = {}) =>
      new Agent(t.app, '10.15.0.9').request(method, `/api/v1${path}`, {
        ...(json === undefined ? {} : { json }),
        headers: { authorization: `Bearer ${token}`, ...headers, ...extra },
      }),
    graphql: (query: string) =>
      new Agent(t.app, '10.15.0.9').request('POST', '/graphql', {
        json: { query },
        headers: { authorization: `Bearer ${token}`, ...headers },
      }),
  });

  async function makeToken(persona: 'player' | 'staff' | 'admin', scopes: string[], days = 30) {
    const session = await agentFor(t.app, db.dataSource, users, persona);
    const answer = await session.rest('POST', '/user/api_tokens', { name: `${persona} script`, scopes, expires_in_days: days });
    expect(answer.status).toBe(201);
    return { session, token: answer.body.data.token as string, record: answer.body.data.api_token };
  }

  it('is shown once, stored only hashed, listed without its secret, and acts as its owner on REST and GraphQL', async () => {
    const { session, token, record } = await makeToken('player', ['account:read', 'graphql:read']);
    expect(token).toMatch(/^larp_[A-Za-z0-9_-]{43}$/);
    expect(record).toMatchObject({ name: 'player script', scopes: ['account:read', 'graphql:read'], state: 'active', last_used_at: null });
    expect(new Date(record.expires_at).getTime() - t.clock.now().getTime()).toBe(30 * DAY);
    const stored = await db.dataSource.getRepository(ApiToken).findOneByOrFail({ id: record._id });
    expect(stored.tokenHash).toBe(hashToken(token));
    expect(JSON.stringify(stored)).not.toContain(token.slice(5));

    const listed = await session.rest('GET', '/user/api_tokens');
    expect(JSON.stringify(listed.body)).not.toContain(token.slice(5));
    expect(listed.body.data.tokens.map((row: { _id: string }) => row._id)).toContain(record._id);

    const me = await bearer(token).rest('GET', '/user');
    expect(me.status).toBe(200);
    expect(me.body.data.email).toBe(users.player.email);
    expect(me.headers['set-cookie']).toBeUndefined();
    const gql = await bearer(token).graphql('{ currentUser { email } }');
    expect(gql.body.data.currentUser.email).toBe(users.player.email);

    // last use recorded and shown
    const after = await session.rest('GET', '/user/api_tokens');
    const row = after.body.data.tokens.find((candidate: { _id: string }) => candidate._id === record._id);
    expect(row.last_used_at).toBe(t.clock.now().toISOString());
  });

  it('is refused outside its scopes, per domain and read/write, on REST and GraphQL', async () => {
    const { token } = await makeToken('player', ['account:read', 'graphql:read']);
    const characters = await bearer(token).rest('GET', '/user/characters');
    expect(characters.status).toBe(403);
    expect(characters.body.message).toBe('This API token lacks the characters:read scope');
    const write = await bearer(token).rest('PATCH', '/user/update_password', {
      current_password: 'x',
      password: 'y',
      password_confirm: 'y',
    });
    expect(write.status).toBe(403);
    expect(write.body.message).toBe('This API token lacks the account:write scope');
    const mutation = await bearer(token).graphql('mutation { deleteCharacter(id: "0123456789abcdef01234567") }');
    expect(mutation.status).toBe(403);
    expect(mutation.body.errors[0].message).toBe('This API token lacks the characters:write scope');

    const { token: writer } = await makeToken('player', ['characters:write']);
    expect((await bearer(writer).rest('GET', '/user/characters')).status).toBe(200);
  });

  it('on GraphQL needs the scope of every domain the operation reaches: read for queries, write for mutations', async () => {
    await t.app.services.gameData.loadSampleIfEmpty();
    const character = await insertCharacter(db.dataSource, users.player.id);
    const { token } = await makeToken('player', ['characters:read']);
    const reader = bearer(token);
    const mine = await reader.graphql('{ myCharacters { id characterXpTotal } }');
    expect(mine.body.errors).toBeUndefined();
    expect(mine.body.data.myCharacters.map((row: { id: string }) => row.id)).toContain(character.id);
    // another domain, at the root or nested, is refused before anything runs
    for (const [query, scope] of [
      ['{ events(mine: false, publishedOnly: true) { id } }', 'events:read'],
      ['{ myCharacters { id user { email } } }', 'account:read'],
      ['{ myCharacters { id } currentUser { email } }', 'account:read'],
      ['query Q { ...F } fragment F on Query { events(mine: false, publishedOnly: true) { id } }', 'events:read'],
      [`mutation { deleteCharacter(id: "${character.id}") }`, 'characters:write'],
    ] as const) {
      const refused = await reader.graphql(query);
      expect({ query, status: refused.status, message: refused.body.errors?.[0]?.message, data: refused.body.data ?? null }).toEqual({
        query,
        status: 403,
        message: `This API token lacks the ${scope} scope`,
        data: null,
      });
    }
    expect(await db.dataSource.getRepository(Character).countBy({ id: character.id })).toBe(1);

    // events:write reaches events but not their registrations, nor a registration mutation
    const { token: eventsToken } = await makeToken('player', ['events:write']);
    expect((await bearer(eventsToken).graphql('{ events(mine: false, publishedOnly: true) { id eventTitle } }')).status).toBe(200);
    const nested = await bearer(eventsToken).graphql('{ events(mine: false, publishedOnly: true) { id eventRegistrations { id } } }');
    expect(nested.body.errors[0].message).toBe('This API token lacks the registrations:read scope');
    const register = await bearer(eventsToken).graphql(
      `mutation { registerForEvent(input: { eventId: "0123456789abcdef01234567", eventRole: "pc" }) { id } }`,
    );
    expect([register.status, register.body.errors[0].message]).toEqual([403, 'This API token lacks the registrations:write scope']);
    // a write scope covers the mutation and reading what it returns
    const { token: writer } = await makeToken('player', ['characters:write']);
    const deleted = await bearer(writer).graphql(`mutation { deleteCharacter(id: "${character.id}") }`);
    expect(deleted.body).toEqual({ data: { deleteCharacter: character.id }, extensions: expect.anything() });
  });

  it('never does more than its owner: a player token with every scope cannot reach staff or admin calls', async () => {
    const { token } = await makeToken('player', ['account:write', 'characters:write', 'shards:write', 'graphql:write']);
    expect((await bearer(token).rest('GET', '/users')).status).toBe(403);
    expect(
      (await bearer(token).rest('POST', '/characters/xp', { character_ids: ['0123456789abcdef01234567'], xp_amount: 5, reason: 'x' }))
        .status,
    ).toBe(403);
    // a role taken away from the owner is gone for the token at once
    const { token: adminToken } = await makeToken('admin', ['characters:read']);
    expect((await bearer(adminToken).rest('GET', '/characters')).status).toBe(200);
    await withTransaction(db.dataSource, (manager) => manager.update(User, { id: users.admin.id }, { roles: [] }));
    expect((await bearer(adminToken).rest('GET', '/characters')).status).toBe(403);
    await withTransaction(db.dataSource, (manager) => manager.update(User, { id: users.admin.id }, { roles: ['admin'] }));
  });

  it('needs no CSRF header (the cookie is not read), and cannot manage tokens or start sessions', async () => {
    const { token } = await makeToken('player', ['account:write', 'shards:write']);
    // a bodyless POST without JSON type or X-Requested-With: refused by the CSRF guard with a cookie, judged by the token alone with a bearer token
    const session = await agentFor(t.app, db.dataSource, users, 'player');
    const withCookie = await session.request('POST', '/api/v1/logout');
    expect(withCookie.status).toBe(400);
    expect(withCookie.body.message).toBe(CSRF_MESSAGE);
    const withToken = await new Agent(t.app).request('POST', '/api/v1/logout', { headers: { authorization: `Bearer ${token}` } });
    expect(withToken.status).toBe(200);
    expect((await bearer(token).rest('GET', '/user')).status).toBe(200);
    const manage = await bearer(token).rest('POST', '/user/api_tokens', { name: 'x', scopes: ['account:read'], expires_in_days: 1 });
    expect(manage.status).toBe(403);
    expect(manage.body.message).toBe('API tokens are managed from a signed-in browser session, not with an API token');
  });

  it('is accepted on GET /graphql without a CSRF preflight header (a cross-site page cannot send Authorization)', async () => {
    const { token } = await makeToken('player', ['account:read']);
    const url = `/graphql?${new URLSearchParams({ query: '{ currentUser { email } }' }).toString()}`;
    const withToken = await new Agent(t.app).request('GET', url, { headers: { authorization: `Bearer ${token}` } });
    expect([withToken.status, withToken.body.data?.currentUser?.email]).toEqual([200, users.player.email]);
    // a browser's GET with only its cookie still needs Apollo's preflight header
    const session = await agentFor(t.app, db.dataSource, users, 'player');
    expect((await session.request('GET', url)).status).toBe(400);
    expect((await session.request('GET', url, { headers: { 'apollo-require-preflight': 'true' } })).status).toBe(200);
  });

  it('stops working when revoked or expired; an unknown token is 401', async () => {
    const { session, token, record } = await makeToken('player', ['account:read'], 1);
    expect((await bearer(token).rest('GET', '/user')).status).toBe(200);
    const revoked = await session.rest('DELETE', `/user/api_tokens/${record._id}`);
    expect(revoked.status).toBe(200);
    expect(revoked.body.data.api_token.state).toBe('revoked');
    const refused = await bearer(token).rest('GET', '/user');
    expect(refused.status).toBe(401);
    expect(refused.body.message).toBe('Invalid, expired or revoked API token');
    expect((await bearer(token).graphql('{ currentUser { email } }')).status).toBe(401);

    const { token: shortLived } = await makeToken('player', ['account:read'], 1);
    t.clock.advance(DAY + 1);
    expect((await bearer(shortLived).rest('GET', '/user')).status).toBe(401);
    expect((await bearer('larp_nonsense').rest('GET', '/user')).status).toBe(401);
    // another user's token cannot be revoked (not found)
    const other = await agentFor(t.app, db.dataSource, users, 'staff');
    expect((await other.rest('DELETE', `/user/api_tokens/${record._id}`)).status).toBe(404);
  });

  it('refuses bad input with the messages of the form', async () => {
    const session = await agentFor(t.app, db.dataSource, users, 'player');
    const cases: Array<[unknown, string]> = [
      [{ name: ' ', scopes: ['account:read'], expires_in_days: 30 }, 'Give the token a name'],
      [{ name: 'a', scopes: [], expires_in_days: 30 }, 'Choose at least one scope'],
      [{ name: 'a', scopes: ['root:write'], expires_in_days: 30 }, 'Unknown scope'],
      [{ name: 'a', scopes: ['account:read'], expires_in_days: 0 }, 'Expiry must be between 1 and 365 days'],
    ];
    for (const [body, message] of cases) {
      const answer = await session.rest('POST', '/user/api_tokens', body);
      expect({ status: answer.status, message: answer.body.message }).toEqual({ status: 400, message });
    }
  });

  it('needs no scope for a public call, which then answers as to anyone: the owner is what a scope guards', async () => {
    const { token } = await makeToken('player', ['characters:read']);
    const reader = bearer(token);
    // the owner's account needs account:read: without it the public call answers as to an anonymous caller
    const rest = await reader.rest('GET', '/viewer');
    expect([rest.status, rest.body.data?.signed_in]).toEqual([200, false]);
    // a call for the signed-in only is refused as before
    expect((await reader.rest('GET', '/user')).body.message).toBe('This API token lacks the account:read scope');
    const graphql = await reader.graphql('{ currentUser { email } }');
    expect([graphql.status, graphql.body.data]).toEqual([200, { currentUser: null }]);
    // a public write refuses no token either (logging out ends no session of a token)
    expect((await reader.graphql('mutation { logout }')).body.errors).toBeUndefined();
    expect((await reader.rest('POST', '/logout')).status).toBe(200);
    // the token still works as its owner where its scope reaches
    expect((await reader.rest('GET', '/user/characters')).status).toBe(200);
    // mixed with a call that needs a caller, the missing scope is refused as any other
    const mixed = await reader.graphql('{ myCharacters { id } currentUser { email } }');
    expect([mixed.status, mixed.body.errors?.[0]?.message]).toEqual([403, 'This API token lacks the account:read scope']);
    // with the scope, the same calls act as the owner
    const { token: accountToken } = await makeToken('player', ['account:read']);
    const owner = await bearer(accountToken).graphql('{ currentUser { email } }');
    expect(owner.body.data).toEqual({ currentUser: { email: users.player.email } });
    expect((await bearer(accountToken).rest('GET', '/viewer')).body.data.signed_in).toBe(true);
  });

  it('needs its scope on the routes beside the table too: the event form, the HTML export, the answers CSV', async () => {
    const event = await createEvent(db.dataSource, { eventStartTime: new Date(t.clock.now().getTime() + 30 * DAY) });
    const form = (token: string, method: 'POST' | 'PATCH', path: string) =>
      sendEventForm(new Agent(t.app, '10.15.0.9'), method, path, eventFields(new Date(t.clock.now().getTime() + 40 * DAY)), undefined, {
        authorization: `Bearer ${token}`,
      });
    const refusal = (answer: { status: number; body: { message?: string } }) => [answer.status, answer.body.message];
    const lacks = (scope: string) => [403, `This API token lacks the ${scope} scope`];

    const { token: gameData } = await makeToken('admin', ['game_data:read']);
    expect(refusal(await form(gameData, 'POST', '/events'))).toEqual(lacks('events:write'));
    expect(refusal(await form(gameData, 'PATCH', `/events/${event.id}`))).toEqual(lacks('events:write'));
    expect(refusal(await bearer(gameData).rest('PATCH', `/events/${event.id}`, { event_published: true }))).toEqual(lacks('events:write'));
    const { token: eventsWriter } = await makeToken('admin', ['events:write']);
    expect((await form(eventsWriter, 'POST', '/events')).status).toBe(201);
    expect((await form(eventsWriter, 'PATCH', `/events/${event.id}`)).status).toBe(200);

    const { token: characters } = await makeToken('player', ['characters:read']);
    expect(refusal(await bearer(characters).rest('GET', '/user/export.html'))).toEqual(lacks('account:read'));
    const { token: account } = await makeToken('player', ['account:read']);
    expect((await bearer(account).rest('GET', '/user/export.html')).status).toBe(200);

    const { token: staffEvents } = await makeToken('staff', ['events:read', 'registrations:read']);
    expect(refusal(await bearer(staffEvents).rest('GET', `/events/${event.id}/registration_answers.csv`))).toEqual(lacks('exports:read'));
    const gqlCsv = await bearer(staffEvents).graphql(`{ registrationAnswersCsv(eventId: "${event.id}") }`);
    expect([gqlCsv.status, gqlCsv.body.errors?.[0]?.message]).toEqual(lacks('exports:read'));
    const { token: exportsReader } = await makeToken('staff', ['exports:read']);
    expect((await bearer(exportsReader).rest('GET', `/events/${event.id}/registration_answers.csv`)).status).toBe(200);
  });

  it('takes the scope of a REST call from its definition, the same as its GraphQL twin', async () => {
    const scopeOf = (method: string, path: string) =>
      REST_ROUTES.find((route) => route.method === method && route.path === path)?.definition.scope;
    expect(scopeOf('POST', '/events/:id/event_registrations/confirm_registrations')).toBe('registrations:write');
    expect(scopeOf('GET', '/users/:user_id/characters')).toBe('characters:read');
    // one definition: REST and GraphQL cannot disagree (the REST row once needed account:write)
    expect(scopeOf('PATCH', '/default_survey_questions')).toBe('events:write');
    const schema = await buildAppSchema();
    expect(callOfField(schema.getMutationType()?.getFields().updateDefaultSurveyQuestions)?.scope).toBe('events:write');
  });
});

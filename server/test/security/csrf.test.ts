import { User } from '../../src/db';
import { CSRF_MESSAGE } from '../../src/rest/csrf-guard';
import { REST_ROUTES } from '../../src/rest/routes';
import { multipartBody } from '../support/events';
import { startApp, type Agent, type TestApp } from '../support/http';
import { agentFor, createPersonaUsers, type PersonaUsers } from '../support/personas';
import { databases, useTestDatabase } from '../support';

/**
 * CSRF: a page on another site can make the browser send the session cookie with a form post
 * (urlencoded, multipart or text/plain, no custom header) or a GET. Every state-changing call of both
 * transports refuses such a request from a signed-in admin (whose cookie could do the most) before
 * reading it; the same call sent as the app sends it goes through.
 */

const MISSING = 'aaaaaaaaaaaaaaaaaaaaaa35';
const CROSS_SITE_BODIES: Array<[string, () => { payload: string | Buffer; type: string }]> = [
  ['urlencoded', () => ({ payload: 'a=1&b=2', type: 'application/x-www-form-urlencoded' })],
  ['text/plain', () => ({ payload: '{"a":1}', type: 'text/plain' })],
  [
    'multipart',
    () => {
      const { payload, contentType } = multipartBody({ a: '1' });
      return { payload, type: contentType };
    },
  ],
];

/** Every state-changing REST route: the route table's and the multipart event form's. */
const STATE_CHANGING = [
  ...REST_ROUTES.filter((route) => route.method !== 'GET').map((route) => ({ method: route.method, path: route.path })),
  { method: 'POST' as const, path: '/events' },
  { method: 'PATCH' as const, path: '/events/:id' },
].map(({ method, path }) => [`${method} ${path}`, method, `/api/v1${path.replace(/:[a-zA-Z_]+/g, MISSING)}`] as const);

describe.each(databases())('CSRF on %s', (kind) => {
  const db = useTestDatabase(kind);
  let t: TestApp;
  let users: PersonaUsers;
  let admin: Agent;

  beforeAll(async () => {
    t = await startApp(db);
    users = await createPersonaUsers(db.dataSource);
    admin = await agentFor(t.app, db.dataSource, users, 'admin');
  });
  afterAll(async () => {
    await t.app.close();
  });

  it.each(STATE_CHANGING)('%s refuses a cross-site form of every kind with the session cookie', async (_name, method, url) => {
    for (const [kindOfBody, body] of CROSS_SITE_BODIES) {
      const { payload, type } = body();
      const answer = await admin.request(method, url, { payload, headers: { 'content-type': type } });
      expect({ kindOfBody, status: answer.status, message: answer.body?.message }).toEqual({
        kindOfBody,
        status: 400,
        message: CSRF_MESSAGE,
      });
    }
    // POST /logout among them: the session is still there, so nothing ran
    expect((await admin.rest('GET', '/user')).status).toBe(200);
  });

  describe('GraphQL', () => {
    const MUTATION = 'mutation { updateProfile(input: { firstName: "Changed by another site" }) { message } }';
    const firstName = async () => (await db.dataSource.getRepository(User).findOneByOrFail({ id: users.player.id })).firstName;

    it('refuses a mutation sent as a cross-site form or a GET with the session cookie, and changes nothing', async () => {
      const player = await agentFor(t.app, db.dataSource, users, 'player');
      const before = await firstName();
      const attempts = [
        player.request('POST', '/graphql', { payload: JSON.stringify({ query: MUTATION }), headers: { 'content-type': 'text/plain' } }),
        player.request('POST', '/graphql', {
          payload: `query=${encodeURIComponent(MUTATION)}`,
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
        }),
        (() => {
          const { payload, contentType } = multipartBody({ operations: JSON.stringify({ query: MUTATION }), map: '{}' });
          return player.request('POST', '/graphql', { payload, headers: { 'content-type': contentType } });
        })(),
        player.request('GET', `/graphql?query=${encodeURIComponent(MUTATION)}`),
      ];
      for (const answer of await Promise.all(attempts)) {
        expect(answer.status).toBe(400);
        expect(answer.body?.data ?? null).toBeNull();
      }
      expect(await firstName()).toBe(before);
      // the same mutation as the app sends it (JSON) goes through: the refusals above were the CSRF prevention
      const sent = await player.graphql(MUTATION);
      expect(sent.body.errors).toBeUndefined();
      expect(await firstName()).toBe('Changed by another site');
    });
  });
});

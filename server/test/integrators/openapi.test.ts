import SwaggerParser from '@apidevtools/swagger-parser';
import { createUser } from '../support/accounts';
import { agentFor, createPersonaUsers } from '../support/personas';
import { Agent, startApp, type TestApp } from '../support/http';
import { REST_ROUTES } from '../../src/rest/routes';
import { databases, useTestDatabase } from '../support';

/** '/verify/:token' as OpenAPI writes it: '/api/v1/verify/{token}'. */
const openApiPath = (path: string) => `/api/v1${path.replace(/:(\w+)/g, '{$1}')}`;

/** 'described' when a JSON schema says what the value is: a typed object with properties (or typed values), a list of such, a union of such. */
function shapeOf(schema: Record<string, any> | undefined): string {
  if (!schema || typeof schema !== 'object') return 'missing';
  if (Array.isArray(schema.anyOf ?? schema.oneOf))
    return (schema.anyOf ?? schema.oneOf).every((part: Record<string, any>) => part.type === 'null' || shapeOf(part) === 'described')
      ? 'described'
      : 'open union';
  if (schema.type === 'array') return shapeOf(schema.items) === 'described' ? 'described' : 'open items';
  if (schema.type === 'object') {
    if (schema.properties && Object.keys(schema.properties).length > 0) return 'described';
    return schema.additionalProperties &&
      typeof schema.additionalProperties === 'object' &&
      (schema.additionalProperties.type || schema.additionalProperties.anyOf)
      ? 'described'
      : 'open object';
  }
  return typeof schema.type === 'string' || Array.isArray(schema.type) ? 'described' : 'untyped';
}

describe.each(databases())('the API document on %s', (kind) => {
  const db = useTestDatabase(kind);
  let t: TestApp;
  beforeAll(async () => {
    t = await startApp(db);
  });
  afterAll(async () => {
    await t.app.close();
  });

  it('is a valid OpenAPI 3.1 document naming every route of the table, with its input and who may call it', async () => {
    const answer = await new Agent(t.app).request('GET', '/api/v1/openapi.json');
    expect(answer.status).toBe(200);
    const document = answer.body;
    expect(document.openapi).toBe('3.1.0');
    // validate() dereferences in place: hand it a copy
    await expect(SwaggerParser.validate(structuredClone(document))).resolves.toBeTruthy();

    for (const route of REST_ROUTES) {
      const operation = document.paths[openApiPath(route.path)]?.[route.method.toLowerCase()];
      expect({ route: `${route.method} ${route.path}`, present: Boolean(operation) }).toEqual({
        route: `${route.method} ${route.path}`,
        present: true,
      });
      if (route.body) expect(operation.requestBody.content['application/json'].schema).toBeDefined();
      // every JSON answer documents (and is serialized through) a real schema of its data, never "any JSON"
      const success = operation.responses[String(route.status ?? 200)];
      expect({ route: `${route.method} ${route.path}`, documented: Boolean(success) }).toEqual({
        route: `${route.method} ${route.path}`,
        documented: true,
      });
      if (route.produces) expect(Object.keys(success.content)).toEqual([route.produces.type]);
      else {
        const data = success.content['application/json'].schema.properties.data;
        expect({ route: `${route.method} ${route.path}`, shape: shapeOf(data) }).toEqual({
          route: `${route.method} ${route.path}`,
          shape: 'described',
        });
      }
      if (route.definition.access === 'public') expect(operation.security).toEqual([]);
      else expect(operation.security).toEqual([{ bearerAuth: [] }, { sessionCookie: [] }]);
    }
    // nothing but the table (and the plain event-form routes beside it) is documented; the document does not list itself
    expect(document.paths['/api/v1/openapi.json']).toBeUndefined();

    const signup = document.paths['/api/v1/signup'].post;
    const body = signup.requestBody.content['application/json'].schema;
    expect(body.properties.email).toMatchObject({ type: 'string' });
    expect(body.properties.privacy_statement_accepted).toBeDefined();
    expect(signup.responses['201'].content['application/json'].schema.properties.data.properties.user.properties.first_name).toEqual({
      type: 'string',
    });
    expect(signup.responses['4XX'] ?? signup.responses['4xx']).toBeDefined();
  });

  it('answers are serialized through their response schema: fields the schema does not name are not sent', async () => {
    const users = await createPersonaUsers(db.dataSource);
    const player = await agentFor(t.app, db.dataSource, users, 'player');
    const me = await player.rest('GET', '/user');
    expect(me.status).toBe(200);
    expect(Object.keys(me.body.data).sort()).toEqual(
      ['_id', 'email', 'email_consent', 'first_name', 'last_name', 'roles', 'shard_total', 'verified', 'xp_token_purchased'].sort(),
    );
    expect(me.body.data).toMatchObject({ _id: users.player.id, email: users.player.email, verified: true, roles: [] });
    const bad = await player.rest('POST', '/user/shards/spend', { character_id: 42 });
    expect(bad.status).toBe(400);
    expect(bad.body).toEqual({ message: expect.any(String), code: expect.any(String), requestId: expect.any(String) });
    expect(await createUser(db.dataSource)).toBeTruthy();
  });

  it('serves the browsable page and its script from the project itself', async () => {
    const agent = new Agent(t.app);
    const page = await agent.request('GET', '/api/docs/');
    expect(page.status).toBe(200);
    expect(page.headers['content-type']).toMatch(/text\/html/);
    expect(page.body).toContain('swagger-ui');
    expect(page.body).not.toMatch(/https?:\/\/(?!localhost)[^"']*\.js/);
    const script = await agent.request('GET', '/api/docs/static/swagger-ui-bundle.js');
    expect(script.status).toBe(200);
    const initializer = await agent.request('GET', '/api/docs/static/swagger-initializer.js');
    expect(initializer.status).toBe(200);
  });
});

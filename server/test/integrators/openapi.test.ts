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
      else {
        expect(operation.security).toEqual([{ sessionCookie: [] }, { bearerAuth: [] }]);
        expect(operation['x-scopes']).toEqual([route.definition.scope]);
      }
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
    expect(Object.keys(signup.responses).sort()).toEqual(['201', '400', '409', '413', '429', '503']);

    // the whole lists that page when asked document their page parameters and `paging`; the /paged paths are deprecated
    for (const path of ['/api/v1/events', '/api/v1/characters', '/api/v1/users']) {
      const list = document.paths[path].get;
      expect([path, (list.parameters as Array<{ name: string }>).map((parameter) => parameter.name)]).toEqual([
        path,
        expect.arrayContaining(['first', 'after']),
      ]);
      expect(list.responses['200'].content['application/json'].schema.properties.paging.properties).toEqual({
        total_count: { type: 'integer' },
        next_cursor: { type: ['string', 'null'] },
      });
      expect(document.paths[`${path}/paged`].get.deprecated).toBe(true);
      expect(list.deprecated).toBeUndefined();
    }
    expect(document.paths['/api/v1/registrations/paged'].get.deprecated).toBeUndefined();
  });

  it('describes every operation completely: summary, id, tags, security, required fields, typed maps, answers and headers', async () => {
    const document = (await new Agent(t.app).request('GET', '/api/v1/openapi.json')).body;
    const tagNames = (document.tags as Array<{ name: string; description: string }>).map((tag) => tag.name);
    const operations = Object.entries(document.paths as Record<string, Record<string, any>>).flatMap(([path, item]) =>
      Object.entries(item).map(([method, operation]) => ({ name: `${method.toUpperCase()} ${path}`, path, operation })),
    );
    expect(operations.length).toBe(REST_ROUTES.length + 7);
    const ids = new Set<string>();
    for (const { name, path, operation } of operations) {
      const problems: string[] = [];
      const route = path.slice('/api/v1'.length).replace(/\{(\w+)\}/g, ':$1');
      if (!operation.summary || operation.summary === `${name.split(' ')[0]} ${route}`) problems.push('no summary of its own');
      if (!operation.operationId || ids.has(operation.operationId)) problems.push('no unique operationId');
      ids.add(operation.operationId);
      if (operation.tags?.length !== 1 || !tagNames.includes(operation.tags[0])) problems.push('no declared tag');
      const statuses = Object.keys(operation.responses);
      const success = statuses.filter((status) => status.startsWith('2'));
      if (success.length !== 1) problems.push(`success answers ${success.join(',')}`);
      const json = operation.responses[success[0]]?.content?.['application/json']?.schema;
      if (json && shapeOf(json.properties?.data) !== 'described') problems.push('an undescribed answer');
      const isPublic = operation.security.length === 0;
      const expected = [
        '429',
        '503',
        ...(isPublic ? [] : ['401', '403']),
        ...(path.includes('{') ? ['404'] : []),
        ...(operation.requestBody ? ['400', '413'] : []),
      ];
      for (const status of expected) if (!statuses.includes(status)) problems.push(`no ${status}`);
      if (statuses.includes('4XX')) problems.push('a catch-all 4XX');
      for (const header of ['RateLimit-Limit', 'RateLimit-Remaining', 'RateLimit-Reset'])
        if (!operation.responses[success[0]].headers?.[header]) problems.push(`no ${header} header`);
      if (!isPublic && !/^[a-z_]+:(read|write)$/.test(operation['x-scopes']?.[0] ?? '')) problems.push('no token scope');
      expect({ name, problems }).toEqual({ name, problems: [] });
    }

    // the idempotent calls take the key and mark a replayed answer
    const grant = document.paths['/api/v1/characters/xp'].post;
    expect(grant.parameters).toContainEqual({ $ref: '#/components/parameters/IdempotencyKey' });
    expect(grant.responses['200'].headers['Idempotent-Replayed']).toEqual({ $ref: '#/components/headers/Idempotent-Replayed' });
    expect(grant.responses['409']).toBeDefined();

    // required fields as the server requires them, and typed maps
    const bodyOf = (path: string, method: string) => document.paths[path][method].requestBody.content['application/json'].schema;
    expect(bodyOf('/api/v1/login', 'post').required).toEqual(['email', 'password']);
    expect(bodyOf('/api/v1/signup', 'post').required).toEqual(
      expect.arrayContaining(['first_name', 'last_name', 'email', 'password', 'password_confirm', 'privacy_statement_accepted']),
    );
    const mapOf = (schema: Record<string, any>) => (schema.anyOf ?? [schema]).find((part: Record<string, any>) => part.type === 'object');
    const records = mapOf(bodyOf('/api/v1/events/{id}/finalize', 'post').properties.attendance_records);
    expect(records.additionalProperties.properties.xp_sequence).toBeDefined();
    expect(
      mapOf(bodyOf('/api/v1/events/{id}/event_registrations/confirm_registrations', 'post').properties.waitlist_messages)
        .additionalProperties,
    ).toMatchObject({ type: 'string' });
    expect(
      mapOf(bodyOf('/api/v1/characters/bulk_update_past_event_counts', 'patch').properties.xp_sequences).additionalProperties,
    ).toMatchObject({ type: 'integer' });
    expect(mapOf(bodyOf('/api/v1/users/roles', 'post').properties.users).additionalProperties.anyOf).toHaveLength(2);

    // the event form: 201, multipart with the image and JSON, required fields on create only
    const create = document.paths['/api/v1/events'].post;
    expect(Object.keys(create.responses)).toContain('201');
    expect(create['x-scopes']).toEqual(['events:write']);
    const multipart = create.requestBody.content['multipart/form-data'].schema;
    expect(multipart.properties.event_image).toMatchObject({ type: 'string', format: 'binary' });
    expect(multipart.required).toContain('event_title');
    expect(create.requestBody.content['application/json'].schema.required).toContain('event_start_time');
    expect(document.paths['/api/v1/events/{id}'].patch.requestBody.content['application/json'].schema.required).toBeUndefined();
    expect(Object.keys(document.paths['/api/v1/images/{filename}'].get.responses['200'].content)).toContain('image/png');
    expect(document.paths['/api/v1/events/{id}/registration_answers.csv'].get.responses['200'].content['text/csv']).toBeDefined();
  });

  it('describes every part of every answer: no nested schema is left open ({} or an object without properties)', async () => {
    const document = (await new Agent(t.app).request('GET', '/api/v1/openapi.json')).body;
    const open: string[] = [];
    const walk = (schema: Record<string, any>, where: string) => {
      if (schema.$ref) return;
      const shape = shapeOf(schema);
      if (shape !== 'described') open.push(`${where}: ${shape}`);
      for (const [name, property] of Object.entries((schema.properties ?? {}) as Record<string, any>)) walk(property, `${where}.${name}`);
      if (schema.items) walk(schema.items, `${where}[]`);
      // an object with properties may allow more (a stored build's skill entries keep their own fields)
      if (!schema.properties && schema.additionalProperties && typeof schema.additionalProperties === 'object')
        walk(schema.additionalProperties, `${where}{}`);
      for (const part of (schema.anyOf ?? schema.oneOf ?? []) as Array<Record<string, any>>) if (part.type !== 'null') walk(part, where);
    };
    for (const [path, item] of Object.entries(document.paths as Record<string, Record<string, any>>)) {
      for (const [method, operation] of Object.entries(item)) {
        for (const [status, answer] of Object.entries((operation.responses ?? {}) as Record<string, any>)) {
          const schema = answer.content?.['application/json']?.schema;
          if (schema) walk(schema, `${method.toUpperCase()} ${path} ${status}`);
        }
      }
    }
    for (const [name, schema] of Object.entries((document.components?.schemas ?? {}) as Record<string, any>)) walk(schema, name);
    // a saved query's variables are the GraphQL variables its author chose: any JSON object by nature
    const freeByNature = /^(GET|POST|PATCH) \/api\/v1\/saved_queries(\/\{id\})? 20[01]\.data(\[\])?\.variables/;
    // the shared error's `current` is each call's own answer: typed on the 409 of the calls that send it
    const perCall = /^Error\.current: /;
    expect(open.filter((where) => !freeByNature.test(where) && !perCall.test(where))).toEqual([]);
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

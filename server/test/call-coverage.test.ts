import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { getNamedType, isObjectType, type GraphQLNamedType } from 'graphql';
import type { CallDefinition } from '../src/calls/call-definition';
import { roleOfRule } from '../src/modules/accounts/accounts.policy';
import { rootFieldCalls, scopeDomainOf } from '../src/graphql/call-field';
import { buildAppSchema } from '../src/graphql/schema';
import { EVENT_INCLUDES, INCLUDE_SCOPE_DOMAINS } from '../src/modules/events/event-include';
import { OPENAPI_JSON_PATH } from '../src/rest/openapi';
import { REST_ROUTES } from '../src/rest/routes';
import { startApp, type TestApp } from './support/http';
import { useTestDatabase } from './support';
import { declaredCalls } from './support/declared-calls';

/** Routes that are no call of the API: the probes, the API's own description and pages, the GraphQL endpoint (its root fields are the calls). */
const NOT_CALLS = [
  /^\/(health|readyz|livez)/,
  /^\/api\/docs/,
  /^\/graphiql/,
  /^\/graphql$/,
  new RegExp(`^${OPENAPI_JSON_PATH.replace(/\./g, '\\.')}$`),
];

/** Each `@Call(X_CALLS.name)` root field of a resolver file with the source of its method, up to the next field. */
function callFieldsOf(source: string): Array<{ calls: string; name: string; body: string }> {
  const code = source.replace(/\/\*[\s\S]*?\*\//g, '').replace(/\/\/.*$/gm, '');
  const fields = [...code.matchAll(/@Call\((\w+)\.(\w+)\)/g)];
  return fields.map((match, index) => ({
    calls: match[1],
    name: match[2],
    body: code.slice(match.index, fields[index + 1]?.index ?? code.length),
  }));
}

/** Every resolver file under src. */
function resolverFiles(folder = join(__dirname, '../src')): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? resolverFiles(join(folder, entry.name)) : entry.name.endsWith('.resolver.ts') ? [join(folder, entry.name)] : [],
  );
}

describe('every call is declared once, with its access and token scope', () => {
  const db = useTestDatabase('sqlite');
  let t: TestApp;
  beforeAll(async () => {
    t = await startApp(db);
  });
  afterAll(async () => {
    await t.app.close();
  });

  it('every registered route serves a definition, or is no call of the API', () => {
    const routes = t.app.routeCalls.filter((route) => route.method !== 'HEAD');
    expect(routes.length).toBeGreaterThan(100);
    const undeclared = routes.filter((route) => !route.call && !NOT_CALLS.some((pattern) => pattern.test(route.url)));
    expect(undeclared.map((route) => `${route.method} ${route.url}`)).toEqual([]);
    // the plain routes beside the table are declared too
    const callOf = (method: string, url: string) => routes.find((route) => route.method === method && route.url === url)?.call;
    expect(callOf('POST', '/api/v1/events')?.scope).toBe('events:write');
    expect(callOf('PATCH', '/api/v1/events/:id')?.scope).toBe('events:write');
    expect(callOf('GET', '/api/v1/user/export.html')?.scope).toBe('account:read');
    expect(callOf('GET', '/api/v1/events/:id/registration_answers.csv')?.scope).toBe('exports:read');
    expect(callOf('GET', '/api/v1/images/:filename')?.access).toBe('public');
    expect(callOf('POST', '/api/v1/unsubscribe/:token')?.access).toBe('public');
  });

  it('refuses to start with an /api/v1 route that serves no definition', async () => {
    const { buildApp } = await import('../src/app');
    const app = await buildApp({ config: db.config, dataSource: db.dataSource, logger: false, clientDist: null, graphiqlDist: null });
    expect(() => app.get('/api/v1/undeclared', () => 'x')).toThrow('GET /api/v1/undeclared serves no call definition');
    await app.close();
  });

  it('every GraphQL root field serves a definition', async () => {
    const fields = rootFieldCalls(await buildAppSchema());
    expect(fields.size).toBeGreaterThan(100);
    expect([...fields].filter(([, call]) => !call).map(([name]) => name)).toEqual([]);
  });

  it('every definition is served, says why when it has no GraphQL field, and has a unique name', async () => {
    const declared = declaredCalls();
    const graphql = new Set([...rootFieldCalls(await buildAppSchema()).values()]);
    const rest = new Set(t.app.routeCalls.map((route) => route.call));
    const names = declared.map((call) => call.name);
    expect(names.filter((name, index) => names.indexOf(name) !== index)).toEqual([]);
    expect(declared.filter((call) => !graphql.has(call) && !rest.has(call)).map((call) => call.name)).toEqual([]);
    expect(declared.filter((call) => !graphql.has(call) && !call.restOnly).map((call) => call.name)).toEqual([]);
    expect(declared.filter((call) => graphql.has(call) && call.restOnly).map((call) => call.name)).toEqual([]);
    // 'none' (no scope) only for a public call
    expect(declared.filter((call) => call.scope === 'none' && call.access !== 'public').map((call) => call.name)).toEqual([]);
    // every definition a transport serves is one the modules declare (nothing made up on the spot)
    const known = new Set(declared);
    expect([...graphql, ...rest].filter((call) => call && !known.has(call)).map((call) => call?.name)).toEqual([]);
  });

  it('takes the input contract and summary a definition carries: the REST row and the API document have them from it', async () => {
    const carrying = declaredCalls().filter((call) => call.input || call.summary);
    expect(carrying.map((call) => call.name)).toEqual(expect.arrayContaining(['createWebhook', 'createApiToken']));
    const document = (await t.app.inject({ method: 'GET', url: OPENAPI_JSON_PATH })).json();
    const operations = Object.values(document.paths as Record<string, Record<string, { operationId: string; summary: string }>>).flatMap(
      (item) => Object.values(item),
    );
    for (const call of carrying) {
      const rows = REST_ROUTES.filter((route) => route.definition === call);
      for (const row of rows) {
        const inputPart = row.method === 'GET' ? row.query : row.body;
        if (call.input) expect({ call: call.name, sameInput: inputPart === call.input }).toEqual({ call: call.name, sameInput: true });
        if (call.params) expect({ call: call.name, sameParams: row.params === call.params }).toEqual({ call: call.name, sameParams: true });
        if (call.summary) expect({ call: call.name, summary: row.summary }).toEqual({ call: call.name, summary: call.summary });
      }
      if (call.summary && rows.length > 0) {
        expect(operations.filter((operation) => operation.summary === call.summary).length).toBeGreaterThanOrEqual(rows.length);
      }
    }
  });

  it('carries its one service call (run), which both transports make instead of calling the service themselves', () => {
    const declared = declaredCalls();
    // the type requires it; a definition built around defineCall must not lose it
    expect(declared.filter((call) => typeof call.run !== 'function').map((call) => call.name)).toEqual([]);
    // REST: restRoute gives the row the definition's run (and refuses a row that names its own call beside it)
    for (const route of REST_ROUTES) {
      expect({ route: `${route.method} ${route.path}`, call: route.call.toString() }).toEqual({
        route: `${route.method} ${route.path}`,
        call: expect.stringContaining('run('),
      });
    }
    // GraphQL: the field of a call with a run makes it through runCall/runCommand and names no service
    const withRun = new Set(declared.map((call) => call.name));
    const byHand = resolverFiles().flatMap((file) =>
      callFieldsOf(readFileSync(file, 'utf8'))
        .filter((field) => withRun.has(field.name))
        .filter((field) => !/\brun(Call|Command)\(/.test(field.body) || /\bservices\.\w+\.\w+\((request|context)\b/.test(field.body))
        .map((field) => `${field.calls}.${field.name}`),
    );
    expect(byHand).toEqual([]);
  });

  it('refuses a row beside a definition with its run that names its own call, or parses input the run does not get', async () => {
    const { restRoute } = await import('../src/rest/route-table');
    const { defineCall } = await import('../src/calls/call-definition');
    const { params } = await import('../src/input/contract');
    const { z } = await import('zod');
    const definition = Object.assign(
      defineCall({ access: 'signedIn', scope: 'events:read', run: ({ context }) => context.user?.id ?? null }),
      { name: 'probe', idempotent: false },
    );
    expect(() =>
      restRoute({ definition, method: 'GET', path: '/probe', call: () => null, present: (value: unknown) => value } as never),
    ).toThrow('probe has its run; the row names no call');
    expect(() =>
      restRoute({ definition, method: 'GET', path: '/probe/:id', params: params({ id: z.string() }), present: (value: unknown) => value }),
    ).toThrow("its params is not probe's contract");
    const withoutRun = { name: 'bare', access: 'signedIn', scope: 'events:read', idempotent: false } as const;
    expect(() => restRoute({ definition: withoutRun, method: 'GET', path: '/bare', present: (value: unknown) => value } as never)).toThrow(
      'bare has no run',
    );
  });

  it('gives REST includes the scope domain of the GraphQL type they show as', async () => {
    const schema = await buildAppSchema();
    const event = schema.getType('Event');
    if (!isObjectType(event)) throw new Error('no Event type');
    const domainOfField = (type: GraphQLNamedType, field: string): GraphQLNamedType => {
      if (!isObjectType(type)) throw new Error(`${type.name} has no fields`);
      return getNamedType(type.getFields()[field].type);
    };
    const relation = {
      event_registrations: 'eventRegistrations',
      attendance_records: 'attendanceRecords',
      survey_responses: 'surveyResponses',
    };
    for (const include of EVENT_INCLUDES) {
      const [head, tail] = include.split('.') as [string, string | undefined];
      if (!(head in relation)) {
        expect({ include, domains: INCLUDE_SCOPE_DOMAINS[include] }).toEqual({ include, domains: [] });
        continue;
      }
      const rowType = domainOfField(event, relation[head as keyof typeof relation]);
      const types = tail ? [rowType, domainOfField(rowType, tail)] : [rowType];
      const expected = types.flatMap((type) => scopeDomainOf(type) ?? []).filter((domain) => domain !== 'events');
      expect({ include, domains: INCLUDE_SCOPE_DOMAINS[include] }).toEqual({ include, domains: expected });
    }
  });

  /**
   * docs/API.md "Token scopes" is this table, made from the definitions: run with UPDATE_DOCS=1 to
   * write it after a call changes; otherwise a stale table fails here.
   */
  it('is listed in docs/API.md with its token scope', async () => {
    const rest = new Map<CallDefinition, string[]>();
    for (const route of t.app.routeCalls) {
      if (!route.call || route.method === 'HEAD') continue;
      rest.set(route.call, [
        ...(rest.get(route.call) ?? []),
        `${route.method} ${route.url.replace(/^\/api\/v1/, '').replace(/:(\w+)/g, '{$1}')}`,
      ]);
    }
    const graphql = new Map<CallDefinition, string>();
    for (const [field, call] of rootFieldCalls(await buildAppSchema())) if (call) graphql.set(call, field);
    const who = (call: CallDefinition) =>
      call.access === 'public' ? 'anyone' : call.access === 'signedIn' ? 'signed in' : roleOfRule(call.access);
    const rows = declaredCalls()
      .sort((a, b) => a.scope.localeCompare(b.scope) || a.name.localeCompare(b.name))
      .map(
        (call) =>
          `| \`${call.scope}\` | ${call.name} | ${(rest.get(call) ?? []).map((route) => `\`${route}\``).join(', ') || '-'} | ${graphql.has(call) ? `\`${graphql.get(call)}\`` : '-'} | ${who(call)}${call.idempotent ? ', Idempotency-Key' : ''} |`,
      );
    const table = ['| scope | call | REST (/api/v1) | GraphQL | who may call |', '|---|---|---|---|---|', ...rows].join('\n');
    const file = join(__dirname, '../../docs/API.md');
    const doc = readFileSync(file, 'utf8');
    const start = '<!-- token-scopes:start -->\n';
    const end = '\n<!-- token-scopes:end -->';
    const generated = `${doc.slice(0, doc.indexOf(start) + start.length)}${table}${doc.slice(doc.indexOf(end))}`;
    if (process.env.UPDATE_DOCS) writeFileSync(file, generated);
    expect(doc).toBe(generated);
  });
});

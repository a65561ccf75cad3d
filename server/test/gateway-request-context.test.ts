import { HeaderMap } from '@apollo/server';
import { buildApp, type LarpApp } from '../src/app';
import { ManualClock } from '../src/clock';
import { apolloGatewayContextModule, apolloGatewayRequestContext, makeGatewayRequestContext } from '../src/graphql/gateway-request-context';
import { GRAPHIQL_FIXTURE } from './support/http';
import { databases, useTestDatabase } from './support';

/** A request context as Apollo's pipeline hands it to the gateway builder. */
function apolloRequestContext(search = 'a=1') {
  const requestHeaders = new HeaderMap([
    ['content-type', 'application/json'],
    ['x-one', 'one'],
  ]);
  const responseHeaders = new HeaderMap([['cache-control', 'no-store']]);
  return {
    request: {
      query: '{ viewer { id } }',
      operationName: 'Viewer',
      variables: { a: 1 },
      extensions: { persistedQuery: null },
      http: { method: 'POST', search, headers: requestHeaders },
    },
    response: { http: { headers: responseHeaders, status: undefined as number | undefined } },
    schema: { schema: true },
    contextValue: { context: true },
    queryHash: 'hash',
    document: { kind: 'Document' },
    source: '{ viewer { id } }',
    operationName: 'Viewer',
    operation: { kind: 'OperationDefinition' },
    errors: undefined,
    metrics: { metrics: true },
    overallCachePolicy: { policy: true },
    requestIsBatched: false,
  };
}

const server = { logger: { logger: true }, cache: { cache: true } };
const internals = { includeStacktraceInErrorResponses: false };

type Built = Record<string, unknown> & {
  request: Record<string, unknown> & { http?: { method: string; url: string; headers: Iterable<[string, string]> } };
  response: { http: { status?: number; headers: { get(name: string): string | null; set(name: string, value: string): void } } };
};

/** Everything but the header wrappers and the response head, which are compared by behaviour. */
function plainFields(built: Built) {
  const { request, response: _response, ...rest } = built;
  const { http, ...requestRest } = request;
  return { rest, requestRest, http: http && { method: http.method, url: http.url, headers: [...http.headers] } };
}

describe('the gateway request context (one hidden class for every request)', () => {
  const apollos = () => apolloGatewayRequestContext() as unknown as (...args: unknown[]) => Built;
  const ours = makeGatewayRequestContext as unknown as (...args: unknown[]) => Built;

  it.each([['a=1'], ['?a=1'], ['']])('has the fields and values of Apollo Server’s own (search %j)', (search) => {
    const apollo = apollos()(apolloRequestContext(search), server, internals);
    const built = ours(apolloRequestContext(search), server, internals);
    expect(Object.keys(built)).toEqual(Object.keys(apollo));
    expect(Object.keys(built.request)).toEqual(Object.keys(apollo.request));
    expect(plainFields(built)).toEqual(plainFields(apollo));
  });

  it('leaves out the request fields the request does not have, as Apollo does', () => {
    const source = apolloRequestContext();
    const bare = { ...source, request: {} };
    expect(ours(bare, server, internals).request).toEqual(apollos()({ ...source, request: {} }, server, internals).request);
  });

  it('reads and writes the response status and headers of the request it was made for', () => {
    const source = apolloRequestContext();
    const built = ours(source, server, internals);
    expect(built.response.http.status).toBeUndefined();
    built.response.http.status = 503;
    expect(source.response.http.status).toBe(503);
    source.response.http.status = 200;
    expect(built.response.http.status).toBe(200);
    built.response.http.headers.set('retry-after', '5');
    expect(source.response.http.headers.get('retry-after')).toBe('5');
    expect(built.response.http.headers.get('cache-control')).toBe('no-store');
    expect(built.response.http.headers.get('absent')).toBeNull();
  });

  it('keeps the status accessor on a shared prototype, not as a pair of closures per request', () => {
    const a = ours(apolloRequestContext(), server, internals).response.http;
    const b = ours(apolloRequestContext(), server, internals).response.http;
    expect(Object.getOwnPropertyDescriptor(a, 'status')).toBeUndefined();
    expect(Object.getPrototypeOf(a)).toBe(Object.getPrototypeOf(b));
    // Apollo's own has the accessor pair on each object (what this module replaces)
    const apolloHttp = apollos()(apolloRequestContext(), server, internals).response.http;
    expect(typeof Object.getOwnPropertyDescriptor(apolloHttp, 'status')?.get).toBe('function');
  });

  it('makes the header wrappers Apollo makes: append joins, delete, has, and iteration', () => {
    const apollo = apollos()(apolloRequestContext(), server, internals).request.http!.headers as unknown as HeadersLike;
    const built = ours(apolloRequestContext(), server, internals).request.http!.headers as unknown as HeadersLike;
    for (const headers of [apollo, built]) {
      headers.append('x-one', 'two');
      headers.append('x-new', 'three');
      headers.delete('content-type');
    }
    expect([...built]).toEqual([...apollo]);
    expect([...built.keys()]).toEqual([...apollo.keys()]);
    expect([...built.values()]).toEqual([...apollo.values()]);
    expect([...built.entries()]).toEqual([...apollo.entries()]);
    expect(built.has('x-new')).toBe(true);
    expect(built.get('x-one')).toBe('one, two');
  });
});

interface HeadersLike extends Iterable<[string, string]> {
  append(name: string, value: string): void;
  delete(name: string): void;
  get(name: string): string | null;
  has(name: string): boolean;
  keys(): Iterable<string>;
  values(): Iterable<string>;
  entries(): Iterable<[string, string]>;
}

describe.each(databases())('the app on %s', (kind) => {
  const db = useTestDatabase(kind);
  let app: LarpApp;

  beforeAll(async () => {
    app = await buildApp({
      config: db.config,
      dataSource: db.dataSource,
      clock: new ManualClock('2026-03-01T12:00:00.000Z'),
      logger: false,
      clientDist: null,
      graphiqlDist: GRAPHIQL_FIXTURE,
    });
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
  });

  it('has Apollo’s request pipeline build the gateway context with makeGatewayRequestContext, and answers through it', async () => {
    expect(apolloGatewayContextModule().makeGatewayGraphQLRequestContext).toBe(makeGatewayRequestContext);
    const answer = await app.inject({
      method: 'POST',
      url: '/graphql',
      headers: { 'content-type': 'application/json' },
      payload: { query: 'query Anonymous { __typename }' },
    });
    expect(answer.statusCode).toBe(200);
    expect(answer.json().data).toEqual({ __typename: 'Query' });
  });
});

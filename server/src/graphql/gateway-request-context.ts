import { dirname, join } from 'node:path';

/**
 * The request context Apollo Server hands a gateway's executor (our graphql-jit executor, apollo.ts
 * localGateway), built without an accessor pair of fresh closures per request.
 *
 * Apollo Server 5 builds it in utils/makeGatewayGraphQLRequestContext.js with
 * `response.http = { headers, get status() {...}, set status(v) {...} }`: an object literal whose
 * getter and setter are new closures on every request. V8 cannot share one hidden class between
 * objects whose accessors are different functions, so every request made a map of its own, in the
 * old generation, holding the closures, which hold the whole request (its context, loaders, rows,
 * entities, answer). The young-generation collector keeps whatever an old object points to, so each
 * request's objects survive every scavenge until the next full collection, which makes each scavenge
 * longer and the garbage collector a large share of a GraphQL request's time (`node --trace-gc-nvp`
 * shows it as `promoted=` per scavenge; a minimal Fastify + Apollo server with a gateway shows the
 * same, one without a gateway does not). docs/PERFORMANCE.md describes this replacement.
 *
 * This builds the same object with the same fields and values, but `response.http` is an instance
 * of a class whose `status` accessor lives on its prototype, so every request's object has the same
 * hidden class. installGatewayRequestContext puts it in place of Apollo's function, which Apollo's
 * request pipeline reads from its module's exports on every call (its CommonJS build);
 * gateway-request-context.test.ts compares the two on the same input, so an Apollo release that
 * changes the context's shape fails the tests instead of passing unnoticed.
 */

/** What Apollo passes (GraphQLRequestContextExecutionDidStart; only the fields read here). */
interface ApolloRequestContext {
  request: {
    query?: string;
    operationName?: string;
    variables?: Record<string, unknown>;
    extensions?: Record<string, unknown>;
    http?: { method: string; search: string; headers: Map<string, string> };
  };
  response: { http: { headers: Map<string, string>; status?: number } };
  schema: unknown;
  contextValue: unknown;
  queryHash: unknown;
  document: unknown;
  source: unknown;
  operationName: unknown;
  operation: unknown;
  errors: unknown;
  metrics: unknown;
  overallCachePolicy: unknown;
  requestIsBatched: unknown;
}

type GatewayContextBuilder = (
  newRequestContext: ApolloRequestContext,
  server: { logger: unknown; cache: unknown },
  internals: { includeStacktraceInErrorResponses: unknown },
) => Record<string, unknown>;

/** The Fetch API's Headers over Apollo's HeaderMap, as Apollo's own FetcherHeadersForHeaderMap. */
class HeadersOfMap {
  constructor(readonly map: Map<string, string>) {}
  append(name: string, value: string): void {
    if (this.map.has(name)) this.map.set(name, `${this.map.get(name)}, ${value}`);
    else this.map.set(name, value);
  }
  delete(name: string): void {
    this.map.delete(name);
  }
  get(name: string): string | null {
    return this.map.get(name) ?? null;
  }
  has(name: string): boolean {
    return this.map.has(name);
  }
  set(name: string, value: string): void {
    this.map.set(name, value);
  }
  entries(): IterableIterator<[string, string]> {
    return this.map.entries();
  }
  keys(): IterableIterator<string> {
    return this.map.keys();
  }
  values(): IterableIterator<string> {
    return this.map.values();
  }
  [Symbol.iterator](): IterableIterator<[string, string]> {
    return this.map.entries();
  }
}

/** The gateway's response head: `status` reads and writes the request's own response status. */
class GatewayResponseHttp {
  readonly headers: HeadersOfMap;
  constructor(private readonly response: ApolloRequestContext['response']) {
    this.headers = new HeadersOfMap(response.http.headers);
  }
  get status(): number | undefined {
    return this.response.http.status;
  }
  set status(status: number | undefined) {
    this.response.http.status = status;
  }
}

/** Apollo's makeGatewayGraphQLRequestContext, field for field, with one hidden class for every request. */
export const makeGatewayRequestContext: GatewayContextBuilder = (newRequestContext, server, internals) => {
  const source = newRequestContext.request;
  const request: Record<string, unknown> = {};
  if ('query' in source) request.query = source.query;
  if ('operationName' in source) request.operationName = source.operationName;
  if ('variables' in source) request.variables = source.variables;
  if ('extensions' in source) request.extensions = source.extensions;
  if (source.http) {
    const http = source.http;
    const needQuestion = http.search !== '' && !http.search.startsWith('?');
    request.http = {
      method: http.method,
      url: `https://unknown-url.invalid/${needQuestion ? '?' : ''}${http.search}`,
      headers: new HeadersOfMap(http.headers),
    };
  }
  return {
    request,
    response: { http: new GatewayResponseHttp(newRequestContext.response) },
    logger: server.logger,
    schema: newRequestContext.schema,
    schemaHash: 'schemaHash no longer exists since Apollo Server 4',
    context: newRequestContext.contextValue,
    cache: server.cache,
    queryHash: newRequestContext.queryHash,
    document: newRequestContext.document,
    source: newRequestContext.source,
    operationName: newRequestContext.operationName,
    operation: newRequestContext.operation,
    errors: newRequestContext.errors,
    metrics: newRequestContext.metrics,
    debug: internals.includeStacktraceInErrorResponses,
    overallCachePolicy: newRequestContext.overallCachePolicy,
    requestIsBatched: newRequestContext.requestIsBatched,
  };
};

/** Apollo's module that the request pipeline calls the builder through (its CommonJS build). */
export function apolloGatewayContextModule(): { makeGatewayGraphQLRequestContext: GatewayContextBuilder } {
  // the package's exports map does not list its utils; the file is reached by its path
  const cjs = dirname(require.resolve('@apollo/server'));
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  return require(join(cjs, 'utils', 'makeGatewayGraphQLRequestContext.js')) as {
    makeGatewayGraphQLRequestContext: GatewayContextBuilder;
  };
}

let apolloOriginal: GatewayContextBuilder | null = null;

/** Apollo's own builder (for the test that compares the two). */
export function apolloGatewayRequestContext(): GatewayContextBuilder {
  return apolloOriginal ?? apolloGatewayContextModule().makeGatewayGraphQLRequestContext;
}

/** Puts makeGatewayRequestContext in place of Apollo's builder (once; mountGraphQL calls it). */
export function installGatewayRequestContext(): void {
  const module = apolloGatewayContextModule();
  if (module.makeGatewayGraphQLRequestContext === makeGatewayRequestContext) return;
  apolloOriginal = module.makeGatewayGraphQLRequestContext;
  module.makeGatewayGraphQLRequestContext = makeGatewayRequestContext;
}

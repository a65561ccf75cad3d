import type { z } from 'zod';
import type { AppServices } from '../app-services';
import { callInput, type CallAccess, type CallDefinition, type RunnableCall } from '../calls/call-definition';
import type { BatchStream } from '../calls/batch-stream';
import type { RequestContext } from '../request-context';

export type HttpMethod = 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';

export interface RestCall<Body, Query, Params> {
  body: Body;
  query: Query;
  params: Params;
  context: RequestContext;
  services: AppServices;
}

/**
 * One row of the /api/v1 table (DESIGN.md "rest/"): method, path, the input's schemas (zod, from the
 * module's `*.inputs.ts`: the one contract both transports parse through, see input/contract.ts), the
 * one service call, and the presenter that shapes its result into the documented snake_case JSON.
 * The registrar wraps the presented value in `{ data }` and errors in `{ message }`. A call receives
 * the schemas' parsed output (the typed command), never the raw request.
 */
/** Who may call a route: its definition's access (calls/call-definition.ts). */
export type RouteAccess = CallAccess;

/** A list's items in batches (a call's streamed answer). */
export type StreamOf<Result> = Result extends Array<infer Item> ? BatchStream<Item> : never;

/**
 * A table holds rows of different types as RestRoute (every parameter unknown): call, present and
 * fileName are methods, which TypeScript checks bivariantly, so any row fits there.
 */
export interface RestRoute<Body = unknown, Query = unknown, Params = unknown, Result = unknown> {
  /** the call the row serves: its access, token scope and idempotency (the module's `<m>.calls.ts`) */
  definition: CallDefinition;
  method: HttpMethod;
  /** Fastify path under /api/v1, e.g. '/verify/:token' */
  path: string;
  body?: z.ZodType<Body>;
  query?: z.ZodType<Query>;
  params?: z.ZodType<Params>;
  /** success status; default 200 */
  status?: number;
  /** what `present` returns (the answer's `data`): documented in /api/v1/openapi.json and serialized through it */
  response?: z.ZodType;
  /**
   * A file instead of JSON: the presented value is a string sent as this type (not wrapped in
   * `{ data }`), as a download named by fileName when given.
   */
  produces?: { type: 'text/csv' | 'text/calendar'; fileName?(result: Result): string };
  /** one line for the API documentation */
  summary?: string;
  /**
   * A whole list that answers one page when its query asks (the call answers a Connection then,
   * input/paging.ts PagedList): `present` gets the page's nodes, the answer carries
   * `paging: { total_count, next_cursor }` beside `data` and a `Link: <...>; rel="next"` header.
   */
  pagesWhenAsked?: boolean;
  /** why the row is kept though another serves it now: marked deprecated in the API document */
  deprecated?: string;
  /**
   * A list's call may answer a BatchStream of its items instead (calls/batch-stream.ts): the answer
   * is then streamed, `present` given each batch.
   */
  call(input: RestCall<Body, Query, Params>): Promise<Result | StreamOf<Result>> | Result;
  present(result: Result, input: RestCall<Body, Query, Params>): unknown;
}

/**
 * A row of a call that has its one service call (the definition's `run`): the row names no `call`;
 * restRoute makes it run the definition with the parsed path, query and body in one object
 * (callInput), or with what `input` builds from them where REST sends the command differently.
 */
export type RunRow<Body, Query, Params, In, Result> = Omit<RestRoute<Body, Query, Params, Result>, 'call' | 'definition'> & {
  /** its run may answer a list's items in batches (StreamOf), as a row's call may */
  definition: RunnableCall<In, Result | StreamOf<Result> | Promise<Result | StreamOf<Result>>>;
  /** the command from REST's parsed parts, where it is not simply them in one object */
  input?: (parts: RestCall<Body, Query, Params>) => In;
  call?: never;
};

/**
 * Declares a row with its types inferred from its schemas (one place to get them right). From its
 * definition it takes the summary, the input contract (the body, or the query string of a GET), the
 * path's contract and the service call (`run`), whichever the row does not name itself. A row that
 * runs its definition with the parsed parts as they are names no schema the definition lacks, so
 * the one object the run gets is exactly what its contracts parse to.
 */
export function restRoute<
  Body = Record<string, never>,
  Query = Record<string, never>,
  Params = Record<string, never>,
  In = never,
  Result = unknown,
>(route: RunRow<Body, Query, Params, In, Result>): RestRoute<Body, Query, Params, Result>;
export function restRoute(route: RunRow<unknown, unknown, unknown, unknown, unknown>): RestRoute {
  const { input, params, summary, run } = route.definition;
  const inputPart = route.method === 'GET' ? 'query' : 'body';
  const row = {
    ...(route as unknown as RestRoute),
    ...(route[inputPart] === undefined && input ? { [inputPart]: input } : {}),
    ...(route.params === undefined && params ? { params } : {}),
    ...(route.summary === undefined && summary ? { summary } : {}),
  } as RestRoute;
  // the types forbid both; a row built around them (a cast, plain JavaScript) is refused at start-up
  if ((route as { call?: unknown }).call)
    throw new Error(`${route.method} ${route.path}: ${route.definition.name} has its run; the row names no call`);
  if (typeof run !== 'function') throw new Error(`${route.method} ${route.path}: ${route.definition.name} has no run`);
  const command = 'input' in route ? route.input : undefined;
  if (!command) {
    const own = (['body', 'query', 'params'] as const).filter(
      (part) => route[part] !== undefined && route[part] !== input && route[part] !== params,
    );
    if (own.length > 0)
      throw new Error(
        `${route.method} ${route.path}: its ${own.join(', ')} is not ${route.definition.name}'s contract; give the row input() to build the command`,
      );
  }
  const parts = (call: RestCall<unknown, unknown, unknown>) =>
    [row.query && call.query, row.body && call.body, row.params && call.params].filter((part) => part);
  return {
    ...row,
    call: (call) => run({ context: call.context, services: call.services }, (command ? command(call) : callInput(parts(call))) as never),
  };
}

import type { z } from 'zod';
import type { AppServices } from '../app-services';
import type { CallAccess, CallDefinition } from '../calls/call-definition';
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
   * A list's call may answer a BatchStream of its items instead (calls/batch-stream.ts): the answer
   * is then streamed, `present` given each batch.
   */
  call(input: RestCall<Body, Query, Params>): Promise<Result | StreamOf<Result>> | Result;
  present(result: Result, input: RestCall<Body, Query, Params>): unknown;
}

/**
 * Declares a row with its types inferred from its schemas (one place to get them right). A row
 * whose definition carries the summary takes it from there; its body is the definition's input
 * contract (`body: CALLS.x.input`, so the handler's types follow it), which it takes when it names none.
 */
export function restRoute<Body = Record<string, never>, Query = Record<string, never>, Params = Record<string, never>, Result = unknown>(
  route: RestRoute<Body, Query, Params, Result>,
): RestRoute<Body, Query, Params, Result> {
  const { input, summary } = route.definition;
  return {
    ...route,
    ...(route.body === undefined && input ? { body: input as z.ZodType<Body> } : {}),
    ...(route.summary === undefined && summary ? { summary } : {}),
  };
}

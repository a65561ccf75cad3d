import type { AppServices } from '../app-services';
import type { RequestContext } from '../request-context';

export type HttpMethod = 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';

/** A JSON schema as Fastify takes it (validated by ajv; types are not coerced, see app.ts). */
export type JsonSchema = Record<string, unknown>;

export interface RestCall<Body, Query, Params> {
  body: Body;
  query: Query;
  params: Params;
  context: RequestContext;
  services: AppServices;
}

/**
 * One row of the /api/v1 table (DESIGN.md "rest/"): method, path, the schemas of the input, the one
 * service call, and the presenter that shapes its result into the documented snake_case JSON. The
 * registrar wraps the presented value in `{ data }` and errors in `{ message }`.
 */
export interface RestRoute<Body = any, Query = any, Params = any, Result = any> {
  method: HttpMethod;
  /** Fastify path under /api/v1, e.g. '/verify/:token' */
  path: string;
  body?: JsonSchema;
  query?: JsonSchema;
  params?: JsonSchema;
  /** success status; default 200 */
  status?: number;
  call(input: RestCall<Body, Query, Params>): Promise<Result> | Result;
  present(result: Result, input: RestCall<Body, Query, Params>): unknown;
}

/** Declares a row with its types inferred (one place to get them right). */
export function restRoute<Body = Record<string, never>, Query = Record<string, never>, Params = Record<string, never>, Result = unknown>(
  route: RestRoute<Body, Query, Params, Result>,
): RestRoute<Body, Query, Params, Result> {
  return route;
}

/** Shorthands for body schemas: type checks only; presence is the service's to judge, with the spec's messages. */
export const str = { type: 'string' } as const;
export const bool = { type: 'boolean' } as const;
export function object(properties: Record<string, JsonSchema>): JsonSchema {
  return { type: 'object', properties };
}

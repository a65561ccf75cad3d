import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { roleOfRule, type Role } from '../modules/accounts/accounts.policy';
import type { RestRoute, RouteAccess } from './route-table';

/** Where the document and the browsable page are served. */
export const OPENAPI_JSON_PATH = '/api/v1/openapi.json';
export const API_DOCS_PATH = '/api/docs';

type JsonSchema = Record<string, unknown>;

/**
 * A zod schema as JSON Schema (draft 2020-12, the dialect of OpenAPI 3.1). `io: 'input'` describes
 * what a caller sends (before the contract's transforms); `'output'` what a presenter returns.
 * Parts JSON Schema cannot say (a refinement's check) are left open rather than refused.
 */
export function jsonSchemaOf(schema: z.ZodType, io: 'input' | 'output'): JsonSchema {
  const converted = z.toJSONSchema(schema, { io, unrepresentable: 'any', target: 'draft-2020-12' }) as JsonSchema;
  delete converted.$schema;
  return converted;
}

const isZod = (value: unknown): value is z.ZodType => value instanceof z.ZodType;

/**
 * The error answer of every call: `{ message }`, with the error's code where there is one, and for a
 * refused ruleset draft the validator's problems (issue 21).
 */
export const ERROR_RESPONSE_SCHEMA: JsonSchema = {
  type: 'object',
  properties: {
    message: { type: 'string' },
    code: { type: 'string' },
    problems: {
      type: 'array',
      items: {
        type: 'object',
        properties: { object: { type: 'string' }, field: { type: 'string' }, message: { type: 'string' } },
        required: ['object', 'field', 'message'],
      },
    },
    requestId: { type: 'string' },
  },
  required: ['message'],
};

/**
 * The success answer of a row: `{ data }` where data is the row's declared response schema, or any
 * JSON value for rows that declare none yet. Fastify serializes the answer through it (fast-json-stringify):
 * fields a presenter returns that the schema does not name are not sent.
 */
export function responseSchemaOf(route: RestRoute): JsonSchema {
  return {
    type: 'object',
    properties: { data: route.response ? jsonSchemaOf(route.response, 'output') : {} },
    required: ['data'],
  };
}

const SIGNED_IN_SECURITY = [{ bearerAuth: [] }, { sessionCookie: [] }];
const WHO: Record<Role, string> = { player: 'A signed-in user.', staff: 'Staff and admins.', admin: 'Admins.' };

/** "Who may call it", from the row's access (a policy rule: the role its action needs). */
function whoMayCall(access: RouteAccess): string {
  if (access === 'public') return 'Anyone.';
  if (access === 'signedIn') return 'A signed-in user.';
  return WHO[roleOfRule(access)];
}

/** What the document says about a row beyond its schemas: tag, operation id, who may call it. */
export function describeRoute(route: RestRoute): JsonSchema {
  const { access, scope, idempotent } = route.definition;
  // grouped by the API token scope domain that reaches the route
  const tag = scope === 'none' ? 'api' : scope.split(':')[0];
  const who = whoMayCall(access);
  return {
    tags: [tag],
    operationId: `${route.method.toLowerCase()}${route.path.replace(/[/:]+(\w)/g, (_m, c: string) => c.toUpperCase()).replace(/\W/g, '')}`,
    summary: route.summary ?? `${route.method} ${route.path}`,
    description:
      `${route.summary ? `${route.summary} ` : ''}Who may call it: ${who}` +
      (idempotent
        ? ' Send an `Idempotency-Key` header to make retries safe: the same key and body get the first answer again (marked `Idempotent-Replayed: true`) and change nothing; the same key with another body is refused with 409.'
        : ''),
    security: access === 'public' ? [] : SIGNED_IN_SECURITY,
  };
}

/**
 * OpenAPI 3.1 (@fastify/swagger) from the route table's own schemas, at /api/v1/openapi.json, and a
 * browsable page at /api/docs (swagger-ui from node_modules, no CDN). Register before the routes:
 * the document is gathered as they are added. Only /api/v1 routes are documented.
 */
export async function registerOpenApi(app: FastifyInstance, options: { publicUrl: string; version: string }): Promise<void> {
  await app.register(fastifySwagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'LARP character and event API',
        version: options.version,
        description:
          'The REST bridge (/api/v1). Answers are `{ data }` or, on an error, `{ message }`. Authenticate with an API token ' +
          '(`Authorization: Bearer larp_...`, made under /account/api-tokens) or the session cookie of a browser sign-in. ' +
          'Requests with a cookie that change data must be JSON or carry X-Requested-With.',
      },
      servers: [{ url: options.publicUrl }],
      components: {
        securitySchemes: {
          bearerAuth: { type: 'http', scheme: 'bearer', description: 'An API token made under /account/api-tokens' },
          sessionCookie: { type: 'apiKey', in: 'cookie', name: 'larp_session' },
        },
      },
    },
    transform: ({ schema, url }) => {
      if (!url.startsWith('/api/v1/') || url === OPENAPI_JSON_PATH) return { schema: { ...schema, hide: true }, url };
      const converted: Record<string, unknown> = {};
      // a plain route beside the table (a CSV, the export page) comes without a schema, whatever the type says
      for (const [key, value] of Object.entries((schema as typeof schema | undefined) ?? {})) {
        converted[key] = isZod(value) ? jsonSchemaOf(value, 'input') : value;
      }
      return { schema: converted, url };
    },
  });
  app.get(OPENAPI_JSON_PATH, { schema: { hide: true } }, async () => app.swagger());
  await app.register(fastifySwaggerUi, {
    routePrefix: API_DOCS_PATH,
    uiConfig: { validatorUrl: null, deepLinking: true },
  } as never);
}

import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { roleOfRule, type Role } from '../modules/accounts/accounts.policy';
import { splitScope, type CallAccess, type CallDefinition } from '../calls/call-definition';
import { API_DOMAINS, type ApiDomain } from '../modules/api-tokens/api-token-scopes';
import { API_RATE_LIMITS, API_RATE_WINDOW_MS } from './api-rate-limit';
import { IDEMPOTENCY_RETENTION_MS } from './idempotency';
import { jsonSchemaOf, type JsonSchema } from './json-schema';
import { LOGIN_REDIRECT, PLAIN_OPERATIONS, type PlainOperation } from './openapi-plain-routes';
import type { HttpMethod, RestRoute } from './route-table';

/** Where the document and the browsable page are served. */
export const OPENAPI_JSON_PATH = '/api/v1/openapi.json';
export const API_DOCS_PATH = '/api/docs';
const API_PREFIX = '/api/v1';

export { jsonSchemaOf, type JsonSchema };

const isZod = (value: unknown): value is z.ZodType => value instanceof z.ZodType;

/**
 * The error answer of every call: `{ message }`, with the error's code where there is one, and for a
 * refused ruleset draft the validator's problems, and for a limit's refusal (429) the seconds to wait
 * (as its Retry-After header).
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
    retryAfter: { type: 'integer', minimum: 1 },
    // Its shape is each call's own answer, given on the 409 of the calls that send it (conflictAnswersCurrent).
    current: {
      type: 'object',
      additionalProperties: true,
      description: "a stale save refused (409): the values saved since, in the shape of the call's answer",
    },
    requestId: { type: 'string' },
  },
  required: ['message'],
};

/** `{ data }` around a JSON answer's schema. */
export const dataEnvelope = (data: JsonSchema): JsonSchema => ({ type: 'object', properties: { data }, required: ['data'] });

/**
 * The success answer of a row: `{ data }` where data is the row's declared response schema, or any
 * JSON value for rows that declare none yet. Fastify serializes the answer through it (fast-json-stringify):
 * fields a presenter returns that the schema does not name are not sent.
 */
export function responseSchemaOf(route: RestRoute): JsonSchema {
  const envelope = dataEnvelope(route.response ? jsonSchemaOf(route.response, 'output') : {});
  return route.pagesWhenAsked ? { ...envelope, properties: { ...(envelope.properties as JsonSchema), paging: PAGING_SCHEMA } } : envelope;
}

/** Beside `data` when a list that pages when asked answered one page (route-table.ts pagesWhenAsked). */
const PAGING_SCHEMA: JsonSchema = {
  type: 'object',
  description:
    'Present only when the query asked for a page (first, after or one of the connection filters): the total matching the filters and the cursor of the next page (null on the last), also sent as the Link header (rel="next").',
  properties: { total_count: { type: 'integer' }, next_cursor: { type: ['string', 'null'] } },
  required: ['total_count', 'next_cursor'],
};

/**
 * What a call needs beyond its access, read from its one definition (calls/call-definition.ts): the
 * API token scope (`<domain>:read|write`), the domain that tags it, and whether it takes an
 * Idempotency-Key.
 */
export function callSettingsOf(call: CallDefinition): { domain: ApiDomain; scope: string; idempotent: boolean } {
  if (call.scope === 'none') throw new Error(`${call.name} reads no domain: it is not documented`);
  return { domain: splitScope(call.scope).domain, scope: call.scope, idempotent: call.idempotent };
}

const WHO: Record<Role, string> = { player: 'A signed-in user.', staff: 'Staff and admins.', admin: 'Admins.' };

/** "Who may call it", from the row's access (a policy rule: the role its action needs). */
function whoMayCall(access: CallAccess): string {
  if (access === 'public') return 'Anyone.';
  if (access === 'signedIn') return 'A signed-in user.';
  return WHO[roleOfRule(access)];
}

/** 'GET /events/:id/registration_answers.csv' as an operation id: 'getEventsIdRegistrationAnswersCsv'. */
const operationIdOf = (method: string, path: string) =>
  method.toLowerCase() +
  path
    .split(/[^A-Za-z0-9]+/)
    .filter(Boolean)
    .map((word) => word[0].toUpperCase() + word.slice(1))
    .join('');

/** What the document says about a call beyond its schemas: tag, operation id, summary, who may call it, security. */
export function describeRoute(route: {
  method: HttpMethod;
  path: string;
  definition: CallDefinition;
  summary?: string;
  deprecated?: string;
}): JsonSchema {
  const { access } = route.definition;
  const { domain, scope, idempotent } = callSettingsOf(route.definition);
  const summary = route.summary ?? `${route.method} ${route.path}`;
  return {
    tags: [domain],
    operationId: operationIdOf(route.method, route.path),
    summary,
    description:
      `${summary} Who may call it: ${whoMayCall(access)}` +
      (access === 'public' ? '' : ` With an API token: the \`${scope}\` scope.`) +
      (idempotent
        ? ' Send an `Idempotency-Key` header to make retries safe: the same key and body get the first answer again (marked `Idempotent-Replayed: true`) and change nothing; the same key with another body is refused with 409.'
        : '') +
      (route.deprecated ? ` Deprecated: ${route.deprecated}` : ''),
    ...(route.deprecated ? { deprecated: true } : {}),
    // Either the session cookie or an API token carrying the call's scope (`x-scopes`, see the document's description).
    security: access === 'public' ? [] : [{ sessionCookie: [] }, { bearerAuth: [] }],
    ...(access === 'public' ? {} : { 'x-scopes': [scope] }),
    // read back by completeDocument: the header parameter and the replay header go with it
    ...(idempotent ? { 'x-idempotent': true } : {}),
    // read back by completeDocument: the 409 carries `current` in the shape of the success answer
    ...(route.definition.conflictAnswersCurrent ? { 'x-conflict-answers-current': true } : {}),
  };
}

/** The tags: one per API token scope domain, as the calls are grouped by the scope that reaches them. */
const TAG_DESCRIPTIONS: Record<ApiDomain, string> = {
  account: 'Signing up and in, the account, its roles, privacy (export, sessions, deletion), notification settings and API tokens.',
  characters: "Players' characters and their builds, and the staff's character tools (XP, deaths, past events, uncommit).",
  shards: 'Shard balances: spending shards on an XP token, and staff grants.',
  events: 'Events (the event form with its image), their questions, the waitlist, attendance, finalizing and check-in.',
  registrations: 'Registering for an event, editing, cancelling, waitlist offers, and the review of registrations.',
  payments: 'Event fees, what each registration owes and has paid, and the payments ledger (payments, refunds, waivers, corrections).',
  surveys: 'The post-event survey.',
  game_data: 'The ruleset: skills, races, transformations, role types, its versions and drafts.',
  exports: 'CSV exports for staff and the iCal feed.',
  webhooks: 'Webhooks that tell other systems about registrations and events.',
  graphql: 'Saved GraphQL queries of the staff IDE.',
};

/** The rate limit's and the request's headers, sent with every answer of the API. */
const ANSWER_HEADERS: Record<string, JsonSchema> = {
  'RateLimit-Limit': {
    description: `Requests allowed in the current ${API_RATE_WINDOW_MS / 1000}-second window: ${API_RATE_LIMITS.token} per API token, ${API_RATE_LIMITS.session} per browser session or address.`,
    schema: { type: 'integer', minimum: 0 },
  },
  'RateLimit-Remaining': { description: 'Requests left in the current window.', schema: { type: 'integer', minimum: 0 } },
  'RateLimit-Reset': { description: 'Seconds until the window ends.', schema: { type: 'integer', minimum: 1 } },
  'X-Request-Id': { description: 'The request id, as in the server log and in error answers.', schema: { type: 'string' } },
};

const HEADER_COMPONENTS: Record<string, JsonSchema> = {
  ...ANSWER_HEADERS,
  'Retry-After': { description: 'Seconds to wait before trying again.', schema: { type: 'integer', minimum: 1 } },
  'Idempotent-Replayed': {
    description: 'Present (`true`) when the answer is the stored first answer to the same Idempotency-Key and body.',
    schema: { type: 'string', enum: ['true'] },
  },
  Location: { description: 'The login page, coming back to this URL afterwards.', schema: { type: 'string' } },
};

const headerRefs = (names: string[]) => Object.fromEntries(names.map((name) => [name, { $ref: `#/components/headers/${name}` }]));

/** The error answers, each `{ message }` (ERROR_RESPONSE_SCHEMA). */
const ERROR_ANSWERS: Record<string, { name: string; description: string; headers?: string[] }> = {
  '400': { name: 'BadRequest', description: 'The input is refused; `message` names the field and the problem.' },
  '401': { name: 'Unauthorized', description: 'Not signed in, or the API token is unknown, expired or revoked.' },
  '403': {
    name: 'Forbidden',
    description: 'The caller may not do this (their role), or the API token lacks the scope (`This API token lacks the ... scope`).',
  },
  '404': { name: 'NotFound', description: 'Nothing of that id, or nothing the caller may see.' },
  '409': {
    name: 'Conflict',
    description:
      'The call conflicts with the current state: a stale build version, a closed window, a concurrent change, or an Idempotency-Key used with another request.',
  },
  '413': { name: 'PayloadTooLarge', description: 'The body (or the uploaded image) is too large.' },
  '429': {
    name: 'TooManyRequests',
    description: 'The rate limit is spent; try again after `Retry-After` seconds.',
    headers: ['Retry-After'],
  },
  '503': {
    name: 'ServiceUnavailable',
    description: 'The server cannot answer now (the database is unreachable, no ruleset is loaded, or the server is shutting down).',
    headers: ['Retry-After'],
  },
};

/** The parts of OpenAPI's objects this file completes. */
interface ResponseObject {
  description?: string;
  headers?: Record<string, unknown>;
  content?: Record<string, unknown>;
  $ref?: string;
}
interface Operation {
  security?: unknown[];
  'x-idempotent'?: boolean;
  'x-conflict-answers-current'?: boolean;
  parameters?: Array<{ in?: string; $ref?: string }>;
  requestBody?: unknown;
  responses: Record<string, ResponseObject>;
}
interface OpenApiDocument {
  tags?: unknown[];
  paths: Record<string, Record<string, Operation>>;
  components: Record<string, unknown> & { schemas?: Record<string, unknown> };
}

/** Which error answers a call can give, from what it takes and who may call it. */
function errorStatusesOf(method: HttpMethod, path: string, operation: Operation, plain: PlainOperation | undefined): string[] {
  const isPublic = Array.isArray(operation.security) && operation.security.length === 0;
  const parameters = operation.parameters ?? [];
  const hasPathParameters = parameters.some((parameter) => parameter.in === 'path');
  const statuses = new Set<string>(['429', '503']);
  if (method !== 'GET' || parameters.length > 0 || operation.requestBody) statuses.add('400');
  if (!isPublic) statuses.add('401').add('403');
  if (hasPathParameters) statuses.add('404');
  if (method !== 'GET') statuses.add('409');
  if (operation.requestBody) statuses.add('413');
  for (const status of plain?.errors ?? []) statuses.add(status);
  // Answers a public call gives on its own: the login of an unverified account (403), a wrong link (404).
  for (const status of EXTRA_ERRORS[`${method} ${path}`] ?? []) statuses.add(status);
  return [...statuses].sort();
}

/**
 * The 409 answer of a call whose stale save is refused with the values saved since under `current`
 * (its definition's conflictAnswersCurrent): the error with `current` typed as the call's answer.
 */
function conflictWithCurrent(success: ResponseObject | undefined): ResponseObject {
  const content = success?.content?.['application/json'] as { schema?: { properties?: { data?: unknown } } } | undefined;
  return {
    description: `${ERROR_ANSWERS['409'].description} A stale save carries the values saved since as \`current\`.`,
    content: {
      'application/json': {
        schema: {
          ...ERROR_RESPONSE_SCHEMA,
          properties: {
            ...(ERROR_RESPONSE_SCHEMA.properties as JsonSchema),
            current: content?.schema?.properties?.data ?? { type: 'object' },
          },
        },
      },
    },
  };
}

/** Error answers of table rows beyond what their inputs and access imply. */
const EXTRA_ERRORS: Record<string, string[]> = {
  'POST /login': ['401', '403'],
  'GET /user/event_registrations/:id/ticket': ['409'],
};

const API_DESCRIPTION = [
  'The REST bridge (/api/v1). Answers are `{ data }` or, on an error, `{ message }` (with `code` and `requestId`).',
  '',
  'Authentication: the session cookie of a browser sign-in (`sessionCookie`), or an API token made under /account/api-tokens',
  '(`Authorization: Bearer larp_...`, `bearerAuth`). A token reaches a call only with the scope the call names in its',
  '`x-scopes` extension (one of `<domain>:read` or `<domain>:write`; write includes read), also given in its description.',
  'OpenAPI defines scopes only for OAuth 2 schemes, hence the extension. A token acts as its owner, so the role rules apply too.',
  'Requests with a cookie that change data must be JSON or carry X-Requested-With.',
  '',
  `Every answer carries RateLimit-Limit, RateLimit-Remaining and RateLimit-Reset; past the limit the answer is 429 with Retry-After.`,
  'Calls that spend or grant take an `Idempotency-Key` header (1 to 191 visible ASCII characters): a retry with the same key',
  `and body within ${IDEMPOTENCY_RETENTION_MS / 3_600_000} hours gets the first answer again, marked \`Idempotent-Replayed: true\`.`,
].join('\n');

/** The path as the route table writes it: '/api/v1/events/{id}' -> '/events/:id'. */
const tablePathOf = (documentPath: string) => documentPath.slice(API_PREFIX.length).replace(/\{(\w+)\}/g, ':$1');

/** Completes every operation of the gathered document: error answers, headers, tags. */
function completeDocument(document: OpenApiDocument): OpenApiDocument {
  document.tags = API_DOMAINS.map((name) => ({ name, description: TAG_DESCRIPTIONS[name] }));
  document.components.headers = HEADER_COMPONENTS;
  document.components.schemas = { ...document.components.schemas, Error: ERROR_RESPONSE_SCHEMA };
  document.components.parameters = {
    IdempotencyKey: {
      name: 'Idempotency-Key',
      in: 'header',
      required: false,
      description: 'Makes a retry safe: the same key and body get the first answer again and change nothing.',
      schema: { type: 'string', pattern: '^[\\x21-\\x7e]{1,191}$' },
    },
  };
  document.components.responses = Object.fromEntries(
    Object.values(ERROR_ANSWERS).map(({ name, description, headers }) => [
      name,
      {
        description,
        headers: headerRefs([...Object.keys(ANSWER_HEADERS), ...(headers ?? [])]),
        content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } },
      },
    ]),
  );
  for (const [documentPath, pathItem] of Object.entries(document.paths)) {
    const path = tablePathOf(documentPath);
    for (const [lowerMethod, operation] of Object.entries(pathItem)) {
      const method = lowerMethod.toUpperCase() as HttpMethod;
      const plain = PLAIN_OPERATIONS.find((candidate) => candidate.method === method && candidate.path === path);
      const idempotent = operation['x-idempotent'] === true;
      if (plain) completePlainOperation(operation, plain);
      const errors = errorStatusesOf(method, path, operation, plain);
      // Fastify's "any 4xx" stands for the explicit answers below.
      delete operation.responses['4XX'];
      // A download opened by a browser without a session is sent to the login page (http/login-redirect.ts).
      const success = Object.entries(operation.responses).find(([status]) => status.startsWith('2'))?.[1];
      const isDownload = success?.content !== undefined && !('application/json' in success.content);
      if (!plain && isDownload && (operation.security ?? []).length > 0) operation.responses['303'] = { ...LOGIN_REDIRECT };
      for (const [status, response] of Object.entries(operation.responses)) {
        if (response.description === 'Default Response') response.description = status.startsWith('2') ? 'Success.' : 'See the headers.';
        response.headers = {
          ...headerRefs(Object.keys(ANSWER_HEADERS)),
          ...(idempotent && status.startsWith('2') ? headerRefs(['Idempotent-Replayed']) : {}),
          ...(status === '303' ? headerRefs(['Location']) : {}),
          ...(response.headers ?? {}),
        };
      }
      for (const status of errors) operation.responses[status] = { $ref: `#/components/responses/${ERROR_ANSWERS[status].name}` };
      if (operation['x-conflict-answers-current'] === true) operation.responses['409'] = conflictWithCurrent(success);
      if (idempotent) operation.parameters = [...(operation.parameters ?? []), { $ref: '#/components/parameters/IdempotencyKey' }];
    }
  }
  return document;
}

/** A plain route's operation as @fastify/swagger gathers it: what the table's rows say, and its path parameters. */
function plainSchemaOf(operation: PlainOperation): JsonSchema {
  return { ...describeRoute(operation), ...(operation.params ? { params: jsonSchemaOf(operation.params, 'input') } : {}) };
}

/** The rest of a plain route's operation, already in OpenAPI's form: its request headers, body and answers. */
function completePlainOperation(operation: Operation, plain: PlainOperation): void {
  if (plain.parameters) operation.parameters = [...(operation.parameters ?? []), ...plain.parameters];
  if (plain.requestBody) operation.requestBody = plain.requestBody;
  operation.responses = structuredClone(plain.responses);
}

/**
 * OpenAPI 3.1 (@fastify/swagger) from the route table's own schemas, at /api/v1/openapi.json, and a
 * browsable page at /api/docs (swagger-ui from node_modules, no CDN). Register before the routes:
 * the document is gathered as they are added. Only /api/v1 routes are documented; the plain routes
 * beside the table (openapi-plain-routes.ts) are described here.
 */
export async function registerOpenApi(app: FastifyInstance, options: { publicUrl: string; version: string }): Promise<void> {
  await app.register(fastifySwagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'LARP character and event API',
        version: options.version,
        description: API_DESCRIPTION,
        contact: { name: 'The operators of this installation', url: options.publicUrl },
        license: { name: 'Proprietary', identifier: 'LicenseRef-Proprietary' },
      },
      servers: [{ url: options.publicUrl }],
      components: {
        securitySchemes: {
          bearerAuth: {
            type: 'http',
            scheme: 'bearer',
            description:
              "An API token made under /account/api-tokens. An operation's `x-scopes` names the scope the token needs (write includes read).",
          },
          sessionCookie: { type: 'apiKey', in: 'cookie', name: 'larp_session', description: 'The session cookie of a browser sign-in.' },
        },
      },
    },
    transform: ({ schema, url, route }) => {
      if (!url.startsWith(`${API_PREFIX}/`) || url === OPENAPI_JSON_PATH) return { schema: { ...schema, hide: true }, url };
      const method = (Array.isArray(route.method) ? route.method[0] : route.method) as HttpMethod;
      const plain = PLAIN_OPERATIONS.find((candidate) => candidate.method === method && `${API_PREFIX}${candidate.path}` === url);
      if (plain) return { schema: plainSchemaOf(plain), url };
      const converted: Record<string, unknown> = {};
      for (const [key, value] of Object.entries((schema as typeof schema | undefined) ?? {})) {
        converted[key] = isZod(value) ? jsonSchemaOf(value, 'input') : value;
      }
      return { schema: converted, url };
    },
    transformObject: (gathered) => completeDocument((gathered as unknown as { openapiObject: OpenApiDocument }).openapiObject) as never,
  });
  app.get(OPENAPI_JSON_PATH, { schema: { hide: true } }, async () => app.swagger());
  await app.register(fastifySwaggerUi, {
    routePrefix: API_DOCS_PATH,
    uiConfig: { validatorUrl: null, deepLinking: true },
  } as never);
}

import type { FastifyInstance, FastifyReply, FastifyRequest, FastifySerializerCompiler } from 'fastify';
import type { AppServices } from '../app-services';
import type { RequestContext } from '../request-context';
import { inputValidatorCompiler } from '../input/contract';
import { requireUser } from '../modules/accounts/accounts.policy';
import { admission } from './call-route';
import { csrfGuard } from './csrf-guard';
import { idempotencyKeyOf, requestHash } from './idempotency';
import { describeRoute, ERROR_RESPONSE_SCHEMA, responseSchemaOf } from './openapi';
import type { RestRoute } from './route-table';
import { listSerializer, streamedListAnswer, type ListSerializer } from './streamed-list';
import { isBatchStream } from '../calls/batch-stream';
import { answerSerializer, jsonSchemaOf, type JsonSchema } from './json-schema';
import { isConnection } from '../input/paging';
import { z } from 'zod';
import { fastPathOn } from '../fast-paths';
import { keptListAnswer } from '../fast-paths/kept-answers';

/** The address of a paged list's next page: the request's own, its `after` replaced by the cursor. */
export function nextPageUrl(url: string, cursor: string): string {
  const [path, search = ''] = url.split('?', 2);
  const parameters = new URLSearchParams(search);
  parameters.set('after', cursor);
  return `${path}?${parameters.toString()}`;
}

/**
 * Under test (jest sets NODE_ENV=test) every answer is checked against its response schema before it
 * is serialized through it: a presented field the schema does not name (which fast-json-stringify
 * would silently drop), or a value of another type, fails the call with the difference. So the
 * whole test suite proves the schemas complete; production pays nothing.
 */
const CHECK_ANSWERS = process.env.NODE_ENV === 'test';

const canonical = (value: unknown): unknown =>
  Array.isArray(value)
    ? value.map(canonical)
    : value && typeof value === 'object'
      ? Object.fromEntries(
          Object.keys(value)
            .sort()
            .map((key) => [key, canonical((value as Record<string, unknown>)[key])]),
        )
      : value;

export function checkAnswer(route: RestRoute, presented: unknown): void {
  if (!route.response) throw new Error(`${route.method} ${route.path} declares no response schema`);
  const sent: unknown = JSON.parse(JSON.stringify(presented ?? null));
  const parsed = route.response.safeParse(sent);
  if (!parsed.success)
    throw new Error(
      `${route.method} ${route.path}: the answer does not match its response schema: ${JSON.stringify(parsed.error.issues).slice(0, 2000)}`,
    );
  const kept = JSON.stringify(canonical(parsed.data));
  if (kept !== JSON.stringify(canonical(sent))) {
    throw new Error(
      `${route.method} ${route.path}: the response schema would drop fields of the answer:\n sent ${JSON.stringify(canonical(sent)).slice(0, 1500)}\n kept ${kept.slice(0, 1500)}`,
    );
  }
}

/**
 * Answer serializers (fast-json-stringify, as Fastify's own compiler makes them) compiled at a
 * route's first answer instead of at start-up: compiling every route's costs over a second of CPU
 * at each start, and a process answers on few of its routes soon after. A schema several routes
 * share (the error answer) is compiled once. Each is compiled from serializerSchemaOf(schema): its
 * nullable parts said so that no value is validated to choose how to write it.
 */
function lazySerializerCompiler(): FastifySerializerCompiler<unknown> {
  const compiled = new WeakMap<object, (data: unknown) => string>();
  return ({ schema }) => {
    let serialize: ((data: unknown) => string) | undefined;
    return (data: unknown) => {
      if (!serialize) {
        serialize = compiled.get(schema as object) ?? answerSerializer(schema as JsonSchema);
        compiled.set(schema as object, serialize);
      }
      return serialize(data);
    };
  };
}

export interface RestBridgeOptions {
  routes: RestRoute[];
  services: AppServices;
  contextOf(request: FastifyRequest, reply: FastifyReply): Promise<RequestContext>;
}

/**
 * Registers the route table (mount it with prefix /api/v1). Each row becomes one Fastify route whose
 * input is parsed by its zod schemas (input/contract.ts), whose handler builds the request context, makes the one service call and wraps the presented result in
 * `{ data }`. Errors reach the app's error handler, which answers `{ message }`.
 */
export async function restBridge(app: FastifyInstance, options: RestBridgeOptions): Promise<void> {
  app.addHook('onRequest', csrfGuard);
  // Every row's schemas are zod schemas: validated (and transformed to the typed command) by the one contract.
  app.setValidatorCompiler(inputValidatorCompiler);
  app.setSerializerCompiler(lazySerializerCompiler());
  // An Idempotency-Key's request, hashed from the body as sent (before the schemas transform it).
  const idempotentRequests = new WeakMap<FastifyRequest, { key: string; hash: string }>();
  for (const route of options.routes) {
    let serializeList: ListSerializer | undefined;
    // A list of immutable presentations answered from their kept texts (fast-paths/kept-answers.ts).
    const keptList =
      fastPathOn('kept-answers') && !route.produces && route.response instanceof z.ZodArray
        ? keptListAnswer(() => jsonSchemaOf((route.response as z.ZodArray).element as z.ZodType, 'output'))
        : undefined;
    const admit = admission(route.definition, (request, reply) => options.contextOf(request, reply), { download: Boolean(route.produces) });
    app.route({
      method: route.method,
      url: route.path,
      config: { call: route.definition },
      schema: {
        ...describeRoute(route),
        ...(route.produces ? { produces: [route.produces.type] } : {}),
        response: { [route.status ?? 200]: route.produces ? { type: 'string' } : responseSchemaOf(route), '4xx': ERROR_RESPONSE_SCHEMA },
        ...(route.body ? { body: route.body } : {}),
        ...(route.query ? { querystring: route.query } : {}),
        ...(route.params ? { params: route.params } : {}),
      },
      preValidation: async (request, reply) => {
        if (await admit(request, reply)) return reply;
        if (route.definition.idempotent) {
          const key = idempotencyKeyOf(request.headers['idempotency-key']);
          if (key !== null) idempotentRequests.set(request, { key, hash: requestHash(request.method, request.url, request.body) });
        }
      },
      handler: async (request, reply) => {
        const context = await options.contextOf(request, reply);
        const input = {
          body: (request.body ?? {}) as never,
          query: (request.query ?? {}) as never,
          params: (request.params ?? {}) as never,
          context,
          services: options.services,
        };
        const pending = idempotentRequests.get(request);
        let recordId: string | null = null;
        if (pending) {
          const start = await options.services.idempotency.begin(
            `user:${requireUser(context).id}`,
            pending.key,
            `${route.method} ${route.path}`,
            pending.hash,
          );
          if (start.kind === 'replay') {
            void reply.code(start.status).header('Idempotent-Replayed', 'true');
            return start.response;
          }
          recordId = start.recordId;
        }
        try {
          const result = await route.call(input);
          const status = route.status ?? 200;
          if (route.produces) {
            const fileName = route.produces.fileName?.(result);
            void reply.code(status).type(`${route.produces.type}; charset=utf-8`).header('Cache-Control', 'no-store');
            if (fileName) void reply.header('Content-Disposition', `attachment; filename="${fileName}"`);
            return route.present(result, input);
          }
          if (isBatchStream(result) && route.response) {
            const present = (batch: unknown[]) => {
              const presented = route.present(batch, input) as unknown[];
              if (CHECK_ANSWERS) checkAnswer(route, presented);
              return presented;
            };
            serializeList ??= listSerializer(jsonSchemaOf(route.response, 'output'));
            const answer = await streamedListAnswer(result, serializeList, present);
            void reply.code(status).type('application/json; charset=utf-8');
            // a returned stream is sent as it is, past the response schema's serializer
            return answer;
          }
          if (route.pagesWhenAsked && isConnection(result)) {
            const presented = route.present(result.nodes, input);
            if (CHECK_ANSWERS) checkAnswer(route, presented);
            const next = result.pageInfo.hasNextPage ? result.pageInfo.endCursor : null;
            if (next !== null) void reply.header('Link', `<${nextPageUrl(request.url, next)}>; rel="next"`);
            void reply.code(status);
            return { data: presented, paging: { total_count: result.totalCount, next_cursor: next } };
          }
          const presented = route.present(result, input);
          if (CHECK_ANSWERS) checkAnswer(route, presented);
          const kept = keptList && recordId === null && Array.isArray(presented) ? keptList(presented) : undefined;
          if (kept !== undefined) {
            void reply.code(status).type('application/json; charset=utf-8');
            return kept;
          }
          const answer = { data: presented };
          if (recordId !== null) await options.services.idempotency.complete(recordId, status, JSON.parse(JSON.stringify(answer)));
          void reply.code(status);
          return answer;
        } catch (error) {
          if (recordId !== null) await options.services.idempotency.release(recordId);
          throw error;
        }
      },
    });
  }
}

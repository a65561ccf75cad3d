import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppServices } from '../app-services';
import type { RequestContext } from '../request-context';
import { inputValidatorCompiler } from '../input/contract';
import { requireRole, requireUser } from '../modules/accounts/accounts.policy';
import { accessOfMethod, domainOfPath } from '../modules/api-tokens/api-token-scopes';
import { requireScope } from '../modules/api-tokens/api-tokens.service';
import { csrfGuard } from './csrf-guard';
import { describeRoute, ERROR_RESPONSE_SCHEMA, responseSchemaOf } from './openapi';
import type { RestRoute } from './route-table';

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
  for (const route of options.routes) {
    app.route({
      method: route.method,
      url: route.path,
      schema: {
        ...describeRoute(route),
        response: { [route.status ?? 200]: responseSchemaOf(route), '4xx': ERROR_RESPONSE_SCHEMA },
        ...(route.body ? { body: route.body } : {}),
        ...(route.query ? { querystring: route.query } : {}),
        ...(route.params ? { params: route.params } : {}),
      },
      preValidation: async (request, reply) => {
        const access = route.access ?? 'signedIn';
        if (access === 'public') return;
        const context = await options.contextOf(request, reply);
        if (access === 'signedIn') requireUser(context);
        else requireRole(context, access);
        requireScope(context, domainOfPath(route.path), accessOfMethod(route.method));
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
        const result = await route.call(input);
        void reply.code(route.status ?? 200);
        return { data: route.present(result, input) };
      },
    });
  }
}

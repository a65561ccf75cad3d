import { ApolloServer, type ApolloServerPlugin } from '@apollo/server';
import { fastifyApolloHandler } from '@as-integrations/fastify';
import { ApolloArmor } from '@escape.tech/graphql-armor';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { GraphQLError, NoSchemaIntrospectionCustomRule, validate, type GraphQLSchema } from 'graphql';
import type { AppServices } from '../app-services';
import type { ErrorLogger } from '../errors';
import { ACCOUNT_MESSAGES } from '../modules/accounts/accounts.messages';
import type { RequestContext } from '../request-context';
import type { GraphQLContext } from './context';
import { createFormatError } from './format-error';
import { createLoaders } from './loaders';

/**
 * Query limits (graphql-armor). Depth and cost are sized for the app's real operations with room to
 * spare; introspection is exempt because it is only served to signed-in users.
 */
const armor = new ApolloArmor({
  maxDepth: { n: 10, ignoreIntrospection: true },
  maxAliases: { n: 15 },
  costLimit: { maxCost: 5000, ignoreIntrospection: true },
  maxDirectives: { n: 20 },
  maxTokens: { n: 2000 },
  blockFieldSuggestion: { enabled: true },
});

/** Introspection (the IDE's schema, codegen) only for signed-in users: anonymous callers learn nothing of the API. */
const introspectionForSignedInOnly = (schema: GraphQLSchema): ApolloServerPlugin<GraphQLContext> => ({
  async requestDidStart() {
    return {
      async didResolveOperation({ contextValue, document }) {
        if (contextValue.request.user) return;
        if (validate(schema, document, [NoSchemaIntrospectionCustomRule]).length > 0) {
          throw new GraphQLError(ACCOUNT_MESSAGES.notSignedIn, {
            extensions: { code: 'UNAUTHENTICATED', http: { status: 401 } },
          });
        }
      },
    };
  },
});

export interface GraphQLMountOptions {
  schema: GraphQLSchema;
  services: AppServices;
  logger: ErrorLogger;
  contextOf(request: FastifyRequest, reply: FastifyReply): Promise<RequestContext>;
}

/** Starts Apollo Server 5 and mounts it on /graphql (GET and POST), with CSRF prevention on. */
export async function mountGraphQL(app: FastifyInstance, options: GraphQLMountOptions): Promise<ApolloServer<GraphQLContext>> {
  const protection = armor.protect();
  const apollo = new ApolloServer<GraphQLContext>({
    schema: options.schema,
    csrfPrevention: true,
    introspection: true,
    includeStacktraceInErrorResponses: false,
    allowBatchedHttpRequests: false,
    validationRules: protection.validationRules,
    plugins: [
      ...(protection.plugins as ApolloServerPlugin<GraphQLContext>[]),
      // No fastifyApolloDrainPlugin: it calls fastify.close() from apollo.stop(), which the app's
      // onClose hook calls, a deadlock. Fastify drains its own connections on close.
      introspectionForSignedInOnly(options.schema),
    ],
    formatError: createFormatError(options.logger),
  });
  await apollo.start();
  const handler = fastifyApolloHandler(apollo, {
    context: async (request, reply): Promise<GraphQLContext> => ({
      request: await options.contextOf(request, reply),
      services: options.services,
      loaders: createLoaders(options.services),
    }),
  });
  app.route({ method: ['GET', 'POST', 'OPTIONS'], url: '/graphql', handler });
  return apollo;
}

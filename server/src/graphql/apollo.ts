import { costLimitRule } from '@escape.tech/graphql-armor-cost-limit';
import { AppError } from '../errors';
import { ApolloServer, HeaderMap, type ApolloServerOptionsWithGateway, type ApolloServerPlugin } from '@apollo/server';
import { ApolloServerPluginCacheControlDisabled, ApolloServerPluginLandingPageDisabled } from '@apollo/server/plugin/disabled';
import { fastifyApolloHandler } from '@as-integrations/fastify';
import { ApolloArmor } from '@escape.tech/graphql-armor';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  GraphQLError,
  Lexer,
  NoSchemaIntrospectionCustomRule,
  Source,
  TokenKind,
  validate,
  type DocumentNode,
  type GraphQLSchema,
} from 'graphql';
import type { AppServices } from '../app-services';
import { DB_ERROR_MESSAGES, toAppError, type ErrorLogger } from '../errors';
import { RETRY_AFTER_SECONDS } from '../http/health';
import { ACCOUNT_MESSAGES } from '../modules/accounts/accounts.messages';
import type { RequestContext } from '../request-context';
import type { GraphQLContext } from './context';
import { GraphQLExecutor } from './executor';
import { introspectionDepthRule } from './introspection-depth';
import { createFormatError } from './format-error';
import { graphqlIdempotency } from './idempotency-plugin';
import { createLoaders } from './loaders';
import { graphqlTokenScopes } from './token-scopes';

/**
 * Query limits (graphql-armor). Depth and cost are sized for the app's real operations with room to
 * spare. Introspection (served to signed-in users only) is left out of armor's depth and cost, so that
 * the IDE's full schema query passes, and has a depth limit of its own (introspection-depth.ts).
 */
/** The largest query cost armor lets through (and the one reported in each answer's extensions). */
export const COST_LIMIT = { maxCost: 5000, ignoreIntrospection: true } as const;

const armor = new ApolloArmor({
  maxDepth: { n: 10, ignoreIntrospection: true },
  // every aliased field counts, __typename too (armor exempts it by default)
  maxAliases: { n: 15, allowList: [] },
  costLimit: COST_LIMIT,
  maxDirectives: { n: 20 },
  // armor's own token limit parses in a plugin and turns every syntax error into a 500; see tokenLimit.
  maxTokens: { enabled: false },
  blockFieldSuggestion: { enabled: true },
});

export const MAX_TOKENS = 2000;

/** True when the document has more than MAX_TOKENS tokens; lexer errors are left to Apollo's parser (400). */
function tooManyTokens(query: unknown): boolean {
  if (typeof query !== 'string') return false;
  const lexer = new Lexer(new Source(query));
  try {
    let count = 0;
    while (lexer.advance().kind !== TokenKind.EOF) {
      count += 1;
      if (count > MAX_TOKENS) return true;
    }
  } catch {
    return false;
  }
  return false;
}

/**
 * Refuses documents of more than MAX_TOKENS tokens before Apollo parses them (a cheap guard against
 * huge queries). A Fastify hook, not an Apollo plugin: Apollo answers a plugin's throw during
 * parsing with 500 (which is also why armor's own maxTokens plugin is off).
 */
async function tokenLimit(request: FastifyRequest, reply: FastifyReply): Promise<void> {
  // a POST may come without a body at all
  type Sent = { query?: unknown } | undefined;
  const query = request.method === 'GET' ? (request.query as Sent)?.query : (request.body as Sent)?.query;
  if (tooManyTokens(query)) {
    await reply.code(400).send({
      errors: [{ message: `Query too large: more than ${MAX_TOKENS} tokens`, extensions: { code: 'BAD_USER_INPUT' } }],
    });
  }
}

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

/**
 * An operation that failed because the database could not be reached answers HTTP 503 with
 * Retry-After (as REST does), so a load balancer or client knows to try again; never 200 or 500.
 */
const unavailableAnswers503: ApolloServerPlugin<GraphQLContext> = {
  async requestDidStart() {
    return {
      async willSendResponse({ response }) {
        if (response.body.kind !== 'single') return;
        const errors = response.body.singleResult.errors ?? [];
        if (errors.some((error) => error.message === DB_ERROR_MESSAGES.unavailable)) {
          response.http.status = 503;
          response.http.headers.set('retry-after', String(RETRY_AFTER_SECONDS));
        }
      },
    };
  },
};

/** The request's context; a refused API token is a GraphQL error with its HTTP status (not a 500). */
async function graphqlRequestContext(options: GraphQLMountOptions, request: FastifyRequest, reply: FastifyReply): Promise<RequestContext> {
  try {
    return await options.contextOf(request, reply);
  } catch (error) {
    // A refused token, or resolving the session failed (the database is unreachable): the REST
    // table's answer (503 with Retry-After for the latter), not Apollo's 500.
    const appError = error instanceof AppError ? error : toAppError(error, options.logger);
    const headers = new HeaderMap(appError.status === 503 ? [['retry-after', String(RETRY_AFTER_SECONDS)]] : []);
    throw new GraphQLError(appError.message, { extensions: { code: appError.code, http: { status: appError.status, headers } } });
  }
}

/**
 * Each answer reports its operation's cost as armor counts it, against the limit:
 * `extensions.cost = { requestedQueryCost, maximumAvailable }`, so staff can see what a saved query costs.
 */
const queryCostExtension = (schema: GraphQLSchema): ApolloServerPlugin<GraphQLContext> => {
  // The cost depends on the document alone; Apollo hands the same parsed document to every request
  // of the same query (its document cache), so each is counted once, not on every request.
  const costs = new WeakMap<DocumentNode, number | null>();
  const costOf = (document: DocumentNode): number | null => {
    if (costs.has(document)) return costs.get(document) ?? null;
    let cost: number | null = null;
    validate(schema, document, [costLimitRule({ ...COST_LIMIT, onAccept: [(_context, details: { n: number }) => (cost = details.n)] })]);
    costs.set(document, cost);
    return cost;
  };
  return {
    async requestDidStart() {
      let cost: number | null = null;
      return {
        async didResolveOperation({ document }) {
          cost = costOf(document);
        },
        async willSendResponse({ response }) {
          if (cost === null || response.body.kind !== 'single') return;
          response.body.singleResult.extensions = {
            ...response.body.singleResult.extensions,
            cost: { requestedQueryCost: cost, maximumAvailable: COST_LIMIT.maxCost },
          };
        },
      };
    },
  };
};

type Gateway = ApolloServerOptionsWithGateway<GraphQLContext>['gateway'];

/**
 * Apollo Server 5 runs its own graphql-js `execute` unless a gateway hands it an executor: this one
 * serves the app's schema as it is and executes with the app's GraphQLExecutor (graphql-jit).
 * Everything before execution stays Apollo's: parsing and validation with their document cache,
 * plugins (armor, token scopes, idempotency, cost), the context, error formatting and HTTP answers.
 */
function localGateway(executor: GraphQLExecutor): Gateway {
  let schemaLoaded: Parameters<Gateway['onSchemaLoadOrUpdate']>[0] | undefined;
  return {
    onSchemaLoadOrUpdate(callback) {
      schemaLoaded = callback;
      return () => (schemaLoaded = undefined);
    },
    async load() {
      schemaLoaded?.({ apiSchema: executor.schema, coreSupergraphSdl: '' });
      return {
        executor: (requestContext) =>
          executor.execute({
            document: requestContext.document,
            source: requestContext.source,
            // the name the request asked for: Apollo's own is null when no operation has it, and the
            // executor must then answer "Unknown operation" rather than run another one
            operationName: requestContext.request.operationName,
            variables: requestContext.request.variables,
            contextValue: requestContext.context as GraphQLContext,
          }),
      };
    },
    async stop() {},
  };
}

declare module 'fastify' {
  interface FastifyInstance {
    /** the executor /graphql runs (the staff-graphql bench times it) */
    graphqlExecutor: GraphQLExecutor;
  }
}

export interface GraphQLMountOptions {
  schema: GraphQLSchema;
  services: AppServices;
  logger: ErrorLogger;
  contextOf(request: FastifyRequest, reply: FastifyReply): Promise<RequestContext>;
}

/** Starts Apollo Server 5 and mounts it on /graphql (GET and POST), with CSRF prevention on. */
export async function mountGraphQL(app: FastifyInstance, options: GraphQLMountOptions): Promise<ApolloServer<GraphQLContext>> {
  const protection = armor.protect();
  const executor = new GraphQLExecutor(options.schema);
  app.decorate('graphqlExecutor', executor);
  const apollo = new ApolloServer<GraphQLContext>({
    gateway: localGateway(executor),
    // A GET (or a simple POST) is refused unless it carries a header a cross-site page cannot set
    // without a CORS preflight, which is never granted: Apollo's two, or Authorization (an API
    // token sent by the caller's own code, never added by a browser to someone else's request).
    csrfPrevention: { requestHeaders: ['x-apollo-operation-name', 'apollo-require-preflight', 'authorization'] },
    introspection: true,
    includeStacktraceInErrorResponses: false,
    allowBatchedHttpRequests: false,
    // main.ts shuts down on SIGINT/SIGTERM (app.close stops Apollo, then the database is closed).
    // Apollo's own handler would stop it first and re-send the signal, killing the process before
    // that shutdown finished.
    stopOnTerminationSignals: false,
    validationRules: [...protection.validationRules, introspectionDepthRule],
    plugins: [
      ...(protection.plugins as ApolloServerPlugin<GraphQLContext>[]),
      // No fastifyApolloDrainPlugin: it calls fastify.close() from apollo.stop(), which the app's
      // onClose hook calls, a deadlock. Fastify drains its own connections on close.
      introspectionForSignedInOnly(options.schema),
      graphqlTokenScopes(options.schema),
      graphqlIdempotency,
      unavailableAnswers503,
      queryCostExtension(options.schema),
      // No HTTP cache hints are used; Apollo's default cache-control plugin would wrap every field
      // resolver (measured: a large share of a 50-character list). The IDE is ours (/graphiql/),
      // so Apollo's landing page (which loads from a CDN) is off whatever NODE_ENV says.
      ApolloServerPluginCacheControlDisabled(),
      ApolloServerPluginLandingPageDisabled(),
    ],
    formatError: createFormatError(options.logger),
  });
  await apollo.start();
  const handler = fastifyApolloHandler(apollo, {
    context: async (request, reply): Promise<GraphQLContext> => ({
      request: await graphqlRequestContext(options, request, reply),
      services: options.services,
      loaders: createLoaders(options.services),
      logger: options.logger,
    }),
  });
  app.route({ method: ['GET', 'POST', 'OPTIONS'], url: '/graphql', preHandler: tokenLimit, handler });
  return apollo;
}

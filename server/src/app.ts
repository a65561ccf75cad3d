import { existsSync, readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import fastifyCookie from '@fastify/cookie';
import Fastify, {
  type FastifyError,
  type FastifyInstance,
  type FastifyReply,
  type FastifyRequest,
  type FastifyServerOptions,
} from 'fastify';
import type { DataSource } from 'typeorm';
import { createServices, type AppServices } from './app-services';
import { systemClock, type Clock } from './clock';
import type { AppConfig } from './config';
import { toAppError } from './errors';
import { mountGraphQL } from './graphql/apollo';
import { DEFAULT_GRAPHIQL_DIST, graphiqlRoutes } from './graphql/graphiql';
import { buildAppSchema } from './graphql/schema';
import { createSavedQueryChecker } from './graphql/saved-query-check';
import { clientPageFor, serveClientAssets } from './http/client-assets';
import { AccessLogController } from './http/access-log';
import { compressAnswers } from './http/compression';
import { securityHeaders } from './http/security-headers';
import { noStoreForCredentialedAnswers } from './http/private-answers';
import { createLifecycle, healthRoutes, requestIdOf, RETRY_AFTER_SECONDS, type Lifecycle } from './http/health';
import { createMailer, type Mailer } from './mail';
import { buildRequestContext } from './modules/accounts/session-cookie';
import { eventHttpRoutes } from './modules/events/events.http';
import { siteHttpRoutes } from './modules/site/site.http';
import { LookedPages } from './http/client-page';
import { privacyHttpRoutes } from './modules/privacy/privacy.http';
import { attendanceHttpRoutes } from './modules/attendance/attendance.http';
import { unsubscribeRoute } from './modules/notifications/notifications.routes';
import type { RequestContext } from './request-context';
import { sessionSecretFor } from './secrets/session-secret';
import { apiRateLimit, type ApiRequestCounter } from './rest/api-rate-limit';
import { OPENAPI_JSON_PATH, registerOpenApi } from './rest/openapi';
import type { CallDefinition } from './calls/call-definition';
import { restBridge } from './rest/register-rest-routes';
import { bearerTokenOf } from './rest/csrf-guard';
import { tokenRequestContext } from './modules/api-tokens/token-context';
import { REST_ROUTES } from './rest/routes';
import type { WebhookLookup } from './modules/webhooks/webhook-targets';

/** The server package's version (the API document's version): the nearest server package.json above this file. */
function serverVersion(): string {
  for (let folder = __dirname; ; folder = dirname(folder)) {
    const file = resolve(folder, 'package.json');
    if (existsSync(file)) {
      const manifest = JSON.parse(readFileSync(file, 'utf8')) as { name?: string; version?: string };
      if (manifest.name === '@larp/server' && manifest.version) return manifest.version;
    }
    if (dirname(folder) === folder) return '0.0.0';
  }
}
const SERVER_VERSION = serverVersion();

declare module 'fastify' {
  interface FastifyRequest {
    /** the request's RequestContext, built once by contextOf (null until then) */
    larpContext: Promise<RequestContext> | null;
  }
}

/** JSON bodies above this are refused with 413 (image uploads are multipart, with their own limit). */
export const JSON_BODY_LIMIT = 1024 * 1024;
/** The client's production build, served when present. */
export const DEFAULT_CLIENT_DIST = resolve(__dirname, '../../client/dist');

export interface BuildAppOptions {
  config: AppConfig;
  dataSource: DataSource;
  clock?: Clock;
  /** default: SMTP_URL or the outbox (see mail/) */
  mailer?: Mailer;
  /** Fastify's logger option; default info level */
  logger?: FastifyServerOptions['logger'];
  /** the client build folder; null serves no client */
  clientDist?: string | null;
  /** the built GraphiQL page (npm run build:graphiql); null serves none */
  graphiqlDist?: string | null;
  /** how webhook host names are resolved (default: the system resolver) */
  webhookLookup?: WebhookLookup;
}

/** A registered route and the call it serves (every /api/v1 route but the API's own description has one). */
export interface RouteCall {
  method: string;
  url: string;
  call: CallDefinition | undefined;
}

export type LarpApp = FastifyInstance & {
  services: AppServices;
  lifecycle: Lifecycle;
  apiRateCounter: ApiRequestCounter;
  /** every route registered, with its call: the coverage test walks them */
  routeCalls: readonly RouteCall[];
};

/** Messages of Fastify's own request errors, in words a client can show. */
function describeFastifyError(error: FastifyError): { status: number; message: string } | null {
  if (error.validation) return { status: 400, message: `Invalid request: ${error.message}` };
  switch (error.code) {
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      // 400, not 415: the client treats every 4xx alike, and the brief's contract is 400 { message }.
      return { status: 400, message: 'Unsupported content type: send application/json' };
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return { status: 413, message: 'Request body is too large' };
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return { status: 400, message: 'Malformed JSON in request body' };
  }
  if (error instanceof SyntaxError || (error as { statusCode?: number }).statusCode === 400) {
    return { status: 400, message: 'Malformed JSON in request body' };
  }
  const status = (error as { statusCode?: number }).statusCode;
  if (status !== undefined && status >= 400 && status < 500) return { status, message: error.message };
  return null;
}

/**
 * Builds the whole HTTP app on a migrated DataSource: security headers, cookies, the /api/v1 REST
 * bridge, /graphql, and the client build. Closing the app stops Apollo and the mailer (the caller
 * owns the DataSource).
 */
export async function buildApp(options: BuildAppOptions): Promise<LarpApp> {
  const { config, dataSource } = options;
  const clock = options.clock ?? systemClock;
  const https = config.publicUrl.startsWith('https:');

  const app = Fastify({
    logger: options.logger ?? { level: 'info' },
    // One line per request, at its end (http/access-log.ts).
    logController: new AccessLogController(),
    bodyLimit: JSON_BODY_LIMIT,
    // Wrong types are errors, not silently coerced ("1" is not 1, "true" is not true).
    ajv: { customOptions: { coerceTypes: false, allErrors: false } },
    return503OnClosing: true,
    // X-Request-Id in (when sane) or a random UUID; in every request log line, the answer's header and error bodies.
    genReqId: requestIdOf,
    requestIdHeader: false,
    // Only the configured proxies may name the client's address (TRUST_PROXY); by default the TCP peer.
    trustProxy:
      typeof config.trustProxy === 'number' ? (_address: string, hop: number) => hop < (config.trustProxy as number) : config.trustProxy,
  });

  const mailer =
    options.mailer ??
    createMailer({
      smtpUrl: config.smtpUrl,
      dataDir: config.dataDir,
      from: `no-reply@${new URL(config.publicUrl).hostname}`,
      logger: app.log,
    });
  const services = createServices({
    config,
    dataSource,
    clock,
    mailer,
    logger: app.log,
    webhookLookup: options.webhookLookup,
    savedQueryChecker: createSavedQueryChecker(buildAppSchema),
  });
  app.decorate('services', services);
  const lifecycle = createLifecycle();
  app.decorate('lifecycle', lifecycle);
  // Every /api/v1 route serves a declared call (its access and token scope): one registered without
  // a definition would run unchecked, so the app refuses to start instead.
  const routeCalls: RouteCall[] = [];
  app.decorate('routeCalls', routeCalls);
  app.addHook('onRoute', (route) => {
    const call = route.config?.call;
    for (const method of [route.method].flat()) routeCalls.push({ method, url: route.url, call });
    if (route.url.startsWith('/api/v1/') && route.url !== OPENAPI_JSON_PATH && !call)
      throw new Error(`${[route.method].flat().join(',')} ${route.url} serves no call definition (see calls/call-definition.ts)`);
  });
  // Hooks on every request are callback-style: an async hook costs a promise and its wrapping each time.
  app.addHook('onRequest', (request, reply, done) => {
    void reply.header('X-Request-Id', request.id);
    done();
  });
  // The ruleset version in force as this process last read it: clients holding cached game
  // data compare it with theirs and reload when it differs. Read with the game data, so no extra query.
  app.addHook('onSend', (request, reply, payload, done) => {
    const version = services.gameData.knownVersionNumber;
    if (version > 0 && (request.url.startsWith('/api/') || request.url.startsWith('/graphql')))
      void reply.header('X-Ruleset-Version', String(version));
    done(null, payload);
  });
  noStoreForCredentialedAnswers(app);
  await app.register(healthRoutes, { dataSource, lifecycle });

  await app.register(fastifyCookie, { secret: await sessionSecretFor(dataSource, config.sessionSecret, config.dataDir) });
  await compressAnswers(app);
  securityHeaders(app, {
    contentSecurityPolicy: {
      useDefaults: true,
      directives: {
        // Our own scripts only; no CDN. upgrade-insecure-requests would break a plain-http local install.
        'script-src': ["'self'"],
        'connect-src': ["'self'"],
        'img-src': ["'self'", 'data:', 'blob:'],
        'upgrade-insecure-requests': https ? [] : null,
      },
    },
    hsts: https,
  });

  // The default JSON parser, except that an empty body is {} (logout is a POST with no body shown).
  // Fastify types it as either parser form; what getDefaultJsonParser returns is the callback form (it answers through `done`).
  const defaultJsonParser = app.getDefaultJsonParser('error', 'error') as (
    request: FastifyRequest,
    body: string,
    done: (error: Error | null, body?: unknown) => void,
  ) => void;
  // JSON is the only body the API reads (multipart is added by the upload route); text/plain goes too.
  app.removeContentTypeParser(['application/json', 'text/plain']);
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    if (typeof body === 'string' && body.trim() === '') {
      done(null, {});
      return;
    }
    defaultJsonParser(request, body as string, done);
  });

  app.setErrorHandler((error: FastifyError, request, reply) => {
    const described = describeFastifyError(error);
    if (described && !(error instanceof Error && error.name === 'AppError')) {
      return reply.code(described.status).send({ message: described.message, requestId: request.id });
    }
    const appError = toAppError(error, request.log);
    // The database could not be reached (or a node left its cluster): the caller may try again soon.
    if (appError.status === 503) void reply.header('Retry-After', String(RETRY_AFTER_SECONDS));
    // A limit's refusal says how long to wait (the body's retryAfter, GraphQL's extensions.retryAfter).
    if (appError.status === 429 && typeof appError.details?.retryAfter === 'number') {
      void reply.header('Retry-After', String(appError.details.retryAfter));
    }
    return reply.code(appError.status).send({ message: appError.message, code: appError.code, ...appError.details, requestId: request.id });
  });

  // One RequestContext per request, shared by whatever handles it: kept on the request itself (a
  // decoration, so every request has the same shape), not in a WeakMap keyed by the request. V8's
  // young-generation collector keeps a WeakMap's young entries alive, so every request's context
  // would survive into the old generation until a full collection, and the garbage collector would
  // take a large share of every request (docs/ARCHITECTURE.md "Hot reads").
  app.decorateRequest('larpContext', null);
  const cookieSettings = { secure: https };
  const contextOf = (request: FastifyRequest, reply: FastifyReply): Promise<RequestContext> => {
    if (request.larpContext === null) {
      const bearer = bearerTokenOf(request);
      request.larpContext =
        bearer !== null
          ? tokenRequestContext(request, bearer, services.apiTokens)
          : buildRequestContext(request, reply, services.sessions, cookieSettings);
    }
    return request.larpContext;
  };

  // Counted in memory, written in batches: `await app.apiRateCounter.flush()` writes now (tests, close).
  app.decorate('apiRateCounter', await apiRateLimit(app, clock, dataSource, contextOf));
  // Before the routes: the OpenAPI document is gathered as they are added.
  await registerOpenApi(app, { publicUrl: config.publicUrl, version: SERVER_VERSION });
  await app.register(restBridge, { prefix: '/api/v1', routes: REST_ROUTES, services, contextOf });
  // The multipart event form and the image download: plain routes beside the table (DESIGN.md rest/).
  await app.register(eventHttpRoutes, { prefix: '/api/v1', services, contextOf });
  await app.register(siteHttpRoutes, { prefix: '/api/v1', services, contextOf });
  await app.register(privacyHttpRoutes, { prefix: '/api/v1', services, contextOf });
  await app.register(attendanceHttpRoutes, { prefix: '/api/v1', services, contextOf });
  // RFC 8058 one-click unsubscribe: a form body from mail programs, no session (modules/notifications).
  await app.register(unsubscribeRoute, { prefix: '/api/v1', services, contextOf });
  const apollo = await mountGraphQL(app, { schema: await buildAppSchema(), services, logger: app.log, contextOf });

  await app.register(graphiqlRoutes, {
    dist: options.graphiqlDist === undefined ? DEFAULT_GRAPHIQL_DIST : options.graphiqlDist,
    contextOf,
  });

  const clientDist = options.clientDist === undefined ? DEFAULT_CLIENT_DIST : options.clientDist;
  const serveClient = clientDist !== null && existsSync(resolve(clientDist, 'index.html'));
  const clientPage = serveClient ? clientPageFor(clientDist) : () => 'index.html';
  if (serveClient) {
    await serveClientAssets(app, clientDist);
  }
  const pages = serveClient ? new LookedPages(clientDist, () => services.site.look()) : null;
  app.setNotFoundHandler((request, reply) => {
    const isApi = request.url.startsWith('/api/') || request.url.startsWith('/graphql');
    // The client is a single-page app: any other GET is one of its routes (/login, /verify/abc...).
    if (pages && !isApi && (request.method === 'GET' || request.method === 'HEAD')) {
      return pages.send(request, reply, clientPage(request.url));
    }
    return reply.code(404).send({ message: 'Not Found' });
  });

  // The outbox's delivery pass at start (what was left before a restart); later passes follow each
  // change and the scheduler's outbox-delivery job. It runs as background work, so close() waits for it.
  services.outbox.kick();

  app.addHook('onClose', async () => {
    await services.scheduler.stop();
    await services.background.settled();
    await services.rulesets.close();
    await apollo.stop();
    await (app as unknown as LarpApp).apiRateCounter.close();
    mailer.close();
  });

  return app as unknown as LarpApp;
}

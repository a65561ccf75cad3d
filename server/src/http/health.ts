import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { FastifyInstance } from 'fastify';
import type { DataSource } from 'typeorm';
import { missingMigrations } from '../db/data-source';

/** What a caller may send as X-Request-Id and have reused: short, printable, no spaces. */
const REQUEST_ID = /^[A-Za-z0-9._:@/+=-]{1,128}$/;

/**
 * The request's id (Fastify's genReqId): the caller's X-Request-Id when it is a sane token (a load
 * balancer or another service names the request), else a random UUID, unique across processes.
 * Fastify puts it in every log line of the request (reqId); the app returns it as X-Request-Id and
 * in error bodies (requestId).
 */
export function requestIdOf(request: IncomingMessage): string {
  const incoming = request.headers['x-request-id'];
  const candidate = Array.isArray(incoming) ? incoming[0] : incoming;
  return candidate !== undefined && REQUEST_ID.test(candidate) ? candidate : randomUUID();
}

/** Seconds a client (or haproxy's retry) should wait before sending a 503'd request again. */
export const RETRY_AFTER_SECONDS = 2;
/** The readiness probe gives the database this long to answer. */
const READINESS_TIMEOUT_MS = 2000;

export interface Lifecycle {
  /** true from SIGTERM on: /readyz answers 503 so the load balancer sends no new work */
  readonly draining: boolean;
  startDraining(): void;
}

export function createLifecycle(): Lifecycle {
  let draining = false;
  return {
    get draining() {
      return draining;
    },
    startDraining() {
      draining = true;
    },
  };
}

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  return Promise.race([
    promise,
    new Promise<T>((_, reject) => {
      timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
    }),
  ]).finally(() => clearTimeout(timer));
}

/**
 * GET /healthz: 200 while the process runs (liveness). GET /readyz: 200 only when the database
 * answers and holds every migration this code knows (a newer schema is fine: during a rolling
 * deploy the old processes stay ready); 503 with the reason otherwise, and from SIGTERM on.
 * Neither needs a session, and neither is logged per call (haproxy asks every second).
 */
export async function healthRoutes(app: FastifyInstance, options: { dataSource: DataSource; lifecycle: Lifecycle }): Promise<void> {
  const { dataSource, lifecycle } = options;
  app.get('/healthz', { logLevel: 'warn' }, async (_request, reply) => reply.header('Cache-Control', 'no-store').send({ status: 'ok' }));

  app.get('/readyz', { logLevel: 'warn' }, async (request, reply) => {
    void reply.header('Cache-Control', 'no-store');
    const notReady = (reason: string) =>
      reply.code(503).header('Retry-After', String(RETRY_AFTER_SECONDS)).send({ status: 'not ready', reason });
    if (lifecycle.draining) return notReady('draining');
    let missing: string[];
    try {
      missing = await withTimeout(missingMigrations(dataSource), READINESS_TIMEOUT_MS);
    } catch (error) {
      request.log.warn({ err: error }, 'Readiness: the database did not answer');
      return notReady('database unavailable');
    }
    if (missing.length > 0) return notReady(`schema lacks migrations: ${missing.join(', ')}`);
    return reply.send({ status: 'ready' });
  });
}

import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Clock } from '../clock';
import { SESSION_COOKIE } from '../modules/accounts/session-cookie';
import { bearerTokenOf } from './csrf-guard';

/**
 * Requests per minute on /api/ and /graphql, per API token, per browser session, or (anonymous) per
 * address. Each process counts its own requests (no write per call), so behind N processes a caller
 * gets up to N times the figure; the sensitive actions (login, signup, password mails) keep their
 * own database-backed limits (modules/accounts/rate-limiter.ts).
 */
export const API_RATE_LIMITS = { token: 600, session: 30_000, address: 30_000 } as const;
export const API_RATE_WINDOW_MS = 60_000;
export const API_RATE_LIMIT_MESSAGE = 'Too many requests. Please wait a while and try again.';

const digest = (value: string) => createHash('sha256').update(value).digest('base64url').slice(0, 22);

/** Whose budget a request spends: its token, its session cookie, or its address. */
function budgetOf(request: FastifyRequest): { key: string; limit: number } {
  const bearer = bearerTokenOf(request);
  if (bearer !== null) return { key: `token:${digest(bearer)}`, limit: API_RATE_LIMITS.token };
  const cookie = request.cookies?.[SESSION_COOKIE];
  if (cookie) return { key: `session:${digest(cookie)}`, limit: API_RATE_LIMITS.session };
  return { key: `address:${request.ip}`, limit: API_RATE_LIMITS.address };
}

const isApi = (url: string) => url.startsWith('/api/') || url === '/graphql' || url.startsWith('/graphql?');

/**
 * Adds RateLimit-Limit, RateLimit-Remaining and RateLimit-Reset (seconds to the window's end) to every
 * API answer, and answers 429 with Retry-After once the window's budget is spent.
 */
export function apiRateLimit(app: FastifyInstance, clock: Clock): void {
  let windowStart = 0;
  let counts = new Map<string, number>();
  app.addHook('onRequest', async (request: FastifyRequest, reply: FastifyReply) => {
    if (!isApi(request.url) || request.url.startsWith('/api/docs')) return;
    const now = clock.now().getTime();
    const currentWindow = now - (now % API_RATE_WINDOW_MS);
    if (currentWindow !== windowStart) {
      windowStart = currentWindow;
      counts = new Map();
    }
    const { key, limit } = budgetOf(request);
    const count = (counts.get(key) ?? 0) + 1;
    counts.set(key, count);
    const reset = Math.max(1, Math.ceil((windowStart + API_RATE_WINDOW_MS - now) / 1000));
    void reply.header('RateLimit-Limit', String(limit));
    void reply.header('RateLimit-Remaining', String(Math.max(0, limit - count)));
    void reply.header('RateLimit-Reset', String(reset));
    if (count > limit) {
      void reply.header('Retry-After', String(reset));
      await reply.code(429).send({ message: API_RATE_LIMIT_MESSAGE, code: 'TOO_MANY_REQUESTS' });
    }
  });
}

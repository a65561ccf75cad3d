import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { DataSource } from 'typeorm';
import type { Clock } from '../clock';
import { isSqlite } from '../db/data-source';
import { RateLimitBucket } from '../db/entities/rate-limit-bucket.entity';
import { classifyDbError } from '../errors/db-errors';
import { SESSION_COOKIE } from '../modules/accounts/session-cookie';
import { bearerTokenOf } from './csrf-guard';

/**
 * Requests per minute on /api/ and /graphql, per API token, per browser session, or (anonymous) per
 * address. Counted in the database (rate_limit_buckets, the table of the sign-in limits), so every
 * process behind a load balancer spends the same budget: one upsert per request that returns the
 * new count. The sensitive actions (login, signup, password mails) keep their own, stricter limits
 * (modules/accounts/rate-limiter.ts).
 */
export const API_RATE_LIMITS = { token: 600, session: 30_000, address: 30_000 } as const;
export const API_RATE_WINDOW_MS = 60_000;
export const API_RATE_LIMIT_MESSAGE = 'Too many requests. Please wait a while and try again.';

const digest = (value: string) => createHash('sha256').update(value).digest('base64url').slice(0, 22);

/** Whose budget a request spends: its token, its session cookie, or its address. */
function budgetOf(request: FastifyRequest): { key: string; limit: number } {
  const bearer = bearerTokenOf(request);
  if (bearer !== null) return { key: `api:token:${digest(bearer)}`, limit: API_RATE_LIMITS.token };
  const cookie = request.cookies?.[SESSION_COOKIE];
  if (cookie) return { key: `api:session:${digest(cookie)}`, limit: API_RATE_LIMITS.session };
  return { key: `api:address:${request.ip}`.slice(0, 191), limit: API_RATE_LIMITS.address };
}

const isApi = (url: string) => url.startsWith('/api/') || url === '/graphql' || url.startsWith('/graphql?');

/**
 * Counts one request of `key` in the window starting at `windowStart` and returns the window's count,
 * in one statement that any number of processes may run at once: SQLite's upsert with RETURNING;
 * on MariaDB/MySQL ON DUPLICATE KEY UPDATE through LAST_INSERT_ID(expr), which the statement's
 * answer carries back (its insertId), so no second read is needed.
 */
export class ApiRequestCounter {
  private readonly sql: string;
  private readonly sqlite: boolean;
  private readonly windowStartColumn;
  private readonly expiresAtColumn;

  constructor(private readonly dataSource: DataSource) {
    this.sqlite = isSqlite(dataSource);
    const metadata = dataSource.getMetadata(RateLimitBucket);
    this.windowStartColumn = metadata.findColumnWithPropertyName('windowStart')!;
    this.expiresAtColumn = metadata.findColumnWithPropertyName('expiresAt')!;
    const name = (property: string) => dataSource.driver.escape(metadata.findColumnWithPropertyName(property)!.databaseName);
    const [key, start, count, expires] = ['key', 'windowStart', 'count', 'expiresAt'].map(name);
    const table = dataSource.driver.escape(metadata.tableName);
    this.sql = this.sqlite
      ? `INSERT INTO ${table} (${key}, ${start}, ${count}, ${expires}) VALUES (?, ?, 1, ?) ON CONFLICT(${key}, ${start}) DO UPDATE SET ${count} = ${count} + 1 RETURNING ${count} AS n`
      : `INSERT INTO ${table} (${key}, ${start}, ${count}, ${expires}) VALUES (?, ?, LAST_INSERT_ID(1), ?) ON DUPLICATE KEY UPDATE ${count} = LAST_INSERT_ID(${count} + 1)`;
  }

  async hit(key: string, windowStart: Date, windowMs: number): Promise<number> {
    const driver = this.dataSource.driver;
    const parameters = [
      key,
      driver.preparePersistentValue(windowStart, this.windowStartColumn),
      driver.preparePersistentValue(new Date(windowStart.getTime() + windowMs), this.expiresAtColumn),
    ];
    for (let attempt = 1; ; attempt += 1) {
      try {
        const result = await this.dataSource.query(this.sql, parameters);
        if (this.sqlite) return Number((result as Array<{ n: number }>)[0].n);
        return Number((result as { insertId: number }).insertId);
      } catch (error) {
        // Concurrent first hits of one new window may make MariaDB pick a deadlock victim (InnoDB's
        // gap locks of the upsert) or SQLite report a busy file: the statement is simply run again.
        const kind = classifyDbError(error);
        if (attempt >= 5 || (kind !== 'deadlock' && kind !== 'lock_timeout' && kind !== 'busy')) throw error;
      }
    }
  }
}

/**
 * Adds RateLimit-Limit, RateLimit-Remaining and RateLimit-Reset (seconds to the window's end) to every
 * API answer, and answers 429 with Retry-After once the window's budget is spent.
 */
export function apiRateLimit(app: FastifyInstance, clock: Clock, dataSource: DataSource): void {
  const counter = new ApiRequestCounter(dataSource);
  app.addHook('onRequest', async (request: FastifyRequest, reply: FastifyReply) => {
    if (!isApi(request.url) || request.url.startsWith('/api/docs')) return;
    const now = clock.now().getTime();
    const windowStart = now - (now % API_RATE_WINDOW_MS);
    const { key, limit } = budgetOf(request);
    let count: number;
    try {
      count = await counter.hit(key, new Date(windowStart), API_RATE_WINDOW_MS);
    } catch (error) {
      // The count could not be written (the database busy or unreachable): the limit fails open, so
      // a guard never turns contention into refused requests; the call itself meets the database next.
      request.log.warn({ err: error }, 'API rate-limit count failed');
      return;
    }
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

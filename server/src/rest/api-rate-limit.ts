import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { In, type DataSource } from 'typeorm';
import type { Clock } from '../clock';
import { isSqlite } from '../db/data-source';
import { RateLimitBucket } from '../db/entities/rate-limit-bucket.entity';
import { classifyDbError } from '../errors/db-errors';
import { present } from '../errors/present';
import { SESSION_COOKIE } from '../modules/accounts/session-cookie';
import type { RequestContext } from '../request-context';
import { limiterKeyHasher, type LimiterKeyHasher } from '../secrets';
import { bearerTokenOf } from './csrf-guard';

/**
 * Requests per minute on /api/ and /graphql, per API token, per signed-in user, or (anonymous) per
 * address (see budgetOf). Counted in the process and shared through the database (rate_limit_buckets, the table of
 * the sign-in limits) in batches, off the request path: a request only adds to the process's
 * `pending` count and is judged on `shared + pending`; a flush (every FLUSH_INTERVAL_MS while anything
 * is pending, sooner once a key's pending reaches a share of its limit, and on close) adds each key's
 * pending to its row with one upsert that returns the new total, which becomes `shared`. So every
 * process behind a load balancer spends the same budget, without a database write per request.
 * The bound: with N processes a budget may overshoot by what the N processes admit in one flush
 * interval (each sees the others' requests only after its next flush). The sensitive actions (login,
 * signup, password mails) keep their own, stricter limits, counted exactly
 * (modules/accounts/rate-limiter.ts).
 */
export const API_RATE_LIMITS = { token: 600, session: 30_000, address: 30_000 } as const;
export const API_RATE_WINDOW_MS = 60_000;
/** How often the pending counts are written while any are pending. */
export const API_RATE_FLUSH_INTERVAL_MS = 300;
/** A key's pending count that triggers a flush at once: this share of its limit (at least 1). */
export const API_RATE_FLUSH_SHARE = 0.1;
export const API_RATE_LIMIT_MESSAGE = 'Too many requests. Please wait a while and try again.';

/** How a request's verified identity is found: the app's contextOf (the session or token, checked once per request). */
export type ContextOf = (request: FastifyRequest, reply: FastifyReply) => Promise<RequestContext>;

/**
 * Whose budget a request spends: its API token, its signed-in user (every session of the user
 * shares one budget), or else its client address. Only what has been verified counts: a cookie or
 * token that does not resolve (junk, expired, revoked) spends the address's budget, so inventing
 * cookies buys no budget and adds no rows. The cookie or token is resolved here through the
 * request's context, which the route then reuses.
 */
async function budgetOf(
  request: FastifyRequest,
  reply: FastifyReply,
  contextOf: ContextOf,
  hash: LimiterKeyHasher,
): Promise<{ key: string; limit: number }> {
  // @fastify/cookie is registered before any route (app.ts)
  if (bearerTokenOf(request) !== null || request.cookies[SESSION_COOKIE]) {
    let context: RequestContext | null = null;
    try {
      context = await contextOf(request, reply);
    } catch {
      // a refused token or an unreachable database: the route answers that; the budget is the address's
    }
    if (context?.apiToken) return { key: `api:token:${hash(context.apiToken.id)}`, limit: API_RATE_LIMITS.token };
    if (context?.user) return { key: `api:user:${hash(context.user.id)}`, limit: API_RATE_LIMITS.session };
  }
  return { key: `api:@${hash(request.ip)}`, limit: API_RATE_LIMITS.address };
}

const isApi = (url: string) => url.startsWith('/api/') || url === '/graphql' || url.startsWith('/graphql?');

/**
 * Adds `delta` requests of `key` to the window starting at `windowStart` and returns the window's
 * total, in one statement that any number of processes may run at once: SQLite's upsert with
 * RETURNING; on MariaDB/MySQL ON DUPLICATE KEY UPDATE through LAST_INSERT_ID(expr), which the
 * statement's answer carries back (its insertId), so no second read is needed.
 */
export class ApiRequestStore {
  private readonly sql: string;
  private readonly sqlite: boolean;
  private readonly windowStartColumn;
  private readonly expiresAtColumn;

  constructor(private readonly dataSource: DataSource) {
    this.sqlite = isSqlite(dataSource);
    const metadata = dataSource.getMetadata(RateLimitBucket);
    const column = (property: string) => present(metadata.findColumnWithPropertyName(property), `the rate limit column ${property}`);
    this.windowStartColumn = column('windowStart');
    this.expiresAtColumn = column('expiresAt');
    const name = (property: string) => dataSource.driver.escape(column(property).databaseName);
    const [key, start, count, expires] = ['key', 'windowStart', 'count', 'expiresAt'].map(name);
    const table = dataSource.driver.escape(metadata.tableName);
    this.sql = this.sqlite
      ? `INSERT INTO ${table} (${key}, ${start}, ${count}, ${expires}) VALUES (?, ?, ?, ?) ON CONFLICT(${key}, ${start}) DO UPDATE SET ${count} = ${count} + excluded.${count} RETURNING ${count} AS n`
      : `INSERT INTO ${table} (${key}, ${start}, ${count}, ${expires}) VALUES (?, ?, LAST_INSERT_ID(?), ?) ON DUPLICATE KEY UPDATE ${count} = LAST_INSERT_ID(${count} + ?)`;
  }

  /** The totals of `keys` in the window starting at `windowStart` (keys without a row are left out). */
  async totals(keys: string[], windowStart: Date): Promise<Map<string, number>> {
    const repository = this.dataSource.getRepository(RateLimitBucket);
    const found = new Map<string, number>();
    for (let index = 0; index < keys.length; index += 500) {
      const rows = await repository.find({
        select: { key: true, count: true },
        where: { windowStart, key: In(keys.slice(index, index + 500)) },
      });
      for (const row of rows) found.set(row.key, row.count);
    }
    return found;
  }

  async add(key: string, windowStart: Date, windowMs: number, delta: number): Promise<number> {
    const driver = this.dataSource.driver;
    const parameters = [
      key,
      driver.preparePersistentValue(windowStart, this.windowStartColumn),
      delta,
      driver.preparePersistentValue(new Date(windowStart.getTime() + windowMs), this.expiresAtColumn),
      ...(this.sqlite ? [] : [delta]),
    ];
    for (let attempt = 1; ; attempt += 1) {
      try {
        const result: unknown = await this.dataSource.query(this.sql, parameters);
        if (this.sqlite) return Number((result as Array<{ n: number | bigint }>)[0].n);
        return Number((result as { insertId: number | bigint }).insertId);
      } catch (error) {
        // Concurrent first writes of one new window may make MariaDB pick a deadlock victim (InnoDB's
        // gap locks of the upsert) or SQLite report a busy file: the statement is simply run again.
        const kind = classifyDbError(error);
        if (attempt >= 5 || (kind !== 'deadlock' && kind !== 'lock_timeout' && kind !== 'busy')) throw error;
      }
    }
  }
}

interface Bucket {
  key: string;
  windowStart: number;
  limit: number;
  /** The window's total as the database last reported it (every process's flushed requests). */
  shared: number;
  /** This process's requests being written by the flush under way. */
  inFlight: number;
  /** This process's requests not yet written. */
  pending: number;
}

/**
 * The process's side of the API rate limit: counts requests in memory and writes them in batches
 * (see the module's comment for the bound this gives across processes).
 */
export class ApiRequestCounter {
  private readonly buckets = new Map<string, Bucket>();
  private timer: NodeJS.Timeout | null = null;
  private flushing: Promise<void> | null = null;
  private closed = false;

  constructor(
    private readonly store: ApiRequestStore,
    private readonly clock: Clock,
    private readonly log: { warn: (object: object, message: string) => void },
    private readonly windowMs = API_RATE_WINDOW_MS,
    private readonly intervalMs = API_RATE_FLUSH_INTERVAL_MS,
  ) {}

  /** Counts one request of `key` at `now` and returns the window's count as this process knows it. */
  hit(key: string, limit: number, now: number): { count: number; windowStart: number } {
    const windowStart = now - (now % this.windowMs);
    const id = `${windowStart}|${key}`;
    let bucket = this.buckets.get(id);
    if (!bucket) {
      bucket = { key, windowStart, limit, shared: 0, inFlight: 0, pending: 0 };
      this.buckets.set(id, bucket);
    }
    bucket.pending += 1;
    if (!this.flushing && bucket.pending >= Math.max(1, Math.floor(limit * API_RATE_FLUSH_SHARE))) void this.flush();
    else this.schedule();
    return { count: bucket.shared + bucket.inFlight + bucket.pending, windowStart };
  }

  private schedule(): void {
    if (this.timer || this.closed) return;
    this.timer = setTimeout(() => {
      this.timer = null;
      void this.flush();
    }, this.intervalMs);
    this.timer.unref();
  }

  /**
   * Writes every key's pending count (one upsert per key) and takes the totals the database returns;
   * drops the windows that have ended. A failed write is logged and its count kept for the next flush
   * (the limit fails open). Resolves once everything pending when it was called has been tried.
   */
  async flush(): Promise<void> {
    while (this.flushing) await this.flushing;
    if (this.timer) {
      clearTimeout(this.timer);
      this.timer = null;
    }
    this.flushing = this.writePending().finally(() => {
      this.flushing = null;
    });
    await this.flushing;
  }

  private async writePending(): Promise<void> {
    const current = this.clock.now().getTime();
    const currentWindow = current - (current % this.windowMs);
    let failed = false;
    const written = new Set<Bucket>();
    for (const [id, bucket] of [...this.buckets]) {
      const delta = bucket.pending;
      if (delta > 0) {
        bucket.pending -= delta;
        bucket.inFlight = delta;
        try {
          const total = await this.store.add(bucket.key, new Date(bucket.windowStart), this.windowMs, delta);
          // the total counts this write and every process's flushed requests; `pending` stays on top
          bucket.shared = Math.max(bucket.shared + delta, total);
          written.add(bucket);
        } catch (error) {
          bucket.pending += delta;
          failed = true;
          this.log.warn({ err: error }, 'API rate-limit count failed');
        } finally {
          bucket.inFlight = 0;
        }
      }
      if (bucket.windowStart < currentWindow && bucket.pending === 0) this.buckets.delete(id);
    }
    // The current window's keys this flush did not write learn the other processes' requests too
    // (one read for all of them, and only on a flush, never on the request path).
    const idle = [...this.buckets.values()].filter(
      (bucket) => bucket.windowStart === currentWindow && bucket.pending === 0 && !written.has(bucket),
    );
    if (idle.length > 0) {
      try {
        const totals = await this.store.totals(
          idle.map((bucket) => bucket.key),
          new Date(currentWindow),
        );
        for (const bucket of idle) bucket.shared = Math.max(bucket.shared, totals.get(bucket.key) ?? 0);
      } catch (error) {
        this.log.warn({ err: error }, 'API rate-limit totals could not be read');
      }
    }
    if (failed || [...this.buckets.values()].some((bucket) => bucket.pending > 0)) this.schedule();
  }

  /** The last flush, on close: nothing is scheduled after it. */
  async close(): Promise<void> {
    await this.flush();
    this.closed = true;
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
  }
}

/**
 * Adds RateLimit-Limit, RateLimit-Remaining and RateLimit-Reset (seconds to the window's end) to every
 * API answer, and answers 429 with Retry-After once the window's budget is spent.
 */
export async function apiRateLimit(
  app: FastifyInstance,
  clock: Clock,
  dataSource: DataSource,
  contextOf: ContextOf,
): Promise<ApiRequestCounter> {
  const counter = new ApiRequestCounter(new ApiRequestStore(dataSource), clock, app.log);
  const hash = await limiterKeyHasher(dataSource);
  app.addHook('onRequest', async (request: FastifyRequest, reply: FastifyReply) => {
    if (!isApi(request.url) || request.url.startsWith('/api/docs')) return;
    const { key, limit } = await budgetOf(request, reply, contextOf, hash);
    const now = clock.now().getTime();
    const { count, windowStart } = counter.hit(key, limit, now);
    const reset = Math.max(1, Math.ceil((windowStart + API_RATE_WINDOW_MS - now) / 1000));
    void reply.header('RateLimit-Limit', String(limit));
    void reply.header('RateLimit-Remaining', String(Math.max(0, limit - count)));
    void reply.header('RateLimit-Reset', String(reset));
    if (count > limit) {
      void reply.header('Retry-After', String(reset));
      await reply.code(429).send({ message: API_RATE_LIMIT_MESSAGE, code: 'TOO_MANY_REQUESTS' });
    }
  });
  return counter;
}

import type { DataSource, EntityManager } from 'typeorm';
import type { Clock } from '../../clock';
import { isSqlite } from '../../db/data-source';
import { withTransaction } from '../../db/transaction';
import { RateLimitBucket } from '../../db/entities/rate-limit-bucket.entity';
import { AppError, present } from '../../errors';
import { limiterKeyHasher, type LimiterKeyHasher } from '../../secrets';
import { ACCOUNT_MESSAGES as M } from './accounts.messages';

export interface RateLimit {
  /** attempts allowed per window */
  max: number;
  windowMs: number;
}

const MINUTE = 60_000;

/**
 * Fixed-window limits per action, each counted per account (normalised email, or user id) and per
 * client address. The state is one row per key and window in the database, so the limit holds
 * across restarts and across several server processes. An address limit is higher than an account
 * limit because many people may share one address (a household, an event site's wifi, a sign-up desk).
 * Signing in is throttled differently (SIGN_IN_THROTTLE).
 */
export const RATE_LIMITS = {
  /** guesses of the current password when changing it, by a signed-in user (user id) */
  updatePassword: { account: { max: 10, windowMs: 15 * MINUTE }, address: { max: 50, windowMs: 15 * MINUTE } },
  signup: { account: { max: 5, windowMs: 60 * MINUTE }, address: { max: 60, windowMs: 60 * MINUTE } },
  forgotPassword: { account: { max: 5, windowMs: 60 * MINUTE }, address: { max: 20, windowMs: 60 * MINUTE } },
  resendVerification: { account: { max: 5, windowMs: 60 * MINUTE }, address: { max: 20, windowMs: 60 * MINUTE } },
} as const satisfies Record<string, { account: RateLimit; address: RateLimit }>;

export type RateLimitedAction = keyof typeof RATE_LIMITS;

/**
 * Sign-in throttling (OWASP authentication cheat sheet), counted per pair of account (normalised
 * email) and client address, so a stranger's wrong passwords slow down only the stranger's own
 * address for that account: the owner signing in from anywhere else is never held up. Failures of a
 * pair beyond `freeFailures` each make the pair wait before its next try, twice as long per failure
 * up to `maxDelaySeconds`; a success forgets the pair's failures. Failures from one address across
 * all accounts (password spraying) have a fixed-window budget of their own.
 */
export const SIGN_IN_THROTTLE = {
  freeFailures: 5,
  firstDelaySeconds: 1,
  maxDelaySeconds: 60,
  /** a pair's failures are forgotten this long after its last one */
  forgetAfterMs: 15 * MINUTE,
  /** failures from one address, whatever the account */
  address: { max: 50, windowMs: 15 * MINUTE },
  /** the account's owner is warned at most once in this time */
  warningIntervalMs: 24 * 60 * MINUTE,
} as const;

/** Seconds a pair waits after its `failures`-th failure (0 while it has failures to spare). */
export function signInDelaySeconds(failures: number): number {
  const { freeFailures, firstDelaySeconds, maxDelaySeconds } = SIGN_IN_THROTTLE;
  if (failures < freeFailures) return 0;
  return Math.min(maxDelaySeconds, firstDelaySeconds * 2 ** (failures - freeFailures));
}

/** The 429 of every limit, saying how long to wait: the message, Retry-After (REST) and extensions.retryAfter (GraphQL). */
export function tooManyAttempts(waitMs: number): AppError {
  const seconds = Math.max(1, Math.ceil(waitMs / 1000));
  return new AppError('TOO_MANY_REQUESTS', M.tooManyAttempts(seconds), { retryAfter: seconds });
}

/** One sign-in under way: its pair's row already counts it as a failure until `succeeded` says otherwise. */
export interface SignInAttempt {
  readonly pairKey: string;
  readonly addressKey: string;
  readonly accountHash: string;
  /** the pair's failures if this attempt fails */
  readonly failures: number;
}

/** Rows not tied to a window (a pair's failures, the warning mark) use this window start. */
const NO_WINDOW = new Date(0);

/**
 * Keys are `<action>:<account hash>`, `<action>:@<address hash>`, `login:<account hash>:<address hash>`
 * and `login-warned:<account hash>`, hashed with the limiters' keyed hash: no email or address is
 * stored. Erasure finds a person's rows by `:<account hash>` (limiterKeyPatterns).
 */
export class RateLimiter {
  private hasher: Promise<LimiterKeyHasher> | null = null;

  constructor(
    private readonly dataSource: DataSource,
    private readonly clock: Clock,
  ) {}

  private hash(): Promise<LimiterKeyHasher> {
    this.hasher ??= limiterKeyHasher(this.dataSource).catch((error: unknown) => {
      this.hasher = null;
      throw error;
    });
    return this.hasher;
  }

  /**
   * Counts one attempt of `action` for the account and the address; throws TOO_MANY_REQUESTS when
   * either is over its limit. Every attempt counts, successful or not, so a limit cannot be reset
   * by interleaving one success.
   */
  async consume(action: RateLimitedAction, account: string, address: string): Promise<void> {
    const hash = await this.hash();
    const limits = RATE_LIMITS[action];
    const now = this.clock.now().getTime();
    const accountCount = await this.hit(`${action}:${hash(account.trim().toLowerCase())}`, limits.account, now);
    const addressCount = await this.hit(`${action}:@${hash(address)}`, limits.address, now);
    const waits = [
      accountCount > limits.account.max ? windowEnd(now, limits.account) - now : 0,
      addressCount > limits.address.max ? windowEnd(now, limits.address) - now : 0,
    ];
    if (Math.max(...waits) > 0) throw tooManyAttempts(Math.max(...waits));
  }

  /**
   * Starts a sign-in of `email` (normalised) from `address`: refuses it with the wait while the pair
   * or the address must wait, otherwise counts it as the pair's next failure, under the pair's row
   * lock, so concurrent attempts are counted one by one and no more than the pair's allowance are
   * ever tried. The caller reports the outcome (`failed` or `succeeded`).
   */
  async beginSignIn(email: string, address: string): Promise<SignInAttempt> {
    const hash = await this.hash();
    const accountHash = hash(email);
    const addressHash = hash(address);
    const pairKey = `login:${accountHash}:${addressHash}`;
    const addressKey = `login:@${addressHash}`;
    const now = this.clock.now().getTime();

    const sprayed = await this.dataSource.getRepository(RateLimitBucket).findOneBy({
      key: addressKey,
      windowStart: new Date(windowStart(now, SIGN_IN_THROTTLE.address)),
    });
    if (sprayed && sprayed.count >= SIGN_IN_THROTTLE.address.max) throw tooManyAttempts(windowEnd(now, SIGN_IN_THROTTLE.address) - now);

    const outcome = await this.withLockedRow<{ wait: number } | { failures: number }>(pairKey, async (manager, row) => {
      const live = row.expiresAt.getTime() > now ? row.count : 0;
      const lastFailure = row.expiresAt.getTime() - SIGN_IN_THROTTLE.forgetAfterMs;
      const wait = lastFailure + signInDelaySeconds(live) * 1000 - now;
      if (live > 0 && wait > 0) return { wait };
      const failures = live + 1;
      await manager.update(
        RateLimitBucket,
        { key: pairKey, windowStart: NO_WINDOW },
        { count: failures, expiresAt: new Date(now + SIGN_IN_THROTTLE.forgetAfterMs) },
      );
      return { failures };
    });
    if ('wait' in outcome) throw tooManyAttempts(outcome.wait);
    return { pairKey, addressKey, accountHash, failures: outcome.failures };
  }

  /** The password was right: the pair's failures are forgotten. */
  async succeeded(attempt: SignInAttempt): Promise<void> {
    await withTransaction(this.dataSource, (manager) => manager.delete(RateLimitBucket, { key: attempt.pairKey }));
  }

  /**
   * The password was wrong (the pair counted it already): counts it against the address too, and
   * answers whether this failure starts the pair's throttling.
   */
  async failed(attempt: SignInAttempt): Promise<{ throttlingStarts: boolean }> {
    await this.hit(attempt.addressKey, SIGN_IN_THROTTLE.address, this.clock.now().getTime());
    return { throttlingStarts: attempt.failures === SIGN_IN_THROTTLE.freeFailures };
  }

  /**
   * Whether the owner of the attempt's account may be warned now: true at most once per
   * SIGN_IN_THROTTLE.warningIntervalMs per account, whichever process asks.
   */
  async claimWarning(attempt: SignInAttempt): Promise<boolean> {
    const now = this.clock.now().getTime();
    const key = `login-warned:${attempt.accountHash}`;
    return this.withLockedRow(key, async (manager, row) => {
      if (row.count > 0 && row.expiresAt.getTime() > now) return false;
      await manager.update(
        RateLimitBucket,
        { key, windowStart: NO_WINDOW },
        { count: 1, expiresAt: new Date(now + SIGN_IN_THROTTLE.warningIntervalMs) },
      );
      return true;
    });
  }

  /**
   * Runs `work` in a transaction holding the row of `key` (without a window), made first if absent
   * (count 0, already expired). The insert-if-absent locks the row on MariaDB and the read is a
   * locking read; SQLite runs one transaction at a time.
   */
  private withLockedRow<T>(key: string, work: (manager: EntityManager, row: RateLimitBucket) => Promise<T>): Promise<T> {
    const { table, names, column } = this.columns();
    const driver = this.dataSource.driver;
    const conflict = isSqlite(this.dataSource)
      ? `ON CONFLICT(${names.key}, ${names.windowStart}) DO NOTHING`
      : `ON DUPLICATE KEY UPDATE ${names.count} = ${names.count}`;
    const sql = `INSERT INTO ${table} (${names.key}, ${names.windowStart}, ${names.count}, ${names.expiresAt}) VALUES (?, ?, 0, ?) ${conflict}`;
    const parameters = [
      key,
      driver.preparePersistentValue(NO_WINDOW, column('windowStart')),
      driver.preparePersistentValue(NO_WINDOW, column('expiresAt')),
    ];
    return withTransaction(this.dataSource, async (manager) => {
      await manager.query(sql, parameters);
      let query = manager
        .createQueryBuilder(RateLimitBucket, 'bucket')
        .where('bucket.key = :key AND bucket.windowStart = :windowStart', { key, windowStart: NO_WINDOW });
      if (!isSqlite(this.dataSource)) query = query.setLock('pessimistic_write');
      const row = present(await query.getOne(), 'the limiter row just made');
      return work(manager, row);
    });
  }

  private columns() {
    const metadata = this.dataSource.getMetadata(RateLimitBucket);
    const column = (property: string) => present(metadata.findColumnWithPropertyName(property), `the rate limit column ${property}`);
    const escape = (property: string) => this.dataSource.driver.escape(column(property).databaseName);
    return {
      table: this.dataSource.driver.escape(metadata.tableName),
      names: { key: escape('key'), windowStart: escape('windowStart'), count: escape('count'), expiresAt: escape('expiresAt') },
      column,
    };
  }

  /** Increments the counter of the current window atomically and returns the new count. */
  private async hit(key: string, limit: RateLimit, now: number): Promise<number> {
    const start = new Date(windowStart(now, limit));
    const expiresAt = new Date(windowEnd(now, limit));
    const { table, names, column } = this.columns();
    const driver = this.dataSource.driver;
    // One upsert statement: concurrent hits from any number of processes each add exactly one.
    // (An INSERT IGNORE followed by an UPDATE deadlocks on MariaDB under concurrent first hits.)
    const conflict = isSqlite(this.dataSource)
      ? `ON CONFLICT(${names.key}, ${names.windowStart}) DO UPDATE SET ${names.count} = ${names.count} + 1`
      : `ON DUPLICATE KEY UPDATE ${names.count} = ${names.count} + 1`;
    const sql = `INSERT INTO ${table} (${names.key}, ${names.windowStart}, ${names.count}, ${names.expiresAt}) VALUES (?, ?, 1, ?) ${conflict}`;
    const parameters = [
      key,
      driver.preparePersistentValue(start, column('windowStart')),
      driver.preparePersistentValue(expiresAt, column('expiresAt')),
    ];
    for (let attempt = 1; ; attempt += 1) {
      try {
        return await withTransaction(this.dataSource, async (manager) => {
          await manager.query(sql, parameters);
          const bucket = await manager.findOneByOrFail(RateLimitBucket, { key, windowStart: start });
          return bucket.count;
        });
      } catch (error) {
        // MySQL may still pick a deadlock victim between concurrent upserts of one new row; retry it.
        if (attempt >= 5 || !/ER_LOCK_DEADLOCK|Deadlock found/i.test((error as Error).message)) throw error;
      }
    }
  }
}

const windowStart = (now: number, limit: RateLimit) => now - (now % limit.windowMs);
const windowEnd = (now: number, limit: RateLimit) => windowStart(now, limit) + limit.windowMs;

/**
 * The LIKE patterns of a person's limiter rows (their account hash after a colon), for erasure:
 * one for the email, one for the user id (the password-change limit and the API budget).
 */
export function limiterKeyPatterns(hash: LimiterKeyHasher, user: { email: string; id: string }): { email: string; id: string } {
  return { email: `%:${hash(user.email.trim().toLowerCase())}%`, id: `%:${hash(user.id)}%` };
}

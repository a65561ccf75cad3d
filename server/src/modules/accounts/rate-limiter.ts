import type { DataSource } from 'typeorm';
import type { Clock } from '../../clock';
import { isSqlite } from '../../db/data-source';
import { withTransaction } from '../../db/transaction';
import { RateLimitBucket } from '../../db/entities/rate-limit-bucket.entity';
import { present, tooManyRequests } from '../../errors';

export interface RateLimit {
  /** attempts allowed per window */
  max: number;
  windowMs: number;
}

const MINUTE = 60_000;

/**
 * Limits per action, each counted per account (lower-cased email) and per client address. Fixed
 * windows: simple, and the state is one row per key and window in the database, so the limit holds
 * across restarts and across several server processes. An address limit is higher than an account
 * limit because many players may share one address (a household, an event site's wifi).
 */
export const RATE_LIMITS = {
  login: { account: { max: 10, windowMs: 15 * MINUTE }, address: { max: 50, windowMs: 15 * MINUTE } },
  /** guesses of the current password when changing it: like login, counted per account (user id) */
  updatePassword: { account: { max: 10, windowMs: 15 * MINUTE }, address: { max: 50, windowMs: 15 * MINUTE } },
  signup: { account: { max: 5, windowMs: 60 * MINUTE }, address: { max: 20, windowMs: 60 * MINUTE } },
  forgotPassword: { account: { max: 5, windowMs: 60 * MINUTE }, address: { max: 20, windowMs: 60 * MINUTE } },
  resendVerification: { account: { max: 5, windowMs: 60 * MINUTE }, address: { max: 20, windowMs: 60 * MINUTE } },
} as const satisfies Record<string, { account: RateLimit; address: RateLimit }>;

export type RateLimitedAction = keyof typeof RATE_LIMITS;

export const RATE_LIMIT_MESSAGE = 'Too many attempts. Please wait a while and try again.';

export class RateLimiter {
  constructor(
    private readonly dataSource: DataSource,
    private readonly clock: Clock,
  ) {}

  /**
   * Counts one attempt of `action` for the account and the address; throws TOO_MANY_REQUESTS when
   * either is over its limit. Every attempt counts, successful or not, so a limit cannot be reset
   * by interleaving one success.
   */
  async consume(action: RateLimitedAction, account: string, address: string): Promise<void> {
    const limits = RATE_LIMITS[action];
    const accountCount = await this.hit(`${action}:account:${account.trim().toLowerCase()}`, limits.account);
    const addressCount = await this.hit(`${action}:address:${address}`, limits.address);
    if (accountCount > limits.account.max || addressCount > limits.address.max) {
      throw tooManyRequests(RATE_LIMIT_MESSAGE);
    }
  }

  /** Increments the counter of the current window atomically and returns the new count. */
  private async hit(key: string, limit: RateLimit): Promise<number> {
    const now = this.clock.now().getTime();
    const windowStart = new Date(now - (now % limit.windowMs));
    const expiresAt = new Date(windowStart.getTime() + limit.windowMs);
    // Keys are bounded by the column; an over-long email is cut, which only merges absurd keys.
    const boundedKey = key.slice(0, 191);
    const metadata = this.dataSource.getMetadata(RateLimitBucket);
    const column = (property: string) => present(metadata.findColumnWithPropertyName(property), `the rate limit column ${property}`);
    const driver = this.dataSource.driver;
    const table = driver.escape(metadata.tableName);
    const [keyName, startName, countName, expiresName] = ['key', 'windowStart', 'count', 'expiresAt'].map((property) =>
      driver.escape(column(property).databaseName),
    );
    // One upsert statement: concurrent hits from any number of processes each add exactly one.
    // (An INSERT IGNORE followed by an UPDATE deadlocks on MariaDB under concurrent first hits.)
    const conflict = isSqlite(this.dataSource)
      ? `ON CONFLICT(${keyName}, ${startName}) DO UPDATE SET ${countName} = ${countName} + 1`
      : `ON DUPLICATE KEY UPDATE ${countName} = ${countName} + 1`;
    const sql = `INSERT INTO ${table} (${keyName}, ${startName}, ${countName}, ${expiresName}) VALUES (?, ?, 1, ?) ${conflict}`;
    const parameters = [
      boundedKey,
      driver.preparePersistentValue(windowStart, column('windowStart')),
      driver.preparePersistentValue(expiresAt, column('expiresAt')),
    ];
    for (let attempt = 1; ; attempt += 1) {
      try {
        return await withTransaction(this.dataSource, async (manager) => {
          await manager.query(sql, parameters);
          const bucket = await manager.findOneByOrFail(RateLimitBucket, { key: boundedKey, windowStart });
          return bucket.count;
        });
      } catch (error) {
        // MySQL may still pick a deadlock victim between concurrent upserts of one new row; retry it.
        if (attempt >= 5 || !/ER_LOCK_DEADLOCK|Deadlock found/i.test((error as Error).message)) throw error;
      }
    }
  }
}

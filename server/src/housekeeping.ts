import type { DataSource, EntityTarget, ObjectLiteral } from 'typeorm';
import type { Clock } from './clock';
import { OneTimeToken } from './db/entities/one-time-token.entity';
import { RateLimitBucket } from './db/entities/rate-limit-bucket.entity';
import { Session } from './db/entities/session.entity';
import { withTransaction } from './db/transaction';
import type { PeriodicJob } from './scheduler';

/** Rows deleted per transaction, so the clean-up never holds many locks (or a big Galera write set). */
export const HOUSEKEEPING_BATCH = 500;
export const HOUSEKEEPING_INTERVAL_MS = 60 * 60 * 1000;
/** The first clean-up after start (the lease makes it once across processes started together). */
export const HOUSEKEEPING_FIRST_RUN_MS = 60 * 1000;

/** What expires and is of no use afterwards: an expired session or token is refused anyway. */
const EXPIRING: Array<{ label: string; entity: EntityTarget<ObjectLiteral> }> = [
  { label: 'sessions', entity: Session },
  { label: 'oneTimeTokens', entity: OneTimeToken },
  { label: 'rateLimitWindows', entity: RateLimitBucket },
];

/**
 * Deletes the rows of `entity` whose expires_at is before `now`, at most about `batch` per
 * transaction (oldest first: each batch ends at the batch-th oldest expiry). Returns how many.
 */
export async function deleteExpiredInBatches(
  dataSource: DataSource,
  entity: EntityTarget<ObjectLiteral>,
  now: Date,
  batch = HOUSEKEEPING_BATCH,
): Promise<number> {
  let deleted = 0;
  for (;;) {
    const boundary = await dataSource
      .createQueryBuilder(entity, 'row')
      .select('row.expiresAt', 'expiresAt')
      .where('row.expiresAt < :now', { now })
      .orderBy('row.expiresAt', 'ASC')
      .offset(batch - 1)
      .limit(1)
      .getRawOne<{ expiresAt: Date | string }>();
    const last = boundary === undefined;
    const result = await withTransaction(dataSource, (manager) => {
      const query = manager.createQueryBuilder().delete().from(entity).where('expires_at < :now', { now });
      if (!last) query.andWhere('expires_at <= :cutoff', { cutoff: boundary.expiresAt });
      return query.execute();
    });
    deleted += result.affected ?? 0;
    if (last || (result.affected ?? 0) === 0) return deleted;
  }
}

/** The hourly clean-up: expired sessions, one-time tokens and rate-limit windows. */
export async function cleanUpExpired(dataSource: DataSource, clock: Clock, batch = HOUSEKEEPING_BATCH): Promise<Record<string, number>> {
  const now = clock.now();
  const counts: Record<string, number> = {};
  for (const { label, entity } of EXPIRING) counts[label] = await deleteExpiredInBatches(dataSource, entity, now, batch);
  return counts;
}

export function housekeepingJob(
  dataSource: DataSource,
  clock: Clock,
  logger: { info(details: object, message: string): void },
): PeriodicJob {
  return {
    name: 'housekeeping',
    everyMs: HOUSEKEEPING_INTERVAL_MS,
    firstRunAfterMs: HOUSEKEEPING_FIRST_RUN_MS,
    run: async () => logger.info(await cleanUpExpired(dataSource, clock), 'Housekeeping: deleted expired rows'),
  };
}

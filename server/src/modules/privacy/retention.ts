import { readdir, stat, unlink } from 'node:fs/promises';
import { join } from 'node:path';
import type { DataSource, EntityTarget, ObjectLiteral } from 'typeorm';
import { outboxDir } from '../../mail';
import type { Clock } from '../../clock';
import { Notification } from '../../db/entities/notification.entity';
import { OneTimeToken } from '../../db/entities/one-time-token.entity';
import { PaymentEntry } from '../../db/entities/payment.entities';
import { SiteSettings } from '../../db/entities/site-settings.entity';
import { DEFAULT_PAYMENT_RETENTION_YEARS } from '@larp/rules';
import { withTransaction } from '../../db/transaction';
import type { PeriodicJob } from '../../scheduler';

const DAY = 24 * 60 * 60 * 1000;
/** Sent (or given-up) mails are kept this long after they were sent (or last tried), for questions about delivery. */
export const SENT_MAIL_RETENTION_DAYS = 90;
/** Rows deleted per transaction. */
export const RETENTION_BATCH = 500;
export const RETENTION_INTERVAL_MS = 24 * 60 * 60 * 1000;

/**
 * Purges that are not about expiry (the hourly housekeeping deletes expired sessions, tokens and
 * rate-limit windows): used one-time links at once, mails 90 days after they were sent or
 * given up, and payments after the site's payment retention. docs/PRIVACY.md promises exactly these.
 */
const PURGES: Array<{ label: string; entity: EntityTarget<ObjectLiteral>; condition: (now: Date) => [string, Record<string, unknown>] }> = [
  { label: 'usedOneTimeTokens', entity: OneTimeToken, condition: () => ['used_at IS NOT NULL', {}] },
  {
    label: 'oldMails',
    entity: Notification,
    condition: (now) => [
      "state IN ('sent', 'failed', 'unconfirmed') AND COALESCE(sent_at, next_attempt_at) < :before",
      { before: new Date(now.getTime() - SENT_MAIL_RETENTION_DAYS * DAY) },
    ],
  },
];

async function purgeInBatches(
  dataSource: DataSource,
  entity: EntityTarget<ObjectLiteral>,
  where: string,
  parameters: Record<string, unknown>,
  batch: number,
): Promise<number> {
  let deleted = 0;
  for (;;) {
    const ids = (
      await dataSource
        .createQueryBuilder(entity, 'row')
        .select('row.id', 'id')
        .where(where, parameters)
        .limit(batch)
        .getRawMany<{ id: string }>()
    ).map((row) => row.id);
    if (ids.length === 0) return deleted;
    const result = await withTransaction(dataSource, (manager) =>
      manager.createQueryBuilder().delete().from(entity).whereInIds(ids).execute(),
    );
    deleted += result.affected ?? ids.length;
    if (ids.length < batch) return deleted;
  }
}

/**
 * Without SMTP_URL every mail is also a file in DATA_DIR/outbox (a local install's way to read
 * them): files older than SENT_MAIL_RETENTION_DAYS are deleted like the rows.
 */
export async function purgeOutboxFiles(dataDir: string, now: Date): Promise<number> {
  const folder = outboxDir(dataDir);
  let names: string[];
  try {
    names = (await readdir(folder)).filter((name) => name.endsWith('.eml'));
  } catch {
    return 0;
  }
  const before = now.getTime() - SENT_MAIL_RETENTION_DAYS * DAY;
  let deleted = 0;
  for (const name of names) {
    const file = join(folder, name);
    const written = await stat(file).catch(() => null);
    if (written && written.mtimeMs < before) {
      await unlink(file).catch(() => undefined);
      deleted += 1;
    }
  }
  return deleted;
}

/** Payments are bookkeeping: kept the site's retention (default 10 years) after they were recorded, then deleted. */
async function purgeOldPayments(dataSource: DataSource, now: Date, batch: number): Promise<number> {
  const settings = await dataSource.getRepository(SiteSettings).findOneBy({ id: 'site' });
  const before = new Date(now);
  before.setUTCFullYear(before.getUTCFullYear() - (settings?.paymentRetentionYears ?? DEFAULT_PAYMENT_RETENTION_YEARS));
  return purgeInBatches(dataSource, PaymentEntry, 'created_at < :before', { before }, batch);
}

export async function purgePersonalData(
  dataSource: DataSource,
  clock: Clock,
  dataDir: string | null = null,
  batch = RETENTION_BATCH,
): Promise<Record<string, number>> {
  const now = clock.now();
  const counts: Record<string, number> = {};
  for (const purge of PURGES) {
    const [where, parameters] = purge.condition(now);
    counts[purge.label] = await purgeInBatches(dataSource, purge.entity, where, parameters, batch);
  }
  counts.oldPayments = await purgeOldPayments(dataSource, now, batch);
  if (dataDir !== null) counts.oldMailFiles = await purgeOutboxFiles(dataDir, now);
  return counts;
}

export function retentionJob(
  dataSource: DataSource,
  clock: Clock,
  dataDir: string,
  logger: { info(details: object, message: string): void },
): PeriodicJob {
  return {
    name: 'privacy-retention',
    everyMs: RETENTION_INTERVAL_MS,
    firstRunAfterMs: 5 * 60 * 1000,
    run: async () => logger.info(await purgePersonalData(dataSource, clock, dataDir), 'Retention: purged used links and old mails'),
  };
}

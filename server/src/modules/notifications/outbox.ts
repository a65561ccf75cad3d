import { randomBytes } from 'node:crypto';
import { hostname } from 'node:os';
import type { DataSource, EntityManager } from 'typeorm';
import { In, LessThan, LessThanOrEqual } from 'typeorm';
import type { BackgroundTasks } from '../../background-tasks';
import type { Clock } from '../../clock';
import {
  NOTIFICATION_PRIORITIES,
  Notification,
  type NotificationPriority,
  type NotificationState,
} from '../../db/entities/notification.entity';
import type { Mailer } from '../../mail';

/** One notification to write: who gets what, under a key that names it (see Notification). */
export interface NewNotification {
  key: string;
  kind: string;
  userId: string | null;
  to: string;
  subject: string;
  text: string;
  link?: string | null;
  /** set for optional mail: the one-click unsubscribe URL */
  unsubscribeUrl?: string | null;
  /** a QR code shown inline (an acceptance's check-in ticket) */
  qrCode?: string | null;
  /** the order of delivery (NOTIFICATION_PRIORITIES); default normal, account mails account, reminders bulk */
  priority?: NotificationPriority;
}

/** The states an admin may send again: the send may have gone out (unconfirmed) or was given up (failed). */
export const SENDABLE_AGAIN_STATES = ['unconfirmed', 'failed'] as const satisfies readonly NotificationState[];
/** Rows the admin's list of undelivered mail shows at most (the newest). */
export const UNDELIVERED_LIST_LIMIT = 200;

export interface OutboxDeps {
  dataSource: DataSource;
  clock: Clock;
  mailer: Mailer;
  background: BackgroundTasks;
  publicUrl: string;
  logger: { error(details: object, message: string): void; warn?(details: object, message: string): void };
}

/** Attempts before a notification is given up (failed). */
export const MAX_ATTEMPTS = 6;
/** A notification claimed longer ago than this was being sent by a process that stopped. */
export const CLAIM_TIMEOUT_MS = 15 * 60 * 1000;
/** Rows read per round of a delivery pass. */
const BATCH = 20;

/** The wait before attempt n+1 after n failed attempts: 1 min, 4 min, 16 min, ... capped at 6 h, ±20 %. */
export function retryDelayMs(failedAttempts: number): number {
  const base = Math.min(6 * 60 * 60 * 1000, 60 * 1000 * 4 ** Math.max(0, failedAttempts - 1));
  return Math.round(base * (0.8 + Math.random() * 0.4));
}

/**
 * The notification outbox. `write` adds a notification inside the caller's transaction,
 * so it exists exactly when the change it tells about is committed, at most once per key. Delivery
 * runs off the request path (`kick` after a commit, and the scheduler's periodic pass) and is safe
 * with any number of processes and restarts:
 *  1. claim: one conditional UPDATE moves the row from pending to sending under this process's
 *     name; a row another process claimed first is skipped;
 *  2. send through the mailer (SMTP, or DATA_DIR/outbox without SMTP_URL);
 *  3. mark it sent. A failed send goes back to pending with a growing wait, up to MAX_ATTEMPTS.
 * A process that stops between 1 and 3 leaves the row in sending; after CLAIM_TIMEOUT_MS it becomes
 * unconfirmed and is never sent again on its own (whether it went out is unknown, and a notification
 * is sent at most once), and an error is logged for the operator. An admin may `sendAgain` an
 * unconfirmed or failed one, knowing it may arrive twice.
 * Due rows go out in the order of their priority (account mails first, bulk mail last), then of
 * their due time.
 */
export class Outbox {
  /** this process's name in claimed_by */
  readonly processId = `${hostname().slice(0, 40)}:${process.pid}:${randomBytes(4).toString('hex')}`;
  private readonly mailHost: string;

  constructor(private readonly deps: OutboxDeps) {
    this.mailHost = new URL(deps.publicUrl).hostname || 'localhost';
  }

  /** Writes `notification` in the transaction of `manager`; false when one with its key exists already. */
  async write(manager: EntityManager, notification: NewNotification): Promise<boolean> {
    const existing = await manager.findOne(Notification, { where: { notificationKey: notification.key }, select: { id: true } });
    if (existing) return false;
    // A simultaneous writer of the same key makes one of the two transactions fail on the unique index.
    await manager.insert(Notification, {
      notificationKey: notification.key,
      kind: notification.kind,
      userId: notification.userId,
      toAddress: notification.to,
      subject: notification.subject,
      body: notification.text,
      link: notification.link ?? null,
      unsubscribeUrl: notification.unsubscribeUrl ?? null,
      qrCode: notification.qrCode ?? null,
      priority: NOTIFICATION_PRIORITIES[notification.priority ?? 'normal'],
      state: 'pending',
      attempts: 0,
      nextAttemptAt: this.deps.clock.now(),
      claimedBy: null,
      claimedAt: null,
      sentAt: null,
      lastError: null,
    });
    return true;
  }

  /** Whether a notification with `key` was written (it would not be written again). */
  has(manager: EntityManager, key: string): Promise<boolean> {
    return manager.existsBy(Notification, { notificationKey: key });
  }

  /** Delivers what is due after the current request's answer (call it after the writing transaction committed). */
  kick(): void {
    this.deps.background.run('Delivering notifications', async () => {
      await this.deliverDue();
    });
  }

  /** One delivery pass: every due notification is claimed, sent and marked. Returns how many were sent. */
  async deliverDue(): Promise<number> {
    await this.markInterrupted();
    let sent = 0;
    const skipped = new Set<string>();
    for (;;) {
      const due = await this.deps.dataSource.manager.find(Notification, {
        where: { state: 'pending', nextAttemptAt: LessThanOrEqual(this.deps.clock.now()) },
        order: { priority: 'ASC', nextAttemptAt: 'ASC', id: 'ASC' },
        take: BATCH + skipped.size,
      });
      const fresh = due.filter((row) => !skipped.has(row.id));
      if (fresh.length === 0) return sent;
      for (const row of fresh) {
        skipped.add(row.id);
        if (await this.deliverOne(row)) sent += 1;
      }
    }
  }

  /** Claims, sends and marks one notification; false when another process had it or the send failed. */
  private async deliverOne(row: Notification): Promise<boolean> {
    const claimedAt = this.deps.clock.now();
    const claim = await this.deps.dataSource.manager
      .createQueryBuilder()
      .update(Notification)
      .set({ state: 'sending', claimedBy: this.processId, claimedAt, attempts: () => 'attempts + 1' })
      .where({ id: row.id, state: 'pending' })
      .execute();
    if (claim.affected !== 1) return false;
    try {
      await this.deps.mailer.send({
        to: row.toAddress,
        subject: row.subject,
        text: row.body,
        ...(row.link ? { link: row.link } : {}),
        ...(row.qrCode ? { qrCode: row.qrCode } : {}),
        messageId: `<${row.id}@${this.mailHost}>`,
        ...(row.unsubscribeUrl
          ? {
              headers: {
                'List-Unsubscribe': `<${row.unsubscribeUrl}>`,
                'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
              },
            }
          : {}),
      });
    } catch (error) {
      const attempts = row.attempts + 1;
      const giveUp = attempts >= MAX_ATTEMPTS;
      await this.deps.dataSource.manager.update(
        Notification,
        { id: row.id, state: 'sending', claimedBy: this.processId },
        {
          state: giveUp ? 'failed' : 'pending',
          nextAttemptAt: new Date(this.deps.clock.now().getTime() + (giveUp ? 0 : retryDelayMs(attempts))),
          claimedBy: null,
          claimedAt: null,
          lastError: String(error instanceof Error ? error.message : error).slice(0, 2000),
        },
      );
      this.deps.logger.error(
        { err: error, notification: row.id, key: row.notificationKey, attempts },
        giveUp ? 'Sending a notification failed; giving up' : 'Sending a notification failed; will retry',
      );
      return false;
    }
    await this.deps.dataSource.manager.update(
      Notification,
      { id: row.id, state: 'sending', claimedBy: this.processId },
      { state: 'sent', sentAt: this.deps.clock.now() },
    );
    return true;
  }

  /** The unconfirmed and failed notifications, the newest first (at most UNDELIVERED_LIST_LIMIT). */
  undelivered(): Promise<Notification[]> {
    return this.deps.dataSource.manager.find(Notification, {
      where: { state: In([...SENDABLE_AGAIN_STATES]) },
      order: { createdAt: 'DESC', id: 'DESC' },
      take: UNDELIVERED_LIST_LIMIT,
    });
  }

  /**
   * Puts one unconfirmed or failed notification back in line, due now with fresh attempts (the
   * caller kicks delivery after its answer). A conditional UPDATE, so of two admins sending the same
   * mail again only one re-queues it. Returns the row as it is now, or null when there is no such
   * notification; `requeued` is false when it was in another state (pending, sending or sent).
   */
  async sendAgain(manager: EntityManager, id: string): Promise<{ notification: Notification; requeued: boolean } | null> {
    const result = await manager.update(
      Notification,
      { id, state: In([...SENDABLE_AGAIN_STATES]) },
      { state: 'pending', attempts: 0, nextAttemptAt: this.deps.clock.now(), claimedBy: null, claimedAt: null, lastError: null },
    );
    const notification = await manager.findOneBy(Notification, { id });
    if (!notification) return null;
    return { notification, requeued: result.affected === 1 };
  }

  /** Rows left in sending by a process that stopped while sending them: unconfirmed, never sent again. */
  async markInterrupted(): Promise<number> {
    const before = new Date(this.deps.clock.now().getTime() - CLAIM_TIMEOUT_MS);
    const stale = await this.deps.dataSource.manager.find(Notification, {
      where: { state: 'sending', claimedAt: LessThan(before) },
      select: { id: true, notificationKey: true, claimedBy: true },
    });
    if (stale.length === 0) return 0;
    const result = await this.deps.dataSource.manager.update(
      Notification,
      { id: In(stale.map((row) => row.id)), state: 'sending', claimedAt: LessThan(before) },
      { state: 'unconfirmed', lastError: 'The sending process stopped while sending; not sent again' },
    );
    this.deps.logger.error(
      { notifications: stale.map((row) => ({ id: row.id, key: row.notificationKey, claimedBy: row.claimedBy })) },
      'Notifications interrupted while being sent are marked unconfirmed (they may or may not have gone out)',
    );
    return result.affected ?? stale.length;
  }
}

import type { Scheduler } from '../../scheduler';
import type { Outbox } from './outbox';
import type { Reminders } from './reminders';

/** Due notifications (retries, those written by other processes) are looked for this often. */
export const DELIVERY_INTERVAL_MS = 30 * 1000;
export const REMINDER_INTERVAL_MS = 60 * 60 * 1000;

/**
 * The notifications' scheduled work, on the scheduler's leases (once across processes
 * per interval). Each piece is also safe without the lease: delivery claims each row and every
 * notification has its unique key. (The waitlist's offer checks are registrations/jobs.ts: the
 * registrations use the outbox, so notifications import nothing of theirs.)
 */
export function registerNotificationJobs(scheduler: Scheduler, parts: { outbox: Outbox; reminders: Reminders }): void {
  scheduler.register({
    name: 'outbox-delivery',
    everyMs: DELIVERY_INTERVAL_MS,
    run: async () => {
      await parts.outbox.deliverDue();
    },
  });
  scheduler.register({
    name: 'reminders',
    everyMs: REMINDER_INTERVAL_MS,
    firstRunAfterMs: 2 * 60 * 1000,
    run: async () => {
      await parts.reminders.run();
    },
  });
}

import type { Scheduler } from '../../scheduler';
import type { Waitlist } from '../registrations/waitlist';
import type { Outbox } from './outbox';
import type { Reminders } from './reminders';

/** Offers are checked (lapse, 12-hour warning) this often. */
export const OFFER_CHECK_INTERVAL_MS = 5 * 60 * 1000;
/** Due notifications (retries, those written by other processes) are looked for this often. */
export const DELIVERY_INTERVAL_MS = 30 * 1000;
export const REMINDER_INTERVAL_MS = 60 * 60 * 1000;

/**
 * The scheduled work of issue 20, on the scheduler's leases (once across processes per interval).
 * Each piece is also safe without the lease: delivery claims each row, lapses re-check the offer
 * behind the event's row, and every notification has its unique key.
 */
export function registerNotificationJobs(scheduler: Scheduler, parts: { outbox: Outbox; waitlist: Waitlist; reminders: Reminders }): void {
  scheduler.register({ name: 'outbox-delivery', everyMs: DELIVERY_INTERVAL_MS, run: async () => void (await parts.outbox.deliverDue()) });
  scheduler.register({
    name: 'waitlist-offers',
    everyMs: OFFER_CHECK_INTERVAL_MS,
    run: async () => {
      await parts.waitlist.lapseOffers();
      await parts.waitlist.warnLapsingOffers();
    },
  });
  scheduler.register({
    name: 'reminders',
    everyMs: REMINDER_INTERVAL_MS,
    firstRunAfterMs: 2 * 60 * 1000,
    run: async () => void (await parts.reminders.run()),
  });
}

import type { Scheduler } from '../../scheduler';
import type { Waitlist } from './waitlist';

/** Offers are checked (lapse, 12-hour warning) this often. */
export const OFFER_CHECK_INTERVAL_MS = 5 * 60 * 1000;

/**
 * The waitlist's scheduled work, on the scheduler's leases (once across processes per
 * interval). It is also safe without the lease: lapses re-check the offer behind the event's row and
 * every notification has its unique key.
 */
export function registerWaitlistJobs(scheduler: Scheduler, waitlist: Waitlist): void {
  scheduler.register({
    name: 'waitlist-offers',
    everyMs: OFFER_CHECK_INTERVAL_MS,
    run: async () => {
      await waitlist.lapseOffers();
      await waitlist.warnLapsingOffers();
    },
  });
}

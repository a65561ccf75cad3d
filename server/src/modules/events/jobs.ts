import type { Scheduler } from '../../scheduler';
import type { EventsService } from './events.service';

export const REENCODE_STORED_IMAGES_JOB = 'reencode-stored-images';

/**
 * The events' one-off work: images stored before uploads were decoded and re-encoded are
 * re-encoded once per installation (the scheduler's lease and its `completed_jobs` record), shortly
 * after a process starts, off the request path.
 */
export function registerEventJobs(
  scheduler: Scheduler,
  events: EventsService,
  logger: { error(details: object, message: string): void; info(details: object, message: string): void },
): void {
  scheduler.registerOnce({
    name: REENCODE_STORED_IMAGES_JOB,
    firstRunAfterMs: 60_000,
    leaseMs: 15 * 60 * 1000,
    run: async () => logger.info(await events.reencodeStoredImages(logger), 'Stored event images re-encoded'),
  });
}

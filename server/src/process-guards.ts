/**
 * A request can fail, never the process (DESIGN.md "Never down").
 *
 * - A promise rejected with nobody to catch it would, by Node's default, end the process and every
 *   request in flight: here it is logged and serving goes on.
 * - A synchronous exception nobody catches (thrown in a timer, an event handler, a stream callback)
 *   is logged and serving goes on too. Decision: the state this process keeps is safe to go on with.
 *   Every change that matters is in the database inside a transaction, which an exception thrown
 *   elsewhere cannot leave half-written (an exception inside a transaction's own work is a rejection
 *   of its promise, which rolls it back); requests hold no shared in-memory state beyond caches that
 *   re-validate against the database, and the SQLite transaction mutex is released in `finally`
 *   blocks of async functions, which a throw on another stack does not skip. Exceptions thrown
 *   *inside* a request's handler never get here: Fastify and Apollo answer them as 500.
 * - But an exception that keeps coming back means something is broken for good (a timer that throws
 *   on every tick, a handler in a loop): after REPEATED_LIMIT uncaught exceptions within
 *   REPEATED_WINDOW_MS the guard logs that it gives up and ends the process with exit code 1, so the
 *   supervisor starts a fresh one (what Node's default would have done on the first).
 */
export interface GuardLogger {
  error(details: object, message: string): void;
}

export interface GuardOptions {
  /** what ends the process when uncaught exceptions keep coming (default: process.exit(1)) */
  giveUp?: () => void;
  /** the time now in ms (tests) */
  now?: () => number;
}

/** Uncaught exceptions tolerated within REPEATED_WINDOW_MS before the process gives up. */
export const REPEATED_LIMIT = 10;
export const REPEATED_WINDOW_MS = 60_000;

export const REJECTION_MESSAGE = 'Unhandled promise rejection (the server keeps serving)';
export const EXCEPTION_MESSAGE = 'Uncaught exception (the server keeps serving)';
export const GIVE_UP_MESSAGE = `More than ${REPEATED_LIMIT} uncaught exceptions within a minute: the process ends (exit code 1) for its supervisor to restart it`;

export interface Guards {
  rejection: (reason: unknown) => void;
  exception: (error: Error, origin: string) => void;
}

/** The two handlers installProcessGuards puts on `process` (unit tests call them directly). */
export function createGuards(logger: GuardLogger, options: GuardOptions = {}): Guards {
  const now = options.now ?? Date.now;
  const giveUp = options.giveUp ?? (() => process.exit(1));
  let recent: number[] = [];
  return {
    rejection: (reason) => logger.error({ err: reason }, REJECTION_MESSAGE),
    exception: (error, origin) => {
      const at = now();
      recent = [...recent.filter((time) => at - time < REPEATED_WINDOW_MS), at];
      if (recent.length > REPEATED_LIMIT) {
        logger.error({ err: error, origin }, GIVE_UP_MESSAGE);
        giveUp();
        return;
      }
      logger.error({ err: error, origin }, EXCEPTION_MESSAGE);
    },
  };
}

let installed: Guards | null = null;

export function installProcessGuards(logger: GuardLogger, options: GuardOptions = {}): void {
  uninstallProcessGuards();
  installed = createGuards(logger, options);
  process.on('unhandledRejection', installed.rejection);
  process.on('uncaughtException', installed.exception);
}

/** Removes the guards (tests). */
export function uninstallProcessGuards(): void {
  if (!installed) return;
  process.off('unhandledRejection', installed.rejection);
  process.off('uncaughtException', installed.exception);
  installed = null;
}

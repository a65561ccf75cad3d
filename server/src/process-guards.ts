/**
 * A request can fail, never the process (DESIGN.md "Never down"). A promise rejected with nobody to
 * catch it would, by Node's default, end the process and every request in flight: here it is logged
 * and serving goes on. (Synchronous uncaught exceptions keep Node's default: the process state is
 * unknown after one, so it ends and the supervisor restarts it.)
 */
export interface GuardLogger {
  error(details: object, message: string): void;
}

let installed: ((reason: unknown) => void) | null = null;

export function installProcessGuards(logger: GuardLogger): void {
  if (installed) process.off('unhandledRejection', installed);
  installed = (reason: unknown) => logger.error({ err: reason }, 'Unhandled promise rejection (the server keeps serving)');
  process.on('unhandledRejection', installed);
}

/** Removes the guard (tests). */
export function uninstallProcessGuards(): void {
  if (installed) process.off('unhandledRejection', installed);
  installed = null;
}

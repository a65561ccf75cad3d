/**
 * Work a request starts but does not wait for (the account mails whose sending would tell, by the
 * answer's timing, whether an address has an account). Each task runs after the current request's
 * answer is on its way; a failure is logged, never thrown at anyone. `settled()` waits for what is
 * running (the app's close does, and tests do before reading the outbox).
 */
export class BackgroundTasks {
  private readonly pending = new Set<Promise<void>>();

  constructor(private readonly logger: { error(details: object, message: string): void }) {}

  run(name: string, task: () => Promise<void>): void {
    const promise: Promise<void> = new Promise<void>((resolve) => setImmediate(resolve))
      .then(task)
      .catch((error: unknown) => this.logger.error({ err: error }, `${name} failed`))
      .finally(() => this.pending.delete(promise));
    this.pending.add(promise);
  }

  async settled(): Promise<void> {
    while (this.pending.size > 0) await Promise.all([...this.pending]);
  }
}

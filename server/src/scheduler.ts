import type { DataSource } from 'typeorm';
import { systemClock, type Clock } from './clock';
import { isJobCompleted, recordJobCompleted } from './db/completed-jobs';
import { PROCESS_HOLDER, runUnderLease } from './db/leases';

/** A piece of periodic work; see Scheduler. */
export interface PeriodicJob {
  /** unique; the lease is `job:<name>` */
  name: string;
  /** runs at most once per this many milliseconds across every process */
  everyMs: number;
  /** first attempt this long after start (default: the smaller of everyMs and 30 s) */
  firstRunAfterMs?: number;
  run(): Promise<void>;
}

/** Work that runs once per installation (a data migration); see Scheduler.registerOnce. */
export interface OneOffJob {
  /** unique; the lease is `job:<name>` and the record of its run is the `completed_jobs` row of this name */
  name: string;
  /** first attempt this long after start (default 30 s) */
  firstRunAfterMs?: number;
  /**
   * the job's lease, renewed while it runs: a process that stops mid-run holds the job up this long
   * (a run that fails gives the lease back and is tried again at the next check, within a minute)
   */
  leaseMs: number;
  run(): Promise<void>;
}

export interface SchedulerOptions {
  clock?: Clock;
  holder?: string;
  logger: { error(details: object, message: string): void };
}

/** How often each process asks whether a job is due, at most. */
const MAX_CHECK_INTERVAL_MS = 60 * 1000;

/**
 * Periodic work that runs once across all server processes. Every process registers the same jobs
 * and checks now and then (jittered) whether a job is due; the check takes the job's lease
 * (db/leases.ts) for `everyMs` and keeps it after the run, so whichever process checks first after
 * the lease ran out does the work. A run that fails gives the lease back, so the next check retries.
 * Started by main.ts (tests call runNow instead of waiting).
 */
export class Scheduler {
  private readonly jobs = new Map<string, PeriodicJob>();
  private readonly timers = new Map<string, NodeJS.Timeout>();
  private readonly running = new Set<Promise<unknown>>();
  /** one-off jobs seen completed: this process stops checking them */
  private readonly completed = new Set<string>();
  private started = false;

  constructor(
    private readonly dataSource: DataSource,
    private readonly options: SchedulerOptions,
  ) {}

  /** Adds a job (before or after start). Registering a name twice is a programming error. */
  register(job: PeriodicJob): void {
    if (this.jobs.has(job.name)) throw new Error(`Scheduler: job ${job.name} is already registered`);
    if (!(job.everyMs > 0)) throw new Error(`Scheduler: job ${job.name} needs a positive everyMs`);
    this.jobs.set(job.name, job);
    if (this.started) this.schedule(job, job.firstRunAfterMs ?? Math.min(job.everyMs, 30_000));
  }

  /**
   * Adds a job that runs to its end once per installation: each attempt holds the job's lease (so
   * of several processes one works at a time), runs only when `completed_jobs` has no row of its
   * name, and writes that row when `run` succeeds. A failed run leaves no row and is tried again.
   * Once the row is seen, this process stops checking.
   */
  registerOnce(job: OneOffJob): void {
    this.register({
      name: job.name,
      everyMs: job.leaseMs,
      firstRunAfterMs: job.firstRunAfterMs ?? 30_000,
      run: async () => {
        if (!(await isJobCompleted(this.dataSource, job.name))) {
          await job.run();
          await recordJobCompleted(this.dataSource, job.name, (this.options.clock ?? systemClock).now());
        }
        this.completed.add(job.name);
      },
    });
  }

  get jobNames(): string[] {
    return [...this.jobs.keys()];
  }

  start(): void {
    if (this.started) return;
    this.started = true;
    for (const job of this.jobs.values()) this.schedule(job, job.firstRunAfterMs ?? Math.min(job.everyMs, 30_000));
  }

  /**
   * Runs the job now if its lease is free (no other process ran it within everyMs). True when this
   * process ran it. A failure is logged and reported as true (it ran) with the lease given back.
   */
  async runNow(name: string): Promise<boolean> {
    const job = this.jobs.get(name);
    if (!job) throw new Error(`Scheduler: no job named ${name}`);
    const attempt = runUnderLease(this.dataSource, `job:${job.name}`, job.everyMs, () => job.run(), {
      clock: this.options.clock,
      holder: this.options.holder ?? PROCESS_HOLDER,
      afterwards: 'keep',
    }).then(
      (outcome) => outcome.ran,
      (error: unknown) => {
        this.options.logger.error({ err: error }, `Scheduled job ${job.name} failed`);
        return true;
      },
    );
    this.running.add(attempt);
    try {
      return await attempt;
    } finally {
      this.running.delete(attempt);
    }
  }

  /** Stops checking and waits for runs in progress. */
  async stop(): Promise<void> {
    this.started = false;
    for (const timer of this.timers.values()) clearTimeout(timer);
    this.timers.clear();
    while (this.running.size > 0) await Promise.allSettled([...this.running]);
  }

  private schedule(job: PeriodicJob, delayMs: number): void {
    const jittered = delayMs * (0.75 + Math.random() * 0.5);
    const timer = setTimeout(() => {
      this.timers.delete(job.name);
      this.runNow(job.name)
        .catch((error: unknown) => this.options.logger.error({ err: error }, `Scheduled job ${job.name}: lease check failed`))
        .finally(() => {
          if (this.started && !this.completed.has(job.name)) this.schedule(job, Math.min(job.everyMs, MAX_CHECK_INTERVAL_MS));
        });
    }, jittered);
    timer.unref();
    this.timers.set(job.name, timer);
  }
}

import { randomBytes } from 'node:crypto';
import { hostname } from 'node:os';
import type { DataSource } from 'typeorm';
import { systemClock, type Clock } from '../clock';
import { Lease } from './entities/lease.entity';
import { retryStatement } from './retry';

/*
 * Leases: a row per piece of work in `leases`, so that work scheduled in every server process runs
 * in one of them at a time (docs/DEPLOY.md "Scheduled work"). A process takes a lease with one
 * conditional UPDATE that only matches an expired row, so of several processes (on one server or on
 * different Galera nodes, where the losers' commits fail certification and find the row taken when
 * retried) exactly one gets it. Times come from each process's clock: machines keep NTP time.
 */

/** This process's name in `leases.holder`: unique across machines and restarts. */
export const PROCESS_HOLDER = `${hostname().slice(0, 60)}:${process.pid}:${randomBytes(6).toString('hex')}`;

export interface LeaseOptions {
  clock?: Clock;
  /** who takes the lease; default PROCESS_HOLDER */
  holder?: string;
}

const EXPIRED = new Date(0);

/** Takes the lease `name` for ttlMs when nobody holds it (or the holder's time ran out). True when taken. */
export async function tryTakeLease(dataSource: DataSource, name: string, ttlMs: number, options: LeaseOptions = {}): Promise<boolean> {
  const clock = options.clock ?? systemClock;
  const holder = options.holder ?? PROCESS_HOLDER;
  await retryStatement(() =>
    dataSource.createQueryBuilder().insert().into(Lease).values({ name, holder: '', expiresAt: EXPIRED }).orIgnore().execute(),
  );
  const now = clock.now();
  const result = await retryStatement(() =>
    dataSource
      .createQueryBuilder()
      .update(Lease)
      .set({ holder, expiresAt: new Date(now.getTime() + ttlMs) })
      .where('name = :name AND expires_at <= :now', { name, now })
      .execute(),
  );
  return result.affected === 1;
}

/** Extends a lease this holder still has to now + ttlMs. False when it was lost (expired and taken by another). */
export async function renewLease(dataSource: DataSource, name: string, ttlMs: number, options: LeaseOptions = {}): Promise<boolean> {
  const clock = options.clock ?? systemClock;
  const holder = options.holder ?? PROCESS_HOLDER;
  const now = clock.now();
  const result = await retryStatement(() =>
    dataSource
      .createQueryBuilder()
      .update(Lease)
      .set({ expiresAt: new Date(now.getTime() + ttlMs) })
      .where('name = :name AND holder = :holder', { name, holder })
      .execute(),
  );
  return result.affected === 1;
}

/** Gives a lease back at once, so another process may take it. */
export async function releaseLease(dataSource: DataSource, name: string, options: LeaseOptions = {}): Promise<void> {
  const clock = options.clock ?? systemClock;
  const holder = options.holder ?? PROCESS_HOLDER;
  await retryStatement(() =>
    dataSource
      .createQueryBuilder()
      .update(Lease)
      .set({ expiresAt: clock.now() })
      .where('name = :name AND holder = :holder', { name, holder })
      .execute(),
  );
}

export interface RunUnderLeaseOptions extends LeaseOptions {
  /**
   * 'release' (default): the lease is given back when `work` ends, so the next taker may run at once
   * (mutual exclusion). 'keep': it stays taken until its ttl ends, even after `work` succeeded, so
   * `work` runs at most once per ttl across processes (the scheduler's periodic jobs). A failed
   * `work` always gives the lease back.
   */
  afterwards?: 'release' | 'keep';
}

export type LeaseOutcome<T> = { ran: true; value: T } | { ran: false };

/**
 * Runs `work` only if this process takes the lease `name`; otherwise does nothing and says so.
 * While `work` runs the lease is renewed every ttl/3, so a slow run is not joined by another
 * process. `work`'s error is rethrown after the lease is given back.
 */
export async function runUnderLease<T>(
  dataSource: DataSource,
  name: string,
  ttlMs: number,
  work: () => Promise<T>,
  options: RunUnderLeaseOptions = {},
): Promise<LeaseOutcome<T>> {
  if (!(await tryTakeLease(dataSource, name, ttlMs, options))) return { ran: false };
  const renewal = setInterval(
    () => {
      renewLease(dataSource, name, ttlMs, options).catch(() => undefined);
    },
    Math.max(10, Math.floor(ttlMs / 3)),
  );
  renewal.unref();
  let failed = false;
  try {
    return { ran: true, value: await work() };
  } catch (error) {
    failed = true;
    throw error;
  } finally {
    clearInterval(renewal);
    if (failed || (options.afterwards ?? 'release') === 'release') {
      await releaseLease(dataSource, name, options).catch(() => undefined);
    }
  }
}

import { AsyncLocalStorage } from 'node:async_hooks';
import {
  DataSource,
  EntityManager,
  EntitySubscriberInterface,
  EventSubscriber,
  QueryRunner,
  TransactionCommitEvent,
  TransactionRollbackEvent,
  TransactionStartEvent,
} from 'typeorm';
import { classifyDbError, isRetryable, type DbErrorKind } from '../errors/db-errors';
import { AsyncMutex } from './async-mutex';

/*
 * Transactions on both dialects.
 *
 * MySQL: each transaction gets its own pooled connection; money-like updates must still be
 * conditional (`... WHERE shard_total >= ?`) or take row locks.
 *
 * SQLite: TypeORM's better-sqlite3 driver has ONE query runner on ONE connection shared by every
 * caller, so two interleaved transactions would nest into each other (or fail with "cannot start a
 * transaction within a transaction"). Here every transaction holds a per-DataSource mutex from
 * before its BEGIN to after its COMMIT/ROLLBACK:
 *  - withTransaction takes it before starting (and marks its async context as the holder);
 *  - TypeORM's own top-level transactions (save() of several rows, migrations) take it through
 *    SqliteSerializer.beforeTransactionStart;
 *  - while a withTransaction holds it, queries from other async contexts wait their turn, so they
 *    neither see uncommitted rows nor get swept into someone else's rollback. (Queries during one of
 *    TypeORM's implicit transactions cannot be told apart from that transaction's own and pass.)
 */

interface TransactionContext {
  dataSource: DataSource;
  manager?: EntityManager;
}

const context = new AsyncLocalStorage<TransactionContext>();

interface SqliteLock {
  mutex: AsyncMutex;
  /** who holds the mutex: a withTransaction (its context is known) or one of TypeORM's own transactions */
  holder: 'explicit' | 'implicit' | null;
  implicitRelease: (() => void) | null;
}

const sqliteLocks = new WeakMap<DataSource, SqliteLock>();

function inContextOf(dataSource: DataSource): TransactionContext | undefined {
  const current = context.getStore();
  return current && current.dataSource === dataSource ? current : undefined;
}

function depthOf(queryRunner: QueryRunner): number {
  // TypeORM keeps the nesting depth on its query runners without declaring it on the interface.
  return (queryRunner as unknown as { transactionDepth?: number }).transactionDepth ?? 0;
}

/**
 * How often a transaction is run again after a deadlock, lock-wait timeout or busy SQLite file, and
 * the cap of its jittered back-off. On one server InnoDB makes writers of the same rows wait for each
 * other, so a retry or two is enough. On a Galera cluster writers on different nodes do not wait but
 * fail certification at commit (reported as 1213), so twenty simultaneous grants to the same players
 * need more rounds: with 6 retries capped at 200 ms, 2 of 40 such grants ran out of retries (409) in
 * the cluster test. A DataSource found to be on Galera (db/data-source.ts) gets 10 retries capped at
 * 1 s, about 3 s in all at worst before the 409.
 */
export const TRANSACTION_RETRIES = 6;
const BACKOFF_BASE_MS = 5;
const BACKOFF_CAP_MS = 200;
const GALERA_TRANSACTION_RETRIES = 10;
const GALERA_BACKOFF_CAP_MS = 1000;
const galeraSources = new WeakSet<DataSource>();

/** Gives a DataSource on a Galera cluster the longer retry budget (called where Galera is detected). */
export function useGaleraRetries(dataSource: DataSource): void {
  galeraSources.add(dataSource);
}

/** Full-jitter back-off: a random wait up to base * 2^attempt, capped. */
function backoffMs(attempt: number, capMs = BACKOFF_CAP_MS): number {
  return Math.random() * Math.min(capMs, BACKOFF_BASE_MS * 2 ** attempt);
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** One transaction the database gave up on and withTransaction runs again. */
export interface TransactionRetry {
  /** deadlock, lock_timeout or busy */
  kind: DbErrorKind;
  /** 1 for the first retry */
  attempt: number;
}

const retryListeners = new Set<(retry: TransactionRetry) => void>();

/** Calls `listener` on every retry in this process (logs, metrics, tests); returns the function that stops it. */
export function onTransactionRetry(listener: (retry: TransactionRetry) => void): () => void {
  retryListeners.add(listener);
  return () => retryListeners.delete(listener);
}

/**
 * Runs `work` in one database transaction and returns its result; any throw rolls everything back.
 * A call made while already inside withTransaction on the same DataSource joins the outer
 * transaction instead of opening a second one.
 *
 * This is the one place transactions start (DESIGN.md "Writes"): when the database gives up on the
 * transaction (MySQL/MariaDB deadlock 1213 or lock-wait timeout 1205, which Galera also uses for a
 * lost certification; SQLITE_BUSY from another process) the whole of `work` runs again, up to
 * TRANSACTION_RETRIES times, after a jittered back-off. `work` must therefore only write through the
 * manager (or in its own retried transaction): nothing outside the database may happen in it.
 */
export async function withTransaction<T>(dataSource: DataSource, work: (manager: EntityManager) => Promise<T>): Promise<T> {
  const outer = inContextOf(dataSource);
  if (outer?.manager) return work(outer.manager);
  const galera = galeraSources.has(dataSource);
  const retries = galera ? GALERA_TRANSACTION_RETRIES : TRANSACTION_RETRIES;
  for (let attempt = 0; ; attempt += 1) {
    try {
      return await runTransaction(dataSource, work);
    } catch (error) {
      if (attempt >= retries || !isRetryable(error)) throw error;
      const retry: TransactionRetry = { kind: classifyDbError(error)!, attempt: attempt + 1 };
      for (const listener of retryListeners) listener(retry);
      await sleep(backoffMs(attempt, galera ? GALERA_BACKOFF_CAP_MS : BACKOFF_CAP_MS));
    }
  }
}

async function runTransaction<T>(dataSource: DataSource, work: (manager: EntityManager) => Promise<T>): Promise<T> {
  const lock = sqliteLocks.get(dataSource);
  if (!lock) {
    return context.run({ dataSource }, () =>
      dataSource.transaction((manager) => {
        context.getStore()!.manager = manager;
        return work(manager);
      }),
    );
  }
  const release = await lock.mutex.acquire();
  lock.holder = 'explicit';
  try {
    return await context.run({ dataSource }, () =>
      dataSource.transaction((manager) => {
        context.getStore()!.manager = manager;
        return work(manager);
      }),
    );
  } finally {
    lock.holder = null;
    release();
  }
}

/** The manager of the transaction in progress in this async context, or the plain manager outside one. */
export function currentManager(dataSource: DataSource): EntityManager {
  return inContextOf(dataSource)?.manager ?? dataSource.manager;
}

/** Registered as a subscriber on SQLite only: serializes TypeORM's own top-level transactions. */
@EventSubscriber()
export class SqliteSerializer implements EntitySubscriberInterface {
  async beforeTransactionStart(event: TransactionStartEvent): Promise<void> {
    const lock = sqliteLocks.get(event.connection);
    if (!lock || inContextOf(event.connection) || depthOf(event.queryRunner) > 0) return;
    const release = await lock.mutex.acquire();
    lock.holder = 'implicit';
    lock.implicitRelease = release;
    // The shared runner's flag may have been cleared by the transaction we waited for.
    (event.queryRunner as unknown as { isTransactionActive: boolean }).isTransactionActive = true;
  }

  afterTransactionCommit(event: TransactionCommitEvent): void {
    this.releaseImplicit(event);
  }

  afterTransactionRollback(event: TransactionRollbackEvent): void {
    this.releaseImplicit(event);
  }

  private releaseImplicit(event: TransactionCommitEvent | TransactionRollbackEvent): void {
    const lock = sqliteLocks.get(event.connection);
    if (!lock || lock.holder !== 'implicit' || depthOf(event.queryRunner) > 0) return;
    const release = lock.implicitRelease;
    lock.holder = null;
    lock.implicitRelease = null;
    release?.();
  }
}

/**
 * Sets up the serialization above on an initialized SQLite DataSource (createDataSource calls it).
 * Queries outside any transaction context wait while a withTransaction holds the connection.
 */
export function serializeSqliteTransactions(dataSource: DataSource): void {
  if (sqliteLocks.has(dataSource)) return;
  const lock: SqliteLock = { mutex: new AsyncMutex(), holder: null, implicitRelease: null };
  sqliteLocks.set(dataSource, lock);
  const runner = dataSource.driver.createQueryRunner('master');
  const query = runner.query.bind(runner) as (...args: unknown[]) => Promise<unknown>;
  (runner as unknown as { query: (...args: unknown[]) => Promise<unknown> }).query = async (...args) => {
    if (lock.holder !== 'explicit' || inContextOf(dataSource)) return query(...args);
    const release = await lock.mutex.acquire();
    try {
      return await query(...args);
    } finally {
      release();
    }
  };
}

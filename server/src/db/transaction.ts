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
import { retryableKindOf, type DbErrorKind } from '../errors/db-errors';
import { AsyncMutex } from './async-mutex';

/*
 * Transactions on both dialects, passed explicitly.
 *
 * withTransaction hands its callback the transaction's EntityManager; everything that reads or
 * writes as part of that transaction receives that manager as a parameter (a service method takes
 * `manager: EntityManager` and passes it down). Nothing finds "the current transaction" by itself:
 * code outside a transaction uses `dataSource.manager`, code inside uses the manager it was given.
 * A second withTransaction on the same DataSource while one is running in the same call chain is
 * refused (NestedTransactionError): pass the outer manager instead.
 *
 * MySQL: each transaction gets its own pooled connection; money-like updates must still be
 * conditional (`... WHERE shard_total >= ?`) or take row locks.
 *
 * SQLite: TypeORM's better-sqlite3 driver has ONE connection, and by default ONE query runner shared
 * by every caller, so two interleaved transactions would nest into each other (or fail with "cannot
 * start a transaction within a transaction"). Here:
 *  - withTransaction runs on a query runner of its own (same connection, its own transaction state),
 *    holding a per-DataSource mutex from before its BEGIN to after its COMMIT/ROLLBACK;
 *  - TypeORM's own top-level transactions on the shared runner (save() of several rows, migrations)
 *    take the mutex through SqliteSerializer.beforeTransactionStart;
 *  - while a withTransaction holds it, queries on the shared runner (everything not made through the
 *    transaction's manager) wait their turn, so they neither see uncommitted rows nor get swept into
 *    someone else's rollback. (Queries during one of TypeORM's implicit transactions cannot be told
 *    apart from that transaction's own and pass.)
 *
 * The only async context kept is a tripwire (`running`): it marks the call chain of a running
 * withTransaction so that a nested withTransaction, or a query that bypasses the transaction's
 * manager on SQLite (which would otherwise wait for the transaction that waits for it, forever),
 * fails at once with an error naming the mistake. It never supplies a manager.
 */

/** Thrown when code inside withTransaction opens a second transaction or bypasses its manager. */
export class NestedTransactionError extends Error {
  constructor(what: string) {
    super(`${what} inside withTransaction on the same database: pass the transaction's manager down instead`);
    this.name = 'NestedTransactionError';
  }
}

interface RunningTransaction {
  dataSource: DataSource;
  /** false once the transaction has ended (promises started inside it may outlive it) */
  active: boolean;
}

const running = new AsyncLocalStorage<RunningTransaction>();

function isRunningOn(dataSource: DataSource): boolean {
  const current = running.getStore();
  return current !== undefined && current.active && current.dataSource === dataSource;
}

interface SqliteLock {
  mutex: AsyncMutex;
  /** who holds the mutex: a withTransaction or one of TypeORM's own transactions on the shared runner */
  holder: 'explicit' | 'implicit' | null;
  implicitRelease: (() => void) | null;
  /** the query runner withTransaction uses (one at a time, under the mutex) */
  runner: QueryRunner;
}

const sqliteLocks = new WeakMap<DataSource, SqliteLock>();

function depthOf(queryRunner: QueryRunner): number {
  // TypeORM keeps the nesting depth on its query runners without declaring it on the interface.
  return (queryRunner as unknown as { transactionDepth?: number }).transactionDepth ?? 0;
}

/**
 * How often a transaction is run again after a deadlock, lock-wait timeout or busy SQLite file, and
 * the cap of its jittered back-off. On one server InnoDB makes writers of the same rows wait for each
 * other, so a retry or two is enough. On a Galera cluster writers on different nodes do not wait but
 * fail certification at commit (reported as 1213), so twenty simultaneous grants to the same players
 * need more rounds than 6 retries capped at 200 ms give them in the cluster test. A DataSource found
 * to be on Galera (db/data-source.ts) gets 10 retries capped at 1 s, about 3 s in all at worst before
 * the 409.
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
 * `work` receives the transaction's manager and must do all its reads and writes through it
 * (passing it to whatever it calls). Calling withTransaction again on the same DataSource from
 * inside `work` throws NestedTransactionError: the callee should take the manager as a parameter.
 *
 * This is the one place transactions start (DESIGN.md "Writes"): when the database gives up on the
 * transaction (MySQL/MariaDB deadlock 1213 or lock-wait timeout 1205, which Galera also uses for a
 * lost certification; SQLITE_BUSY from another process) the whole of `work` runs again, up to
 * TRANSACTION_RETRIES times, after a jittered back-off. `work` must therefore only write through the
 * manager (or in its own retried transaction): nothing outside the database may happen in it.
 */
export async function withTransaction<T>(dataSource: DataSource, work: (manager: EntityManager) => Promise<T>): Promise<T> {
  if (isRunningOn(dataSource)) throw new NestedTransactionError('withTransaction');
  const galera = galeraSources.has(dataSource);
  const retries = galera ? GALERA_TRANSACTION_RETRIES : TRANSACTION_RETRIES;
  for (let attempt = 0; ; attempt += 1) {
    try {
      return await runTransaction(dataSource, work);
    } catch (error) {
      const kind = retryableKindOf(error);
      if (attempt >= retries || kind === null) throw error;
      const retry: TransactionRetry = { kind, attempt: attempt + 1 };
      for (const listener of retryListeners) listener(retry);
      await sleep(backoffMs(attempt, galera ? GALERA_BACKOFF_CAP_MS : BACKOFF_CAP_MS));
    }
  }
}

async function runTransaction<T>(dataSource: DataSource, work: (manager: EntityManager) => Promise<T>): Promise<T> {
  const mark: RunningTransaction = { dataSource, active: true };
  const lock = sqliteLocks.get(dataSource);
  if (!lock) {
    try {
      return await running.run(mark, () => dataSource.transaction(work));
    } finally {
      mark.active = false;
    }
  }
  const release = await lock.mutex.acquire();
  lock.holder = 'explicit';
  try {
    return await running.run(mark, () => lock.runner.manager.transaction(work));
  } finally {
    mark.active = false;
    lock.holder = null;
    release();
  }
}

/** Registered as a subscriber on SQLite only: serializes TypeORM's own top-level transactions. */
@EventSubscriber()
export class SqliteSerializer implements EntitySubscriberInterface {
  async beforeTransactionStart(event: TransactionStartEvent): Promise<void> {
    const lock = sqliteLocks.get(event.connection);
    if (!lock || event.queryRunner === lock.runner || depthOf(event.queryRunner) > 0) return;
    if (isRunningOn(event.connection)) throw new NestedTransactionError('a transaction outside its manager');
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
 * Queries on the shared runner wait while a withTransaction holds the connection.
 */
export function serializeSqliteTransactions(dataSource: DataSource): void {
  if (sqliteLocks.has(dataSource)) return;
  const shared = dataSource.driver.createQueryRunner('master');
  // A second runner of the driver's own class: same connection, its own transaction state.
  const RunnerClass = shared.constructor as new (driver: DataSource['driver']) => QueryRunner;
  const runner = new RunnerClass(dataSource.driver);
  Object.assign(runner, { manager: dataSource.createEntityManager(runner) });
  const lock: SqliteLock = { mutex: new AsyncMutex(), holder: null, implicitRelease: null, runner };
  sqliteLocks.set(dataSource, lock);
  const query = shared.query.bind(shared) as (...args: unknown[]) => Promise<unknown>;
  (shared as unknown as { query: (...args: unknown[]) => Promise<unknown> }).query = async (...args) => {
    if (lock.holder !== 'explicit') return query(...args);
    if (isRunningOn(dataSource)) throw new NestedTransactionError('a query outside its manager');
    const release = await lock.mutex.acquire();
    try {
      return await query(...args);
    } finally {
      release();
    }
  };
}

import { randomBytes } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { hostname } from 'node:os';
import { dirname } from 'node:path';
import { DataSource, DataSourceOptions } from 'typeorm';
import { isRetryable } from '../errors/db-errors';
import type { DatabaseConfig } from '../config';
import { ENTITIES } from './entities';
import { MYSQL_MIGRATIONS } from './migrations/mysql';
import { SQLITE_MIGRATIONS } from './migrations/sqlite';
import { SnakeNamingStrategy } from './naming-strategy';
import { retryStatement } from './retry';
import { ObjectIdSubscriber } from './object-id.subscriber';
import { serializeSqliteTransactions, SqliteSerializer, useGaleraRetries } from './transaction';
import { fastPathOn } from '../fast-paths';
import { preparePlanStable } from '../fast-paths/sqlite-statements';

/** SQLite waits this long for another process's lock before failing with SQLITE_BUSY. */
export const SQLITE_BUSY_TIMEOUT_MS = 5000;

export interface DataSourceFactoryOptions {
  /** know the migrations (default true); false only for the migration generator */
  migrate?: boolean;
  /** run the pending ones, under the migration lock (default: as migrate); false: MIGRATE_ON_START=false */
  runMigrations?: boolean;
  logging?: boolean;
}

/**
 * What the server is: MariaDB and MySQL differ in what TypeORM reads back from information_schema,
 * and a Galera cluster node needs read-your-writes turned on per connection.
 */
async function describeServer(url: string): Promise<{ mariadb: boolean; galera: boolean }> {
  const mysql = await import('mysql2/promise');
  const connection = await mysql.createConnection(url);
  try {
    const [rows] = await connection.query('SELECT VERSION() AS version');
    const [wsrep] = await connection.query("SHOW VARIABLES LIKE 'wsrep_on'");
    return {
      mariadb: /mariadb/i.test((rows as Array<{ version: string }>).at(0)?.version ?? ''),
      galera: ((wsrep as Array<{ Value?: string }>).at(0)?.Value ?? '').toUpperCase() === 'ON',
    };
  } finally {
    await connection.end();
  }
}

/** The Galera clusters this process has seen, by DataSource (health checks and tests ask). */
const galeraSources = new WeakSet<DataSource>();

export function isGalera(dataSource: DataSource): boolean {
  return galeraSources.has(dataSource);
}

export type MysqlFlavour = 'mysql' | 'mariadb';

/** TypeORM options for the configured database (async: on MySQL URLs it asks the server whether it is MariaDB). */
export async function dataSourceOptions(database: DatabaseConfig, options: DataSourceFactoryOptions = {}): Promise<DataSourceOptions> {
  const server = database.type === 'mysql' ? await describeServer(database.url) : null;
  return buildDataSourceOptions(database, server ? (server.mariadb ? 'mariadb' : 'mysql') : null, options);
}

/** TypeORM options when the MySQL flavour is already known (the migration CLI's data source uses this). */
export function buildDataSourceOptions(
  database: DatabaseConfig,
  flavour: MysqlFlavour | null,
  options: DataSourceFactoryOptions = {},
): DataSourceOptions {
  const migrate = options.migrate ?? true;
  const common = {
    entities: ENTITIES,
    namingStrategy: new SnakeNamingStrategy(),
    synchronize: false,
    // createDataSource runs them itself, under a lock (see runMigrations).
    migrationsRun: false,
    migrationsTransactionMode: 'each' as const,
    logging: options.logging ?? false,
  };
  if (database.type === 'sqlite') {
    if (database.path !== ':memory:') mkdirSync(dirname(database.path), { recursive: true });
    return {
      ...common,
      type: 'better-sqlite3',
      database: database.path,
      migrations: migrate ? SQLITE_MIGRATIONS : [],
      subscribers: [ObjectIdSubscriber, SqliteSerializer],
      // TypeORM turns foreign keys on itself; WAL lets readers run beside the writer;
      // better-sqlite3's timeout is SQLite's busy_timeout.
      enableWAL: database.path !== ':memory:',
      timeout: SQLITE_BUSY_TIMEOUT_MS,
      // Statements keep their plan when their parameters are bound again (fast-paths/sqlite-statements.ts).
      ...(fastPathOn('sqlite-statements') ? { prepareDatabase: preparePlanStable } : {}),
    };
  }
  return {
    ...common,
    type: flavour ?? 'mysql',
    url: database.url,
    connectorPackage: 'mysql2',
    charset: 'utf8mb4_unicode_ci',
    // Datetimes are written and read as UTC whatever the server's time zone.
    timezone: 'Z',
    // JSON columns handed over as their text, as SQLite hands them: mysql2 would parse each one on
    // every read (MariaDB tells it the column is JSON), where the hot row readers share one parsed,
    // frozen value per unchanged text (fast-paths/shared-json.ts) and TypeORM parses text itself.
    extra: { jsonStrings: true },
    subscribers: [ObjectIdSubscriber],
    migrations: migrate ? MYSQL_MIGRATIONS : [],
  };
}

/**
 * The one DataSource factory: connects, runs pending migrations (never synchronize) and returns the
 * initialized DataSource. Call `destroy()` on shutdown.
 */
export async function createDataSource(
  database: DatabaseConfig | { database: DatabaseConfig },
  options: DataSourceFactoryOptions = {},
): Promise<DataSource> {
  const config = 'database' in database ? database.database : database;
  const server = config.type === 'mysql' ? await describeServer(config.url) : null;
  const dataSource = new DataSource(buildDataSourceOptions(config, server ? (server.mariadb ? 'mariadb' : 'mysql') : null, options));
  if (server) useSessionSettings(dataSource, server.galera);
  if (server?.galera) {
    galeraSources.add(dataSource);
    useGaleraRetries(dataSource);
  }
  await dataSource.initialize();
  try {
    if (options.runMigrations ?? options.migrate ?? true) await runMigrations(dataSource);
  } catch (error) {
    await dataSource.destroy();
    throw error;
  }
  if (isSqlite(dataSource)) serializeSqliteTransactions(dataSource);
  return dataSource;
}

interface MysqlPool {
  on(event: 'connection', listener: (connection: { query(sql: string): unknown }) => void): void;
  getConnection(callback: (error: Error | null, connection: { release(): void }) => void): void;
  end(callback: () => void): void;
}

/** wsrep_sync_wait's bits: 1 reads (SELECT, SHOW, BEGIN), 2 UPDATE and DELETE. */
const GALERA_SYNC_WAIT = 3;

/**
 * Every MySQL connection runs with time_zone '+00:00', so CURRENT_TIMESTAMP defaults (created_at,
 * updated_at) are UTC like the values mysql2 writes (timezone 'Z'), whatever the server's zone.
 * On a Galera node, wsrep_sync_wait = GALERA_SYNC_WAIT makes each read, UPDATE and DELETE wait until
 * the node has applied what the cluster committed before it, so a session (or anything) written
 * through one node is seen at once through another, and an UPDATE outside a transaction finds the row
 * another node has just inserted (with reads alone, 1, such an UPDATE could match nothing). TypeORM
 * has no per-connection init hook, so its pool creation is wrapped (same checks as its own).
 */
function useSessionSettings(dataSource: DataSource, galera: boolean): void {
  const driver = dataSource.driver as unknown as {
    mysql: { createPool(options: unknown): MysqlPool };
    createPool(options: unknown): Promise<MysqlPool>;
  };
  driver.createPool = (connectionOptions) => {
    const pool = driver.mysql.createPool(connectionOptions);
    // Emitted before the connection is handed out; commands on one connection run in order.
    pool.on('connection', (connection) => {
      connection.query("SET time_zone = '+00:00'");
      if (galera) connection.query(`SET SESSION wsrep_sync_wait = ${GALERA_SYNC_WAIT}`);
    });
    return new Promise((resolve, reject) => {
      pool.getConnection((error, connection) => {
        if (error) {
          pool.end(() => reject(error));
          return;
        }
        connection.release();
        resolve(pool);
      });
    });
  };
}

/** How long a starting server waits for another process that is migrating the same database. */
const MIGRATION_LOCK_WAIT_MS = 10 * 60 * 1000;
/** The lock's lease: renewed while migrations run, so only a process that died leaves it to expire. */
const MIGRATION_LOCK_SECONDS = 60;
const MIGRATION_LOCK_POLL_MS = 250;
export const MIGRATION_LOCK_TABLE = 'migration_lock';

/** The lock row's statements: MySQL reads time from the server (processes on several machines), SQLite from this machine, which holds its file. */
interface MigrationLockSql {
  create: string;
  seed: string;
  take(holder: string): [string, unknown[]];
  renew(holder: string): [string, unknown[]];
  release(holder: string): [string, unknown[]];
}

const MYSQL_MIGRATION_LOCK: MigrationLockSql = {
  create: `CREATE TABLE IF NOT EXISTS ${MIGRATION_LOCK_TABLE} (id int NOT NULL PRIMARY KEY, holder varchar(100) NOT NULL, expires_at datetime(3) NOT NULL) ENGINE = InnoDB`,
  seed: `INSERT IGNORE INTO ${MIGRATION_LOCK_TABLE} VALUES (1, '', '1970-01-02 00:00:00')`,
  take: (holder) => [
    `UPDATE ${MIGRATION_LOCK_TABLE} SET holder = ?, expires_at = NOW(3) + INTERVAL ${MIGRATION_LOCK_SECONDS} SECOND WHERE id = 1 AND expires_at < NOW(3)`,
    [holder],
  ],
  renew: (holder) => [
    `UPDATE ${MIGRATION_LOCK_TABLE} SET expires_at = NOW(3) + INTERVAL ${MIGRATION_LOCK_SECONDS} SECOND WHERE id = 1 AND holder = ?`,
    [holder],
  ],
  release: (holder) => [`UPDATE ${MIGRATION_LOCK_TABLE} SET expires_at = '1970-01-02 00:00:00' WHERE id = 1 AND holder = ?`, [holder]],
};

/** expires_at in epoch milliseconds. */
const SQLITE_MIGRATION_LOCK: MigrationLockSql = {
  create: `CREATE TABLE IF NOT EXISTS ${MIGRATION_LOCK_TABLE} (id integer PRIMARY KEY NOT NULL, holder varchar(100) NOT NULL, expires_at bigint NOT NULL)`,
  seed: `INSERT OR IGNORE INTO ${MIGRATION_LOCK_TABLE} VALUES (1, '', 0)`,
  take: (holder) => [
    `UPDATE ${MIGRATION_LOCK_TABLE} SET holder = ?, expires_at = ? WHERE id = 1 AND expires_at < ?`,
    [holder, Date.now() + MIGRATION_LOCK_SECONDS * 1000, Date.now()],
  ],
  renew: (holder) => [
    `UPDATE ${MIGRATION_LOCK_TABLE} SET expires_at = ? WHERE id = 1 AND holder = ?`,
    [Date.now() + MIGRATION_LOCK_SECONDS * 1000, holder],
  ],
  release: (holder) => [`UPDATE ${MIGRATION_LOCK_TABLE} SET expires_at = 0 WHERE id = 1 AND holder = ?`, [holder]],
};

/**
 * Runs pending migrations, each in its own transaction. Several server processes may start at once
 * against one database: on MySQL on one server or on different nodes of a Galera cluster (where
 * GET_LOCK is local to a node); on SQLite a restart overlapping the old process, a second process
 * or the CLI on the same file (SQLite's own locking does not cover it: both read an empty
 * `migrations` table, and the second's CREATE TABLE then fails). A lock row in its own table, taken
 * by a conditional UPDATE (which Galera certifies cluster-wide: of two nodes' takers one commit
 * fails and is retried), lets one migrate while the others wait and then find nothing pending. The
 * table is created if absent, outside the migrations, since it must exist before them.
 */
async function runMigrations(dataSource: DataSource): Promise<void> {
  const sql = isSqlite(dataSource) ? SQLITE_MIGRATION_LOCK : MYSQL_MIGRATION_LOCK;
  const runner = dataSource.createQueryRunner();
  const holder = `${hostname().slice(0, 60)}:${process.pid}:${randomBytes(6).toString('hex')}`;
  const run = async ([statement, parameters]: [string, unknown[]]) => runner.query(statement, parameters, true);
  try {
    await retryStatement(() => runner.query(sql.create));
    await retryStatement(() => runner.query(sql.seed));
    const giveUpAt = Date.now() + MIGRATION_LOCK_WAIT_MS;
    while (!(await takeMigrationLock(() => run(sql.take(holder))))) {
      if (Date.now() > giveUpAt) throw new Error('Timed out waiting for another process to finish migrating the database');
      await new Promise((resolve) => setTimeout(resolve, MIGRATION_LOCK_POLL_MS));
    }
    const renewal = setInterval(
      () => {
        run(sql.renew(holder)).catch(() => undefined);
      },
      (MIGRATION_LOCK_SECONDS * 1000) / 3,
    );
    try {
      await dataSource.runMigrations({ transaction: 'each' });
    } finally {
      clearInterval(renewal);
      await retryStatement(() => run(sql.release(holder)));
    }
  } finally {
    await runner.release();
  }
}

async function takeMigrationLock(take: () => Promise<{ affected?: number }>): Promise<boolean> {
  try {
    return ((await take()).affected ?? 0) === 1;
  } catch (error) {
    // Another node's taker won the certification, or another process holds SQLite's write lock: the lock is taken.
    if (isRetryable(error)) return false;
    throw error;
  }
}

/**
 * The migrations this code knows that the database has not run (the readiness check: a database
 * that has run newer ones is fine, so old processes stay ready during a rolling deploy). On Galera
 * the read skips wsrep_sync_wait: while the cluster waits to evict a lost node every commit stalls,
 * and a readiness check that waited with them would take every process out of the load balancer at
 * once. A node that is not part of the cluster still refuses the read (1047), so its process is not ready.
 */
export async function missingMigrations(dataSource: DataSource): Promise<string[]> {
  const known = dataSource.migrations.map((migration) => migration.name ?? migration.constructor.name);
  let rows: Array<{ name: string }>;
  if (isGalera(dataSource)) {
    const runner = dataSource.createQueryRunner();
    try {
      await runner.query('SET SESSION wsrep_sync_wait = 0');
      try {
        rows = (await runner.query('SELECT name FROM migrations')) as Array<{ name: string }>;
      } finally {
        await runner.query(`SET SESSION wsrep_sync_wait = ${GALERA_SYNC_WAIT}`);
      }
    } finally {
      await runner.release();
    }
  } else {
    rows = await dataSource.query('SELECT name FROM migrations');
  }
  const applied = new Set(rows.map((row) => row.name));
  return known.filter((name) => !applied.has(name));
}

export function isSqlite(dataSource: DataSource): boolean {
  return dataSource.options.type === 'better-sqlite3';
}

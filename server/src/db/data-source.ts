import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import { DataSource, DataSourceOptions } from 'typeorm';
import type { DatabaseConfig } from '../config';
import { ENTITIES } from './entities';
import { MYSQL_MIGRATIONS } from './migrations/mysql';
import { SQLITE_MIGRATIONS } from './migrations/sqlite';
import { SnakeNamingStrategy } from './naming-strategy';
import { ObjectIdSubscriber } from './object-id.subscriber';
import { serializeSqliteTransactions, SqliteSerializer } from './transaction';

/** SQLite waits this long for another process's lock before failing with SQLITE_BUSY. */
export const SQLITE_BUSY_TIMEOUT_MS = 5000;

export interface DataSourceFactoryOptions {
  /** run pending migrations during initialize (default true); false only for the migration generator */
  migrate?: boolean;
  logging?: boolean;
}

/** MariaDB and MySQL differ in what TypeORM reads back from information_schema; ask the server which it is. */
async function isMariaDb(url: string): Promise<boolean> {
  const mysql = await import('mysql2/promise');
  const connection = await mysql.createConnection(url);
  try {
    const [rows] = await connection.query('SELECT VERSION() AS version');
    return /mariadb/i.test(String((rows as Array<{ version: string }>)[0]?.version));
  } finally {
    await connection.end();
  }
}

export type MysqlFlavour = 'mysql' | 'mariadb';

/** TypeORM options for the configured database (async: on MySQL URLs it asks the server whether it is MariaDB). */
export async function dataSourceOptions(
  database: DatabaseConfig,
  options: DataSourceFactoryOptions = {},
): Promise<DataSourceOptions> {
  const flavour: MysqlFlavour | null = database.type === 'mysql' ? ((await isMariaDb(database.url)) ? 'mariadb' : 'mysql') : null;
  return buildDataSourceOptions(database, flavour, options);
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
  const dataSource = new DataSource(await dataSourceOptions(config, options));
  if (!isSqlite(dataSource)) useUtcSessions(dataSource);
  await dataSource.initialize();
  try {
    if (options.migrate ?? true) await runMigrations(dataSource);
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

/**
 * Every MySQL connection runs with time_zone '+00:00', so CURRENT_TIMESTAMP defaults (created_at,
 * updated_at) are UTC like the values mysql2 writes (timezone 'Z'), whatever the server's zone.
 * TypeORM has no per-connection init hook, so its pool creation is wrapped (same checks as its own).
 */
function useUtcSessions(dataSource: DataSource): void {
  const driver = dataSource.driver as unknown as {
    mysql: { createPool(options: unknown): MysqlPool };
    createPool(options: unknown): Promise<MysqlPool>;
  };
  driver.createPool = (connectionOptions) => {
    const pool = driver.mysql.createPool(connectionOptions);
    // Emitted before the connection is handed out; commands on one connection run in order.
    pool.on('connection', (connection) => connection.query("SET time_zone = '+00:00'"));
    return new Promise((resolve, reject) => {
      pool.getConnection((error, connection) => {
        if (error) return pool.end(() => reject(error));
        connection.release();
        resolve(pool);
      });
    });
  };
}

/** How long a starting server waits for another process that is migrating the same database. */
const MIGRATION_LOCK_TIMEOUT_SECONDS = 120;

/**
 * Runs pending migrations, each in its own transaction. On MySQL several server processes may
 * start at once against one database; a named lock (per database) lets one migrate while the others
 * wait and then find nothing pending. SQLite is one machine's file: its own locking suffices.
 */
async function runMigrations(dataSource: DataSource): Promise<void> {
  if (isSqlite(dataSource)) {
    await dataSource.runMigrations({ transaction: 'each' });
    return;
  }
  const runner = dataSource.createQueryRunner();
  try {
    const [{ acquired }] = await runner.query(
      `SELECT GET_LOCK(CONCAT('larp_migrate:', DATABASE()), ${MIGRATION_LOCK_TIMEOUT_SECONDS}) AS acquired`,
    );
    if (Number(acquired) !== 1) {
      throw new Error('Timed out waiting for another process to finish migrating the database');
    }
    try {
      await dataSource.runMigrations({ transaction: 'each' });
    } finally {
      await runner.query(`SELECT RELEASE_LOCK(CONCAT('larp_migrate:', DATABASE()))`);
    }
  } finally {
    await runner.release();
  }
}

export function isSqlite(dataSource: DataSource): boolean {
  return dataSource.options.type === 'better-sqlite3';
}

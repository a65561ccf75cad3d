import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { randomBytes } from 'node:crypto';
import type { DataSource } from 'typeorm';
import type { AppConfig, DatabaseConfig } from '../../src/config';
import { createDataSource } from '../../src/db';
import { copyMysqlTemplate, copySqliteTemplate } from './database-template';

/**
 * Each test file gets its own migrated database (a copy of one migrated once per run): SQLite always, MariaDB/MySQL as well when
 * TEST_MYSQL_URL is set (e.g. mysql://root@127.0.0.1:3306/test). Typical use:
 *
 *   describe.each(databases())('accounts on %s', (kind) => {
 *     const db = useTestDatabase(kind);
 *     it('...', async () => { const app = await buildApp({ config: db.config, dataSource: db.dataSource }); ... });
 *   });
 */
export type DatabaseKind = 'sqlite' | 'mysql';

export function databases(): DatabaseKind[] {
  return process.env.TEST_MYSQL_URL ? ['sqlite', 'mysql'] : ['sqlite'];
}

export interface TestDatabase {
  kind: DatabaseKind;
  database: DatabaseConfig;
  /** a temporary DATA_DIR (outbox, uploads) removed with the database */
  dataDir: string;
  /** the migrated DataSource; close it with `dispose()` (useTestDatabase does that for you) */
  dataSource: DataSource;
  /** an AppConfig for this database, with test defaults */
  config: AppConfig;
  /** another DataSource on the same database (a restarted server or a second process); closed by dispose() */
  open(): Promise<DataSource>;
  /** closes every DataSource opened here and drops the database */
  dispose(): Promise<void>;
}

async function withMysqlServer(url: string, sql: string): Promise<void> {
  const mysql = await import('mysql2/promise');
  const connection = await mysql.createConnection(url);
  try {
    await connection.query(sql);
  } finally {
    await connection.end();
  }
}

function uniqueName(): string {
  const file = basename(expect.getState().testPath ?? 'test').replace(/\.test\.ts$/, '');
  return `t_${file.replace(/[^a-zA-Z0-9]/g, '_').slice(0, 30)}_${randomBytes(4).toString('hex')}`;
}

export function testConfig(database: DatabaseConfig, dataDir: string, overrides: Partial<AppConfig> = {}): AppConfig {
  return {
    port: 0,
    host: '127.0.0.1',
    migrateOnStart: true,
    drainSeconds: 0,
    database,
    dataDir,
    smtpUrl: null,
    publicUrl: 'http://localhost:4000',
    adminEmails: [],
    sessionSecret: 'test-session-secret-test-session-secret',
    trustProxy: false,
    rulebookLinks: [],
    webhookAllowNetworks: [],
    // Downloads write local times: the tests name the zone rather than take the machine's.
    siteTimeZone: 'UTC',
    ...overrides,
  };
}

/** A new, empty database (nothing migrated) and the function that drops it. */
export async function createEmptyDatabase(
  kind: DatabaseKind,
  dataDir: string,
): Promise<{ database: DatabaseConfig; drop: () => Promise<void> }> {
  if (kind === 'sqlite') {
    return { database: { type: 'sqlite', path: join(dataDir, `${uniqueName()}.sqlite`) }, drop: () => Promise.resolve() };
  }
  const name = uniqueName();
  const serverUrl = new URL(process.env.TEST_MYSQL_URL ?? '');
  await withMysqlServer(serverUrl.toString(), `CREATE DATABASE \`${name}\` CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci`);
  const url = new URL(serverUrl.toString());
  url.pathname = `/${name}`;
  return {
    database: { type: 'mysql', url: url.toString() },
    drop: () => withMysqlServer(serverUrl.toString(), `DROP DATABASE IF EXISTS \`${name}\``),
  };
}

/**
 * A new, migrated database of the given kind: a copy of the run's migrated template
 * (database-template.ts), opened as the server opens its database.
 */
export async function createTestDatabase(kind: DatabaseKind): Promise<TestDatabase> {
  const dataDir = mkdtempSync(join(tmpdir(), 'larp-test-'));
  const { database, drop } = await createEmptyDatabase(kind, dataDir);
  try {
    if (database.type === 'sqlite') await copySqliteTemplate(database.path);
    else await copyMysqlTemplate(process.env.TEST_MYSQL_URL ?? '', new URL(database.url).pathname.slice(1));
  } catch (error) {
    await drop();
    throw error;
  }
  const opened: DataSource[] = [];
  const open = async () => {
    const dataSource = await createDataSource(database);
    opened.push(dataSource);
    return dataSource;
  };
  const dataSource = await open();
  return {
    kind,
    database,
    dataDir,
    dataSource,
    config: testConfig(database, dataDir),
    open,
    async dispose() {
      for (const source of opened) if (source.isInitialized) await source.destroy();
      await drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * Registers beforeAll/afterAll hooks giving the enclosing describe block its own migrated database.
 * The returned object's fields are available inside tests and later hooks.
 */
export function useTestDatabase(kind: DatabaseKind): TestDatabase {
  let current: TestDatabase | undefined;
  beforeAll(async () => {
    current = await createTestDatabase(kind);
  });
  afterAll(async () => {
    await current?.dispose();
    current = undefined;
  });
  const get = (): TestDatabase => {
    if (!current) throw new Error('useTestDatabase: the database exists only inside tests and hooks');
    return current;
  };
  return {
    kind,
    get database() {
      return get().database;
    },
    get dataDir() {
      return get().dataDir;
    },
    get dataSource() {
      return get().dataSource;
    },
    get config() {
      return get().config;
    },
    open: () => get().open(),
    dispose: () => get().dispose(),
  };
}

/** Deletes every row of every entity table (for tests that need a clean slate between cases). */
export async function clearTables(dataSource: DataSource): Promise<void> {
  const sqlite = dataSource.options.type === 'better-sqlite3';
  // One query runner, because MySQL's FOREIGN_KEY_CHECKS is per connection.
  const runner = dataSource.createQueryRunner();
  try {
    await runner.query(sqlite ? 'PRAGMA foreign_keys = OFF' : 'SET FOREIGN_KEY_CHECKS = 0');
    for (const entity of dataSource.entityMetadatas) {
      await runner.query(`DELETE FROM ${dataSource.driver.escape(entity.tableName)}`);
    }
  } finally {
    await runner.query(sqlite ? 'PRAGMA foreign_keys = ON' : 'SET FOREIGN_KEY_CHECKS = 1');
    await runner.release();
  }
}

/** What either database says when a unique index refuses a row (SQLite, MariaDB/MySQL 1062). */
export const DUPLICATE_KEY_ERROR = /UNIQUE constraint failed|Duplicate entry/;
/** What either database says when a foreign key points at nothing (SQLite, MariaDB/MySQL 1452). */
export const FOREIGN_KEY_ERROR = /FOREIGN KEY constraint failed|foreign key constraint fails/;

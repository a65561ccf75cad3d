import { DataSource } from 'typeorm';
import type { EntityManager } from 'typeorm';
import { createDataSource, NestedTransactionError, newObjectId, User, withTransaction } from '../src/db';
import { MYSQL_MIGRATIONS } from '../src/db/migrations/mysql';
import { SQLITE_MIGRATIONS } from '../src/db/migrations/sqlite';
import { clearTables, createEmptyDatabase, databases, DUPLICATE_KEY_ERROR, useTestDatabase } from './support';

function userRow(overrides: Partial<User> = {}): Partial<User> {
  return {
    firstName: 'Ada',
    lastName: 'Lovelace',
    email: `${newObjectId()}@example.test`,
    passwordHash: 'not-a-real-hash',
    roles: [],
    ...overrides,
  };
}

async function pendingSchemaChanges(dataSource: DataSource): Promise<string[]> {
  const log = await dataSource.driver.createSchemaBuilder().log();
  return log.upQueries.map((query) => query.query);
}

/**
 * Every table's definition as the database prints it, and every row a fresh database holds (the
 * applied migrations, the migration lock), apart from the names and times that differ per database.
 */
async function schemaAndRows(dataSource: DataSource): Promise<Record<string, unknown>> {
  const sqlite = dataSource.options.type === 'better-sqlite3';
  const tables: string[] = sqlite
    ? (await dataSource.query("SELECT name FROM sqlite_master WHERE type = 'table' ORDER BY name")).map((row: { name: string }) => row.name)
    : (
        await dataSource.query(
          'SELECT table_name AS name FROM information_schema.tables WHERE table_schema = DATABASE() ORDER BY table_name',
        )
      ).map((row: { name: string }) => row.name);
  const result: Record<string, unknown> = {};
  for (const table of tables) {
    const definition = sqlite
      ? await dataSource.query('SELECT type, name, sql FROM sqlite_master WHERE tbl_name = ? ORDER BY type, name', [table])
      : (await dataSource.query(`SHOW CREATE TABLE ${dataSource.driver.escape(table)}`))[0]['Create Table'];
    const rows = await dataSource.query(`SELECT * FROM ${dataSource.driver.escape(table)}`);
    result[table] = { definition, rows: table === 'migrations' ? rows : rows.length };
  }
  return result;
}

describe.each(databases())('database on %s', (kind) => {
  const db = useTestDatabase(kind);
  const migrations = kind === 'sqlite' ? SQLITE_MIGRATIONS : MYSQL_MIGRATIONS;

  it('migrates an empty database to exactly the entities’ schema', async () => {
    const { database, drop } = await createEmptyDatabase(kind, db.dataDir);
    try {
      const migrated = await createDataSource(database);
      try {
        const applied = await migrated.query('SELECT name FROM migrations ORDER BY id');
        expect(applied.map((row: { name: string }) => row.name)).toEqual(migrations.map((migration) => migration.name));
        expect(await pendingSchemaChanges(migrated)).toEqual([]);
      } finally {
        await migrated.destroy();
      }
    } finally {
      await drop();
    }
  });

  it('gives each test a database like one migrated from empty (a copy of the run’s migrated template)', async () => {
    const { database, drop } = await createEmptyDatabase(kind, db.dataDir);
    try {
      const migrated = await createDataSource(database);
      try {
        expect(await schemaAndRows(db.dataSource)).toEqual(await schemaAndRows(migrated));
      } finally {
        await migrated.destroy();
      }
    } finally {
      await drop();
    }
    expect(await pendingSchemaChanges(db.dataSource)).toEqual([]);
  });

  it('runs no migration twice when the server starts again on the same database', async () => {
    const restarted = await db.open();
    expect(await restarted.showMigrations()).toBe(false);
    const [{ count }] = await restarted.query('SELECT COUNT(*) AS count FROM migrations');
    expect(Number(count)).toBe(migrations.length);
  });

  it('migrates once when two servers start at the same moment on an empty database', async () => {
    // MySQL only: two processes share one server. (A second SQLite connection in this process
    // would block the event loop on the file lock, and SQLite deployments run one server.)
    if (kind !== 'mysql') return;
    const { database, drop } = await createEmptyDatabase(kind, db.dataDir);
    try {
      const both = await Promise.all([createDataSource(database), createDataSource(database)]);
      const [{ count }] = await both[0].query('SELECT COUNT(*) AS count FROM migrations');
      expect(Number(count)).toBe(migrations.length);
      for (const source of both) {
        expect(await pendingSchemaChanges(source)).toEqual([]);
        await source.destroy();
      }
    } finally {
      await drop();
    }
  });

  it('runs every MySQL connection in UTC, so database-set times agree with ours', async () => {
    if (kind !== 'mysql') return;
    const zones = await Promise.all(Array.from({ length: 4 }, () => db.dataSource.query('SELECT @@session.time_zone AS zone')));
    expect(zones.map(([{ zone }]) => zone)).toEqual(['+00:00', '+00:00', '+00:00', '+00:00']);
  });

  it('runs SQLite in WAL mode with a busy timeout and foreign keys on', async () => {
    if (kind !== 'sqlite') return;
    const [{ journal_mode }] = await db.dataSource.query('PRAGMA journal_mode');
    const [{ timeout }] = await db.dataSource.query('PRAGMA busy_timeout');
    const [{ foreign_keys }] = await db.dataSource.query('PRAGMA foreign_keys');
    expect({ journal_mode, timeout, foreign_keys }).toEqual({ journal_mode: 'wal', timeout: 5000, foreign_keys: 1 });
  });

  it('stores datetimes in UTC with milliseconds and JSON and booleans as themselves', async () => {
    const accepted = new Date('2026-03-04T05:06:07.089Z');
    const saved = await db.dataSource
      .getRepository(User)
      .save(userRow({ privacyStatementAcceptedAt: accepted, verified: true, roles: ['staff', 'admin'] }));
    expect(saved.id).toMatch(/^[0-9a-f]{24}$/);
    const reread = await db.dataSource.getRepository(User).findOneByOrFail({ id: saved.id });
    expect(reread.privacyStatementAcceptedAt?.toISOString()).toBe(accepted.toISOString());
    expect(reread.roles).toEqual(['staff', 'admin']);
    expect(reread.verified).toBe(true);
    expect(reread.emailConsent).toBe(false);
    expect(reread.shardTotal).toBe(0);
  });

  it('refuses a second user with the same email', async () => {
    const users = db.dataSource.getRepository(User);
    const first = await users.save(userRow());
    await expect(users.insert(userRow({ email: first.email }))).rejects.toThrow(DUPLICATE_KEY_ERROR);
  });

  it('rolls back everything a failed transaction wrote', async () => {
    const email = `${newObjectId()}@example.test`;
    await expect(
      withTransaction(db.dataSource, async (manager) => {
        await manager.getRepository(User).save(userRow({ email }));
        throw new Error('changed my mind');
      }),
    ).rejects.toThrow('changed my mind');
    expect(await db.dataSource.getRepository(User).countBy({ email })).toBe(0);
  });

  it('refuses a nested withTransaction and a query around the manager; work done through the passed manager is one transaction', async () => {
    const email = `${newObjectId()}@example.test`;
    const saveUser = (manager: EntityManager) => manager.getRepository(User).save(userRow({ email }));
    await expect(
      withTransaction(db.dataSource, async (manager) => {
        // The callee takes the transaction's manager as a parameter: its write is part of this transaction.
        await saveUser(manager);
        expect(await manager.getRepository(User).countBy({ email })).toBe(1);
        // Opening a second transaction from inside is refused instead of joining (or waiting for) this one.
        await expect(withTransaction(db.dataSource, saveUser)).rejects.toThrow(NestedTransactionError);
        throw new Error('undo both');
      }),
    ).rejects.toThrow('undo both');
    expect(await db.dataSource.getRepository(User).countBy({ email })).toBe(0);
    if (kind === 'sqlite') {
      // SQLite has one connection: a read around the manager would wait for this transaction forever.
      await expect(withTransaction(db.dataSource, () => db.dataSource.getRepository(User).countBy({ email }))).rejects.toThrow(
        NestedTransactionError,
      );
    }
    // Work started inside a transaction that runs after it has ended may open a new one.
    let ended!: () => void;
    const hasEnded = new Promise<void>((resolve) => (ended = resolve));
    let afterwards!: Promise<unknown>;
    await withTransaction(db.dataSource, (manager) => {
      afterwards = hasEnded.then(() => withTransaction(db.dataSource, saveUser));
      return manager.getRepository(User).countBy({ email });
    });
    ended();
    await afterwards;
    expect(await db.dataSource.getRepository(User).countBy({ email })).toBe(1);
  });

  it('lets concurrent transactions each see the others’ committed writes', async () => {
    // A read-modify-write in every transaction: on SQLite they must run one at a time (the shared
    // connection cannot hold two transactions; without the lock this fails with "cannot start a
    // transaction within a transaction"); on MySQL the row lock (FOR UPDATE) orders them.
    const user = await db.dataSource.getRepository(User).save(userRow());
    const lock = kind === 'sqlite' ? undefined : ({ mode: 'pessimistic_write' } as const);
    await Promise.all(
      Array.from({ length: 12 }, () =>
        withTransaction(db.dataSource, async (manager) => {
          const row = await manager.getRepository(User).findOneOrFail({ where: { id: user.id }, lock });
          await new Promise((resolve) => setImmediate(resolve));
          await manager.getRepository(User).update({ id: user.id }, { shardTotal: row.shardTotal + 1 });
        }),
      ),
    );
    const after = await db.dataSource.getRepository(User).findOneByOrFail({ id: user.id });
    expect(after.shardTotal).toBe(12);
  });

  it('serializes TypeORM’s own save() transactions alongside withTransaction', async () => {
    const users = db.dataSource.getRepository(User);
    const results = await Promise.allSettled([
      ...Array.from({ length: 5 }, () =>
        withTransaction(db.dataSource, async (manager) => {
          await manager.getRepository(User).save(userRow());
          await new Promise((resolve) => setImmediate(resolve));
          await manager.getRepository(User).save(userRow());
        }),
      ),
      // save() of several rows opens a transaction of its own
      ...Array.from({ length: 5 }, () => users.save([userRow(), userRow()])),
    ]);
    expect(results.filter((result) => result.status === 'rejected')).toEqual([]);
  });

  // last: it empties this file's database
  it('clearTables empties every entity table and keeps the migration history', async () => {
    await db.dataSource.getRepository(User).save(userRow());
    await clearTables(db.dataSource);
    expect(await db.dataSource.getRepository(User).count()).toBe(0);
    const [{ count }] = await db.dataSource.query('SELECT COUNT(*) AS count FROM migrations');
    expect(Number(count)).toBe(migrations.length);
  });
});

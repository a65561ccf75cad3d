import { randomUUID } from 'node:crypto';
import { runCli } from '../src/cli/cli';
import { createDataSource, MIGRATION_LOCK_TABLE } from '../src/db/data-source';
import { MYSQL_MIGRATIONS } from '../src/db/migrations/mysql';
import { SQLITE_MIGRATIONS } from '../src/db/migrations/sqlite';
import { startApp, type TestApp } from './support/http';
import { createEmptyDatabase, databases, testConfig, useTestDatabase } from './support';

describe.each(databases())('start-up, health and request ids on %s', (kind) => {
  const db = useTestDatabase(kind);
  const migrations = kind === 'sqlite' ? SQLITE_MIGRATIONS : MYSQL_MIGRATIONS;
  let t: TestApp;
  beforeAll(async () => {
    t = await startApp(db);
  });
  afterAll(async () => {
    await t.app.close();
  });
  const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });

  it('answers /healthz and /readyz without a session', async () => {
    const health = await get('/healthz');
    expect(health.statusCode).toBe(200);
    expect(health.json()).toEqual({ status: 'ok' });
    const ready = await get('/readyz');
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({ status: 'ready' });
  });

  it('is not ready while the schema lacks a migration this code knows, and ready with a newer one', async () => {
    const last = migrations[migrations.length - 1].name;
    const [row] = await db.dataSource.query('SELECT id, timestamp FROM migrations WHERE name = ?', [last]);
    await db.dataSource.query('DELETE FROM migrations WHERE name = ?', [last]);
    try {
      const notReady = await get('/readyz');
      expect(notReady.statusCode).toBe(503);
      expect(notReady.headers['retry-after']).toBeDefined();
      expect(notReady.json()).toEqual({ status: 'not ready', reason: `schema lacks migrations: ${last}` });
    } finally {
      await db.dataSource.query('INSERT INTO migrations (id, timestamp, name) VALUES (?, ?, ?)', [row.id, row.timestamp, last]);
    }
    // A rolling deploy: a newer process migrated further; this one stays ready.
    await db.dataSource.query('INSERT INTO migrations (timestamp, name) VALUES (?, ?)', [9999999999999, 'FromTheFuture9999999999999']);
    try {
      expect((await get('/readyz')).statusCode).toBe(200);
    } finally {
      await db.dataSource.query('DELETE FROM migrations WHERE name = ?', ['FromTheFuture9999999999999']);
    }
  });

  it("returns the caller's X-Request-Id (or a new one) in the header and in error bodies", async () => {
    const mine = `lb-${randomUUID()}`;
    const echoed = await get('/api/v1/user', { 'x-request-id': mine });
    expect(echoed.statusCode).toBe(401);
    expect(echoed.headers['x-request-id']).toBe(mine);
    expect(echoed.json()).toMatchObject({ requestId: mine });
    const made = await get('/api/v1/user', { 'x-request-id': 'has spaces and <angle brackets>' });
    expect(made.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    expect(made.json().requestId).toBe(made.headers['x-request-id']);
    const other = await get('/healthz');
    expect(other.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    expect(other.headers['x-request-id']).not.toBe(made.headers['x-request-id']);
  });

  it('`npm run migrate` migrates an empty database and loads the sample ruleset, and is a no-op the second time', async () => {
    const { database, drop } = await createEmptyDatabase(kind, db.dataDir);
    try {
      const config = testConfig(database, db.dataDir);
      const run = async () => {
        const out: string[] = [];
        const err: string[] = [];
        const code = await runCli(['migrate'], config, { out: (text) => out.push(text), err: (text) => err.push(text), cwd: db.dataDir });
        return { code, out: out.join('\n'), err: err.join('\n') };
      };
      expect(await run()).toEqual({
        code: 0,
        err: '',
        out: `The database holds all ${migrations.length} migrations; it was empty, so the sample ruleset was loaded`,
      });
      expect(await run()).toEqual({ code: 0, err: '', out: `The database holds all ${migrations.length} migrations` });
    } finally {
      await drop();
    }
  });

  it('reports not ready while draining (after SIGTERM)', async () => {
    const { app } = await startApp(db);
    try {
      app.lifecycle.startDraining();
      const answer = await app.inject({ method: 'GET', url: '/readyz' });
      expect(answer.statusCode).toBe(503);
      expect(answer.json()).toEqual({ status: 'not ready', reason: 'draining' });
      expect((await app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
    } finally {
      await app.close();
    }
  });

  it('migrates once when three servers start at the same moment, and takes over a lock whose holder died', async () => {
    if (kind !== 'mysql') return; // SQLite is one machine's file; its own locking serializes migrations.
    const { database, drop } = await createEmptyDatabase(kind, db.dataDir);
    try {
      const sources = await Promise.all([createDataSource(database), createDataSource(database), createDataSource(database)]);
      const [{ count }] = await sources[0].query('SELECT COUNT(*) AS count FROM migrations');
      expect(Number(count)).toBe(migrations.length);
      // A process died holding the lock: the next start waits for the lock's time to run out, then migrates.
      await sources[0].query(`UPDATE ${MIGRATION_LOCK_TABLE} SET holder = 'dead', expires_at = NOW(3) + INTERVAL 1 SECOND`);
      await Promise.all(sources.map((source) => source.destroy()));
      const next = await createDataSource(database);
      const [lock] = await next.query(`SELECT holder, expires_at < NOW(3) AS free FROM ${MIGRATION_LOCK_TABLE}`);
      expect(lock.holder).not.toBe('dead');
      expect(Number(lock.free)).toBe(1);
      await next.destroy();
    } finally {
      await drop();
    }
  });
});

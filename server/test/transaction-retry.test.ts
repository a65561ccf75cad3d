import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import { dirname } from 'node:path';
import { Character, XpLedgerEntry, onTransactionRetry, type TransactionRetry } from '../src/db';
import { createUser } from './support/accounts';
import type { Agent } from './support/http';
import { startApp, type TestApp } from './support/http';
import { agentFor } from './support/personas';
import { databases, useTestDatabase, type TestDatabase } from './support';
import { agentOf, createCast, type Cast } from './support/characters';

/**
 * withTransaction runs a transaction again when the database gives up on it ("Transactions
 * retry on deadlock and lock-wait timeout (MariaDB 1213, 1205) and SQLITE_BUSY"). Here the database
 * really gives up: a second connection (MariaDB) or a second process (SQLite) holds the rows or the
 * file, and the request still answers 200 with every change made exactly once.
 */

/** The app on `db` with the sample ruleset and an admin, for the tests of one describe. */
function useApp(db: TestDatabase): { t: TestApp; cast: Cast; admin: Agent } {
  const state = {} as { t: TestApp; cast: Cast; admin: Agent };
  beforeAll(async () => {
    state.t = await startApp(db);
    await state.t.app.services.gameData.loadSampleIfEmpty();
    state.cast = await createCast(db.dataSource);
    state.admin = await agentFor(state.t.app, db.dataSource, state.cast.users, 'admin');
  });
  afterAll(async () => {
    await state.t.app.close();
  });
  return state;
}

async function characters(t: TestApp, db: TestDatabase, cast: Cast, count: number): Promise<string[]> {
  const ids: string[] = [];
  for (let i = 0; i < count; i += 1) {
    const agent = await agentOf(t.app, db.dataSource, cast.users, await createUser(db.dataSource));
    const created = await agent.rest('POST', '/user/characters', {
      character_name: `Locked ${i}`,
      character_race: { race: 'Human', subculture: 'Highland' },
      character_class: 'fighter',
    });
    ids.push(created.body.data._id);
  }
  return ids.sort();
}

async function expectXpLedgersEqualTotals(db: TestDatabase, ids: string[], total: number) {
  for (const id of ids) {
    const character = await db.dataSource.getRepository(Character).findOneByOrFail({ id });
    const rows = await db.dataSource.getRepository(XpLedgerEntry).findBy({ characterId: id });
    expect(character.characterXpTotal).toBe(total);
    expect(rows.reduce((sum, row) => sum + row.amount, 0)).toBe(total);
  }
}

const pause = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

// The real-deadlock case waits until the grant is in a lock wait before closing the cycle. It reads
// that from information_schema.INNODB_TRX, which InnoDB serves from a cache it refreshes only when
// the last read is more than 100 ms old (CACHE_MIN_IDLE_TIME_US in trx0i_s.cc): polled every 10 ms,
// as it was, the cache never refreshed and the probe waited out its time whenever the machine was
// quiet enough to keep the polls fast. Polling every 150 ms lets each read see a fresh cache.
const describeDeadlockProbe = databases().includes('mysql') ? describe : describe.skip;
const INNODB_TRX_CACHE_MS = 150;

describeDeadlockProbe('a real deadlock on MariaDB (1213)', () => {
  const db = useTestDatabase('mysql');
  const app = useApp(db);

  it('is retried by withTransaction: the grant the database chose as victim answers 200 and lands once', async () => {
    const { t, cast, admin } = app;
    const [low, high] = await characters(t, db, cast, 2);
    const other = (await db.open()).createQueryRunner();
    await other.connect();
    const retries: TransactionRetry[] = [];
    const stop = onTransactionRetry((retry) => retries.push(retry));
    try {
      await other.query('CREATE TABLE deadlock_ballast (id INT PRIMARY KEY)');
      await other.startTransaction();
      // The other writer is the heavier transaction (many rows written), so InnoDB picks the request's as the victim.
      await other.query(`INSERT INTO deadlock_ballast (id) VALUES ${Array.from({ length: 500 }, (_, i) => `(${i})`).join(',')}`);
      // It locks the rows in the opposite order to the grant (which takes them in id order): high first ...
      await other.query('SELECT id FROM characters WHERE id = ? FOR UPDATE', [high]);
      const grant = admin.rest('POST', '/characters/xp', { character_ids: [high, low], xp_amount: 5, reason: 'deadlock' });
      // ... waits until the grant holds `low` and waits for `high` ...
      for (;;) {
        // (this database's transactions only: other test files share the server)
        const [{ waiting }] = await other.query(
          "SELECT COUNT(*) AS waiting FROM information_schema.INNODB_TRX t JOIN information_schema.PROCESSLIST p ON p.ID = t.trx_mysql_thread_id WHERE t.trx_state = 'LOCK WAIT' AND p.DB = DATABASE()",
        );
        if (Number(waiting) > 0) break;
        await pause(INNODB_TRX_CACHE_MS);
      }
      // ... then asks for `low`: a cycle, which InnoDB breaks by rolling the grant back with 1213.
      await other.query('SELECT id FROM characters WHERE id = ? FOR UPDATE', [low]);
      while (retries.length === 0) await pause(10);
      expect(retries[0]).toEqual({ kind: 'deadlock', attempt: 1 });
      await other.query('UPDATE characters SET character_xp_total = character_xp_total WHERE id IN (?, ?)', [low, high]);
      await other.commitTransaction();
      const answer = await grant;
      expect(answer.status).toBe(200);
      expect(answer.body.data.message).toBeDefined();
    } finally {
      stop();
      if (other.isTransactionActive) await other.rollbackTransaction();
      await other.query('DROP TABLE IF EXISTS deadlock_ballast');
      await other.release();
    }
    await expectXpLedgersEqualTotals(db, [low, high], 10 + 5);
  });
});

describe('a busy SQLite file (SQLITE_BUSY)', () => {
  const db = useTestDatabase('sqlite');
  const app = useApp(db);

  /**
   * Another process (the CLI, a second server on the same file) holding SQLite's write lock. A
   * second connection in this process would block the event loop on the lock, so it is a child.
   */
  function lockHolder(file: string): Promise<{ child: ChildProcessWithoutNullStreams; release(): Promise<void> }> {
    const driver = dirname(require.resolve('better-sqlite3/package.json'));
    const script = `
      const Database = require(${JSON.stringify(driver)});
      const db = new Database(${JSON.stringify(file)});
      db.exec('BEGIN IMMEDIATE');
      process.stdout.write('locked\\n');
      process.stdin.on('data', () => { db.exec('COMMIT'); db.close(); process.stdout.write('released\\n'); process.exit(0); });
    `;
    const child = spawn(process.execPath, ['-e', script]);
    const said = (word: string) =>
      new Promise<void>((resolve, reject) => {
        let text = '';
        const listen = (chunk: Buffer) => {
          text += chunk.toString();
          if (text.includes(word)) {
            child.stdout.off('data', listen);
            resolve();
          }
        };
        child.stdout.on('data', listen);
        child.once('exit', (code) => (code === 0 && text.includes(word) ? resolve() : reject(new Error(`lock holder exited ${code}`))));
      });
    return said('locked').then(() => ({
      child,
      release: () => {
        const released = said('released');
        child.stdin.write('commit\n');
        return released;
      },
    }));
  }

  it('is retried by withTransaction: the grant answers 200 once the other process lets go, and lands once', async () => {
    const { t, cast, admin } = app;
    const ids = await characters(t, db, cast, 2);
    const file = (db.database as { path: string }).path;
    // Wait 20 ms for the lock instead of 5 s, so SQLITE_BUSY comes quickly (the same error, sooner).
    const connection = (db.dataSource.driver as unknown as { databaseConnection: { pragma(sql: string): unknown } }).databaseConnection;
    connection.pragma('busy_timeout = 20');
    const holder = await lockHolder(file);
    const retries: TransactionRetry[] = [];
    const released: Promise<void>[] = [];
    const stop = onTransactionRetry((retry) => {
      retries.push(retry);
      // the database gave up once: now the other process lets go, and the next attempt gets the lock
      if (released.length === 0) released.push(holder.release());
    });
    try {
      const answer = await admin.rest('POST', '/characters/xp', { character_ids: ids, xp_amount: 5, reason: 'busy' });
      expect(answer.status).toBe(200);
      expect(retries[0]).toEqual({ kind: 'busy', attempt: 1 });
      await Promise.all(released);
    } finally {
      stop();
      connection.pragma('busy_timeout = 5000');
      if (holder.child.exitCode === null) holder.child.kill();
    }
    await expectXpLedgersEqualTotals(db, ids, 10 + 5);
  });
});

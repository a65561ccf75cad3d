import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { runCli } from '../src/cli/cli';
import { createDataSource, missingMigrations, ShardLedgerEntry, User, withTransaction } from '../src/db';
import { changeShards } from '../src/db/ledger';
import { testConfig, useTestDatabase } from './support';
import { insertUser } from './support';

/** npm run backup / restore: SQLite's online backup while the site writes, and a restore that passes the schema check. */
describe('backup and restore of the SQLite database', () => {
  const db = useTestDatabase('sqlite');

  async function run(config: ReturnType<typeof testConfig>, ...argv: string[]) {
    const out: string[] = [];
    const err: string[] = [];
    const code = await runCli(argv, config, { out: (text) => out.push(text), err: (text) => err.push(text), cwd: db.dataDir });
    return { code, out: out.join('\n'), err: err.join('\n') };
  }

  it('takes a consistent backup under writes, which restores to a database that passes the schema check', async () => {
    const user = await insertUser(db.dataSource);
    const stopWriting = new AbortController();
    let written = 0;
    const writer = (async () => {
      while (!stopWriting.signal.aborted) {
        await withTransaction(db.dataSource, (manager) =>
          changeShards(manager, { userId: user.id, amount: 1, kind: 'grant', reason: `w${written}`, actorId: null, at: new Date() }),
        );
        written += 1;
        await new Promise((resolve) => setImmediate(resolve));
      }
    })();
    while (written < 20) await new Promise((resolve) => setTimeout(resolve, 5));
    const backup = await run(db.config, 'backup', 'backups/under-writes.sqlite');
    const atBackup = written;
    while (written < atBackup + 20) await new Promise((resolve) => setTimeout(resolve, 5));
    stopWriting.abort();
    await writer;
    expect(backup.code).toBe(0);
    const file = join(db.dataDir, 'backups', 'under-writes.sqlite');
    expect(backup.out).toMatch(`Backed up the database (`);
    expect(existsSync(file)).toBe(true);
    expect((await run(db.config, 'backup', 'backups/under-writes.sqlite')).code).toBe(1);

    // Restore into another database path (the server is stopped for a restore).
    const target = testConfig({ type: 'sqlite', path: join(db.dataDir, 'restored', 'larp.sqlite') }, db.dataDir);
    const restored = await run(target, 'restore', file);
    expect(restored).toMatchObject({ code: 0, err: '' });
    const dataSource = await createDataSource(target.database, { runMigrations: false });
    try {
      expect(await missingMigrations(dataSource)).toEqual([]);
      expect((await dataSource.driver.createSchemaBuilder().log()).upQueries).toEqual([]);
      // Consistent: the balance equals its ledger, with some but not all of the writes.
      const copy = await dataSource.getRepository(User).findOneByOrFail({ id: user.id });
      const ledger = await dataSource.getRepository(ShardLedgerEntry).findBy({ userId: user.id });
      expect(ledger.reduce((sum, row) => sum + row.amount, 0)).toBe(copy.shardTotal);
      expect(copy.shardTotal).toBeGreaterThanOrEqual(20);
      expect(copy.shardTotal).toBeLessThan(written);
    } finally {
      await dataSource.destroy();
    }
    // Restoring again keeps the database it replaces.
    expect((await run(target, 'restore', file)).out).toMatch(/kept as .*larp\.sqlite\.before-restore-/);
  });

  it('refuses a file that is not a backup of this schema, and MariaDB (mariadb-dump is its tool)', async () => {
    const target = testConfig({ type: 'sqlite', path: join(db.dataDir, 'other', 'larp.sqlite') }, db.dataDir);
    expect(await run(target, 'restore', 'nowhere.sqlite')).toMatchObject({
      code: 1,
      err: expect.stringContaining('There is no backup at'),
    });
    const mysql = testConfig({ type: 'mysql', url: 'mysql://root@127.0.0.1:1/none' }, db.dataDir);
    expect(await run(mysql, 'backup')).toMatchObject({ code: 1, err: expect.stringContaining('mariadb-dump') });
  });
});

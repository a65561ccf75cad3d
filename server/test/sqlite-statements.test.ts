import { execFileSync } from 'node:child_process';
import Database from 'better-sqlite3';
import { createDataSource } from '../src/db';
import { User } from '../src/db/entities/user.entity';
import { DEFAULT_FAST_PATHS, FAST_PATH_NAMES, setFastPaths } from '../src/fast-paths';
import { planStableSql } from '../src/fast-paths/sqlite-statements';

/**
 * How many times better-sqlite3 prepared `join` and `list` (below) in 20 runs each with changing
 * parameters, counted in a plain node process: it compiles a row constructor (new Function) each
 * time a statement is prepared, again included, and the count is of those. (Inside jest the driver's
 * native part keeps the Function of the first test file that loaded it.)
 */
function preparationsIn20Runs(join: string, list: string): number {
  const script = `
    const compile = globalThis.Function;
    let compiled = 0;
    globalThis.Function = new Proxy(compile, { apply: (target, self, args) => { compiled += 1; return Reflect.apply(target, self, args); } });
    const Database = require('better-sqlite3');
    const [join, list] = JSON.parse(process.argv[1]);
    const db = new Database(':memory:');
    db.exec(\`CREATE TABLE users (id TEXT PRIMARY KEY, name TEXT);
      CREATE TABLE sessions (id TEXT PRIMARY KEY, user_id TEXT REFERENCES users (id), seen INTEGER);
      CREATE INDEX sessions_user ON sessions (user_id);
      INSERT INTO users VALUES ('u1', 'Mira'), ('u2', 'Tam');
      INSERT INTO sessions VALUES ('s1', 'u1', 1), ('s2', 'u2', 2), ('s3', 'u1', 3)\`);
    const joined = db.prepare(join);
    const listed = db.prepare(list);
    compiled = 0;
    const rows = [];
    for (let round = 0; round < 20; round += 1) {
      rows.push(joined.all(round % 2 ? 's1' : 's2'), listed.all(round % 2 ? 'u1' : 'u2', 5));
    }
    process.stdout.write(JSON.stringify({ compiled, rows: rows.slice(0, 4) }));
  `;
  const answer = JSON.parse(
    execFileSync(process.execPath, ['-e', script, JSON.stringify([join, list])], { cwd: __dirname, encoding: 'utf8' }),
  ) as {
    compiled: number;
    rows: unknown[];
  };
  expect(answer.rows).toEqual([[{ id: 's2', name: 'Tam' }], [{ id: 's2' }], [{ id: 's1', name: 'Mira' }], [{ id: 's1' }, { id: 's3' }]]);
  return answer.compiled;
}

describe('planStableSql', () => {
  it('writes +? for parameters after an operator ending in = and after LIMIT and OFFSET', () => {
    expect(planStableSql('SELECT * FROM t WHERE a = ? AND b <= ? AND c >= ? AND d != ? AND e == ?')).toBe(
      'SELECT * FROM t WHERE a = +? AND b <= +? AND c >= +? AND d != +? AND e == +?',
    );
    expect(planStableSql('SELECT * FROM t WHERE a=? ORDER BY id limit ? OFFSET ?')).toBe(
      'SELECT * FROM t WHERE a=+? ORDER BY id limit +? OFFSET +?',
    );
    expect(planStableSql('UPDATE "t" SET "a" = ?, "b" = ? WHERE "id" = ?')).toBe('UPDATE "t" SET "a" = +?, "b" = +? WHERE "id" = +?');
  });

  it('leaves other parameters, quoted text, quoted names and comments as they are', () => {
    for (const sql of [
      'SELECT 1',
      'INSERT INTO t (a, b) VALUES (?, ?)',
      'SELECT * FROM t WHERE a IN (?, ?, ?) AND b > ? AND c < ? AND d LIKE ? AND e IS ?',
      'SELECT * FROM t WHERE a = \'x = ?\' AND b = "c = ?" AND `d = ?` = 1 AND [e = ?] = 2',
      "SELECT * FROM t WHERE a = 'it''s = ?'",
      'SELECT * FROM t -- a = ?\nWHERE b > ?',
      'SELECT * FROM t /* a = ? */ WHERE b > ?',
      'SELECT * FROM t WHERE a = ?1 AND b = :b AND c = @c AND d = $d',
      "SELECT * FROM t WHERE a = 'unterminated = ?",
    ])
      expect(planStableSql(sql)).toBe(sql);
  });

  it('changes nothing SQLite answers: the same rows for the same parameters', () => {
    const db = new Database(':memory:');
    db.exec(`CREATE TABLE t (id TEXT PRIMARY KEY, n INTEGER, flag BOOLEAN, body BLOB, note TEXT);
      CREATE INDEX t_n ON t (n);
      INSERT INTO t VALUES ('a', 1, 0, x'00ff', NULL), ('b', 2, 1, NULL, 'x'), ('c', 2, 1, NULL, '10'), ('d', 10, 0, NULL, '2')`);
    const queries: [string, unknown[]][] = [
      ['SELECT id FROM t WHERE n = ? ORDER BY id', [2]],
      ['SELECT id FROM t WHERE n = ? ORDER BY id', ['2']],
      ['SELECT id FROM t WHERE note = ? ORDER BY id', [10]],
      ['SELECT id FROM t WHERE note <= ? ORDER BY id', ['2']],
      ['SELECT id FROM t WHERE flag = ? ORDER BY id', [1]],
      ['SELECT id FROM t WHERE body = ?', [Buffer.from([0, 255])]],
      ['SELECT id FROM t WHERE note = ?', [null]],
      ['SELECT id FROM t ORDER BY id LIMIT ? OFFSET ?', [2, 1]],
      ['SELECT id, n = ? AS same FROM t ORDER BY id', [2]],
    ];
    for (const [sql, parameters] of queries) {
      expect(planStableSql(sql)).not.toBe(sql);
      expect(db.prepare(planStableSql(sql)).all(...parameters)).toEqual(db.prepare(sql).all(...parameters));
    }
    db.prepare('UPDATE t SET note = ?, body = ? WHERE id = ?').run('y', Buffer.from([1]), 'a');
    const plain = db.prepare('SELECT note, typeof(body) AS kind FROM t WHERE id = ?').get('a');
    db.prepare(planStableSql('UPDATE t SET note = ?, body = ? WHERE id = ?')).run('y', Buffer.from([1]), 'a');
    expect(db.prepare('SELECT note, typeof(body) AS kind FROM t WHERE id = ?').get('a')).toEqual(plain);
    db.close();
  });

  it('keeps a statement prepared once when it runs again with new parameters', () => {
    const join = 'SELECT s.id, u.name FROM sessions s INNER JOIN users u ON u.id = s.user_id WHERE s.id = ?';
    const list = 'SELECT id FROM sessions WHERE user_id = ? ORDER BY seen LIMIT ?';
    // as better-sqlite3 and SQLite do by themselves: prepared again on every run
    expect(preparationsIn20Runs(join, list)).toBe(40);
    // once for each statement
    expect(preparationsIn20Runs(planStableSql(join), planStableSql(list))).toBe(2);
  });
});

describe('the SQLite data source', () => {
  it('prepares every statement plan-stable, TypeORM’s and the row readers’ alike', async () => {
    const dataSource = await createDataSource({ type: 'sqlite', path: ':memory:' });
    try {
      const connection = (dataSource.driver as unknown as { databaseConnection: Database.Database }).databaseConnection;
      expect(connection.prepare('SELECT id FROM users WHERE email = ? LIMIT ?').source).toBe(
        'SELECT id FROM users WHERE email = +? LIMIT +?',
      );
      await dataSource.getRepository(User).findOneBy({ email: 'nobody@example.org' });
      expect(await dataSource.query('SELECT count(*) AS n FROM users WHERE roles = ?', ['[]'])).toEqual([{ n: 0 }]);
    } finally {
      await dataSource.destroy();
    }
  });

  it('prepares statements as written with the sqlite-statements fast path off', async () => {
    setFastPaths(FAST_PATH_NAMES.filter((name) => name !== 'sqlite-statements'));
    try {
      const dataSource = await createDataSource({ type: 'sqlite', path: ':memory:' });
      try {
        const connection = (dataSource.driver as unknown as { databaseConnection: Database.Database }).databaseConnection;
        expect(connection.prepare('SELECT id FROM users WHERE email = ? LIMIT ?').source).toBe(
          'SELECT id FROM users WHERE email = ? LIMIT ?',
        );
        expect(await dataSource.query('SELECT count(*) AS n FROM users WHERE roles = ?', ['[]'])).toEqual([{ n: 0 }]);
      } finally {
        await dataSource.destroy();
      }
    } finally {
      setFastPaths(DEFAULT_FAST_PATHS);
    }
  });
});

import { createUser } from './support/accounts';
import { Agent, startApp } from './support/http';
import { databases, useTestDatabase } from './support';

describe.each(databases())('sessions and rate limits live in the database (%s)', (kind) => {
  const db = useTestDatabase(kind);

  it('keeps a session across a server restart on the same database', async () => {
    const user = await createUser(db.dataSource);
    const first = await startApp(db);
    const browser = new Agent(first.app, '10.4.0.1');
    expect((await browser.rest('POST', '/login', { email: user.email, password: user.password })).status).toBe(200);
    await first.app.close();

    // a new process: new DataSource, new app, same database and secret
    const restarted = await startApp(db, { dataSource: await db.open() });
    try {
      browser.app = restarted.app;
      const me = await browser.rest('GET', '/user');
      expect(me).toMatchObject({ status: 200, body: { data: { email: user.email } } });
    } finally {
      await restarted.app.close();
    }
  });

  it('shares sessions and rate limits between two server processes on one database', async () => {
    const user = await createUser(db.dataSource);
    const a = await startApp(db, { dataSource: await db.open() });
    const b = await startApp(db, { dataSource: await db.open(), clock: a.clock });
    try {
      const browser = new Agent(a.app, '10.4.0.2');
      await browser.rest('POST', '/login', { email: user.email, password: user.password });
      browser.app = b.app;
      expect((await browser.rest('GET', '/user')).status).toBe(200);
      // signing out on B ends the session on A too
      await browser.rest('POST', '/logout');
      const stale = new Agent(a.app, '10.4.0.2');
      stale.cookie = browser.cookie;
      expect((await stale.rest('GET', '/user')).status).toBe(401);

      // 5 failures of one (account, address) pair, whichever process counts them, then the pair waits
      const target = await createUser(db.dataSource);
      const attempt = (app: typeof a.app) =>
        new Agent(app, '10.4.1.1').rest('POST', '/login', { email: target.email, password: 'wrong password!' });
      const answers = await Promise.all(Array.from({ length: 5 }, (_, n) => attempt(n % 2 === 0 ? a.app : b.app)));
      expect(answers.map((answer) => answer.status)).toEqual(Array(5).fill(401));
      expect((await attempt(b.app)).status).toBe(429);
      expect((await attempt(a.app)).status).toBe(429);
    } finally {
      await a.app.close();
      await b.app.close();
    }
  });
});

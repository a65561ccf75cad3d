import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { DataSource } from 'typeorm';
import { createDataSource } from '../src/db';
import { Character, User } from '../src/db';
import { buildServerForProcesses, call, spawnServer, stopServer, waitUntilReady, type ServerProcess } from './support/server-processes';
import {
  adminCookie,
  concurrentGrants,
  expectBalancesEqualLedgers,
  expectImageShared,
  expectSessionsShared,
} from './support/shared-checks';
import { createEmptyDatabase, databases } from './support';
import { expectFairWaitlist } from './support/waitlist-checks';

/**
 * DESIGN.md "Growing past one machine": app servers keep no state of their own. Three real OS
 * processes (the compiled server, as `npm start` runs it) on one database, started at the same
 * instant on MariaDB (one after the other on SQLite, which deployments run as one process): a
 * session made on one is honoured and ended on the others, an image uploaded through one is served
 * by the others, rate limits count across them, and 20 XP and 20 shard grants spread over them at
 * once all land (no 5xx) with every balance equal to its ledger. The session secret is not set: the
 * processes agree on it through the database. Two app instances in one process could not catch
 * module-level state.
 */
beforeAll(() => buildServerForProcesses(), 240_000);

const DRAIN_SECONDS = 5;
const SIGTERM_LOGGED = 'SIGTERM received, shutting down';

describe.each(databases())('three server processes on one database (%s)', (kind) => {
  let drop: () => Promise<void> = () => Promise.resolve();
  let scratch = '';
  let servers: ServerProcess[] = [];
  let dataSource: DataSource | undefined;
  const bases = () => servers.map((server) => server.base);

  beforeAll(async () => {
    scratch = mkdtempSync(join(tmpdir(), 'larp-proc-db-'));
    const empty = await createEmptyDatabase(kind, scratch);
    drop = empty.drop;
    const url = empty.database.type === 'sqlite' ? `sqlite:${empty.database.path}` : empty.database.url;
    // All three at the same instant on the empty database: one migrates, the others wait for its lock.
    // The third is the one stopped with SIGTERM: its drain lasts long enough for the requests the test
    // sends while it drains to reach it on a loaded machine (after the drain it answers 503, by design).
    servers = await Promise.all([spawnServer(url), spawnServer(url), spawnServer(url, { DRAIN_SECONDS: String(DRAIN_SECONDS) })]);
    await Promise.all(servers.map((server) => waitUntilReady(server)));
    dataSource = await createDataSource(empty.database);
  }, 180_000);

  afterAll(async () => {
    for (const server of servers) await stopServer(server);
    if (dataSource?.isInitialized) await dataSource.destroy();
    await drop();
    rmSync(scratch, { recursive: true, force: true });
  }, 60_000);

  it('all came up, migrated once, with one sample ruleset', async () => {
    for (const server of servers) expect((await call(server.origin, 'GET', '/readyz')).status).toBe(200);
    const [{ count }] = await dataSource!.query('SELECT COUNT(*) AS count FROM ruleset_info');
    expect(Number(count)).toBe(1);
  });

  it('shares sessions: signed in on one, recognised by all, signed out on another', async () => {
    await expectSessionsShared(bases(), dataSource!, `three-procs-${kind}@example.org`);
  });

  it('shares uploaded images: uploaded through one, served by every process', async () => {
    await expectImageShared(bases(), await adminCookie(bases(), dataSource!, `image-admin-${kind}@example.org`));
  });

  it('lands 20 XP and 20 shard grants spread over the processes at once: no 5xx, balances equal their ledgers', async () => {
    const cookie = await adminCookie(bases(), dataSource!, `grant-admin-${kind}@example.org`);
    const { answers, userIds, characterIds } = await concurrentGrants(bases(), dataSource!, cookie);
    expect(answers.map((answer) => answer.status).filter((status) => status >= 500)).toEqual([]);
    // SQLite deployments run one process: across processes its file lock may outlast the retries (409, try again).
    if (kind === 'mysql') expect(answers.map((answer) => answer.status)).toEqual(Array(40).fill(200));
    const landed = (path: string) => answers.filter((answer, i) => answer.status === 200 && (i % 2 === 0) === (path === 'xp')).length;
    for (const id of characterIds)
      expect((await dataSource!.getRepository(Character).findOneByOrFail({ id })).characterXpTotal).toBe(landed('xp'));
    for (const id of userIds) expect((await dataSource!.getRepository(User).findOneByOrFail({ id })).shardTotal).toBe(2 * landed('shards'));
    await expectBalancesEqualLedgers(dataSource!, userIds, characterIds);
  }, 120_000);

  it('keeps the waitlist fair with cancellations and registrations sent to every process at once', async () => {
    // SQLite deployments run one process (its file lock may answer 409 across processes); the in-process test covers it.
    if (kind !== 'mysql') return;
    await expectFairWaitlist(bases(), [dataSource!], await adminCookie(bases(), dataSource!, `waitlist-admin-${kind}@example.org`));
  }, 120_000);

  it('shares rate limits: failed sign-ins on any process count toward one limit', async () => {
    const email = `limited-${kind}@example.org`;
    const statuses: number[] = [];
    // 5 failures of one (account, address) pair before it must wait, spread over the processes
    for (let n = 0; n < 5; n++)
      statuses.push((await call(bases()[n % 3], 'POST', '/login', { email, password: 'wrong password!' })).status);
    expect(statuses).toEqual(Array(5).fill(401));
    for (const base of bases()) expect((await call(base, 'POST', '/login', { email, password: 'wrong password!' })).status).toBe(429);
  });

  it('on SIGTERM reports not ready, finishes the requests in flight and those sent while draining, exits 0', async () => {
    const server = servers[2];
    const cookie = await adminCookie(bases(), dataSource!, `drain-admin-${kind}@example.org`);
    const inFlight = Array.from({ length: 20 }, () => call(server.base, 'GET', '/game_data', undefined, { cookie }));
    await new Promise((wait) => setTimeout(wait, 20));
    server.child.kill('SIGTERM');
    // the process logs the signal as it starts draining
    while (!server.log.join('').includes(SIGTERM_LOGGED)) await new Promise((wait) => setTimeout(wait, 20));
    const readiness = await call(server.origin, 'GET', '/readyz');
    const duringDrain = Array.from({ length: 5 }, () => call(server.base, 'GET', '/game_data', undefined, { cookie }));
    const answers = await Promise.all([...inFlight, ...duringDrain]);
    expect(readiness.status).toBe(503);
    expect(readiness.body).toEqual({ status: 'not ready', reason: 'draining' });
    expect(answers.map((answer) => answer.status)).toEqual(Array(25).fill(200));
    expect(await server.exited).toEqual({ code: 0, signal: null });
    expect(server.log.join('')).toContain(SIGTERM_LOGGED);
    // the others keep serving the same database
    for (const other of servers.slice(0, 2)) expect((await call(other.base, 'GET', '/user')).status).toBe(401);
  }, 60_000);
});

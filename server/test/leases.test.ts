import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { DataSource } from 'typeorm';
import { ManualClock } from '../src/clock';
import { Lease, OneTimeToken, RateLimitBucket, Session, newObjectId } from '../src/db';
import { releaseLease, runUnderLease, tryTakeLease } from '../src/db/leases';
import { cleanUpExpired } from '../src/housekeeping';
import { Scheduler } from '../src/scheduler';
import { getOrCreateSecret, sessionSecretFor } from '../src/secrets';
import { databases, insertUser, useTestDatabase } from './support';

const quietLogger = { error: jest.fn() };
const unique = (prefix: string) => `${prefix}-${newObjectId()}`;

describe.each(databases())('leases, scheduler and secret store on %s', (kind) => {
  const db = useTestDatabase(kind);

  it('lets exactly one of two processes (DataSources) competing for a lease run its work', async () => {
    const other = await db.open();
    for (let round = 0; round < 5; round += 1) {
      const name = unique('race');
      const ran: string[] = [];
      // The winner's work lasts until both processes have tried the lease (a loser returns; a
      // second winner is in its work), so the loser never meets a lease already given back.
      let tried = 0;
      let bothTried!: () => void;
      const untilBothTried = new Promise<void>((resolve) => (bothTried = resolve));
      const onTried = () => {
        tried += 1;
        if (tried === 2) bothTried();
      };
      const work = (who: string) => async () => {
        ran.push(who);
        onTried();
        await untilBothTried;
        return who;
      };
      const compete = (dataSource: DataSource, who: string) =>
        runUnderLease(dataSource, name, 60_000, work(who), { holder: `process-${who}` }).then((outcome) => {
          if (!outcome.ran) onTried();
          return outcome;
        });
      const outcomes = await Promise.all([compete(db.dataSource, 'a'), compete(other, 'b')]);
      expect(ran).toHaveLength(1);
      expect(outcomes.filter((outcome) => outcome.ran)).toEqual([{ ran: true, value: ran[0] }]);
    }
  });

  it('is free again when the work ends, when the holder gives it back, or when its time runs out', async () => {
    const clock = new ManualClock('2026-03-01T10:00:00.000Z');
    const name = unique('lease');
    const a = { clock, holder: 'a' };
    const b = { clock, holder: 'b' };
    expect(await runUnderLease(db.dataSource, name, 1000, () => Promise.resolve(1), a)).toEqual({ ran: true, value: 1 });
    expect(await tryTakeLease(db.dataSource, name, 1000, b)).toBe(true);
    expect(await tryTakeLease(db.dataSource, name, 1000, a)).toBe(false);
    // Another holder cannot give back what it does not hold.
    await releaseLease(db.dataSource, name, a);
    expect(await tryTakeLease(db.dataSource, name, 1000, a)).toBe(false);
    clock.advance(1000);
    expect(await tryTakeLease(db.dataSource, name, 1000, a)).toBe(true);
    await releaseLease(db.dataSource, name, a);
    expect(await tryTakeLease(db.dataSource, name, 1000, b)).toBe(true);
    expect(await db.dataSource.manager.countBy(Lease, { name })).toBe(1);
  });

  it('gives the lease back when the work fails, and keeps it after a success when asked to', async () => {
    const clock = new ManualClock('2026-03-01T10:00:00.000Z');
    const name = unique('keep');
    await expect(
      runUnderLease(db.dataSource, name, 60_000, () => Promise.reject(new Error('boom')), { clock, holder: 'a', afterwards: 'keep' }),
    ).rejects.toThrow('boom');
    expect(
      await runUnderLease(db.dataSource, name, 60_000, () => Promise.resolve('ok'), { clock, holder: 'b', afterwards: 'keep' }),
    ).toEqual({
      ran: true,
      value: 'ok',
    });
    expect(await runUnderLease(db.dataSource, name, 60_000, () => Promise.resolve('again'), { clock, holder: 'b' })).toEqual({
      ran: false,
    });
  });

  it('runs a periodic job once across schedulers in two processes, and again once its period has passed', async () => {
    const other = await db.open();
    const clock = new ManualClock('2026-03-01T10:00:00.000Z');
    const runs: string[] = [];
    const name = unique('job');
    const schedulers = [
      new Scheduler(db.dataSource, { clock, holder: 'a', logger: quietLogger }),
      new Scheduler(other, { clock, holder: 'b', logger: quietLogger }),
    ];
    schedulers.forEach((scheduler, index) =>
      scheduler.register({
        name,
        everyMs: 60 * 60 * 1000,
        run: () => {
          runs.push(`run by ${index}`);
          return Promise.resolve();
        },
      }),
    );
    expect((await Promise.all(schedulers.map((scheduler) => scheduler.runNow(name)))).filter(Boolean)).toHaveLength(1);
    expect(runs).toHaveLength(1);
    clock.advance(30 * 60 * 1000);
    expect(await schedulers[0].runNow(name)).toBe(false);
    expect(await schedulers[1].runNow(name)).toBe(false);
    clock.advance(30 * 60 * 1000);
    expect((await Promise.all(schedulers.map((scheduler) => scheduler.runNow(name)))).filter(Boolean)).toHaveLength(1);
    expect(runs).toHaveLength(2);
    expect(() => schedulers[0].register({ name, everyMs: 1, run: () => Promise.resolve() })).toThrow(/already registered/);
  });

  it('generates a shared secret once: two processes asking at the same moment get the same value', async () => {
    const other = await db.open();
    const name = unique('key');
    const [first, second] = await Promise.all([getOrCreateSecret(db.dataSource, name), getOrCreateSecret(other, name)]);
    expect(first).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(second).toBe(first);
    const restarted = await db.open();
    expect(await getOrCreateSecret(restarted, name)).toBe(first);
    expect(await getOrCreateSecret(restarted, unique('key'))).not.toBe(first);
  });

  it("signs sessions with SESSION_SECRET when set, else with the stored secret (adopting an older server's file)", async () => {
    expect(await sessionSecretFor(db.dataSource, 'configured-secret-configured-secret-1234', db.dataDir)).toBe(
      'configured-secret-configured-secret-1234',
    );
    const legacy = 'l'.repeat(64);
    mkdirSync(db.dataDir, { recursive: true });
    writeFileSync(join(db.dataDir, 'session-secret'), `${legacy}\n`);
    const fresh = await db.open();
    expect(await sessionSecretFor(fresh, null, db.dataDir)).toBe(legacy);
    expect(await sessionSecretFor(await db.open(), null, '/nonexistent')).toBe(legacy);
  });

  it('cleans up expired sessions, one-time tokens and rate-limit windows in batches, and nothing else', async () => {
    const clock = new ManualClock('2026-03-01T10:00:00.000Z');
    const user = await insertUser(db.dataSource);
    const now = clock.now().getTime();
    const at = (offsetMs: number) => new Date(now + offsetMs);
    const expired = Array.from({ length: 7 }, (_, index) => at(-1000 * (index + 1)));
    const live = [at(1000), at(60_000)];
    for (const expiresAt of [...expired, ...live]) {
      await db.dataSource.manager.insert(Session, {
        id: newObjectId().padEnd(64, '0'),
        userId: user.id,
        createdAt: at(-100_000),
        lastSeen: at(-100_000),
        expiresAt,
      });
      await db.dataSource.manager.insert(OneTimeToken, {
        tokenHash: newObjectId().padEnd(64, '0'),
        kind: 'verify',
        userId: user.id,
        expiresAt,
        usedAt: null,
        createdAt: at(-100_000),
      });
      await db.dataSource.manager.insert(RateLimitBucket, { key: unique('bucket'), windowStart: at(-100_000), count: 1, expiresAt });
    }
    const counts = await cleanUpExpired(db.dataSource, clock, 3);
    expect(counts).toEqual({ sessions: 7, oneTimeTokens: 7, rateLimitWindows: 7 });
    for (const entity of [Session, OneTimeToken, RateLimitBucket]) {
      const left = await db.dataSource.manager.find(entity);
      expect(left.map((row) => row.expiresAt.getTime()).sort()).toEqual(live.map((date) => date.getTime()));
    }
  });
});

import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { DataSource } from 'typeorm';
import { BackgroundTasks } from '../../src/background-tasks';
import { ManualClock } from '../../src/clock';
import { Notification } from '../../src/db/entities/notification.entity';
import { withTransaction } from '../../src/db/transaction';
import { createMailer, outboxDir, type MailMessage, type Mailer } from '../../src/mail';
import { CLAIM_TIMEOUT_MS, MAX_ATTEMPTS, Outbox, type NewNotification } from '../../src/modules/notifications/outbox';
import { createUser } from '../support/accounts';
import { databases, useTestDatabase } from '../support';

const silent = { info: () => undefined, error: () => undefined };

/** The .eml files in DATA_DIR/outbox, by the Message-ID the outbox gave them. */
function sentMessageIds(dataDir: string): string[] {
  let files: string[];
  try {
    files = readdirSync(outboxDir(dataDir));
  } catch {
    return [];
  }
  return files.map((file) => /^Message-ID: (.+)$/im.exec(readFileSync(join(outboxDir(dataDir), file), 'utf8'))?.[1] ?? '?').sort();
}

describe.each(databases())('notification outbox on %s', (kind) => {
  const db = useTestDatabase(kind);
  let clock: ManualClock;
  let seq = 0;

  beforeEach(() => {
    clock = new ManualClock('2026-05-01T10:00:00.000Z');
  });

  function outboxOn(dataSource: DataSource, mailer: Mailer, errors: object[] = []) {
    const background = new BackgroundTasks({ error: (details) => errors.push(details) });
    const outbox = new Outbox({
      dataSource,
      clock,
      mailer,
      background,
      publicUrl: 'http://localhost:4000',
      logger: { error: (details) => errors.push(details) },
    });
    return { outbox, background };
  }
  const fileMailer = () => createMailer({ smtpUrl: null, dataDir: db.dataDir, from: 'no-reply@localhost', logger: silent });
  const notification = (overrides: Partial<NewNotification> = {}): NewNotification => {
    seq += 1;
    return {
      key: `test:${seq}`,
      kind: 'test',
      userId: null,
      to: `n${seq}@example.org`,
      subject: `Test ${seq}`,
      text: 'Hello',
      ...overrides,
    };
  };
  const rows = (keys: string[]) =>
    Promise.all(keys.map((key) => db.dataSource.manager.findOneByOrFail(Notification, { notificationKey: key })));

  it('is written with the transaction: a rolled back change leaves no notification, a key is written once', async () => {
    const { outbox } = outboxOn(db.dataSource, fileMailer());
    const kept = notification();
    const lost = notification();
    await expect(
      withTransaction(db.dataSource, async (manager) => {
        await outbox.write(manager, lost);
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');
    const first = await withTransaction(db.dataSource, (manager) => outbox.write(manager, kept));
    const again = await withTransaction(db.dataSource, (manager) => outbox.write(manager, { ...kept, subject: 'Again' }));
    expect([first, again]).toEqual([true, false]);
    expect(await db.dataSource.manager.countBy(Notification, { notificationKey: lost.key })).toBe(0);
    const [row] = await rows([kept.key]);
    expect(row).toMatchObject({ subject: kept.subject, state: 'pending', attempts: 0 });
  });

  it('delivers off the request path once, with the optional mail headers', async () => {
    const user = await createUser(db.dataSource);
    const { outbox, background } = outboxOn(db.dataSource, fileMailer());
    const optional = notification({ userId: user.id, unsubscribeUrl: 'http://localhost:4000/unsubscribe/abc' });
    const required = notification();
    await withTransaction(db.dataSource, async (manager) => {
      await outbox.write(manager, optional);
      await outbox.write(manager, required);
    });
    outbox.kick();
    outbox.kick();
    await background.settled();
    expect(await outbox.deliverDue()).toBe(0);
    const [a, b] = await rows([optional.key, required.key]);
    expect([a.state, b.state]).toEqual(['sent', 'sent']);
    const ids = sentMessageIds(db.dataDir);
    expect(ids.filter((id) => id === `<${a.id}@localhost>`)).toHaveLength(1);
    expect(ids.filter((id) => id === `<${b.id}@localhost>`)).toHaveLength(1);
    const files = readdirSync(outboxDir(db.dataDir)).map((file) => readFileSync(join(outboxDir(db.dataDir), file), 'utf8'));
    const optionalMail = files.find((text) => text.includes(`<${a.id}@localhost>`))!;
    expect(optionalMail).toMatch(/^List-Unsubscribe: <http:\/\/localhost:4000\/unsubscribe\/abc>$/m);
    expect(optionalMail).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click$/m);
    expect(files.find((text) => text.includes(`<${b.id}@localhost>`))).not.toMatch(/List-Unsubscribe/);
  });

  it('retries a failed send with a growing wait and gives up after the last attempt', async () => {
    let calls = 0;
    const failing: Mailer = {
      send() {
        calls += 1;
        return Promise.reject(new Error('mail server down'));
      },
      close: () => undefined,
    };
    const errors: object[] = [];
    const { outbox } = outboxOn(db.dataSource, failing, errors);
    const n = notification();
    await withTransaction(db.dataSource, (manager) => outbox.write(manager, n));
    expect(await outbox.deliverDue()).toBe(0);
    expect(calls).toBe(1);
    let [row] = await rows([n.key]);
    expect(row).toMatchObject({ state: 'pending', attempts: 1, lastError: 'mail server down' });
    const firstWait = row.nextAttemptAt.getTime() - clock.now().getTime();
    expect(firstWait).toBeGreaterThan(0);
    // Not due yet: nothing is tried.
    await outbox.deliverDue();
    expect(calls).toBe(1);
    const waits = [firstWait];
    for (let attempt = 2; attempt <= MAX_ATTEMPTS; attempt += 1) {
      clock.set(row.nextAttemptAt);
      await outbox.deliverDue();
      expect(calls).toBe(attempt);
      [row] = await rows([n.key]);
      if (attempt < MAX_ATTEMPTS) waits.push(row.nextAttemptAt.getTime() - clock.now().getTime());
    }
    expect(row).toMatchObject({ state: 'failed', attempts: MAX_ATTEMPTS });
    // The waits grow (4x each, ±20 % jitter).
    for (let i = 1; i < waits.length; i += 1) expect(waits[i]).toBeGreaterThan(waits[i - 1]);
    clock.advance(7 * 24 * 60 * 60 * 1000);
    await outbox.deliverDue();
    expect(calls).toBe(MAX_ATTEMPTS);
  });

  it('sends nothing twice when a server stops during delivery and another (or the same, restarted) carries on', async () => {
    const before = sentMessageIds(db.dataDir).length;
    // The first server: its mailer puts the message on the wire (the outbox file), then the process
    // "dies" before it can mark the row sent (the send never returns).
    const real = fileMailer();
    let sentByFirst = 0;
    let onWire: () => void = () => undefined;
    const wire = new Promise<void>((resolve) => (onWire = resolve));
    const dying: Mailer = {
      async send(message: MailMessage) {
        await real.send(message);
        sentByFirst += 1;
        onWire();
        await new Promise(() => undefined);
      },
      close: () => undefined,
    };
    const first = outboxOn(db.dataSource, dying);
    const batch = Array.from({ length: 6 }, () => notification());
    await withTransaction(db.dataSource, async (manager) => {
      for (const n of batch) await first.outbox.write(manager, n);
    });
    void first.outbox.deliverDue();
    await wire;
    expect(sentByFirst).toBe(1);

    // The restarted server (a new connection, a new process id) and a second server deliver at once.
    const restartedSource = await db.open();
    const otherSource = await db.open();
    const restarted = outboxOn(restartedSource, fileMailer());
    const other = outboxOn(otherSource, fileMailer());
    const [a, b] = await Promise.all([restarted.outbox.deliverDue(), other.outbox.deliverDue()]);
    expect(a + b).toBe(batch.length - 1);
    const states = (await rows(batch.map((n) => n.key))).map((row) => row.state).sort();
    expect(states).toEqual(['sending', 'sent', 'sent', 'sent', 'sent', 'sent']);

    // Long after: the interrupted one is marked unconfirmed and still not sent again.
    clock.advance(CLAIM_TIMEOUT_MS + 1000);
    expect(await restarted.outbox.deliverDue()).toBe(0);
    const after = await rows(batch.map((n) => n.key));
    expect(after.filter((row) => row.state === 'unconfirmed')).toHaveLength(1);
    expect(after.filter((row) => row.state === 'sent')).toHaveLength(batch.length - 1);

    const ids = sentMessageIds(db.dataDir);
    expect(ids.length - before).toBe(batch.length);
    for (const row of after) expect(ids.filter((id) => id === `<${row.id}@localhost>`)).toHaveLength(1);
  });

  it('delivers account mails first, then the notifications of changes, then bulk mail, whatever their age', async () => {
    const order: string[] = [];
    const recording: Mailer = {
      send(message) {
        order.push(message.subject);
        return Promise.resolve();
      },
      close: () => undefined,
    };
    const { outbox } = outboxOn(db.dataSource, recording);
    // A batch of reminders due earlier than the rest (more than one delivery round of them).
    await withTransaction(db.dataSource, async (manager) => {
      for (let i = 0; i < 25; i += 1) await outbox.write(manager, notification({ subject: `reminder ${i}`, priority: 'bulk' }));
    });
    clock.advance(60 * 1000);
    await withTransaction(db.dataSource, async (manager) => {
      await outbox.write(manager, notification({ subject: 'decision', kind: 'decision' }));
      await outbox.write(manager, notification({ subject: 'verify', kind: 'verify', priority: 'account' }));
    });
    expect(await outbox.deliverDue()).toBe(27);
    expect(order.slice(0, 3)).toEqual(['verify', 'decision', 'reminder 0']);
    expect(order.slice(2)).toEqual(Array.from({ length: 25 }, (_, i) => `reminder ${i}`));
  });

  it('sends an interrupted notification again only when asked, once per ask', async () => {
    const real = fileMailer();
    const { outbox } = outboxOn(db.dataSource, real);
    const n = notification();
    await withTransaction(db.dataSource, (manager) => outbox.write(manager, n));
    let [row] = await rows([n.key]);
    // A process claimed it and stopped while sending (whether it went out is unknown).
    await db.dataSource.manager.update(Notification, { id: row.id }, { state: 'sending', claimedBy: 'gone:1:x', claimedAt: clock.now() });
    clock.advance(CLAIM_TIMEOUT_MS + 1000);
    expect(await outbox.deliverDue()).toBe(0);
    clock.advance(24 * 60 * 60 * 1000);
    expect(await outbox.deliverDue()).toBe(0);
    [row] = await rows([n.key]);
    expect(row.state).toBe('unconfirmed');
    expect((await outbox.undelivered()).map((mail) => mail.id)).toContain(row.id);
    expect(sentMessageIds(db.dataDir).filter((id) => id === `<${row.id}@localhost>`)).toHaveLength(0);

    const again = await withTransaction(db.dataSource, (manager) => outbox.sendAgain(manager, row.id));
    expect(again).toMatchObject({ requeued: true, notification: { state: 'pending', attempts: 0, lastError: null } });
    expect(await outbox.deliverDue()).toBe(1);
    expect(sentMessageIds(db.dataDir).filter((id) => id === `<${row.id}@localhost>`)).toHaveLength(1);
    const sentAlready = await withTransaction(db.dataSource, (manager) => outbox.sendAgain(manager, row.id));
    expect(sentAlready).toMatchObject({ requeued: false, notification: { state: 'sent' } });
    expect(await withTransaction(db.dataSource, (manager) => outbox.sendAgain(manager, 'aaaaaaaaaaaaaaaaaaaaaaac'))).toBeNull();
    expect(await outbox.deliverDue()).toBe(0);
    expect(sentMessageIds(db.dataDir).filter((id) => id === `<${row.id}@localhost>`)).toHaveLength(1);
  });
});

import { Notification } from '../../src/db/entities/notification.entity';
import { User } from '../../src/db/entities/user.entity';
import { withTransaction } from '../../src/db/transaction';
import { CLAIM_TIMEOUT_MS, MAX_ATTEMPTS } from '../../src/modules/notifications/outbox';
import { GOOD_PASSWORD } from '../support/accounts';
import { Agent, startApp, type TestApp } from '../support/http';
import { agentFor, createPersonaUsers, type PersonaUsers } from '../support/personas';
import { SmtpSink } from '../support/smtp-sink';
import { databases, useTestDatabase } from '../support';

/**
 * Account mails go through the outbox (ahead of other mail, retried while the mail server fails),
 * so a mail server outage at sign-up loses nothing; a mail interrupted by a crash stays unconfirmed
 * (at most once) until an admin sends it again.
 */
describe.each(databases())('account mails and the mail outbox on %s', (kind) => {
  const db = useTestDatabase(kind);
  let sink: SmtpSink;
  let t: TestApp;

  beforeEach(async () => {
    sink = await SmtpSink.start();
    t = await startApp(db, { config: { smtpUrl: sink.url } });
  });
  afterEach(async () => {
    await t.app.close();
    await sink.stop();
  });

  const signupBody = (email: string) => ({
    first_name: 'Di',
    last_name: 'Ko',
    email,
    password: GOOD_PASSWORD,
    password_confirm: GOOD_PASSWORD,
    privacy_statement_accepted: true,
  });
  const mailsTo = (address: string) =>
    db.dataSource.manager.find(Notification, { where: { toAddress: address }, order: { createdAt: 'ASC' } });
  /** The delivery pass the scheduler runs every 30 s (outbox-delivery); each test's app has a fresh clock, so no lease. */
  const deliveryPass = async () => {
    await t.app.services.outbox.deliverDue();
    await t.app.services.background.settled();
  };
  const linkIn = (data: string, path: string) =>
    new RegExp(`http://localhost:4000${path}([A-Za-z0-9_-]+)`).exec(data.replace(/=\r?\n/g, ''))?.[1];

  it('answers a sign-up while the mail server refuses, and delivers the verification mail once it accepts', async () => {
    sink.accepting = false;
    const email = 'outage@example.org';
    const a = new Agent(t.app, '10.6.0.1');
    const answer = await a.rest('POST', '/signup', signupBody(email));
    expect(answer.status).toBe(201);
    expect(await db.dataSource.getRepository(User).countBy({ email })).toBe(1);
    // Tried right after the answer, refused, waiting for its next attempt.
    expect(sink.refused).toBeGreaterThanOrEqual(1);
    let [mail] = await mailsTo(email);
    expect(mail).toMatchObject({ kind: 'verify', state: 'pending', attempts: 1, priority: 0, subject: 'Verify your account' });
    expect(mail.lastError).toMatch(/421/);

    // Still down at the next attempt: still waiting, nothing lost.
    t.clock.set(mail.nextAttemptAt);
    await deliveryPass();
    [mail] = await mailsTo(email);
    expect(mail).toMatchObject({ state: 'pending', attempts: 2 });
    expect(sink.to(email)).toHaveLength(0);

    // The server is back: the next pass delivers it, once.
    sink.accepting = true;
    t.clock.set(mail.nextAttemptAt);
    await deliveryPass();
    await deliveryPass();
    [mail] = await mailsTo(email);
    expect(mail).toMatchObject({ state: 'sent', attempts: 3 });
    const delivered = sink.to(email);
    expect(delivered).toHaveLength(1);
    expect(delivered[0].data).toMatch(/^Subject: Verify your account$/m);
    const token = linkIn(delivered[0].data, '/verify/');
    expect(token).toBeDefined();
    expect((await a.rest('PATCH', `/verify/${token}`, {})).status).toBe(200);
  });

  it('sends resend-verification and password-reset mails through the outbox with retries', async () => {
    const email = 'retry@example.org';
    const a = new Agent(t.app, '10.6.0.2');
    expect((await a.rest('POST', '/signup', signupBody(email))).status).toBe(201);
    sink.accepting = false;
    expect((await a.rest('POST', '/resend_verification', { email })).status).toBe(200);
    expect((await a.rest('POST', '/forgot_password', { email })).status).toBe(200);
    const waiting = (await mailsTo(email)).filter((mail) => mail.state === 'pending');
    expect(waiting.map((mail) => [mail.kind, mail.priority, mail.attempts]).sort()).toEqual([
      ['reset', 0, 1],
      ['verify', 0, 1],
    ]);
    sink.accepting = true;
    // Within the reset link's hour.
    t.clock.advance(10 * 60 * 1000);
    await deliveryPass();
    expect((await mailsTo(email)).map((mail) => mail.state)).toEqual(['sent', 'sent', 'sent']);
    const subjects = sink.to(email).map((mail) => /^Subject: (.*)$/m.exec(mail.data)?.[1]);
    expect(subjects.sort()).toEqual(['Reset your password', 'Verify your account', 'Verify your account']);
    const reset = linkIn(sink.to(email).find((mail) => /Reset your password/.test(mail.data))!.data, '/reset_password/');
    expect(
      (await a.rest('PATCH', `/reset_password/${reset}`, { password: `${GOOD_PASSWORD}x`, password_confirm: `${GOOD_PASSWORD}x` })).status,
    ).toBe(200);
  });

  describe('an interrupted send', () => {
    let users: PersonaUsers;
    let admin: Agent;
    let player: Agent;
    let email: string;
    let seq = 0;

    beforeEach(async () => {
      users = await createPersonaUsers(db.dataSource);
      admin = await agentFor(t.app, db.dataSource, users, 'admin');
      player = await agentFor(t.app, db.dataSource, users, 'player');
      seq += 1;
      email = `interrupted${seq}@example.org`;
    });

    /** A sign-up whose verification mail a process claimed and then died sending (it never marks it). */
    async function interruptedMail(): Promise<Notification> {
      sink.accepting = false;
      await new Agent(t.app, '10.6.0.3').rest('POST', '/signup', signupBody(email));
      const [mail] = await mailsTo(email);
      await withTransaction(db.dataSource, (manager) =>
        manager.update(Notification, { id: mail.id }, { state: 'sending', claimedBy: 'stopped-host:4242:dead', claimedAt: t.clock.now() }),
      );
      sink.accepting = true;
      return mail;
    }

    it('stays unconfirmed, is never sent again on its own, and is sent again once by the admin (REST)', async () => {
      const mail = await interruptedMail();
      t.clock.advance(CLAIM_TIMEOUT_MS + 1000);
      await deliveryPass();
      expect(await db.dataSource.manager.findOneByOrFail(Notification, { id: mail.id })).toMatchObject({ state: 'unconfirmed' });
      t.clock.advance(7 * 24 * 60 * 60 * 1000);
      await deliveryPass();
      expect(sink.to(email)).toHaveLength(0);

      expect((await player.rest('GET', '/mail_outbox')).status).toBe(403);
      const list = await admin.rest('GET', '/mail_outbox');
      expect(list.status).toBe(200);
      expect(list.body.data.filter((row: { to: string }) => row.to === email)).toEqual([
        expect.objectContaining({ _id: mail.id, kind: 'verify', to: email, subject: 'Verify your account', state: 'unconfirmed' }),
      ]);
      expect(typeof list.body.data[0].created_at).toBe('string');

      expect((await player.rest('POST', `/mail_outbox/${mail.id}/send_again`)).status).toBe(403);
      expect(sink.to(email)).toHaveLength(0);
      const again = await admin.rest('POST', `/mail_outbox/${mail.id}/send_again`);
      expect(again.status).toBe(200);
      expect(again.body.data.message).toBe('The mail is queued to be sent again');
      expect(sink.to(email)).toHaveLength(1);
      expect(await db.dataSource.manager.findOneByOrFail(Notification, { id: mail.id })).toMatchObject({ state: 'sent' });
      // A receiver can tell the repeat: the same Message-ID as the first try.
      expect(sink.to(email)[0].data).toContain(`Message-ID: <${mail.id}@localhost>`);

      const twice = await admin.rest('POST', `/mail_outbox/${mail.id}/send_again`);
      expect(twice).toMatchObject({ status: 409, body: { message: 'This mail has been sent: it is not sent again' } });
      expect((await admin.rest('GET', '/mail_outbox')).body.data.map((row: { _id: string }) => row._id)).not.toContain(mail.id);
      expect((await admin.rest('POST', '/mail_outbox/aaaaaaaaaaaaaaaaaaaaaaac/send_again')).status).toBe(404);
      await deliveryPass();
      expect(sink.to(email)).toHaveLength(1);
    });

    it('lists a failed mail and sends it again through GraphQL', async () => {
      sink.accepting = false;
      await new Agent(t.app, '10.6.0.4').rest('POST', '/signup', signupBody(email));
      for (let attempt = 2; attempt <= MAX_ATTEMPTS; attempt += 1) {
        const [pending] = await mailsTo(email);
        t.clock.set(pending.nextAttemptAt);
        await deliveryPass();
      }
      const [failed] = await mailsTo(email);
      expect(failed).toMatchObject({ state: 'failed', attempts: MAX_ATTEMPTS });
      sink.accepting = true;

      const LIST = '{ mailOutbox { id kind to subject state attempts lastError createdAt } }';
      expect((await player.graphql(LIST)).body.errors[0].extensions.code).toBe('FORBIDDEN');
      const listed = await admin.graphql(LIST);
      expect(listed.body.data.mailOutbox.filter((row: { to: string }) => row.to === email)).toEqual([
        expect.objectContaining({ id: failed.id, kind: 'verify', to: email, subject: 'Verify your account', state: 'failed' }),
      ]);
      const AGAIN = 'mutation Again($id: ID!) { sendMailAgain(id: $id) { message mail { id state } } }';
      const again = await admin.graphql(AGAIN, { id: failed.id });
      expect(again.body.data.sendMailAgain).toEqual({
        message: 'The mail is queued to be sent again',
        mail: { id: failed.id, state: 'pending' },
      });
      expect(sink.to(email)).toHaveLength(1);
      const twice = await admin.graphql(AGAIN, { id: failed.id });
      expect(twice.body.errors[0].extensions.code).toBe('CONFLICT');
      expect(sink.to(email)).toHaveLength(1);
    });
  });
});

import { existsSync, mkdirSync, utimesSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { IsNull } from 'typeorm';
import { outboxDir } from '../../src/mail';
import { Notification, Session, User } from '../../src/db';
import { eraseDueAccounts } from '../../src/modules/privacy/erasure';
import { purgePersonalData } from '../../src/modules/privacy/retention';
import { createUser } from '../support/accounts';
import { Agent, startApp, type TestApp } from '../support/http';
import { databases, insertCharacter, useTestDatabase } from '../support';

const DAY = 24 * 60 * 60 * 1000;

/** Profile, consents and sessions; erasure scheduled, cancelled, run by the job, at once by an admin. */
describe.each(databases())('privacy self-service on %s', (kind) => {
  const db = useTestDatabase(kind);
  let t: TestApp;
  let ipCounter = 0;

  beforeAll(async () => {
    t = await startApp(db, { config: { erasureGraceDays: 30 } });
  });
  afterAll(async () => {
    await t.app.close();
  });

  async function signedIn(fields: Parameters<typeof createUser>[1] = {}, device = 'Test browser') {
    const user = await createUser(db.dataSource, fields);
    const agent = new Agent(t.app, `10.22.0.${++ipCounter}`);
    const answer = await agent.request('POST', '/api/v1/login', {
      json: { email: user.email, password: user.password },
      headers: { 'user-agent': device },
    });
    expect(answer.status).toBe(200);
    return { user, agent };
  }

  it('changes names and the email consent; a new email counts only after its link', async () => {
    const { user, agent } = await signedIn();
    expect((await agent.rest('PATCH', '/user/profile', { first_name: '  ' })).body.message).toBe('Please enter your first and last name');
    expect((await agent.rest('PATCH', '/user/profile', { email: 'not-an-address' })).status).toBe(400);
    const other = await createUser(db.dataSource);
    expect((await agent.rest('PATCH', '/user/profile', { email: other.email.toUpperCase() })).status).toBe(409);

    const saved = await agent.rest('PATCH', '/user/profile', { first_name: 'Ada', last_name: 'Byron', email_consent: true });
    expect(saved).toMatchObject({
      status: 200,
      body: { data: { message: 'Profile saved.', user: { first_name: 'Ada', last_name: 'Byron', email_consent: true } } },
    });

    const newAddress = `changed-${user.id}@example.org`;
    const changed = await agent.rest('PATCH', '/user/profile', { email: newAddress });
    expect(changed.body.data.message).toContain(newAddress);
    expect(changed.body.data.user).toMatchObject({ email: user.email, pending_email: newAddress });
    // the old address still signs in; the new one does not yet
    expect((await new Agent(t.app, '10.22.1.1').rest('POST', '/login', { email: newAddress, password: user.password })).status).toBe(401);
    const mail = await db.dataSource.getRepository(Notification).findOneByOrFail({ userId: user.id, kind: 'email_change' });
    expect(mail.toAddress).toBe(newAddress);
    const token = new URL(mail.link!).searchParams.get('confirm_email')!;
    expect(mail.link).toBe(`http://localhost:4000/account?confirm_email=${encodeURIComponent(token)}`);

    const confirmed = await new Agent(t.app, '10.22.1.2').graphql(
      'mutation($t: String!) { confirmEmail(token: $t) { message user { email } pendingEmail } }',
      { t: token },
    );
    expect(confirmed.body.data.confirmEmail).toEqual({
      message: 'Your new email address is confirmed.',
      user: { email: newAddress },
      pendingEmail: null,
    });
    // single use
    expect((await agent.rest('POST', '/user/confirm_email', { token })).status).toBe(400);
    expect((await new Agent(t.app, '10.22.1.3').rest('POST', '/login', { email: newAddress, password: user.password })).status).toBe(200);
  });

  it('lists the sessions with their devices and ends another one', async () => {
    const { user, agent } = await signedIn({}, 'Laptop browser');
    const phone = new Agent(t.app, '10.22.2.1');
    await phone.request('POST', '/api/v1/login', {
      json: { email: user.email, password: user.password },
      headers: { 'user-agent': 'Phone browser' },
    });
    const listed = await agent.rest('GET', '/user/sessions');
    expect(listed.body.data.map((session: { device: string; current: boolean }) => [session.device, session.current]).sort()).toEqual([
      ['Laptop browser', true],
      ['Phone browser', false],
    ]);
    const stored = await db.dataSource.getRepository(Session).findBy({ userId: user.id });
    // the public id is not the stored key
    expect(listed.body.data.map((session: { _id: string }) => session._id)).not.toContain(stored[0].id);
    const phoneSession = listed.body.data.find((session: { current: boolean }) => !session.current);
    // another person cannot end it
    const stranger = await signedIn();
    expect((await stranger.agent.rest('DELETE', `/user/sessions/${phoneSession._id}`)).status).toBe(404);
    expect((await agent.rest('DELETE', `/user/sessions/${phoneSession._id}`)).body.data.message).toBe('Session ended.');
    expect((await phone.rest('GET', '/user')).status).toBe(401);
    expect((await agent.rest('GET', '/user')).status).toBe(200);
    const graphql = await agent.graphql('{ mySessions { device current } }');
    expect(graphql.body.data.mySessions).toEqual([{ device: 'Laptop browser', current: true }]);
  });

  it('schedules erasure after the password, mails the way to cancel, cancels, and the job erases when due', async () => {
    const { user, agent } = await signedIn();
    await insertCharacter(db.dataSource, user.id);
    expect((await agent.rest('GET', '/user/deletion')).body.data).toEqual({ scheduled: false, requested_at: null, erase_at: null });
    expect((await agent.rest('POST', '/user/deletion', {})).body.message).toBe('Please enter your password');
    expect((await agent.rest('POST', '/user/deletion', { password: 'wrong password here' })).body.message).toBe(
      'The password is incorrect',
    );

    const now = t.clock.now();
    const scheduled = await agent.rest('POST', '/user/deletion', { password: user.password });
    const eraseAt = new Date(now.getTime() + 30 * DAY).toISOString();
    expect(scheduled.body.data).toEqual({ scheduled: true, requested_at: now.toISOString(), erase_at: eraseAt });
    expect((await agent.rest('GET', '/user/deletion')).body.data.erase_at).toBe(eraseAt);
    const mail = await db.dataSource.getRepository(Notification).findOneByOrFail({ userId: user.id, kind: 'deletion_scheduled' });
    expect(mail).toMatchObject({ toAddress: user.email, subject: 'Your account will be deleted' });
    expect(mail.link).toMatch(/^http:\/\/localhost:4000\/cancel_deletion\/[A-Za-z0-9_-]{43}$/);
    expect(mail.body).toContain(mail.link!);

    expect((await agent.rest('DELETE', '/user/deletion')).body.data.message).toBe('Account deletion cancelled.');
    expect((await agent.rest('DELETE', '/user/deletion')).status).toBe(409);
    t.clock.advance(31 * DAY);
    expect(await eraseDueAccounts(db.dataSource, t.clock, console)).toBe(0);
    expect((await db.dataSource.getRepository(User).findOneByOrFail({ id: user.id })).erasedAt).toBeNull();

    // scheduled again (GraphQL; the first session has expired meanwhile), then due: the scheduler's job erases it once across two processes
    const browser = new Agent(t.app, '10.22.3.1');
    expect((await browser.rest('POST', '/login', { email: user.email, password: user.password })).status).toBe(200);
    const again = await browser.graphql('mutation($p: String) { requestAccountDeletion(password: $p) { scheduled eraseAt } }', {
      p: user.password,
    });
    expect(again.body.data.requestAccountDeletion.scheduled).toBe(true);
    t.clock.advance(29 * DAY);
    expect(await eraseDueAccounts(db.dataSource, t.clock, console)).toBe(0);
    t.clock.advance(2 * DAY);
    const second = await startApp(db, { dataSource: await db.open(), clock: t.clock });
    try {
      const ran = await Promise.all([
        t.app.services.scheduler.runNow('privacy-erasure'),
        second.app.services.scheduler.runNow('privacy-erasure'),
      ]);
      expect(ran.filter(Boolean)).toHaveLength(1);
    } finally {
      await second.app.close();
    }
    const erased = await db.dataSource.getRepository(User).findOneByOrFail({ id: user.id });
    expect(erased.erasedAt).not.toBeNull();
    expect(erased.firstName).toBe('Deleted player');
    expect((await browser.rest('GET', '/user')).status).toBe(401);
  });

  it("the mail's cancel link cancels the pending deletion once, without signing in, until the erasure date", async () => {
    const linkOf = async (userId: string) => {
      const mails = await db.dataSource
        .getRepository(Notification)
        .find({ where: { userId, kind: 'deletion_scheduled' }, order: { notificationKey: 'DESC' } });
      return mails[0].link!.split('/cancel_deletion/')[1];
    };
    const { user, agent } = await signedIn();
    await agent.rest('POST', '/user/deletion', { password: user.password });
    const token = decodeURIComponent(await linkOf(user.id));
    const stranger = new Agent(t.app, '10.22.4.1');
    const invalid =
      'This cancellation link is invalid, has expired or was already used. Sign in to see whether your account deletion is still scheduled.';
    // a wrong token: refused with a clear 400, nothing changes
    const wrong = await stranger.rest('POST', `/user/deletion/cancel/${'x'.repeat(43)}`);
    expect(wrong).toMatchObject({ status: 400, body: { message: invalid } });
    expect((await stranger.rest('POST', '/user/deletion/cancel/short')).status).toBe(400);
    expect((await agent.rest('GET', '/user/deletion')).body.data.scheduled).toBe(true);
    // opening the page (a GET) is the client's; the API has no GET that changes anything
    expect((await stranger.rest('GET', `/user/deletion/cancel/${token}`)).status).toBe(404);
    expect((await agent.rest('GET', '/user/deletion')).body.data.scheduled).toBe(true);

    const cancelled = await stranger.rest('POST', `/user/deletion/cancel/${token}`);
    expect(cancelled).toMatchObject({ status: 200, body: { data: { message: 'Account deletion cancelled.' } } });
    expect((await agent.rest('GET', '/user/deletion')).body.data).toEqual({ scheduled: false, requested_at: null, erase_at: null });
    // once only, even after scheduling again (a new mail, a new link; the old one stays used)
    expect((await stranger.rest('POST', `/user/deletion/cancel/${token}`)).body.message).toBe(invalid);
    t.clock.advance(1000);
    await agent.rest('POST', '/user/deletion', { password: user.password });
    expect((await stranger.rest('POST', `/user/deletion/cancel/${token}`)).status).toBe(400);
    const second = decodeURIComponent(await linkOf(user.id));
    expect(second).not.toBe(token);
    // cancelled while signed in: the mailed link is void
    expect((await agent.rest('DELETE', '/user/deletion')).status).toBe(200);
    expect((await stranger.rest('POST', `/user/deletion/cancel/${second}`)).status).toBe(400);

    // expired at the erasure date (GraphQL, the same call)
    t.clock.advance(1000);
    await agent.rest('POST', '/user/deletion', { password: user.password });
    const third = decodeURIComponent(await linkOf(user.id));
    t.clock.advance(30 * DAY);
    const late = await stranger.graphql('mutation($t: String!) { cancelAccountDeletionByLink(token: $t) }', { t: third });
    expect(late.body.errors[0]).toMatchObject({ message: invalid, extensions: { code: 'BAD_USER_INPUT' } });
    t.clock.advance(-1);
    const inTime = await stranger.graphql('mutation($t: String!) { cancelAccountDeletionByLink(token: $t) }', { t: third });
    expect(inTime.body.data.cancelAccountDeletionByLink).toBe('Account deletion cancelled.');
    expect((await db.dataSource.getRepository(User).findOneByOrFail({ id: user.id })).eraseAt).toBeNull();
  });

  it('an erasure that fails midway changes nothing and the next run completes it', async () => {
    const { user, agent } = await signedIn();
    await insertCharacter(db.dataSource, user.id);
    await agent.rest('POST', '/user/deletion', { password: user.password });
    t.clock.advance(31 * DAY);
    // A stop midway: the character delete (after sessions and tokens were deleted in the same transaction) fails.
    const trigger =
      kind === 'sqlite'
        ? `CREATE TRIGGER stop_erasure BEFORE DELETE ON characters BEGIN SELECT RAISE(ABORT, 'stopped midway'); END`
        : `CREATE TRIGGER stop_erasure BEFORE DELETE ON characters FOR EACH ROW SIGNAL SQLSTATE '45000' SET MESSAGE_TEXT = 'stopped midway'`;
    await db.dataSource.query(trigger);
    const errors: string[] = [];
    try {
      expect(
        await eraseDueAccounts(db.dataSource, t.clock, {
          error: (details: object) => errors.push(String((details as { err: Error }).err)),
        }),
      ).toBe(0);
      expect(errors.join()).toMatch(/stopped midway/);
    } finally {
      await db.dataSource.query('DROP TRIGGER stop_erasure');
    }
    const untouched = await db.dataSource.getRepository(User).findOneByOrFail({ id: user.id });
    expect(untouched).toMatchObject({ email: user.email, erasedAt: null });
    expect(await db.dataSource.getRepository(Session).countBy({ userId: user.id })).toBe(1);
    expect(await eraseDueAccounts(db.dataSource, t.clock, console)).toBe(1);
    expect(await db.dataSource.getRepository(Session).countBy({ userId: user.id })).toBe(0);
  });

  it('an admin erases an account at once, never the last admin', async () => {
    await db.dataSource.getRepository(User).update({ erasedAt: IsNull() }, { roles: [] });
    const { user: admin, agent: adminAgent } = await signedIn({ roles: ['admin'] });
    expect((await adminAgent.rest('DELETE', `/users/${admin.id}`)).body.message).toBe(
      'The last admin cannot be deleted. Make another account admin first.',
    );
    expect((await adminAgent.rest('POST', '/user/deletion', { password: admin.password })).status).toBe(409);
    const { user: player, agent: playerAgent } = await signedIn();
    expect((await playerAgent.rest('DELETE', `/users/${admin.id}`)).status).toBe(403);
    expect((await adminAgent.graphql('mutation($id: ID!) { eraseUser(userId: $id) }', { id: player.id })).body.data.eraseUser).toBe(
      'The account was deleted.',
    );
    expect((await playerAgent.rest('GET', '/user')).status).toBe(401);
    const second = await createUser(db.dataSource, { roles: ['admin'] });
    expect((await adminAgent.rest('DELETE', `/users/${second.id}`)).status).toBe(200);
  });

  it('staff user lists hide erased accounts unless asked (REST and GraphQL, false by default)', async () => {
    const { agent: adminAgent } = await signedIn({ roles: ['admin'] });
    const player = await createUser(db.dataSource);
    expect((await adminAgent.rest('DELETE', `/users/${player.id}`)).status).toBe(200);
    const ids = (rows: { _id?: string; id?: string }[]) => rows.map((row) => row._id ?? row.id);

    expect(ids((await adminAgent.rest('GET', '/users')).body.data)).not.toContain(player.id);
    expect(ids((await adminAgent.rest('GET', '/users?include_erased=false')).body.data)).not.toContain(player.id);
    const listed = await adminAgent.rest('GET', '/users?include_erased=true');
    expect(ids(listed.body.data)).toContain(player.id);
    expect((await adminAgent.rest('GET', '/users?include_erased=maybe')).status).toBe(400);

    const rows = async (args: string) =>
      (await adminAgent.graphql(`{ staffUserRows${args} { id firstName erased } }`)).body.data.staffUserRows as {
        id: string;
        firstName: string;
        erased: boolean;
      }[];
    expect((await rows('')).map((row) => row.id)).not.toContain(player.id);
    expect((await rows('(includeErased: false)')).map((row) => row.id)).not.toContain(player.id);
    expect((await rows('(includeErased: true)')).find((row) => row.id === player.id)).toEqual({
      id: player.id,
      firstName: 'Deleted player',
      erased: true,
    });
    const users = async (args: string) =>
      ((await adminAgent.graphql(`{ users${args} { id } }`)).body.data.users as { id: string }[]).map((row) => row.id);
    expect(await users('')).not.toContain(player.id);
    expect(await users('(includeErased: true)')).toContain(player.id);
  });

  it('purges used links and mails older than 90 days', async () => {
    const { user, agent } = await signedIn();
    await agent.rest('POST', '/user/deletion', { password: user.password });
    await agent.rest('DELETE', '/user/deletion');
    await db.dataSource.getRepository(Notification).update({ userId: user.id }, { state: 'sent' });
    const mails = () => db.dataSource.getRepository(Notification).countBy({ userId: user.id });
    expect(await mails()).toBe(1);
    t.clock.advance(89 * DAY);
    await purgePersonalData(db.dataSource, t.clock);
    expect(await mails()).toBe(1);
    t.clock.advance(2 * DAY);
    expect((await purgePersonalData(db.dataSource, t.clock)).oldMails).toBeGreaterThanOrEqual(1);
    expect(await mails()).toBe(0);
    // the outbox files of a local install (no SMTP_URL) go after the same 90 days, by when they were written
    const folder = outboxDir(db.dataDir);
    mkdirSync(folder, { recursive: true });
    writeFileSync(join(folder, 'old.eml'), 'To: someone@example.org');
    writeFileSync(join(folder, 'new.eml'), 'To: someone@example.org');
    const written = new Date(t.clock.now().getTime() - 91 * DAY);
    utimesSync(join(folder, 'old.eml'), written, written);
    utimesSync(join(folder, 'new.eml'), t.clock.now(), t.clock.now());
    expect((await purgePersonalData(db.dataSource, t.clock, db.dataDir)).oldMailFiles).toBe(1);
    expect(existsSync(join(folder, 'old.eml'))).toBe(false);
    expect(existsSync(join(folder, 'new.eml'))).toBe(true);
  });
});

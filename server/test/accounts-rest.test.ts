import { OneTimeToken } from '../src/db/entities/one-time-token.entity';
import { Session } from '../src/db/entities/session.entity';
import { User } from '../src/db/entities/user.entity';
import { PASSWORD_MESSAGES } from '../src/modules/accounts/password-policy';
import { createUser, GOOD_PASSWORD } from './support/accounts';
import { withServerPasswordHashCost } from './support/cheap-password-hashing';
import { Agent, lastMailedToken, outboxMessages, startApp, type TestApp } from './support/http';
import { databases, useTestDatabase } from './support';

const HOUR = 60 * 60 * 1000;
let sequence = 0;
const uniqueEmail = (label: string) => `${label}-${++sequence}@example.org`;

function signupBody(email: string, overrides: Record<string, unknown> = {}) {
  return {
    first_name: 'Ann',
    last_name: 'Lee',
    email,
    password: GOOD_PASSWORD,
    password_confirm: GOOD_PASSWORD,
    privacy_statement_accepted: true,
    email_consent: true,
    ...overrides,
  };
}

describe.each(databases())('account flows through REST on %s', (kind) => {
  const db = useTestDatabase(kind);
  let t: TestApp;
  // Each test uses its own address so the per-address rate limits of one test do not touch another.
  let ipCounter = 0;
  const agent = () => new Agent(t.app, `10.1.0.${++ipCounter}`);
  const userByEmail = (email: string) => db.dataSource.getRepository(User).findOneBy({ email });
  const countUsers = (email: string) => db.dataSource.getRepository(User).countBy({ email });

  beforeAll(async () => {
    t = await startApp(db);
  });
  afterAll(async () => {
    await t.app.close();
  });

  async function signUpAndVerify(email = uniqueEmail('player')): Promise<{ agent: Agent; email: string }> {
    const a = agent();
    expect((await a.rest('POST', '/signup', signupBody(email))).status).toBe(201);
    const token = lastMailedToken(db.dataDir, email, '/verify/');
    expect((await a.rest('PATCH', `/verify/${token}`, {})).status).toBe(200);
    expect((await a.rest('POST', '/login', { email, password: GOOD_PASSWORD })).status).toBe(200);
    return { agent: a, email };
  }

  describe('signup', () => {
    it('creates an unverified account, hashes with argon2id m=19456 t=2 p=1 and mails a PUBLIC_URL verify link', async () => {
      const email = uniqueEmail('signup');
      // The server's own cost: the jest set-up lowers it for every other sign-up.
      const answer = await withServerPasswordHashCost(() => agent().rest('POST', '/signup', signupBody(email.toUpperCase())));
      expect(answer.status).toBe(201);
      expect(answer.body.data.user).toMatchObject({ email, verified: false, first_name: 'Ann', last_name: 'Lee' });
      const user = await userByEmail(email);
      expect(user?.passwordHash).toMatch(/^\$argon2id\$v=19\$/);
      const parameters = /^\$argon2id\$v=19\$([^$]+)\$/.exec(user!.passwordHash)![1].split(',').sort();
      expect(parameters).toEqual(['m=19456', 'p=1', 't=2']);
      expect(user?.emailConsent).toBe(true);
      expect(user?.privacyStatementAcceptedAt).not.toBeNull();
      const [mail] = outboxMessages(db.dataDir, email);
      expect(mail).toMatch(/http:\/\/localhost:4000\/verify\/[A-Za-z0-9_-]{43}/);
      // the token is stored only as its hash
      const token = lastMailedToken(db.dataDir, email, '/verify/');
      const stored = await db.dataSource.getRepository(OneTimeToken).findOneByOrFail({ userId: user!.id });
      expect(stored.tokenHash).not.toContain(token);
      expect(stored.tokenHash).toMatch(/^[0-9a-f]{64}$/);
    });

    it.each([
      ['a missing first name', { first_name: undefined }, 'Please fill out all fields'],
      ['a blank email', { email: '  ' }, 'Please fill out all fields'],
      ['a missing password confirmation', { password_confirm: undefined }, 'Please fill out all fields'],
      ['an unticked privacy statement', { privacy_statement_accepted: false }, 'You must accept the privacy statement'],
      ['no privacy statement at all', { privacy_statement_accepted: undefined }, 'You must accept the privacy statement'],
      ['mismatched passwords', { password_confirm: 'something else entirely' }, 'Password and password confirm must match'],
      ['a short password', { password: 'Ab1!x', password_confirm: 'Ab1!x' }, PASSWORD_MESSAGES.tooShort],
      ['a common password', { password: 'Password123', password_confirm: 'Password123' }, PASSWORD_MESSAGES.tooCommon],
      ['a password over 256 characters', { password: 'x'.repeat(257), password_confirm: 'x'.repeat(257) }, PASSWORD_MESSAGES.tooLong],
      ['an email without a domain', { email: 'ann@' }, 'Please enter a valid email address'],
    ])('refuses %s with 400 and creates nothing', async (_case, overrides, message) => {
      const email = uniqueEmail('refused');
      const answer = await agent().rest('POST', '/signup', signupBody(email, overrides));
      expect(answer).toMatchObject({ status: 400, body: { message } });
      expect(await countUsers(email)).toBe(0);
      expect(outboxMessages(db.dataDir, email)).toHaveLength(0);
    });

    it('refuses a wrong type with 400 and creates nothing', async () => {
      const email = uniqueEmail('types');
      const answer = await agent().rest('POST', '/signup', signupBody(email, { privacy_statement_accepted: 'true' }));
      expect(answer.status).toBe(400);
      expect(answer.body.message).toMatch(/privacy_statement_accepted/);
      expect(await countUsers(email)).toBe(0);
    });

    it('refuses a second signup with the same email (any case) with 409 and keeps the first account', async () => {
      const email = uniqueEmail('twice');
      expect((await agent().rest('POST', '/signup', signupBody(email))).status).toBe(201);
      const first = await userByEmail(email);
      const again = await agent().rest('POST', '/signup', signupBody(email.toUpperCase(), { first_name: 'Other' }));
      expect(again.status).toBe(409);
      expect(again.body.message).toMatch(/may already be signed up/);
      expect(await countUsers(email)).toBe(1);
      expect((await userByEmail(email))?.firstName).toBe(first?.firstName);
    });

    it('lets exactly one of two simultaneous signups with one email through (the other 409, never 500)', async () => {
      const email = uniqueEmail('race');
      const answers = await Promise.all([
        agent().rest('POST', '/signup', signupBody(email)),
        agent().rest('POST', '/signup', signupBody(email)),
      ]);
      expect(answers.map((answer) => answer.status).sort()).toEqual([201, 409]);
      expect(await countUsers(email)).toBe(1);
    });

    it('accepts a long unicode password and compares it NFC-normalized', async () => {
      const composed = 'Grüße aus Köln, wo der Dom über dem Rhein steht — ein sehr langes Passwort ✓✓';
      const decomposed = composed.normalize('NFD');
      expect(decomposed).not.toBe(composed);
      expect(Array.from(composed).length).toBeGreaterThan(64); // code points
      const email = uniqueEmail('unicode');
      const a = agent();
      expect((await a.rest('POST', '/signup', signupBody(email, { password: composed, password_confirm: composed }))).status).toBe(201);
      await a.rest('PATCH', `/verify/${lastMailedToken(db.dataDir, email, '/verify/')}`, {});
      const login = await a.rest('POST', '/login', { email, password: decomposed });
      expect(login.status).toBe(200);
    });
  });

  describe('verification', () => {
    it('verifies with the mailed link, once', async () => {
      const email = uniqueEmail('verify');
      const a = agent();
      await a.rest('POST', '/signup', signupBody(email));
      const token = lastMailedToken(db.dataDir, email, '/verify/');
      const answer = await a.rest('PATCH', `/verify/${token}`, {});
      expect(answer).toMatchObject({ status: 200, body: { data: { message: 'Account verified!', user: { verified: true } } } });
      // used again, the link says the account is verified (409) instead of "invalid"
      const reused = await a.rest('PATCH', `/verify/${token}`, {});
      expect(reused).toMatchObject({
        status: 409,
        body: { message: 'This account is already verified. You can log in.', code: 'CONFLICT' },
      });
    });

    it('refuses a forged token and an expired one, leaving the account unverified', async () => {
      const email = uniqueEmail('expired');
      const a = agent();
      await a.rest('POST', '/signup', signupBody(email));
      const forged = await a.rest('PATCH', `/verify/${'A'.repeat(43)}`, {});
      expect(forged.status).toBe(400);
      const token = lastMailedToken(db.dataDir, email, '/verify/');
      t.clock.advance(49 * HOUR);
      try {
        const expired = await a.rest('PATCH', `/verify/${token}`, {});
        expect(expired.status).toBe(400);
        expect(expired.body.message).toMatch(/invalid or has expired/);
      } finally {
        t.clock.advance(-49 * HOUR);
      }
      expect((await userByEmail(email))?.verified).toBe(false);
    });

    it('asks for the privacy statement (options=true) when the account has not accepted it', async () => {
      const user = await createUser(db.dataSource, { verified: false, privacy: false });
      const a = agent();
      expect((await a.rest('POST', '/resend_verification', { email: user.email })).status).toBe(200);
      const [mail] = outboxMessages(db.dataDir, user.email);
      expect(mail).toMatch(/\/verify\/[A-Za-z0-9_-]+\?options=true/);
      const token = lastMailedToken(db.dataDir, user.email, '/verify/');
      const refused = await a.rest('PATCH', `/verify/${token}`, { privacy_statement_accepted: false });
      expect(refused).toMatchObject({ status: 400, body: { message: 'You must accept the privacy statement' } });
      expect((await userByEmail(user.email))?.verified).toBe(false);
      // the refusal did not use up the link
      const accepted = await a.rest('PATCH', `/verify/${token}`, { privacy_statement_accepted: true });
      expect(accepted.status).toBe(200);
      const stored = await userByEmail(user.email);
      expect(stored?.verified).toBe(true);
      expect(stored?.privacyStatementAcceptedAt).not.toBeNull();
    });

    it('resends a new link that voids the old one, and answers the same for unknown emails', async () => {
      const email = uniqueEmail('resend');
      const a = agent();
      await a.rest('POST', '/signup', signupBody(email));
      const first = lastMailedToken(db.dataDir, email, '/verify/');
      const resent = await a.rest('POST', '/resend_verification', { email });
      expect(resent).toMatchObject({ status: 200, body: { data: { message: 'Sent! Please check your email.' } } });
      const second = lastMailedToken(db.dataDir, email, '/verify/');
      expect(second).not.toBe(first);
      expect((await a.rest('PATCH', `/verify/${first}`, {})).status).toBe(400);
      expect((await a.rest('PATCH', `/verify/${second}`, {})).status).toBe(200);
      // once the account is verified, the voided first link says so too
      expect((await a.rest('PATCH', `/verify/${first}`, {})).body.message).toBe('This account is already verified. You can log in.');

      const unknown = uniqueEmail('nobody');
      const answer = await a.rest('POST', '/resend_verification', { email: unknown });
      expect(answer).toEqual({ ...answer, status: 200, body: resent.body });
      expect(outboxMessages(db.dataDir, unknown)).toHaveLength(0);
    });
  });

  describe('login and logout', () => {
    it('refuses empty fields with the spec message', async () => {
      for (const body of [{}, { email: 'a@b.org' }, { email: '', password: 'x' }, { email: 'a@b.org', password: '' }]) {
        const answer = await agent().rest('POST', '/login', body);
        expect(answer).toMatchObject({ status: 400, body: { message: 'Please enter your username and password' } });
      }
    });

    it('refuses a wrong password and an unknown email alike, with 401 and no session', async () => {
      const user = await createUser(db.dataSource);
      for (const body of [
        { email: user.email, password: 'not the password at all' },
        { email: uniqueEmail('unknown'), password: GOOD_PASSWORD },
      ]) {
        const a = agent();
        const answer = await a.rest('POST', '/login', body);
        expect(answer).toMatchObject({ status: 401, body: { message: 'Incorrect username or password. Please try again.' } });
        expect(answer.headers['set-cookie']).toBeUndefined();
        expect((await a.rest('GET', '/user')).status).toBe(401);
      }
    });

    it('tells an unverified account to verify, offers resend, and gives it no session', async () => {
      const user = await createUser(db.dataSource, { verified: false });
      const a = agent();
      const answer = await a.rest('POST', '/login', { email: user.email, password: user.password });
      expect(answer.status).toBe(403);
      expect(answer.body).toMatchObject({ code: 'EMAIL_NOT_VERIFIED' });
      expect(answer.body.message).toMatch(/not been verified/);
      expect(answer.headers['set-cookie']).toBeUndefined();
      expect((await a.rest('GET', '/user')).status).toBe(401);
      expect(await db.dataSource.getRepository(Session).countBy({ userId: user.id })).toBe(0);
    });

    it('signs in with an http-only SameSite=Lax cookie, a new session id each time, and signs out', async () => {
      const user = await createUser(db.dataSource);
      const a = agent();
      const login = await a.rest('POST', '/login', { email: user.email.toUpperCase(), password: user.password });
      expect(login).toMatchObject({ status: 200, body: { data: { user: { email: user.email, verified: true } } } });
      const setCookie = String(login.headers['set-cookie']);
      expect(setCookie).toMatch(/HttpOnly/);
      expect(setCookie).toMatch(/SameSite=Lax/);
      expect(setCookie).not.toMatch(/Secure/);
      expect((await a.rest('GET', '/user')).body.data).toMatchObject({ _id: user.id, email: user.email });

      const firstCookie = a.cookie;
      await a.rest('POST', '/login', { email: user.email, password: user.password });
      expect(a.cookie).not.toBe(firstCookie);
      const stale = new Agent(t.app, a.ip);
      stale.cookie = firstCookie;
      expect((await stale.rest('GET', '/user')).status).toBe(401);

      const logout = await a.rest('POST', '/logout');
      expect(logout.status).toBe(200);
      expect(a.cookie).toBeNull();
      expect((await a.rest('GET', '/user')).status).toBe(401);
      expect(await db.dataSource.getRepository(Session).countBy({ userId: user.id })).toBe(0);
    });

    it('refuses a tampered cookie', async () => {
      const user = await createUser(db.dataSource);
      const a = agent();
      await a.rest('POST', '/login', { email: user.email, password: user.password });
      const [value, signature] = a.cookie!.split('.');
      a.cookie = `${value}x.${signature}`;
      expect((await a.rest('GET', '/user')).status).toBe(401);
    });
  });

  describe('forgot and reset password', () => {
    it("refuses input that is not an email with the spec's 'Email not found' message", async () => {
      for (const email of ['', 'not-an-email']) {
        const answer = await agent().rest('POST', '/forgot_password', { email });
        expect(answer).toMatchObject({ status: 400, body: { message: 'Email not found. Please try again.' } });
      }
    });

    it('answers the same for unknown and known emails, and mails only the known one', async () => {
      const user = await createUser(db.dataSource);
      const unknown = uniqueEmail('ghost');
      const forUnknown = await agent().rest('POST', '/forgot_password', { email: unknown });
      const forKnown = await agent().rest('POST', '/forgot_password', { email: user.email });
      expect(forUnknown).toMatchObject({ status: 200, body: { data: { message: 'An email was sent if the account exists' } } });
      expect(forKnown.body).toEqual(forUnknown.body);
      expect(outboxMessages(db.dataDir, unknown)).toHaveLength(0);
      expect(lastMailedToken(db.dataDir, user.email, '/reset_password/')).toMatch(/^[A-Za-z0-9_-]{43}$/);
    });

    it('resets with the newest link once, ends every session, and the old password stops working', async () => {
      const { agent: signedIn, email } = await signUpAndVerify();
      const a = agent();
      await a.rest('POST', '/forgot_password', { email });
      const older = lastMailedToken(db.dataDir, email, '/reset_password/');
      await a.rest('POST', '/forgot_password', { email });
      const newer = lastMailedToken(db.dataDir, email, '/reset_password/');
      const newPassword = 'a brand new passphrase';

      const voided = await a.rest('PATCH', `/reset_password/${older}`, { password: newPassword, password_confirm: newPassword });
      expect(voided.status).toBe(400);
      expect(voided.body.message).toMatch(/invalid or has expired/);

      const reset = await a.rest('PATCH', `/reset_password/${newer}`, { password: newPassword, password_confirm: newPassword });
      expect(reset).toMatchObject({ status: 200, body: { data: { message: 'Password successfully changed' } } });
      expect((await signedIn.rest('GET', '/user')).status).toBe(401);
      expect((await a.rest('POST', '/login', { email, password: GOOD_PASSWORD })).status).toBe(401);
      expect((await a.rest('POST', '/login', { email, password: newPassword })).status).toBe(200);

      const reused = await agent().rest('PATCH', `/reset_password/${newer}`, {
        password: 'yet another passphrase',
        password_confirm: 'yet another passphrase',
      });
      expect(reused.status).toBe(400);
      expect((await agent().rest('POST', '/login', { email, password: newPassword })).status).toBe(200);
    });

    it.each([
      ['missing confirmation', { password: 'a brand new passphrase' }],
      ['missing password', { password_confirm: 'a brand new passphrase' }],
      ['mismatched', { password: 'a brand new passphrase', password_confirm: 'a brand new passphrasf' }],
    ])('refuses a %s reset with the spec message and keeps the token usable', async (_case, body) => {
      const user = await createUser(db.dataSource);
      await agent().rest('POST', '/forgot_password', { email: user.email });
      const token = lastMailedToken(db.dataDir, user.email, '/reset_password/');
      const answer = await agent().rest('PATCH', `/reset_password/${token}`, body);
      expect(answer).toMatchObject({ status: 400, body: { message: 'password and password confirm must both be present and matching' } });
      expect((await agent().rest('POST', '/login', { email: user.email, password: user.password })).status).toBe(200);
      const ok = await agent().rest('PATCH', `/reset_password/${token}`, {
        password: 'fresh passphrase here',
        password_confirm: 'fresh passphrase here',
      });
      expect(ok.status).toBe(200);
    });

    it('accepts a reset token once even when it is used twice at the same moment', async () => {
      const user = await createUser(db.dataSource);
      await agent().rest('POST', '/forgot_password', { email: user.email });
      const token = lastMailedToken(db.dataDir, user.email, '/reset_password/');
      const reset = (password: string) => agent().rest('PATCH', `/reset_password/${token}`, { password, password_confirm: password });
      const answers = await Promise.all([reset('first new passphrase'), reset('second new passphrase')]);
      expect(answers.map((answer) => answer.status).sort()).toEqual([200, 400]);
      const winner = answers[0].status === 200 ? 'first new passphrase' : 'second new passphrase';
      expect((await agent().rest('POST', '/login', { email: user.email, password: winner })).status).toBe(200);
    });

    it('refuses a forged token and a token older than an hour, changing nothing', async () => {
      const user = await createUser(db.dataSource);
      const body = { password: 'a brand new passphrase', password_confirm: 'a brand new passphrase' };
      expect((await agent().rest('PATCH', `/reset_password/${'b'.repeat(43)}`, body)).status).toBe(400);
      await agent().rest('POST', '/forgot_password', { email: user.email });
      const token = lastMailedToken(db.dataDir, user.email, '/reset_password/');
      t.clock.advance(HOUR + 1000);
      try {
        const expired = await agent().rest('PATCH', `/reset_password/${token}`, body);
        expect(expired.status).toBe(400);
      } finally {
        t.clock.advance(-(HOUR + 1000));
      }
      expect((await agent().rest('POST', '/login', { email: user.email, password: user.password })).status).toBe(200);
    });

    it('refuses a weak new password without using up the link', async () => {
      const user = await createUser(db.dataSource);
      await agent().rest('POST', '/forgot_password', { email: user.email });
      const token = lastMailedToken(db.dataDir, user.email, '/reset_password/');
      const weak = await agent().rest('PATCH', `/reset_password/${token}`, { password: 'iloveyou', password_confirm: 'iloveyou' });
      expect(weak).toMatchObject({ status: 400, body: { message: PASSWORD_MESSAGES.tooCommon } });
      const ok = await agent().rest('PATCH', `/reset_password/${token}`, {
        password: 'fresh passphrase here',
        password_confirm: 'fresh passphrase here',
      });
      expect(ok.status).toBe(200);
    });
  });

  describe('change password', () => {
    it('needs a session', async () => {
      const answer = await agent().rest('PATCH', '/user/update_password', {
        password_current: 'x',
        password: 'a brand new passphrase',
        password_confirm: 'a brand new passphrase',
      });
      expect(answer.status).toBe(401);
    });

    it.each([
      [
        'a missing current password',
        { password: 'a brand new passphrase', password_confirm: 'a brand new passphrase' },
        'Please fill out all fields',
      ],
      ['a missing confirmation', { password_current: GOOD_PASSWORD, password: 'a brand new passphrase' }, 'Please fill out all fields'],
      [
        'mismatched passwords',
        { password_current: GOOD_PASSWORD, password: 'a brand new passphrase', password_confirm: 'another passphrase' },
        'Password and password confirm must match',
      ],
      [
        'a wrong current password',
        { password_current: 'wrong wrong wrong', password: 'a brand new passphrase', password_confirm: 'a brand new passphrase' },
        'The current password is incorrect',
      ],
    ])('refuses %s with 400 and changes nothing', async (_case, body, message) => {
      const { agent: a, email } = await signUpAndVerify();
      const answer = await a.rest('PATCH', '/user/update_password', body);
      expect(answer).toMatchObject({ status: 400, body: { message } });
      expect((await a.rest('GET', '/user')).status).toBe(200);
      expect((await agent().rest('POST', '/login', { email, password: GOOD_PASSWORD })).status).toBe(200);
    });

    it('changes the password, keeps this browser signed in with a new session and ends the others', async () => {
      const { agent: a, email } = await signUpAndVerify();
      const other = agent();
      await other.rest('POST', '/login', { email, password: GOOD_PASSWORD });
      const before = a.cookie;
      const newPassword = 'a brand new passphrase';
      const answer = await a.rest('PATCH', '/user/update_password', {
        password_current: GOOD_PASSWORD,
        password: newPassword,
        password_confirm: newPassword,
      });
      expect(answer).toMatchObject({ status: 200, body: { data: { message: 'Password updated.' } } });
      expect(a.cookie).not.toBe(before);
      expect((await a.rest('GET', '/user')).status).toBe(200);
      expect((await other.rest('GET', '/user')).status).toBe(401);
      const stale = new Agent(t.app);
      stale.cookie = before;
      expect((await stale.rest('GET', '/user')).status).toBe(401);
      expect((await agent().rest('POST', '/login', { email, password: GOOD_PASSWORD })).status).toBe(401);
      expect((await agent().rest('POST', '/login', { email, password: newPassword })).status).toBe(200);
    });
  });

  describe('roles and users', () => {
    it('lists the signed-in user roles', async () => {
      const staff = await createUser(db.dataSource, { roles: ['staff'] });
      const a = agent();
      await a.rest('POST', '/login', { email: staff.email, password: staff.password });
      expect((await a.rest('GET', '/user/roles')).body).toEqual({ data: ['staff'] });
    });

    it('gives admins the user list, narrowed by ?attributes=', async () => {
      const admin = await createUser(db.dataSource, { roles: ['admin'] });
      const a = agent();
      await a.rest('POST', '/login', { email: admin.email, password: admin.password });
      const all = await a.rest('GET', '/users');
      expect(all.status).toBe(200);
      expect(all.body.data).toEqual(
        expect.arrayContaining([expect.objectContaining({ _id: admin.id, email: admin.email, roles: ['admin'] })]),
      );
      const narrowed = await a.rest('GET', '/users?attributes=first_name,email');
      for (const user of narrowed.body.data) expect(Object.keys(user).sort()).toEqual(['_id', 'email', 'first_name']);
      const typo = await a.rest('GET', '/users?attributes=frist_name');
      expect(typo).toMatchObject({ status: 400, body: { message: 'Unknown attribute: frist_name' } });
    });

    it('lets an admin toggle staff, but never the admin role nor an admin’s staff role', async () => {
      const admin = await createUser(db.dataSource, { roles: ['admin'] });
      const otherAdmin = await createUser(db.dataSource, { roles: ['admin'] });
      const player = await createUser(db.dataSource);
      const a = agent();
      await a.rest('POST', '/login', { email: admin.email, password: admin.password });
      const rolesOf = async (id: string) => (await db.dataSource.getRepository(User).findOneByOrFail({ id })).roles;

      const granted = await a.rest('POST', '/users/roles', { users: { [player.id]: ['staff'] } });
      expect(granted).toMatchObject({ status: 200, body: { data: { message: 'Roles granted successfully.' } } });
      expect(await rolesOf(player.id)).toEqual(['staff']);
      const revoked = await a.rest('POST', '/users/roles', { users: { [player.id]: { staff: false, admin: false } } });
      expect(revoked.status).toBe(200);
      expect(await rolesOf(player.id)).toEqual([]);

      const promote = await a.rest('POST', '/users/roles', { users: { [player.id]: ['staff'], [otherAdmin.id]: [] } });
      expect(promote).toMatchObject({ status: 400, body: { message: 'The admin role cannot be changed here' } });
      // all or nothing: the valid change in the same request was not kept
      expect(await rolesOf(player.id)).toEqual([]);
      expect((await a.rest('POST', '/users/roles', { users: { [player.id]: ['admin'] } })).status).toBe(400);
      const adminStaff = await a.rest('POST', '/users/roles', { users: { [otherAdmin.id]: ['admin', 'staff'] } });
      expect(adminStaff).toMatchObject({ status: 400, body: { message: 'The staff role of an admin cannot be changed' } });
      expect(await rolesOf(otherAdmin.id)).toEqual(['admin']);
      expect((await a.rest('POST', '/users/roles', { users: { [player.id]: ['wizard'] } })).status).toBe(400);
      expect((await a.rest('POST', '/users/roles', { users: { ['0'.repeat(24)]: ['staff'] } })).status).toBe(404);
    });

    it('gives the admin role to ADMIN_EMAILS once verified', async () => {
      const email = uniqueEmail('boss');
      const withAdmins = await startApp(db, { config: { adminEmails: [email] }, clock: t.clock });
      try {
        const a = new Agent(withAdmins.app, '10.9.9.9');
        await a.rest('POST', '/signup', signupBody(email));
        expect((await userByEmail(email))?.roles).toEqual([]);
        await a.rest('PATCH', `/verify/${lastMailedToken(db.dataDir, email, '/verify/')}`, {});
        expect((await userByEmail(email))?.roles).toEqual(['admin']);
      } finally {
        await withAdmins.app.close();
      }
    });
  });

  describe('rate limits', () => {
    it('limits login attempts per address across accounts', async () => {
      const a = agent();
      for (let attempt = 0; attempt < 50; attempt += 1) {
        expect((await a.rest('POST', '/login', { email: uniqueEmail('spray'), password: 'guess guess' })).status).toBe(401);
      }
      expect((await a.rest('POST', '/login', { email: uniqueEmail('spray'), password: 'guess guess' })).status).toBe(429);
    });

    it('limits forgot password per account and sends no more mail when over', async () => {
      const user = await createUser(db.dataSource);
      for (let attempt = 0; attempt < 5; attempt += 1) {
        expect((await agent().rest('POST', '/forgot_password', { email: user.email })).status).toBe(200);
      }
      expect((await agent().rest('POST', '/forgot_password', { email: user.email })).status).toBe(429);
      expect(outboxMessages(db.dataDir, user.email)).toHaveLength(5);
    });

    it('limits resend verification per account', async () => {
      const user = await createUser(db.dataSource, { verified: false });
      for (let attempt = 0; attempt < 5; attempt += 1) {
        expect((await agent().rest('POST', '/resend_verification', { email: user.email })).status).toBe(200);
      }
      expect((await agent().rest('POST', '/resend_verification', { email: user.email })).status).toBe(429);
    });
  });
});

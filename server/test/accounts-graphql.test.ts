import { User } from '../src/db/entities/user.entity';
import { createUser, GOOD_PASSWORD } from './support/accounts';
import { Agent, lastMailedToken, outboxMessages, startApp, type TestApp } from './support/http';
import { databases, useTestDatabase } from './support';

const HOUR = 60 * 60 * 1000;
let sequence = 0;
const uniqueEmail = (label: string) => `gql-${label}-${++sequence}@example.org`;

const SIGNUP = `mutation Signup($input: SignupInput!) { signup(input: $input) { id email verified } }`;
const VERIFY = `mutation Verify($input: VerifyAccountInput!) { verifyAccount(input: $input) { id verified } }`;
const LOGIN = `mutation Login($input: LoginInput!) { login(input: $input) { id email roles } }`;
const LOGOUT = `mutation { logout }`;
const RESEND = `mutation Resend($email: String!) { resendVerification(email: $email) }`;
const FORGOT = `mutation Forgot($email: String!) { forgotPassword(email: $email) }`;
const RESET = `mutation Reset($input: ResetPasswordInput!) { resetPassword(input: $input) }`;
const UPDATE = `mutation Update($input: UpdatePasswordInput!) { updatePassword(input: $input) }`;
const ME = `{ currentUser { id email roles } }`;
const ROLES = `mutation Roles($users: [UserRolesInput!]!) { updateUserRoles(users: $users) { id roles } }`;

const signupInput = (email: string, overrides: Record<string, unknown> = {}) => ({
  firstName: 'Bo',
  lastName: 'Ng',
  email,
  password: GOOD_PASSWORD,
  passwordConfirm: GOOD_PASSWORD,
  privacyStatementAccepted: true,
  ...overrides,
});

/** The first error's code and message, or null when the operation succeeded. */
const errorOf = (answer: { body: any }) =>
  answer.body.errors ? { code: answer.body.errors[0].extensions?.code, message: answer.body.errors[0].message } : null;

describe.each(databases())('account flows through GraphQL on %s', (kind) => {
  const db = useTestDatabase(kind);
  let t: TestApp;
  let ipCounter = 0;
  const agent = () => new Agent(t.app, `10.2.0.${++ipCounter}`);
  const userByEmail = (email: string) => db.dataSource.getRepository(User).findOneBy({ email });

  beforeAll(async () => {
    t = await startApp(db);
  });
  afterAll(async () => {
    await t.app.close();
  });

  it('signs up, verifies by the mailed link, signs in, changes the password and signs out', async () => {
    const email = uniqueEmail('journey');
    const a = agent();
    const signup = await a.graphql(SIGNUP, { input: signupInput(email) });
    expect(signup.body.data.signup).toMatchObject({ email, verified: false });

    const token = lastMailedToken(db.dataDir, email, '/verify/');
    expect((await a.graphql(VERIFY, { input: { token } })).body.data.verifyAccount.verified).toBe(true);
    const reused = await a.graphql(VERIFY, { input: { token } });
    expect(errorOf(reused)).toMatchObject({ code: 'CONFLICT', message: 'This account is already verified. You can log in.' });

    const login = await a.graphql(LOGIN, { input: { email, password: GOOD_PASSWORD } });
    expect(login.body.data.login.email).toBe(email);
    expect((await a.graphql(ME)).body.data.currentUser.email).toBe(email);
    // the REST bridge sees the same session
    expect((await a.rest('GET', '/user')).body.data.email).toBe(email);

    const newPassword = 'a brand new passphrase';
    const update = await a.graphql(UPDATE, {
      input: { passwordCurrent: GOOD_PASSWORD, password: newPassword, passwordConfirm: newPassword },
    });
    expect(update.body.data.updatePassword).toBe('Password updated.');
    expect((await a.graphql(ME)).body.data.currentUser.email).toBe(email);

    expect((await a.graphql(LOGOUT)).body.data.logout).toBe('Signed out');
    expect((await a.graphql(ME)).body.data.currentUser).toBeNull();
    expect(errorOf(await agent().graphql(LOGIN, { input: { email, password: GOOD_PASSWORD } }))?.code).toBe('UNAUTHENTICATED');
    expect((await agent().graphql(LOGIN, { input: { email, password: newPassword } })).body.data.login.email).toBe(email);
  });

  it.each([
    ['missing fields', { lastName: undefined }, 'Please fill out all fields'],
    ['no privacy acceptance', { privacyStatementAccepted: false }, 'You must accept the privacy statement'],
    ['mismatched passwords', { passwordConfirm: 'not the same thing' }, 'Password and password confirm must match'],
    ['a common password', { password: 'iloveyou', passwordConfirm: 'iloveyou' }, 'This password is too common. Please choose another one.'],
  ])('refuses a signup with %s and creates nothing', async (_case, overrides, message) => {
    const email = uniqueEmail('bad');
    const answer = await agent().graphql(SIGNUP, { input: signupInput(email, overrides) });
    expect(errorOf(answer)).toEqual({ code: 'BAD_USER_INPUT', message });
    expect(await userByEmail(email)).toBeNull();
  });

  it('refuses a duplicate signup with CONFLICT', async () => {
    const user = await createUser(db.dataSource);
    const answer = await agent().graphql(SIGNUP, { input: signupInput(user.email) });
    expect(errorOf(answer)?.code).toBe('CONFLICT');
    expect(errorOf(answer)?.message).toMatch(/may already be signed up/);
  });

  it('refuses a wrong variable type before anything runs', async () => {
    const email = uniqueEmail('types');
    const answer = await agent().graphql(SIGNUP, { input: signupInput(email, { privacyStatementAccepted: 'yes' }) });
    expect(answer.status).toBe(400);
    expect(await userByEmail(email)).toBeNull();
  });

  it('refuses empty, wrong and unverified logins with the spec messages and no session', async () => {
    const unverified = await createUser(db.dataSource, { verified: false });
    const verified = await createUser(db.dataSource);
    const a = agent();
    expect(errorOf(await a.graphql(LOGIN, { input: { email: '', password: '' } }))).toEqual({
      code: 'BAD_USER_INPUT',
      message: 'Please enter your username and password',
    });
    expect(errorOf(await a.graphql(LOGIN, { input: { email: verified.email, password: 'wrong password!' } }))).toEqual({
      code: 'UNAUTHENTICATED',
      message: 'Incorrect username or password. Please try again.',
    });
    const notVerified = await a.graphql(LOGIN, { input: { email: unverified.email, password: unverified.password } });
    expect(errorOf(notVerified)?.code).toBe('EMAIL_NOT_VERIFIED');
    expect(a.cookie).toBeNull();
    expect((await a.graphql(ME)).body.data.currentUser).toBeNull();
  });

  it('resends verification and resets a password with single-use, expiring tokens', async () => {
    const unverified = await createUser(db.dataSource, { verified: false });
    const a = agent();
    expect((await a.graphql(RESEND, { email: unverified.email })).body.data.resendVerification).toBe('Sent! Please check your email.');
    expect(outboxMessages(db.dataDir, unverified.email)).toHaveLength(1);

    const user = await createUser(db.dataSource);
    const unknown = uniqueEmail('ghost');
    expect((await a.graphql(FORGOT, { email: unknown })).body.data.forgotPassword).toBe('An email was sent if the account exists');
    expect((await a.graphql(FORGOT, { email: user.email })).body.data.forgotPassword).toBe('An email was sent if the account exists');
    expect(errorOf(await a.graphql(FORGOT, { email: 'nope' }))?.message).toBe('Email not found. Please try again.');
    const token = lastMailedToken(db.dataDir, user.email, '/reset_password/');

    const mismatch = await a.graphql(RESET, { input: { token, password: 'a brand new passphrase', passwordConfirm: 'different' } });
    expect(errorOf(mismatch)?.message).toBe('password and password confirm must both be present and matching');
    expect(
      errorOf(
        await a.graphql(RESET, {
          input: { token: 'f'.repeat(43), password: 'a brand new passphrase', passwordConfirm: 'a brand new passphrase' },
        }),
      )?.code,
    ).toBe('BAD_USER_INPUT');

    t.clock.advance(2 * HOUR);
    try {
      const expired = await a.graphql(RESET, {
        input: { token, password: 'a brand new passphrase', passwordConfirm: 'a brand new passphrase' },
      });
      expect(errorOf(expired)?.message).toMatch(/invalid or has expired/);
    } finally {
      t.clock.advance(-2 * HOUR);
    }
    const ok = await a.graphql(RESET, { input: { token, password: 'a brand new passphrase', passwordConfirm: 'a brand new passphrase' } });
    expect(ok.body.data.resetPassword).toBe('Password successfully changed');
    const again = await a.graphql(RESET, {
      input: { token, password: 'another new passphrase', passwordConfirm: 'another new passphrase' },
    });
    expect(errorOf(again)?.code).toBe('BAD_USER_INPUT');
  });

  it('refuses a password change without a session, with missing fields or a mismatch', async () => {
    const input = { passwordCurrent: GOOD_PASSWORD, password: 'a brand new passphrase', passwordConfirm: 'a brand new passphrase' };
    expect(errorOf(await agent().graphql(UPDATE, { input }))?.code).toBe('UNAUTHENTICATED');
    const user = await createUser(db.dataSource);
    const a = agent();
    await a.graphql(LOGIN, { input: { email: user.email, password: user.password } });
    expect(errorOf(await a.graphql(UPDATE, { input: { ...input, passwordCurrent: undefined } }))?.message).toBe(
      'Please fill out all fields',
    );
    expect(errorOf(await a.graphql(UPDATE, { input: { ...input, passwordConfirm: 'nope nope nope' } }))?.message).toBe(
      'Password and password confirm must match',
    );
    expect((await agent().graphql(LOGIN, { input: { email: user.email, password: user.password } })).body.data.login).not.toBeNull();
  });

  it('lets only admins list users and toggle staff', async () => {
    const admin = await createUser(db.dataSource, { roles: ['admin'] });
    const player = await createUser(db.dataSource);
    const playerAgent = agent();
    await playerAgent.graphql(LOGIN, { input: { email: player.email, password: player.password } });
    expect(errorOf(await playerAgent.graphql('{ users { id } }'))?.code).toBe('FORBIDDEN');
    expect(errorOf(await playerAgent.graphql(ROLES, { users: [{ userId: player.id, roles: ['STAFF'] }] }))?.code).toBe('FORBIDDEN');
    expect(errorOf(await agent().graphql('{ users { id } }'))?.code).toBe('UNAUTHENTICATED');

    const adminAgent = agent();
    await adminAgent.graphql(LOGIN, { input: { email: admin.email, password: admin.password } });
    expect((await adminAgent.graphql('{ users { id email } }')).body.data.users).toEqual(
      expect.arrayContaining([{ id: player.id, email: player.email }]),
    );
    const granted = await adminAgent.graphql(ROLES, { users: [{ userId: player.id, roles: ['STAFF'] }] });
    expect(granted.body.data.updateUserRoles).toEqual([{ id: player.id, roles: ['STAFF'] }]);
    expect((await playerAgent.graphql('{ userRoles }')).body.data.userRoles).toEqual(['STAFF']);
    const refused = await adminAgent.graphql(ROLES, { users: [{ userId: player.id, roles: ['ADMIN'] }] });
    expect(errorOf(refused)?.message).toBe('The admin role cannot be changed here');
  });

  it('throttles login per account and address with TOO_MANY_REQUESTS', async () => {
    const user = await createUser(db.dataSource);
    const guesser = agent();
    for (let attempt = 0; attempt < 5; attempt += 1) {
      await guesser.graphql(LOGIN, { input: { email: user.email, password: 'wrong password!' } });
    }
    const blocked = await guesser.graphql(LOGIN, { input: { email: user.email, password: user.password } });
    expect(errorOf(blocked)).toEqual({ code: 'TOO_MANY_REQUESTS', message: 'Too many attempts. Try again in 1 second.' });
  });

  describe('protections', () => {
    const INTROSPECTION = '{ __schema { queryType { name } } }';

    it('answers introspection only to signed-in users', async () => {
      const anonymous = await agent().graphql(INTROSPECTION);
      expect(anonymous.status).toBe(401);
      expect(errorOf(anonymous)?.code).toBe('UNAUTHENTICATED');
      expect(anonymous.body.data).toBeUndefined();
      const typeProbe = await agent().graphql('{ __type(name: "User") { name } }');
      expect(errorOf(typeProbe)?.code).toBe('UNAUTHENTICATED');

      const user = await createUser(db.dataSource);
      const a = agent();
      await a.graphql(LOGIN, { input: { email: user.email, password: user.password } });
      expect((await a.graphql(INTROSPECTION)).body.data.__schema.queryType.name).toBe('Query');
    });

    it('answers a syntax error or an empty document with 400, not 500', async () => {
      for (const query of ['{ currentUser { ', '# only a comment\n']) {
        const answer = await agent().graphql(query);
        expect(answer.status).toBe(400);
        expect(answer.body.errors[0].message).toMatch(/Syntax Error/);
      }
    });

    it('refuses a document of more than 2000 tokens with 400', async () => {
      const fields = Array.from({ length: 1100 }, () => 'id email').join(' ');
      const answer = await agent().graphql(`{ currentUser { ${fields} } }`);
      expect(answer.status).toBe(400);
      expect(answer.body.errors[0].message).toMatch(/more than 2000 tokens/);
    });

    it('refuses too many aliases', async () => {
      const aliases = Array.from({ length: 30 }, (_, i) => `a${i}: currentUser { id }`).join(' ');
      const answer = await agent().graphql(`{ ${aliases} }`);
      expect(answer.status).toBe(400);
      expect(answer.body.errors[0].message).toMatch(/alias/i);
    });

    it('refuses a GET or a non-JSON POST that could come from another site (CSRF prevention)', async () => {
      const a = agent();
      const get = await a.request('GET', `/graphql?query=${encodeURIComponent(ME)}`);
      expect(get.status).toBe(400);
      const form = await a.request('POST', '/graphql', {
        payload: JSON.stringify({ query: LOGOUT }),
        headers: { 'content-type': 'text/plain' },
      });
      expect(form.status).toBe(400);
    });

    it('answers an unexpected fault as an internal error without details', async () => {
      const broken = new Agent(t.app, '10.2.255.1');
      const user = await createUser(db.dataSource);
      await broken.graphql(LOGIN, { input: { email: user.email, password: user.password } });
      const roles = jest.spyOn(t.app.services.accounts, 'roles').mockImplementation(() => {
        throw new Error('secret database detail');
      });
      try {
        const answer = await broken.graphql('{ userRoles }');
        expect(errorOf(answer)).toEqual({ code: 'INTERNAL_SERVER_ERROR', message: 'Internal server error' });
        expect(JSON.stringify(answer.body)).not.toMatch(/secret database detail/);
        const rest = await broken.rest('GET', '/user/roles');
        expect(rest).toMatchObject({ status: 500, body: { message: 'Internal server error' } });
        expect(JSON.stringify(rest.body)).not.toMatch(/secret/);
      } finally {
        roles.mockRestore();
      }
    });
  });
});

import { createHash, randomBytes } from 'node:crypto';
import type { DataSource, EntityManager } from 'typeorm';
import { In, IsNull } from 'typeorm';
import type { Connection } from '../../input/paging';
import type { UserConnectionQuery } from '../staff-lists/staff-lists.inputs';
import type { BackgroundTasks } from '../../background-tasks';
import type { Clock } from '../../clock';
import { withTransaction } from '../../db/transaction';
import { OneTimeToken, type OneTimeTokenKind } from '../../db/entities/one-time-token.entity';
import { User, USER_ROLES, type UserRole } from '../../db/entities/user.entity';
import { AppError, badInput, conflict, isDuplicateKey } from '../../errors';
import { failedSignInWarningMail, passwordResetMail, verificationMail, type MailMessage } from '../../mail';
import type { Outbox } from '../notifications/outbox';
import type { RequestContext } from '../../request-context';
import { ACCOUNT_MESSAGES as M } from './accounts.messages';
import { requireUser, authorizeOnAccounts } from './accounts.policy';
import { dummyPasswordHash, hashPassword, verifyPassword } from './password-hasher';
import { assertAcceptablePassword } from './password-policy';
import type { UpdateRolesCommand } from './accounts.inputs';
import type { RateLimiter, SignInAttempt } from './rate-limiter';
import type { SessionService } from './session.service';
import { findUsableOneTimeToken, issueOneTimeToken, oneTimeTokenOwner, useOneTimeToken } from './one-time-tokens';

const HOUR = 60 * 60 * 1000;
/** The links with a fixed lifetime (a deletion's cancel link lasts until the erasure date). */
type LinkKind = Exclude<OneTimeTokenKind, 'deletion_cancel'>;
export const TOKEN_LIFETIME_MS: Record<LinkKind, number> = {
  verify: 48 * HOUR,
  reset: 1 * HOUR,
  email_change: 48 * HOUR,
};

/** A deliberately loose check (one @, something on each side, a dot in the domain); the verification mail is the real test. */
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export interface SignupInput {
  firstName?: string;
  lastName?: string;
  email?: string;
  password?: string;
  passwordConfirm?: string;
  privacyStatementAccepted?: boolean;
  emailConsent?: boolean;
}

export interface LoginInput {
  email?: string;
  password?: string;
}

export interface PasswordPair {
  password?: string;
  passwordConfirm?: string;
}

export interface UpdatePasswordInput extends PasswordPair {
  passwordCurrent?: string;
}

/** Where an account mail comes from: the transaction it is written in (else its own), what it is, whose account. */
export interface AccountMailOrigin {
  /** the caller's transaction: the mail exists exactly when the change it tells about is committed (the caller kicks delivery) */
  manager?: EntityManager;
  /** the outbox row's kind: verify, reset, ... */
  kind?: string;
  userId?: string | null;
}

export interface AccountsServiceDeps {
  /** where forgot password and resend verification look the account up and write their mail, after the answer */
  background: BackgroundTasks;
  dataSource: DataSource;
  clock: Clock;
  /** every account mail goes out through the outbox, ahead of other mail, retried when the mail server fails */
  outbox: Outbox;
  sessions: SessionService;
  rateLimiter: RateLimiter;
  publicUrl: string;
  /** lower-cased; these accounts hold the admin role once verified */
  adminEmails: string[];
  logger: { error(details: object, message: string): void };
  /** the ids of one page of the players connection (staff-lists: its filters, orders and cursors) */
  userIds: (context: RequestContext, query: UserConnectionQuery) => Promise<Connection<string>>;
}

/** A string with something besides spaces (a type guard: the caller goes on with a string). */
const filled = (value: string | undefined): value is string => value !== undefined && value.trim() !== '';
export const normalizeEmail = (email: string): string => email.trim().toLowerCase();

/**
 * Every account operation of both specs. Each method receives the request's context (acting user,
 * address, session) and enforces its own policy, so REST and GraphQL cannot disagree.
 */
export class AccountsService {
  constructor(private readonly deps: AccountsServiceDeps) {}

  private get dataSource() {
    return this.deps.dataSource;
  }

  private now(): Date {
    return this.deps.clock.now();
  }

  // ---- signup and verification -------------------------------------------------------------

  async signup(context: RequestContext, input: SignupInput): Promise<User> {
    const { firstName, lastName, email, password, passwordConfirm } = input;
    if (!filled(firstName) || !filled(lastName) || !filled(email) || !filled(password) || !filled(passwordConfirm)) {
      throw badInput(M.signupFieldsMissing);
    }
    const address = normalizeEmail(email);
    // lengths are the contract's (accounts.inputs.ts): a trimmed, lower-cased value is no longer than the one it checked
    if (!EMAIL_PATTERN.test(address)) throw badInput(M.invalidEmail);
    if (input.privacyStatementAccepted !== true) throw badInput(M.privacyRequired);
    if (password !== passwordConfirm) throw badInput(M.updatePasswordsMismatch);
    assertAcceptablePassword(password);
    await this.deps.rateLimiter.consume('signup', address, context.ip);

    const passwordHash = await hashPassword(password);
    let user: User;
    try {
      user = await withTransaction(this.dataSource, async (manager) => {
        if (await manager.existsBy(User, { email: address })) throw new AppError('CONFLICT', M.alreadySignedUp);
        const created = manager.create(User, {
          firstName: firstName.trim(),
          lastName: lastName.trim(),
          email: address,
          passwordHash,
          verified: false,
          privacyStatementAcceptedAt: this.now(),
          emailConsent: input.emailConsent === true,
          roles: [],
          shardTotal: 0,
          xpTokenPurchased: false,
        });
        await manager.save(created);
        const token = await this.issueToken(manager, created.id, 'verify');
        // Written with the account: a mail server that is down delays the mail, never the sign-up.
        await this.sendOrExplain(verificationMail(this.deps.publicUrl, created.email, token, false), {
          manager,
          kind: 'verify',
          userId: created.id,
        });
        return created;
      });
    } catch (error) {
      // Two signups racing past the existence check: the unique index decides, the loser gets the same 409.
      if (isDuplicateKey(error)) throw new AppError('CONFLICT', M.alreadySignedUp);
      throw error;
    }
    this.deps.outbox.kick();
    return user;
  }

  /**
   * An account an admin makes for someone let in at the gate without one: unverified, with no
   * password anyone knows and no privacy acceptance, so the verification link carries options=true
   * (the person accepts the privacy statement there) and the mail says how to choose a password.
   * Not sign-up limited: the admin is signed in and authorized by the caller. Written in the
   * caller's transaction; the caller calls `afterAccountMail` once it commits.
   */
  async createWalkInAccount(manager: EntityManager, input: { firstName: string; lastName: string; email: string }): Promise<User> {
    const address = normalizeEmail(input.email);
    if (!EMAIL_PATTERN.test(address)) throw badInput(M.invalidEmail);
    if (await manager.existsBy(User, { email: address })) throw new AppError('CONFLICT', M.walkInEmailTaken);
    const created = manager.create(User, {
      firstName: input.firstName.trim(),
      lastName: input.lastName.trim(),
      email: address,
      // Nobody knows this password: the person chooses theirs through the reset link of Forgot password.
      passwordHash: await hashPassword(randomBytes(32).toString('base64url')),
      verified: false,
      privacyStatementAcceptedAt: null,
      emailConsent: false,
      roles: [],
      shardTotal: 0,
      xpTokenPurchased: false,
    });
    await manager.save(created);
    const token = await this.issueToken(manager, created.id, 'verify');
    const mail = verificationMail(this.deps.publicUrl, created.email, token, true);
    await this.sendOrExplain(
      {
        ...mail,
        text: `${mail.text}

An organiser made this account for you at an event. After verifying, choose your password with "Forgot password" on the sign-in page.`,
      },
      { manager, kind: 'verify', userId: created.id },
    );
    return created;
  }

  /** Delivers the account mails written in a caller's transaction, once it has committed. */
  afterAccountMail(): void {
    this.deps.outbox.kick();
  }

  /**
   * Sends a new verification link. Answers the same whether or not the account exists or is already
   * verified, so it cannot be used to find out which emails have accounts.
   */
  async resendVerification(context: RequestContext, input: { email?: string }): Promise<string> {
    if (!filled(input.email)) throw badInput(M.invalidEmail);
    const address = normalizeEmail(input.email);
    await this.deps.rateLimiter.consume('resendVerification', address, context.ip);
    // The request does the same work whatever the address; the lookup and the mail happen after the answer.
    this.deps.background.run('Resending a verification mail', async () => {
      const written = await withTransaction(this.dataSource, async (manager) => {
        const user = await manager.findOneBy(User, { email: address });
        if (!user || user.verified) return false;
        const token = await this.issueToken(manager, user.id, 'verify');
        const askPrivacy = user.privacyStatementAcceptedAt === null;
        await this.sendOrExplain(verificationMail(this.deps.publicUrl, user.email, token, askPrivacy), {
          manager,
          kind: 'verify',
          userId: user.id,
        });
        return true;
      });
      if (written) this.deps.outbox.kick();
    });
    return M.verificationSent;
  }

  /**
   * Verifies the account of a verify token. An account that has not accepted the privacy statement
   * (the link carries options=true) must accept it now. ADMIN_EMAILS take effect here.
   */
  async verify(_context: RequestContext, token: string, input: { privacyStatementAccepted?: boolean }): Promise<User> {
    return withTransaction(this.dataSource, async (manager) => {
      const record = await this.findUsableToken(manager, token, 'verify');
      if (!record) {
        // A link used before (or replaced by a resend) of an account that is verified now has nothing
        // left to do: saying so, with the way to log in, beats "invalid" and a resend nobody needs.
        const owner = await oneTimeTokenOwner(manager, token, 'verify');
        if (owner && (await manager.existsBy(User, { id: owner, verified: true }))) throw conflict(M.alreadyVerified);
        throw badInput(M.verificationLinkInvalid);
      }
      const user = await manager.findOneByOrFail(User, { id: record.userId });
      if (user.privacyStatementAcceptedAt === null) {
        if (input.privacyStatementAccepted !== true) throw badInput(M.privacyRequired);
        user.privacyStatementAcceptedAt = this.now();
      }
      await this.consumeToken(manager, record);
      user.verified = true;
      this.applyAdminEmails(user);
      await manager.save(user);
      return user;
    });
  }

  // ---- signing in and out ------------------------------------------------------------------

  async login(context: RequestContext, input: LoginInput): Promise<User> {
    if (!filled(input.email) || input.password === undefined || input.password === '') {
      throw badInput(M.loginFieldsMissing);
    }
    const address = normalizeEmail(input.email);
    const attempt = await this.deps.rateLimiter.beginSignIn(address, context.ip);
    const user = await this.dataSource.manager.findOneBy(User, { email: address });
    // Verify against a dummy hash for unknown emails, so both failures take the same time.
    const passwordOk = await verifyPassword(user?.passwordHash ?? (await dummyPasswordHash()), input.password);
    if (!user || !passwordOk) {
      const { throttlingStarts } = await this.deps.rateLimiter.failed(attempt);
      if (throttlingStarts && user) this.warnOfFailedSignIns(user, attempt);
      throw new AppError('UNAUTHENTICATED', M.badCredentials);
    }
    await this.deps.rateLimiter.succeeded(attempt);
    // Only someone who knows the password learns that the account is unverified; no session is made.
    if (!user.verified) throw new AppError('EMAIL_NOT_VERIFIED', M.emailNotVerified);
    if (this.applyAdminEmails(user)) {
      await withTransaction(this.dataSource, (manager) => manager.update(User, { id: user.id }, { roles: user.roles }));
    }
    await context.session.start(user.id);
    return user;
  }

  async logout(context: RequestContext): Promise<string> {
    await context.session.end();
    return M.signedOut;
  }

  // ---- passwords ---------------------------------------------------------------------------

  /**
   * Starts a password reset. The spec's client shows 'Email not found' for an invalid answer, but
   * saying so for a well-formed address would tell anyone which emails have accounts. So a
   * well-formed address always gets the same success answer (a mail goes out only if the account
   * exists), and 'Email not found. Please try again.' is kept for input that is not an email at all.
   */
  async forgotPassword(context: RequestContext, input: { email?: string }): Promise<string> {
    if (!filled(input.email)) throw badInput(M.emailNotFound);
    const address = normalizeEmail(input.email);
    if (!EMAIL_PATTERN.test(address)) throw badInput(M.emailNotFound);
    await this.deps.rateLimiter.consume('forgotPassword', address, context.ip);
    // The request does the same work whatever the address (no timing tells whether the account
    // exists); the lookup, the token and the mail happen after the answer.
    this.deps.background.run('Sending a password reset mail', async () => {
      const written = await withTransaction(this.dataSource, async (manager) => {
        const user = await manager.findOneBy(User, { email: address });
        if (!user) return false;
        const token = await this.issueToken(manager, user.id, 'reset');
        await this.sendOrExplain(passwordResetMail(this.deps.publicUrl, user.email, token), { manager, kind: 'reset', userId: user.id });
        return true;
      });
      if (written) this.deps.outbox.kick();
    });
    return M.resetMailSent;
  }

  /** Sets a new password with a reset token; every session of the account ends. */
  async resetPassword(_context: RequestContext, token: string, input: PasswordPair): Promise<string> {
    if (!input.password || !input.passwordConfirm || input.password !== input.passwordConfirm) {
      throw badInput(M.resetPasswordsMismatch);
    }
    // The link is checked before the password so a stale link says so first; neither burns the token.
    const record = await this.findUsableToken(this.dataSource.manager, token, 'reset');
    if (!record) throw badInput(M.resetLinkInvalid);
    assertAcceptablePassword(input.password);
    const passwordHash = await hashPassword(input.password);
    await withTransaction(this.dataSource, async (manager) => {
      // Re-read inside the transaction: of two concurrent uses of one token, only one succeeds.
      const fresh = await this.findUsableToken(manager, token, 'reset');
      if (!fresh) throw badInput(M.resetLinkInvalid);
      await this.consumeToken(manager, fresh);
      await manager.update(User, { id: fresh.userId }, { passwordHash });
    });
    await this.deps.sessions.destroyAllOfUser(record.userId);
    return M.passwordChanged;
  }

  /**
   * Changes the signed-in user's password. Every session of the account ends (a thief's too); the
   * current browser stays signed in only through a brand-new session.
   */
  async updatePassword(context: RequestContext, input: UpdatePasswordInput): Promise<string> {
    const user = requireUser(context);
    if (!input.passwordCurrent || !input.password || !input.passwordConfirm) throw badInput(M.updateFieldsMissing);
    if (input.password !== input.passwordConfirm) throw badInput(M.updatePasswordsMismatch);
    // Guesses of the current password are limited like sign-ins (per account and per address).
    await this.deps.rateLimiter.consume('updatePassword', user.id, context.ip);
    const stored = await this.dataSource.manager.findOneByOrFail(User, { id: user.id });
    // 400, not 401: a 401 would send the client to the login page.
    if (!(await verifyPassword(stored.passwordHash, input.passwordCurrent))) throw badInput(M.currentPasswordWrong);
    assertAcceptablePassword(input.password);
    const passwordHash = await hashPassword(input.password);
    await withTransaction(this.dataSource, (manager) => manager.update(User, { id: user.id }, { passwordHash }));
    await this.deps.sessions.destroyAllOfUser(user.id);
    await context.session.start(user.id);
    return M.passwordUpdated;
  }

  // ---- users and roles ---------------------------------------------------------------------

  currentUser(context: RequestContext): User {
    return requireUser(context);
  }

  /** The stored roles of the signed-in user (e.g. ['staff']); every signed-in user is also a player. */
  roles(context: RequestContext): UserRole[] {
    return [...requireUser(context).roles];
  }

  /** Every user, or of each only `columns` (what the caller shows: the rest of every row is not read). */
  async listUsers(
    context: RequestContext,
    options: { includeErased?: boolean; columns?: ReadonlyArray<keyof User> } = {},
  ): Promise<User[]> {
    authorizeOnAccounts(context, 'manageUsers');
    // Erased accounts are pseudonyms kept for the game's records, not people: listed only when asked.
    return this.dataSource.manager.find(User, {
      ...(options.columns ? { select: Object.fromEntries(options.columns.map((column) => [column, true])) } : {}),
      where: options.includeErased ? {} : { erasedAt: IsNull() },
      order: { lastName: 'ASC', firstName: 'ASC', id: 'ASC' },
    });
  }

  /**
   * One page of every user (GET /users with the players connection's parameters): the page's ids
   * chosen on the users' indexes by the players connection, then those users read (only `columns`
   * when given), in the page's order.
   */
  async usersPage(context: RequestContext, query: UserConnectionQuery, columns?: ReadonlyArray<keyof User>): Promise<Connection<User>> {
    authorizeOnAccounts(context, 'manageUsers');
    const ids = await this.deps.userIds(context, query);
    const users = ids.nodes.length
      ? await this.dataSource.manager.find(User, {
          ...(columns ? { select: Object.fromEntries([...columns, 'id'].map((column) => [column, true])) } : {}),
          where: { id: In(ids.nodes) },
        })
      : [];
    const byId = new Map(users.map((user) => [user.id, user]));
    return { ...ids, nodes: ids.nodes.flatMap((id) => byId.get(id) ?? []) };
  }

  /**
   * Manage Roles (events §2): an admin toggles staff. The admin column is read-only, so a change of
   * the admin role is refused; the staff toggle does not apply to admins (an admin already may do
   * everything staff may), so a change of an admin's staff role is refused too. All or nothing.
   */
  async updateRoles(context: RequestContext, input: UpdateRolesCommand): Promise<User[]> {
    authorizeOnAccounts(context, 'manageUsers');
    if (input.users.size === 0) throw badInput(M.noUsersGiven);
    const wanted = new Map([...input.users].map(([id, names]) => [id, parseSubmittedRoles(names)]));
    return withTransaction(this.dataSource, async (manager) => {
      const updated: User[] = [];
      // in id order: two admins saving overlapping changes lock the rows in the same order
      for (const [id, roles] of [...wanted].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))) {
        const user = await manager.findOneBy(User, { id });
        if (!user) throw new AppError('NOT_FOUND', M.userNotFound(id));
        const isAdmin = user.roles.includes('admin');
        if (roles.has('admin') !== isAdmin) throw badInput(M.adminRoleReadOnly);
        if (isAdmin && roles.has('staff') !== user.roles.includes('staff')) throw badInput(M.staffToggleNotForAdmins);
        user.roles = USER_ROLES.filter((role) => roles.has(role));
        await manager.update(User, { id }, { roles: user.roles });
        updated.push(user);
      }
      return updated;
    });
  }

  /** For the `grant-admin <email>` command: gives the admin role to an existing account. */
  async grantAdmin(email: string): Promise<User> {
    const address = normalizeEmail(email);
    return withTransaction(this.dataSource, async (manager) => {
      const user = await manager.findOneBy(User, { email: address });
      if (!user) throw new AppError('NOT_FOUND', `No account with the email ${address}`);
      if (!user.roles.includes('admin')) {
        user.roles = USER_ROLES.filter((role) => role === 'admin' || user.roles.includes(role));
        await manager.update(User, { id: user.id }, { roles: user.roles });
      }
      return user;
    });
  }

  // ---- internals ---------------------------------------------------------------------------

  /**
   * Tells the owner that sign-ins with wrong passwords are being slowed down (at most once a day per
   * account), after the answer: the failure's answer takes no longer for an existing account.
   */
  private warnOfFailedSignIns(user: User, attempt: SignInAttempt): void {
    this.deps.background.run('Sending a failed sign-in warning', async () => {
      if (await this.deps.rateLimiter.claimWarning(attempt)) {
        await this.sendOrExplain(failedSignInWarningMail(this.deps.publicUrl, user.email), { kind: 'sign-in-warning', userId: user.id });
      }
    });
  }

  /** Adds the admin role to a verified account listed in ADMIN_EMAILS; true when it changed. */
  private applyAdminEmails(user: User): boolean {
    if (!user.verified || user.roles.includes('admin') || !this.deps.adminEmails.includes(user.email)) return false;
    user.roles = USER_ROLES.filter((role) => role === 'admin' || user.roles.includes(role));
    return true;
  }

  /** A new token of the kind for the user (one-time-tokens.ts); earlier unused tokens of that kind are voided. */
  private issueToken(manager: EntityManager, userId: string, kind: LinkKind): Promise<string> {
    const now = this.now();
    return issueOneTimeToken(manager, userId, kind, now, new Date(now.getTime() + TOKEN_LIFETIME_MS[kind]));
  }

  private findUsableToken(manager: EntityManager, token: string, kind: OneTimeTokenKind) {
    return findUsableOneTimeToken(manager, token, kind, this.now());
  }

  /** Marks the token used with a conditional update: a concurrent second use finds nothing to update. */
  private async consumeToken(manager: EntityManager, record: OneTimeToken): Promise<void> {
    if (!(await useOneTimeToken(manager, record, this.now())))
      throw badInput(record.kind === 'verify' ? M.verificationLinkInvalid : M.resetLinkInvalid);
  }

  /**
   * The one way an account mail goes out: written to the outbox with the account priority (sent
   * before other mail, retried with back-off while the mail server fails), never sent inside the
   * request. In the caller's transaction (`origin.manager`, the caller kicks delivery after the
   * commit) or else in its own, delivered after the answer. The key holds a hash of the message
   * (whose link carries its one-time token) and the time, so each mail is written once.
   */
  private async sendOrExplain(message: MailMessage, origin: AccountMailOrigin = {}): Promise<void> {
    const kind = origin.kind ?? 'account';
    const digest = createHash('sha256').update(`${message.to}\n${message.subject}\n${message.text}`).digest('hex').slice(0, 16);
    const write = (manager: EntityManager) =>
      this.deps.outbox.write(manager, {
        key: `${kind}:${origin.userId ?? '-'}:${this.now().getTime()}:${digest}`,
        kind,
        userId: origin.userId ?? null,
        to: message.to,
        subject: message.subject,
        text: message.text,
        link: message.link ?? null,
        priority: 'account',
      });
    if (origin.manager) {
      await write(origin.manager);
      return;
    }
    await withTransaction(this.dataSource, write);
    this.deps.outbox.kick();
  }
}

function parseSubmittedRoles(names: string[]): Set<UserRole> {
  const roles = new Set<UserRole>();
  for (const name of names) {
    // 'player' is implicit for every verified account; accepting it keeps round-trips of the roles list simple.
    if (name === 'player') continue;
    if (!(USER_ROLES as readonly string[]).includes(name)) throw badInput(M.unknownRole(name));
    roles.add(name as UserRole);
  }
  return roles;
}

import type { DataSource, EntityManager } from 'typeorm';
import { MoreThan } from 'typeorm';
import type { Clock } from '../../clock';
import { Session } from '../../db/entities/session.entity';
import { User } from '../../db/entities/user.entity';
import { withTransaction } from '../../db/transaction';
import { AppError, badInput, conflict, isDuplicateKey, notFound } from '../../errors';
import type { RequestContext } from '../../request-context';
import { requireUser, authorizeOnAccounts } from '../accounts/accounts.policy';
import { normalizeEmail, TOKEN_LIFETIME_MS } from '../accounts/accounts.service';
import { verifyPassword } from '../accounts/password-hasher';
import type { RateLimiter } from '../accounts/rate-limiter';
import { findUsableOneTimeToken, issueOneTimeToken, useOneTimeToken, voidOneTimeTokens } from '../accounts/one-time-tokens';
import { hashToken } from '../accounts/tokens';
import type { Outbox } from '../notifications/outbox';
import { eraseAccount, isLastAdmin, personKeys, type ErasureDeps } from './erasure';
import { limiterKeyHasher } from '../../secrets';
import { buildExport, publicSessionId, renderExportHtml, type PersonalDataExport } from './personal-data-export';
import type { UpdateProfileCommand } from './privacy.inputs';
import { PRIVACY_MESSAGES as M } from './privacy.messages';
import { deletionScheduledMail, emailChangeMail } from './privacy-mails';

const DAY = 24 * 60 * 60 * 1000;
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export interface PrivacyServiceDeps {
  dataSource: DataSource;
  clock: Clock;
  outbox: Outbox;
  rateLimiter: RateLimiter;
  publicUrl: string;
  /** days between asking to delete an account and its erasure */
  graceDays: number;
  /** passes a place freed by an erased registration to the first in line */
  waitlist: ErasureDeps['waitlist'];
}

export interface ProfileResult {
  user: User;
  message: string;
}

export interface DeletionState {
  requestedAt: Date | null;
  eraseAt: Date | null;
}

export interface SessionView {
  id: string;
  device: string | null;
  createdAt: Date;
  lastSeen: Date;
  expiresAt: Date;
  current: boolean;
}

/**
 * Privacy self-service: the export of a person's data, their profile, consents and
 * sessions, and erasure after a grace period (or at once by an admin). Each method receives the
 * request's context and enforces its own policy, so REST and GraphQL cannot disagree.
 */
export class PrivacyService {
  constructor(private readonly deps: PrivacyServiceDeps) {}

  private get dataSource() {
    return this.deps.dataSource;
  }

  // ---- export ------------------------------------------------------------------------------

  async exportData(context: RequestContext): Promise<PersonalDataExport> {
    const user = requireUser(context);
    const currentSession = context.session.currentId?.() ?? null;
    // One transaction: a consistent snapshot of every table.
    const keys = personKeys(user, await limiterKeyHasher(this.dataSource));
    return withTransaction(this.dataSource, (manager) => buildExport(manager, keys, this.deps.clock.now(), currentSession));
  }

  async exportHtml(context: RequestContext): Promise<string> {
    return renderExportHtml(await this.exportData(context));
  }

  // ---- profile and consents ----------------------------------------------------------------

  /**
   * Changes names, the email consent and the email address. A new address is only stored as
   * pending and gets a confirmation link; the old one counts (sign-in, mail) until it is opened.
   */
  async updateProfile(context: RequestContext, input: UpdateProfileCommand): Promise<ProfileResult> {
    const user = requireUser(context);
    const changes: Partial<User> = {};
    for (const [field, value] of [
      ['firstName', input.firstName],
      ['lastName', input.lastName],
    ] as const) {
      if (value === undefined) continue;
      if (value.trim() === '') throw badInput(M.namesMissing);
      changes[field] = value.trim();
    }
    if (input.emailConsent !== undefined) changes.emailConsent = input.emailConsent;
    let newAddress: string | null = null;
    if (input.email !== undefined) {
      const address = normalizeEmail(input.email);
      if (!EMAIL_PATTERN.test(address)) throw badInput(M.invalidEmail);
      if (address !== user.email) newAddress = address;
    }
    const saved = await withTransaction(this.dataSource, async (manager) => {
      if (newAddress !== null) {
        if (await manager.existsBy(User, { email: newAddress })) throw conflict(M.emailTaken);
        changes.pendingEmail = newAddress;
        const token = await this.issueEmailToken(manager, user.id);
        const mail = emailChangeMail(this.deps.publicUrl, newAddress, token);
        await this.deps.outbox.write(manager, {
          key: `email_change:${user.id}:${hashToken(token).slice(0, 16)}`,
          kind: 'email_change',
          userId: user.id,
          ...mail,
          priority: 'account',
        });
      }
      if (Object.keys(changes).length > 0) await manager.update(User, { id: user.id }, changes);
      return manager.findOneByOrFail(User, { id: user.id });
    });
    if (newAddress !== null) this.deps.outbox.kick();
    Object.assign(user, saved);
    return { user: saved, message: newAddress === null ? M.profileSaved : M.emailChangeSent(newAddress) };
  }

  /** Opens an email-change link: the pending address becomes the account's email. */
  async confirmEmail(_context: RequestContext, input: { token?: string }): Promise<ProfileResult> {
    const token = input.token ?? '';
    try {
      return await withTransaction(this.dataSource, async (manager) => {
        const now = this.deps.clock.now();
        const record = await findUsableOneTimeToken(manager, token, 'email_change', now);
        if (!record) throw badInput(M.emailLinkInvalid);
        const user = await manager.findOneBy(User, { id: record.userId });
        if (!user || user.pendingEmail === null || user.erasedAt !== null) throw badInput(M.emailLinkInvalid);
        if (!(await useOneTimeToken(manager, record, now))) throw badInput(M.emailLinkInvalid);
        if (await manager.existsBy(User, { email: user.pendingEmail })) throw conflict(M.emailTaken);
        await manager.update(User, { id: user.id }, { email: user.pendingEmail, pendingEmail: null });
        return { user: await manager.findOneByOrFail(User, { id: user.id }), message: M.emailConfirmed };
      });
    } catch (error) {
      if (isDuplicateKey(error)) throw conflict(M.emailTaken);
      throw error;
    }
  }

  // ---- sessions ----------------------------------------------------------------------------

  /** The signed-in person's unexpired sessions, the most recently used first. */
  async listSessions(context: RequestContext): Promise<SessionView[]> {
    const user = requireUser(context);
    const current = context.session.currentId?.() ?? null;
    const sessions = await this.dataSource.manager.find(Session, {
      where: { userId: user.id, expiresAt: MoreThan(this.deps.clock.now()) },
      order: { lastSeen: 'DESC', createdAt: 'DESC' },
    });
    return sessions.map((session) => ({
      id: publicSessionId(session.id),
      device: session.device,
      createdAt: session.createdAt,
      lastSeen: session.lastSeen,
      expiresAt: session.expiresAt,
      current: session.id === current,
    }));
  }

  /** Ends one of the person's sessions (another browser, or this one, which then signs out). */
  async endSession(context: RequestContext, publicId: string): Promise<string> {
    const user = requireUser(context);
    const sessions = await this.dataSource.manager.find(Session, { where: { userId: user.id }, select: { id: true } });
    const session = sessions.find((candidate) => publicSessionId(candidate.id) === publicId);
    if (!session) throw notFound(M.sessionNotFound);
    if (session.id === (context.session.currentId?.() ?? null)) await context.session.end();
    else await withTransaction(this.dataSource, (manager) => manager.delete(Session, { id: session.id, userId: user.id }));
    return M.sessionEnded;
  }

  // ---- erasure -----------------------------------------------------------------------------

  deletionState(context: RequestContext): DeletionState {
    const user = requireUser(context);
    return { requestedAt: user.deletionRequestedAt, eraseAt: user.eraseAt };
  }

  /** Schedules erasure after the grace period (asked again: the date stays) and mails a confirmation with the way to cancel. */
  async requestDeletion(context: RequestContext, input: { password?: string }): Promise<DeletionState> {
    const user = requireUser(context);
    if (!input.password) throw badInput(M.passwordMissing);
    // Guesses of the password are limited like a password change (per account and per address).
    await this.deps.rateLimiter.consume('updatePassword', user.id, context.ip);
    const stored = await this.dataSource.manager.findOneByOrFail(User, { id: user.id });
    // 400, not 401: a 401 would send the client to the login page.
    if (!(await verifyPassword(stored.passwordHash, input.password))) throw badInput(M.passwordWrong);
    const state = await withTransaction(this.dataSource, async (manager) => {
      const fresh = await manager.findOneByOrFail(User, { id: user.id });
      if (fresh.eraseAt !== null) return { requestedAt: fresh.deletionRequestedAt, eraseAt: fresh.eraseAt };
      if (await isLastAdmin(manager, fresh)) throw conflict(M.lastAdmin);
      const requestedAt = this.deps.clock.now();
      const eraseAt = new Date(requestedAt.getTime() + this.deps.graceDays * DAY);
      await manager.update(User, { id: user.id }, { deletionRequestedAt: requestedAt, eraseAt });
      // The mail's cancel link works without signing in, once, until the erasure date.
      const cancelToken = await issueOneTimeToken(manager, user.id, 'deletion_cancel', requestedAt, eraseAt);
      await this.deps.outbox.write(manager, {
        key: `deletion_scheduled:${user.id}:${requestedAt.getTime()}`,
        kind: 'deletion_scheduled',
        userId: user.id,
        ...deletionScheduledMail(this.deps.publicUrl, fresh.email, eraseAt, cancelToken),
        priority: 'account',
      });
      return { requestedAt, eraseAt };
    });
    this.deps.outbox.kick();
    Object.assign(user, { deletionRequestedAt: state.requestedAt, eraseAt: state.eraseAt });
    return state;
  }

  async cancelDeletion(context: RequestContext): Promise<string> {
    const user = requireUser(context);
    const cancelled = await withTransaction(this.dataSource, (manager) => this.unschedule(manager, user.id));
    if (!cancelled) throw conflict(M.deletionNotScheduled);
    Object.assign(user, { deletionRequestedAt: null, eraseAt: null });
    return M.deletionCancelled;
  }

  /** The confirmation mail's link (no sign-in): cancels the pending deletion once, until the erasure date. */
  async cancelDeletionByLink(_context: RequestContext, token: string): Promise<string> {
    return withTransaction(this.dataSource, async (manager) => {
      const now = this.deps.clock.now();
      const record = await findUsableOneTimeToken(manager, token, 'deletion_cancel', now);
      if (!record || !(await useOneTimeToken(manager, record, now))) throw badInput(M.cancelLinkInvalid);
      if (!(await this.unschedule(manager, record.userId))) throw badInput(M.cancelLinkInvalid);
      return M.deletionCancelled;
    });
  }

  /** Clears a pending (not yet run) erasure and voids its cancel link; false when none was pending. */
  private async unschedule(manager: EntityManager, userId: string): Promise<boolean> {
    const result = await manager
      .createQueryBuilder()
      .update(User)
      .set({ deletionRequestedAt: null, eraseAt: null })
      .where('id = :id AND erase_at IS NOT NULL AND erased_at IS NULL', { id: userId })
      .execute();
    if (result.affected === 0) return false;
    await voidOneTimeTokens(manager, userId, 'deletion_cancel', this.deps.clock.now());
    return true;
  }

  /** An admin erases an account at once (never the last admin). */
  async eraseUser(context: RequestContext, userId: string): Promise<string> {
    authorizeOnAccounts(context, 'manageUsers');
    const outcome = await eraseAccount(this.dataSource, userId, this.deps.clock, {
      onlyIfDue: false,
      deps: { waitlist: this.deps.waitlist },
    });
    this.deps.outbox.kick();
    if (outcome === 'missing') throw notFound(M.userNotFound(userId));
    if (outcome === 'already-erased') throw conflict(M.alreadyErased);
    if (outcome === 'last-admin') throw conflict(M.lastAdmin);
    if (outcome !== 'erased') throw new AppError('CONFLICT', M.alreadyErased);
    return M.userErased;
  }

  private issueEmailToken(manager: EntityManager, userId: string): Promise<string> {
    const now = this.deps.clock.now();
    return issueOneTimeToken(manager, userId, 'email_change', now, new Date(now.getTime() + TOKEN_LIFETIME_MS.email_change));
  }
}

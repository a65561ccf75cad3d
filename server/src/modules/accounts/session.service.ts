import type { DataSource } from 'typeorm';
import type { Clock } from '../../clock';
import { withTransaction } from '../../db/transaction';
import { Session } from '../../db/entities/session.entity';
import { User } from '../../db/entities/user.entity';
import { joinedRowReader, type RowReader } from '../../db/row-reader';
import { hashToken, newSecretToken } from './tokens';

/** A session lasts 30 days from sign-in; signing in again (or changing the password) starts a new one. */
export const SESSION_LIFETIME_MS = 30 * 24 * 60 * 60 * 1000;
/** last_seen is written at most this often, so reads do not turn into writes on every request. */
const LAST_SEEN_RESOLUTION_MS = 5 * 60 * 1000;
/** the stored User-Agent is cut to this (the column's length) */
const DEVICE_MAX_LENGTH = 200;

/**
 * Sessions live in the database (any number of server processes share them, and they survive
 * restarts). The cookie carries a random 256-bit token; the row's id is its SHA-256, so a leaked
 * database does not hand out usable cookies.
 */
export class SessionService {
  /** The session and its user in one statement, read on every signed-in request (db/row-reader.ts). */
  private readonly sessionWithUser: RowReader<{ s: Session; u: User }>;

  constructor(
    private readonly dataSource: DataSource,
    private readonly clock: Clock,
  ) {
    this.sessionWithUser = joinedRowReader(
      dataSource,
      { s: Session, u: User },
      'FROM sessions s INNER JOIN users u ON u.id = s.user_id WHERE s.id = ?',
    );
  }

  /** Creates a session for the user and returns the token for the cookie. */
  async create(userId: string, device: string | null = null): Promise<string> {
    const token = newSecretToken();
    const now = this.clock.now();
    await withTransaction(this.dataSource, (manager) =>
      manager.insert(Session, {
        id: hashToken(token),
        userId,
        createdAt: now,
        lastSeen: now,
        expiresAt: new Date(now.getTime() + SESSION_LIFETIME_MS),
        device: device === null ? null : device.slice(0, DEVICE_MAX_LENGTH),
      }),
    );
    return token;
  }

  /**
   * The session's user, or null when the token is unknown or expired, or the account is not
   * verified (an unverified account never reaches private data, whatever the database holds).
   */
  async resolve(token: string): Promise<{ user: User; sessionId: string } | null> {
    const id = hashToken(token);
    const row = (await this.sessionWithUser.read(this.dataSource.manager, [id])).at(0);
    const now = this.clock.now();
    if (!row || row.s.expiresAt.getTime() <= now.getTime()) return null;
    const session = row.s;
    session.user = row.u;
    if (!session.user.verified) return null;
    if (now.getTime() - session.lastSeen.getTime() > LAST_SEEN_RESOLUTION_MS) {
      // Bookkeeping only: a write that loses to another process's (a Galera certification conflict
      // after the retries, a node going away) must not fail the read it rides on.
      await withTransaction(this.dataSource, (manager) => manager.update(Session, { id }, { lastSeen: now })).catch(() => undefined);
    }
    return { user: session.user, sessionId: id };
  }

  async destroy(sessionId: string): Promise<void> {
    await withTransaction(this.dataSource, (manager) => manager.delete(Session, { id: sessionId }));
  }

  /** Ends every session of the user (password reset and change). */
  async destroyAllOfUser(userId: string): Promise<void> {
    await withTransaction(this.dataSource, (manager) => manager.delete(Session, { userId }));
  }
}

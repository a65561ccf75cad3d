import type { DataSource } from 'typeorm';
import type { Clock } from '../../clock';
import { ApiToken } from '../../db/entities/integrator.entities';
import type { User } from '../../db/entities/user.entity';
import { withTransaction } from '../../db/transaction';
import { AppError, forbidden, notFound } from '../../errors';
import type { RequestContext } from '../../request-context';
import { requireUser } from '../accounts/accounts.policy';
import { hashToken, newSecretToken } from '../accounts/tokens';
import type { CreateApiTokenCommand } from './api-tokens.inputs';
import { API_TOKEN_MESSAGES as M } from './api-tokens.messages';

export const API_TOKEN_PREFIX = 'larp_';
const DAY_MS = 24 * 60 * 60 * 1000;
/** Last use is written at most this often per token (a busy integration does not write on every call). */
export const LAST_USE_PRECISION_MS = 60_000;

/** What a request made with an API token carries in its RequestContext. */
export interface ApiTokenGrant {
  id: string;
  scopes: string[];
}

export type ApiTokenState = 'active' | 'expired' | 'revoked';

export function tokenState(token: ApiToken, now: Date): ApiTokenState {
  if (token.revokedAt) return 'revoked';
  if (token.expiresAt.getTime() <= now.getTime()) return 'expired';
  return 'active';
}

/** Only a browser session manages tokens: a token cannot make, list or revoke tokens. */
function requireSessionUser(context: RequestContext): User {
  const user = requireUser(context);
  if (context.apiToken) throw forbidden(M.sessionOnly);
  return user;
}

export class ApiTokensService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly clock: Clock,
  ) {}

  /** Makes a token; the secret is in the answer once and never again (only its SHA-256 is kept). */
  async create(context: RequestContext, command: CreateApiTokenCommand): Promise<{ token: string; record: ApiToken }> {
    const user = requireSessionUser(context);
    const token = `${API_TOKEN_PREFIX}${newSecretToken()}`;
    const now = this.clock.now();
    const record = await withTransaction(this.dataSource, (manager) =>
      manager.save(
        manager.create(ApiToken, {
          userId: user.id,
          name: command.name,
          tokenHash: hashToken(token),
          tokenPrefix: token.slice(0, API_TOKEN_PREFIX.length + 6),
          scopes: command.scopes,
          expiresAt: new Date(now.getTime() + command.expiresInDays * DAY_MS),
          revokedAt: null,
          lastUsedAt: null,
          createdAt: now,
        }),
      ),
    );
    return { token, record };
  }

  async list(context: RequestContext): Promise<ApiToken[]> {
    const user = requireSessionUser(context);
    return this.dataSource.getRepository(ApiToken).find({ where: { userId: user.id }, order: { createdAt: 'DESC', id: 'DESC' } });
  }

  /** Revokes one of the user's own tokens (another user's is "not found"); revoking twice is harmless. */
  async revoke(context: RequestContext, id: string): Promise<ApiToken> {
    const user = requireSessionUser(context);
    return withTransaction(this.dataSource, async (manager) => {
      const token = await manager.findOneBy(ApiToken, { id, userId: user.id });
      if (!token) throw notFound(M.notFound);
      if (!token.revokedAt) {
        token.revokedAt = this.clock.now();
        await manager.update(ApiToken, { id }, { revokedAt: token.revokedAt });
      }
      return token;
    });
  }

  /**
   * The owner and grant of a bearer token; UNAUTHENTICATED when unknown, expired or revoked, or when
   * its owner can no longer sign in (unverified). Records the last use (at most once a minute).
   */
  async resolve(bearer: string): Promise<{ user: User; grant: ApiTokenGrant }> {
    const now = this.clock.now();
    const token = bearer.startsWith(API_TOKEN_PREFIX)
      ? await this.dataSource.getRepository(ApiToken).findOne({ where: { tokenHash: hashToken(bearer) }, relations: { user: true } })
      : null;
    if (!token || !token.user || tokenState(token, now) !== 'active' || !token.user.verified) {
      throw new AppError('UNAUTHENTICATED', M.invalidToken);
    }
    if (!token.lastUsedAt || now.getTime() - token.lastUsedAt.getTime() >= LAST_USE_PRECISION_MS) {
      await this.dataSource.getRepository(ApiToken).update({ id: token.id }, { lastUsedAt: now });
    }
    return { user: token.user, grant: { id: token.id, scopes: token.scopes } };
  }
}

import type { EntityManager } from 'typeorm';
import { IsNull } from 'typeorm';
import { OneTimeToken, type OneTimeTokenKind } from '../../db/entities/one-time-token.entity';
import { hashToken, newSecretToken } from './tokens';

/*
 * The emailed one-time links (verification, password reset, email change, cancelling a deletion):
 * one implementation. Only a token's SHA-256 is stored; a new token of a kind voids the user's
 * earlier unused ones of that kind; a token is used once, by a conditional update.
 */

/** A new token of the kind for the user, valid until expiresAt; earlier unused tokens of that kind are voided. */
export async function issueOneTimeToken(
  manager: EntityManager,
  userId: string,
  kind: OneTimeTokenKind,
  now: Date,
  expiresAt: Date,
): Promise<string> {
  await manager.update(OneTimeToken, { userId, kind, usedAt: IsNull() }, { usedAt: now });
  const token = newSecretToken();
  await manager.insert(OneTimeToken, { tokenHash: hashToken(token), kind, userId, createdAt: now, expiresAt, usedAt: null });
  return token;
}

/** The stored token of the kind when it exists, is unused and has not expired; otherwise null. */
export async function findUsableOneTimeToken(
  manager: EntityManager,
  token: unknown,
  kind: OneTimeTokenKind,
  now: Date,
): Promise<OneTimeToken | null> {
  if (typeof token !== 'string' || token.length < 16 || token.length > 128) return null;
  const record = await manager.findOneBy(OneTimeToken, { tokenHash: hashToken(token), kind });
  if (!record || record.usedAt !== null || record.expiresAt.getTime() <= now.getTime()) return null;
  return record;
}

/**
 * The account a link was made for, whatever became of the link (used, voided by a newer one,
 * expired): lets a used verification link say the account is verified already. Null when no such
 * link exists (never made, or cleaned up).
 */
export async function oneTimeTokenOwner(manager: EntityManager, token: unknown, kind: OneTimeTokenKind): Promise<string | null> {
  if (typeof token !== 'string' || token.length < 16 || token.length > 128) return null;
  const record = await manager.findOne(OneTimeToken, { where: { tokenHash: hashToken(token), kind }, select: { id: true, userId: true } });
  return record?.userId ?? null;
}

/** Marks the token used; false when a concurrent use got there first (nothing left to update). */
export async function useOneTimeToken(manager: EntityManager, record: OneTimeToken, now: Date): Promise<boolean> {
  const result = await manager.update(OneTimeToken, { id: record.id, usedAt: IsNull() }, { usedAt: now });
  return result.affected !== 0;
}

/** Voids the user's unused tokens of the kind (e.g. the cancel link once the deletion is cancelled another way). */
export async function voidOneTimeTokens(manager: EntityManager, userId: string, kind: OneTimeTokenKind, now: Date): Promise<void> {
  await manager.update(OneTimeToken, { userId, kind, usedAt: IsNull() }, { usedAt: now });
}

import { DataSource, EntityManager } from 'typeorm';
import { Character } from './entities/character.entity';
import { LedgerKind, ShardLedgerEntry, XpLedgerEntry } from './entities/ledger.entities';
import { User } from './entities/user.entity';
import { withTransaction } from './transaction';

/*
 * The only way balances change: one conditional UPDATE (so concurrent changes cannot overspend or
 * lose a write on either dialect) and one ledger row, in one transaction. Services decide who may
 * change what; these functions keep "balance = sum of its ledger" true.
 */

/** Balances are 32-bit signed integers in both databases and in GraphQL's Int. */
export const MAX_BALANCE = 2_147_483_647;

/** The change would take the balance below zero or above MAX_BALANCE (or the subject does not exist). */
export class BalanceError extends Error {
  override readonly name = 'BalanceError';
  constructor(
    readonly subject: 'shards' | 'xp',
    readonly subjectId: string,
  ) {
    super(`The ${subject === 'shards' ? 'shard balance' : 'XP total'} of ${subjectId} must stay between 0 and ${MAX_BALANCE}`);
  }
}

export interface BalanceChange {
  amount: number;
  kind: LedgerKind;
  reason: string;
  /** who made the change; null for the system */
  actorId: string | null;
  eventId?: string | null;
  /** from the Clock */
  at: Date;
}

export interface ShardChange extends BalanceChange {
  userId: string;
  /** the character an XP token was bought for */
  characterId?: string | null;
}

export interface XpChange extends BalanceChange {
  characterId: string;
}

function assertWholeAmount(amount: number): void {
  if (!Number.isSafeInteger(amount) || Math.abs(amount) > MAX_BALANCE) throw new RangeError(`A balance changes by whole numbers, not ${amount}`);
}

/** Adds `amount` (negative to spend) to a user's shards and records it; returns the new balance. */
export async function changeShards(dataSource: DataSource, change: ShardChange): Promise<number> {
  assertWholeAmount(change.amount);
  return withTransaction(dataSource, async (manager: EntityManager) => {
    const result = await manager
      .createQueryBuilder()
      .update(User)
      .set({ shardTotal: () => `shard_total + ${change.amount}` })
      .where('id = :id AND shard_total + :amount BETWEEN 0 AND :max', { id: change.userId, amount: change.amount, max: MAX_BALANCE })
      .execute();
    if (!result.affected) throw new BalanceError('shards', change.userId);
    await manager.insert(ShardLedgerEntry, {
      userId: change.userId,
      amount: change.amount,
      kind: change.kind,
      reason: change.reason,
      actorId: change.actorId,
      characterId: change.characterId ?? null,
      eventId: change.eventId ?? null,
      createdAt: change.at,
    });
    const user = await manager.findOneOrFail(User, { where: { id: change.userId }, select: { id: true, shardTotal: true } });
    return user.shardTotal;
  });
}

/** Adds `amount` to a character's XP total and records it; returns the new total. */
export async function changeXp(dataSource: DataSource, change: XpChange): Promise<number> {
  assertWholeAmount(change.amount);
  return withTransaction(dataSource, async (manager: EntityManager) => {
    const result = await manager
      .createQueryBuilder()
      .update(Character)
      .set({ characterXpTotal: () => `character_xp_total + ${change.amount}` })
      .where('id = :id AND character_xp_total + :amount BETWEEN 0 AND :max', { id: change.characterId, amount: change.amount, max: MAX_BALANCE })
      .execute();
    if (!result.affected) throw new BalanceError('xp', change.characterId);
    await manager.insert(XpLedgerEntry, {
      characterId: change.characterId,
      amount: change.amount,
      kind: change.kind,
      reason: change.reason,
      actorId: change.actorId,
      eventId: change.eventId ?? null,
      createdAt: change.at,
    });
    const character = await manager.findOneOrFail(Character, {
      where: { id: change.characterId },
      select: { id: true, characterXpTotal: true },
    });
    return character.characterXpTotal;
  });
}

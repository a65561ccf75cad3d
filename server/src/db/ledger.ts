import type { EntityManager } from 'typeorm';
import { Character } from './entities/character.entity';
import { LedgerKind, ShardLedgerEntry, XpLedgerEntry } from './entities/ledger.entities';
import { User } from './entities/user.entity';

/*
 * The one writer of balances: every XP and shard change (grants, XP token purchases,
 * finalize's attendance credits, corrections) goes through here. Each is one conditional UPDATE (so
 * concurrent changes cannot overspend or lose a write on either dialect) and its ledger row, written
 * with the caller's EntityManager: the caller opens the transaction (withTransaction, which retries
 * deadlocks) and passes it in, so entry and balance always commit or roll back together.
 * Services decide who may change what; these functions keep "balance = sum of its ledger" true.
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
  if (!Number.isSafeInteger(amount) || Math.abs(amount) > MAX_BALANCE)
    throw new RangeError(`A balance changes by whole numbers, not ${amount}`);
}

/**
 * More to the same conditional UPDATE: a further condition (e.g. "xp_token_purchased = 0") and
 * further columns to set with the balance (finalize's deaths and reaper fights). When the condition
 * fails the change is refused like an out-of-bounds one (BalanceError), and nothing is written.
 */
export interface BalanceGuard {
  where?: string;
  params?: Record<string, unknown>;
  set?: Record<string, unknown>;
}

/** Rows per multi-row INSERT: well under both dialects' limits on bound parameters. */
const CHUNK = 100;

async function insertChunked(
  manager: EntityManager,
  entity: typeof ShardLedgerEntry | typeof XpLedgerEntry,
  rows: object[],
): Promise<void> {
  for (let start = 0; start < rows.length; start += CHUNK) {
    await manager.insert(entity, rows.slice(start, start + CHUNK));
  }
}

async function updateShardBalance(manager: EntityManager, userId: string, amount: number, guard?: BalanceGuard): Promise<void> {
  assertWholeAmount(amount);
  const result = await manager
    .createQueryBuilder()
    .update(User)
    .set({ ...guard?.set, shardTotal: () => `shard_total + ${amount}` })
    .where(`id = :id AND shard_total + :amount BETWEEN 0 AND :max${guard?.where ? ` AND (${guard.where})` : ''}`, {
      ...guard?.params,
      id: userId,
      amount,
      max: MAX_BALANCE,
    })
    .execute();
  if (!result.affected) throw new BalanceError('shards', userId);
}

async function updateXpBalance(manager: EntityManager, characterId: string, amount: number, guard?: BalanceGuard): Promise<void> {
  assertWholeAmount(amount);
  const result = await manager
    .createQueryBuilder()
    .update(Character)
    .set({ ...guard?.set, characterXpTotal: () => `character_xp_total + ${amount}` })
    .where(`id = :id AND character_xp_total + :amount BETWEEN 0 AND :max${guard?.where ? ` AND (${guard.where})` : ''}`, {
      ...guard?.params,
      id: characterId,
      amount,
      max: MAX_BALANCE,
    })
    .execute();
  if (!result.affected) throw new BalanceError('xp', characterId);
}

const shardEntry = (change: ShardChange) => ({
  userId: change.userId,
  amount: change.amount,
  kind: change.kind,
  reason: change.reason,
  actorId: change.actorId,
  characterId: change.characterId ?? null,
  eventId: change.eventId ?? null,
  createdAt: change.at,
});

const xpEntry = (change: XpChange) => ({
  characterId: change.characterId,
  amount: change.amount,
  kind: change.kind,
  reason: change.reason,
  actorId: change.actorId,
  eventId: change.eventId ?? null,
  createdAt: change.at,
});

/** Adds `amount` (negative to spend) to a user's shards and records it, in the caller's transaction; returns the new balance. */
export async function changeShards(manager: EntityManager, change: ShardChange, guard?: BalanceGuard): Promise<number> {
  await updateShardBalance(manager, change.userId, change.amount, guard);
  await manager.insert(ShardLedgerEntry, shardEntry(change));
  const user = await manager.findOneOrFail(User, { where: { id: change.userId }, select: { id: true, shardTotal: true } });
  return user.shardTotal;
}

/** Adds `amount` to a character's XP total and records it, in the caller's transaction; returns the new total. */
export async function changeXp(manager: EntityManager, change: XpChange, guard?: BalanceGuard): Promise<number> {
  await updateXpBalance(manager, change.characterId, change.amount, guard);
  await manager.insert(XpLedgerEntry, xpEntry(change));
  const character = await manager.findOneOrFail(Character, {
    where: { id: change.characterId },
    select: { id: true, characterXpTotal: true },
  });
  return character.characterXpTotal;
}

/** Subjects in first-seen order with the sum of their changes. */
function totalsBy<C extends BalanceChange>(changes: C[], subjectOf: (change: C) => string): Map<string, number> {
  const totals = new Map<string, number>();
  for (const change of changes) totals.set(subjectOf(change), (totals.get(subjectOf(change)) ?? 0) + change.amount);
  return totals;
}

/**
 * Many shard changes at once (finalize): one conditional UPDATE per user with the sum of that
 * user's changes (in the order the users first appear), then the ledger rows in multi-row INSERTs.
 * A change of 0 writes no ledger row.
 */
export async function changeShardsMany(manager: EntityManager, changes: ShardChange[]): Promise<void> {
  for (const [userId, total] of totalsBy(changes, (c) => c.userId)) {
    if (total !== 0) await updateShardBalance(manager, userId, total);
  }
  await insertChunked(manager, ShardLedgerEntry, changes.filter((c) => c.amount !== 0).map(shardEntry));
}

/**
 * Many XP changes at once (finalize), each with its own guard (the character's owner, the deaths and
 * reaper fights set with the XP): one conditional UPDATE per change, then the ledger rows in
 * multi-row INSERTs. A change of 0 still runs its UPDATE (for the guard's columns) but writes no row.
 */
export async function changeXpMany(manager: EntityManager, changes: Array<{ change: XpChange; guard?: BalanceGuard }>): Promise<void> {
  for (const { change, guard } of changes) await updateXpBalance(manager, change.characterId, change.amount, guard);
  await insertChunked(
    manager,
    XpLedgerEntry,
    changes.filter(({ change }) => change.amount !== 0).map(({ change }) => xpEntry(change)),
  );
}

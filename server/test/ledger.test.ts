import { DataSource } from 'typeorm';
import {
  BalanceError,
  changeShards,
  changeXp,
  Character,
  newObjectId,
  ShardLedgerEntry,
  User,
  XpLedgerEntry,
} from '../src/db';
import { databases, useTestDatabase } from './support';

const at = new Date('2026-06-01T09:30:00.250Z');

async function shardLedgerSum(dataSource: DataSource, userId: string): Promise<number> {
  const rows = await dataSource.getRepository(ShardLedgerEntry).findBy({ userId });
  return rows.reduce((sum, row) => sum + row.amount, 0);
}

describe.each(databases())('balances and ledgers on %s', (kind) => {
  const db = useTestDatabase(kind);

  async function aUser(): Promise<User> {
    return db.dataSource.getRepository(User).save({
      firstName: 'Player',
      lastName: 'Two',
      email: `${newObjectId()}@example.test`,
      passwordHash: 'x',
      roles: [],
    });
  }

  it('records every shard change beside the balance', async () => {
    const user = await aUser();
    const grant = { userId: user.id, kind: 'grant', reason: 'Helped build the tavern', actorId: null, at } as const;
    expect(await changeShards(db.dataSource, { ...grant, amount: 5 })).toBe(5);
    expect(await changeShards(db.dataSource, { ...grant, amount: -3, kind: 'xp_token', reason: 'XP token' })).toBe(2);
    const ledger = await db.dataSource.getRepository(ShardLedgerEntry).find({ where: { userId: user.id }, order: { amount: 'DESC' } });
    expect(ledger.map((row) => [row.amount, row.kind, row.reason, row.createdAt.toISOString()])).toEqual([
      [5, 'grant', 'Helped build the tavern', at.toISOString()],
      [-3, 'xp_token', 'XP token', at.toISOString()],
    ]);
  });

  it('refuses to overspend and then writes nothing', async () => {
    const user = await aUser();
    await changeShards(db.dataSource, { userId: user.id, amount: 2, kind: 'grant', reason: 'r', actorId: null, at });
    await expect(
      changeShards(db.dataSource, { userId: user.id, amount: -3, kind: 'xp_token', reason: 'XP token', actorId: null, at }),
    ).rejects.toBeInstanceOf(BalanceError);
    expect((await db.dataSource.getRepository(User).findOneByOrFail({ id: user.id })).shardTotal).toBe(2);
    expect(await shardLedgerSum(db.dataSource, user.id)).toBe(2);
  });

  it('lets exactly as many concurrent purchases through as the balance pays for', async () => {
    const user = await aUser();
    await changeShards(db.dataSource, { userId: user.id, amount: 10, kind: 'grant', reason: 'r', actorId: null, at });
    const attempts = await Promise.allSettled(
      Array.from({ length: 8 }, () =>
        changeShards(db.dataSource, { userId: user.id, amount: -3, kind: 'xp_token', reason: 'XP token', actorId: null, at }),
      ),
    );
    expect(attempts.filter((attempt) => attempt.status === 'fulfilled')).toHaveLength(3);
    const balance = (await db.dataSource.getRepository(User).findOneByOrFail({ id: user.id })).shardTotal;
    expect(balance).toBe(1);
    expect(await shardLedgerSum(db.dataSource, user.id)).toBe(balance);
  });

  it('records XP changes of a character and keeps the total from going below zero', async () => {
    const user = await aUser();
    const character = await db.dataSource.getRepository(Character).save({ userId: user.id, additionalSpellSchools: [] });
    const change = { characterId: character.id, kind: 'starting_xp', reason: 'Starting XP', actorId: user.id, at } as const;
    expect(await changeXp(db.dataSource, { ...change, amount: 10 })).toBe(10);
    await expect(changeXp(db.dataSource, { ...change, kind: 'correction', amount: -11 })).rejects.toBeInstanceOf(BalanceError);
    const ledger = await db.dataSource.getRepository(XpLedgerEntry).findBy({ characterId: character.id });
    expect(ledger.map((row) => row.amount)).toEqual([10]);
    await expect(changeXp(db.dataSource, { ...change, amount: 1.5 })).rejects.toThrow(RangeError);
  });
});

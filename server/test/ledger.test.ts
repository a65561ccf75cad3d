import { DataSource } from 'typeorm';
import {
  BalanceError,
  changeShards,
  changeShardsMany,
  changeXp,
  changeXpMany,
  Character,
  newObjectId,
  ShardLedgerEntry,
  User,
  XpLedgerEntry,
  withTransaction,
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
    expect(await withTransaction(db.dataSource, (manager) => changeShards(manager, { ...grant, amount: 5 }))).toBe(5);
    expect(
      await withTransaction(db.dataSource, (manager) =>
        changeShards(manager, { ...grant, amount: -3, kind: 'xp_token', reason: 'XP token' }),
      ),
    ).toBe(2);
    const ledger = await db.dataSource.getRepository(ShardLedgerEntry).find({ where: { userId: user.id }, order: { amount: 'DESC' } });
    expect(ledger.map((row) => [row.amount, row.kind, row.reason, row.createdAt.toISOString()])).toEqual([
      [5, 'grant', 'Helped build the tavern', at.toISOString()],
      [-3, 'xp_token', 'XP token', at.toISOString()],
    ]);
  });

  it('refuses to overspend and then writes nothing', async () => {
    const user = await aUser();
    await withTransaction(db.dataSource, (manager) =>
      changeShards(manager, { userId: user.id, amount: 2, kind: 'grant', reason: 'r', actorId: null, at }),
    );
    await expect(
      withTransaction(db.dataSource, (manager) =>
        changeShards(manager, { userId: user.id, amount: -3, kind: 'xp_token', reason: 'XP token', actorId: null, at }),
      ),
    ).rejects.toBeInstanceOf(BalanceError);
    expect((await db.dataSource.getRepository(User).findOneByOrFail({ id: user.id })).shardTotal).toBe(2);
    expect(await shardLedgerSum(db.dataSource, user.id)).toBe(2);
  });

  it('lets exactly as many concurrent purchases through as the balance pays for', async () => {
    const user = await aUser();
    await withTransaction(db.dataSource, (manager) =>
      changeShards(manager, { userId: user.id, amount: 10, kind: 'grant', reason: 'r', actorId: null, at }),
    );
    const attempts = await Promise.allSettled(
      Array.from({ length: 8 }, () =>
        withTransaction(db.dataSource, (manager) =>
          changeShards(manager, { userId: user.id, amount: -3, kind: 'xp_token', reason: 'XP token', actorId: null, at }),
        ),
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
    expect(await withTransaction(db.dataSource, (manager) => changeXp(manager, { ...change, amount: 10 }))).toBe(10);
    await expect(
      withTransaction(db.dataSource, (manager) => changeXp(manager, { ...change, kind: 'correction', amount: -11 })),
    ).rejects.toBeInstanceOf(BalanceError);
    const ledger = await db.dataSource.getRepository(XpLedgerEntry).findBy({ characterId: character.id });
    expect(ledger.map((row) => row.amount)).toEqual([10]);
    await expect(withTransaction(db.dataSource, (manager) => changeXp(manager, { ...change, amount: 1.5 }))).rejects.toThrow(RangeError);
  });

  it('refuses a change whose guard fails, writing neither balance nor entry', async () => {
    const user = await aUser();
    await withTransaction(db.dataSource, (manager) =>
      changeShards(manager, { userId: user.id, amount: 20, kind: 'grant', reason: 'r', actorId: null, at }),
    );
    const token = { userId: user.id, amount: -10, kind: 'xp_token', reason: 'XP token', actorId: user.id, at } as const;
    const guard = { where: 'xp_token_purchased = :no', params: { no: 0 }, set: { xpTokenPurchased: true } };
    expect(await withTransaction(db.dataSource, (manager) => changeShards(manager, token, guard))).toBe(10);
    await expect(withTransaction(db.dataSource, (manager) => changeShards(manager, token, guard))).rejects.toBeInstanceOf(BalanceError);
    const after = await db.dataSource.getRepository(User).findOneByOrFail({ id: user.id });
    expect([after.shardTotal, after.xpTokenPurchased]).toEqual([10, true]);
    expect(await shardLedgerSum(db.dataSource, user.id)).toBe(10);
  });

  it('writes many changes at once: balances summed per subject, one entry per non-zero change, all or none', async () => {
    const [one, two] = [await aUser(), await aUser()];
    const change = (userId: string, amount: number) =>
      ({ userId, amount, kind: 'attendance', reason: 'NPC shards', actorId: null, at }) as const;
    await withTransaction(db.dataSource, (manager) =>
      changeShardsMany(manager, [change(one.id, 3), change(one.id, 4), change(two.id, 0), change(two.id, 5)]),
    );
    const users = db.dataSource.getRepository(User);
    expect((await users.findOneByOrFail({ id: one.id })).shardTotal).toBe(7);
    expect((await users.findOneByOrFail({ id: two.id })).shardTotal).toBe(5);
    expect(await db.dataSource.getRepository(ShardLedgerEntry).countBy({ userId: two.id })).toBe(1);
    // one refused change (below zero) rolls back the others
    await expect(
      withTransaction(db.dataSource, (manager) => changeShardsMany(manager, [change(one.id, 1), change(two.id, -6)])),
    ).rejects.toBeInstanceOf(BalanceError);
    expect([(await users.findOneByOrFail({ id: one.id })).shardTotal, await shardLedgerSum(db.dataSource, one.id)]).toEqual([7, 7]);

    const character = await db.dataSource.getRepository(Character).save({ userId: one.id, additionalSpellSchools: [] });
    const xp = { characterId: character.id, kind: 'attendance', reason: 'Attended', actorId: null, at } as const;
    const owner = (userId: string) => ({ where: 'user_id = :userId', params: { userId }, set: { deathCount: () => 'death_count + 2' } });
    await withTransaction(db.dataSource, (manager) => changeXpMany(manager, [{ change: { ...xp, amount: 0 }, guard: owner(one.id) }]));
    await expect(
      withTransaction(db.dataSource, (manager) => changeXpMany(manager, [{ change: { ...xp, amount: 4 }, guard: owner(two.id) }])),
    ).rejects.toBeInstanceOf(BalanceError);
    await withTransaction(db.dataSource, (manager) => changeXpMany(manager, [{ change: { ...xp, amount: 4 }, guard: owner(one.id) }]));
    const saved = await db.dataSource.getRepository(Character).findOneByOrFail({ id: character.id });
    expect([saved.characterXpTotal, saved.deathCount]).toEqual([4, 4]);
    expect((await db.dataSource.getRepository(XpLedgerEntry).findBy({ characterId: character.id })).map((row) => row.amount)).toEqual([4]);
  });
});

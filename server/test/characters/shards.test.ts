import { Character, ShardLedgerEntry, User, XpLedgerEntry, changeShards, withTransaction } from '../../src/db';
import type { Agent } from '../support/http';
import { startApp, type TestApp } from '../support/http';
import { createUser } from '../support/accounts';
import { databases, useTestDatabase } from '../support';
import { agentOf, createCast, type Cast } from '../support/characters';

describe.each(databases())('shards and XP tokens on %s', (kind) => {
  const db = useTestDatabase(kind);
  let t: TestApp;
  let cast: Cast;

  beforeAll(async () => {
    t = await startApp(db);
    await t.app.services.gameData.loadSampleIfEmpty();
    cast = await createCast(db.dataSource);
  });
  afterAll(async () => {
    await t.app.close();
  });

  /** A player holding `shards` (granted through the ledger) with one character; returns their browser. */
  async function playerWith(shards: number): Promise<{ agent: Agent; userId: string; characterId: string }> {
    const user = await createUser(db.dataSource);
    if (shards)
      await withTransaction(db.dataSource, (manager) =>
        changeShards(manager, { userId: user.id, amount: shards, kind: 'grant', reason: 'test', actorId: null, at: t.clock.now() }),
      );
    const agent = await agentOf(t.app, db.dataSource, cast.users, user);
    const created = await agent.rest('POST', '/user/characters', {
      character_name: 'Token Buyer',
      character_race: { race: 'Human', subculture: 'Highland' },
      character_class: 'fighter',
    });
    return { agent, userId: user.id, characterId: created.body.data._id };
  }

  const user = (id: string) => db.dataSource.getRepository(User).findOneByOrFail({ id });
  const xpOf = async (id: string) => (await db.dataSource.getRepository(Character).findOneByOrFail({ id })).characterXpTotal;
  async function expectBalancesEqualLedgers(userId: string, characterId: string) {
    const shardRows = await db.dataSource.getRepository(ShardLedgerEntry).findBy({ userId });
    expect(shardRows.reduce((sum, row) => sum + row.amount, 0)).toBe((await user(userId)).shardTotal);
    const xpRows = await db.dataSource.getRepository(XpLedgerEntry).findBy({ characterId });
    expect(xpRows.reduce((sum, row) => sum + row.amount, 0)).toBe(await xpOf(characterId));
  }

  it('shows the balance and buys one XP for 3 shards, with ledger rows', async () => {
    const { agent, userId, characterId } = await playerWith(5);
    expect((await agent.rest('GET', '/user/shards')).body.data).toEqual({ shards: 5, xp_token_purchased: false });
    const bought = await agent.rest('POST', '/user/shards/spend', { purchase: 'xp_token', options: characterId });
    expect(bought.status).toBe(200);
    expect(bought.body.data).toEqual({ shards: 2, xp_token_purchased: true, character: { _id: characterId, character_xp_total: 11 } });
    expect((await agent.rest('GET', '/user/shards')).body.data).toEqual({ shards: 2, xp_token_purchased: true });
    const spent = await db.dataSource.getRepository(ShardLedgerEntry).findOneByOrFail({ userId, kind: 'xp_token' });
    expect(spent).toMatchObject({ amount: -3, actorId: userId, characterId, reason: 'XP token' });
    await expectBalancesEqualLedgers(userId, characterId);
  });

  it("refuses 'Not enough Shards' and changes nothing", async () => {
    const { agent, userId, characterId } = await playerWith(2);
    const answer = await agent.rest('POST', '/user/shards/spend', { purchase: 'xp_token', options: characterId });
    expect(answer.status).toBe(400);
    expect(answer.body.message).toBe('Not enough Shards');
    expect(await user(userId)).toMatchObject({ shardTotal: 2, xpTokenPurchased: false });
    expect(await xpOf(characterId)).toBe(10);
  });

  it('allows one token between finalized events', async () => {
    const { agent, userId, characterId } = await playerWith(9);
    expect((await agent.rest('POST', '/user/shards/spend', { purchase: 'xp_token', options: characterId })).status).toBe(200);
    const again = await agent.rest('POST', '/user/shards/spend', { purchase: 'xp_token', options: characterId });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('An XP token was already bought since the last event');
    expect((await user(userId)).shardTotal).toBe(6);
    expect(await xpOf(characterId)).toBe(11);
  });

  it.each([
    ['another purchase', { purchase: 'sword', options: 'x' }, 400, 'Invalid request.'],
    ['no character', { purchase: 'xp_token' }, 400, 'Please choose a character for the XP token'],
  ])('refuses %s', async (_case, body, status, message) => {
    const { agent, userId } = await playerWith(3);
    const answer = await agent.rest('POST', '/user/shards/spend', body);
    expect(answer.status).toBe(status);
    expect(answer.body.message).toBe(message);
    expect((await user(userId)).shardTotal).toBe(3);
  });

  it("cannot buy for someone else's character", async () => {
    const buyer = await playerWith(3);
    const stranger = await playerWith(0);
    const answer = await buyer.agent.rest('POST', '/user/shards/spend', { purchase: 'xp_token', options: stranger.characterId });
    expect(answer.status).toBe(404);
    expect((await user(buyer.userId)).shardTotal).toBe(3);
    expect(await xpOf(stranger.characterId)).toBe(10);
  });

  it('50 parallel purchases on a 3-shard balance succeed exactly once', async () => {
    const { agent, userId, characterId } = await playerWith(3);
    const answers = await Promise.all(
      Array.from({ length: 50 }, () => agent.rest('POST', '/user/shards/spend', { purchase: 'xp_token', options: characterId })),
    );
    expect(answers.filter((a) => a.status === 200)).toHaveLength(1);
    expect(answers.filter((a) => a.status >= 500)).toHaveLength(0);
    expect(await user(userId)).toMatchObject({ shardTotal: 0, xpTokenPurchased: true });
    expect(await xpOf(characterId)).toBe(11);
    expect(await db.dataSource.getRepository(ShardLedgerEntry).countBy({ userId, kind: 'xp_token' })).toBe(1);
    await expectBalancesEqualLedgers(userId, characterId);
  });

  it('works through GraphQL', async () => {
    const { agent, characterId } = await playerWith(4);
    const bought = await agent.graphql(
      'mutation B($id: ID!) { buyXpToken(characterId: $id) { shards xpTokenPurchased characterXpTotal } }',
      { id: characterId },
    );
    expect(bought.body.data.buyXpToken).toEqual({ shards: 1, xpTokenPurchased: true, characterXpTotal: 11 });
    const mine = await agent.graphql('{ myShards { shards xpTokenPurchased ledger { amount kind actor { firstName } } } }');
    expect(mine.body.data.myShards).toEqual({
      shards: 1,
      xpTokenPurchased: true,
      ledger: [
        { amount: 4, kind: 'GRANT', actor: null },
        { amount: -3, kind: 'XP_TOKEN', actor: { firstName: 'Test' } },
      ],
    });
    const poor = await playerWith(0);
    const refused = await poor.agent.graphql('mutation B($id: ID!) { buyXpToken(characterId: $id) { shards } }', { id: poor.characterId });
    expect(refused.body.errors[0]).toMatchObject({ message: 'Not enough Shards', extensions: { code: 'BAD_USER_INPUT' } });
  });
});

import { Character, ShardLedgerEntry, User, XpLedgerEntry, changeShards, withTransaction } from '../src/db';
import { createUser } from './support/accounts';
import type { Agent, Answer } from './support/http';
import { startApp, type TestApp } from './support/http';
import { agentFor } from './support/personas';
import { databases, useTestDatabase } from './support';
import { agentOf, createCast, fighterBuild, SAMPLE, type Cast } from './support/characters';
import { createEvent } from './support/events';

const WRITERS = 20;
const STALE = 'This character was changed since you loaded it. Please reload the page and try again.';

/**
 * Writers racing on the same rows through the real app and the real connection pool (MariaDB: one
 * pooled connection per transaction). A deadlock that withTransaction did not retry would answer
 * 500 here on MariaDB. Expected: no 5xx, every grant lands exactly once, and every balance still
 * equals the sum of its ledger.
 */
describe.each(databases())('concurrent writers on %s', (kind) => {
  const db = useTestDatabase(kind);
  let t: TestApp;
  let cast: Cast;
  let admin: Agent;

  beforeAll(async () => {
    t = await startApp(db);
    await t.app.services.gameData.loadSampleIfEmpty();
    cast = await createCast(db.dataSource);
    admin = await agentFor(t.app, db.dataSource, cast.users, 'admin');
  });
  afterAll(async () => {
    await t.app.close();
  });

  const statuses = (answers: Answer[]) => answers.map((answer) => answer.status);
  /** No 5xx; the probe's figures are printed: statuses and how many of each. */
  const noServerErrors = (answers: Answer[]) => {
    const tally = new Map<number, number>();
    for (const status of statuses(answers)) tally.set(status, (tally.get(status) ?? 0) + 1);
    console.log(`${expect.getState().currentTestName}: ${[...tally].map(([status, count]) => `${count} x ${status}`).join(', ')}`);
    expect(statuses(answers).filter((status) => status >= 500)).toEqual([]);
  };

  async function playersWithCharacters(count: number, shards = 0) {
    const players: { agent: Agent; userId: string; characterId: string }[] = [];
    for (let i = 0; i < count; i += 1) {
      const user = await createUser(db.dataSource);
      if (shards)
        await withTransaction(db.dataSource, (manager) =>
          changeShards(manager, { userId: user.id, amount: shards, kind: 'grant', reason: 'start', actorId: null, at: t.clock.now() }),
        );
      const agent = await agentOf(t.app, db.dataSource, cast.users, user);
      const created = await agent.rest('POST', '/user/characters', {
        character_name: `Racer ${i}`,
        character_race: { race: 'Human', subculture: 'Highland' },
        character_class: 'fighter',
      });
      players.push({ agent, userId: user.id, characterId: created.body.data._id });
    }
    return players;
  }

  async function expectLedgersEqualBalances(userIds: string[], characterIds: string[]) {
    for (const userId of userIds) {
      const rows = await db.dataSource.getRepository(ShardLedgerEntry).findBy({ userId });
      const user = await db.dataSource.getRepository(User).findOneByOrFail({ id: userId });
      expect(rows.reduce((sum, row) => sum + row.amount, 0)).toBe(user.shardTotal);
    }
    for (const characterId of characterIds) {
      const rows = await db.dataSource.getRepository(XpLedgerEntry).findBy({ characterId });
      const character = await db.dataSource.getRepository(Character).findOneByOrFail({ id: characterId });
      expect(rows.reduce((sum, row) => sum + row.amount, 0)).toBe(character.characterXpTotal);
    }
  }

  it(`lands ${WRITERS} shard grants to the same players in opposite orders, none lost, no 5xx`, async () => {
    const players = await playersWithCharacters(5);
    const ids = players.map((player) => player.userId);
    const answers = await Promise.all(
      Array.from({ length: WRITERS }, (_, i) =>
        admin.rest('POST', '/users/shards', { user_ids: i % 2 ? [...ids].reverse() : ids, shard_amount: 2, reason: `race ${i}` }),
      ),
    );
    noServerErrors(answers);
    expect(statuses(answers)).toEqual(Array(WRITERS).fill(200));
    for (const id of ids) expect((await db.dataSource.getRepository(User).findOneByOrFail({ id })).shardTotal).toBe(2 * WRITERS);
    await expectLedgersEqualBalances(ids, []);
  });

  it(`lands ${WRITERS} XP grants (REST and GraphQL) to the same characters in opposite orders, no 5xx`, async () => {
    const players = await playersWithCharacters(5);
    const ids = players.map((player) => player.characterId);
    const answers = await Promise.all(
      Array.from({ length: WRITERS }, (_, i) => {
        const order = i % 2 ? [...ids].reverse() : ids;
        return i % 4 < 2
          ? admin.rest('POST', '/characters/xp', { character_ids: order, xp_amount: 1, reason: `race ${i}` })
          : admin.graphql('mutation($ids: [ID!]!) { grantXp(characterIds: $ids, xpAmount: 1, reason: "race") { message } }', {
              ids: order,
            });
      }),
    );
    noServerErrors(answers);
    expect(answers.every((answer) => answer.status === 200 && !answer.body.errors)).toBe(true);
    for (const id of ids)
      expect((await db.dataSource.getRepository(Character).findOneByOrFail({ id })).characterXpTotal).toBe(10 + WRITERS);
    await expectLedgersEqualBalances([], ids);
  });

  /** The character's saved build as a client loads it (GET), with `count` Battle Hardened bought. */
  async function loadedBuildWith(agent: Agent, characterId: string, count: number) {
    const loaded = (await agent.rest('GET', `/user/characters/${characterId}`)).body.data;
    expect(typeof loaded.saved_build.created_at).toBe('string');
    return { ...loaded.saved_build, character_skills: [{ skill_id: SAMPLE.battleHardened, purchase_count: count, grants: [] }] };
  }

  it(`${WRITERS} saves without build_version from one loaded build (REST and GraphQL): one lands, the rest 409, no save silently replaced`, async () => {
    const [player] = await playersWithCharacters(1);
    const { agent, characterId } = player;
    const loaded = await loadedBuildWith(agent, characterId, 1);
    const answers = await Promise.all(
      Array.from({ length: WRITERS }, (_, i) => {
        const build = { ...loaded, character_skills: [{ skill_id: SAMPLE.battleHardened, purchase_count: 1 + (i % 2), grants: [] }] };
        return i % 2
          ? agent.graphql(
              'mutation($id: ID!, $build: JSONObject!) { saveCharacterBuild(id: $id, characterBuild: $build) { buildVersion savedBuild { characterSkills { entry } } } }',
              {
                id: characterId,
                build,
              },
            )
          : agent.rest('PATCH', `/user/characters/${characterId}/build`, { character_build: build });
      }),
    );
    noServerErrors(answers);
    const landed = answers.filter((answer) => answer.status === 200 && !answer.body.errors);
    const refused = answers.filter((answer) => !landed.includes(answer));
    expect(landed).toHaveLength(1);
    for (const answer of refused) {
      expect(answer.body.errors?.[0] ?? answer.body).toMatchObject(
        answer.body.errors ? { message: STALE, extensions: { code: 'CONFLICT' } } : { message: STALE, code: 'CONFLICT' },
      );
    }
    const stored = await db.dataSource.getRepository(Character).findOneByOrFail({ id: characterId });
    expect(stored.buildVersion).toBe(2);
    const winner = landed[0].body.data;
    const winnerCount =
      winner.saveCharacterBuild?.savedBuild.characterSkills[0].entry.purchase_count ??
      winner.saved_build.character_skills[0].purchase_count;
    expect(stored.savedBuild?.character_skills).toEqual([{ skill_id: SAMPLE.battleHardened, purchase_count: winnerCount, grants: [] }]);
  });

  it('saves one after the other from each answer land; a build without created_at is not checked', async () => {
    const [player] = await playersWithCharacters(1);
    const { agent, characterId } = player;
    const loaded = await loadedBuildWith(agent, characterId, 1);
    const first = await agent.rest('PATCH', `/user/characters/${characterId}/build`, { character_build: loaded });
    expect(first.status).toBe(200);
    // the answer's build is the new base: its created_at differs from the one it replaced (the test's clock stands still)
    const next = { ...first.body.data.saved_build, character_skills: [{ skill_id: SAMPLE.battleHardened, purchase_count: 2, grants: [] }] };
    expect(next.created_at).not.toBe(loaded.created_at);
    expect((await agent.rest('PATCH', `/user/characters/${characterId}/build`, { character_build: next })).status).toBe(200);
    // the first save's build again: edited from an older save, refused
    const stale = await agent.rest('PATCH', `/user/characters/${characterId}/build`, {
      character_build: { ...next, created_at: first.body.data.saved_build.created_at },
    });
    expect({ status: stale.status, message: stale.body.message }).toEqual({ status: 409, message: STALE });
    // a build made from scratch (no created_at) and one with build_version are judged as before
    expect((await agent.rest('PATCH', `/user/characters/${characterId}/build`, { character_build: fighterBuild() })).status).toBe(200);
    expect(
      (await agent.rest('PATCH', `/user/characters/${characterId}/build`, { character_build: fighterBuild(), build_version: 4 })).status,
    ).toBe(200);
    expect((await db.dataSource.getRepository(Character).findOneByOrFail({ id: characterId })).buildVersion).toBe(5);
  });

  it('races 40 XP token purchases against a finalize: each answers 200 or 409 (never 400 or 5xx), balances equal ledgers', async () => {
    const players = await playersWithCharacters(20, 6);
    const event = await createEvent(db.dataSource, { eventStartTime: new Date(t.clock.now().getTime() - 10 * 86_400_000) });
    const buy = (player: (typeof players)[number]) =>
      player.agent.rest('POST', '/user/shards/spend', { purchase: 'xp_token', options: player.characterId });
    const answers = await Promise.all([
      ...players.map(buy),
      admin.rest('POST', `/events/${event.id}/finalize`, { attendance_records: {} }),
      ...players.map(buy),
    ]);
    noServerErrors(answers);
    const finalize = answers[players.length];
    expect(finalize.status).toBe(200);
    const purchases = answers.filter((_, index) => index !== players.length);
    expect(new Set(statuses(purchases))).toEqual(new Set(statuses(purchases).filter((status) => status === 200 || status === 409)));
    // every player bought at least one token and at most two (one before and one after the finalize's reset)
    for (const player of players) {
      const bought = await db.dataSource.getRepository(ShardLedgerEntry).countBy({ userId: player.userId, kind: 'xp_token' });
      expect(bought).toBeGreaterThanOrEqual(1);
      expect(bought).toBeLessThanOrEqual(2);
    }
    expect(purchases.filter((answer) => answer.status === 200).length).toBe(
      await db.dataSource.getRepository(ShardLedgerEntry).countBy({ kind: 'xp_token' }),
    );
    await expectLedgersEqualBalances(
      players.map((player) => player.userId),
      players.map((player) => player.characterId),
    );
  });
});

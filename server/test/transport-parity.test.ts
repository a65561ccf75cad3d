import { createUser } from './support/accounts';
import type { Agent, Answer } from './support/http';
import { startApp, type TestApp } from './support/http';
import { agentFor } from './support/personas';
import { databases, useTestDatabase } from './support';
import { agentOf, createCast, type Cast } from './support/characters';

/**
 * REST and GraphQL take each call's input through one contract: the same input is
 * accepted by both or refused by both, with the same code (and, for the contract's own refusals, the
 * same message, the field named in each transport's terms).
 */
interface Ids {
  userId: string;
  characterId: string;
}
interface Case {
  name: string;
  rest(admin: Agent, ids: Ids): Promise<Answer>;
  graphql(admin: Agent, ids: Ids): Promise<Answer>;
}

const grantXp = (ids: unknown, amount: unknown, reason: unknown): Pick<Case, 'rest' | 'graphql'> => ({
  rest: (a, i) => a.rest('POST', '/characters/xp', { character_ids: ids === 'mine' ? [i.characterId] : ids, xp_amount: amount, reason }),
  graphql: (a, i) =>
    a.graphql(
      'mutation($ids: [ID!]!, $amount: Int!, $reason: String!) { grantXp(characterIds: $ids, xpAmount: $amount, reason: $reason) { message } }',
      {
        ids: ids === 'mine' ? [i.characterId] : ids,
        amount,
        reason,
      },
    ),
});
const grantShards = (amount: unknown, reason: unknown): Pick<Case, 'rest' | 'graphql'> => ({
  rest: (a, i) => a.rest('POST', '/users/shards', { user_ids: [i.userId], shard_amount: amount, reason }),
  graphql: (a, i) =>
    a.graphql(
      'mutation($ids: [ID!]!, $amount: Int!, $reason: String!) { grantShards(userIds: $ids, shardAmount: $amount, reason: $reason) { message } }',
      {
        ids: [i.userId],
        amount,
        reason,
      },
    ),
});
const recordDeaths = (deaths: unknown, reaper: unknown, event: unknown): Pick<Case, 'rest' | 'graphql'> => ({
  rest: (a, i) => a.rest('POST', `/characters/${i.characterId}/deaths`, { death_count: deaths, reaper_fight_count: reaper, event }),
  graphql: (a, i) =>
    a.graphql(
      'mutation($id: ID!, $d: Int, $r: Int, $e: String) { recordDeaths(characterId: $id, deathCount: $d, reaperFightCount: $r, event: $e) { message } }',
      {
        id: i.characterId,
        d: deaths,
        r: reaper,
        e: event,
      },
    ),
});
const pastEventCount = (count: unknown): Pick<Case, 'rest' | 'graphql'> => ({
  rest: (a, i) => a.rest('PATCH', '/characters/bulk_update_past_event_counts', { xp_sequences: { [i.characterId]: count } }),
  graphql: (a, i) =>
    a.graphql('mutation($id: ID!, $n: Int!) { updatePastEventCounts(counts: [{ characterId: $id, xpSequence: $n }]) { message } }', {
      id: i.characterId,
      n: count,
    }),
});
const createForUser = (name: unknown, xpTotal: unknown): Pick<Case, 'rest' | 'graphql'> => ({
  rest: (a, i) =>
    a.rest('POST', `/users/${i.userId}/characters`, {
      character_name: name,
      character_class: 'fighter',
      character_xp_total: xpTotal,
      commit: false,
    }),
  graphql: (a, i) =>
    a.graphql(
      'mutation($id: ID!, $name: String, $xp: Int) { createCharacterForUser(userId: $id, input: { characterName: $name, characterClass: "fighter", characterXpTotal: $xp, commit: false }) { id } }',
      {
        id: i.userId,
        name,
        xp: xpTotal,
      },
    ),
});

const CASES: Case[] = [
  { name: 'a valid XP grant', ...grantXp('mine', 2, 'parity') },
  { name: 'an XP grant of 0', ...grantXp('mine', 0, 'parity') },
  { name: 'an XP grant of 3e9', ...grantXp('mine', 3e9, 'parity') },
  { name: 'an XP grant of 1.5', ...grantXp('mine', 1.5, 'parity') },
  { name: 'an XP grant as a numeric string', ...grantXp('mine', '5', 'parity') },
  { name: 'an XP grant of 100,001', ...grantXp('mine', 100_001, 'parity') },
  { name: 'an XP grant to nobody', ...grantXp([], 1, 'parity') },
  {
    name: 'an XP grant to 1,001 ids',
    ...grantXp(
      Array.from({ length: 1001 }, (_, i) => `c${i}`),
      1,
      'parity',
    ),
  },
  { name: 'an XP grant with a blank reason', ...grantXp('mine', 1, '   ') },
  { name: 'an XP grant with a 501-character reason', ...grantXp('mine', 1, 'r'.repeat(501)) },
  { name: 'an XP grant with a lone surrogate in the reason', ...grantXp('mine', 1, 'why \ud800') },
  { name: 'a valid shard grant', ...grantShards(3, 'parity') },
  { name: 'a shard grant of 2^31', ...grantShards(2 ** 31, 'parity') },
  { name: 'a shard grant taking the balance below 0', ...grantShards(-100_000, 'parity') },
  { name: 'valid deaths', ...recordDeaths(1, 0, 'Spring') },
  { name: 'deaths both 0', ...recordDeaths(0, 0, 'Spring') },
  { name: 'deaths of 3e9', ...recordDeaths(3e9, 0, 'Spring') },
  { name: 'deaths without an event', ...recordDeaths(1, 0, null) },
  { name: 'a valid past event count', ...pastEventCount(4) },
  { name: 'a negative past event count', ...pastEventCount(-1) },
  { name: 'a past event count of 3e9', ...pastEventCount(3e9) },
  { name: 'a valid admin-created character', ...createForUser('Parity', 12) },
  { name: 'an admin-created character with a 101-character name', ...createForUser('n'.repeat(101), 12) },
  { name: 'an admin-created character with 3e9 XP', ...createForUser('Parity', 3e9) },
  { name: 'an admin-created character with a lone surrogate', ...createForUser('x\udfff', 12) },
];

/** 'accepted', or the refusal's code (an HTTP status when there is none) */
type Outcome = string;
const restOutcome = (answer: Answer): Outcome => (answer.status < 300 ? 'accepted' : String(answer.body?.code ?? answer.status));
const graphqlOutcome = (answer: Answer): Outcome =>
  answer.body?.errors?.length ? String(answer.body.errors[0].extensions?.code) : 'accepted';
const snake = (text: string) => text.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`);

describe.each(databases())('REST and GraphQL parity on %s', (kind) => {
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

  /** A fresh player and character per transport, so both start from the same state. */
  async function freshIds(): Promise<Ids> {
    const user = await createUser(db.dataSource);
    const agent = await agentOf(t.app, db.dataSource, cast.users, user);
    const created = await agent.rest('POST', '/user/characters', {
      character_name: 'Parity',
      character_race: { race: 'Human', subculture: 'Highland' },
      character_class: 'fighter',
    });
    return { userId: user.id, characterId: created.body.data._id };
  }

  it.each(CASES.map((c) => [c.name, c] as const))('%s: both transports agree', async (_name, c) => {
    const rest = await c.rest(admin, await freshIds());
    const graphql = await c.graphql(admin, await freshIds());
    expect(rest.status).toBeLessThan(500);
    expect(graphql.status).toBeLessThan(500);
    expect(graphqlOutcome(graphql)).toBe(restOutcome(rest));
    // The contract's own refusals say the same thing, each naming the field in its own terms.
    const restMessage: string | undefined = rest.body?.message;
    const graphqlMessage: string | undefined = graphql.body?.errors?.[0]?.message;
    if (restMessage && graphqlMessage && !/^Variable /.test(graphqlMessage)) {
      expect(snake(graphqlMessage).replace(/[0-9a-f]{24}/g, 'ID')).toBe(snake(restMessage).replace(/[0-9a-f]{24}/g, 'ID'));
    }
  });
});

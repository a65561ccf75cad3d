import { changeShards, Character, XpLedgerEntry, newObjectId, withTransaction } from '../../src/db';
import type { Agent } from '../support/http';
import { startApp, type TestApp } from '../support/http';
import { agentFor } from '../support/personas';
import { databases, useTestDatabase } from '../support';
import { aBuild, insertCharacter, insertEvent, insertUser } from '../support/factories';
import { createCast, type Cast } from '../support/characters';

const ROWS = `{ staffCharacterRows { id userId playerName playerEmail characterName characterClass raceDescription
  characterLevel characterXpTotal characterXpSequence deathCount reaperFightCount committed } }`;
const USERS = '{ staffUserRows { id firstName lastName email verified roles shardTotal characterCount } }';

describe.each(databases())('staff lists through GraphQL on %s', (kind) => {
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

  it('counts players, characters, uncommitted builds and upcoming events for the dashboard', async () => {
    const before = (await admin.graphql('{ staffDashboard { playerCount characterCount uncommittedCount upcomingEventCount } }')).body.data
      .staffDashboard as { playerCount: number; characterCount: number; uncommittedCount: number; upcomingEventCount: number };
    const owner = await insertUser(db.dataSource);
    await insertCharacter(db.dataSource, owner.id); // saved only: uncommitted
    await insertCharacter(db.dataSource, owner.id, { committedBuild: aBuild() }); // counts as committed
    await insertEvent(db.dataSource, { eventPublished: false }); // a month after the clock: upcoming
    await insertEvent(db.dataSource, {}, new Date('2025-01-01T00:00:00Z')); // already over
    const after = await admin.graphql('{ staffDashboard { playerCount characterCount uncommittedCount upcomingEventCount } }');
    expect(after.body.errors).toBeUndefined();
    expect(after.body.data.staffDashboard).toEqual({
      playerCount: before.playerCount + 1,
      characterCount: before.characterCount + 2,
      uncommittedCount: before.uncommittedCount + 1,
      upcomingEventCount: before.upcomingEventCount + 1,
    });
  });

  it('lists characters as rows with their player, level and committed state', async () => {
    const owner = await insertUser(db.dataSource, { firstName: 'Tamsin', lastName: 'Reed', email: `tamsin-${kind}@example.org` });
    const character = await insertCharacter(db.dataSource, owner.id, {
      committedBuild: aBuild({ character_name: 'Orla Vane', character_class: 'rogue' }),
      savedBuild: aBuild({ character_name: 'Orla Vane', character_class: 'rogue' }),
      characterXpTotal: 10,
      characterXpSequence: 3,
      deathCount: 2,
      reaperFightCount: 1,
    });
    const answer = await admin.graphql(ROWS);
    expect(answer.body.errors).toBeUndefined();
    const row = answer.body.data.staffCharacterRows.find((entry: { id: string }) => entry.id === character.id);
    expect(row).toEqual({
      id: character.id,
      userId: owner.id,
      playerName: 'Tamsin Reed',
      playerEmail: `tamsin-${kind}@example.org`,
      characterName: 'Orla Vane',
      characterClass: 'rogue',
      raceDescription: 'Human',
      characterLevel: expect.any(Number),
      characterXpTotal: 10,
      characterXpSequence: 3,
      deathCount: 2,
      reaperFightCount: 1,
      committed: true,
    });
  });

  it('describes the race of the build staff see: the committed one when it counts, else the saved one', async () => {
    const owner = await insertUser(db.dataSource, { email: `race-${kind}@example.org` });
    const elf = { race: 'Elf', subculture: 'Highland', transformation: 'Vampire', race_attributes: ['Elf'] };
    const drafted = await insertCharacter(db.dataSource, owner.id, {
      committedBuild: null,
      savedBuild: aBuild({ character_name: 'Ysolde Fenn', character_race: elf }),
    });
    const committed = await insertCharacter(db.dataSource, owner.id, {
      committedBuild: aBuild({ character_name: 'Brannoc Hale' }),
      savedBuild: aBuild({ character_name: 'Brannoc Hale', character_race: elf }),
    });
    const answer = await admin.graphql(ROWS);
    expect(answer.body.errors).toBeUndefined();
    const rows = answer.body.data.staffCharacterRows as Array<{ id: string; raceDescription: string; committed: boolean }>;
    expect(rows.find((row) => row.id === drafted.id)).toMatchObject({ raceDescription: 'Highland Elf Vampire', committed: false });
    expect(rows.find((row) => row.id === committed.id)).toMatchObject({ raceDescription: 'Human', committed: true });
  });

  it('lists users with roles, shard balance and character count', async () => {
    const owner = await insertUser(db.dataSource, { firstName: 'Ned', lastName: 'Aldous', roles: ['staff'] });
    await insertCharacter(db.dataSource, owner.id);
    await insertCharacter(db.dataSource, owner.id);
    await withTransaction(db.dataSource, (manager) =>
      changeShards(manager, {
        userId: owner.id,
        amount: 7,
        kind: 'grant',
        reason: 'Donation',
        actorId: cast.users.admin.id,
        at: new Date(),
      }),
    );
    const answer = await admin.graphql(USERS);
    expect(answer.body.errors).toBeUndefined();
    const row = answer.body.data.staffUserRows.find((entry: { id: string }) => entry.id === owner.id);
    expect(row).toMatchObject({ firstName: 'Ned', lastName: 'Aldous', verified: true, roles: ['STAFF'], shardTotal: 7, characterCount: 2 });
    const none = answer.body.data.staffUserRows.find((entry: { id: string }) => entry.id === cast.users.player.id);
    expect(none.characterCount).toBe(0);
  });

  it("shows a player's shard ledger and a character's XP ledger with author and event title", async () => {
    const owner = await insertUser(db.dataSource);
    const event = await insertEvent(db.dataSource, { eventTitle: 'Winter Moot' });
    await withTransaction(db.dataSource, (manager) =>
      changeShards(manager, {
        userId: owner.id,
        amount: 30,
        kind: 'attendance',
        reason: 'NPC shards',
        actorId: cast.users.admin.id,
        at: new Date(),
        eventId: event.id,
      } as never),
    );
    const ledger = await admin.graphql(
      'query L($id: ID!) { userShardLedger(userId: $id) { amount reason kind eventTitle actor { firstName } createdAt } }',
      { id: owner.id },
    );
    expect(ledger.body.errors).toBeUndefined();
    expect(ledger.body.data.userShardLedger).toEqual([
      {
        amount: 30,
        reason: 'NPC shards',
        kind: 'ATTENDANCE',
        eventTitle: 'Winter Moot',
        actor: { firstName: cast.users.admin.firstName },
        createdAt: expect.any(String),
      },
    ]);
    const missing = await admin.graphql('query L($id: ID!) { userShardLedger(userId: $id) { amount } }', { id: 'f'.repeat(24) });
    expect(missing.body.errors[0].extensions.code).toBe('NOT_FOUND');

    const character = await insertCharacter(db.dataSource, owner.id);
    await db.dataSource.getRepository(XpLedgerEntry).insert({
      id: newObjectId(),
      characterId: character.id,
      amount: 4,
      kind: 'attendance',
      reason: 'Attendance',
      actorId: null,
      eventId: event.id,
      createdAt: new Date(),
    } as never);
    const xp = await admin.graphql('query X($ids: [ID!]) { characters(ids: $ids) { xpLedger { amount eventTitle actor { id } } } }', {
      ids: [character.id],
    });
    expect(xp.body.data.characters[0].xpLedger).toEqual([{ amount: 4, eventTitle: 'Winter Moot', actor: null }]);
  });

  it('answers a list (or a page) of 10 or 100 characters and users with the same number of SQL queries', async () => {
    async function seed(count: number): Promise<void> {
      for (let i = 0; i < count; i += 1) {
        const owner = await insertUser(db.dataSource);
        await db.dataSource
          .getRepository(Character)
          .insert({ id: newObjectId(), userId: owner.id, savedBuild: aBuild(), committedBuild: null, additionalSpellSchools: [] });
      }
    }
    const counted = async (query: string) => {
      let queries = 0;
      const logger = db.dataSource.logger;
      const original = logger.logQuery.bind(logger);
      logger.logQuery = (...args: Parameters<typeof logger.logQuery>) => {
        // the rate limit's batched write runs on a timer, not for the request (a slow answer may overlap
        // it); that a request itself writes no count is asserted in test/integrators/rate-limit-headers.test.ts
        if (/rate_limit_buckets/i.test(args[0])) return original(...args);
        queries += 1;
        return original(...args);
      };
      try {
        const answer = await admin.graphql(query);
        expect(answer.body.errors).toBeUndefined();
      } finally {
        logger.logQuery = original;
      }
      return queries;
    };
    await seed(10);
    await counted(ROWS); // warm the game data cache and the session
    const rowsFewer = await counted(ROWS);
    const usersFewer = await counted(USERS);
    const dashboardFewer = await counted('{ staffDashboard { characterCount } }');
    const characterPage = '{ staffCharacterPage(perPage: 100, sort: PLAYER, search: "example") { total rows { id characterName } } }';
    const userPage = '{ staffUserPage(perPage: 100, sort: CHARACTERS) { total rows { id characterCount } } }';
    const characterPageFewer = await counted(characterPage);
    const userPageFewer = await counted(userPage);
    await seed(90);
    expect(await counted(ROWS)).toBe(rowsFewer);
    expect(await counted(USERS)).toBe(usersFewer);
    expect(await counted('{ staffDashboard { characterCount } }')).toBe(dashboardFewer);
    expect(await counted(characterPage)).toBe(characterPageFewer);
    expect(await counted(userPage)).toBe(userPageFewer);
    expect(rowsFewer).toBeGreaterThan(0);
  });
});

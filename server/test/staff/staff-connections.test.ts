import { characterLevel } from '@larp/rules';
import { AttendanceRecord, Character, newObjectId, User } from '../../src/db';
import { characterListColumns } from '../../src/db/character-list-columns';
import type { Agent } from '../support/http';
import { startApp, type TestApp } from '../support/http';
import { agentFor } from '../support/personas';
import { databases, useTestDatabase } from '../support';
import { aBuild, insertCharacter, insertEvent, insertUser } from '../support/factories';
import { createCast, type Cast } from '../support/characters';
import { backfillCharacterListColumns } from '../../src/db/migrations/character-list-backfill';

/*
 * The staff lists as keyset connections (input/paging.ts): GraphQL staffCharacterConnection and
 * staffUserConnection, REST GET /characters/paged and /users/paged, one contract. Paging through
 * every page gives every row once in order; filters; refusals; statements and query plans that do
 * not grow with the number of characters.
 */

const CHARACTERS = `query C($first: Int, $after: String, $sort: StaffCharacterOrder, $direction: SortDirection, $search: String,
  $playerId: ID, $characterClass: String, $race: String, $committed: Boolean, $xpMin: Int, $xpMax: Int, $levelMin: Int,
  $levelMax: Int, $attendedEventId: ID, $ids: [ID!]) {
  staffCharacterConnection(first: $first, after: $after, sort: $sort, direction: $direction, search: $search, playerId: $playerId,
    characterClass: $characterClass, race: $race, committed: $committed, xpMin: $xpMin, xpMax: $xpMax, levelMin: $levelMin,
    levelMax: $levelMax, attendedEventId: $attendedEventId, ids: $ids) {
    totalCount pageInfo { hasNextPage endCursor } nodes { id characterName characterClass committed characterXpTotal characterLevel } } }`;
const USERS = `query U($first: Int, $after: String, $search: String, $role: UserRole, $verified: Boolean, $sort: StaffUserOrder,
  $ids: [ID!]) {
  staffUserConnection(first: $first, after: $after, search: $search, role: $role, verified: $verified, sort: $sort, ids: $ids) {
    totalCount pageInfo { hasNextPage endCursor } nodes { id firstName lastName roles verified } } }`;

const CHARACTER_PAGE = `query P($page: Int, $sort: StaffCharacterSort, $direction: SortDirection) {
  staffCharacterPage(page: $page, perPage: 25, sort: $sort, direction: $direction) { total page rows { id characterName characterXpTotal } } }`;

interface Node {
  id: string;
  characterName: string;
  characterClass: string | null;
  committed: boolean;
  characterXpTotal: number;
  characterLevel: number;
}
interface Page<T> {
  totalCount: number;
  pageInfo: { hasNextPage: boolean; endCursor: string | null };
  nodes: T[];
}

describe.each(databases())('staff list connections on %s', (kind) => {
  const db = useTestDatabase(kind);
  let t: TestApp;
  let admin: Agent;
  let player: Agent;
  let cast: Cast;

  beforeAll(async () => {
    t = await startApp(db);
    await t.app.services.gameData.loadSampleIfEmpty();
    cast = await createCast(db.dataSource);
    admin = await agentFor(t.app, db.dataSource, cast.users, 'admin');
    player = await agentFor(t.app, db.dataSource, cast.users, 'player');
  });
  afterAll(async () => {
    await t.app.close();
  });

  async function characters(variables: Record<string, unknown>): Promise<Page<Node>> {
    const answer = await admin.graphql(CHARACTERS, variables);
    expect(answer.body.errors).toBeUndefined();
    return answer.body.data.staffCharacterConnection as Page<Node>;
  }

  /** Every page of a list, following endCursor, with the totals each page gave. */
  async function allPages(variables: Record<string, unknown>): Promise<{ nodes: Node[]; totals: number[]; pages: number }> {
    const nodes: Node[] = [];
    const totals: number[] = [];
    let after: string | null = null;
    let pages = 0;
    for (;;) {
      const page = await characters({ ...variables, after });
      pages += 1;
      nodes.push(...page.nodes);
      totals.push(page.totalCount);
      if (!page.pageInfo.hasNextPage) return { nodes, totals, pages };
      after = page.pageInfo.endCursor;
    }
  }

  it('pages through every character exactly once, in each order, on both transports', async () => {
    const owner = await insertUser(db.dataSource, { firstName: 'Paula', lastName: 'Pager' });
    const names = ['delta', 'Alpha', 'charlie', 'Bravo', 'echo', 'alpha', 'Foxtrot'];
    for (const [index, name] of names.entries()) {
      await insertCharacter(db.dataSource, owner.id, { savedBuild: aBuild({ character_name: name }), characterXpTotal: (index % 3) * 10 });
    }
    const byName = await allPages({ playerId: owner.id, first: 2 });
    expect(byName.pages).toBe(4);
    expect(byName.totals).toEqual([7, 7, 7, 7]);
    expect(byName.nodes.map((node) => node.characterName.toLowerCase())).toEqual([
      'alpha',
      'alpha',
      'bravo',
      'charlie',
      'delta',
      'echo',
      'foxtrot',
    ]);
    expect(new Set(byName.nodes.map((node) => node.id)).size).toBe(7);

    const byXp = await allPages({ playerId: owner.id, first: 3, sort: 'XP', direction: 'DESCENDING' });
    expect(byXp.nodes.map((node) => node.characterXpTotal)).toEqual([20, 20, 10, 10, 0, 0, 0]);
    expect(new Set(byXp.nodes.map((node) => node.id)).size).toBe(7);
    // ties keep the id order (descending here), so a page boundary inside a tie loses nothing
    const tied = byXp.nodes.filter((node) => node.characterXpTotal === 0).map((node) => node.id);
    expect(tied).toEqual([...tied].sort().reverse());

    const byCreation = await allPages({ playerId: owner.id, first: 4, sort: 'CREATED' });
    expect(byCreation.nodes.map((node) => node.characterName)).toEqual(names);

    // REST: the same rows in the same order, with next_cursor until the last page
    const restIds: string[] = [];
    let cursor: string | null = null;
    do {
      const query = `player_id=${owner.id}&first=2${cursor ? `&after=${cursor}` : ''}`;
      const answer = await admin.rest('GET', `/characters/paged?${query}`);
      expect(answer.status).toBe(200);
      expect(answer.body.data.total_count).toBe(7);
      restIds.push(...(answer.body.data.items as { _id: string }[]).map((item) => item._id));
      cursor = answer.body.data.next_cursor as string | null;
    } while (cursor);
    expect(restIds).toEqual(byName.nodes.map((node) => node.id));
  });

  it('keeps its place when rows are added or removed before the cursor', async () => {
    const owner = await insertUser(db.dataSource);
    for (const name of ['kilo', 'lima', 'mike', 'november']) {
      await insertCharacter(db.dataSource, owner.id, { savedBuild: aBuild({ character_name: name }) });
    }
    const first = await characters({ playerId: owner.id, first: 2 });
    expect(first.nodes.map((node) => node.characterName)).toEqual(['kilo', 'lima']);
    await insertCharacter(db.dataSource, owner.id, { savedBuild: aBuild({ character_name: 'juliet' }) });
    await db.dataSource.getRepository(Character).delete({ id: first.nodes[0].id });
    const second = await characters({ playerId: owner.id, first: 2, after: first.pageInfo.endCursor });
    expect(second.nodes.map((node) => node.characterName)).toEqual(['mike', 'november']);
    expect(second.pageInfo).toEqual({ hasNextPage: false, endCursor: expect.any(String) });
  });

  it('filters by class, race, committed, XP, level, event attended and search, every filter at once holding', async () => {
    const owner = await insertUser(db.dataSource, { firstName: 'Filippa', lastName: `Filter${kind}` });
    const levels = (await t.app.services.gameData.loadGameData()).ruleset.character_levels;
    const make = (name: string, build: Parameters<typeof aBuild>[0], xp: number, committed: boolean) =>
      insertCharacter(db.dataSource, owner.id, {
        savedBuild: aBuild({ character_name: name, ...build }),
        committedBuild: committed ? aBuild({ character_name: name, ...build }) : null,
        characterXpTotal: xp,
      });
    const ash = await make('Ash', { character_class: 'adept' }, 5, true);
    const birch = await make('Birch', { character_class: 'fighter' }, 60, false);
    const cedar = await make(
      'Cedar',
      { character_race: { race: 'Elf', subculture: null, transformation: null, race_attributes: ['Elf'] } },
      150,
      true,
    );
    const names = async (variables: Record<string, unknown>) =>
      (await characters({ playerId: owner.id, first: 100, ...variables })).nodes.map((node) => node.characterName);

    expect(await names({ characterClass: 'adept' })).toEqual(['Ash']);
    expect(await names({ race: 'Elf' })).toEqual(['Cedar']);
    expect(await names({ committed: true })).toEqual(['Ash', 'Cedar']);
    expect(await names({ committed: false })).toEqual(['Birch']);
    expect(await names({ xpMin: 60 })).toEqual(['Birch', 'Cedar']);
    expect(await names({ xpMin: 10, xpMax: 100 })).toEqual(['Birch']);
    expect(await names({ characterClass: 'fighter', committed: true })).toEqual(['Cedar']);
    expect(await names({ search: `ced filter${kind}` })).toEqual(['Cedar']);

    // levels as the rules compute them from the ruleset's table
    const all = [ash, birch, cedar];
    const levelOf = (xp: number) => characterLevel(xp, levels);
    const top = Math.max(...all.map((character) => levelOf(character.characterXpTotal)));
    expect(await names({ levelMin: top })).toEqual(
      all.filter((c) => levelOf(c.characterXpTotal) >= top).map((c) => c.savedBuild?.character_name),
    );
    expect(await names({ levelMax: 1 })).toEqual(
      all.filter((c) => levelOf(c.characterXpTotal) <= 1).map((c) => c.savedBuild?.character_name),
    );
    const page = await characters({ playerId: owner.id, first: 100 });
    expect(page.nodes.map((node) => node.characterLevel)).toEqual(all.map((c) => levelOf(c.characterXpTotal)));

    const event = await insertEvent(db.dataSource, { eventTitle: 'Filter Moot' });
    await db.dataSource
      .getRepository(AttendanceRecord)
      .insert({ id: newObjectId(), eventId: event.id, userId: owner.id, characterId: birch.id, eventRole: 'pc' });
    expect(await names({ attendedEventId: event.id })).toEqual(['Birch']);
  });

  it("answers only the characters and players asked for by id (a picker's chosen ones), on both transports", async () => {
    const owner = await insertUser(db.dataSource, { firstName: 'Ida', lastName: `Ids${kind}` });
    const other = await insertUser(db.dataSource, { firstName: 'Otto', lastName: `Ids${kind}` });
    const make = (name: string) => insertCharacter(db.dataSource, owner.id, { savedBuild: aBuild({ character_name: name }) });
    const [alder, , elm] = [await make('Alder'), await make('Beech'), await make('Elm')];
    const byIds = await characters({ ids: [elm.id, alder.id, 'no-such-id'], first: 100 });
    expect(byIds).toMatchObject({ totalCount: 2, pageInfo: { hasNextPage: false } });
    expect(byIds.nodes.map((node) => node.characterName)).toEqual(['Alder', 'Elm']);
    expect((await characters({ ids: [], first: 100 })).totalCount).toBe(0);
    const restCharacters = await admin.rest('GET', `/characters/paged?ids=${elm.id},${alder.id}&sort=name`);
    expect(restCharacters.status).toBe(200);
    expect(restCharacters.body.data.items.map((item: { _id: string }) => item._id)).toEqual([alder.id, elm.id]);

    const users = await admin.graphql(USERS, { ids: [other.id], first: 100 });
    expect(users.body.errors).toBeUndefined();
    expect(users.body.data.staffUserConnection).toMatchObject({ totalCount: 1, nodes: [{ id: other.id, firstName: 'Otto' }] });
    const restUsers = await admin.rest('GET', `/users/paged?ids=${owner.id}`);
    expect(restUsers.body.data).toMatchObject({ total_count: 1, items: [{ _id: owner.id }] });
  });

  it('filters players by role, verified and search', async () => {
    const tag = `rolefilter${kind}`;
    await insertUser(db.dataSource, { firstName: 'Sam', lastName: `Staff ${tag}`, roles: ['staff'] });
    await insertUser(db.dataSource, { firstName: 'Ada', lastName: `Admin ${tag}`, roles: ['admin'] });
    await insertUser(db.dataSource, { firstName: 'Una', lastName: `Unverified ${tag}`, verified: false });
    const lastNames = async (variables: Record<string, unknown>) => {
      const answer = await admin.graphql(USERS, { search: tag, first: 100, ...variables });
      expect(answer.body.errors).toBeUndefined();
      return (answer.body.data.staffUserConnection as Page<{ lastName: string }>).nodes.map((node) => node.lastName);
    };
    expect(await lastNames({})).toEqual([`Admin ${tag}`, `Staff ${tag}`, `Unverified ${tag}`]);
    expect(await lastNames({ role: 'STAFF' })).toEqual([`Staff ${tag}`]);
    expect(await lastNames({ role: 'ADMIN' })).toEqual([`Admin ${tag}`]);
    expect(await lastNames({ verified: false })).toEqual([`Unverified ${tag}`]);
    const rest = await admin.rest('GET', `/users/paged?search=${tag}&role=staff&first=1`);
    expect(rest.status).toBe(200);
    expect(rest.body.data).toMatchObject({ total_count: 1, next_cursor: null, items: [{ last_name: `Staff ${tag}` }] });

    // GET /users itself pages when asked, with the same filters, a page at a time through Link
    const first = await admin.rest('GET', `/users?search=${tag}&first=2&attributes=last_name,roles`);
    expect(first.status).toBe(200);
    expect(first.body.paging).toMatchObject({ total_count: 3 });
    expect(first.body.data).toEqual([
      { _id: expect.any(String), last_name: `Admin ${tag}`, roles: ['admin'] },
      { _id: expect.any(String), last_name: `Staff ${tag}`, roles: ['staff'] },
    ]);
    const link = /^<\/api\/v1([^>]+)>; rel="next"$/.exec(first.headers.link as string)![1];
    const second = await admin.rest('GET', link);
    expect(second.body.data.map((user: { last_name: string }) => user.last_name)).toEqual([`Unverified ${tag}`]);
    expect(second.body.paging.next_cursor).toBeNull();
    expect(second.headers.link).toBeUndefined();
    const verified = await admin.rest('GET', `/users?search=${tag}&verified=false&first=10`);
    expect(verified.body.data.map((user: { last_name: string }) => user.last_name)).toEqual([`Unverified ${tag}`]);
    // without the connection's parameters (include_erased is the list's own): every user, no paging
    const whole = await admin.rest('GET', '/users?include_erased=false');
    expect(whole.body.paging).toBeUndefined();
    expect(whole.body.data.length).toBeGreaterThan(3);
    expect((await player.rest('GET', `/users?first=2`)).status).toBe(403);
  });

  it('follows every build write: a new character, a renamed one, a commit and an uncommit', async () => {
    const ownerId = cast.users.player.id;
    const listed = async (search: string) =>
      (await characters({ playerId: ownerId, search, first: 100 })).nodes.map((node) => [node.characterName, node.committed]);
    const created = await player.graphql('mutation C($input: CharacterInfoGqlInput!) { createCharacter(input: $input) { id } }', {
      input: { characterName: `Wren Writer${kind}`, characterRace: { race: 'Human', subculture: 'Highland' }, characterClass: 'fighter' },
    });
    expect(created.body.errors).toBeUndefined();
    const id = created.body.data.createCharacter.id as string;
    expect(await listed(`writer${kind}`)).toEqual([[`Wren Writer${kind}`, false]]);
    const renamed = await player.graphql(
      'mutation U($id: ID!, $input: CharacterInfoGqlInput!) { updateCharacter(id: $id, input: $input) { id } }',
      {
        id,
        input: { characterName: `Sparrow Writer${kind}` },
      },
    );
    expect(renamed.body.errors).toBeUndefined();
    expect(await listed(`writer${kind}`)).toEqual([[`Sparrow Writer${kind}`, false]]);
    expect(await listed(`wren writer${kind}`)).toEqual([]);

    const made = await admin.graphql(
      'mutation M($userId: ID!, $input: AdminCharacterInput!) { createCharacterForUser(userId: $userId, input: $input) { id } }',
      {
        userId: ownerId,
        input: {
          characterName: `Heron Committed${kind}`,
          characterRace: { race: 'Human', subculture: 'Highland' },
          characterClass: 'fighter',
        },
      },
    );
    expect(made.body.errors).toBeUndefined();
    const madeId = made.body.data.createCharacterForUser.id as string;
    expect(await listed(`committed${kind}`)).toEqual([[`Heron Committed${kind}`, true]]);
    const uncommitted = await admin.graphql(
      'mutation X($userId: ID!, $characterId: ID!) { uncommitCharacter(userId: $userId, characterId: $characterId, scope: EVERYTHING) { id } }',
      { userId: ownerId, characterId: madeId },
    );
    expect(uncommitted.body.errors).toBeUndefined();
    expect(await listed(`committed${kind}`)).toEqual([[`Heron Committed${kind}`, false]]);
  });

  it('fills the list columns of characters stored before them from their builds (the migration backfill), in batches', async () => {
    const owner = await insertUser(db.dataSource);
    const committed = aBuild({ character_name: 'Kept Committed', character_class: 'rogue' });
    const rows = Array.from({ length: 501 }, (_, index) => ({
      id: newObjectId(),
      userId: owner.id,
      savedBuild: aBuild({ character_name: `Backfilled ${index}` }),
      committedBuild: index === 500 ? committed : null,
      additionalSpellSchools: [],
    }));
    for (let start = 0; start < rows.length; start += 100)
      await db.dataSource.getRepository(Character).insert(rows.slice(start, start + 100));
    const runner = db.dataSource.createQueryRunner();
    try {
      await backfillCharacterListColumns(runner);
    } finally {
      await runner.release();
    }
    const stored = await db.dataSource.getRepository(Character).find({ where: { userId: owner.id }, order: { id: 'ASC' } });
    expect(stored).toHaveLength(501);
    for (const character of stored) {
      expect({ ...characterListColumns(character.savedBuild, character.committedBuild) }).toEqual({
        shownName: character.shownName,
        nameKey: character.nameKey,
        shownClass: character.shownClass,
        shownRace: character.shownRace,
        committed: character.committed,
      });
    }
    expect(stored[500]).toMatchObject({ shownName: 'Kept Committed', nameKey: 'kept committed', shownClass: 'rogue', committed: true });
    expect(stored[0]).toMatchObject({ shownName: 'Backfilled 0', committed: false });
  });

  it('refuses a cursor it did not give, or one of another order, and a page over the cap, with a 400 that says so', async () => {
    const owner = await insertUser(db.dataSource);
    for (const name of ['one', 'two']) await insertCharacter(db.dataSource, owner.id, { savedBuild: aBuild({ character_name: name }) });
    const page = await characters({ playerId: owner.id, first: 1 });
    const message = 'after is not a cursor this list gave in this order: leave it out to start from the first page';
    for (const after of ['not-a-cursor', Buffer.from('{"o":1}').toString('base64url'), '%%%']) {
      const answer = await admin.rest('GET', `/characters/paged?after=${encodeURIComponent(after)}`);
      expect(answer.status).toBe(400);
      expect(answer.body.message).toBe(message);
    }
    const otherOrder = await admin.graphql(CHARACTERS, { after: page.pageInfo.endCursor, sort: 'XP' });
    expect(otherOrder.body.errors[0]).toMatchObject({ message, extensions: { code: 'BAD_USER_INPUT' } });
    const otherDirection = await admin.rest('GET', `/characters/paged?direction=descending&after=${page.pageInfo.endCursor}`);
    expect(otherDirection.status).toBe(400);
    expect((await admin.rest('GET', '/characters/paged?first=101')).body.message).toBe('first must be a whole number from 1 to 100');
    expect((await admin.rest('GET', '/characters/paged?first=0')).status).toBe(400);
    const overCap = await admin.graphql(CHARACTERS, { first: 101 });
    expect(overCap.body.errors[0].message).toBe('first must be a whole number from 1 to 100');
    expect((await admin.rest('GET', '/users/paged?role=king')).status).toBe(400);
  });

  it('reads the same number of statements at 10 and 1,000 characters and players, and plans no full scan of characters or users', async () => {
    async function seed(count: number): Promise<void> {
      const owner = await insertUser(db.dataSource);
      const rows = Array.from({ length: count }, (_, index) => {
        const savedBuild = aBuild({ character_name: `Seeded ${index}`, character_class: index % 2 ? 'adept' : 'fighter' });
        return {
          id: newObjectId(),
          userId: owner.id,
          savedBuild,
          committedBuild: index % 3 ? savedBuild : null,
          characterXpTotal: index % 200,
          additionalSpellSchools: [],
          ...characterListColumns(savedBuild, index % 3 ? savedBuild : null),
        };
      });
      for (let start = 0; start < rows.length; start += 100)
        await db.dataSource.getRepository(Character).insert(rows.slice(start, start + 100));
      const players = Array.from({ length: count }, (_, index) => ({
        id: newObjectId(),
        firstName: `Player ${index}`,
        lastName: `Seeded ${count - index}`,
        email: `${newObjectId()}@example.test`,
        passwordHash: 'no-password',
        verified: true,
        roles: [],
      }));
      for (let start = 0; start < players.length; start += 100)
        await db.dataSource.getRepository(User).insert(players.slice(start, start + 100));
    }
    const statements = async (query: string, variables: Record<string, unknown>) => {
      const seen: { sql: string; parameters: unknown[] }[] = [];
      const logger = db.dataSource.logger;
      const original = logger.logQuery.bind(logger);
      logger.logQuery = (...args: Parameters<typeof logger.logQuery>) => {
        // the rate limit's batched write runs on a timer, not for the request
        if (!/rate_limit_buckets/i.test(args[0])) seen.push({ sql: args[0], parameters: args[1] ?? [] });
        return original(...args);
      };
      try {
        const answer = await admin.graphql(query, variables);
        expect(answer.body.errors).toBeUndefined();
      } finally {
        logger.logQuery = original;
      }
      return seen;
    };
    const deepCursor = async (variables: Record<string, unknown>) => {
      const page = await characters({ ...variables, first: 100 });
      return page.pageInfo.endCursor;
    };
    const cases: Record<string, unknown>[] = [
      { first: 100 },
      { first: 100, sort: 'XP', direction: 'DESCENDING' },
      { first: 50, sort: 'CREATED' },
      { first: 100, characterClass: 'adept' },
      { first: 100, committed: false },
      { first: 100, xpMin: 20, xpMax: 40 },
    ];
    await seed(10);
    await statements(CHARACTERS, cases[0]); // warm the game data cache and the session
    const fewer = [];
    for (const variables of cases) fewer.push((await statements(CHARACTERS, { ...variables, after: await deepCursor(variables) })).length);
    const usersFewer = (await statements(USERS, { first: 100 })).length;
    // Manage Characters' numbered pages (staffCharacterPage): the last page too, as deep as OFFSET goes
    const pageCases: Record<string, unknown>[] = [
      { page: 1000000, sort: 'CHARACTER' },
      { page: 1000000, sort: 'CHARACTER', direction: 'DESCENDING' },
      { page: 1, sort: 'XP', direction: 'DESCENDING' },
      { page: 1000000, sort: 'LEVEL' },
    ];
    const pagesFewer = [];
    for (const variables of pageCases) pagesFewer.push((await statements(CHARACTER_PAGE, variables)).length);
    await seed(1000);
    for (const [index, variables] of pageCases.entries()) {
      const seen = await statements(CHARACTER_PAGE, variables);
      expect([variables, seen.length]).toEqual([variables, pagesFewer[index]]);
      for (const statement of seen.filter(({ sql }) => /\b(characters|users)\b/i.test(sql) && /^\s*SELECT/i.test(sql))) {
        expect([statement.sql, await fullScans(statement.sql, statement.parameters)]).toEqual([statement.sql, []]);
      }
    }
    for (const [index, variables] of cases.entries()) {
      const seen = await statements(CHARACTERS, { ...variables, after: await deepCursor(variables) });
      expect([variables, seen.length]).toEqual([variables, fewer[index]]);
      for (const statement of seen.filter(({ sql }) => /\b(characters|users)\b/i.test(sql) && /^\s*SELECT/i.test(sql))) {
        expect([statement.sql, await fullScans(statement.sql, statement.parameters)]).toEqual([statement.sql, []]);
      }
    }
    const users = await statements(USERS, { first: 100 });
    expect(users.length).toBe(usersFewer);
    for (const statement of users.filter(({ sql }) => /^\s*SELECT/i.test(sql) && /\busers\b/i.test(sql))) {
      expect([statement.sql, await fullScans(statement.sql, statement.parameters)]).toEqual([statement.sql, []]);
    }
  });

  /** The tables a statement's plan reads whole: SQLite `SCAN <table>` without an index, MariaDB type ALL. */
  async function fullScans(sql: string, parameters: unknown[]): Promise<string[]> {
    if (kind === 'sqlite') {
      const plan: { detail: string }[] = await db.dataSource.query(`EXPLAIN QUERY PLAN ${sql}`, parameters);
      // a page's own chosen ids (the derived tables p, p0, p1 of staffCharacterPage) are not a table read whole
      return plan.map((row) => row.detail).filter((detail) => /^SCAN \w+$/.test(detail) && !/^SCAN p\d*$/.test(detail));
    }
    // InnoDB estimates a table's rows from a sample of its pages. A first page's cursor reads about
    // 90% of the seeded rows, near where a full scan costs the same, so an estimate a few percent low
    // turned the plan into a scan now and then; sampling every page makes the estimate the real count.
    await db.dataSource.query('ALTER TABLE characters STATS_SAMPLE_PAGES = 65535, ALGORITHM = INSTANT');
    await db.dataSource.query('ALTER TABLE users STATS_SAMPLE_PAGES = 65535, ALGORITHM = INSTANT');
    await db.dataSource.query('ANALYZE TABLE characters, users');
    const plan: { table: string; type: string }[] = await db.dataSource.query(`EXPLAIN ${sql}`, parameters);
    return plan.filter((row) => row.type === 'ALL' && !/^<derived\d+>$/.test(row.table)).map((row) => `${row.table}: ALL`);
  }
});

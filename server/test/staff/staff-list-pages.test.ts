import { countsAsCommitted, shownBuild, type StoredBuild } from '@larp/rules';
import type { Agent } from '../support/http';
import { startApp, type TestApp } from '../support/http';
import { agentFor } from '../support/personas';
import { databases, useTestDatabase } from '../support';
import { aBuild, insertCharacter, insertUser } from '../support/factories';
import { createCast } from '../support/characters';

/*
 * The paged staff lists: GraphQL staffCharacterPage / staffUserPage and REST
 * GET /characters/rows, /users/rows search, sort and page on the server with one input schema.
 */

const ROW_FIELDS = 'id userId playerName playerEmail characterName characterClass committed characterXpTotal deathCount';
const CHARACTER_PAGE = `query P($page: Int, $perPage: Int, $sort: StaffCharacterSort, $direction: SortDirection, $search: String) {
  staffCharacterPage(page: $page, perPage: $perPage, sort: $sort, direction: $direction, search: $search) {
    total page perPage rows { ${ROW_FIELDS} } } }`;
const USER_PAGE = `query P($page: Int, $perPage: Int, $sort: StaffUserSort, $direction: SortDirection, $search: String, $includeErased: Boolean) {
  staffUserPage(page: $page, perPage: $perPage, sort: $sort, direction: $direction, search: $search, includeErased: $includeErased) {
    total page perPage rows { id firstName lastName email characterCount shardTotal erased } } }`;

/** The REST query's sort and direction (xp, descending) as GraphQL's enums name them (XP, DESCENDING). */
const inEnumNames = (variables: Record<string, unknown>) =>
  Object.fromEntries(
    Object.entries(variables).map(([name, value]) => [name, ['sort', 'direction'].includes(name) ? String(value).toUpperCase() : value]),
  );

interface CharacterRow {
  id: string;
  characterName: string;
  committed: boolean;
  characterXpTotal: number;
  playerName: string;
}

describe.each(databases())('paged staff lists on %s', (kind) => {
  const db = useTestDatabase(kind);
  let t: TestApp;
  let admin: Agent;

  beforeAll(async () => {
    t = await startApp(db);
    await t.app.services.gameData.loadSampleIfEmpty();
    const cast = await createCast(db.dataSource);
    admin = await agentFor(t.app, db.dataSource, cast.users, 'admin');
  });
  afterAll(async () => {
    await t.app.close();
  });

  async function characterPage(variables: Record<string, unknown>) {
    const answer = await admin.graphql(CHARACTER_PAGE, inEnumNames(variables));
    expect(answer.body.errors).toBeUndefined();
    return answer.body.data.staffCharacterPage as { total: number; page: number; perPage: number; rows: CharacterRow[] };
  }

  it('searches, sorts and pages characters on the server, the last page when asked past it', async () => {
    const owner = await insertUser(db.dataSource, { firstName: 'Quill', lastName: `Pager${kind}`, email: `quill-${kind}@example.org` });
    const names = ['Delta', 'alpha', 'Charlie', 'bravo', 'Echo'];
    for (const [index, name] of names.entries()) {
      await insertCharacter(db.dataSource, owner.id, {
        savedBuild: aBuild({ character_name: `${name} Pgr${kind}` }),
        characterXpTotal: index * 10,
      });
    }
    const first = await characterPage({ search: `pgr${kind}`, perPage: 2 });
    expect(first.total).toBe(5);
    expect(first.rows.map((row) => row.characterName)).toEqual([`alpha Pgr${kind}`, `bravo Pgr${kind}`]);
    const last = await characterPage({ search: `pgr${kind}`, perPage: 2, page: 3 });
    expect(last.rows.map((row) => row.characterName)).toEqual([`Echo Pgr${kind}`]);
    // past the end: the last page
    const past = await characterPage({ search: `pgr${kind}`, perPage: 2, page: 99 });
    expect(past).toMatchObject({ page: 3, total: 5 });
    const byXp = await characterPage({ search: `pgr${kind}`, sort: 'xp', direction: 'descending', perPage: 10 });
    expect(byXp.rows.map((row) => row.characterXpTotal)).toEqual([40, 30, 20, 10, 0]);
    // every word must be found, in the character's or the player's fields
    const both = await characterPage({ search: `CHARLIE quill-${kind}` });
    expect(both.rows.map((row) => row.characterName)).toEqual([`Charlie Pgr${kind}`]);
    expect(both.rows[0].playerName).toBe(`Quill Pager${kind}`);
    expect((await characterPage({ search: `charlie nobody-${kind}` })).total).toBe(0);
    // LIKE's wildcards are searched as text
    expect((await characterPage({ search: `pgr${kind} %` })).total).toBe(0);
    expect((await characterPage({ search: `pgr${kind} _` })).total).toBe(0);
  });

  it('names, sorts and filters by the build the rules show (shownBuild, countsAsCommitted)', async () => {
    const owner = await insertUser(db.dataSource, { firstName: 'Rue', lastName: 'Shown' });
    const tag = `Shw${kind}`;
    const cases: { saved: StoredBuild | null; committed: StoredBuild | null }[] = [
      { saved: aBuild({ character_name: `b saved ${tag}` }), committed: null },
      // committed but not counting (no race attributes): the saved build is shown
      {
        saved: aBuild({ character_name: `d saved ${tag}` }),
        committed: aBuild({
          character_name: `a hidden ${tag}`,
          character_race: { race: 'Human', subculture: null, transformation: null, race_attributes: [] },
        }),
      },
      // committed without a class: not counting
      {
        saved: aBuild({ character_name: `e saved ${tag}` }),
        committed: aBuild({ character_name: `a nocls ${tag}`, character_class: null }),
      },
      // counts as committed: its name is shown, not the saved one
      { saved: aBuild({ character_name: `z saved ${tag}` }), committed: aBuild({ character_name: `c committed ${tag}` }) },
      // nothing saved, nothing counting: no name (sorted last)
      { saved: null, committed: aBuild({ character_name: '', character_race: null as never }) },
    ];
    const ids: string[] = [];
    for (const build of cases) {
      ids.push((await insertCharacter(db.dataSource, owner.id, { savedBuild: build.saved, committedBuild: build.committed })).id);
    }
    const expected = cases.map((build, index) => ({
      id: ids[index],
      characterName: shownBuild(build.saved, build.committed)?.character_name ?? '',
      committed: countsAsCommitted(build.committed),
    }));
    const listed = (await characterPage({ search: 'rue shown', perPage: 100 })).rows;
    const byName = [...expected].sort((a, b) =>
      a.characterName === '' ? 1 : b.characterName === '' ? -1 : a.characterName.localeCompare(b.characterName),
    );
    expect(listed.map(({ id, characterName, committed }) => ({ id, characterName, committed }))).toEqual(byName);
    // a name only in a build that does not count is not searched
    expect((await characterPage({ search: `hidden ${tag}` })).total).toBe(0);
    expect((await characterPage({ search: `committed ${tag}` })).rows.map((row) => row.id)).toEqual([ids[3]]);
    const byStatus = (await characterPage({ search: 'rue shown', sort: 'status', perPage: 100 })).rows;
    expect(byStatus.map((row) => row.committed)).toEqual([true, false, false, false, false]);
  });

  it('answers REST with the same rows and refuses a page too large on both transports', async () => {
    const owner = await insertUser(db.dataSource, { firstName: 'Sol', lastName: 'Parity' });
    for (const name of ['One', 'Two', 'Three']) {
      await insertCharacter(db.dataSource, owner.id, { savedBuild: aBuild({ character_name: `${name} Par${kind}` }) });
    }
    const rest = await admin.rest('GET', `/characters/rows?search=par${kind}&per_page=2&page=2&sort=character&direction=descending`);
    expect(rest.status).toBe(200);
    const graph = await characterPage({ search: `par${kind}`, perPage: 2, page: 2, sort: 'character', direction: 'descending' });
    expect(rest.body.data).toMatchObject({ total: 3, page: 2, per_page: 2 });
    expect(rest.body.data.rows.map((row: { _id: string; character_name: string }) => [row._id, row.character_name])).toEqual(
      graph.rows.map((row) => [row.id, row.characterName]),
    );
    expect((await admin.rest('GET', '/characters/rows?per_page=101')).status).toBe(400);
    expect((await admin.rest('GET', '/characters/rows?sort=password')).status).toBe(400);
    expect((await admin.rest('GET', '/users/rows?page=0')).status).toBe(400);
    const refused = await admin.graphql(CHARACTER_PAGE, { perPage: 101 });
    expect(refused.body.errors[0].extensions.code).toBe('BAD_USER_INPUT');
    expect(refused.body.errors[0].message).toMatch(/perPage/);
  });

  it('pages players with their character count, erased accounts only when asked', async () => {
    const tag = `usr${kind}`;
    const many = await insertUser(db.dataSource, { firstName: 'Ann', lastName: `B ${tag}`, shardTotal: 5 });
    const none = await insertUser(db.dataSource, { firstName: 'Cid', lastName: `A ${tag}`, shardTotal: 9 });
    await insertUser(db.dataSource, { firstName: 'Gone', lastName: `C ${tag}`, erasedAt: new Date() });
    await insertCharacter(db.dataSource, many.id);
    await insertCharacter(db.dataSource, many.id);
    const page = await admin.graphql(USER_PAGE, { search: tag });
    expect(page.body.errors).toBeUndefined();
    expect(page.body.data.staffUserPage.total).toBe(2);
    expect(page.body.data.staffUserPage.rows.map((row: { id: string; characterCount: number }) => [row.id, row.characterCount])).toEqual([
      [none.id, 0],
      [many.id, 2],
    ]);
    const byCharacters = await admin.graphql(USER_PAGE, { search: tag, sort: 'CHARACTERS', direction: 'DESCENDING', includeErased: true });
    expect(byCharacters.body.data.staffUserPage.total).toBe(3);
    expect(byCharacters.body.data.staffUserPage.rows[0].id).toBe(many.id);
    const rest = await admin.rest('GET', `/users/rows?search=${tag}&sort=shards&direction=descending&include_erased=true`);
    expect(rest.status).toBe(200);
    expect(rest.body.data.rows.map((row: { first_name: string; erased: boolean }) => [row.first_name, row.erased])).toEqual([
      ['Cid', false],
      ['Ann', false],
      ['Gone', true],
    ]);
  });
});

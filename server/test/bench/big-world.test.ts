import { validateBuild, toWorking } from '@larp/rules';
import { databases, useTestDatabase } from '../support';
import { startApp, type TestApp } from '../support/http';
import { generateWorld, SMALL_WORLD, type WorldSize, type WorldSummary } from '../support/big-world';

// The bench's world generator (test/support/big-world.ts) at a tenth of the small world: the rows it
// says it wrote are there, every balance is the sum of its ledger, and every build passes the rules.
const TINY: WorldSize = {
  ...SMALL_WORLD,
  players: 50,
  characters: 100,
  events: 10,
  registrations: 400,
  attendance: 300,
  ledgerRows: 3000,
  surveyAnswers: 200,
};

jest.setTimeout(120_000);

describe.each(databases())('the bench world generator on %s', (kind) => {
  const db = useTestDatabase(kind);
  let t: TestApp;
  let summary: WorldSummary;

  beforeAll(async () => {
    t = await startApp(db);
    await t.app.services.gameData.loadSampleIfEmpty();
    summary = await generateWorld(db.dataSource, await t.app.services.gameData.loadGameData(), TINY);
  });
  afterAll(async () => {
    await t.app.close();
  });

  const count = async (table: string) =>
    Number((await db.dataSource.query<Array<{ n: number | string }>>(`SELECT COUNT(*) AS n FROM ${table}`))[0].n);

  it('writes the rows it names, at the size asked for', async () => {
    expect(summary.characters).toBe(TINY.characters);
    expect(await count('users')).toBe(TINY.players);
    expect(await count('characters')).toBe(TINY.characters);
    expect(await count('events')).toBe(TINY.events);
    expect(await count('event_registrations')).toBe(summary.registrations);
    expect(summary.registrations).toBe(TINY.registrations);
    expect(await count('attendance_records')).toBe(summary.attendance);
    expect(summary.attendance).toBeGreaterThan(TINY.attendance * 0.9);
    expect((await count('xp_ledger')) + (await count('shard_ledger'))).toBe(TINY.ledgerRows);
    expect(await count('survey_responses')).toBe(TINY.surveyAnswers / 2);
  });

  it('keeps every XP and shard balance equal to its ledger', async () => {
    const xpOff = await db.dataSource.query<unknown[]>(
      `SELECT c.id FROM characters c LEFT JOIN (SELECT character_id, SUM(amount) AS total FROM xp_ledger GROUP BY character_id) l
       ON l.character_id = c.id WHERE c.character_xp_total <> COALESCE(l.total, 0)`,
    );
    const shardsOff = await db.dataSource.query<unknown[]>(
      `SELECT u.id FROM users u LEFT JOIN (SELECT user_id, SUM(amount) AS total FROM shard_ledger GROUP BY user_id) l
       ON l.user_id = u.id WHERE u.shard_total <> COALESCE(l.total, 0)`,
    );
    expect(xpOff).toEqual([]);
    expect(shardsOff).toEqual([]);
    const withXp = await db.dataSource.query<Array<{ n: unknown }>>('SELECT COUNT(*) AS n FROM characters WHERE character_xp_total > 10');
    expect(Number(withXp[0].n)).toBeGreaterThan(0);
  });

  it('gives every character a build the rules accept within its XP, most of them committed', async () => {
    const data = await t.app.services.gameData.loadGameData();
    const characters = await t.app.services.dataSource.getRepository('Character').find();
    let committed = 0;
    let skills = 0;
    for (const character of characters as Array<{ characterXpTotal: number; savedBuild: never; committedBuild: unknown }>) {
      const build = toWorking(character.savedBuild);
      expect(build.character_build_cost).toBeLessThanOrEqual(character.characterXpTotal);
      expect(() =>
        validateBuild(data, build, { character_xp_total: character.characterXpTotal, additional_spell_schools: [] }),
      ).not.toThrow();
      skills += Object.keys(build.character_skills).length;
      if (character.committedBuild) committed += 1;
    }
    expect(committed).toBeGreaterThan(characters.length / 2);
    expect(committed).toBeLessThan(characters.length);
    expect(skills).toBeGreaterThan(characters.length);
  });
});

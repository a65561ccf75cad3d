import { validateRuleset, type Ruleset } from '@larp/rules';
import { ManualClock } from '../src/clock';
import { Race, RulesetInfo, Skill } from '../src/db';
import { GameDataService, InvalidRulesetError, readSampleRuleset } from '../src/modules/game-data';
import { NO_RULESET_MESSAGE } from '../src/modules/game-data/game-data.service';
import { Agent, startApp, type TestApp } from './support/http';
import { agentFor, createPersonaUsers } from './support/personas';
import { databases, DUPLICATE_KEY_ERROR, useTestDatabase } from './support';

function sample(): Ruleset {
  return readSampleRuleset() as Ruleset;
}

/** A different but valid ruleset: a skill and a race re-described, a new name and version. */
function edited(): Ruleset {
  const ruleset = sample();
  ruleset.version = Number(ruleset.version) + 1;
  ruleset.name = 'Edited ruleset';
  ruleset.skills[0] = { ...ruleset.skills[0], skill_description: 'Changed by an import.' };
  ruleset.races[0] = { ...ruleset.races[0], race_description: 'A race edited by an import.' };
  return ruleset;
}

describe.each(databases())('game data on %s', (kind) => {
  const db = useTestDatabase(kind);
  const clock = new ManualClock('2026-05-01T10:00:00.000Z');

  it('loads the sample ruleset into an empty database once, however often the server starts', async () => {
    const service = new GameDataService(db.dataSource, clock);
    expect(await service.loadSampleIfEmpty()).toBe(true);
    expect(await db.dataSource.getRepository(Skill).count()).toBe(sample().skills.length);

    expect(await service.loadSampleIfEmpty()).toBe(false);
    const restarted = new GameDataService(await db.open(), clock);
    expect(await restarted.loadSampleIfEmpty()).toBe(false);
    expect(await db.dataSource.getRepository(Skill).count()).toBe(sample().skills.length);
    expect(await db.dataSource.getRepository(Race).count()).toBe(sample().races.length);
    expect(await db.dataSource.getRepository(RulesetInfo).count()).toBe(1);
  });

  it('exports exactly the JSON that was loaded', async () => {
    const exported = await new GameDataService(db.dataSource, clock).exportRuleset();
    expect(exported).toStrictEqual(sample());
    expect(JSON.stringify(exported)).toBe(JSON.stringify(sample()));
  });

  it('imports a ruleset in place of the old one, keeping its ids, and exports it exactly', async () => {
    const service = new GameDataService(db.dataSource, clock);
    const next = edited();
    await service.importRuleset(next);
    const exported = await service.exportRuleset();
    expect(JSON.stringify(exported)).toBe(JSON.stringify(next));
    const firstSkill = await db.dataSource.getRepository(Skill).findOneByOrFail({ id: next.skills[0]._id });
    expect(firstSkill.definition.skill_description).toBe('Changed by an import.');
    const firstRace = await db.dataSource.getRepository(Race).findOneByOrFail({ id: next.races[0]._id });
    expect(firstRace.definition.race_description).toBe('A race edited by an import.');
    // and back again
    await service.importRuleset(sample());
    expect(JSON.stringify(await service.exportRuleset())).toBe(JSON.stringify(sample()));
  });

  it('refuses an invalid ruleset with the validator’s message and changes nothing', async () => {
    const service = new GameDataService(db.dataSource, clock);
    const before = JSON.stringify(await service.exportRuleset());
    const invalid = { ...sample(), skills: 'not a list' };
    const validatorsMessage = (() => {
      try {
        validateRuleset(invalid);
      } catch (error) {
        return (error as Error).message;
      }
      throw new Error('the rules accepted an invalid ruleset');
    })();
    expect(validatorsMessage).toMatch(/skills/);
    const refusal = service.importRuleset(invalid);
    await expect(refusal).rejects.toBeInstanceOf(InvalidRulesetError);
    await expect(refusal).rejects.toThrow(validatorsMessage);
    expect(JSON.stringify(await service.exportRuleset())).toBe(before);
  });

  it('writes an import in one transaction: a failure half-way leaves the old ruleset', async () => {
    // A validator that lets duplicate skill ids through, so the database refuses the second one
    // after the tables were already emptied and partly refilled.
    const careless = new GameDataService(db.dataSource, clock, (json) => json as Ruleset);
    const before = JSON.stringify(await careless.exportRuleset());
    const broken = edited();
    broken.skills.push({ ...broken.skills[0], skill_name: 'Duplicate id' });
    await expect(careless.importRuleset(broken)).rejects.toThrow(DUPLICATE_KEY_ERROR);
    expect(JSON.stringify(await careless.exportRuleset())).toBe(before);
  });

  it('caches the indexed game data and sees an import made by another process', async () => {
    const service = new GameDataService(db.dataSource, clock);
    const first = await service.loadGameData();
    expect(first.skillsById.get(sample().skills[0]._id)?.skill_name).toBe(sample().skills[0].skill_name);
    expect(await service.loadGameData()).toBe(first);

    const otherProcess = new GameDataService(await db.open(), clock);
    await otherProcess.importRuleset(edited());
    const reloaded = await service.loadGameData();
    expect(reloaded).not.toBe(first);
    expect(reloaded.ruleset.name).toBe('Edited ruleset');
    expect(reloaded.races[0].race_description).toBe('A race edited by an import.');
  });

  it('loads the sample only once when two servers start at the same moment', async () => {
    await db.dataSource.getRepository(RulesetInfo).clear();
    // MySQL: two processes (DataSources). SQLite: one process serves one DataSource (a second
    // connection in the same process would block its event loop on the file lock).
    const other = kind === 'mysql' ? await db.open() : db.dataSource;
    const results = await Promise.all([
      new GameDataService(db.dataSource, clock).loadSampleIfEmpty(),
      new GameDataService(other, clock).loadSampleIfEmpty(),
    ]);
    expect(results.filter(Boolean)).toHaveLength(1);
    expect(await db.dataSource.getRepository(Skill).count()).toBe(sample().skills.length);
  });
});

describe.each(databases())('game data calls before any ruleset is loaded on %s', (kind) => {
  const db = useTestDatabase(kind);
  let t: TestApp;
  let player: Agent;

  beforeAll(async () => {
    await db.dataSource.getRepository(RulesetInfo).clear();
    t = await startApp(db);
    player = await agentFor(t.app, db.dataSource, await createPersonaUsers(db.dataSource), 'player');
  });
  afterAll(async () => {
    await t.app.close();
  });

  it('answers 503 with a message naming the cause (REST and GraphQL), not 500, and serves once one is imported', async () => {
    for (const path of ['/game_data', '/skills', '/races', '/transformations', '/event_role_types', '/character_classes']) {
      const answer = await player.rest('GET', path);
      expect({ path, status: answer.status, body: answer.body }).toMatchObject({
        path,
        status: 503,
        body: { message: NO_RULESET_MESSAGE, code: 'SERVICE_UNAVAILABLE', requestId: expect.any(String) },
      });
    }
    const graphql = await player.graphql('{ races { raceName } }');
    expect(graphql.body.errors[0]).toMatchObject({ message: NO_RULESET_MESSAGE, extensions: { code: 'SERVICE_UNAVAILABLE' } });
    // anonymous callers still learn only that they must sign in
    expect((await new Agent(t.app).rest('GET', '/game_data')).status).toBe(401);

    await t.app.services.gameData.loadSampleIfEmpty();
    const served = await player.rest('GET', '/game_data');
    expect(served.status).toBe(200);
    expect(served.body.data.skills).toHaveLength(sample().skills.length);
  });
});

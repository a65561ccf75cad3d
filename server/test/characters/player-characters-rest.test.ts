import { Character, CharacterBuildCommit, XpLedgerEntry } from '../../src/db';
import { increase, indexGameData, toStored, toWorking, type Ruleset } from '@larp/rules';
import { readSampleRuleset } from '../../src/modules/game-data';
import type { Agent } from '../support/http';
import { startApp, type TestApp } from '../support/http';
import { agentFor } from '../support/personas';
import { databases, useTestDatabase } from '../support';
import { agentOf, createCast, fighterBuild, HIGHLAND, SAMPLE, type Cast } from '../support/characters';

describe.each(databases())("players' characters through REST on %s", (kind) => {
  const db = useTestDatabase(kind);
  let t: TestApp;
  let cast: Cast;
  let player: Agent;
  let other: Agent;

  beforeAll(async () => {
    t = await startApp(db);
    await t.app.services.gameData.loadSampleIfEmpty();
    cast = await createCast(db.dataSource);
    player = await agentFor(t.app, db.dataSource, cast.users, 'player');
    other = await agentOf(t.app, db.dataSource, cast.users, cast.other);
  });
  afterAll(async () => {
    await t.app.close();
  });

  const create = (agent: Agent, body: Record<string, unknown> = {}) =>
    agent.rest('POST', '/user/characters', {
      character_name: 'Mira Ashdown',
      character_race: { race: 'Human', subculture: 'Highland' },
      character_class: 'fighter',
      ...body,
    });
  const row = (id: string) => db.dataSource.getRepository(Character).findOneByOrFail({ id });
  const characterCount = () => db.dataSource.getRepository(Character).count();

  describe('game data', () => {
    it('serves the four collections together and one by one to signed-in users', async () => {
      const all = await player.rest('GET', '/game_data');
      expect(all.status).toBe(200);
      expect(Object.keys(all.body.data).sort()).toEqual([
        'character_levels',
        'event_role_types',
        'races',
        'ruleset_version',
        'skills',
        'transformations',
      ]);
      expect(all.body.data.character_levels[0]).toEqual({ level: 1, xp: 0 });
      expect(all.body.data.event_role_types).toEqual({ pc: 'Player Character', npc: 'Non-Player Character' });
      const skills = await player.rest('GET', '/skills');
      expect(skills.body.data.find((s: { _id: string }) => s._id === SAMPLE.secondWind)).toMatchObject({
        skill_name: 'Second Wind',
        prereq_skills: ['Battle Hardened'],
      });
      expect((await player.rest('GET', '/races')).body.data[0]).toMatchObject({ race_name: 'Human', subculture_name: 'Highland' });
      expect(
        (await player.rest('GET', '/transformations')).body.data.map((x: { transformation_name: string }) => x.transformation_name),
      ).toContain('Vampire');
      expect((await player.rest('GET', '/event_role_types')).body.data).toEqual(all.body.data.event_role_types);
      expect((await new (player.constructor as typeof Agent)(t.app).rest('GET', '/game_data')).status).toBe(401);
    });
  });

  describe('create', () => {
    it("creates a fighter with the race's default attributes, 10 starting XP and its ledger row", async () => {
      const answer = await create(player);
      expect(answer.status).toBe(201);
      const character = answer.body.data;
      expect(character).toMatchObject({
        user: { _id: cast.users.player.id },
        character_xp_total: 10,
        character_deaths: { death_count: 0, reaper_fight_count: 0 },
        committed_build: null,
        committed: false,
        delete_allowed: true,
        character_build_cost: 0,
        character_level: 1,
        build_version: 1,
      });
      expect(character.saved_build).toMatchObject({
        character_name: 'Mira Ashdown',
        character_class: 'fighter',
        character_race: HIGHLAND,
        character_skills: [],
      });
      const ledger = await db.dataSource.getRepository(XpLedgerEntry).findBy({ characterId: character._id });
      expect(ledger).toEqual([expect.objectContaining({ amount: 10, kind: 'starting_xp', actorId: cast.users.player.id })]);
    });

    it.each([
      ['no name', { character_name: '  ' }, 'Character name is required'],
      ['no class', { character_class: null }, 'Character class must be one of fighter, rogue, adept, shadow, templar'],
      ['an unknown class', { character_class: 'bard' }, 'Character class must be one of fighter, rogue, adept, shadow, templar'],
      ['an unknown race', { character_race: { race: 'Dragon' } }, 'Unknown race: Dragon'],
      [
        'attributes that do not fit',
        { character_race: { ...HIGHLAND, race_attributes: ['Human'] } },
        'Race attributes do not fit the race',
      ],
      [
        'a transformation the race cannot take',
        { character_race: { race: 'Human', subculture: 'Imperial', transformation: 'Lycanthrope' } },
        'Human cannot take the transformation Lycanthrope',
      ],
    ])('refuses %s with the message and creates nothing', async (_case, body, message) => {
      const before = await characterCount();
      const answer = await create(player, body);
      expect(answer.status).toBe(400);
      expect(answer.body.message).toBe(message);
      expect(await characterCount()).toBe(before);
    });

    it('needs a signed-in user', async () => {
      const anonymous = await agentFor(t.app, db.dataSource, cast.users, 'anonymous');
      expect((await create(anonymous)).status).toBe(401);
    });
  });

  describe('list and read', () => {
    it("lists only one's own characters, narrowed by ?attributes=", async () => {
      const mine = (await create(player, { character_name: 'Listed' })).body.data._id;
      const theirs = (await create(other, { character_name: 'Not yours' })).body.data._id;
      const list = await player.rest('GET', '/user/characters?attributes=character_xp_total,saved_build');
      expect(list.status).toBe(200);
      const ids = list.body.data.map((c: { _id: string }) => c._id);
      expect(ids).toContain(mine);
      expect(ids).not.toContain(theirs);
      expect(Object.keys(list.body.data[0]).sort()).toEqual(['_id', 'character_xp_total', 'saved_build']);
      const bad = await player.rest('GET', '/user/characters?attributes=password');
      expect(bad.status).toBe(400);
      expect(bad.body.message).toBe('Unknown attribute: password');
    });

    it("reads one's own character; someone else's is not found", async () => {
      const id = (await create(player)).body.data._id;
      const own = await player.rest('GET', `/user/characters/${id}`);
      expect(own.status).toBe(200);
      expect(own.body.data._id).toBe(id);
      const stranger = await other.rest('GET', `/user/characters/${id}`);
      expect(stranger.status).toBe(404);
      expect(stranger.body.message).toBe('Character not found');
    });
  });

  describe('save', () => {
    it('compacts, recomputes the cost and bumps the version', async () => {
      const id = (await create(player)).body.data._id;
      const build = fighterBuild({ [SAMPLE.battleHardened]: 2, [SAMPLE.highlandEndurance]: 0 }, { character_build_cost: 999 });
      const answer = await player.rest('PATCH', `/user/characters/${id}/build`, { character_build: build, build_version: 1 });
      expect(answer.status).toBe(200);
      expect(answer.body.data.build_version).toBe(2);
      expect(answer.body.data.character_build_cost).toBe(4);
      expect(answer.body.data.saved_build.character_skills).toEqual([{ skill_id: SAMPLE.battleHardened, purchase_count: 2, grants: [] }]);
      // stamped now, but always after the build it replaces: the test's clock stands still since the creation's stamp
      expect(answer.body.data.saved_build.created_at).toBe('2026-03-01T12:00:00.001Z');
      expect(answer.body.data.committed).toBe(false);
      expect((await row(id)).savedBuild?.character_build_cost).toBe(4);
    });

    it.each([
      ['more than the XP total', { [SAMPLE.battleHardened]: 5 }, 'Not enough XP'],
      ['an unknown skill', { '000000000000000000000000': 1 }, 'Skill not found: 000000000000000000000000'],
      ['a skill without its prerequisite', { [SAMPLE.secondWind]: 1 }, 'Character build invalid: Prereqs not met for skill: Second Wind'],
    ])("refuses a build with %s, with the spec's message, and keeps the stored one", async (_case, purchases, message) => {
      const id = (await create(player)).body.data._id;
      const before = await row(id);
      const answer = await player.rest('PATCH', `/user/characters/${id}/build`, { character_build: fighterBuild(purchases) });
      expect(answer.status).toBe(400);
      expect(answer.body.message).toBe(message);
      const after = await row(id);
      expect(after.savedBuild).toEqual(before.savedBuild);
      expect(after.buildVersion).toBe(before.buildVersion);
    });

    it('refuses a transformation the race cannot take in a saved build', async () => {
      const id = (await create(player)).body.data._id;
      const answer = await player.rest('PATCH', `/user/characters/${id}/build`, {
        character_build: fighterBuild(
          {},
          {
            character_race: {
              race: 'Human',
              subculture: 'Highland',
              transformation: 'Lycanthrope',
              race_attributes: ['Beast', 'Lycanthrope'],
            },
          },
        ),
      });
      expect(answer.status).toBe(200);
      const imperial = (await create(player, { character_race: { race: 'Human', subculture: 'Imperial' } })).body.data._id;
      const refused = await player.rest('PATCH', `/user/characters/${imperial}/build`, {
        character_build: fighterBuild(
          {},
          {
            character_race: {
              race: 'Human',
              subculture: 'Imperial',
              transformation: 'Lycanthrope',
              race_attributes: ['Beast', 'Lycanthrope'],
            },
          },
        ),
      });
      expect(refused.status).toBe(400);
      expect(refused.body.message).toBe('Human cannot take the transformation Lycanthrope');
      expect((await row(imperial)).buildVersion).toBe(1);
    });

    it('refuses a missing or malformed build', async () => {
      const id = (await create(player)).body.data._id;
      expect((await player.rest('PATCH', `/user/characters/${id}/build`, {})).body.message).toBe('character_build is required');
      const malformed = await player.rest('PATCH', `/user/characters/${id}/build`, {
        character_build: { character_skills: [{ skill_id: 1 }] },
      });
      expect(malformed.status).toBe(400);
      expect(malformed.body.message).toBe('Character build invalid: Some skill was invalid');
    });

    it('refuses a save computed from an older version with 409', async () => {
      const id = (await create(player)).body.data._id;
      const first = await player.rest('PATCH', `/user/characters/${id}/build`, {
        character_build: fighterBuild({ [SAMPLE.battleHardened]: 1 }),
        build_version: 1,
      });
      expect(first.status).toBe(200);
      const stale = await player.rest('PATCH', `/user/characters/${id}/build`, {
        character_build: fighterBuild({ [SAMPLE.battleHardened]: 2 }),
        build_version: 1,
      });
      expect(stale.status).toBe(409);
      expect(stale.body.message).toBe('This character was changed since you loaded it. Please reload the page and try again.');
      expect((await row(id)).savedBuild?.character_skills).toEqual([{ skill_id: SAMPLE.battleHardened, purchase_count: 1, grants: [] }]);
    });

    it('of two parallel saves from one version, one wins and the other gets 409', async () => {
      const id = (await create(player)).body.data._id;
      const answers = await Promise.all(
        [1, 2].map((count) =>
          player.rest('PATCH', `/user/characters/${id}/build`, {
            character_build: fighterBuild({ [SAMPLE.battleHardened]: count }),
            build_version: 1,
          }),
        ),
      );
      expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
      const winner = answers.find((a) => a.status === 200)!;
      const stored = await row(id);
      expect(stored.buildVersion).toBe(2);
      expect(stored.savedBuild?.character_skills).toEqual(winner.body.data.saved_build.character_skills);
    });

    it("cannot touch someone else's character", async () => {
      const id = (await create(player)).body.data._id;
      const answer = await other.rest('PATCH', `/user/characters/${id}/build`, { character_build: fighterBuild() });
      expect(answer.status).toBe(404);
      expect((await row(id)).buildVersion).toBe(1);
    });
  });

  describe('commit', () => {
    it('commits with a history row, then locks name, race and class and refuses regression', async () => {
      const id = (await create(player)).body.data._id;
      const committed = await player.rest('POST', `/user/characters/${id}/build`, {
        character_build: fighterBuild({ [SAMPLE.battleHardened]: 2 }),
        commit: true,
      });
      expect(committed.status).toBe(200);
      expect(committed.body.data).toMatchObject({ committed: true, delete_allowed: false, character_build_cost: 4 });
      expect(committed.body.data.committed_build).toEqual(committed.body.data.saved_build);
      const history = await db.dataSource.getRepository(CharacterBuildCommit).findBy({ characterId: id });
      expect(history).toEqual([expect.objectContaining({ buildVersion: 2, committedById: cast.users.player.id })]);

      const regressed = await player.rest('PATCH', `/user/characters/${id}/build`, {
        character_build: fighterBuild({ [SAMPLE.battleHardened]: 1 }),
      });
      expect(regressed.status).toBe(400);
      expect(regressed.body.message).toBe('Character build regressed');
      const renamed = await player.rest('PATCH', `/user/characters/${id}/build`, {
        character_build: fighterBuild({ [SAMPLE.battleHardened]: 2 }, { character_name: 'Someone Else' }),
      });
      expect(renamed.body.message).toBe('Character build regressed');

      const locked = await player.rest('PATCH', `/user/characters/${id}`, { character_class: 'rogue' });
      expect(locked.status).toBe(409);
      expect(locked.body.message).toBe('Name, race and class cannot be changed after the build is committed');

      const more = await player.rest('PATCH', `/user/characters/${id}/build`, {
        character_build: fighterBuild({ [SAMPLE.battleHardened]: 3 }),
      });
      expect(more.status).toBe(200);
      // The committed build stays the shown one until the next commit.
      expect(more.body.data).toMatchObject({ committed: true, character_build_cost: 4 });
      expect(await db.dataSource.getRepository(CharacterBuildCommit).countBy({ characterId: id })).toBe(1);

      const deleted = await player.rest('DELETE', `/user/characters/${id}`);
      expect(deleted.status).toBe(403);
      expect(deleted.body.message).toBe('This character cannot be deleted');
      expect(await db.dataSource.getRepository(Character).existsBy({ id })).toBe(true);
    });

    it('a POST without commit=true only saves', async () => {
      const id = (await create(player)).body.data._id;
      const answer = await player.rest('POST', `/user/characters/${id}/build`, {
        character_build: fighterBuild({ [SAMPLE.battleHardened]: 1 }),
      });
      expect(answer.status).toBe(200);
      expect(answer.body.data.committed_build).toBeNull();
      expect(await db.dataSource.getRepository(CharacterBuildCommit).countBy({ characterId: id })).toBe(0);
    });
  });

  describe('update name, race and class', () => {
    it('a new class erases the skills; new attributes remove racial skills', async () => {
      const id = (await create(player)).body.data._id;
      await player.rest('PATCH', `/user/characters/${id}/build`, {
        character_build: fighterBuild({ [SAMPLE.battleHardened]: 1, [SAMPLE.highlandEndurance]: 1 }),
      });
      const renamed = await player.rest('PATCH', `/user/characters/${id}`, { character_name: 'Mira the Bold' });
      expect(renamed.status).toBe(200);
      expect(renamed.body.data.saved_build.character_name).toBe('Mira the Bold');
      expect(renamed.body.data.saved_build.character_skills).toHaveLength(2);

      const coastal = await player.rest('PATCH', `/user/characters/${id}`, { character_race: { race: 'Human', subculture: 'Coastal' } });
      expect(coastal.status).toBe(200);
      expect(coastal.body.data.saved_build.character_race.race_attributes).toEqual(['Human', 'Seafarer']);
      expect(coastal.body.data.saved_build.character_skills.map((s: { skill_id: string }) => s.skill_id)).toEqual([SAMPLE.battleHardened]);

      const rogue = await player.rest('PATCH', `/user/characters/${id}`, { character_class: 'rogue' });
      expect(rogue.status).toBe(200);
      expect(rogue.body.data.saved_build).toMatchObject({ character_class: 'rogue', character_skills: [], character_build_cost: 0 });

      const bad = await player.rest('PATCH', `/user/characters/${id}`, { character_class: 'bard' });
      expect(bad.status).toBe(400);
      expect((await row(id)).savedBuild?.character_class).toBe('rogue');
    });
    it('new attributes also remove what the racial skills granted and the skills that needed it, in one save', async () => {
      const data = indexGameData(readSampleRuleset() as Ruleset);
      const skill = (name: string) => data.skillsByName.get(name)?._id as string;
      const scholar = { race: 'Human', subculture: 'Imperial', transformation: null, race_attributes: ['Human', 'Imperial', 'Scholar'] };
      const id = (await create(player, { character_race: scholar, character_class: 'adept' })).body.data._id;
      const ctx = { character_xp_total: 10, additional_spell_schools: [] };
      let build = toWorking(fighterBuild({}, { character_class: 'adept', character_race: scholar }));
      const adaptability = skill('Human Adaptability');
      build = increase(data, build, ctx, { skillId: adaptability }, { [`${adaptability}:0`]: [skill('Literacy')] });
      build = increase(data, build, ctx, { skillId: skill('Languages') });
      expect((await player.rest('PATCH', `/user/characters/${id}/build`, { character_build: toStored(build) })).status).toBe(200);

      const soldier = await player.rest('PATCH', `/user/characters/${id}`, {
        character_race: { ...scholar, race_attributes: ['Human', 'Imperial', 'Soldier'] },
      });
      expect(soldier.status).toBe(200);
      expect(soldier.body.data.saved_build.character_race.race_attributes).toEqual(['Human', 'Imperial', 'Soldier']);
      expect(soldier.body.data.saved_build).toMatchObject({ character_skills: [], character_build_cost: 0 });
    });
  });

  describe('delete', () => {
    it("deletes one's own uncommitted character, never someone else's", async () => {
      const id = (await create(player)).body.data._id;
      expect((await other.rest('DELETE', `/user/characters/${id}`)).status).toBe(404);
      expect(await db.dataSource.getRepository(Character).existsBy({ id })).toBe(true);
      const deleted = await player.rest('DELETE', `/user/characters/${id}`);
      expect(deleted.status).toBe(200);
      expect(deleted.body.data).toEqual({ _id: id });
      expect(await db.dataSource.getRepository(Character).existsBy({ id })).toBe(false);
      expect((await player.rest('GET', `/user/characters/${id}`)).status).toBe(404);
    });
  });
});

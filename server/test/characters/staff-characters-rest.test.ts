import { Character, CharacterBuildCommit, DeathRecord, ShardLedgerEntry, User, XpLedgerEntry } from '../../src/db';
import type { Agent } from '../support/http';
import { startApp, type TestApp } from '../support/http';
import { createUser } from '../support/accounts';
import { agentFor } from '../support/personas';
import { databases, useTestDatabase } from '../support';
import { agentOf, createCast, fighterBuild, SAMPLE, type Cast } from '../support/characters';

describe.each(databases())('admin character tools through REST on %s', (kind) => {
  const db = useTestDatabase(kind);
  let t: TestApp;
  let cast: Cast;
  let admin: Agent;
  let player: Agent;

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

  const row = (id: string) => db.dataSource.getRepository(Character).findOneByOrFail({ id });
  const playerId = () => cast.users.player.id;

  /** A player's committed Highland fighter with two Battle Hardened and one Highland Endurance. */
  async function committedCharacter(): Promise<string> {
    const id = (
      await player.rest('POST', '/user/characters', {
        character_name: 'Mira Ashdown',
        character_race: { race: 'Human', subculture: 'Highland' },
        character_class: 'fighter',
      })
    ).body.data._id;
    const committed = await player.rest('POST', `/user/characters/${id}/build`, {
      character_build: fighterBuild({ [SAMPLE.battleHardened]: 2, [SAMPLE.highlandEndurance]: 1 }),
      commit: true,
    });
    expect(committed.status).toBe(200);
    return id;
  }

  describe('create for a user', () => {
    it("creates a committed character with the spec's defaults and ledger and history rows", async () => {
      const answer = await admin.rest('POST', `/users/${playerId()}/characters`, {
        character_name: 'Given Character',
        character_race: { race: 'Human', subculture: 'Highland' },
        character_class: 'fighter',
        commit: true,
      });
      expect(answer.status).toBe(201);
      expect(answer.body.data).toMatchObject({
        user: { _id: playerId(), email: cast.users.player.email },
        character_xp_total: 10,
        character_deaths: { death_count: 0, reaper_fight_count: 0 },
        committed: true,
        delete_allowed: false,
      });
      const id = answer.body.data._id;
      expect(await db.dataSource.getRepository(XpLedgerEntry).findBy({ characterId: id })).toEqual([
        expect.objectContaining({ amount: 10, kind: 'starting_xp', actorId: cast.users.admin.id }),
      ]);
      expect(await db.dataSource.getRepository(CharacterBuildCommit).countBy({ characterId: id })).toBe(1);
    });

    it('takes starting XP, deaths and reaper fights, and refuses bad numbers', async () => {
      const answer = await admin.rest('POST', `/users/${playerId()}/characters`, {
        character_name: 'Veteran',
        character_race: { race: 'Human', subculture: 'Highland' },
        character_class: 'fighter',
        character_xp_total: 40,
        character_deaths: { death_count: 2, reaper_fight_count: 1 },
        commit: true,
      });
      expect(answer.body.data).toMatchObject({
        character_xp_total: 40,
        character_deaths: { death_count: 2, reaper_fight_count: 1 },
        character_level: 3,
      });
      const before = await db.dataSource.getRepository(Character).count();
      const bad = await admin.rest('POST', `/users/${playerId()}/characters`, {
        character_name: 'X',
        character_class: 'fighter',
        character_race: { race: 'Human', subculture: 'Highland' },
        character_xp_total: '10',
      });
      expect(bad.status).toBe(400);
      expect(bad.body.message).toBe('character_xp_total must be a whole number');
      const noName = await admin.rest('POST', `/users/${playerId()}/characters`, {
        character_class: 'fighter',
        character_race: { race: 'Human', subculture: 'Highland' },
      });
      expect(noName.body.message).toBe('Character name is required');
      const nobody = await admin.rest('POST', `/users/${'a'.repeat(24)}/characters`, { character_name: 'X' });
      expect(nobody.status).toBe(404);
      expect(await db.dataSource.getRepository(Character).count()).toBe(before);
    });
  });

  describe('reading', () => {
    it("lists all characters with owners, by ?id= and ?attributes=, and a user's characters", async () => {
      const first = await committedCharacter();
      const second = await committedCharacter();
      const all = await admin.rest('GET', '/characters');
      expect(all.status).toBe(200);
      expect(all.body.data.map((c: { _id: string }) => c._id)).toEqual(expect.arrayContaining([first, second]));
      const some = await admin.rest('GET', `/characters?id=${first}&attributes=user,character_xp_total`);
      expect(some.body.data).toEqual([
        {
          _id: first,
          user: { _id: playerId(), first_name: 'Test', last_name: cast.users.player.lastName, email: cast.users.player.email },
          character_xp_total: 10,
        },
      ]);
      const theirs = await admin.rest('GET', `/users/${playerId()}/characters`);
      expect(theirs.body.data.every((c: { user: { _id: string } }) => c.user._id === playerId())).toBe(true);
      const one = await admin.rest('GET', `/users/${playerId()}/characters/${first}`);
      expect(one.body.data).toMatchObject({ _id: first, committed: true, character_build_cost: 5 });
      expect((await admin.rest('GET', `/users/${cast.other.id}/characters/${first}`)).status).toBe(404);
      expect((await admin.rest('GET', '/characters/secret_options')).body.data).toEqual({
        additional_spell_schools: ['chronomancy', 'void'],
      });
    });
  });

  describe('uncommit', () => {
    it.each([
      ['skills', { committed_build: null, uncommit_scope: 'skills' }, true, ['Human', 'Highlander']],
      ['skills and racial attributes (the default)', { committed_build: null }, false, null],
    ])('%s', async (_scope, body, stillCommitted, attributes) => {
      const id = await committedCharacter();
      const answer = await admin.rest('PATCH', `/users/${playerId()}/characters/${id}`, body);
      expect(answer.status).toBe(200);
      expect(answer.body.data.committed).toBe(stillCommitted);
      expect(answer.body.data.committed_build).toMatchObject({ character_skills: [], character_race: { race_attributes: attributes } });
      // the player may now lower the skills
      const lowered = await player.rest('PATCH', `/user/characters/${id}/build`, {
        character_build: fighterBuild({ [SAMPLE.battleHardened]: 1 }),
      });
      expect(lowered.status).toBe(200);
      // ...but not change the class, which the committed build still holds
      const reclassed = await player.rest('PATCH', `/user/characters/${id}/build`, {
        character_build: fighterBuild({}, { character_class: 'rogue' }),
      });
      expect(reclassed.body.message).toBe('Character build regressed');
    });

    it('everything: frees race and class', async () => {
      const id = await committedCharacter();
      const answer = await admin.rest('PATCH', `/users/${playerId()}/characters/${id}`, {
        committed_build: null,
        uncommit_scope: 'everything',
      });
      expect(answer.body.data).toMatchObject({ committed: false, committed_build: null });
      const rogue = await player.rest('PATCH', `/user/characters/${id}`, { character_class: 'rogue' });
      expect(rogue.status).toBe(200);
    });

    it('refuses an unknown scope and a character with nothing committed, changing nothing', async () => {
      const id = await committedCharacter();
      const before = await row(id);
      const bad = await admin.rest('PATCH', `/users/${playerId()}/characters/${id}`, { committed_build: null, uncommit_scope: 'all' });
      expect(bad.status).toBe(400);
      expect(bad.body.message).toBe('Unknown uncommit scope: all (skills, skills_and_race_attributes or everything)');
      await admin.rest('PATCH', `/users/${playerId()}/characters/${id}`, { committed_build: null, uncommit_scope: 'everything' });
      const again = await admin.rest('PATCH', `/users/${playerId()}/characters/${id}`, { committed_build: null });
      expect(again.status).toBe(409);
      expect(again.body.message).toBe('This character has no committed build');
      expect((await row(id)).buildVersion).toBe(before.buildVersion + 1);
      const nothing = await admin.rest('PATCH', `/users/${playerId()}/characters/${id}`, {});
      expect(nothing.status).toBe(400);
    });
  });

  describe('spell schools and transformation', () => {
    it('enables additional spell schools, never removes them', async () => {
      const id = await committedCharacter();
      const enabled = await admin.rest('PATCH', `/users/${playerId()}/characters/${id}`, { additional_spell_schools: ['void'] });
      expect(enabled.body.data.additional_spell_schools).toEqual(['void']);
      const removed = await admin.rest('PATCH', `/users/${playerId()}/characters/${id}`, { additional_spell_schools: ['chronomancy'] });
      expect(removed.status).toBe(400);
      expect(removed.body.message).toBe('Additional spell schools cannot be removed once enabled');
      const unknown = await admin.rest('PATCH', `/users/${playerId()}/characters/${id}`, {
        additional_spell_schools: ['void', 'pyromancy'],
      });
      expect(unknown.body.message).toBe('Unknown additional spell school: pyromancy');
      expect((await row(id)).additionalSpellSchools).toEqual(['void']);
    });

    it('set_transformation replaces attributes and removes racial skills in both builds', async () => {
      const id = await committedCharacter();
      const answer = await admin.rest('PATCH', `/users/${playerId()}/characters/${id}`, { set_transformation: 'Vampire' });
      expect(answer.status).toBe(200);
      for (const build of [answer.body.data.saved_build, answer.body.data.committed_build]) {
        expect(build.character_race).toMatchObject({ transformation: 'Vampire', race_attributes: ['Undead', 'Vampire'] });
        expect(build.character_skills.map((s: { skill_id: string }) => s.skill_id)).toEqual([SAMPLE.battleHardened]);
        expect(build.character_build_cost).toBe(4);
      }
      expect(answer.body.data.committed).toBe(true);
      const refused = await admin.rest('PATCH', `/users/${playerId()}/characters/${id}`, { set_transformation: 'Dragon' });
      expect(refused.status).toBe(400);
      expect((await row(id)).committedBuild?.character_race.transformation).toBe('Vampire');
    });
  });

  describe('XP, deaths, event counts, shards', () => {
    it("grants XP to several characters with ledger rows, or refuses with the spec's messages", async () => {
      const a = await committedCharacter();
      const b = await committedCharacter();
      const granted = await admin.rest('POST', '/characters/xp', { character_ids: [a, b], xp_amount: 5, reason: 'Autumn Gathering' });
      expect(granted.status).toBe(200);
      expect(granted.body.data).toEqual({
        message: 'XP granted successfully.',
        results: [
          { _id: a, character_xp_total: 15 },
          { _id: b, character_xp_total: 15 },
        ],
      });
      expect(await db.dataSource.getRepository(XpLedgerEntry).findBy({ characterId: a, kind: 'grant' })).toEqual([
        expect.objectContaining({ amount: 5, reason: 'Autumn Gathering', actorId: cast.users.admin.id }),
      ]);
      for (const [body, message] of [
        [{ character_ids: [], xp_amount: 5, reason: 'r' }, 'Please select at least one character'],
        [{ character_ids: [a], xp_amount: 0, reason: 'r' }, 'Xp amount cannot be 0'],
        [{ character_ids: [a], xp_amount: 5, reason: ' ' }, 'Please provide a reason'],
        [{ character_ids: [b, a], xp_amount: -16, reason: 'too much' }, `The XP total of character ${b} cannot go below 0`],
      ] as const) {
        const answer = await admin.rest('POST', '/characters/xp', { ...body });
        expect(answer.status).toBe(400);
        expect(answer.body.message).toBe(message);
      }
      expect((await row(a)).characterXpTotal).toBe(15);
      const missing = await admin.rest('POST', '/characters/xp', { character_ids: [a, 'b'.repeat(24)], xp_amount: 1, reason: 'r' });
      expect(missing.status).toBe(404);
      expect((await row(a)).characterXpTotal).toBe(15);
    });

    it("records deaths with the spec's messages", async () => {
      const id = await committedCharacter();
      const answer = await admin.rest('POST', `/characters/${id}/deaths`, {
        death_count: 1,
        reaper_fight_count: 2,
        event: 'Autumn Gathering',
      });
      expect(answer.status).toBe(200);
      expect(answer.body.data).toEqual({
        message: 'Deaths counted successfully.',
        results: [{ _id: id, character_deaths: { death_count: 1, reaper_fight_count: 2 } }],
      });
      for (const [path, body, message] of [
        [
          `/characters/${id}/deaths`,
          { death_count: 0, reaper_fight_count: 0, event: 'E' },
          'One of death count or reaper fight count must not be 0',
        ],
        ['/characters/undefined/deaths', { death_count: 1, event: 'E' }, 'Must select a character'],
        [`/characters/${id}/deaths`, { death_count: 1 }, 'Must provide an event to record deaths'],
        [`/characters/${id}/deaths`, { death_count: -2, event: 'E' }, 'Deaths and reaper fights cannot go below 0'],
      ] as const) {
        const refused = await admin.rest('POST', path, body);
        expect(refused.status).toBe(400);
        expect(refused.body.message).toBe(message);
      }
      expect(await row(id)).toMatchObject({ deathCount: 1, reaperFightCount: 2 });
      expect(await db.dataSource.getRepository(DeathRecord).findBy({ characterId: id })).toEqual([
        expect.objectContaining({ deathCount: 1, reaperFightCount: 2, eventName: 'Autumn Gathering', actorId: cast.users.admin.id }),
      ]);
    });

    it('updates past event counts', async () => {
      const a = await committedCharacter();
      const b = await committedCharacter();
      const answer = await admin.rest('PATCH', '/characters/bulk_update_past_event_counts', { xp_sequences: { [a]: 3, [b]: 0 } });
      expect(answer.status).toBe(200);
      expect(answer.body.data.message).toBe('Character event counts updated successfully.');
      expect((await row(a)).characterXpSequence).toBe(3);
      const empty = await admin.rest('PATCH', '/characters/bulk_update_past_event_counts', { xp_sequences: {} });
      expect(empty.body.message).toBe('No changes to submit.');
      const negative = await admin.rest('PATCH', '/characters/bulk_update_past_event_counts', { xp_sequences: { [a]: 5, [b]: -1 } });
      expect(negative.status).toBe(400);
      expect((await row(a)).characterXpSequence).toBe(3);
    });

    it("grants shards with ledger rows, or refuses with the spec's messages", async () => {
      const u1 = await createUser(db.dataSource);
      const u2 = await createUser(db.dataSource);
      const granted = await admin.rest('POST', '/users/shards', { user_ids: [u1.id, u2.id], shard_amount: 4, reason: 'Donation' });
      expect(granted.body.data).toEqual({
        message: 'Shards granted successfully.',
        results: [
          { _id: u1.id, shard_total: 4 },
          { _id: u2.id, shard_total: 4 },
        ],
      });
      expect(await db.dataSource.getRepository(ShardLedgerEntry).findBy({ userId: u1.id })).toEqual([
        expect.objectContaining({ amount: 4, reason: 'Donation', kind: 'grant', actorId: cast.users.admin.id }),
      ]);
      for (const [body, message] of [
        [{ user_ids: [], shard_amount: 1, reason: 'r' }, 'Please select at least one user'],
        [{ user_ids: [u1.id], shard_amount: 0, reason: 'r' }, 'Shard amount cannot be 0'],
        [{ user_ids: [u1.id], shard_amount: 1 }, 'Please provide a reason'],
        [{ user_ids: [u1.id, u2.id], shard_amount: -5, reason: 'r' }, `The shard balance of user ${u1.id} cannot go below 0`],
      ] as const) {
        const answer = await admin.rest('POST', '/users/shards', { ...body });
        expect(answer.status).toBe(400);
        expect(answer.body.message).toBe(message);
      }
      expect((await db.dataSource.getRepository(User).findOneByOrFail({ id: u2.id })).shardTotal).toBe(4);
    });
  });

  describe('admin delete', () => {
    it('deletes a committed character the player may not delete', async () => {
      const id = await committedCharacter();
      expect((await player.rest('DELETE', `/user/characters/${id}`)).status).toBe(403);
      expect((await admin.rest('DELETE', `/users/${cast.other.id}/characters/${id}`)).status).toBe(404);
      const deleted = await admin.rest('DELETE', `/users/${playerId()}/characters/${id}`);
      expect(deleted.status).toBe(200);
      expect(await db.dataSource.getRepository(Character).existsBy({ id })).toBe(false);
    });
  });

  it('players and staff cannot use any of it', async () => {
    const id = await committedCharacter();
    const staff = await agentFor(t.app, db.dataSource, cast.users, 'staff');
    const other = await agentOf(t.app, db.dataSource, cast.users, cast.other);
    for (const agent of [player, staff, other]) {
      expect((await agent.rest('GET', '/characters')).status).toBe(403);
      expect((await agent.rest('PATCH', `/users/${playerId()}/characters/${id}`, { committed_build: null })).status).toBe(403);
      expect((await agent.rest('POST', '/characters/xp', { character_ids: [id], xp_amount: 5, reason: 'r' })).status).toBe(403);
    }
    expect(await row(id)).toMatchObject({ characterXpTotal: 10, committedBuild: expect.objectContaining({ character_class: 'fighter' }) });
  });
});

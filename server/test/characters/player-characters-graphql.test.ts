import { Character } from '../../src/db';
import type { Agent } from '../support/http';
import { startApp, type TestApp } from '../support/http';
import { agentFor } from '../support/personas';
import { databases, useTestDatabase } from '../support';
import { agentOf, createCast, fighterBuild, SAMPLE, type Cast } from '../support/characters';

const CHARACTER_FIELDS = `id buildVersion committed deleteAllowed characterXpTotal characterBuildCost characterLevel
  user { id email }
  xpLedger { amount kind reason actor { id } }
  savedBuild { characterName characterClass characterRace { race subculture raceAttributes } characterSkills { skillId skillName entry skill { skillType } } }
  committedBuild { characterName }`;

describe.each(databases())("players' characters through GraphQL on %s", (kind) => {
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

  const create = async (agent: Agent, input: Record<string, unknown> = {}) =>
    agent.graphql(`mutation Create($input: CharacterInfoGqlInput!) { createCharacter(input: $input) { ${CHARACTER_FIELDS} } }`, {
      input: {
        characterName: 'Mira Ashdown',
        characterRace: { race: 'Human', subculture: 'Highland' },
        characterClass: 'fighter',
        ...input,
      },
    });
  const save = (agent: Agent, id: string, build: unknown, buildVersion?: number, commit = false) =>
    agent.graphql(
      `mutation Save($id: ID!, $build: JSONObject!, $version: Int) { ${commit ? 'commitCharacterBuild' : 'saveCharacterBuild'}(id: $id, characterBuild: $build, buildVersion: $version) { ${CHARACTER_FIELDS} } }`,
      { id, build, version: buildVersion },
    );

  it('creates, saves and commits, with owner, ledger and skill definitions resolved', async () => {
    const created = await create(player);
    expect(created.body.errors).toBeUndefined();
    const character = created.body.data.createCharacter;
    expect(character).toMatchObject({
      buildVersion: 1,
      committed: false,
      characterXpTotal: 10,
      user: { id: cast.users.player.id, email: cast.users.player.email },
      xpLedger: [{ amount: 10, kind: 'STARTING_XP', reason: 'Starting XP', actor: { id: cast.users.player.id } }],
      savedBuild: { characterName: 'Mira Ashdown', characterRace: { raceAttributes: ['Human', 'Highlander'] }, characterSkills: [] },
    });

    const saved = await save(player, character.id, fighterBuild({ [SAMPLE.battleHardened]: 2 }), 1);
    expect(saved.body.errors).toBeUndefined();
    expect(saved.body.data.saveCharacterBuild).toMatchObject({
      buildVersion: 2,
      characterBuildCost: 4,
      savedBuild: {
        characterSkills: [
          {
            skillId: SAMPLE.battleHardened,
            skillName: 'Battle Hardened',
            entry: { purchase_count: 2, grants: [] },
            skill: { skillType: 'class' },
          },
        ],
      },
    });

    const stale = await save(player, character.id, fighterBuild({ [SAMPLE.battleHardened]: 3 }), 1);
    expect(stale.body.errors[0].extensions.code).toBe('CONFLICT');

    const committed = await save(player, character.id, fighterBuild({ [SAMPLE.battleHardened]: 2 }), 2, true);
    expect(committed.body.errors).toBeUndefined();
    expect(committed.body.data.commitCharacterBuild).toMatchObject({
      committed: true,
      deleteAllowed: false,
      committedBuild: { characterName: 'Mira Ashdown' },
    });

    const regressed = await save(player, character.id, fighterBuild({ [SAMPLE.battleHardened]: 1 }));
    expect(regressed.body.errors[0]).toMatchObject({ message: 'Character build regressed', extensions: { code: 'BAD_USER_INPUT' } });

    // A ledger author is named, never emailed: emails are for their owner and staff.
    const authorEmail = await player.graphql('{ myCharacters { xpLedger { actor { email } } } }');
    expect(authorEmail.body.errors[0].extensions.code).toBe('GRAPHQL_VALIDATION_FAILED');

    const list = await player.graphql('{ myCharacters { id } }');
    expect(list.body.data.myCharacters.map((c: { id: string }) => c.id)).toContain(character.id);
  });

  it('says when a committed character has saved changes that Commit would make permanent', async () => {
    const id = (await create(player)).body.data.createCharacter.id;
    const status = async () =>
      (
        await player.graphql(
          'query R($id: ID!) { myCharacter(id: $id) { committed uncommittedChanges shownBuild { characterSkills { entry } } savedBuild { characterSkills { entry } } } }',
          { id },
        )
      ).body.data.myCharacter;
    expect(await status()).toMatchObject({ committed: false, uncommittedChanges: false });
    expect((await save(player, id, fighterBuild({ [SAMPLE.battleHardened]: 1 }), undefined, true)).body.errors).toBeUndefined();
    expect(await status()).toMatchObject({ committed: true, uncommittedChanges: false });
    expect((await save(player, id, fighterBuild({ [SAMPLE.battleHardened]: 2 }))).body.errors).toBeUndefined();
    // the shown build stays the committed one (players §4); the saved one holds the new purchase
    expect(await status()).toEqual({
      committed: true,
      uncommittedChanges: true,
      shownBuild: { characterSkills: [{ entry: { purchase_count: 1, grants: [] } }] },
      savedBuild: { characterSkills: [{ entry: { purchase_count: 2, grants: [] } }] },
    });
    expect((await save(player, id, fighterBuild({ [SAMPLE.battleHardened]: 2 }), undefined, true)).body.errors).toBeUndefined();
    expect(await status()).toMatchObject({ committed: true, uncommittedChanges: false });
  });

  it("answers the rules' messages and changes nothing", async () => {
    const noName = await create(player, { characterName: '' });
    expect(noName.body.errors[0]).toMatchObject({ message: 'Character name is required', extensions: { code: 'BAD_USER_INPUT' } });
    const id = (await create(player)).body.data.createCharacter.id;
    const tooDear = await save(player, id, fighterBuild({ [SAMPLE.battleHardened]: 5 }));
    expect(tooDear.body.errors[0].message).toBe('Not enough XP');
    expect((await db.dataSource.getRepository(Character).findOneByOrFail({ id })).buildVersion).toBe(1);
  });

  it('updates info and deletes', async () => {
    const id = (await create(player)).body.data.createCharacter.id;
    const updated = await player.graphql(
      'mutation U($id: ID!) { updateCharacter(id: $id, input: { characterClass: "rogue", characterName: "Renamed" }) { savedBuild { characterName characterClass } } }',
      { id },
    );
    expect(updated.body.data.updateCharacter.savedBuild).toEqual({ characterName: 'Renamed', characterClass: 'rogue' });
    const deleted = await player.graphql('mutation D($id: ID!) { deleteCharacter(id: $id) }', { id });
    expect(deleted.body.data.deleteCharacter).toBe(id);
    expect(await db.dataSource.getRepository(Character).existsBy({ id })).toBe(false);
  });

  it("never shows or changes another player's character", async () => {
    const id = (await create(player)).body.data.createCharacter.id;
    const read = await other.graphql('query R($id: ID!) { myCharacter(id: $id) { id } }', { id });
    expect(read.body.errors[0].extensions.code).toBe('NOT_FOUND');
    const list = await other.graphql('{ myCharacters { id } }');
    expect(list.body.data.myCharacters.map((c: { id: string }) => c.id)).not.toContain(id);
    const changed = await save(other, id, fighterBuild({ [SAMPLE.battleHardened]: 1 }));
    expect(changed.body.errors[0].extensions.code).toBe('NOT_FOUND');
    const deleted = await other.graphql('mutation D($id: ID!) { deleteCharacter(id: $id) }', { id });
    expect(deleted.body.errors[0].extensions.code).toBe('NOT_FOUND');
    expect((await db.dataSource.getRepository(Character).findOneByOrFail({ id })).buildVersion).toBe(1);
  });

  it('serves game data with filters', async () => {
    const answer = await player.graphql(
      '{ skills(type: "class", className: "rogue") { skillName skillType } races { raceName } eventRoleTypes { code description } }',
    );
    expect(answer.body.errors).toBeUndefined();
    const names = answer.body.data.skills.map((s: { skillName: string }) => s.skillName);
    expect(names).toContain('Lockpicking');
    expect(names).not.toContain('Battle Hardened');
    expect(answer.body.data.skills.every((s: { skillType: string }) => s.skillType === 'class')).toBe(true);
    expect(answer.body.data.eventRoleTypes).toEqual([
      { code: 'pc', description: 'Player Character' },
      { code: 'npc', description: 'Non-Player Character' },
    ]);
    const weapons = await player.graphql('{ skills(tag: "one_handed") { skillName } }');
    expect(weapons.body.data.skills.map((s: { skillName: string }) => s.skillName)).toContain('Dagger');
    const anonymous = await new (player.constructor as typeof Agent)(t.app).graphql('{ races { raceName } }');
    expect(anonymous.body.errors[0].extensions.code).toBe('UNAUTHENTICATED');
  });

  it('serves the whole game data as the REST game_data call does (the editor reads it through Apollo)', async () => {
    const answer = await player.graphql('{ gameData }');
    expect(answer.body.errors).toBeUndefined();
    const rest = await player.rest('GET', '/game_data');
    expect(answer.body.data.gameData).toEqual(rest.body.data);
    expect(Object.keys(answer.body.data.gameData).sort()).toEqual([
      'character_levels',
      'event_role_types',
      'races',
      'ruleset_version',
      'skills',
      'transformations',
    ]);
    expect(answer.body.data.gameData.skills.find((s: { _id: string }) => s._id === SAMPLE.secondWind)).toMatchObject({
      skill_name: 'Second Wind',
    });
    const anonymous = await new (player.constructor as typeof Agent)(t.app).graphql('{ gameData }');
    expect(anonymous.body.errors[0].extensions.code).toBe('UNAUTHENTICATED');
  });
});

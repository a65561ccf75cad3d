import { Character, newObjectId } from '../src/db';
import { databases, useTestDatabase } from './support';
import { createCharacter, createEvent, DAY } from './support/events';
import { startApp, type Agent, type TestApp } from './support/http';
import { agentFor, createPersonaUsers, type PersonaUsers } from './support/personas';

/*
 * A lookup by id that finds nothing answers null with an error entry for that field only, so a query
 * asking several things keeps the rest of its answer; a closed set is a GraphQL enum, so a value
 * outside it is refused before any resolver runs, with a message naming the enum and the value.
 */
describe.each(databases())('GraphQL lookups by id and enums on %s', (kind) => {
  const db = useTestDatabase(kind);
  let t: TestApp;
  let users: PersonaUsers;
  let admin: Agent;
  let player: Agent;

  beforeAll(async () => {
    t = await startApp(db);
    await t.app.services.gameData.loadSampleIfEmpty();
    users = await createPersonaUsers(db.dataSource);
    admin = await agentFor(t.app, db.dataSource, users, 'admin');
    player = await agentFor(t.app, db.dataSource, users, 'player');
  });
  afterAll(async () => {
    await t.app.close();
  });

  it('keeps the known event when the other id of the same query is unknown', async () => {
    const event = await createEvent(db.dataSource, { eventStartTime: new Date(Date.now() + 30 * DAY), eventTitle: 'Winter Court' });
    const answer = await admin.graphql(
      'query Two($known: ID!, $unknown: ID!) { known: event(id: $known) { id eventTitle } unknown: event(id: $unknown) { id eventTitle } }',
      { known: event.id, unknown: newObjectId() },
    );
    expect(answer.status).toBe(200);
    expect(answer.body.data).toEqual({ known: { id: event.id, eventTitle: 'Winter Court' }, unknown: null });
    expect(answer.body.errors).toHaveLength(1);
    expect(answer.body.errors[0]).toMatchObject({ message: 'Event not found', path: ['unknown'], extensions: { code: 'NOT_FOUND' } });
  });

  it("keeps the player's own character beside an unknown registration and survey response", async () => {
    const character = await createCharacter(db.dataSource, users.player.id);
    const answer = await player.graphql(
      `query Mixed($character: ID!, $unknown: ID!) {
        myCharacter(id: $character) { id }
        eventRegistration(id: $unknown) { id }
        surveyResponse(eventId: $unknown) { id }
      }`,
      { character: character.id, unknown: newObjectId() },
    );
    expect(answer.body.data).toEqual({ myCharacter: { id: character.id }, eventRegistration: null, surveyResponse: null });
    expect(answer.body.errors.map((error: { path: string[] }) => error.path[0]).sort()).toEqual(['eventRegistration', 'surveyResponse']);
  });

  it("answers null for another player's character, not the character", async () => {
    const theirs = await createCharacter(db.dataSource, users.admin.id);
    const answer = await player.graphql('query One($id: ID!) { myCharacter(id: $id) { id } }', { id: theirs.id });
    expect(answer.body.data).toEqual({ myCharacter: null });
    expect(answer.body.errors[0].extensions.code).toBe('NOT_FOUND');
  });

  it('refuses a sort outside the enum, naming the enum and the value', async () => {
    const answer = await admin.graphql('{ staffCharacterPage(sort: xp) { total } }');
    expect(answer.status).toBe(400);
    expect(answer.body.data).toBeUndefined();
    expect(answer.body.errors[0].message).toContain('Value "xp" does not exist in "StaffCharacterSort" enum.');
    const sorted = await admin.graphql('{ staffCharacterPage(sort: XP, direction: DESCENDING) { total } }');
    expect(sorted.body.errors).toBeUndefined();
  });

  it('refuses an uncommit scope outside the enum and changes nothing', async () => {
    const character = await createCharacter(db.dataSource, users.player.id);
    const committedBefore = (await db.dataSource.getRepository(Character).findOneByOrFail({ id: character.id })).committedBuild;
    const answer = await admin.graphql(
      'mutation U($u: ID!, $c: ID!, $scope: UncommitScope) { uncommitCharacter(userId: $u, characterId: $c, scope: $scope) { id } }',
      { u: users.player.id, c: character.id, scope: 'all' },
    );
    expect(answer.status).toBe(400);
    expect(answer.body.errors[0].message).toBe(
      'Variable "$scope" got invalid value "all"; Value "all" does not exist in "UncommitScope" enum.',
    );
    const after = await db.dataSource.getRepository(Character).findOneByOrFail({ id: character.id });
    expect(after.committedBuild).toEqual(committedBefore);
  });

  it('answers the roles as enum values', async () => {
    const answer = await admin.graphql('{ userRoles }');
    expect(answer.body.errors).toBeUndefined();
    expect(answer.body.data.userRoles).toEqual(['ADMIN']);
  });
});

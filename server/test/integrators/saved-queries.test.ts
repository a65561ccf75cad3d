import { parse, validate } from 'graphql';
import { buildAppSchema } from '../../src/graphql/schema';
import { COST_LIMIT } from '../../src/graphql/apollo';
import { SHIPPED_QUERIES } from '../../src/modules/saved-queries/shipped-queries';
import { startApp, type TestApp } from '../support/http';
import { agentFor, createPersonaUsers, type PersonaUsers } from '../support/personas';
import { databases, insertCharacter, insertEvent, useTestDatabase } from '../support';

describe.each(databases())("staff's saved GraphQL queries on %s", (kind) => {
  const db = useTestDatabase(kind);
  let t: TestApp;
  let users: PersonaUsers;
  beforeAll(async () => {
    t = await startApp(db);
    await t.app.services.gameData.loadSampleIfEmpty();
    users = await createPersonaUsers(db.dataSource);
  });
  afterAll(async () => {
    await t.app.close();
  });

  it('the shipped queries are valid against the schema and run for staff', async () => {
    const schema = await buildAppSchema();
    const event = await insertEvent(db.dataSource);
    await insertCharacter(db.dataSource, users.player.id);
    const staff = await agentFor(t.app, db.dataSource, users, 'admin');
    for (const shipped of SHIPPED_QUERIES) {
      expect({ name: shipped.name, errors: validate(schema, parse(shipped.query)).map(String) }).toEqual({
        name: shipped.name,
        errors: [],
      });
      const variables = shipped.variables ? { ...shipped.variables, eventId: event.id } : {};
      const answer = await staff.graphql(shipped.query, variables);
      expect({ name: shipped.name, errors: answer.body.errors }).toEqual({ name: shipped.name, errors: undefined });
      expect(answer.body.extensions.cost).toEqual({ requestedQueryCost: expect.any(Number), maximumAvailable: COST_LIMIT.maxCost });
      expect(answer.body.extensions.cost.requestedQueryCost).toBeGreaterThan(0);
    }
  });

  it('reports a larger cost for a larger query', async () => {
    const player = await agentFor(t.app, db.dataSource, users, 'player');
    const small = await player.graphql('{ currentUser { id } }');
    const large = await player.graphql('{ currentUser { id email firstName lastName } myCharacters { id characterXpTotal deathCount } }');
    expect(large.body.extensions.cost.requestedQueryCost).toBeGreaterThan(small.body.extensions.cost.requestedQueryCost);
  });

  it('staff save under a name, share with other staff, and only the owner deletes; players see nothing', async () => {
    const staff = await agentFor(t.app, db.dataSource, users, 'staff');
    const admin = await agentFor(t.app, db.dataSource, users, 'admin');
    const privateOne = await staff.rest('POST', '/saved_queries', { name: 'My drafts', query: '{ users { id } }' });
    expect(privateOne.status).toBe(201);
    const sharedOne = await staff.rest('POST', '/saved_queries', {
      name: 'Roster',
      query: '{ users { email } }',
      variables: { a: 1 },
      shared: true,
    });
    expect(sharedOne.body.data).toMatchObject({ name: 'Roster', shared: true, mine: true, variables: { a: 1 } });

    const mine = (await staff.rest('GET', '/saved_queries')).body.data;
    expect(mine.filter((row: { shipped: boolean }) => row.shipped).map((row: { name: string }) => row.name)).toEqual(
      SHIPPED_QUERIES.map((q) => q.name),
    );
    expect(mine.filter((row: { shipped: boolean }) => !row.shipped).map((row: { name: string }) => row.name)).toEqual(
      expect.arrayContaining(['My drafts', 'Roster']),
    );

    const theirs = (await admin.rest('GET', '/saved_queries')).body.data.filter((row: { shipped: boolean }) => !row.shipped);
    expect(theirs.map((row: { name: string }) => row.name)).toContain('Roster');
    expect(theirs.map((row: { name: string }) => row.name)).not.toContain('My drafts');
    expect(theirs.find((row: { name: string }) => row.name === 'Roster')).toMatchObject({
      mine: false,
      owner: `${users.staff.firstName} ${users.staff.lastName}`,
    });

    const notYours = await admin.rest('DELETE', `/saved_queries/${sharedOne.body.data._id}`);
    expect(notYours.status).toBe(403);
    expect(notYours.body.message).toBe('Only the staff member who saved a query can delete it');
    expect((await admin.rest('DELETE', `/saved_queries/${privateOne.body.data._id}`)).status).toBe(404);
    expect((await staff.rest('DELETE', `/saved_queries/${sharedOne.body.data._id}`)).status).toBe(200);

    const player = await agentFor(t.app, db.dataSource, users, 'player');
    expect((await player.rest('GET', '/saved_queries')).status).toBe(403);
    const refused = await staff.rest('POST', '/saved_queries', { name: ' ', query: '{ users { id } }' });
    expect(refused.body.message).toBe('Give the query a name');
  });
});

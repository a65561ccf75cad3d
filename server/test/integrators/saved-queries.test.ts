import { buildSchema, parse, validate } from 'graphql';
import { EventRegistration } from '../../src/db/entities/event-registration.entity';
import { withTransaction } from '../../src/db/transaction';
import { buildAppSchema } from '../../src/graphql/schema';
import { COST_LIMIT } from '../../src/graphql/apollo';
import { createSavedQueryChecker } from '../../src/graphql/saved-query-check';
import { SavedQueriesService } from '../../src/modules/saved-queries/saved-queries.service';
import { SHIPPED_QUERIES } from '../../src/modules/saved-queries/shipped-queries';
import { createUser } from '../support/accounts';
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

  /** the shipped queries only admins are offered: they read the characters list */
  const ADMIN_ONLY = ['shipped:characters-xp-deaths', 'shipped:characters-over-40-xp'];
  const shippedNamed = (id: string) => SHIPPED_QUERIES.find((query) => query.id === id)!;
  const names = (rows: { name: string }[]) => rows.map((row) => row.name);

  it('the shipped queries are valid against the schema and run for the least role of their audience', async () => {
    const schema = await buildAppSchema();
    const event = await insertEvent(db.dataSource);
    const character = await insertCharacter(db.dataSource, users.player.id);
    await withTransaction(db.dataSource, (manager) =>
      manager.save(
        manager.create(EventRegistration, {
          eventId: event.id,
          userId: users.player.id,
          characterId: character.id,
          eventRole: 'pc',
          state: 'accepted',
          waitlistNote: null,
          registeredAt: new Date(),
          questionAnswers: [],
        }),
      ),
    );
    const listed = (await (await agentFor(t.app, db.dataSource, users, 'admin')).rest('GET', '/saved_queries')).body.data;
    for (const shipped of SHIPPED_QUERIES) {
      expect({ name: shipped.name, errors: validate(schema, parse(shipped.query)).map(String) }).toEqual({
        name: shipped.name,
        errors: [],
      });
      const { audience } = listed.find((row: { _id: string }) => row._id === shipped.id);
      const agent = await agentFor(t.app, db.dataSource, users, audience);
      const answer = await agent.graphql(shipped.query, shipped.query.includes('$eventId') ? { eventId: event.id } : {});
      expect({ name: shipped.name, errors: answer.body.errors }).toEqual({ name: shipped.name, errors: undefined });
      expect(answer.body.extensions.cost).toEqual({ requestedQueryCost: expect.any(Number), maximumAvailable: COST_LIMIT.maxCost });
      expect(answer.body.extensions.cost.requestedQueryCost).toBeGreaterThan(0);
    }
    const registrations = (
      await (
        await agentFor(t.app, db.dataSource, users, 'staff')
      ).graphql(shippedNamed('shipped:event-registrations').query, {
        eventId: event.id,
      })
    ).body.data.attendanceReview.eventRegistrations;
    expect(registrations).toEqual([
      expect.objectContaining({ id: expect.any(String), user: expect.objectContaining({ email: users.player.email }) }),
    ]);
  });

  it("lists each query's audience and offers staff only what staff may run", async () => {
    const staffList = (await (await agentFor(t.app, db.dataSource, users, 'staff')).rest('GET', '/saved_queries')).body.data;
    const adminList = (await (await agentFor(t.app, db.dataSource, users, 'admin')).rest('GET', '/saved_queries')).body.data;
    const registrations = shippedNamed('shipped:event-registrations');
    const survey = shippedNamed('shipped:survey-answers');
    const npcRegistrations = shippedNamed('shipped:accepted-npc-registrations');
    expect(names(staffList)).toEqual(expect.arrayContaining([registrations.name, survey.name, npcRegistrations.name]));
    for (const id of ADMIN_ONLY) {
      expect(names(staffList)).not.toContain(shippedNamed(id).name);
      expect(adminList.find((row: { _id: string }) => row._id === id)).toMatchObject({ audience: 'admin', runnable: true });
    }
    for (const offered of [registrations, survey, npcRegistrations]) {
      expect(staffList.find((row: { _id: string }) => row._id === offered.id)).toMatchObject({
        audience: 'staff',
        valid: true,
        problem: null,
        runnable: true,
        parameters: [{ name: 'eventId', type: 'ID!', picker: 'event' }],
      });
    }
  });

  it("a refused field names the role it needs; a staff member's admin-only query is theirs alone, not runnable", async () => {
    const staff = await agentFor(t.app, db.dataSource, users, 'staff');
    const refused = await staff.graphql('{ characters { id } }');
    expect(refused.body.errors[0]).toMatchObject({
      message: 'You do not have permission to read this: it needs the admin role',
      extensions: { code: 'FORBIDDEN', requiredRole: 'admin' },
    });

    const saved = await staff.rest('POST', '/saved_queries', {
      name: 'Everyone with XP',
      query: 'query Xp($characterId: ID!) { characters(ids: [$characterId]) { id characterXpTotal } }',
      shared: true,
    });
    expect(saved.body.data).toMatchObject({
      audience: 'admin',
      valid: true,
      runnable: false,
      parameters: [{ name: 'characterId', type: 'ID!', picker: 'character' }],
    });
    const other = await agentFor(t.app, db.dataSource, { ...users, staff: await createUser(db.dataSource, { roles: ['staff'] }) }, 'staff');
    expect(names((await other.rest('GET', '/saved_queries')).body.data)).not.toContain('Everyone with XP');
    expect(
      (await staff.rest('GET', '/saved_queries')).body.data.find((row: { name: string }) => row.name === 'Everyone with XP'),
    ).toMatchObject({
      runnable: false,
      audience: 'admin',
    });
    const admin = await agentFor(t.app, db.dataSource, users, 'admin');
    expect(
      (await admin.rest('GET', '/saved_queries')).body.data.find((row: { name: string }) => row.name === 'Everyone with XP'),
    ).toMatchObject({
      runnable: true,
      mine: false,
    });
  });

  it('a query that no longer validates is kept and flagged to its owner, and offered to no one else', async () => {
    const staff = await agentFor(t.app, db.dataSource, users, 'staff');
    const saved = await staff.rest('POST', '/saved_queries', {
      name: 'Old field',
      query: '{ events { id retiredField } }',
      shared: true,
    });
    expect(saved.status).toBe(201);
    expect(saved.body.data).toMatchObject({ valid: false, runnable: false, problem: expect.stringContaining('retiredField') });
    const mine = (await staff.rest('GET', '/saved_queries')).body.data.find((row: { name: string }) => row.name === 'Old field');
    expect(mine).toMatchObject({ mine: true, valid: false, problem: expect.stringContaining('Cannot query field "retiredField"') });
    const admin = await agentFor(t.app, db.dataSource, users, 'admin');
    expect(names((await admin.rest('GET', '/saved_queries')).body.data)).not.toContain('Old field');

    // The same saved rows read against a schema that has changed under them: flagged, not deleted.
    const valid = await staff.rest('POST', '/saved_queries', { name: 'Event titles', query: '{ events { id eventTitle } }' });
    expect(valid.body.data).toMatchObject({ valid: true, runnable: true });
    const changed = buildSchema('type Event { id: ID! } type Query { events: [Event!]! }');
    const afterChange = new SavedQueriesService(
      db.dataSource,
      t.app.services.clock,
      createSavedQueryChecker(() => Promise.resolve(changed)),
    );
    const context = { user: users.staff } as Parameters<SavedQueriesService['list']>[0];
    const flagged = (await afterChange.list(context)).find((row) => row.name === 'Event titles');
    expect(flagged).toMatchObject({ mine: true, valid: false, runnable: false, problem: expect.stringContaining('eventTitle') });
    expect(names(await t.app.services.savedQueries.list(context))).toContain('Event titles');
  });

  it('a query sent with the name of another operation (the editor switched queries) is refused, not run', async () => {
    const staff = await agentFor(t.app, db.dataSource, users, 'staff');
    const answer = await staff.request('POST', '/graphql', {
      json: { query: 'query Titles { events { id } }', operationName: 'MyEvents', variables: {} },
    });
    expect(answer.status).toBe(400);
    expect(answer.body.errors[0].message).toBe('Unknown operation named "MyEvents".');
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
      names(SHIPPED_QUERIES.filter((query) => !ADMIN_ONLY.includes(query.id))),
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

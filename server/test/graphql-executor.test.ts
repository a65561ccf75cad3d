// The executor /graphql runs (src/graphql/executor.ts: graphql-jit behind Apollo's gateway seam)
// answers as graphql-js's execute does, over the same schema, on real data.
import { execute, getIntrospectionQuery, GraphQLEnumType, GraphQLObjectType, GraphQLSchema, parse, type ExecutionResult } from 'graphql';
import { Character, newObjectId, XpLedgerEntry } from '../src/db';
import type { GraphQLContext } from '../src/graphql/context';
import { GraphQLExecutor } from '../src/graphql/executor';
import { createLoaders } from '../src/graphql/loaders';
import type { RequestContext } from '../src/request-context';
import { startApp, type TestApp } from './support/http';
import { agentFor } from './support/personas';
import { databases, useTestDatabase } from './support';
import { createCast, fighterBuild, SAMPLE, type Cast } from './support/characters';
import { createEvent, DAY } from './support/events';

const LIST = `query List($ids: [ID!]) { characters(ids: $ids) {
  id characterLevel committed characterXpTotal
  user { id email firstName lastName }
  xpLedger { amount reason createdAt actor { id firstName } }
  shownBuild { characterName characterClass characterSkills { skillId skillName skill { skillType } } }
  ... on Character { savedBuild { characterRace { race subculture } } }
} }`;

/** The answer as a client reads it (Dates and class instances as JSON text). */
const asJson = (result: ExecutionResult) => JSON.parse(JSON.stringify({ data: result.data, errors: result.errors }));

describe.each(databases())('the GraphQL executor on %s', (kind) => {
  const db = useTestDatabase(kind);
  let t: TestApp;
  let cast: Cast;
  const ids: string[] = [];

  beforeAll(async () => {
    t = await startApp(db);
    await t.app.services.gameData.loadSampleIfEmpty();
    cast = await createCast(db.dataSource);
    for (let i = 0; i < 3; i += 1) {
      const id = newObjectId();
      await db.dataSource.getRepository(Character).insert({
        id,
        userId: cast.users.player.id,
        characterXpTotal: 10 + i,
        savedBuild: fighterBuild({ [SAMPLE.battleHardened]: 1 }, { character_name: `Executor ${i}`, character_build_cost: 2 }),
        committedBuild: null,
        additionalSpellSchools: [],
      });
      await db.dataSource.getRepository(XpLedgerEntry).insert({
        id: newObjectId(),
        characterId: id,
        amount: 10 + i,
        kind: 'starting_xp',
        reason: 'Starting XP',
        actorId: i === 0 ? null : cast.users.admin.id,
        eventId: null,
        createdAt: new Date('2026-01-01T00:00:00Z'),
      } as never);
      ids.push(id);
    }
  });
  afterAll(async () => {
    await t.app.close();
  });

  const contextFor = (request: RequestContext): GraphQLContext => ({
    request,
    services: t.app.services,
    loaders: createLoaders(t.app.services),
    logger: t.app.log,
  });
  const admin = (): RequestContext => ({ user: cast.users.admin, ip: '127.0.0.1', session: undefined as never });
  const player = (): RequestContext => ({ user: cast.users.player, ip: '127.0.0.1', session: undefined as never });

  it('answers the staff list exactly as graphql-js does, and compiles it once', async () => {
    const executor = new GraphQLExecutor(t.app.graphqlExecutor.schema);
    const document = parse(LIST);
    const variables = { ids };
    const expected = await execute({ schema: executor.schema, document, contextValue: contextFor(admin()), variableValues: variables });
    expect(expected.errors).toBeUndefined();
    expect((expected.data as { characters: unknown[] }).characters).toHaveLength(3);
    for (let run = 0; run < 3; run += 1) {
      const answer = await executor.execute({ document: parse(LIST), source: LIST, variables, contextValue: contextFor(admin()) });
      expect(asJson(answer)).toEqual(asJson(expected));
    }
    expect(executor.size).toBe(1);
  });

  it("keeps a resolver's error: the same message, path, locations and AppError behind it", async () => {
    const executor = new GraphQLExecutor(t.app.graphqlExecutor.schema);
    const document = parse(LIST);
    const expected = await execute({ schema: executor.schema, document, contextValue: contextFor(player()), variableValues: { ids } });
    const answer = await executor.execute({ document, source: LIST, variables: { ids }, contextValue: contextFor(player()) });
    expect(asJson(answer)).toEqual(asJson(expected));
    expect(answer.errors).toHaveLength(1);
    const [error] = answer.errors!;
    expect(error.path).toEqual(['characters']);
    expect(error.locations).toEqual([{ line: 1, column: 27 }]);
    expect(error.originalError).toMatchObject({ name: 'AppError', code: 'FORBIDDEN' });
    expect(error.extensions).toEqual({});
  });

  it("answers variables that do not coerce in graphql-js's words, running nothing", async () => {
    const executor = new GraphQLExecutor(t.app.graphqlExecutor.schema);
    const document = parse(LIST);
    const variables = { ids: [{ not: 'an id' }] };
    const expected = await execute({ schema: executor.schema, document, contextValue: contextFor(admin()), variableValues: variables });
    const answer = await executor.execute({ document, source: LIST, variables, contextValue: contextFor(admin()) });
    expect(answer.data).toBeUndefined();
    expect(asJson(answer)).toEqual(asJson(expected));
  });

  it('answers introspection as graphql-js does (the IDE and codegen read it)', async () => {
    const executor = new GraphQLExecutor(t.app.graphqlExecutor.schema);
    const query = getIntrospectionQuery();
    const document = parse(query);
    const expected = await execute({ schema: executor.schema, document, contextValue: contextFor(admin()) });
    const answer = await executor.execute({ document, source: query, contextValue: contextFor(admin()) });
    expect(asJson(answer)).toEqual(asJson(expected));
  });

  it('keeps at most its limit of compiled operations, the most recently used', async () => {
    const executor = new GraphQLExecutor(t.app.graphqlExecutor.schema, 2);
    const run = (source: string) => executor.execute({ document: parse(source), source, contextValue: contextFor(admin()) });
    const [a, b, c] = [
      'query A { characters { id } }',
      'query B { characters { id committed } }',
      'query C { characters { characterLevel } }',
    ];
    for (const source of [a, b, a, c]) {
      const answer = await run(source);
      expect(answer.errors).toBeUndefined();
    }
    expect(executor.size).toBe(2);
    expect([a, b, c].map((source) => executor.holds(source))).toEqual([true, false, true]);
  });

  it('is what /graphql runs: an HTTP answer equals the executor answer', async () => {
    const agent = await agentFor(t.app, db.dataSource, cast.users, 'admin');
    const before = t.app.graphqlExecutor.size;
    const http = await agent.graphql(LIST, { ids });
    expect(http.body.errors).toBeUndefined();
    expect(t.app.graphqlExecutor.size).toBeGreaterThan(before);
    const direct = await t.app.graphqlExecutor.execute({
      document: parse(LIST),
      source: LIST,
      variables: { ids },
      contextValue: contextFor(admin()),
    });
    expect(http.body.data).toEqual(asJson(direct).data);
  });
  it("leaves out an input object's field whose variable the request left out (unchanged), as graphql-js does", async () => {
    const agent = await agentFor(t.app, db.dataSource, cast.users, 'admin');
    const event = await createEvent(db.dataSource, { eventStartTime: new Date(Date.now() + 30 * DAY), eventPcCapacity: 7 });
    const UPDATE = `mutation($id: ID!, $title: String, $pc: Int) {
      updateEvent(id: $id, input: { eventTitle: $title, eventPcCapacity: $pc }) { eventTitle eventPcCapacity } }`;
    const renamed = await agent.graphql(UPDATE, { id: event.id, title: 'Renamed' });
    expect(renamed.body.errors).toBeUndefined();
    expect(renamed.body.data.updateEvent).toEqual({ eventTitle: 'Renamed', eventPcCapacity: 7 });
    // sent as null, it is null: no limit
    const unlimited = await agent.graphql(UPDATE, { id: event.id, title: 'Renamed', pc: null });
    expect(unlimited.body.data.updateEvent).toEqual({ eventTitle: 'Renamed', eventPcCapacity: null });
  });

  it('answers leaves as resolved (production) exactly as graphql-js serializes them', async () => {
    const executor = new GraphQLExecutor(t.app.graphqlExecutor.schema, undefined, 'as-resolved');
    const document = parse(LIST);
    const expected = await execute({ schema: executor.schema, document, contextValue: contextFor(admin()), variableValues: { ids } });
    const answer = await executor.execute({ document, source: LIST, variables: { ids }, contextValue: contextFor(admin()) });
    expect(answer.errors).toBeUndefined();
    expect(asJson(answer)).toEqual(asJson(expected));
  });

  /** Runs `source` with the characters query answering `rows`, on graphql-js and on an executor of each leaf mode. */
  const withCharacters = async (rows: unknown[], source: string) => {
    const schema = t.app.graphqlExecutor.schema;
    const type = schema.getQueryType()!.getFields().characters;
    const resolve = type.resolve;
    type.resolve = () => rows;
    try {
      const run = (leaves: 'as-resolved' | 'checked') =>
        new GraphQLExecutor(schema, undefined, leaves).execute({ document: parse(source), source, contextValue: contextFor(admin()) });
      return {
        expected: await execute({ schema, document: parse(source), contextValue: contextFor(admin()) }),
        asResolved: await run('as-resolved'),
        checked: await run('checked'),
      };
    } finally {
      type.resolve = resolve;
    }
  };

  it('checks each leaf under test: a value serialize would change is an error naming its type', async () => {
    const { expected, checked } = await withCharacters([{ id: 5, committed: true }], 'query { characters { id committed } }');
    expect(asJson(expected).data).toEqual({ characters: [{ id: '5', committed: true }] });
    expect(checked.data).toBeNull();
    expect(checked.errors!.map((error) => error.message)).toEqual(['ID answered as resolved would not be serialized: number 5']);
  });

  it('coerces Int fields as graphql-js does in both leaf modes: text, booleans, fractions and numbers beyond Int', async () => {
    const rows = ['7', true, 1.5, 3_000_000_000, -1e12].map((level, index) => ({ id: `c${index}`, characterLevel: level }));
    const { expected, asResolved, checked } = await withCharacters(rows, 'query { characters { id characterLevel } }');
    expect(asJson(expected).data).toBeNull();
    expect(asJson(expected).errors.map((error: { message: string }) => error.message)).toEqual([
      'Int cannot represent non-integer value: 1.5',
    ]);
    expect(asJson(asResolved)).toEqual(asJson(expected));
    expect(asJson(checked)).toEqual(asJson(expected));
    const valid = rows.filter((row) => row.characterLevel !== 1.5);
    const bounded = await withCharacters(valid, 'query { characters { id characterLevel } }');
    const levels = [7, 1, 2_147_483_647, -2_147_483_648];
    for (const answer of [bounded.expected, bounded.asResolved, bounded.checked])
      expect(answer.data).toEqual({ characters: valid.map((row, index) => ({ id: row.id, characterLevel: levels[index] })) });
  });

  it('keeps serializing leaves on a schema with an enum whose values differ from their names', async () => {
    const Kind = new GraphQLEnumType({ name: 'Kind', values: { STARTING: { value: 'starting_xp' } } });
    const schema = new GraphQLSchema({
      query: new GraphQLObjectType({ name: 'Query', fields: { kind: { type: Kind, resolve: () => 'starting_xp' } } }),
    });
    const source = '{ kind }';
    const answer = await new GraphQLExecutor(schema, undefined, 'as-resolved').execute({
      document: parse(source),
      source,
      contextValue: contextFor(admin()),
    });
    expect(answer).toEqual({ data: { kind: 'STARTING' } });
  });

  it("answers a resolver's null for a non-null field as a server fault, logged, as graphql-js does", async () => {
    const executor = new GraphQLExecutor(t.app.graphqlExecutor.schema);
    const source = 'query { characters(ids: ["x"]) { id } }';
    const type = executor.schema.getQueryType()!.getFields().characters;
    const resolve = type.resolve;
    type.resolve = () => [{ id: null }];
    try {
      const answer = await executor.execute({ document: parse(source), source, contextValue: contextFor(admin()) });
      expect(answer.errors).toHaveLength(1);
      expect(answer.errors![0].originalError).toBeInstanceOf(Error);
      expect(answer.errors![0].originalError!.message).toMatch(/^Cannot return null for non-nullable field/);
    } finally {
      type.resolve = resolve;
    }
  });
});

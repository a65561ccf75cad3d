import { buildClientSchema, getIntrospectionQuery, type IntrospectionOptions } from 'graphql';
import { INTROSPECTION_MAX_DEPTH, introspectionTooDeep } from '../../src/graphql/introspection-depth';
import { Agent, startApp, type TestApp } from '../support/http';
import { agentFor, createPersonaUsers } from '../support/personas';
import { databases, useTestDatabase } from '../support';

/** `__schema { types { ofType { ofType ... { name } } } } }` with `levels` ofType fields. */
const ofTypeChain = (levels: number) => `{ __schema { types { ${'ofType { '.repeat(levels)}name${' }'.repeat(levels)} } } }`;

// The options the IDE (GraphiQL's schema provider) and schema tools (graphql-config, codegen's URL
// loader) pass to getIntrospectionQuery, beside its defaults.
const CLIENT_OPTIONS: Array<[string, IntrospectionOptions | undefined]> = [
  ['default options', undefined],
  ["GraphiQL's", { inputValueDeprecation: false, schemaDescription: false }],
  [
    'every optional field (schema tools)',
    {
      descriptions: true,
      specifiedByUrl: true,
      directiveIsRepeatable: true,
      schemaDescription: true,
      inputValueDeprecation: true,
      oneOf: true,
    },
  ],
];

describe.each(databases())('introspection depth on %s', (kind) => {
  const db = useTestDatabase(kind);
  let t: TestApp;
  let signedIn: Agent;
  beforeAll(async () => {
    t = await startApp(db);
    signedIn = await agentFor(t.app, db.dataSource, await createPersonaUsers(db.dataSource), 'player');
  });
  afterAll(() => t.app.close());
  const anonymous = () => new Agent(t.app, '10.9.35.7');

  it.each(CLIENT_OPTIONS)(
    'getIntrospectionQuery with %s is answered to a signed-in user, refused anonymously as before',
    async (_name, options) => {
      const query = getIntrospectionQuery(options);
      const answer = await signedIn.graphql(query);
      expect(answer.body.errors).toBeUndefined();
      expect(answer.status).toBe(200);
      // the answer is a whole schema the IDE can build
      expect(buildClientSchema(answer.body.data).getQueryType()?.name).toBe('Query');

      const refused = await anonymous().graphql(query);
      expect([refused.status, refused.body.errors?.[0]?.extensions?.code]).toEqual([401, 'UNAUTHENTICATED']);
    },
  );

  it('admits ofType chains up to the limit', async () => {
    // getIntrospectionQuery's depth is 6 + typeDepth: the deepest it admits is typeDepth 14
    const deepest = await signedIn.graphql(getIntrospectionQuery({ typeDepth: INTROSPECTION_MAX_DEPTH - 6 }));
    expect([deepest.status, deepest.body.errors]).toEqual([200, undefined]);
    const tooDeep = await signedIn.graphql(getIntrospectionQuery({ typeDepth: INTROSPECTION_MAX_DEPTH - 5 }));
    expect([tooDeep.status, tooDeep.body.errors?.[0]?.message]).toEqual([400, introspectionTooDeep(INTROSPECTION_MAX_DEPTH + 1)]);
  });

  it('refuses a 35-level ofType chain with a clear error, signed in or not, before running it', async () => {
    for (const agent of [signedIn, anonymous()]) {
      const answer = await agent.graphql(ofTypeChain(35));
      expect(answer.status).toBe(400);
      expect(answer.body.data).toBeUndefined();
      // __schema, types, 35 x ofType, name
      expect(answer.body.errors.map((error: { message: string }) => error.message)).toEqual([introspectionTooDeep(38)]);
    }
  });

  it('counts the fields of fragments and __type the same way', async () => {
    const levels = 'ofType { '.repeat(20) + 'name' + ' }'.repeat(20);
    const throughFragments = await signedIn.graphql(
      `query { ...Schema } fragment Schema on Query { __schema { types { ...Deep } } } fragment Deep on __Type { ${levels} }`,
    );
    expect([throughFragments.status, throughFragments.body.errors?.[0]?.message]).toEqual([400, introspectionTooDeep(23)]);
    const throughType = await signedIn.graphql(`{ __type(name: "User") { ${levels} } }`);
    expect(throughType.status).toBe(400);
    expect(throughType.body.errors.map((error: { message: string }) => error.message)).toContain(introspectionTooDeep(22));
  });
});

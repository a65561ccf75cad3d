import {
  getNamedType,
  isEnumType,
  isInputObjectType,
  isListType,
  isNonNullType,
  isObjectType,
  type GraphQLField,
  type GraphQLInputType,
} from 'graphql';
import { buildAppSchema } from '../../src/graphql/schema';
import { API_SCOPES } from '../../src/modules/api-tokens/api-token-scopes';
import { REST_ROUTES } from '../../src/rest/routes';
import { sendEventForm } from '../support/events';
import { Agent, startApp, type Answer, type TestApp } from '../support/http';
import { agentFor, createPersonaUsers, type PersonaUsers } from '../support/personas';
import { databases, useTestDatabase } from '../support';

/**
 * An API token never does more than its owner: a player's or a staff member's token holding every
 * scope is refused every call the owner's own session is refused, on every route of the REST table
 * (and the event form and the registration answers download, outside it) and every GraphQL root field. The token may be refused more
 * (it cannot manage tokens); never less.
 */

const MISSING = 'aaaaaaaaaaaaaaaaaaaaaa36';
const REFUSED = new Set([401, 403, 'UNAUTHENTICATED', 'FORBIDDEN']);

/** A literal of the input type that passes validation (ids name nothing), so the guard decides. */
function literal(type: GraphQLInputType): string {
  if (isNonNullType(type)) return literal(type.ofType);
  if (isListType(type)) return '[]';
  if (isEnumType(type)) return type.getValues()[0].name;
  if (isInputObjectType(type)) {
    const fields = Object.values(type.getFields()).filter((field) => isNonNullType(field.type) && field.defaultValue === undefined);
    return `{ ${fields.map((field) => `${field.name}: ${literal(field.type)}`).join(', ')} }`;
  }
  const scalar = getNamedType(type).name;
  if (scalar === 'Int' || scalar === 'Float') return '1';
  if (scalar === 'Boolean') return 'false';
  if (scalar === 'JSON' || scalar === 'JSONObject') return '{}';
  if (scalar === 'DateTimeISO') return '"2026-06-01T00:00:00.000Z"';
  return `"${MISSING}"`;
}

/** `query { field(required args) { __typename } }` for one root field. */
function operationOf(kind: 'query' | 'mutation', field: GraphQLField<unknown, unknown>): string {
  const args = field.args.filter((arg) => isNonNullType(arg.type) && arg.defaultValue === undefined);
  const argText = args.length ? `(${args.map((arg) => `${arg.name}: ${literal(arg.type)}`).join(', ')})` : '';
  const selection = isObjectType(getNamedType(field.type)) ? ' { __typename }' : '';
  return `${kind} { ${field.name}${argText}${selection} }`;
}

const graphqlOutcome = (answer: Answer): number | string =>
  answer.status === 401 || answer.status === 403 ? answer.status : (answer.body?.errors?.[0]?.extensions?.code ?? 'ok');

describe.each(databases())('API tokens never beyond their owner on %s', (kind) => {
  const db = useTestDatabase(kind);
  let t: TestApp;
  let users: PersonaUsers;
  const tokens: Partial<Record<'player' | 'staff', string>> = {};

  beforeAll(async () => {
    t = await startApp(db);
    await t.app.services.gameData.loadSampleIfEmpty();
    users = await createPersonaUsers(db.dataSource);
    for (const owner of ['player', 'staff'] as const) {
      const session = await agentFor(t.app, db.dataSource, users, owner);
      const made = await session.rest('POST', '/user/api_tokens', { name: 'everything', scopes: API_SCOPES, expires_in_days: 30 });
      expect(made.status).toBe(201);
      tokens[owner] = made.body.data.token;
    }
  });
  afterAll(async () => {
    await t.app.close();
  });

  /** The owner's own browser (a fresh session per call: a call may end it) and the token, side by side. */
  async function both(owner: 'player' | 'staff', send: (agent: Agent, headers: Record<string, string>) => Promise<Answer>) {
    const session = await agentFor(t.app, db.dataSource, users, owner);
    const bySession = await send(session, {});
    const byToken = await send(new Agent(t.app, '10.35.3.1'), { authorization: `Bearer ${tokens[owner]}` });
    return { bySession, byToken };
  }

  const restCalls = [
    ...REST_ROUTES.map((route) => ({
      name: `${route.method} ${route.path}`,
      send: (agent: Agent, headers: Record<string, string>) =>
        agent.request(route.method, `/api/v1${route.path.replace(/:[a-zA-Z_]+/g, MISSING)}`, {
          ...(route.method === 'GET' ? {} : { json: {} }),
          headers,
        }),
    })),
    {
      name: 'GET /events/:id/registration_answers.csv',
      send: (agent: Agent, headers: Record<string, string>) =>
        agent.request('GET', `/api/v1/events/${MISSING}/registration_answers.csv`, { headers }),
    },
    {
      name: 'POST /events (multipart)',
      send: (agent: Agent, headers: Record<string, string>) =>
        sendEventForm(agent, 'POST', '/events', { event_title: 'X' }, undefined, { 'x-requested-with': 'XMLHttpRequest', ...headers }),
    },
    {
      name: 'PATCH /events/:id (multipart)',
      send: (agent: Agent, headers: Record<string, string>) =>
        sendEventForm(agent, 'PATCH', `/events/${MISSING}`, { event_title: 'X' }, undefined, {
          'x-requested-with': 'XMLHttpRequest',
          ...headers,
        }),
    },
  ];

  it.each(['player', 'staff'] as const)("a %s's token with every scope is refused every REST call its owner is refused", async (owner) => {
    const looser: string[] = [];
    let refusedToOwner = 0;
    for (const call of restCalls) {
      const { bySession, byToken } = await both(owner, call.send);
      if (!REFUSED.has(bySession.status)) continue;
      refusedToOwner += 1;
      if (!REFUSED.has(byToken.status)) looser.push(`${call.name}: owner ${bySession.status}, token ${byToken.status}`);
    }
    expect(looser).toEqual([]);
    expect(refusedToOwner).toBeGreaterThan(10);
  });

  it.each(['player', 'staff'] as const)(
    "a %s's token with every scope is refused every GraphQL root field its owner is refused",
    async (owner) => {
      const schema = await buildAppSchema();
      const operations = [
        ...Object.values(schema.getQueryType()!.getFields()).map((field) => operationOf('query', field)),
        ...Object.values(schema.getMutationType()!.getFields()).map((field) => operationOf('mutation', field)),
      ];
      const looser: string[] = [];
      const invalid: string[] = [];
      let refusedToOwner = 0;
      for (const query of operations) {
        const { bySession, byToken } = await both(owner, (agent, headers) =>
          agent.request('POST', '/graphql', { json: { query }, headers }),
        );
        const ownerOutcome = graphqlOutcome(bySession);
        if (ownerOutcome === 'GRAPHQL_VALIDATION_FAILED') invalid.push(query);
        if (!REFUSED.has(ownerOutcome)) continue;
        refusedToOwner += 1;
        if (!REFUSED.has(graphqlOutcome(byToken))) looser.push(`${query}: owner ${ownerOutcome}, token ${graphqlOutcome(byToken)}`);
      }
      // every operation reached its guard (the literals are valid), and the staff and admin fields were among them
      expect(invalid).toEqual([]);
      expect(looser).toEqual([]);
      expect(refusedToOwner).toBeGreaterThan(10);
    },
  );
});

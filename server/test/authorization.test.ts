import type { GraphQLSchema } from 'graphql';
import type { CallDefinition } from '../src/calls/call-definition';
import { ApiToken } from '../src/db/entities/integrator.entities';
import { withTransaction } from '../src/db/transaction';
import { rootFieldCalls } from '../src/graphql/call-field';
import { buildAppSchema } from '../src/graphql/schema';
import { roleOfRule } from '../src/modules/accounts/accounts.policy';
import { hashToken, newSecretToken } from '../src/modules/accounts/tokens';
import { API_SCOPES, scopesAllow } from '../src/modules/api-tokens/api-token-scopes';
import { API_TOKEN_MESSAGES } from '../src/modules/api-tokens/api-tokens.messages';
import { splitScope } from '../src/calls/call-definition';
import { Agent, startApp, type Answer, type TestApp } from './support/http';
import { agentFor, createPersonaUsers, PERSONAS, type Persona, type PersonaUsers } from './support/personas';
import { databases, useTestDatabase } from './support';
import { graphqlRequest, restRequest } from './support/call-requests';
import { declaredCalls } from './support/declared-calls';
import { SESSION_ONLY_CALLS, SPEC_AUDIENCES, type Audience } from './support/spec-audiences';

/**
 * The authorization matrix: every declared call, on each transport that serves it (each REST route
 * and each GraphQL root field pointing at its definition), is really called by every persona and by
 * API tokens, and each answer is checked against the spec's audience for the call (SPEC_AUDIENCES),
 * never against the definition under test. The requests are made from the routes and fields alone
 * (support/call-requests.ts), so a new call gets its rows without anyone writing them.
 */

const CALLS = declaredCalls();

/** What a persona should get from a call for `audience`: refused (401 signed out, 403 without the role) or let through. */
function expectedFor(audience: Audience, persona: Persona): 'allowed' | 'signed out' | 'forbidden' {
  if (audience === 'anyone') return 'allowed';
  if (persona === 'anonymous' || persona === 'unverified') return 'signed out';
  const rank: Record<Audience, number> = { anyone: 0, player: 1, staff: 2, admin: 3 };
  return rank[persona] >= rank[audience] ? 'allowed' : 'forbidden';
}

const REFUSALS = {
  rest: { 'signed out': '401', forbidden: '403' },
  graphql: { 'signed out': 'UNAUTHENTICATED', forbidden: 'FORBIDDEN' },
} as const;

/**
 * A call's answer as the matrix compares it: the refusal (401 / 403, or GraphQL's UNAUTHENTICATED /
 * FORBIDDEN), 'allowed' for an answer a caller the call admits gets to the generated request (done,
 * refused input, not found, a conflict), and anything else in full, so a 500 or a rate limit shows.
 */
function outcomeOf(transport: 'rest' | 'graphql', answer: Answer): string {
  if (transport === 'rest') {
    if ((answer.status >= 200 && answer.status < 300) || [400, 404, 409].includes(answer.status)) return 'allowed';
    if (answer.status === 401 || answer.status === 403) return String(answer.status);
    return `unexpected ${answer.status} ${JSON.stringify(answer.body).slice(0, 200)}`;
  }
  const error = answer.body?.errors?.[0];
  if (!error) return answer.status === 200 ? 'allowed' : `unexpected ${answer.status}`;
  const code = error.extensions?.code as string | undefined;
  // only an error of the field itself (it has a path) shows the call was let through: a variable GraphQL refused runs nothing
  if (error.path && (code === 'BAD_USER_INPUT' || code === 'NOT_FOUND' || code === 'CONFLICT')) return 'allowed';
  if (code === 'UNAUTHENTICATED' || code === 'FORBIDDEN') return code;
  return `unexpected ${answer.status} ${code} ${error.message}`;
}

/** A token's answer: the refusal with its message (the status on REST, the code on GraphQL), else as outcomeOf. */
function tokenOutcomeOf(transport: 'rest' | 'graphql', answer: Answer): string {
  const outcome = outcomeOf(transport, answer);
  if (outcome !== '403' && outcome !== 'FORBIDDEN') return outcome;
  const message = transport === 'rest' ? answer.body?.message : answer.body?.errors?.[0]?.message;
  return `${outcome} ${message}`;
}

/** A client holding only an API token (no cookie). */
class BearerAgent extends Agent {
  constructor(
    app: TestApp['app'],
    private readonly token: string,
  ) {
    super(app, '10.77.0.2');
  }
  override request(...[method, url, options = {}]: Parameters<Agent['request']>): Promise<Answer> {
    return super.request(method, url, { ...options, headers: { authorization: `Bearer ${this.token}`, ...options.headers } });
  }
}

/** Each way to reach a call: a label ("GET /api/v1/x", "mutation y") and the generated request. */
interface Transport {
  label: string;
  kind: 'rest' | 'graphql';
  send: (agent: Agent) => Promise<Answer>;
}

function transportsOf(t: TestApp, schema: GraphQLSchema, call: CallDefinition): Transport[] {
  const rest = t.app.routeCalls
    .filter((route) => route.call === call && route.method !== 'HEAD')
    .map((route): Transport => ({ label: `${route.method} ${route.url}`, kind: 'rest', send: restRequest(route.method, route.url) }));
  const graphql = [...rootFieldCalls(schema)]
    .filter(([, served]) => served === call)
    .map(([field]): Transport => {
      const [kind, name] = field.split(' ') as ['query' | 'mutation', string];
      return { label: field, kind: 'graphql', send: graphqlRequest(schema, kind, name) };
    });
  return [...rest, ...graphql];
}

describe.each(databases())('authorization on %s', (kind) => {
  const db = useTestDatabase(kind);
  let t: TestApp;
  let schema: GraphQLSchema;
  let users: PersonaUsers;
  const tokens = new Map<string, Promise<string>>();

  beforeAll(async () => {
    t = await startApp(db);
    // the game data calls need the game data main.ts loads on an empty database
    await t.app.services.gameData.loadSampleIfEmpty();
    users = await createPersonaUsers(db.dataSource);
    schema = await buildAppSchema();
  });
  afterAll(async () => {
    await t.app.close();
  });

  /** A token of `owner` holding `scopes` (made once per owner and scopes, written as the service writes it). */
  function tokenOf(owner: 'player' | 'staff' | 'admin', scopes: readonly string[]): Promise<string> {
    const key = `${owner} ${scopes.join(' ')}`;
    let made = tokens.get(key);
    if (!made) {
      const token = `larp_${newSecretToken()}`;
      made = withTransaction(db.dataSource, (manager) =>
        manager.save(
          manager.create(ApiToken, {
            userId: users[owner].id,
            name: 'matrix',
            tokenHash: hashToken(token),
            tokenPrefix: token.slice(0, 11),
            scopes: [...scopes],
            expiresAt: new Date('2999-01-01T00:00:00Z'),
            revokedAt: null,
            lastUsedAt: null,
            createdAt: new Date(),
          }),
        ),
      ).then(() => token);
      tokens.set(key, made);
    }
    return made;
  }

  it.each(CALLS.map((call) => [call.name, call] as const))('%s answers each persona and token as the spec says', async (_name, call) => {
    const audience = SPEC_AUDIENCES[call.name];
    expect({ call: call.name, audience }).toEqual({ call: call.name, audience: expect.any(String) });
    const transports = transportsOf(t, schema, call);
    expect(transports.length).toBeGreaterThan(0);
    // one session per persona for the call's transports; the rows of one call run side by side
    const agents = await Promise.all(PERSONAS.map((persona) => agentFor(t.app, db.dataSource, users, persona)));
    const expected: Record<string, string> = {};
    const answers: Array<Promise<readonly [string, string]>> = [];
    const ask = (label: string, wanted: string, answer: () => Promise<string>) => {
      expected[label] = wanted;
      answers.push(answer().then((outcome) => [label, outcome] as const));
    };
    for (const transport of transports) {
      PERSONAS.forEach((persona, index) => {
        const wanted = expectedFor(audience, persona);
        ask(`${transport.label} as ${persona}`, wanted === 'allowed' ? wanted : REFUSALS[transport.kind][wanted], async () =>
          outcomeOf(transport.kind, await transport.send(agents[index])),
        );
      });
      // a public call takes no scope: a token without one is answered as anyone is (api-tokens.test.ts)
      if (audience === 'anyone' || call.scope === 'none') continue;
      const owner = audience;
      const scope = call.scope;
      const { domain, access } = splitScope(scope);
      // every scope but those covering the call's (write covers read)
      const lacking = API_SCOPES.filter((other) => !scopesAllow([other], domain, access));
      ask(
        `${transport.label} with a token lacking ${scope}`,
        `${REFUSALS[transport.kind].forbidden} ${API_TOKEN_MESSAGES.scopeMissing(scope)}`,
        async () => tokenOutcomeOf(transport.kind, await transport.send(new BearerAgent(t.app, await tokenOf(owner, lacking)))),
      );
      // what a token gets from the calls that manage tokens is api-tokens.test.ts's: never more than a refusal
      if (SESSION_ONLY_CALLS.has(call.name)) continue;
      ask(`${transport.label} with a token holding only ${scope}`, 'allowed', async () =>
        tokenOutcomeOf(transport.kind, await transport.send(new BearerAgent(t.app, await tokenOf(owner, [scope])))),
      );
    }
    expect(Object.fromEntries(await Promise.all(answers))).toEqual(expected);
  });

  /** Answers that depend on what is asked, beyond the call's own audience. */
  const BEYOND_AUDIENCE: Array<{ name: string; audience: Audience; kind: 'rest' | 'graphql'; send: (agent: Agent) => Promise<Answer> }> = [
    {
      name: 'GET /api/v1/events?include=survey_response_count (survey counts are for staff)',
      audience: 'staff',
      kind: 'rest',
      send: (agent) => agent.rest('GET', '/events?include=survey_response_count'),
    },
    {
      name: 'GET /api/v1/events/paged?include=survey_response_count (survey counts are for staff)',
      audience: 'staff',
      kind: 'rest',
      send: (agent) => agent.rest('GET', '/events/paged?window=past&include=survey_response_count'),
    },
    {
      name: 'GraphQL introspection (for signed-in accounts)',
      audience: 'player',
      kind: 'graphql',
      send: (agent) => agent.graphql('{ __schema { queryType { name } } }'),
    },
  ];
  it.each(BEYOND_AUDIENCE.map((row) => [row.name, row] as const))('%s answers each persona as the spec says', async (_name, row) => {
    const actual: Record<string, string> = {};
    const expected: Record<string, string> = {};
    for (const persona of PERSONAS) {
      const wanted = expectedFor(row.audience, persona);
      expected[persona] = wanted === 'allowed' ? wanted : REFUSALS[row.kind][wanted];
      actual[persona] = outcomeOf(row.kind, await row.send(await agentFor(t.app, db.dataSource, users, persona)));
    }
    expect(actual).toEqual(expected);
  });
});

describe('the authorization matrix', () => {
  it('has the spec audience of every call, and each definition declares the same access', () => {
    const declaredAudience = (call: CallDefinition): Audience =>
      call.access === 'public' ? 'anyone' : call.access === 'signedIn' ? 'player' : roleOfRule(call.access);
    expect(CALLS.filter((call) => !(call.name in SPEC_AUDIENCES)).map((call) => call.name)).toEqual([]);
    expect(
      CALLS.filter((call) => declaredAudience(call) !== SPEC_AUDIENCES[call.name]).map(
        (call) => `${call.name}: declares ${declaredAudience(call)}, the spec says ${SPEC_AUDIENCES[call.name]}`,
      ),
    ).toEqual([]);
    // no audience for a call that is gone
    const names = new Set(CALLS.map((call) => call.name));
    expect(Object.keys(SPEC_AUDIENCES).filter((name) => !names.has(name))).toEqual([]);
  });
});

import { User } from '../src/db/entities/user.entity';
import { viewerAbilities } from '../src/graphql/viewer.resolver';
import { EVENT_POLICY } from '../src/modules/events/events.policy';
import { ACCOUNT_POLICY } from '../src/modules/accounts/accounts.policy';
import { CHARACTER_POLICY } from '../src/modules/characters/characters.policy';
import { CHECKIN_POLICY } from '../src/modules/checkin/checkin.policy';
import { RULESET_POLICY } from '../src/modules/rulesets/rulesets.policy';
import { SAVED_QUERY_POLICY } from '../src/modules/saved-queries/saved-queries.policy';
import { STAFF_LIST_POLICY } from '../src/modules/staff-lists/staff-lists.policy';
import { WEBHOOK_POLICY } from '../src/modules/webhooks/webhooks.policy';
import { SITE_POLICY } from '../src/modules/site/site.policy';
import { ABILITIES } from '../src/modules/viewer/viewer.abilities';
import { MESSAGE_POLICY } from '../src/modules/messages/messages.policy';
import { databases, useTestDatabase } from './support';
import { createUser } from './support/accounts';
import { Agent, startApp, type TestApp } from './support/http';

const userWith = (roles: User['roles']) => Object.assign(new User(), { id: 'u', verified: true, roles });

const NONE = {
  manageEvents: false,
  reviewRegistrations: false,
  sendMessages: false,
  viewWaitlist: false,
  reviewAttendance: false,
  viewSurveyCounts: false,
  finalizeEvents: false,
  manageCharacters: false,
  manageUsers: false,
  viewStaffArea: false,
  manageRulesets: false,
  runCheckin: false,
  decideCheckins: false,
  manageWebhooks: false,
  useGraphiql: false,
  manageSavedQueries: false,
  manageSite: false,
};
const STAFF = {
  ...NONE,
  viewWaitlist: true,
  reviewAttendance: true,
  viewSurveyCounts: true,
  runCheckin: true,
  useGraphiql: true,
  manageSavedQueries: true,
};
const ADMIN = Object.fromEntries(Object.keys(NONE).map((name) => [name, true]));

describe('viewer { can }: the abilities come from the domain policies', () => {
  it.each([
    ['signed out', null, NONE],
    ['an unverified account', Object.assign(new User(), { id: 'u', verified: false, roles: [] }), NONE],
    ['a player', userWith([]), NONE],
    ['staff', userWith(['staff']), STAFF],
    ['an admin', userWith(['admin']), ADMIN],
    ['an admin who is also staff', userWith(['staff', 'admin']), ADMIN],
  ] as const)('%s', (_who, user, expected) => {
    expect(viewerAbilities(user)).toEqual(expected);
  });

  it('names the roles the services check', () => {
    expect(EVENT_POLICY).toEqual({
      manage: 'admin',
      reviewRegistrations: 'admin',
      viewWaitlist: 'staff',
      finalize: 'admin',
      reviewAttendance: 'staff',
      viewSurveyCounts: 'staff',
      viewAllRegistrations: 'staff',
      viewUnpublished: 'admin',
    });
    expect(CHARACTER_POLICY).toEqual({ manageAll: 'admin' });
    expect(ACCOUNT_POLICY).toEqual({ manageUsers: 'admin' });
    expect(RULESET_POLICY).toEqual({ manage: 'admin', readAnyNotices: 'staff' });
    expect(CHECKIN_POLICY).toEqual({ run: 'staff', decide: 'admin' });
    expect(WEBHOOK_POLICY).toEqual({ manage: 'admin' });
    expect(MESSAGE_POLICY).toEqual({ send: 'admin' });
    expect(SITE_POLICY).toEqual({ manage: 'admin' });
    expect(SAVED_QUERY_POLICY).toEqual({ useGraphiql: 'staff', manage: 'staff' });
    expect(STAFF_LIST_POLICY).toEqual({ viewDashboard: 'admin', listCharacters: 'admin', listUsers: 'admin', viewShardLedger: 'admin' });
  });

  it('lists in GraphQL every ability of the registry', () => {
    expect(Object.keys(viewerAbilities(null)).sort()).toEqual(Object.keys(ABILITIES).sort());
  });
});

describe.each(databases())('viewer through GraphQL on %s', (kind) => {
  const db = useTestDatabase(kind);
  let t: TestApp;
  beforeAll(async () => {
    t = await startApp(db);
  });
  afterAll(async () => {
    await t.app.close();
  });

  it('answers signed out, as a player and as staff', async () => {
    const query = '{ viewer { signedIn can { manageEvents reviewAttendance } } }';
    const anonymous = new Agent(t.app);
    expect((await anonymous.graphql(query)).body.data).toEqual({
      viewer: { signedIn: false, can: { manageEvents: false, reviewAttendance: false } },
    });
    for (const [roles, staff] of [
      [[], false],
      [['staff'], true],
    ] as const) {
      const user = await createUser(db.dataSource, { roles: [...roles] });
      const agent = new Agent(t.app);
      const login = await agent.graphql('mutation Login($input: LoginInput!) { login(input: $input) { id } }', {
        input: { email: user.email, password: user.password },
      });
      expect(login.body.data.login.id).toBe(user.id);
      expect((await agent.graphql(query)).body.data).toEqual({
        viewer: { signedIn: true, can: { manageEvents: false, reviewAttendance: staff } },
      });
    }
  });

  it('gives the same abilities through REST GET /api/v1/viewer and with the signed-in user (User.can)', async () => {
    const snake = (name: string) => name.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`);
    const inSnakeCase = (abilities: Record<string, boolean>) =>
      Object.fromEntries(Object.entries(abilities).map(([name, value]) => [snake(name), value]));
    const anonymous = new Agent(t.app);
    const signedOut = await anonymous.rest('GET', '/viewer');
    expect(signedOut.status).toBe(200);
    expect(signedOut.body).toEqual({ data: { signed_in: false, can: inSnakeCase(NONE) } });
    for (const [roles, expected] of [
      [[], NONE],
      [['staff'], STAFF],
      [['admin'], ADMIN],
    ] as const) {
      const user = await createUser(db.dataSource, { roles: [...roles] });
      const agent = new Agent(t.app);
      const fields = Object.keys(NONE).join(' ');
      const login = await agent.graphql(`mutation Login($input: LoginInput!) { login(input: $input) { id can { ${fields} } } }`, {
        input: { email: user.email, password: user.password },
      });
      expect(login.body.data.login).toEqual({ id: user.id, can: expected });
      const current = await agent.graphql(`{ currentUser { can { ${fields} } } viewer { can { ${fields} } } }`);
      expect(current.body.data).toEqual({ currentUser: { can: expected }, viewer: { can: expected } });
      const rest = await agent.rest('GET', '/viewer');
      expect(rest.body).toEqual({ data: { signed_in: true, can: inSnakeCase(expected) } });
    }
  });
});

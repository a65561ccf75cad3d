import { User } from '../src/db/entities/user.entity';
import { viewerAbilities } from '../src/graphql/viewer.resolver';
import { EVENT_POLICY } from '../src/modules/events/events.policy';
import { ACCOUNT_POLICY } from '../src/modules/accounts/accounts.policy';
import { CHARACTER_POLICY } from '../src/modules/characters/characters.policy';
import { databases, useTestDatabase } from './support';
import { createUser } from './support/accounts';
import { Agent, startApp, type TestApp } from './support/http';

const userWith = (roles: User['roles']) => Object.assign(new User(), { id: 'u', verified: true, roles });

describe('viewer { can }: the abilities come from the domain policies', () => {
  it.each([
    [
      'signed out',
      null,
      {
        manageEvents: false,
        reviewRegistrations: false,
        viewWaitlist: false,
        reviewAttendance: false,
        finalizeEvents: false,
        manageCharacters: false,
        manageUsers: false,
      },
    ],
    [
      'a player',
      userWith([]),
      {
        manageEvents: false,
        reviewRegistrations: false,
        viewWaitlist: false,
        reviewAttendance: false,
        finalizeEvents: false,
        manageCharacters: false,
        manageUsers: false,
      },
    ],
    [
      'staff',
      userWith(['staff']),
      {
        manageEvents: false,
        reviewRegistrations: false,
        viewWaitlist: true,
        reviewAttendance: true,
        finalizeEvents: false,
        manageCharacters: false,
        manageUsers: false,
      },
    ],
    [
      'an admin',
      userWith(['admin']),
      {
        manageEvents: true,
        reviewRegistrations: true,
        viewWaitlist: true,
        reviewAttendance: true,
        finalizeEvents: true,
        manageCharacters: true,
        manageUsers: true,
      },
    ],
  ] as const)('%s', (_who, user, expected) => {
    expect({ ...viewerAbilities(user) }).toEqual(expected);
  });

  it('names the roles the services check', () => {
    expect(EVENT_POLICY).toEqual({
      manage: 'admin',
      reviewRegistrations: 'admin',
      viewWaitlist: 'staff',
      finalize: 'admin',
      reviewAttendance: 'staff',
    });
    expect(CHARACTER_POLICY).toEqual({ manageAll: 'admin' });
    expect(ACCOUNT_POLICY).toEqual({ manageUsers: 'admin' });
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
});

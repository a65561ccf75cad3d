import type { Abilities, SignedInUser } from '../features/accounts/session';

/**
 * The abilities the server's policies give a player, a staff member and an admin
 * (server/src/modules/viewer/viewer.abilities.ts; server/test/viewer.test.ts asserts the same tables):
 * the answers the tests' mocked sessions carry.
 */
export const PLAYER_ABILITIES: Abilities & { __typename: 'ViewerAbilities' } = {
  __typename: 'ViewerAbilities',
  manageEvents: false,
  reviewRegistrations: false,
  sendMessages: false,
  reviewAttendance: false,
  viewSurveyCounts: false,
  runCheckin: false,
  decideCheckins: false,
  manageCharacters: false,
  manageUsers: false,
  viewStaffArea: false,
  useGraphiql: false,
};

export const STAFF_ABILITIES: typeof PLAYER_ABILITIES = {
  ...PLAYER_ABILITIES,
  reviewAttendance: true,
  viewSurveyCounts: true,
  runCheckin: true,
  useGraphiql: true,
};

export const ADMIN_ABILITIES: typeof PLAYER_ABILITIES = {
  __typename: 'ViewerAbilities',
  manageEvents: true,
  reviewRegistrations: true,
  sendMessages: true,
  reviewAttendance: true,
  viewSurveyCounts: true,
  runCheckin: true,
  decideCheckins: true,
  manageCharacters: true,
  manageUsers: true,
  viewStaffArea: true,
  useGraphiql: true,
};

/** A mocked session's abilities for its stored roles (test data only: the app never derives them). */
export const abilitiesOfTestRoles = (roles: readonly string[]): typeof PLAYER_ABILITIES =>
  roles.includes('ADMIN') ? ADMIN_ABILITIES : roles.includes('STAFF') ? STAFF_ABILITIES : PLAYER_ABILITIES;

/** A signed-in player as the signed-in layout's loader leaves them in the cache. */
export const SIGNED_IN_PLAYER: SignedInUser & { __typename: 'User' } = {
  __typename: 'User',
  id: 'u1',
  firstName: 'Ada',
  lastName: 'Lovelace',
  email: 'ada@example.com',
  roles: [],
  shardTotal: 0,
  xpTokenPurchased: false,
  can: PLAYER_ABILITIES,
};

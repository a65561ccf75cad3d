import type { UserRole } from '../graphql/generated/graphql';

/** A player as the staff players connection answers one (Manage Shards, Manage Roles, the player pickers). */
export function staffUserRow(
  id: string,
  firstName: string,
  lastName: string,
  more: Partial<{ email: string; verified: boolean; roles: UserRole[]; shardTotal: number; characterCount: number; erased: boolean }> = {},
) {
  return {
    __typename: 'StaffUserRow' as const,
    id,
    firstName,
    lastName,
    email: `${id}@example.com`,
    verified: true,
    roles: [] as UserRole[],
    shardTotal: 0,
    characterCount: 0,
    erased: false,
    ...more,
  };
}

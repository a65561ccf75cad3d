import { closedSetEnum } from '../../../graphql/closed-set-enum';
import type { UserRole } from '../../../db/entities/user.entity';

/** The stored roles of a user as GraphQL names them. */
export const UserRoleEnum = closedSetEnum<UserRole>(
  'UserRole',
  'A role a user holds beside being a player (every verified user is a player).',
  {
    staff: 'Staff: reviews the attendance of any event and reads survey counts.',
    admin: 'Admin: manages characters, users, events, XP, shards, deaths, roles and rulesets, and finalizes events.',
  },
);

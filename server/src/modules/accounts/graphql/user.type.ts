import { ScopeDomain } from '../../../graphql/call-field';
import { Kind, type GraphQLResolveInfo } from 'graphql';
import { Field, ID, Int, ObjectType } from 'type-graphql';
import type { User } from '../../../db/entities/user.entity';
import { UserRoleEnum } from './user-role.enum';

/** A user as GraphQL shows it; built from the entity by `toUserType` (entities are not GraphQL types). */
@ScopeDomain('account')
@ObjectType('User', { description: 'A user account: a player, and maybe staff or admin.', simpleResolvers: true })
export class UserType {
  @Field(() => ID, { description: 'The unique id of this record.' })
  id: string;

  @Field({ description: 'First name.' })
  firstName: string;

  @Field({ description: 'Last name.' })
  lastName: string;

  @Field({ description: 'E-mail address.' })
  email: string;

  @Field({ description: 'Whether the user confirmed their e-mail address.' })
  verified: boolean;

  @Field(() => [UserRoleEnum], { description: 'Stored roles: staff, admin. Every verified user is also a player.' })
  roles: string[];

  @Field(() => Int, { description: "The user's shards." })
  shardTotal: number;

  @Field({ description: 'Whether the user bought an XP token (one per player, for the next event).' })
  xpTokenPurchased: boolean;

  @Field({ description: 'Whether the user agrees to receive news mail.' })
  emailConsent: boolean;
}

export function toUserType(user: User): UserType {
  const type = new UserType();
  type.id = user.id;
  type.firstName = user.firstName;
  type.lastName = user.lastName;
  type.email = user.email;
  type.verified = user.verified;
  // a row reader's roles are frozen and shared (fast-paths/shared-json.ts): nothing can change them; others are copied
  type.roles = Object.isFrozen(user.roles) ? user.roles : [...user.roles];
  type.shardTotal = user.shardTotal;
  type.xpTokenPurchased = user.xpTokenPurchased;
  type.emailConsent = user.emailConsent;
  return type;
}

/** The user's columns behind UserType's fields (each field is the column of its name). */
export const USER_TYPE_COLUMNS = [
  'id',
  'firstName',
  'lastName',
  'email',
  'verified',
  'roles',
  'shardTotal',
  'xpTokenPurchased',
  'emailConsent',
] as const;
export type UserTypeColumn = (typeof USER_TYPE_COLUMNS)[number];

/**
 * The columns a selection of UserType asks for (the walk-in picker asks names and email of every
 * user: the rest of each row is not read); every column when it uses fragments or asks __typename only.
 */
export function askedUserColumns(info: GraphQLResolveInfo): UserTypeColumn[] {
  const selections = info.fieldNodes.flatMap((node) => node.selectionSet?.selections ?? []);
  const names = new Set<string>(['id']);
  for (const selection of selections) {
    if (selection.kind !== Kind.FIELD) return [...USER_TYPE_COLUMNS];
    names.add(selection.name.value);
  }
  return USER_TYPE_COLUMNS.filter((column) => names.has(column));
}

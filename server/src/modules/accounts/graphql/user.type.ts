import { Field, ID, Int, ObjectType } from 'type-graphql';
import type { User } from '../../../db/entities/user.entity';

/** A user as GraphQL shows it; built from the entity by `toUserType` (entities are not GraphQL types). */
@ObjectType('User', { simpleResolvers: true })
export class UserType {
  @Field(() => ID)
  id: string;

  @Field()
  firstName: string;

  @Field()
  lastName: string;

  @Field()
  email: string;

  @Field()
  verified: boolean;

  @Field(() => [String], { description: 'Stored roles: staff, admin. Every verified user is also a player.' })
  roles: string[];

  @Field(() => Int)
  shardTotal: number;

  @Field()
  xpTokenPurchased: boolean;

  @Field()
  emailConsent: boolean;
}

export function toUserType(user: User): UserType {
  return Object.assign(new UserType(), {
    id: user.id,
    firstName: user.firstName,
    lastName: user.lastName,
    email: user.email,
    verified: user.verified,
    roles: [...user.roles],
    shardTotal: user.shardTotal,
    xpTokenPurchased: user.xpTokenPurchased,
    emailConsent: user.emailConsent,
  });
}

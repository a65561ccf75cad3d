import { ScopeDomain } from '../../../graphql/call-field';
import { Field, ID, InputType, ObjectType } from 'type-graphql';
import { UserType } from '../../accounts/graphql/user.type';

@ScopeDomain('account')
@ObjectType('AccountSession', { description: 'A signed-in browser of the current user.' })
export class AccountSessionType {
  @Field(() => ID, { description: 'A public id (not the stored key of the session).' })
  id: string;

  @Field(() => String, { nullable: true, description: "The browser's User-Agent at sign-in." })
  device: string | null;

  @Field()
  createdAt: Date;

  @Field()
  lastSeen: Date;

  @Field()
  expiresAt: Date;

  @Field({ description: 'The session of this request.' })
  current: boolean;
}

@ScopeDomain('account')
@ObjectType('AccountDeletion', { description: 'A scheduled erasure of the current account.' })
export class AccountDeletionType {
  @Field()
  scheduled: boolean;

  @Field(() => Date, { nullable: true })
  requestedAt: Date | null;

  @Field(() => Date, { nullable: true, description: 'When the account will be erased.' })
  eraseAt: Date | null;
}

@ScopeDomain('account')
@ObjectType('ProfileResult')
export class ProfileResultType {
  @Field(() => UserType)
  user: UserType;

  @Field(() => String, { nullable: true, description: 'A new address waiting for its confirmation link.' })
  pendingEmail: string | null;

  @Field()
  message: string;
}

@InputType('UpdateProfileInput')
export class UpdateProfileInput {
  @Field(() => String, { nullable: true })
  firstName?: string;

  @Field(() => String, { nullable: true })
  lastName?: string;

  @Field(() => String, { nullable: true, description: 'A new address counts once its confirmation link is opened.' })
  email?: string;

  @Field(() => Boolean, { nullable: true })
  emailConsent?: boolean;
}

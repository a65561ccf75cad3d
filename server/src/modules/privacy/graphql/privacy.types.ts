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

  @Field({ description: 'When this session signed in.' })
  createdAt: Date;

  @Field({ description: 'When this session last made a request.' })
  lastSeen: Date;

  @Field({ description: 'When this session ends unless used again.' })
  expiresAt: Date;

  @Field({ description: 'The session of this request.' })
  current: boolean;
}

@ScopeDomain('account')
@ObjectType('AccountDeletion', { description: 'A scheduled erasure of the current account.' })
export class AccountDeletionType {
  @Field({ description: 'Whether a deletion is pending (it can still be cancelled).' })
  scheduled: boolean;

  @Field(() => Date, { description: 'When the deletion was requested; null when none is pending.', nullable: true })
  requestedAt: Date | null;

  @Field(() => Date, { nullable: true, description: 'When the account will be erased.' })
  eraseAt: Date | null;
}

@ScopeDomain('account')
@ObjectType('ProfileResult', { description: 'A changed profile and the message to show.' })
export class ProfileResultType {
  @Field(() => UserType, { description: 'The account after the change.' })
  user: UserType;

  @Field(() => String, { nullable: true, description: 'A new address waiting for its confirmation link.' })
  pendingEmail: string | null;

  @Field({ description: 'The confirmation text to show the user.' })
  message: string;
}

@InputType('UpdateProfileInput', { description: 'Profile changes; a field left out keeps its value.' })
export class UpdateProfileInput {
  @Field(() => String, { description: 'First name.', nullable: true })
  firstName?: string;

  @Field(() => String, { description: 'Last name.', nullable: true })
  lastName?: string;

  @Field(() => String, { nullable: true, description: 'A new address counts once its confirmation link is opened.' })
  email?: string;

  @Field(() => Boolean, { description: 'Whether the player agrees to receive news mail.', nullable: true })
  emailConsent?: boolean;
}

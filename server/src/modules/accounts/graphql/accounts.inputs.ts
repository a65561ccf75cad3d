import { Field, ID, InputType } from 'type-graphql';
import { UserRoleEnum } from './user-role.enum';

/*
 * Fields are optional in the schema on purpose: a missing field gets the spec's own message from the
 * service ('Please fill out all fields', ...) instead of a generic GraphQL variable error. The
 * input is checked by the call's one contract (accounts.inputs.ts), which the resolver hands it to.
 */

@InputType({ description: 'A new account: name, e-mail, password and consents.' })
export class SignupInput {
  @Field({ description: 'First name.', nullable: true })
  firstName?: string;

  @Field({ description: 'Last name.', nullable: true })
  lastName?: string;

  @Field({ description: "E-mail address (the account's sign-in).", nullable: true })
  email?: string;

  @Field({ description: 'Password.', nullable: true })
  password?: string;

  @Field({ description: 'Password again, to catch typos.', nullable: true })
  passwordConfirm?: string;

  @Field({ description: 'Whether the privacy statement is accepted (required).', nullable: true })
  privacyStatementAccepted?: boolean;

  @Field({ description: 'Whether the player agrees to receive news mail.', nullable: true })
  emailConsent?: boolean;
}

@InputType({ description: 'An e-mail address and password to sign in with.' })
export class LoginInput {
  @Field({ description: "The account's e-mail address.", nullable: true })
  email?: string;

  @Field({ description: "The account's password.", nullable: true })
  password?: string;
}

@InputType({ description: 'A new password, with the token from the reset mail.' })
export class ResetPasswordInput {
  @Field({ description: 'The one-time token from the link in the e-mail.' })
  token: string;

  @Field({ description: 'The new password.', nullable: true })
  password?: string;

  @Field({ description: 'The new password again, to catch typos.', nullable: true })
  passwordConfirm?: string;
}

@InputType({ description: 'A password change: the current password and the new one twice.' })
export class UpdatePasswordInput {
  @Field({ description: 'The current password.', nullable: true })
  passwordCurrent?: string;

  @Field({ description: 'The new password.', nullable: true })
  password?: string;

  @Field({ description: 'The new password again, to catch typos.', nullable: true })
  passwordConfirm?: string;
}

@InputType({ description: 'The token from the verification mail, and the privacy statement consent.' })
export class VerifyAccountInput {
  @Field({ description: 'The one-time token from the link in the e-mail.' })
  token: string;

  @Field({ description: 'Whether the privacy statement is accepted.', nullable: true })
  privacyStatementAccepted?: boolean;
}

@InputType({ description: 'The roles one user is to have.' })
export class UserRolesInput {
  @Field(() => ID, { description: "The user's id." })
  userId: string;

  @Field(() => [UserRoleEnum], { description: "The user's roles (staff, admin); an empty list makes them a player only." })
  roles: string[];
}

import { Field, ID, InputType } from 'type-graphql';

/*
 * Fields are optional in the schema on purpose: a missing field gets the spec's own message from the
 * service ('Please fill out all fields', ...) instead of a generic GraphQL variable error. The
 * input is checked by the call's one contract (accounts.inputs.ts), which the resolver hands it to.
 */

@InputType()
export class SignupInput {
  @Field({ nullable: true })
  firstName?: string;

  @Field({ nullable: true })
  lastName?: string;

  @Field({ nullable: true })
  email?: string;

  @Field({ nullable: true })
  password?: string;

  @Field({ nullable: true })
  passwordConfirm?: string;

  @Field({ nullable: true })
  privacyStatementAccepted?: boolean;

  @Field({ nullable: true })
  emailConsent?: boolean;
}

@InputType()
export class LoginInput {
  @Field({ nullable: true })
  email?: string;

  @Field({ nullable: true })
  password?: string;
}

@InputType()
export class ResetPasswordInput {
  @Field()
  token: string;

  @Field({ nullable: true })
  password?: string;

  @Field({ nullable: true })
  passwordConfirm?: string;
}

@InputType()
export class UpdatePasswordInput {
  @Field({ nullable: true })
  passwordCurrent?: string;

  @Field({ nullable: true })
  password?: string;

  @Field({ nullable: true })
  passwordConfirm?: string;
}

@InputType()
export class VerifyAccountInput {
  @Field()
  token: string;

  @Field({ nullable: true })
  privacyStatementAccepted?: boolean;
}

@InputType()
export class UserRolesInput {
  @Field(() => ID)
  userId: string;

  @Field(() => [String])
  roles: string[];
}

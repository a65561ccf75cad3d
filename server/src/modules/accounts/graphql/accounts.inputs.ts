import { IsBoolean, IsOptional, IsString, MaxLength } from 'class-validator';
import { Field, ID, InputType } from 'type-graphql';

/*
 * Fields are optional in the schema on purpose: a missing field gets the spec's own message from the
 * service ('Please fill out all fields', ...) instead of a generic GraphQL variable error.
 * class-validator only bounds sizes; the rules live in the service.
 */

@InputType()
export class SignupInput {
  @Field({ nullable: true }) @IsOptional() @IsString() @MaxLength(100)
  firstName?: string;

  @Field({ nullable: true }) @IsOptional() @IsString() @MaxLength(100)
  lastName?: string;

  @Field({ nullable: true }) @IsOptional() @IsString() @MaxLength(254)
  email?: string;

  @Field({ nullable: true }) @IsOptional() @IsString() @MaxLength(1024)
  password?: string;

  @Field({ nullable: true }) @IsOptional() @IsString() @MaxLength(1024)
  passwordConfirm?: string;

  @Field({ nullable: true }) @IsOptional() @IsBoolean()
  privacyStatementAccepted?: boolean;

  @Field({ nullable: true }) @IsOptional() @IsBoolean()
  emailConsent?: boolean;
}

@InputType()
export class LoginInput {
  @Field({ nullable: true }) @IsOptional() @IsString() @MaxLength(254)
  email?: string;

  @Field({ nullable: true }) @IsOptional() @IsString() @MaxLength(1024)
  password?: string;
}

@InputType()
export class ResetPasswordInput {
  @Field() @IsString() @MaxLength(128)
  token: string;

  @Field({ nullable: true }) @IsOptional() @IsString() @MaxLength(1024)
  password?: string;

  @Field({ nullable: true }) @IsOptional() @IsString() @MaxLength(1024)
  passwordConfirm?: string;
}

@InputType()
export class UpdatePasswordInput {
  @Field({ nullable: true }) @IsOptional() @IsString() @MaxLength(1024)
  passwordCurrent?: string;

  @Field({ nullable: true }) @IsOptional() @IsString() @MaxLength(1024)
  password?: string;

  @Field({ nullable: true }) @IsOptional() @IsString() @MaxLength(1024)
  passwordConfirm?: string;
}

@InputType()
export class VerifyAccountInput {
  @Field() @IsString() @MaxLength(128)
  token: string;

  @Field({ nullable: true }) @IsOptional() @IsBoolean()
  privacyStatementAccepted?: boolean;
}

@InputType()
export class UserRolesInput {
  @Field(() => ID) @IsString()
  userId: string;

  @Field(() => [String]) @IsString({ each: true })
  roles: string[];
}

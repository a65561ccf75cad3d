import { Call } from '../../../graphql/call-field';
import { ACCOUNTS_CALLS } from '../accounts.calls';
import type { GraphQLResolveInfo } from 'graphql';
import { Arg, Ctx, Info, Mutation, Query, Resolver } from 'type-graphql';
import type { GraphQLContext } from '../../../graphql/context';
import { parseGraphQLArgs } from '../../../input/contract';
import {
  forgotPasswordInput,
  loginInput,
  resendVerificationInput,
  resetPasswordInput,
  signupInput,
  tokenInput,
  updatePasswordInput,
  updateRolesInput,
  userListQuery,
  verifyInput,
} from '../accounts.inputs';
import { CurrentUser } from '../../../graphql/current-user.decorator';
import type { User } from '../../../db/entities/user.entity';
import { LoginInput, ResetPasswordInput, SignupInput, UpdatePasswordInput, UserRolesInput, VerifyAccountInput } from './accounts.inputs';
import { askedUserColumns, toUserType, UserType } from './user.type';
import { UserRoleEnum } from './user-role.enum';

/** The account operations of the REST bridge, as GraphQL; each calls one AccountsService method. */
@Resolver()
export class AccountsResolver {
  @Call(ACCOUNTS_CALLS.currentUser)
  @Query(() => UserType, { nullable: true, description: 'The signed-in user; null when not signed in.' })
  currentUser(@CurrentUser() user: User | null): UserType | null {
    return user ? toUserType(user) : null;
  }

  @Call(ACCOUNTS_CALLS.userRoles)
  @Query(() => [UserRoleEnum], { description: "The signed-in user's stored roles (staff, admin)." })
  userRoles(@Ctx() { request, services }: GraphQLContext): string[] {
    return services.accounts.roles(request);
  }

  @Call(ACCOUNTS_CALLS.users)
  @Query(() => [UserType], { description: 'Every user (admin).' })
  async users(
    @Arg('includeErased', () => Boolean, { nullable: true, defaultValue: false, description: 'Also list erased accounts (pseudonyms)' })
    includeErased: boolean | null,
    @Ctx() { request, services }: GraphQLContext,
    @Info() info: GraphQLResolveInfo,
  ): Promise<UserType[]> {
    const input = parseGraphQLArgs(userListQuery, { includeErased });
    const columns = askedUserColumns(info);
    return (await services.accounts.listUsers(request, { includeErased: input.include_erased, columns })).map(toUserType);
  }

  @Call(ACCOUNTS_CALLS.signup)
  @Mutation(() => UserType, { description: 'Creates an unverified account and emails the verification link.' })
  async signup(
    @Arg('input', { description: 'The fields to set, as on the matching form.' }) input: SignupInput,
    @Ctx() { request, services }: GraphQLContext,
  ): Promise<UserType> {
    return toUserType(await services.accounts.signup(request, parseGraphQLArgs(signupInput, input)));
  }

  @Call(ACCOUNTS_CALLS.resendVerification)
  @Mutation(() => String, { description: 'Mails the verification link again.' })
  resendVerification(
    @Arg('email', { description: "The account's e-mail address." }) email: string,
    @Ctx() { request, services }: GraphQLContext,
  ): Promise<string> {
    return services.accounts.resendVerification(request, parseGraphQLArgs(resendVerificationInput, { email }));
  }

  @Call(ACCOUNTS_CALLS.verifyAccount)
  @Mutation(() => UserType, { description: 'Confirms a new account with the token from the mail.' })
  async verifyAccount(
    @Arg('input', { description: 'The fields to set, as on the matching form.' }) input: VerifyAccountInput,
    @Ctx() { request, services }: GraphQLContext,
  ): Promise<UserType> {
    return toUserType(
      await services.accounts.verify(request, parseGraphQLArgs(tokenInput, input).token, parseGraphQLArgs(verifyInput, input)),
    );
  }

  @Call(ACCOUNTS_CALLS.login)
  @Mutation(() => UserType, { description: 'Signs in; the session cookie is set on the response.' })
  async login(
    @Arg('input', { description: 'The fields to set, as on the matching form.' }) input: LoginInput,
    @Ctx() { request, services }: GraphQLContext,
  ): Promise<UserType> {
    return toUserType(await services.accounts.login(request, parseGraphQLArgs(loginInput, input)));
  }

  @Call(ACCOUNTS_CALLS.logout)
  @Mutation(() => String, { description: 'Signs out of this session.' })
  logout(@Ctx() { request, services }: GraphQLContext): Promise<string> {
    return services.accounts.logout(request);
  }

  @Call(ACCOUNTS_CALLS.forgotPassword)
  @Mutation(() => String, { description: 'Mails a password reset link when the address has an account (answers the same either way).' })
  forgotPassword(
    @Arg('email', { description: "The account's e-mail address." }) email: string,
    @Ctx() { request, services }: GraphQLContext,
  ): Promise<string> {
    return services.accounts.forgotPassword(request, parseGraphQLArgs(forgotPasswordInput, { email }));
  }

  @Call(ACCOUNTS_CALLS.resetPassword)
  @Mutation(() => String, { description: 'Sets a new password with the token from the reset mail.' })
  resetPassword(
    @Arg('input', { description: 'The fields to set, as on the matching form.' }) input: ResetPasswordInput,
    @Ctx() { request, services }: GraphQLContext,
  ): Promise<string> {
    return services.accounts.resetPassword(request, parseGraphQLArgs(tokenInput, input).token, parseGraphQLArgs(resetPasswordInput, input));
  }

  @Call(ACCOUNTS_CALLS.updatePassword)
  @Mutation(() => String, { description: "Changes the signed-in user's password." })
  updatePassword(
    @Arg('input', { description: 'The fields to set, as on the matching form.' }) input: UpdatePasswordInput,
    @Ctx() { request, services }: GraphQLContext,
  ): Promise<string> {
    return services.accounts.updatePassword(request, parseGraphQLArgs(updatePasswordInput, input));
  }

  @Call(ACCOUNTS_CALLS.updateUserRoles)
  @Mutation(() => [UserType], { description: 'Manage Roles: toggles staff; the admin role is read-only here.' })
  async updateUserRoles(
    @Arg('users', () => [UserRolesInput], { description: 'The users and their new roles.' }) users: UserRolesInput[],
    @Ctx() { request, services }: GraphQLContext,
  ): Promise<UserType[]> {
    return (await services.accounts.updateRoles(request, parseGraphQLArgs(updateRolesInput, { users }))).map(toUserType);
  }
}

import { wholeList } from '../../../input/paging';
import { Call, parseCallArgs, runCall, runCommand } from '../../../graphql/call-field';
import { ACCOUNTS_CALLS } from '../accounts.calls';
import type { GraphQLResolveInfo } from 'graphql';
import { Arg, Ctx, Info, Mutation, Query, Resolver } from 'type-graphql';
import type { GraphQLContext } from '../../../graphql/context';
import { LoginInput, ResetPasswordInput, SignupInput, UpdatePasswordInput, UserRolesInput, VerifyAccountInput } from './accounts.inputs';
import { askedUserColumns, toUserType, UserType } from './user.type';
import { UserRoleEnum } from './user-role.enum';

/** The account calls of the REST bridge, as GraphQL: each runs its call's definition (accounts.calls.ts). */
@Resolver()
export class AccountsResolver {
  @Call(ACCOUNTS_CALLS.currentUser)
  @Query(() => UserType, { nullable: true, description: 'The signed-in user; null when not signed in.' })
  currentUser(@Ctx() context: GraphQLContext): UserType | null {
    const user = runCall(ACCOUNTS_CALLS.currentUser, context);
    return user ? toUserType(user) : null;
  }

  @Call(ACCOUNTS_CALLS.userRoles)
  @Query(() => [UserRoleEnum], { description: "The signed-in user's stored roles (staff, admin)." })
  userRoles(@Ctx() context: GraphQLContext): string[] {
    return runCall(ACCOUNTS_CALLS.userRoles, context);
  }

  @Call(ACCOUNTS_CALLS.users)
  @Query(() => [UserType], { description: 'Every user (admin).' })
  async users(
    @Arg('includeErased', () => Boolean, { nullable: true, defaultValue: false, description: 'Also list erased accounts (pseudonyms)' })
    includeErased: boolean | null,
    @Ctx() context: GraphQLContext,
    @Info() info: GraphQLResolveInfo,
  ): Promise<UserType[]> {
    // only the columns the selection asks for are read
    const command = Object.assign(parseCallArgs(ACCOUNTS_CALLS.users, { includeErased }), { columns: askedUserColumns(info) });
    return wholeList(await runCommand(ACCOUNTS_CALLS.users, context, command)).map(toUserType);
  }

  @Call(ACCOUNTS_CALLS.signup)
  @Mutation(() => UserType, { description: 'Creates an unverified account and emails the verification link.' })
  async signup(
    @Arg('input', { description: 'The fields to set, as on the matching form.' }) input: SignupInput,
    @Ctx() context: GraphQLContext,
  ): Promise<UserType> {
    return toUserType(await runCall(ACCOUNTS_CALLS.signup, context, input));
  }

  @Call(ACCOUNTS_CALLS.resendVerification)
  @Mutation(() => String, { description: 'Mails the verification link again.' })
  resendVerification(
    @Arg('email', { description: "The account's e-mail address." }) email: string,
    @Ctx() context: GraphQLContext,
  ): Promise<string> {
    return runCall(ACCOUNTS_CALLS.resendVerification, context, { email });
  }

  @Call(ACCOUNTS_CALLS.verifyAccount)
  @Mutation(() => UserType, { description: 'Confirms a new account with the token from the mail.' })
  async verifyAccount(
    @Arg('input', { description: 'The fields to set, as on the matching form.' }) input: VerifyAccountInput,
    @Ctx() context: GraphQLContext,
  ): Promise<UserType> {
    return toUserType(await runCall(ACCOUNTS_CALLS.verifyAccount, context, input));
  }

  @Call(ACCOUNTS_CALLS.login)
  @Mutation(() => UserType, { description: 'Signs in; the session cookie is set on the response.' })
  async login(
    @Arg('input', { description: 'The fields to set, as on the matching form.' }) input: LoginInput,
    @Ctx() context: GraphQLContext,
  ): Promise<UserType> {
    return toUserType(await runCall(ACCOUNTS_CALLS.login, context, input));
  }

  @Call(ACCOUNTS_CALLS.logout)
  @Mutation(() => String, { description: 'Signs out of this session.' })
  logout(@Ctx() context: GraphQLContext): Promise<string> {
    return runCall(ACCOUNTS_CALLS.logout, context);
  }

  @Call(ACCOUNTS_CALLS.forgotPassword)
  @Mutation(() => String, { description: 'Mails a password reset link when the address has an account (answers the same either way).' })
  forgotPassword(
    @Arg('email', { description: "The account's e-mail address." }) email: string,
    @Ctx() context: GraphQLContext,
  ): Promise<string> {
    return runCall(ACCOUNTS_CALLS.forgotPassword, context, { email });
  }

  @Call(ACCOUNTS_CALLS.resetPassword)
  @Mutation(() => String, { description: 'Sets a new password with the token from the reset mail.' })
  resetPassword(
    @Arg('input', { description: 'The fields to set, as on the matching form.' }) input: ResetPasswordInput,
    @Ctx() context: GraphQLContext,
  ): Promise<string> {
    return runCall(ACCOUNTS_CALLS.resetPassword, context, input);
  }

  @Call(ACCOUNTS_CALLS.updatePassword)
  @Mutation(() => String, { description: "Changes the signed-in user's password." })
  updatePassword(
    @Arg('input', { description: 'The fields to set, as on the matching form.' }) input: UpdatePasswordInput,
    @Ctx() context: GraphQLContext,
  ): Promise<string> {
    return runCall(ACCOUNTS_CALLS.updatePassword, context, input);
  }

  @Call(ACCOUNTS_CALLS.updateUserRoles)
  @Mutation(() => [UserType], { description: 'Manage Roles: toggles staff; the admin role is read-only here.' })
  async updateUserRoles(
    @Arg('users', () => [UserRolesInput], { description: 'The users and their new roles.' }) users: UserRolesInput[],
    @Ctx() context: GraphQLContext,
  ): Promise<UserType[]> {
    return (await runCall(ACCOUNTS_CALLS.updateUserRoles, context, { users })).map(toUserType);
  }
}

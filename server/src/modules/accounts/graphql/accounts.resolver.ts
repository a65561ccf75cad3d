import { Arg, Authorized, Ctx, Mutation, Query, Resolver } from 'type-graphql';
import type { GraphQLContext } from '../../../graphql/context';
import { CurrentUser } from '../../../graphql/current-user.decorator';
import type { User } from '../../../db/entities/user.entity';
import {
  LoginInput,
  ResetPasswordInput,
  SignupInput,
  UpdatePasswordInput,
  UserRolesInput,
  VerifyAccountInput,
} from './accounts.inputs';
import { toUserType, UserType } from './user.type';

/** The account operations of the REST bridge, as GraphQL; each calls one AccountsService method. */
@Resolver()
export class AccountsResolver {
  @Query(() => UserType, { nullable: true, description: 'The signed-in user; null when not signed in.' })
  currentUser(@CurrentUser() user: User | null): UserType | null {
    return user ? toUserType(user) : null;
  }

  @Authorized()
  @Query(() => [String], { description: "The signed-in user's stored roles (staff, admin)." })
  userRoles(@Ctx() { request, services }: GraphQLContext): string[] {
    return services.accounts.roles(request);
  }

  @Authorized('admin')
  @Query(() => [UserType])
  async users(@Ctx() { request, services }: GraphQLContext): Promise<UserType[]> {
    return (await services.accounts.listUsers(request)).map(toUserType);
  }

  @Mutation(() => UserType, { description: 'Creates an unverified account and emails the verification link.' })
  async signup(@Arg('input') input: SignupInput, @Ctx() { request, services }: GraphQLContext): Promise<UserType> {
    return toUserType(await services.accounts.signup(request, input));
  }

  @Mutation(() => String)
  resendVerification(@Arg('email') email: string, @Ctx() { request, services }: GraphQLContext): Promise<string> {
    return services.accounts.resendVerification(request, { email });
  }

  @Mutation(() => UserType)
  async verifyAccount(
    @Arg('input') input: VerifyAccountInput,
    @Ctx() { request, services }: GraphQLContext,
  ): Promise<UserType> {
    return toUserType(await services.accounts.verify(request, input.token, input));
  }

  @Mutation(() => UserType, { description: 'Signs in; the session cookie is set on the response.' })
  async login(@Arg('input') input: LoginInput, @Ctx() { request, services }: GraphQLContext): Promise<UserType> {
    return toUserType(await services.accounts.login(request, input));
  }

  @Mutation(() => String)
  logout(@Ctx() { request, services }: GraphQLContext): Promise<string> {
    return services.accounts.logout(request);
  }

  @Mutation(() => String)
  forgotPassword(@Arg('email') email: string, @Ctx() { request, services }: GraphQLContext): Promise<string> {
    return services.accounts.forgotPassword(request, { email });
  }

  @Mutation(() => String)
  resetPassword(@Arg('input') input: ResetPasswordInput, @Ctx() { request, services }: GraphQLContext): Promise<string> {
    return services.accounts.resetPassword(request, input.token, input);
  }

  @Authorized()
  @Mutation(() => String)
  updatePassword(
    @Arg('input') input: UpdatePasswordInput,
    @Ctx() { request, services }: GraphQLContext,
  ): Promise<string> {
    return services.accounts.updatePassword(request, input);
  }

  @Authorized('admin')
  @Mutation(() => [UserType], { description: 'Manage Roles: toggles staff; the admin role is read-only here.' })
  async updateUserRoles(
    @Arg('users', () => [UserRolesInput]) users: UserRolesInput[],
    @Ctx() { request, services }: GraphQLContext,
  ): Promise<UserType[]> {
    const byId = Object.fromEntries(users.map((entry) => [entry.userId, entry.roles]));
    return (await services.accounts.updateRoles(request, byId)).map(toUserType);
  }
}

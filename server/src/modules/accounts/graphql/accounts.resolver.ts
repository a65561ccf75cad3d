import { Call } from '../../../graphql/call-field';
import { ACCOUNTS_CALLS } from '../accounts.calls';
import { Arg, Ctx, Mutation, Query, Resolver } from 'type-graphql';
import type { GraphQLContext } from '../../../graphql/context';
import { parseGraphQLInput } from '../../../input/contract';
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
import { toUserType, UserType } from './user.type';

/** The account operations of the REST bridge, as GraphQL; each calls one AccountsService method. */
@Resolver()
export class AccountsResolver {
  @Call(ACCOUNTS_CALLS.currentUser)
  @Query(() => UserType, { nullable: true, description: 'The signed-in user; null when not signed in.' })
  currentUser(@CurrentUser() user: User | null): UserType | null {
    return user ? toUserType(user) : null;
  }

  @Call(ACCOUNTS_CALLS.userRoles)
  @Query(() => [String], { description: "The signed-in user's stored roles (staff, admin)." })
  userRoles(@Ctx() { request, services }: GraphQLContext): string[] {
    return services.accounts.roles(request);
  }

  @Call(ACCOUNTS_CALLS.users)
  @Query(() => [UserType])
  async users(
    @Arg('includeErased', () => Boolean, { nullable: true, defaultValue: false, description: 'also list erased accounts (pseudonyms)' })
    includeErased: boolean | null,
    @Ctx() { request, services }: GraphQLContext,
  ): Promise<UserType[]> {
    const input = parseGraphQLInput(userListQuery, { include_erased: includeErased });
    return (await services.accounts.listUsers(request, { includeErased: input.include_erased })).map(toUserType);
  }

  @Call(ACCOUNTS_CALLS.signup)
  @Mutation(() => UserType, { description: 'Creates an unverified account and emails the verification link.' })
  async signup(@Arg('input') input: SignupInput, @Ctx() { request, services }: GraphQLContext): Promise<UserType> {
    return toUserType(
      await services.accounts.signup(
        request,
        parseGraphQLInput(signupInput, {
          first_name: input.firstName,
          last_name: input.lastName,
          email: input.email,
          password: input.password,
          password_confirm: input.passwordConfirm,
          privacy_statement_accepted: input.privacyStatementAccepted,
          email_consent: input.emailConsent,
        }),
      ),
    );
  }

  @Call(ACCOUNTS_CALLS.resendVerification)
  @Mutation(() => String)
  resendVerification(@Arg('email') email: string, @Ctx() { request, services }: GraphQLContext): Promise<string> {
    return services.accounts.resendVerification(request, parseGraphQLInput(resendVerificationInput, { email }));
  }

  @Call(ACCOUNTS_CALLS.verifyAccount)
  @Mutation(() => UserType)
  async verifyAccount(@Arg('input') input: VerifyAccountInput, @Ctx() { request, services }: GraphQLContext): Promise<UserType> {
    return toUserType(
      await services.accounts.verify(
        request,
        parseGraphQLInput(tokenInput, { token: input.token }).token,
        parseGraphQLInput(verifyInput, { privacy_statement_accepted: input.privacyStatementAccepted }),
      ),
    );
  }

  @Call(ACCOUNTS_CALLS.login)
  @Mutation(() => UserType, { description: 'Signs in; the session cookie is set on the response.' })
  async login(@Arg('input') input: LoginInput, @Ctx() { request, services }: GraphQLContext): Promise<UserType> {
    return toUserType(
      await services.accounts.login(request, parseGraphQLInput(loginInput, { email: input.email, password: input.password })),
    );
  }

  @Call(ACCOUNTS_CALLS.logout)
  @Mutation(() => String)
  logout(@Ctx() { request, services }: GraphQLContext): Promise<string> {
    return services.accounts.logout(request);
  }

  @Call(ACCOUNTS_CALLS.forgotPassword)
  @Mutation(() => String)
  forgotPassword(@Arg('email') email: string, @Ctx() { request, services }: GraphQLContext): Promise<string> {
    return services.accounts.forgotPassword(request, parseGraphQLInput(forgotPasswordInput, { email }));
  }

  @Call(ACCOUNTS_CALLS.resetPassword)
  @Mutation(() => String)
  resetPassword(@Arg('input') input: ResetPasswordInput, @Ctx() { request, services }: GraphQLContext): Promise<string> {
    return services.accounts.resetPassword(
      request,
      parseGraphQLInput(tokenInput, { token: input.token }).token,
      parseGraphQLInput(resetPasswordInput, { password: input.password, password_confirm: input.passwordConfirm }),
    );
  }

  @Call(ACCOUNTS_CALLS.updatePassword)
  @Mutation(() => String)
  updatePassword(@Arg('input') input: UpdatePasswordInput, @Ctx() { request, services }: GraphQLContext): Promise<string> {
    return services.accounts.updatePassword(
      request,
      parseGraphQLInput(updatePasswordInput, {
        password_current: input.passwordCurrent,
        password: input.password,
        password_confirm: input.passwordConfirm,
      }),
    );
  }

  @Call(ACCOUNTS_CALLS.updateUserRoles)
  @Mutation(() => [UserType], { description: 'Manage Roles: toggles staff; the admin role is read-only here.' })
  async updateUserRoles(
    @Arg('users', () => [UserRolesInput]) users: UserRolesInput[],
    @Ctx() { request, services }: GraphQLContext,
  ): Promise<UserType[]> {
    // the REST shape: a map from user id to role names (own keys only: the contract refuses __proto__ and friends)
    const byId = Object.fromEntries(users.map((entry) => [entry.userId, entry.roles]));
    return (await services.accounts.updateRoles(request, parseGraphQLInput(updateRolesInput, { users: byId }))).map(toUserType);
  }
}

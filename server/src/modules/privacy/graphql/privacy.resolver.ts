import { Call } from '../../../graphql/call-field';
import { PRIVACY_CALLS } from '../privacy.calls';
import { GraphQLJSONObject } from 'graphql-scalars';
import { Arg, Ctx, ID, Mutation, Query, Resolver } from 'type-graphql';
import type { GraphQLContext } from '../../../graphql/context';
import { parseGraphQLArgs } from '../../../input/contract';
import { toUserType } from '../../accounts/graphql/user.type';
import {
  cancelDeletionParams,
  confirmEmailInput,
  requestDeletionInput,
  sessionParams,
  updateProfileInput,
  userIdParams,
} from '../privacy.inputs';
import type { DeletionState, ProfileResult } from '../privacy.service';
import { AccountDeletionType, AccountSessionType, ProfileResultType, UpdateProfileInput } from './privacy.types';

const toDeletion = (state: DeletionState): AccountDeletionType =>
  Object.assign(new AccountDeletionType(), { scheduled: state.eraseAt !== null, requestedAt: state.requestedAt, eraseAt: state.eraseAt });
const toProfileResult = (result: ProfileResult): ProfileResultType =>
  Object.assign(new ProfileResultType(), {
    user: toUserType(result.user),
    pendingEmail: result.user.pendingEmail,
    message: result.message,
  });

/** The privacy calls of the REST bridge, as GraphQL; each calls one PrivacyService method. */
@Resolver()
export class PrivacyResolver {
  @Call(PRIVACY_CALLS.myDataExport)
  @Query(() => GraphQLJSONObject, { description: 'Everything stored about the current user, as GET /api/v1/user/export answers it.' })
  myDataExport(@Ctx() { request, services }: GraphQLContext): Promise<Record<string, unknown>> {
    return services.privacy.exportData(request);
  }

  @Call(PRIVACY_CALLS.mySessions)
  @Query(() => [AccountSessionType], { description: "The signed-in user's sessions." })
  async mySessions(@Ctx() { request, services }: GraphQLContext): Promise<AccountSessionType[]> {
    return (await services.privacy.listSessions(request)).map((session) => Object.assign(new AccountSessionType(), session));
  }

  @Call(PRIVACY_CALLS.accountDeletion)
  @Query(() => AccountDeletionType, { description: "The signed-in user's pending account deletion." })
  accountDeletion(@Ctx() { request, services }: GraphQLContext): AccountDeletionType {
    return toDeletion(services.privacy.deletionState(request));
  }

  @Call(PRIVACY_CALLS.updateProfile)
  @Mutation(() => ProfileResultType, { description: 'Changes names, email consent and (after its confirmation link) the email address.' })
  async updateProfile(
    @Arg('input', { description: 'The fields to set, as on the matching form.' }) input: UpdateProfileInput,
    @Ctx() { request, services }: GraphQLContext,
  ): Promise<ProfileResultType> {
    const command = parseGraphQLArgs(updateProfileInput, input);
    return toProfileResult(await services.privacy.updateProfile(request, command));
  }

  @Call(PRIVACY_CALLS.confirmEmail)
  @Mutation(() => ProfileResultType, { description: 'Opens an email-change link.' })
  async confirmEmail(
    @Arg('token', { description: 'The one-time token from the link in the e-mail.' }) token: string,
    @Ctx() { request, services }: GraphQLContext,
  ): Promise<ProfileResultType> {
    return toProfileResult(await services.privacy.confirmEmail(request, parseGraphQLArgs(confirmEmailInput, { token })));
  }

  @Call(PRIVACY_CALLS.endSession)
  @Mutation(() => String, { description: "Signs out one of one's sessions (another browser or device)." })
  endSession(
    @Arg('id', () => ID, { description: "The session's id." }) id: string,
    @Ctx() { request, services }: GraphQLContext,
  ): Promise<string> {
    return services.privacy.endSession(request, parseGraphQLArgs(sessionParams, { id }).id);
  }

  @Call(PRIVACY_CALLS.requestAccountDeletion)
  @Mutation(() => AccountDeletionType, { description: 'Schedules the erasure of the current account after the grace period.' })
  async requestAccountDeletion(
    @Arg('password', () => String, { description: "The account's current password, to confirm it is you.", nullable: true })
    password: string | null,
    @Ctx() { request, services }: GraphQLContext,
  ): Promise<AccountDeletionType> {
    return toDeletion(
      await services.privacy.requestDeletion(request, parseGraphQLArgs(requestDeletionInput, { password: password ?? undefined })),
    );
  }

  @Call(PRIVACY_CALLS.cancelAccountDeletion)
  @Mutation(() => String, { description: "Cancels the signed-in user's pending account deletion." })
  cancelAccountDeletion(@Ctx() { request, services }: GraphQLContext): Promise<string> {
    return services.privacy.cancelDeletion(request);
  }

  @Call(PRIVACY_CALLS.cancelAccountDeletionByLink)
  @Mutation(() => String, { description: "Opens the deletion confirmation mail's cancel link (no sign-in; once, until the erasure date)." })
  cancelAccountDeletionByLink(
    @Arg('token', { description: 'The one-time token from the link in the e-mail.' }) token: string,
    @Ctx() { request, services }: GraphQLContext,
  ): Promise<string> {
    return services.privacy.cancelDeletionByLink(request, parseGraphQLArgs(cancelDeletionParams, { token }).token);
  }

  @Call(PRIVACY_CALLS.eraseUser)
  @Mutation(() => String, { description: 'Erases an account at once (never the last admin).' })
  eraseUser(
    @Arg('userId', () => ID, { description: "The user's (player account's) id." }) userId: string,
    @Ctx() { request, services }: GraphQLContext,
  ): Promise<string> {
    return services.privacy.eraseUser(request, parseGraphQLArgs(userIdParams, { userId }).user_id);
  }
}

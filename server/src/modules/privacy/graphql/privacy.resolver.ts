import { Call, runCall } from '../../../graphql/call-field';
import { PRIVACY_CALLS } from '../privacy.calls';
import { GraphQLJSONObject } from 'graphql-scalars';
import { Arg, Ctx, ID, Mutation, Query, Resolver } from 'type-graphql';
import type { GraphQLContext } from '../../../graphql/context';
import { toUserType } from '../../accounts/graphql/user.type';
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

/** The privacy calls of the REST bridge, as GraphQL: each runs its call's definition (privacy.calls.ts). */
@Resolver()
export class PrivacyResolver {
  @Call(PRIVACY_CALLS.myDataExport)
  @Query(() => GraphQLJSONObject, { description: 'Everything stored about the current user, as GET /api/v1/user/export answers it.' })
  myDataExport(@Ctx() context: GraphQLContext): Promise<Record<string, unknown>> {
    return runCall(PRIVACY_CALLS.myDataExport, context);
  }

  @Call(PRIVACY_CALLS.mySessions)
  @Query(() => [AccountSessionType], { description: "The signed-in user's sessions." })
  async mySessions(@Ctx() context: GraphQLContext): Promise<AccountSessionType[]> {
    return (await runCall(PRIVACY_CALLS.mySessions, context)).map((session) => Object.assign(new AccountSessionType(), session));
  }

  @Call(PRIVACY_CALLS.accountDeletion)
  @Query(() => AccountDeletionType, { description: "The signed-in user's pending account deletion." })
  accountDeletion(@Ctx() context: GraphQLContext): AccountDeletionType {
    return toDeletion(runCall(PRIVACY_CALLS.accountDeletion, context));
  }

  @Call(PRIVACY_CALLS.updateProfile)
  @Mutation(() => ProfileResultType, { description: 'Changes names, email consent and (after its confirmation link) the email address.' })
  async updateProfile(
    @Arg('input', { description: 'The fields to set, as on the matching form.' }) input: UpdateProfileInput,
    @Ctx() context: GraphQLContext,
  ): Promise<ProfileResultType> {
    return toProfileResult(await runCall(PRIVACY_CALLS.updateProfile, context, input));
  }

  @Call(PRIVACY_CALLS.confirmEmail)
  @Mutation(() => ProfileResultType, { description: 'Opens an email-change link.' })
  async confirmEmail(
    @Arg('token', { description: 'The one-time token from the link in the e-mail.' }) token: string,
    @Ctx() context: GraphQLContext,
  ): Promise<ProfileResultType> {
    return toProfileResult(await runCall(PRIVACY_CALLS.confirmEmail, context, { token }));
  }

  @Call(PRIVACY_CALLS.endSession)
  @Mutation(() => String, { description: "Signs out one of one's sessions (another browser or device)." })
  endSession(@Arg('id', () => ID, { description: "The session's id." }) id: string, @Ctx() context: GraphQLContext): Promise<string> {
    return runCall(PRIVACY_CALLS.endSession, context, { id });
  }

  @Call(PRIVACY_CALLS.requestAccountDeletion)
  @Mutation(() => AccountDeletionType, { description: 'Schedules the erasure of the current account after the grace period.' })
  async requestAccountDeletion(
    @Arg('password', () => String, { description: "The account's current password, to confirm it is you.", nullable: true })
    password: string | null,
    @Ctx() context: GraphQLContext,
  ): Promise<AccountDeletionType> {
    return toDeletion(await runCall(PRIVACY_CALLS.requestAccountDeletion, context, { password }));
  }

  @Call(PRIVACY_CALLS.cancelAccountDeletion)
  @Mutation(() => String, { description: "Cancels the signed-in user's pending account deletion." })
  cancelAccountDeletion(@Ctx() context: GraphQLContext): Promise<string> {
    return runCall(PRIVACY_CALLS.cancelAccountDeletion, context);
  }

  @Call(PRIVACY_CALLS.cancelAccountDeletionByLink)
  @Mutation(() => String, { description: "Opens the deletion confirmation mail's cancel link (no sign-in; once, until the erasure date)." })
  cancelAccountDeletionByLink(
    @Arg('token', { description: 'The one-time token from the link in the e-mail.' }) token: string,
    @Ctx() context: GraphQLContext,
  ): Promise<string> {
    return runCall(PRIVACY_CALLS.cancelAccountDeletionByLink, context, { token });
  }

  @Call(PRIVACY_CALLS.eraseUser)
  @Mutation(() => String, { description: 'Erases an account at once (never the last admin).' })
  eraseUser(
    @Arg('userId', () => ID, { description: "The user's (player account's) id." }) userId: string,
    @Ctx() context: GraphQLContext,
  ): Promise<string> {
    return runCall(PRIVACY_CALLS.eraseUser, context, { userId });
  }
}

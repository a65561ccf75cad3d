import type { ApolloClient } from '@apollo/client';
import type { ActionFunctionArgs } from 'react-router';
import { classifyFailure } from '../../features/accounts/form-result';
import { CancelAccountDeletionByLinkMutation } from '../../features/privacy/deletion-link.operations';

export type CancelDeletionResult = { kind: 'cancelled'; message: string } | { kind: 'failed'; message: string };

const CANCEL_ERROR = 'Error cancelling the deletion. Please try again.';

/** /cancel_deletion/:token's post: cancels the pending deletion the link's token names (no sign-in needed; the link works once). */
export async function action(client: ApolloClient, { params }: ActionFunctionArgs): Promise<CancelDeletionResult> {
  try {
    const answer = await client.mutate({ mutation: CancelAccountDeletionByLinkMutation, variables: { token: params.token ?? '' } });
    return { kind: 'cancelled', message: answer.data?.cancelAccountDeletionByLink ?? 'Account deletion cancelled.' };
  } catch (error) {
    const failure = classifyFailure(error);
    return { kind: 'failed', message: failure.status === 'invalid' && failure.serverMessage ? failure.serverMessage : CANCEL_ERROR };
  }
}

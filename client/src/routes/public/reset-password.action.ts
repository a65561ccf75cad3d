import type { ApolloClient } from '@apollo/client';
import type { ActionFunctionArgs } from 'react-router';
import { ACCOUNT_TEXT } from '../../features/accounts/account-messages';
import { ResetPasswordMutation } from '../../features/accounts/accounts.operations';
import { classifyFailure, failureMessage } from '../../features/accounts/form-result';
import { formText } from '../route-action';

export type ResetPasswordResult = { kind: 'changed' } | { kind: 'failed'; message: string; linkUnusable?: boolean };

/**
 * /reset_password/:token's post: a new password and its confirmation (events §2, §5), checked to be
 * present and matching before the server is asked.
 */
export async function action(client: ApolloClient, { request, params }: ActionFunctionArgs): Promise<ResetPasswordResult> {
  const form = await request.formData();
  const password = formText(form, 'password');
  const passwordConfirm = formText(form, 'passwordConfirm');
  if (password === '' || password !== passwordConfirm) return { kind: 'failed', message: ACCOUNT_TEXT.resetMismatch };
  try {
    await client.mutate({
      mutation: ResetPasswordMutation,
      variables: { input: { token: params.token ?? '', password, passwordConfirm } },
    });
    return { kind: 'changed' };
  } catch (error) {
    const failure = classifyFailure(error);
    const message = failureMessage(failure, {
      invalid: ACCOUNT_TEXT.resetInvalid,
      error: ACCOUNT_TEXT.resetError,
    });
    // A used or expired link cannot be tried again: the way on is a new one.
    return { kind: 'failed', message, linkUnusable: failure.status === 'invalid' && /reset link/.test(failure.serverMessage ?? '') };
  }
}

import type { ApolloClient } from '@apollo/client';
import type { ActionFunctionArgs } from 'react-router';
import { ACCOUNT_TEXT } from '../../features/accounts/account-messages';
import { ForgotPasswordMutation } from '../../features/accounts/accounts.operations';
import { classifyFailure, failureMessage } from '../../features/accounts/form-result';
import { formText } from '../route-action';

export type ForgotPasswordResult = { kind: 'sent' } | { kind: 'failed'; message: string };

/** /forgot_password's post: asks for a reset link. The answer is the same whether or not the account exists. */
export async function action(client: ApolloClient, { request }: ActionFunctionArgs): Promise<ForgotPasswordResult> {
  const form = await request.formData();
  try {
    await client.mutate({ mutation: ForgotPasswordMutation, variables: { email: formText(form, 'email').trim() } });
    return { kind: 'sent' };
  } catch (error) {
    // The spec gives no server-fault text for this form; the resend-email one says the same thing.
    const message = failureMessage(classifyFailure(error), {
      invalid: ACCOUNT_TEXT.forgotInvalid,
      error: ACCOUNT_TEXT.resendError,
    });
    return { kind: 'failed', message };
  }
}

import type { ApolloClient } from '@apollo/client';
import type { ActionFunctionArgs } from 'react-router';
import { ACCOUNT_TEXT } from '../../features/accounts/account-messages';
import { SignupMutation } from '../../features/accounts/accounts.operations';
import { classifyFailure, failureMessage } from '../../features/accounts/form-result';
import { formText } from '../route-action';

export type SignupResult =
  | { kind: 'signedUp'; email: string }
  /** registered, but the verification mail could not be sent: offer the resend form */
  | { kind: 'mailFailed'; email: string; message: string }
  | { kind: 'failed'; message: string };

/** The form's text fields, by the names the page gives them. */
export type SignupTextField = 'firstName' | 'lastName' | 'email' | 'password' | 'passwordConfirm';

/**
 * Decides what a rejected signup shows (players §5): a validation error (BAD_USER_INPUT) or a rate
 * limit shows the server's message; any other refusal means the address is taken, shown as
 * 'may already be signed up'; a server fault shows the spec's error text.
 */
function signupFailure(error: unknown, email: string): SignupResult {
  const failure = classifyFailure(error);
  if (failure.code === 'MAIL_FAILED') return { kind: 'mailFailed', email, message: failure.serverMessage ?? ACCOUNT_TEXT.resendError };
  if (failure.status === 'error') return { kind: 'failed', message: ACCOUNT_TEXT.signupError };
  if (failure.code === 'BAD_USER_INPUT' || failure.code === 'TOO_MANY_REQUESTS') {
    return { kind: 'failed', message: failureMessage(failure, { invalid: ACCOUNT_TEXT.signupError, error: ACCOUNT_TEXT.signupError }) };
  }
  return { kind: 'failed', message: ACCOUNT_TEXT.signupMayExist };
}

/** /signup's post: every field of the form; a ticked box is sent, an unticked one is not. */
export async function action(client: ApolloClient, { request }: ActionFunctionArgs): Promise<SignupResult> {
  const form = await request.formData();
  const field = (name: SignupTextField) => formText(form, name);
  const email = field('email').trim();
  try {
    await client.mutate({
      mutation: SignupMutation,
      variables: {
        input: {
          firstName: field('firstName').trim(),
          lastName: field('lastName').trim(),
          email,
          password: field('password'),
          passwordConfirm: field('passwordConfirm'),
          privacyStatementAccepted: form.has('privacyStatementAccepted'),
          emailConsent: form.has('emailConsent'),
        },
      },
    });
    return { kind: 'signedUp', email };
  } catch (error) {
    return signupFailure(error, email);
  }
}

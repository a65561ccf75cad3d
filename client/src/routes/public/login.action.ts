import type { ApolloClient } from '@apollo/client';
import { replace, type ActionFunctionArgs } from 'react-router';
import { ACCOUNT_TEXT } from '../../features/accounts/account-messages';
import { CurrentUserQuery, LoginMutation } from '../../features/accounts/accounts.operations';
import { classifyFailure, failureMessage, type Failure } from '../../features/accounts/form-result';
import { safeNext } from '../../features/accounts/session';
import { formText } from '../route-action';

export type LoginResult =
  | { kind: 'failed'; message: string }
  /** the account exists but is not verified: the page offers the resend form for this address */
  | { kind: 'unverified'; message: string; email: string }
  /** too many failed attempts from here: the server's message says how long; Log In waits as long */
  | { kind: 'waiting'; message: string; seconds: number }
  /** signed in for a download the server sent here (/api/..., e.g. the registration answers CSV) */
  | { kind: 'download'; href: string };

const LOGIN_DEFAULTS = { invalid: ACCOUNT_TEXT.loginInvalid, error: ACCOUNT_TEXT.loginError };

/** What a refused sign-in shows. */
function loginFailure(failure: Failure, email: string): LoginResult {
  if (failure.code === 'TOO_MANY_REQUESTS' && failure.retryAfterSeconds !== undefined) {
    // the server's message says how long, from the same answer
    return { kind: 'waiting', seconds: failure.retryAfterSeconds, message: failureMessage(failure, LOGIN_DEFAULTS) };
  }
  if (failure.code === 'EMAIL_NOT_VERIFIED') {
    return { kind: 'unverified', email, message: failure.serverMessage ?? 'Your email address has not been verified yet.' };
  }
  return { kind: 'failed', message: failureMessage(failure, LOGIN_DEFAULTS) };
}

/**
 * /login's post: both fields are asked for before the server is, then the sign-in goes back to the
 * page asked for (`next`, a page of this site only), replacing /login in the history.
 */
export async function action(client: ApolloClient, { request }: ActionFunctionArgs): Promise<LoginResult | Response> {
  const form = await request.formData();
  const email = formText(form, 'email').trim();
  const password = formText(form, 'password');
  if (email === '' || password === '') return { kind: 'failed', message: ACCOUNT_TEXT.loginFieldsMissing };
  let signedIn;
  try {
    const { data } = await client.mutate({ mutation: LoginMutation, variables: { input: { email, password } } });
    if (!data) throw new Error('The sign-in answer carried no data');
    signedIn = data.login;
  } catch (error) {
    return loginFailure(classifyFailure(error), email);
  }
  // The signed-in user goes straight into the cache, so the authenticated loader needs no round trip.
  client.writeQuery({ query: CurrentUserQuery, data: { currentUser: signedIn } });
  const next = safeNext(new URL(request.url).searchParams.get('next'));
  // A download is not a page of the app: it needs a full page load, which the page starts from home.
  if (next.startsWith('/api/')) return { kind: 'download', href: next };
  return replace(next);
}

import { ApolloClient, ApolloLink, HttpLink, InMemoryCache } from '@apollo/client';
import { CombinedGraphQLErrors, ServerError } from '@apollo/client/errors';
import { ErrorLink } from '@apollo/client/link/error';
import { earlyAnswerLink } from './early-answers';
import { rulesetVersionSeen } from './features/editor/ruleset-version';

/**
 * Operations whose UNAUTHENTICATED answer is the expected outcome, not a lost session: a failed
 * login is answered UNAUTHENTICATED ('Incorrect username or password...') and must stay on /login.
 */
const OWN_UNAUTHENTICATED_HANDLING = new Set(['Login']);

/** True when the error says the caller is not signed in (GraphQL code UNAUTHENTICATED or HTTP 401). */
export function isUnauthenticated(error: unknown): boolean {
  if (CombinedGraphQLErrors.is(error)) return error.errors.some((entry) => entry.extensions?.code === 'UNAUTHENTICATED');
  return ServerError.is(error) && error.statusCode === 401;
}

/**
 * fetch that reads the server's X-Ruleset-Version on every answer: when it differs from the
 * version of the locally cached game data, the game data is reloaded.
 */
const rulesetAwareFetch: typeof fetch = async (input, init) => {
  const response = await fetch(input, init);
  rulesetVersionSeen(response.headers.get('X-Ruleset-Version'));
  return response;
};

/**
 * The app's Apollo Client: same-origin /graphql with the session cookie, and any UNAUTHENTICATED or
 * 401 answer (other than a failed login) handed to `onUnauthenticated`, which sends the user to /login.
 */
export function createApolloClient(options: {
  onUnauthenticated: () => void;
  /** where operations go; default the same-origin /graphql endpoint (tests pass a mock link) */
  transport?: ApolloLink;
}): ApolloClient {
  const unauthenticatedLink = new ErrorLink(({ error, operation }) => {
    if (OWN_UNAUTHENTICATED_HANDLING.has(operation.operationName ?? '')) return;
    if (isUnauthenticated(error)) options.onUnauthenticated();
  });
  return new ApolloClient({
    link: ApolloLink.from([
      unauthenticatedLink,
      earlyAnswerLink,
      options.transport ?? new HttpLink({ uri: '/graphql', credentials: 'include', fetch: rulesetAwareFetch }),
    ]),
    cache: new InMemoryCache(),
  });
}

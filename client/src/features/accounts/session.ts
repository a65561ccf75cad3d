import type { ApolloClient } from '@apollo/client';
import { redirect } from 'react-router';
import type { CurrentUserQuery as CurrentUserResult } from '../../graphql/generated/graphql';
import { CurrentUserQuery } from './accounts.operations';

export type SignedInUser = NonNullable<CurrentUserResult['currentUser']>;

/** The route id of the authenticated layout; its loader data is the signed-in user. */
export const SIGNED_IN_ROUTE_ID = 'signed-in';

/**
 * Loader of the authenticated route group: the signed-in user, or a redirect to /login. Read from
 * the cache when the login page has just put the user there; otherwise asked of the server.
 */
export async function requireSignedInUser(client: ApolloClient): Promise<SignedInUser> {
  const { data } = await client.query({ query: CurrentUserQuery, fetchPolicy: 'cache-first' });
  const user = data?.currentUser;
  if (!user) throw redirect('/login');
  return user;
}

export const isAdmin = (user: SignedInUser): boolean => user.roles.includes('admin');

import type { ApolloClient } from '@apollo/client';
import { redirect } from 'react-router';
import { graphql } from '../../graphql/generated';
import type { SignedInUserFieldsFragment } from '../../graphql/generated/graphql';
import { CurrentUserQuery } from './accounts.operations';

/** What the signed-in pages read of the user (the layout, the navigation, home): CurrentUser and Login ask for it. */
export const SignedInUserFields = graphql(`
  fragment SignedInUserFields on User {
    id
    firstName
    lastName
    email
    roles
    shardTotal
    xpTokenPurchased
    can {
      manageEvents
      reviewRegistrations
      sendMessages
      reviewAttendance
      viewSurveyCounts
      runCheckin
      decideCheckins
      manageCharacters
      manageUsers
      viewStaffArea
      useGraphiql
    }
  }
`);

export type SignedInUser = SignedInUserFieldsFragment;

/**
 * What the signed-in user may do, from the server's policies (the same ones every call checks,
 * asked with the user: no extra round trip). Show or hide actions by these, never by roles.
 */
export type Abilities = SignedInUser['can'];

/** The route id of the authenticated layout; its loader data is the signed-in user. */
export const SIGNED_IN_ROUTE_ID = 'signed-in';

/**
 * Loader of the authenticated route group: the signed-in user, or a redirect to /login. Read from
 * the cache when the login page has just put the user there; otherwise asked of the server.
 */
export async function requireSignedInUser(client: ApolloClient, request?: Request): Promise<SignedInUser> {
  const { data } = await client.query({ query: CurrentUserQuery, fetchPolicy: 'cache-first' });
  const user = data?.currentUser;
  if (!user) throw redirect(loginPath(request ? new URL(request.url) : null));
  return user;
}

/**
 * /login, remembering the page asked for: `/login?next=/events`. Home needs no
 * `next`. Only paths of this site are kept (see safeNext).
 */
export function loginPath(from: { pathname: string; search: string } | null): string {
  if (!from || from.pathname === '/' || from.pathname === '/login') return '/login';
  return `/login?${new URLSearchParams({ next: `${from.pathname}${from.search}` }).toString()}`;
}

/** Where to go after signing in: `next` when it is a path of this site ('/...', never '//host' or a URL), else home. */
export function safeNext(next: string | null): string {
  if (!next || !next.startsWith('/') || next.startsWith('//') || next.startsWith('/\\') || next.startsWith('/login')) return '/';
  return next;
}

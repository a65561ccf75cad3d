import type { ApolloClient } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import type { MockLink } from '@apollo/client/testing';
import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, type LoaderFunctionArgs, type RouteObject } from 'react-router';
import { abilitiesOfTestRoles } from '../../test/abilities-fixtures';
import { mockedClient } from '../../test/render-route';
import { CurrentUserQuery } from '../accounts/accounts.operations';
import { SIGNED_IN_ROUTE_ID, type SignedInUser } from '../accounts/session';
import type { UserRole } from '../../graphql/generated/graphql';

export const testPlayer = (roles: UserRole[] = []): SignedInUser => ({
  id: 'u1',
  firstName: 'Ada',
  lastName: 'Lovelace',
  email: 'ada@example.com',
  roles,
  shardTotal: 0,
  xpTokenPurchased: false,
  can: abilitiesOfTestRoles(roles),
});

export interface RenderSignedInOptions {
  path: string;
  /** the URL to open, or a location with state */
  url?: string | { pathname: string; state?: unknown };
  user?: SignedInUser;
  mocks?: ReadonlyArray<MockLink.MockedResponse>;
  /** other signed-in routes, e.g. '/events' to see where a page navigated (given the client when they have loaders) */
  routes?: RouteObject[] | ((client: ApolloClient) => RouteObject[]);
  /** the page's route loader (its `<page>.loader.ts`), run against the mocks as the app runs it */
  loader?: (client: ApolloClient, args: LoaderFunctionArgs) => unknown;
}

/**
 * Test helper: renders a page inside the signed-in route (its loader gives the user, as the real
 * layout's does) in a memory router, with mocked GraphQL answers, and the page's route loader if
 * given (the cache then holds the user as the layout's query leaves them).
 */
export function renderSignedIn(page: React.ReactElement, options: RenderSignedInOptions) {
  const user = options.user ?? testPlayer();
  const client = mockedClient(options.mocks);
  const { loader } = options;
  if (loader) {
    const currentUser = { __typename: 'User', ...user, can: { __typename: 'ViewerAbilities', ...user.can } };
    client.writeQuery({ query: CurrentUserQuery, data: { currentUser } });
  }
  const router = createMemoryRouter(
    [
      {
        id: SIGNED_IN_ROUTE_ID,
        loader: () => user,
        HydrateFallback: () => null,
        children: [
          { path: options.path, element: page, loader: loader && ((args) => loader(client, args)) },
          ...(typeof options.routes === 'function' ? options.routes(client) : (options.routes ?? [])),
        ],
      },
    ],
    { initialEntries: [options.url ?? options.path] },
  );
  const view = render(
    <ApolloProvider client={client}>
      <RouterProvider router={router} />
    </ApolloProvider>,
  );
  return { ...view, router, client };
}

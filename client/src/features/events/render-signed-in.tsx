import type { MockLink } from '@apollo/client/testing';
import { MockedProvider } from '@apollo/client/testing/react';
import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import { abilitiesOfTestRoles } from '../../test/abilities-fixtures';
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
  /** other signed-in routes, e.g. '/events' to see where a page navigated */
  routes?: RouteObject[];
}

/**
 * Test helper: renders a page inside the signed-in route (its loader gives the user, as the real
 * layout's does) in a memory router, with mocked GraphQL answers.
 */
export function renderSignedIn(page: React.ReactElement, options: RenderSignedInOptions) {
  const user = options.user ?? testPlayer();
  const router = createMemoryRouter(
    [
      {
        id: SIGNED_IN_ROUTE_ID,
        loader: () => user,
        HydrateFallback: () => null,
        children: [{ path: options.path, element: page }, ...(options.routes ?? [])],
      },
    ],
    { initialEntries: [options.url ?? options.path] },
  );
  const view = render(
    <MockedProvider mocks={options.mocks ?? []}>
      <RouterProvider router={router} />
    </MockedProvider>,
  );
  return { ...view, router };
}

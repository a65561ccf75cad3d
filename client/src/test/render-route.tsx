import { ApolloLink } from '@apollo/client/link';
import { MockLink } from '@apollo/client/testing';
import { MockedProvider } from '@apollo/client/testing/react';
import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';

export interface RenderRouteOptions {
  /** the route's path pattern, e.g. '/verify/:token' */
  path: string;
  /** the URL to open, e.g. '/verify/abc?options=true' */
  url?: string;
  mocks?: ReadonlyArray<MockLink.MockedResponse>;
  /** other routes, e.g. a '/' that shows where a login navigated */
  routes?: RouteObject[];
  /** a link in front of the mocks, e.g. heldAnswer(...).link (../test/held-answer) */
  before?: ApolloLink;
}

/** Renders one page in a memory router with mocked GraphQL answers. */
export function renderRoute(page: React.ReactElement, options: RenderRouteOptions) {
  const router = createMemoryRouter([{ path: options.path, element: page }, ...(options.routes ?? [])], {
    initialEntries: [options.url ?? options.path],
  });
  const view = render(
    <MockedProvider
      mocks={options.mocks ?? []}
      link={options.before ? ApolloLink.from([options.before, new MockLink(options.mocks ?? [])]) : undefined}
    >
      <RouterProvider router={router} />
    </MockedProvider>,
  );
  return { ...view, router };
}

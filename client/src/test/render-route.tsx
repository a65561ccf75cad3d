import { ApolloClient, InMemoryCache } from '@apollo/client';
import { ApolloLink } from '@apollo/client/link';
import { ApolloProvider } from '@apollo/client/react';
import { MockLink } from '@apollo/client/testing';
import { render } from '@testing-library/react';
import {
  createMemoryRouter,
  RouterProvider,
  type ActionFunctionArgs,
  type LoaderFunctionArgs,
  type RouteObject,
  type ShouldRevalidateFunction,
} from 'react-router';

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
  /** the page's route loader (its `<page>.loader.ts`), run against the mocks as the app runs it */
  loader?: (client: ApolloClient, args: LoaderFunctionArgs) => unknown;
  /** the page's route action (its `<page>.action.ts`), which its form posts to, run against the mocks as the app runs it */
  action?: (client: ApolloClient, args: ActionFunctionArgs) => unknown;
  /** when the loader runs again, as the route table says (e.g. samePageKeepsItsData, ../routes/preload) */
  shouldRevalidate?: ShouldRevalidateFunction;
}

/** A client answering from mocked GraphQL answers (what MockedProvider makes), for a test that also runs a route's loader. */
export function mockedClient(mocks: ReadonlyArray<MockLink.MockedResponse> = [], before?: ApolloLink): ApolloClient {
  const link = new MockLink(mocks);
  return new ApolloClient({ cache: new InMemoryCache(), link: before ? ApolloLink.from([before, link]) : link });
}

/** Renders one page in a memory router with mocked GraphQL answers (and the page's route loader and action, if given). */
export function renderRoute(page: React.ReactElement, options: RenderRouteOptions) {
  const client = mockedClient(options.mocks, options.before);
  const { loader, action } = options;
  const router = createMemoryRouter(
    [
      {
        path: options.path,
        element: page,
        loader: loader && ((args) => loader(client, args)),
        action: action && ((args) => action(client, args)),
        shouldRevalidate: options.shouldRevalidate,
        HydrateFallback: () => null,
      },
      ...(options.routes ?? []),
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

import type { LoaderFunctionArgs, RouteObject, ShouldRevalidateFunction } from 'react-router';
import type { ApolloClient, OperationVariables, TypedDocumentNode } from '@apollo/client';
import { createQueryPreloader } from '@apollo/client/react';
import type { Preloaded } from '../components/preloaded';

/**
 * How a screen waits for one of its queries. 'cached' (the default): a complete cached answer lets the
 * screen render at once, and the server's answer, asked for all the same, replaces it when it arrives.
 * 'fresh': the screen waits for the server's answer even when the cache has one (the editor and the
 * update page work on the server's build and its concurrency token).
 */
export type Wait = 'cached' | 'fresh';

/**
 * Data loads with the route: a route loader (`<page>.loader.ts`, `loader(client, args)`) starts
 * its screen's queries with `preload`, which the router runs in parallel with the screen's code
 * chunk and with the other routes' loaders (the signed-in user's), and returns the query references;
 * the screen reads each with usePreloaded(useLoaderData().name) (src/components/preloaded.ts). A loader waits (`ready`) for what
 * its screen renders with, so the screen never shows a loading state on arrival. A failed query is
 * the screen's to show (errorPolicy 'all': the reference answers with the error, e.g. for the
 * not-found page), never the route's error page.
 */
export function preloader(client: ApolloClient) {
  const preloadQuery = createQueryPreloader(client);
  const preload = <TData, TVariables extends OperationVariables>(
    query: TypedDocumentNode<TData, TVariables>,
    options: { variables?: TVariables; wait?: Wait } = {},
  ): Preloaded<TData, TVariables> =>
    (preloadQuery as (query: unknown, options: unknown) => Preloaded<TData, TVariables>)(query, {
      variables: options.variables,
      fetchPolicy: options.wait === 'fresh' ? 'network-only' : 'cache-and-network',
      errorPolicy: 'all',
    });
  /** Resolves when the reference has an answer to render (a cached one, the server's or a failure). */
  const ready: typeof preloadQuery.toPromise = (ref) => preloadQuery.toPromise(ref);
  return { preload, ready };
}

/**
 * For a page that keeps its own state in the address's query (search, order, page) and asks for its
 * data as it changes: a new query of the same page does not run the route's loader again.
 */
export const samePageKeepsItsData: ShouldRevalidateFunction = ({ currentUrl, nextUrl, defaultShouldRevalidate }) =>
  currentUrl.pathname === nextUrl.pathname ? false : defaultShouldRevalidate;

/** A route module's loader: `export function loader(client, args)` beside the page (`<page>.loader.ts`). */
export type RouteLoader = (client: ApolloClient, args: LoaderFunctionArgs) => Promise<unknown>;

/** What a route module's loader gives its page (the page reads it with useLoaderData<LoaderData<typeof loader>>()). */
export type LoaderData<TLoader extends RouteLoader> = Awaited<ReturnType<TLoader>>;

/**
 * A new task of the browser's event loop: a phone runs the first page's start-up as
 * several short tasks (the modules, the router, each route's loader) instead of one long one, so a
 * tap or a paint is never kept waiting long.
 */
export function nextTask(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  if (scheduler?.yield) return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}

/** The route table with each route's loader started in a task of its own (nextTask). */
export function loadersInTasksOfTheirOwn(routes: RouteObject[]): RouteObject[] {
  return routes.map((route) => {
    const { loader, children } = route;
    const own: RouteObject = { ...route };
    if (typeof loader === 'function') {
      own.loader = async (args, context) => {
        await nextTask();
        return loader(args, context);
      };
    }
    if (children) own.children = loadersInTasksOfTheirOwn(children);
    return own;
  });
}

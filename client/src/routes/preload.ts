import type { RouteObject } from 'react-router';
import type { ApolloClient, OperationVariables, TypedDocumentNode } from '@apollo/client';

/** One query a screen renders from, as its route loader starts it. */
export interface Preloaded {
  query: TypedDocumentNode<any, any>; // eslint-disable-line @typescript-eslint/no-explicit-any
  variables?: OperationVariables;
  /**
   * 'fresh': the screen waits for the server's answer even when the cache has one (the editor works
   * on the server's build and its concurrency token). Default 'cached': a complete cached answer
   * lets the screen render at once, and the server's answer replaces it in the cache when it arrives.
   */
  wait?: 'fresh' | 'cached';
}

/**
 * Data loads with the route: a route loader starts its screen's queries, which the
 * router runs in parallel with the screen's code chunk and with the other routes' loaders (the
 * signed-in user's), and the answers go into Apollo's cache, from which the screen's useQuery
 * (cache-first) reads them on its first render. A failed query is left to the screen: its useQuery
 * asks again and shows the failure its own way (e.g. the not-found page).
 */
export async function preload(client: ApolloClient, queries: Preloaded[]): Promise<null> {
  await Promise.all(
    queries.map(({ query, variables, wait = 'cached' }) => {
      const cached = wait === 'cached' && client.readQuery({ query, variables }) !== null;
      const answer = client.query({ query, variables, fetchPolicy: 'network-only' }).catch(() => undefined);
      return cached ? Promise.resolve() : answer;
    }),
  );
  return null;
}

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

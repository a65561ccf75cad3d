import { ApolloProvider } from '@apollo/client/react';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { createApolloClient } from './apollo-client';
import { forgetEarlyAnswers } from './early-answers';
import { loadDeferredStylesheet } from './routes/deferred-stylesheet';
import { createRoutes } from './routes/routes';
import { loginPath } from './features/accounts/session';

/** Starts the app: the Apollo client, the router (whose loaders start the first screen's data) and React's root. */
export function startApp() {
  // Assigned once below; `let` because the client's callback, made first, may run before that.
  // eslint-disable-next-line prefer-const -- see above
  let router: ReturnType<typeof createBrowserRouter> | undefined;

  // Any UNAUTHENTICATED / 401 answer (players §8): forget the cached user and go to /login.
  const client = createApolloClient({
    onUnauthenticated: () => {
      void client.clearStore().then(() => {
        if (router && router.state.location.pathname !== '/login') void router.navigate(loginPath(router.state.location));
      });
    },
  });
  router = createBrowserRouter(createRoutes(client));

  // Once the first screen is shown: its early answers are used or stale (early-answers.ts), and the
  // whole stylesheet is asked for after its paint (the page inlines only that screen's rules).
  const shown = (state: typeof router.state) => state.initialized && state.navigation.state === 'idle';
  const afterPaint = () => {
    forgetEarlyAnswers();
    requestAnimationFrame(() => setTimeout(() => void loadDeferredStylesheet(), 0));
  };
  if (shown(router.state)) afterPaint();
  else {
    const stopWatching = router.subscribe((state) => {
      if (!shown(state)) return;
      stopWatching();
      afterPaint();
    });
  }

  const root = document.getElementById('root');
  if (!root) throw new Error('index.html has no element with id "root"');
  createRoot(root).render(
    <StrictMode>
      <ApolloProvider client={client}>
        <RouterProvider router={router} />
      </ApolloProvider>
    </StrictMode>,
  );
}

import type { RouteObject } from 'react-router';

/*
 * The rest of the stylesheet. A first-load page of the build (build-plugins/route-pages.mts)
 * inlines only the rules its own screen can use, followed by the whole stylesheet's link, disabled
 * (not fetched) and marked data-deferred-stylesheet. The link is enabled once the first screen has
 * painted (app.tsx), and every screen's code loaded after that waits for it, so no screen shows
 * without its rules. index.html (and the development server) carry the whole stylesheet: nothing to wait for.
 */

let loaded: Promise<void> | undefined;

/** Enables the whole stylesheet's link (once), where the page's rules are, before any screen's own stylesheet. */
export function loadDeferredStylesheet(): Promise<void> {
  if (loaded) return loaded;
  const link = document.querySelector<HTMLLinkElement>('link[data-deferred-stylesheet]');
  if (!link) {
    loaded = Promise.resolve();
    return loaded;
  }
  loaded = new Promise((done) => {
    // A failed download leaves the page's own rules; the screens still open.
    link.addEventListener('load', () => done(), { once: true });
    link.addEventListener('error', () => done(), { once: true });
    link.removeAttribute('disabled');
  });
  return loaded;
}

/**
 * The route table with each lazily loaded screen also waiting for the whole stylesheet when it has
 * been asked for: the first screen's code does not wait (the page's own rules are inline), a later
 * screen's does.
 */
export function waitingForStylesheet(routes: RouteObject[]): RouteObject[] {
  return routes.map((route) => {
    const { lazy, children } = route;
    const waiting: RouteObject = { ...route };
    if (typeof lazy === 'function') {
      waiting.lazy = async () => {
        const [module] = await Promise.all([lazy(), loaded]);
        return module;
      };
    }
    if (children) waiting.children = waitingForStylesheet(children);
    return waiting;
  });
}

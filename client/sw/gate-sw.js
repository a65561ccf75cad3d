/* The gate's service worker, written by hand and completed at build time (vite.config.mts,
 * plugin gate-service-worker) with the list of files the gate and the player's ticket need.
 *
 * It serves the app shell offline for the gate (/staff/manage_events/{id}/checkin) and the player's
 * ticket (/ticket/{id}) only: every other page and every API call goes to the network exactly as
 * without it (no respondWith), and no API answer is ever cached here (the gate keeps its roster in
 * IndexedDB itself). Hashed files under /assets/ that are in the precache are served from it.
 */
const VERSION = self.__GATE_VERSION__;
const PRECACHE = self.__GATE_PRECACHE__;
const CACHE = `larp-gate-shell-${VERSION}`;
const OFFLINE_PAGES = [/^\/staff\/checkin\/?$/, /^\/staff\/manage_events\/[^/]+\/checkin\/?$/, /^\/ticket\/[^/]+\/?$/];

self.addEventListener('install', (event) => {
  event.waitUntil(
    caches
      .open(CACHE)
      .then((cache) => cache.addAll(['/index.html', ...PRECACHE]))
      .then(() => self.skipWaiting()),
  );
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((names) =>
        Promise.all(names.filter((name) => name.startsWith('larp-gate-shell-') && name !== CACHE).map((name) => caches.delete(name))),
      )
      .then(() => self.clients.claim()),
  );
});

self.addEventListener('fetch', (event) => {
  const request = event.request;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin) return;
  if (request.mode === 'navigate') {
    if (!OFFLINE_PAGES.some((page) => page.test(url.pathname))) return;
    // The network first (a new release is seen at once); the cached shell when it cannot be reached.
    event.respondWith(
      fetch(request).catch(() =>
        caches
          .open(CACHE)
          .then((cache) => cache.match('/index.html'))
          .then((shell) => shell || Response.error()),
      ),
    );
    return;
  }
  if (url.pathname.startsWith('/assets/') || url.pathname === '/gate.webmanifest' || url.pathname.startsWith('/gate-icon')) {
    event.respondWith(
      caches
        .open(CACHE)
        .then((cache) => cache.match(request, { ignoreVary: true }))
        .then((cached) => cached || fetch(request)),
    );
  }
});

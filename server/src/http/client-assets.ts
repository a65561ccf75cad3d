import { existsSync, readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

/** Vite's content-hashed files: their name changes whenever their content does. */
export const IMMUTABLE_CACHE = 'public, max-age=31536000, immutable';
/** Everything else (index.html, robots.txt, favicon): revalidated on every use. */
export const REVALIDATE_CACHE = 'no-cache';

/**
 * Serves the client build: the .br/.gz copies the client's build wrote (scripts/precompress.js) when
 * the browser accepts them, hashed files under /assets cached for a year, everything else revalidated.
 */
export async function serveClientAssets(app: FastifyInstance, root: string): Promise<void> {
  await app.register(fastifyStatic, {
    root,
    wildcard: true,
    // '/' is a client route like the others (clientPageFor): its page names home's chunks.
    index: false,
    // A folder address ('/', '/assets/') goes to the client's page (the not-found handler). Given
    // to `send` without an index, it would answer 403 whenever no precompressed copy is asked for
    // (no Accept-Encoding, or identity).
    allowedPath: (pathname) => !pathname.endsWith('/'),
    preCompressed: true,
    cacheControl: false,
    setHeaders(res, path) {
      const hashed = relative(root, path).startsWith(`assets${sep}`);
      res.setHeader('cache-control', hashed ? IMMUTABLE_CACHE : REVALIDATE_CACHE);
      // The same URL is sent as br, gzip or plain: shared caches must key on Accept-Encoding.
      res.setHeader('vary', 'accept-encoding');
    },
  });
}

/** One line of the client build's route-pages.json (client/build-plugins/route-pages.mts). */
interface RoutePage {
  path: string;
  file: string;
}

/**
 * The HTML page for a client route: the build writes a copy of index.html per first-load
 * page that names the page's own chunks for preloading (dist/pages/, listed in dist/route-pages.json
 * by react-router path pattern); an address no pattern matches gets index.html. Read once at start.
 */
export function clientPageFor(root: string): (url: string) => string {
  const listing = join(root, 'route-pages.json');
  const pages = existsSync(listing) ? (JSON.parse(readFileSync(listing, 'utf8')) as RoutePage[]) : [];
  const patterns = pages
    .filter((page) => existsSync(join(root, page.file)))
    .map((page) => ({ segments: page.path.split('/').filter(Boolean), file: page.file }));
  return (url) => {
    const path = url.split(/[?#]/, 1)[0] ?? '/';
    const segments = path.split('/').filter(Boolean);
    const match = patterns.find(
      (pattern) =>
        pattern.segments.length === segments.length &&
        pattern.segments.every((segment, at) => (segment.startsWith(':') ? segments[at] !== '' : segment === segments[at])),
    );
    return match?.file ?? 'index.html';
  };
}

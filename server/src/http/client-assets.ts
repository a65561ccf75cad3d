import { relative, sep } from 'node:path';
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
    index: 'index.html',
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

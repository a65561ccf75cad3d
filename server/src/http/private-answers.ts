import type { FastifyInstance, FastifyRequest } from 'fastify';
import { SESSION_COOKIE } from '../modules/accounts/session-cookie';
import { bearerTokenOf } from '../rest/csrf-guard';

// Read from the header itself: an answer sent before the cookie plugin's hook ran has no parsed cookies.
const SESSION_COOKIE_PRESENT = new RegExp(`(?:^|;)\\s*${SESSION_COOKIE}=`);

/** Whether the request carried a session cookie or an API token: its answer may be someone's own data. */
export function carriesCredentials(request: FastifyRequest): boolean {
  return SESSION_COOKIE_PRESENT.test(request.headers.cookie ?? '') || bearerTokenOf(request) !== null;
}

/**
 * Every /api/ and /graphql answer to a request that carried a session or a token gets
 * `Cache-Control: no-store`, so that no browser or proxy cache keeps a person's data (exports,
 * profiles, lists). One hook for every route, so a new route cannot forget it. An answer its route
 * declared `public` (an event image, the same for everyone) keeps its own caching.
 */
export function noStoreForCredentialedAnswers(app: FastifyInstance): void {
  app.addHook('onSend', (request, reply, payload, done) => {
    if ((request.url.startsWith('/api/') || request.url.startsWith('/graphql')) && carriesCredentials(request)) {
      const declared = reply.getHeader('cache-control');
      if (typeof declared !== 'string' || !/(^|,)\s*public\b/i.test(declared)) void reply.header('Cache-Control', 'no-store');
    }
    done(null, payload);
  });
}

import type { FastifyReply, FastifyRequest } from 'fastify';

/** The token of an `Authorization: Bearer <token>` header, or null. */
export function bearerTokenOf(request: FastifyRequest): string | null {
  const match = /^Bearer +(\S+)\s*$/i.exec(request.headers.authorization ?? '');
  return match ? match[1] : null;
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

export const CSRF_MESSAGE = 'Requests that change data must be sent as application/json or carry an X-Requested-With header';

/**
 * A cross-site HTML form can only send urlencoded, multipart or text/plain bodies, and cannot set
 * custom headers without a CORS preflight (which we never grant). So a state-changing request must
 * be JSON or carry X-Requested-With (the multipart image upload does the latter).
 */
export function isCsrfSafe(request: FastifyRequest): boolean {
  if (SAFE_METHODS.has(request.method)) return true;
  // An API token is sent by the caller's own code, never added by a browser to a cross-site request;
  // a request with one is judged by the token alone (the cookie is not read).
  if (bearerTokenOf(request) !== null) return true;
  if (request.headers['x-requested-with']) return true;
  const type = (request.headers['content-type'] ?? '').split(';')[0].trim().toLowerCase();
  return type === 'application/json';
}

export async function csrfGuard(request: FastifyRequest, reply: FastifyReply): Promise<void> {
  if (!isCsrfSafe(request)) {
    // 400 like any other wrong content type; the body is never parsed.
    await reply.code(400).send({ message: CSRF_MESSAGE });
  }
}

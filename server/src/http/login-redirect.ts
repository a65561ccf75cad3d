import type { FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../errors';

/**
 * A browser opening a page (a link followed, a URL typed) asks for HTML first; the client's fetch()
 * calls and API clients do not. Only such a navigation is sent to the login page.
 */
export function isBrowserNavigation(request: FastifyRequest): boolean {
  const accept = request.headers.accept ?? '';
  return /(^|[,\s])text\/html\b/i.test(accept);
}

/** The login page, coming back to this URL afterwards (the client's /login?next=). */
export function loginUrlFor(request: FastifyRequest): string {
  return `/login?${new URLSearchParams({ next: request.url }).toString()}`;
}

/**
 * A download refused for want of a session, opened by a browser: redirects to the login page and
 * back (true). Anything else (an API client, another refusal) is left to the error handler (false).
 */
export function redirectedToLogin(request: FastifyRequest, reply: FastifyReply, error: unknown): boolean {
  if (!(error instanceof AppError && error.code === 'UNAUTHENTICATED' && isBrowserNavigation(request))) return false;
  void reply.header('Cache-Control', 'no-store').redirect(loginUrlFor(request), 303);
  return true;
}

/**
 * Runs a download's handler (e.g. the registration answers CSV). Without a session, a browser's
 * navigation is redirected to the login page and back; an API client still gets the JSON 401.
 */
export async function downloadOrLogin<T>(request: FastifyRequest, reply: FastifyReply, send: () => Promise<T>): Promise<T | FastifyReply> {
  try {
    return await send();
  } catch (error) {
    if (redirectedToLogin(request, reply, error)) return reply;
    throw error;
  }
}

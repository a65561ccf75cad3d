import type { FastifyReply, FastifyRequest } from 'fastify';
import type { RequestContext, SessionHandle } from '../../request-context';
import { SESSION_LIFETIME_MS, type SessionService } from './session.service';

export const SESSION_COOKIE = 'larp_session';

export interface SessionCookieSettings {
  /** Secure cookies when PUBLIC_URL is https */
  secure: boolean;
}

function cookieOptions(settings: SessionCookieSettings) {
  return {
    path: '/',
    httpOnly: true,
    sameSite: 'lax' as const,
    secure: settings.secure,
    signed: true,
    maxAge: Math.floor(SESSION_LIFETIME_MS / 1000),
  };
}

/**
 * Signed cookies already found valid, per app (its settings object: each app has its own secret),
 * so a signed-in user's every request does not compute the signature's HMAC again. Only
 * valid cookies are kept, at most VERIFIED_MAX per app, the oldest dropped first.
 */
const verified = new WeakMap<SessionCookieSettings, Map<string, string>>();
const VERIFIED_MAX = 1024;

/** The session token from the signed cookie, or null when absent or tampered with. */
function tokenFromCookie(request: FastifyRequest, settings: SessionCookieSettings): string | null {
  const raw = request.cookies[SESSION_COOKIE];
  if (!raw) return null;
  let known = verified.get(settings);
  const token = known?.get(raw);
  if (token !== undefined) return token;
  const unsigned = request.unsignCookie(raw);
  if (!unsigned.valid || !unsigned.value) return null;
  if (!known) verified.set(settings, (known = new Map<string, string>()));
  if (known.size >= VERIFIED_MAX) known.delete(known.keys().next().value as string);
  known.set(raw, unsigned.value);
  return unsigned.value;
}

/**
 * Builds the RequestContext of one request: resolves the session cookie to the signed-in user and
 * gives services a handle that starts (always with a new id) or ends the session.
 */
export async function buildRequestContext(
  request: FastifyRequest,
  reply: FastifyReply,
  sessions: SessionService,
  settings: SessionCookieSettings,
): Promise<RequestContext> {
  const token = tokenFromCookie(request, settings);
  const resolved = token ? await sessions.resolve(token) : null;
  let currentSessionId = resolved?.sessionId ?? null;

  const context: RequestContext = {
    user: resolved?.user ?? null,
    ip: request.ip,
    session: undefined as unknown as SessionHandle,
  };
  context.session = {
    async start(userId) {
      // A fresh id at every sign-in: a session id planted before login is worthless after it.
      if (currentSessionId) await sessions.destroy(currentSessionId);
      const newToken = await sessions.create(userId, request.headers['user-agent'] ?? null);
      const started = await sessions.resolve(newToken);
      currentSessionId = started?.sessionId ?? null;
      context.user = started?.user ?? null;
      void reply.setCookie(SESSION_COOKIE, newToken, cookieOptions(settings));
    },
    currentId() {
      return currentSessionId;
    },
    async end() {
      if (currentSessionId) await sessions.destroy(currentSessionId);
      currentSessionId = null;
      context.user = null;
      void reply.clearCookie(SESSION_COOKIE, { ...cookieOptions(settings), maxAge: undefined });
    },
  };
  return context;
}

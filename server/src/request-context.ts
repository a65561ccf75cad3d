import type { User } from './db/entities/user.entity';

/** What a service may do to the session of the request it serves. */
export interface SessionHandle {
  /** Signs the user in: ends the request's current session, starts a new one (new id), sets the cookie. */
  start(userId: string): Promise<void>;
  /** Ends the request's session, if any, and clears the cookie. */
  end(): Promise<void>;
  /** The id of the request's session (a signed-in browser); absent or null for API tokens and anonymous requests. */
  currentId?(): string | null;
}

/**
 * The acting side of one request, built the same way for REST and GraphQL and handed to every
 * service method: services decide with it, transports never do.
 */
export interface RequestContext {
  /** The signed-in, verified user; null when anonymous. */
  user: User | null;
  /** The client's address, for rate limits. */
  ip: string;
  session: SessionHandle;
  /** Set when the request authenticated with an API token (`Authorization: Bearer`): its scopes narrow what the user may do. */
  apiToken?: { id: string; scopes: string[] } | null;
}

import type { FastifyRequest } from 'fastify';
import { forbidden } from '../../errors';
import type { RequestContext } from '../../request-context';
import type { ApiTokensService } from './api-tokens.service';

/**
 * The RequestContext of a request with `Authorization: Bearer <API token>`: the token's owner as the
 * user (loaded fresh, so a role taken away is gone for the token too), its scopes as the grant. The
 * cookie is not read. A token cannot sign in or out: sessions belong to browsers.
 */
export async function tokenRequestContext(request: FastifyRequest, bearer: string, apiTokens: ApiTokensService): Promise<RequestContext> {
  const { user, grant } = await apiTokens.resolve(bearer);
  return {
    user,
    ip: request.ip,
    apiToken: grant,
    session: {
      async start() {
        throw forbidden('Sign in from a browser; an API token cannot start a session');
      },
      async end() {
        // nothing to end: the token stays valid until revoked
      },
    },
  };
}

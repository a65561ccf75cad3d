import type { FastifyReply, FastifyRequest } from 'fastify';
import { admitCall } from '../calls/admit-call';
import type { CallDefinition } from '../calls/call-definition';
import { redirectedToLogin } from '../http/login-redirect';
import type { RequestContext } from '../request-context';
import { bearerTokenOf } from './csrf-guard';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** the definition of the call a route serves (every /api/v1 route has one) */
    call?: CallDefinition;
  }
}

export type ContextOf = (request: FastifyRequest, reply: FastifyReply) => Promise<RequestContext>;

/**
 * Admits the caller of `call` by its definition (admitCall) before the route's body is validated
 * or a multipart upload is read. A public call needs no session and no token scope (a token without
 * the scope makes the request anonymous: admitCall). A download opened in a browser without a session goes to the login
 * page and back (then it answers true: the reply is sent).
 */
export function admission(
  call: CallDefinition,
  contextOf: ContextOf,
  options: { download?: boolean } = {},
): (request: FastifyRequest, reply: FastifyReply) => Promise<boolean> {
  return async (request, reply) => {
    if (call.access === 'public' && bearerTokenOf(request) === null) return false;
    const context = await contextOf(request, reply);
    try {
      admitCall(context, call);
    } catch (error) {
      if (options.download && redirectedToLogin(request, reply, error)) return true;
      throw error;
    }
    return false;
  };
}

/**
 * The options that make a plain Fastify route serve `call`: the definition in the route's config
 * (read by the coverage test) and the admission as its preValidation hook.
 */
export function callRoute(
  call: CallDefinition,
  contextOf: ContextOf,
  options: { download?: boolean } = {},
): {
  config: { call: CallDefinition };
  preValidation: (request: FastifyRequest, reply: FastifyReply) => Promise<FastifyReply | undefined>;
} {
  const admit = admission(call, contextOf, options);
  return {
    config: { call },
    preValidation: async (request, reply) => ((await admit(request, reply)) ? reply : undefined),
  };
}

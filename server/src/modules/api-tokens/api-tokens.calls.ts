import { defineCall, defineCalls } from '../../calls/call-definition';
import { apiTokenParams, createApiTokenInput } from './api-tokens.inputs';

/** The calls of api-tokens: who may make each, its token scope, contracts, summary and service call (calls/call-definition.ts). */
export const API_TOKENS_CALLS = defineCalls({
  apiTokens: defineCall({
    access: 'signedIn',
    scope: 'account:read',
    summary: "The signed-in user's API tokens (never their secrets) and the scopes a token may have.",
    run: ({ context, services }) => services.apiTokens.list(context),
  }),
  createApiToken: defineCall({
    access: 'signedIn',
    scope: 'account:write',
    input: createApiTokenInput,
    summary: 'Makes an API token. The answer holds the token itself: it is shown this once and stored only hashed.',
    run: ({ context, services }, command) => services.apiTokens.create(context, command),
  }),
  revokeApiToken: defineCall({
    access: 'signedIn',
    scope: 'account:write',
    params: apiTokenParams,
    summary: 'Revokes one of your API tokens; it stops working at once.',
    run: ({ context, services }, { id }) => services.apiTokens.revoke(context, id),
  }),
});

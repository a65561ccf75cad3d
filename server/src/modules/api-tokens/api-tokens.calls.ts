import { defineCalls } from '../../calls/call-definition';
import { createApiTokenInput } from './api-tokens.inputs';

/** The calls of api-tokens: who may make each, the API token scope it needs, the input contract and summary (calls/call-definition.ts). */
export const API_TOKENS_CALLS = defineCalls({
  apiTokens: {
    access: 'signedIn',
    scope: 'account:read',
    summary: "The signed-in user's API tokens (never their secrets) and the scopes a token may have.",
  },
  createApiToken: {
    access: 'signedIn',
    scope: 'account:write',
    input: createApiTokenInput,
    summary: 'Makes an API token. The answer holds the token itself: it is shown this once and stored only hashed.',
  },
  revokeApiToken: { access: 'signedIn', scope: 'account:write', summary: 'Revokes one of your API tokens; it stops working at once.' },
});

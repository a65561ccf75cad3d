import { defineCalls } from '../../calls/call-definition';

/** The calls of api-tokens: who may make each, the API token scope it needs (calls/call-definition.ts). */
export const API_TOKENS_CALLS = defineCalls({
  apiTokens: { access: 'signedIn', scope: 'account:read' },
  createApiToken: { access: 'signedIn', scope: 'account:write' },
  revokeApiToken: { access: 'signedIn', scope: 'account:write' },
});

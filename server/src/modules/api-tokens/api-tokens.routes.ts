import { API_TOKENS_CALLS } from './api-tokens.calls';
import { z } from 'zod';
import type { ApiToken } from '../../db/entities/integrator.entities';
import { restRoute, type RestRoute } from '../../rest/route-table';
import { API_SCOPES } from './api-token-scopes';
import { apiTokenOutput, presentApiToken } from './api-tokens.presenter';

/** A user's own API tokens, managed from a browser session only. */
export const API_TOKEN_ROUTES: RestRoute[] = [
  restRoute({
    definition: API_TOKENS_CALLS.apiTokens,
    method: 'GET',
    path: '/user/api_tokens',
    response: z.object({ tokens: z.array(apiTokenOutput), scopes: z.array(z.string()) }),
    present: (tokens: ApiToken[], { services }) => ({
      tokens: tokens.map((token) => presentApiToken(token, services.clock.now())),
      scopes: API_SCOPES,
    }),
  }),
  restRoute({
    definition: API_TOKENS_CALLS.createApiToken,
    method: 'POST',
    path: '/user/api_tokens',
    status: 201,
    response: z.object({ token: z.string(), api_token: apiTokenOutput }),
    present: ({ token, record }, { services }) => ({ token, api_token: presentApiToken(record, services.clock.now()) }),
  }),
  restRoute({
    definition: API_TOKENS_CALLS.revokeApiToken,
    method: 'DELETE',
    path: '/user/api_tokens/:id',
    response: z.object({ api_token: apiTokenOutput, message: z.string() }),
    present: (token: ApiToken, { services }) => ({ api_token: presentApiToken(token, services.clock.now()), message: 'API token revoked' }),
  }),
];

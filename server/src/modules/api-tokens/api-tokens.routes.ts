import { API_TOKENS_CALLS } from './api-tokens.calls';
import { z } from 'zod';
import type { ApiToken } from '../../db/entities/integrator.entities';
import { restRoute, type RestRoute } from '../../rest/route-table';
import { API_SCOPES } from './api-token-scopes';
import { apiTokenParams, createApiTokenInput } from './api-tokens.inputs';
import { apiTokenOutput, presentApiToken } from './api-tokens.presenter';

/** A user's own API tokens, managed from a browser session only. */
export const API_TOKEN_ROUTES: RestRoute[] = [
  restRoute({
    definition: API_TOKENS_CALLS.apiTokens,
    method: 'GET',
    path: '/user/api_tokens',
    summary: "The signed-in user's API tokens (never their secrets) and the scopes a token may have.",
    call: ({ context, services }) => services.apiTokens.list(context),
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
    summary: 'Makes an API token. The answer holds the token itself: it is shown this once and stored only hashed.',
    body: createApiTokenInput,
    call: ({ body, context, services }) => services.apiTokens.create(context, body),
    response: z.object({ token: z.string(), api_token: apiTokenOutput }),
    present: ({ token, record }, { services }) => ({ token, api_token: presentApiToken(record, services.clock.now()) }),
  }),
  restRoute({
    definition: API_TOKENS_CALLS.revokeApiToken,
    method: 'DELETE',
    path: '/user/api_tokens/:id',
    summary: 'Revokes one of your API tokens; it stops working at once.',
    params: apiTokenParams,
    call: ({ params, context, services }) => services.apiTokens.revoke(context, params.id),
    response: z.object({ api_token: apiTokenOutput, message: z.string() }),
    present: (token: ApiToken, { services }) => ({ api_token: presentApiToken(token, services.clock.now()), message: 'API token revoked' }),
  }),
];

import { z } from 'zod';
import { body, params } from '../../input/contract';
import { id, int, LIMITS, list, requiredText } from '../../input/fields';
import { API_SCOPES } from './api-token-scopes';
import { API_TOKEN_MESSAGES as M } from './api-tokens.messages';

/** POST /user/api_tokens: a named token with scopes and an expiry in days. */
export const createApiTokenInput = body({
  name: requiredText(LIMITS.name, M.nameRequired),
  scopes: list(
    z.string({ error: M.unknownScope }).refine((scope) => API_SCOPES.includes(scope), { error: M.unknownScope }),
    API_SCOPES.length,
  ).refine((scopes) => scopes.length > 0, { error: M.scopesRequired }),
  expires_in_days: int(1, 365, M.expiryRange),
}).transform((input) => ({ name: input.name, scopes: [...new Set(input.scopes)].sort(), expiresInDays: input.expires_in_days }));
export type CreateApiTokenCommand = z.output<typeof createApiTokenInput>;

export const apiTokenParams = params({ id: id() });

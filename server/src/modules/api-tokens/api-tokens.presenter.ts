import { z } from 'zod';
import type { ApiToken } from '../../db/entities/integrator.entities';
import { tokenState } from './api-tokens.service';

export const apiTokenOutput = z.object({
  _id: z.string(),
  name: z.string(),
  token_prefix: z.string(),
  scopes: z.array(z.string()),
  expires_at: z.string(),
  created_at: z.string(),
  last_used_at: z.string().nullable(),
  revoked_at: z.string().nullable(),
  state: z.enum(['active', 'expired', 'revoked']),
});

export function presentApiToken(token: ApiToken, now: Date) {
  return {
    _id: token.id,
    name: token.name,
    token_prefix: token.tokenPrefix,
    scopes: token.scopes,
    expires_at: token.expiresAt.toISOString(),
    created_at: token.createdAt.toISOString(),
    last_used_at: token.lastUsedAt?.toISOString() ?? null,
    revoked_at: token.revokedAt?.toISOString() ?? null,
    state: tokenState(token, now),
  };
}

/**
 * What an API token may reach: one scope per domain and access, "characters:read", "events:write".
 * Write includes read. A token acts as its owner, so a scope never grants more than the owner has:
 * every call still goes through the domain's own policy.
 */
export const API_DOMAINS = [
  'account',
  'characters',
  'shards',
  'events',
  'registrations',
  'payments',
  'surveys',
  'game_data',
  'exports',
  'webhooks',
  'graphql',
] as const;
export type ApiDomain = (typeof API_DOMAINS)[number];
export type ApiAccess = 'read' | 'write';
export const API_SCOPES = API_DOMAINS.flatMap((domain) => [`${domain}:read`, `${domain}:write`]);

/** Whether `scopes` cover `access` on `domain` (write covers read). */
export function scopesAllow(scopes: readonly string[], domain: ApiDomain, access: ApiAccess): boolean {
  return scopes.includes(`${domain}:write`) || (access === 'read' && scopes.includes(`${domain}:read`));
}

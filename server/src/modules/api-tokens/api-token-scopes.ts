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
  'surveys',
  'game_data',
  'exports',
  'webhooks',
  'graphql',
] as const;
export type ApiDomain = (typeof API_DOMAINS)[number];
export type ApiAccess = 'read' | 'write';
export const API_SCOPES = API_DOMAINS.flatMap((domain) => [`${domain}:read`, `${domain}:write`]);

/** The domain of a /api/v1 path (as written in the route table), first match wins. */
const DOMAIN_OF_PATH: Array<[RegExp, ApiDomain]> = [
  [/^\/user\/characters|^\/characters|^\/users\/[^/]+\/characters/, 'characters'],
  [/^\/user\/shards|^\/users\/shards/, 'shards'],
  [/^\/user\/event_registrations|^\/events\/[^/]+\/event_registrations/, 'registrations'],
  [/^\/user\/survey/, 'surveys'],
  [/^\/exports|^\/user\/calendar/, 'exports'],
  [/^\/saved_queries/, 'graphql'],
  [/^\/webhooks/, 'webhooks'],
  [/^\/events|^\/checkin/, 'events'],
  [/^\/(game_data|skills|races|transformations|event_role_types|ruleset)/, 'game_data'],
];

export function domainOfPath(path: string): ApiDomain {
  for (const [pattern, domain] of DOMAIN_OF_PATH) if (pattern.test(path)) return domain;
  return 'account';
}

export const accessOfMethod = (method: string): ApiAccess => (method === 'GET' || method === 'HEAD' ? 'read' : 'write');

/** Whether `scopes` cover `access` on `domain` (write covers read). */
export function scopesAllow(scopes: readonly string[], domain: ApiDomain, access: ApiAccess): boolean {
  return scopes.includes(`${domain}:write`) || (access === 'read' && scopes.includes(`${domain}:read`));
}

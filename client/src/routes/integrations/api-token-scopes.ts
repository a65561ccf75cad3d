import type { ApiTokenScope } from '../../graphql/generated/graphql';

/*
 * GraphQL names a token scope CHARACTERS_READ; the page (and REST, and the token's owner in the docs)
 * says characters:read. These three cross between the two.
 */

/** The data domain and the access a scope gives: CHARACTERS_READ -> characters, read. */
export function scopeParts(scope: ApiTokenScope): { domain: string; access: 'read' | 'write' } {
  const match = /^(.*)_(READ|WRITE)$/.exec(scope);
  return { domain: (match?.[1] ?? scope).toLowerCase(), access: match?.[2] === 'WRITE' ? 'write' : 'read' };
}

/** The scope as people read it: characters:read. */
export function scopeText(scope: ApiTokenScope): string {
  const { domain, access } = scopeParts(scope);
  return `${domain}:${access}`;
}

/** The scope of a domain and an access: characters, read -> CHARACTERS_READ. */
export const scopeOf = (domain: string, access: 'read' | 'write'): ApiTokenScope => `${domain}_${access}`.toUpperCase() as ApiTokenScope;

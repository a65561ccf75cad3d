import type { z } from 'zod';
import type { PolicyRule } from '../modules/accounts/accounts.policy';
import type { ApiAccess, ApiDomain } from '../modules/api-tokens/api-token-scopes';

/**
 * Who may make a call at all, checked before its input is looked at, so a caller without access
 * learns nothing from validation answers: anyone, anyone signed in, or one action of the domain's
 * policy (`rule(WEBHOOK_POLICY, 'manage')`), the same action the service authorizes again.
 */
export type CallAccess = 'public' | 'signedIn' | PolicyRule;

/** The API token scope a call needs: read or write of one domain ("events:write"). */
export type TokenScope = `${ApiDomain}:${ApiAccess}`;

/**
 * One call, declared once in its module's `<m>.calls.ts` and pointed at by each transport that
 * serves it (a REST row's `definition`, a GraphQL root field's `@Call(...)`, a plain Fastify route's
 * `callRoute(...)`): who may call it, the token scope it needs, whether it takes an Idempotency-Key.
 * Both transports check access and scope from here with the same code, so they cannot disagree, and
 * nothing defaults: a route or root field without a definition fails the coverage test.
 */
export interface CallDefinition {
  /** unique; the GraphQL root field's name when there is one */
  readonly name: string;
  readonly access: CallAccess;
  /** 'none' only for a public call that reads nothing of any domain (the API's own description) */
  readonly scope: TokenScope | 'none';
  /** a retry with the same Idempotency-Key gets the first answer again (the calls that spend or grant) */
  readonly idempotent: boolean;
  /** why the call has no GraphQL field, when it has none (a file, a form with an image, a mail link) */
  readonly restOnly?: string;
  /**
   * The call's input contract, when the definition carries it: the REST row's body (restRoute takes
   * it from here) and what the GraphQL field's arguments are parsed by (parseGraphQLArgs).
   */
  readonly input?: z.ZodType;
  /** What the call does, in one line: the API document's summary (restRoute takes it from here). */
  readonly summary?: string;
}

export type CallSettings = Omit<CallDefinition, 'name' | 'idempotent'> & { idempotent?: boolean };

/**
 * A module's calls, each named by its key: `defineCalls({ createEvent: { access, scope }, ... })`.
 * Each keeps its own settings' types, so `CALLS.createWebhook.input` is the contract itself.
 */
export function defineCalls<S extends Record<string, CallSettings>>(
  settings: S,
): { readonly [Name in keyof S]: CallDefinition & S[Name] & { readonly name: Name & string; readonly idempotent: boolean } } {
  const calls: Record<string, CallDefinition> = {};
  for (const [name, entry] of Object.entries(settings))
    calls[name] = Object.freeze({ name, ...entry, idempotent: entry.idempotent ?? false });
  return calls as never;
}

/** The domain and access of a scope. */
export function splitScope(scope: TokenScope): { domain: ApiDomain; access: ApiAccess } {
  const [domain, access] = scope.split(':') as [ApiDomain, ApiAccess];
  return { domain, access };
}

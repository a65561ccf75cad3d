import { forbidden } from '../errors';
import type { RequestContext } from '../request-context';
import { authorizeRule, requireUser } from '../modules/accounts/accounts.policy';
import { scopesAllow } from '../modules/api-tokens/api-token-scopes';
import { API_TOKEN_MESSAGES } from '../modules/api-tokens/api-tokens.messages';
import { splitScope, type CallDefinition, type TokenScope } from './call-definition';

/** Refuses a request whose API token (if any) lacks `scope`. Session requests pass. */
export function requireTokenScope(context: RequestContext, scope: TokenScope | 'none'): void {
  const grant = context.apiToken;
  if (!grant || scope === 'none') return;
  const { domain, access } = splitScope(scope);
  if (!scopesAllow(grant.scopes, domain, access)) throw forbidden(API_TOKEN_MESSAGES.scopeMissing(scope));
}

/**
 * Whether the caller may make `call` at all, from its definition: its access (401 signed out, 403
 * without the policy's role), then its token scope (403 "This API token lacks the ... scope"). Every
 * REST route runs this before reading its input; the service authorizes again.
 */
export function admitCall(context: RequestContext, call: CallDefinition): void {
  if (call.access === 'signedIn') requireUser(context);
  else if (call.access !== 'public') authorizeRule(context, call.access);
  requireTokenScope(context, call.scope);
}

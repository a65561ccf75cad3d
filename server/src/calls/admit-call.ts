import { forbidden } from '../errors';
import type { RequestContext } from '../request-context';
import { authorizeRule, requireUser } from '../modules/accounts/accounts.policy';
import { scopesAllow } from '../modules/api-tokens/api-token-scopes';
import { API_TOKEN_MESSAGES } from '../modules/api-tokens/api-tokens.messages';
import { splitScope, type CallDefinition, type TokenScope } from './call-definition';

/** Whether the request's API token (if any) covers `scope`. Session and anonymous requests always do. */
export function tokenAllows(context: RequestContext, scope: TokenScope | 'none'): boolean {
  const grant = context.apiToken;
  if (!grant || scope === 'none') return true;
  const { domain, access } = splitScope(scope);
  return scopesAllow(grant.scopes, domain, access);
}

/** Refuses a request whose API token (if any) lacks `scope`. Session requests pass. */
export function requireTokenScope(context: RequestContext, scope: TokenScope | 'none'): void {
  if (!tokenAllows(context, scope)) throw forbidden(API_TOKEN_MESSAGES.scopeMissing(scope));
}

/**
 * Sets the token's owner aside: the request goes on as an anonymous one. A public call is open to
 * anyone without credentials, so refusing it to a token protects nothing (the client could leave the
 * header out) and only breaks clients that send their token with every request; but acting as the
 * token's owner (whose data `currentUser` or `viewer` answers) is what a scope limits, so a token
 * without the call's scope gets what anyone gets.
 */
export function actAsAnyone(context: RequestContext): void {
  context.user = null;
  context.apiToken = null;
}

/**
 * Whether the caller may make `call` at all, from its definition: its access (401 signed out, 403
 * without the policy's role), then its token scope (403 "This API token lacks the ... scope"). A
 * public call refuses no one: a token without its scope makes the request anonymous (actAsAnyone).
 * Every REST route runs this before reading its input; the service authorizes again.
 */
export function admitCall(context: RequestContext, call: CallDefinition): void {
  if (call.access === 'public') {
    if (!tokenAllows(context, call.scope)) actAsAnyone(context);
    return;
  }
  if (call.access === 'signedIn') requireUser(context);
  else authorizeRule(context, call.access);
  requireTokenScope(context, call.scope);
}

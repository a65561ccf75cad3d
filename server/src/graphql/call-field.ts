import type { GraphQLField, GraphQLNamedType, GraphQLSchema } from 'graphql';
import { Authorized, Extensions } from 'type-graphql';
import type { CallDefinition } from '../calls/call-definition';
import type { ApiDomain } from '../modules/api-tokens/api-token-scopes';

/**
 * Makes a root field serve `call` (its module's `<m>.calls.ts`): the guard type-graphql checks
 * (graphql/auth-checker.ts) is the definition's access, and the definition rides in the field's
 * extensions, where the token-scope and idempotency plugins read it. A field's REST twin points at
 * the same definition, so the two transports cannot disagree.
 */
export function Call(call: CallDefinition): MethodDecorator {
  const guard = call.access === 'public' ? null : call.access === 'signedIn' ? Authorized() : Authorized(call.access);
  const extensions = Extensions({ call });
  return (target, key, descriptor) => {
    guard?.(target, key, descriptor);
    extensions(target, key, descriptor);
  };
}

/** The definition a root field serves (undefined when it has none: the coverage test fails then). */
export function callOfField(field: GraphQLField<unknown, unknown> | undefined): CallDefinition | undefined {
  return (field?.extensions as { call?: CallDefinition } | undefined)?.call;
}

/** Every root field (`query x`, `mutation y`) with the definition it serves. */
export function rootFieldCalls(schema: GraphQLSchema): Map<string, CallDefinition | undefined> {
  const calls = new Map<string, CallDefinition | undefined>();
  for (const [kind, type] of [
    ['query', schema.getQueryType()],
    ['mutation', schema.getMutationType()],
  ] as const) {
    for (const field of Object.values(type?.getFields() ?? {})) calls.set(`${kind} ${field.name}`, callOfField(field));
  }
  return calls;
}

/**
 * The API token scope domain of an object type, wherever it is reached: reading any field of one
 * needs `<domain>:read` (or write), so `{ myCharacters { ... } }` with characters:read cannot reach
 * an event through a nested field without events:read. Types without one (summaries, results,
 * settings) add no scope of their own.
 */
export function ScopeDomain(domain: ApiDomain): ClassDecorator {
  return Extensions({ scopeDomain: domain });
}

/** The scope domain a type declares with @ScopeDomain, if any. */
export function scopeDomainOf(type: GraphQLNamedType): ApiDomain | undefined {
  return (type.extensions as { scopeDomain?: ApiDomain } | undefined)?.scopeDomain;
}

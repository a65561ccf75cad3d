import type { GraphQLField, GraphQLNamedType, GraphQLSchema } from 'graphql';
import { Authorized, Extensions } from 'type-graphql';
import type { z } from 'zod';
import { callInput, type CallDefinition, type InputOf, type RunnableCall } from '../calls/call-definition';
import { parseGraphQLArgs } from '../input/contract';
import type { ApiDomain } from '../modules/api-tokens/api-token-scopes';
import type { GraphQLContext } from './context';

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

/**
 * Runs `call`'s one service call with the field's arguments (one or more argument objects, e.g. `{ id }`
 * and an input type) parsed by the definition's contracts (parseCallArgs): the same function with
 * the same parsed input as its REST row.
 */
export function runCall<In, Out>(call: RunnableCall<In, Out>, context: GraphQLContext, ...args: object[]): Out {
  return runCommand(call, context, parseCallArgs(call, ...args) as In);
}

/**
 * A field's arguments parsed by a call's contracts (its path's and its input's) through the one
 * mapping of names (parseGraphQLArgs), in one object as REST's parts are (callInput).
 */
export function parseCallArgs<P extends z.ZodType | undefined, I extends z.ZodType | undefined>(
  call: { readonly params?: P; readonly input?: I },
  ...args: object[]
): InputOf<P, I> {
  const sent = Object.assign({}, ...args) as object;
  // the path's parameters last, as on REST (restRoute), so they win
  const parsed = [call.input && parseGraphQLArgs(call.input, sent), call.params && parseGraphQLArgs(call.params, sent)];
  return callInput(parsed) as InputOf<P, I>;
}

/** Runs `call`'s one service call with a command the resolver builds where GraphQL sends it differently (a selection's includes). */
export function runCommand<In, Out>(call: RunnableCall<In, Out>, { request, services }: GraphQLContext, command: In): Out {
  return call.run({ context: request, services }, command);
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

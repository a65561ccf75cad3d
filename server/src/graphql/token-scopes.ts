import type { ApolloServerPlugin } from '@apollo/server';
import {
  getNamedType,
  GraphQLError,
  Kind,
  OperationTypeNode,
  TypeInfo,
  visit,
  visitWithTypeInfo,
  type DocumentNode,
  type GraphQLSchema,
  type OperationDefinitionNode,
  type SelectionSetNode,
} from 'graphql';
import { actAsAnyone } from '../calls/admit-call';
import { splitScope } from '../calls/call-definition';
import { scopesAllow, type ApiAccess, type ApiDomain } from '../modules/api-tokens/api-token-scopes';
import { API_TOKEN_MESSAGES } from '../modules/api-tokens/api-tokens.messages';
import { callOfField, scopeDomainOf } from './call-field';
import type { GraphQLContext } from './context';

type Scope = { domain: ApiDomain; access: ApiAccess };

/**
 * The scopes an operation needs, in the order its fields appear (each once): `events:read`, ...
 * The scopes of its public root fields are apart (`ofPublicCalls`): a token without them makes the
 * operation anonymous rather than refused (calls/admit-call.ts actAsAnyone).
 */
export function scopesNeeded(
  schema: GraphQLSchema,
  document: DocumentNode,
  operation: OperationDefinitionNode,
): Scope[] & { ofPublicCalls: Scope[]; onlyPublicCalls: boolean } {
  const needed = new Map<string, Scope>();
  const ofPublicCalls = new Map<string, Scope>();
  let onlyPublicCalls = true;
  const need = (domain: ApiDomain, access: ApiAccess, into = needed) => {
    if (!into.has(`${domain}:${access}`)) into.set(`${domain}:${access}`, { domain, access });
  };
  const fragments = new Map(
    document.definitions.flatMap((definition) =>
      definition.kind === Kind.FRAGMENT_DEFINITION ? [[definition.name.value, definition] as const] : [],
    ),
  );
  const rootType = operation.operation === OperationTypeNode.QUERY ? schema.getQueryType() : schema.getMutationType();
  const rootFields = rootType?.getFields() ?? {};
  const roots = (selectionSet: SelectionSetNode, seen: Set<string>) => {
    for (const selection of selectionSet.selections) {
      if (selection.kind === Kind.FIELD) {
        const call = selection.name.value.startsWith('__') ? undefined : callOfField(rootFields[selection.name.value]);
        // every root field serves a definition (the coverage test); an unknown field fails validation first
        if (call && call.access !== 'public') onlyPublicCalls = false;
        if (call && call.scope !== 'none') {
          const { domain, access } = splitScope(call.scope);
          need(domain, access, call.access === 'public' ? ofPublicCalls : needed);
        }
      } else if (selection.kind === Kind.INLINE_FRAGMENT) roots(selection.selectionSet, seen);
      else if (!seen.has(selection.name.value)) {
        seen.add(selection.name.value);
        const fragment = fragments.get(selection.name.value);
        if (fragment) roots(fragment.selectionSet, seen);
      }
    }
  };
  roots(operation.selectionSet, new Set());
  // every object reached, in the operation and the fragments it may spread
  const typeInfo = new TypeInfo(schema);
  const visitor = visitWithTypeInfo(typeInfo, {
    Field() {
      const type = typeInfo.getType();
      const domain = type ? scopeDomainOf(getNamedType(type)) : undefined;
      if (domain) need(domain, 'read');
    },
  });
  visit(operation, visitor);
  for (const fragment of fragments.values()) visit(fragment, visitor);
  return Object.assign([...needed.values()], { ofPublicCalls: [...ofPublicCalls.values()], onlyPublicCalls });
}

/**
 * A request with an API token needs the scopes of the domains its operation reaches
 * (scopesNeeded): the first one missing is refused with 403, before anything runs. An operation of
 * public calls only, whose scopes the token lacks, runs as an anonymous one (actAsAnyone); mixed
 * with calls that need a caller, the missing scope is refused as any other.
 */
export const graphqlTokenScopes = (schema: GraphQLSchema): ApolloServerPlugin<GraphQLContext> => ({
  async requestDidStart() {
    return {
      async didResolveOperation({ contextValue, operation, document }) {
        const grant = contextValue.request.apiToken;
        if (!grant || !operation) return;
        const needed = scopesNeeded(schema, document, operation);
        const lacking = ({ domain, access }: Scope) => !scopesAllow(grant.scopes, domain, access);
        if (needed.onlyPublicCalls && needed.ofPublicCalls.some(lacking)) {
          // an anonymous request is narrowed by no scope
          actAsAnyone(contextValue.request);
          return;
        }
        for (const scope of [...needed, ...needed.ofPublicCalls]) {
          if (lacking(scope)) {
            const { domain, access } = scope;
            throw new GraphQLError(API_TOKEN_MESSAGES.scopeMissing(`${domain}:${access}`), {
              extensions: { code: 'FORBIDDEN', http: { status: 403 } },
            });
          }
        }
      },
    };
  },
});

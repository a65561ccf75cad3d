import {
  getNamedType,
  isEnumType,
  isInputObjectType,
  isLeafType,
  isListType,
  isNonNullType,
  isScalarType,
  type GraphQLField,
  type GraphQLInputType,
  type GraphQLSchema,
} from 'graphql';
import type { Agent, Answer } from './http';

/**
 * A request for every call on each transport, made from the route or the root field alone, so the
 * authorization matrix reaches a new call without anyone writing its request. The values are ones
 * the calls refuse or find nothing for (an id nobody has, an empty text, a negative count), so a
 * caller the call admits gets a validation or not-found answer and nothing changes.
 */

/** an id no row has */
export const MISSING_ID = 'f'.repeat(24);

/** `/api/v1/events/:id/fees` -> `/events/ffff…/fees`: every path parameter an id nobody has. */
export function restPath(url: string): string {
  return url.replace(/^\/api\/v1/, '').replace(/:[A-Za-z_]+/g, MISSING_ID);
}

/** The call behind a REST route, as a caller sends it: a GET with no query, any other method with an empty JSON body. */
export function restRequest(method: string, url: string): (agent: Agent) => Promise<Answer> {
  const path = restPath(url);
  return (agent) => agent.rest(method as 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE', path);
}

/** A value GraphQL accepts for `type` that the call refuses or finds nothing for. */
function valueFor(type: GraphQLInputType): unknown {
  if (isNonNullType(type)) return valueFor(type.ofType);
  if (isListType(type)) return [];
  if (isEnumType(type)) return type.getValues()[0].name;
  if (isInputObjectType(type)) {
    const fields = Object.values(type.getFields()).filter((field) => isNonNullType(field.type) && field.defaultValue === undefined);
    return Object.fromEntries(fields.map((field) => [field.name, valueFor(field.type)]));
  }
  if (isScalarType(type)) {
    switch (type.name) {
      case 'ID':
        return MISSING_ID;
      case 'String':
        return '';
      case 'Int':
      case 'Float':
        return -1;
      case 'Boolean':
        return false;
      case 'DateTimeISO':
        return '2000-01-01T00:00:00.000Z';
      default:
        // JSON and JSONObject
        return {};
    }
  }
  throw new Error(`no value for ${String(type)}`);
}

/**
 * The operation that calls root field `field` of `kind`: its required arguments as variables with
 * values from valueFor, and the least selection its result takes (`__typename`, nothing for a leaf).
 */
export function graphqlOperation(
  kind: 'query' | 'mutation',
  field: GraphQLField<unknown, unknown>,
): { query: string; variables: Record<string, unknown> } {
  const required = field.args.filter((arg) => isNonNullType(arg.type) && arg.defaultValue === undefined);
  const definitions = required.map((arg) => `$${arg.name}: ${String(arg.type)}`).join(', ');
  const args = required.map((arg) => `${arg.name}: $${arg.name}`).join(', ');
  const selection = isLeafType(getNamedType(field.type)) ? '' : ' { __typename }';
  const query = `${kind}${definitions ? ` Call(${definitions})` : ''} { ${field.name}${args ? `(${args})` : ''}${selection} }`;
  return { query, variables: Object.fromEntries(required.map((arg) => [arg.name, valueFor(arg.type)])) };
}

/** The call behind a root field of `schema`, as a caller sends it (graphqlOperation). */
export function graphqlRequest(schema: GraphQLSchema, kind: 'query' | 'mutation', name: string): (agent: Agent) => Promise<Answer> {
  const type = kind === 'query' ? schema.getQueryType() : schema.getMutationType();
  const field = type?.getFields()[name];
  if (!field) throw new Error(`no root field ${kind} ${name}`);
  const { query, variables } = graphqlOperation(kind, field);
  return (agent) => agent.graphql(query, variables);
}

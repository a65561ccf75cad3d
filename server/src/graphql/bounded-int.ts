import {
  GraphQLInt,
  GraphQLNonNull,
  defaultFieldResolver,
  isObjectType,
  type GraphQLFieldResolver,
  type GraphQLResolveInfo,
  type GraphQLSchema,
} from 'graphql';
import type { ErrorLogger } from '../errors';
import { LIMITS } from '../input/fields';

/*
 * Numbers stored before the input contract bounded them (an XP total of 3,000,000,000 on
 * SQLite, which keeps any integer) must not take a player's whole answer down. GraphQL's Int cannot
 * represent them, and the fields that carry them are non-null, so a serialization error would null
 * the nearest nullable parent: `myCharacters` answered `data: null`.
 *
 * Decision: every Int field of an object type answers such a value as the nearest Int bound (the
 * balances' own bound, 2,147,483,647) and logs the stored value with the field's path. The schema and
 * the client stay as they are (non-null Int), the rest of the answer is intact, and the operator
 * sees what to mend. REST answers the stored number as it is (JSON has no such limit).
 */

/** GraphQL Int's range. */
export const INT_MIN = -LIMITS.int32Max - 1;
export const INT_MAX = LIMITS.int32Max;

export const OUT_OF_RANGE_MESSAGE = 'A stored number beyond GraphQL Int was answered as the nearest Int';

interface LoggingContext {
  logger?: ErrorLogger;
}

/**
 * The Int a field answers: an integer within Int as it is; a number beyond it as the nearest bound
 * (logged); anything else (null and a returned Error aside) as GraphQLInt.serialize coerces it, or its error. So the
 * value is already serialized when the executor answers leaves as resolved (graphql/executor.ts).
 */
function bounded(value: unknown, context: LoggingContext | undefined, info: GraphQLResolveInfo): unknown {
  if (typeof value !== 'number' || Number.isNaN(value))
    return value == null || value instanceof Error ? value : GraphQLInt.serialize(value);
  if (value >= INT_MIN && value <= INT_MAX) return Number.isInteger(value) ? value : GraphQLInt.serialize(value);
  const answered = value > INT_MAX ? INT_MAX : INT_MIN;
  const path: (string | number)[] = [];
  for (let step: GraphQLResolveInfo['path'] | undefined = info.path; step; step = step.prev) path.unshift(step.key);
  context?.logger?.error({ path: path.join('.'), stored: value, answered }, OUT_OF_RANGE_MESSAGE);
  return answered;
}

const isThenable = (value: unknown): value is PromiseLike<unknown> =>
  typeof value === 'object' && value !== null && typeof (value as { then?: unknown }).then === 'function';

/** Wraps the resolver of every Int field of the schema's object types (once per schema) with the bound above. */
export function boundIntFields(schema: GraphQLSchema): GraphQLSchema {
  for (const type of Object.values(schema.getTypeMap())) {
    if (!isObjectType(type) || type.name.startsWith('__')) continue;
    for (const field of Object.values(type.getFields())) {
      const named = field.type instanceof GraphQLNonNull ? field.type.ofType : field.type;
      if (named !== GraphQLInt) continue;
      const resolve: GraphQLFieldResolver<unknown, LoggingContext> = field.resolve ?? defaultFieldResolver;
      field.resolve = (source, args, context: LoggingContext, info) => {
        const value = resolve(source, args, context, info);
        return isThenable(value)
          ? Promise.resolve(value).then((resolved) => bounded(resolved, context, info))
          : bounded(value, context, info);
      };
    }
  }
  return schema;
}

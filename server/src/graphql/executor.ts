import {
  execute,
  GraphQLError,
  isEnumType,
  Kind,
  OperationTypeNode,
  type DocumentNode,
  type ExecutionResult,
  type GraphQLSchema,
  type OperationDefinitionNode,
  type SourceLocation,
  visit,
} from 'graphql';
import { compileQuery, isCompiledQuery, type CompiledQuery } from 'graphql-jit';
import { INT_MAX, INT_MIN } from './bounded-int';
import type { GraphQLContext } from './context';

/**
 * The GraphQL executor the server runs: each operation compiled once by graphql-jit into
 * a plain function over the same schema (type-graphql's resolvers, @Authorized and middlewares run
 * inside it unchanged), cached by its text and operation name in a bounded LRU. graphql-js's
 * `execute` stays the answer where graphql-jit would differ:
 *  - a document graphql-jit cannot compile (it answers errors instead of a function);
 *  - variables that do not coerce: graphql-js says what is wrong in its own words (400);
 *  - introspection (`__schema`, `__type`): rare, large, and the IDE's schema must be exactly graphql-js's.
 * Errors come back as graphql-js GraphQLErrors (graphql-jit's own lack `extensions`, which Apollo
 * and the error formatter read), with the thrown error as `originalError` and the same locations and path.
 */
export interface ExecutionRequest {
  document: DocumentNode;
  /** the query's text: the cache key with the operation name (Apollo hands the same text the same document) */
  source: string;
  operationName?: string | null;
  variables?: Record<string, unknown> | null;
  contextValue: GraphQLContext;
}

/**
 * What one document+operation compiled to: a graphql-jit query with the variables the document
 * uses as an input object's field (`input: { title: $title }`), or `null` for graphql-js.
 */
type Compiled = { query: CompiledQuery['query']; objectFieldVariables: readonly string[] } | null;

/** The most compiled operations kept (each a generated function of a few KB; the app has some dozens). */
export const COMPILED_OPERATIONS_KEPT = 500;

/**
 * How the compiled queries answer leaf values (String, ID, Boolean, Int, Float):
 *  - `as-resolved`: as the resolvers give them, without graphql-js's `serialize` per value (which is a
 *    large share of the execution of a list of 100 characters). Exact because the values
 *    already are what serialize would answer: the presenters give each field a value of its own type,
 *    every Int field passes through boundIntFields (which coerces as GraphQLInt does), and a schema
 *    with an enum whose values differ from their names keeps serialize (see `leavesAsResolved`);
 *  - `checked`: each leaf checked to already be its serialized form, and an error in the answer
 *    naming the field's type when it is not. Under test (jest sets NODE_ENV=test), so the whole test
 *    suite proves `as-resolved` exact, as the REST answers are checked against their schemas.
 * graphql-js's `execute` (introspection, documents graphql-jit cannot compile) always serializes.
 */
export type LeafValues = 'as-resolved' | 'checked';

export const LEAF_VALUES: LeafValues = process.env.NODE_ENV === 'test' ? 'checked' : 'as-resolved';

/** A leaf check of `checked`: the value unchanged when it is already what serialize answers. */
const leafCheck =
  (type: string, holds: (value: unknown) => boolean) =>
  (value: unknown): unknown => {
    if (holds(value)) return value;
    throw new Error(`${type} answered as resolved would not be serialized: ${typeof value} ${String(value).slice(0, 40)}`);
  };

const CHECKED_LEAVES = {
  String: leafCheck('String', (value) => typeof value === 'string'),
  ID: leafCheck('ID', (value) => typeof value === 'string'),
  Boolean: leafCheck('Boolean', (value) => typeof value === 'boolean'),
  Int: leafCheck('Int', (value) => Number.isInteger(value) && (value as number) >= INT_MIN && (value as number) <= INT_MAX),
  Float: leafCheck('Float', (value) => typeof value === 'number' && Number.isFinite(value)),
};

/** Whether leaves may be answered as resolved on this schema: not when an enum's value differs from its name. */
function leavesAsResolved(schema: GraphQLSchema): boolean {
  return Object.values(schema.getTypeMap()).every(
    (type) => !isEnumType(type) || type.name.startsWith('__') || type.getValues().every((value) => value.value === value.name),
  );
}

export class GraphQLExecutor {
  private readonly compiled = new Map<string, Compiled>();
  private readonly leafOptions: { disableLeafSerialization: boolean; customSerializers: typeof CHECKED_LEAVES | Record<string, never> };

  constructor(
    readonly schema: GraphQLSchema,
    private readonly kept = COMPILED_OPERATIONS_KEPT,
    readonly leafValues: LeafValues = LEAF_VALUES,
  ) {
    this.leafOptions =
      leafValues === 'checked'
        ? { disableLeafSerialization: false, customSerializers: CHECKED_LEAVES }
        : { disableLeafSerialization: leavesAsResolved(schema), customSerializers: {} };
  }

  /** How many compiled operations the cache holds (tests). */
  get size(): number {
    return this.compiled.size;
  }

  /** Whether the operation is in the cache (tests). */
  holds(source: string, operationName?: string | null): boolean {
    return this.compiled.has(keyOf(source, operationName));
  }

  async execute(request: ExecutionRequest): Promise<ExecutionResult> {
    const compiled = this.compiledFor(request);
    const variables = request.variables ?? {};
    // An input object's field given by a variable the request left out must stay left out ("unchanged"),
    // as graphql-js leaves it; graphql-jit would set it to null (e.g. an event's capacity: "no limit").
    if (compiled && compiled.objectFieldVariables.every((name) => variables[name] !== undefined)) {
      const result = await compiled.query(undefined, request.contextValue, variables);
      // No data: the variables did not coerce; graphql-js names the problem as the tests and clients know it.
      if (result.data !== undefined || !result.errors) return withGraphQLErrors(result);
    }
    return execute({
      schema: this.schema,
      document: request.document,
      contextValue: request.contextValue,
      variableValues: request.variables,
      operationName: request.operationName,
    });
  }

  private compiledFor({ document, source, operationName }: ExecutionRequest): Compiled {
    const key = keyOf(source, operationName);
    const cached = this.compiled.get(key);
    if (cached !== undefined) {
      // most recently used last
      this.compiled.delete(key);
      this.compiled.set(key, cached);
      return cached;
    }
    const compiled = this.compile(document, operationName ?? undefined);
    this.compiled.set(key, compiled);
    if (this.compiled.size > this.kept) {
      const oldest = this.compiled.keys().next();
      if (!oldest.done) this.compiled.delete(oldest.value);
    }
    return compiled;
  }

  private compile(document: DocumentNode, operationName: string | undefined): Compiled {
    const operation = document.definitions.find(
      (definition): definition is OperationDefinitionNode =>
        definition.kind === Kind.OPERATION_DEFINITION && (operationName === undefined || definition.name?.value === operationName),
    );
    if (!operation || operation.operation === OperationTypeNode.SUBSCRIPTION || asksIntrospection(document)) return null;
    try {
      const compiled = compileQuery(this.schema, document, operationName, { disablingCapturingStackErrors: true, ...this.leafOptions });
      return isCompiledQuery(compiled) ? { query: compiled.query, objectFieldVariables: objectFieldVariables(document) } : null;
    } catch {
      return null;
    }
  }
}

const keyOf = (source: string, operationName?: string | null) => `${operationName ?? ''}\u0000${source}`;

/** Whether any selection of the document names `__schema` or `__type` (the IDE's and codegen's introspection). */
function asksIntrospection(document: DocumentNode): boolean {
  const text = document.loc?.source.body;
  return text === undefined || /__schema|__type\b/.test(text);
}

/** The variables the document uses directly as an input object's field value. */
function objectFieldVariables(document: DocumentNode): string[] {
  const names = new Set<string>();
  visit(document, {
    ObjectField(field) {
      if (field.value.kind === Kind.VARIABLE) names.add(field.value.name.value);
    },
  });
  return [...names];
}

/** graphql-jit's errors as graphql-js GraphQLErrors with the same message, locations, path and cause. */
function withGraphQLErrors(result: ExecutionResult): ExecutionResult {
  if (!result.errors) return result;
  return { ...result, errors: result.errors.map(toGraphQLError) };
}

/**
 * Errors graphql-jit raises itself about what a resolver returned (a null for a non-null field, a
 * non-list for a list, an object of no type): graphql-js raises them as plain Errors behind the
 * GraphQLError, so the error formatter logs them and answers 'Internal server error'.
 */
const RESOLVED_VALUE_FAULT = /^(Cannot return null for non-nullable field|Expected Iterable|Abstract type|Runtime Object type)/;

function toGraphQLError(error: GraphQLError): GraphQLError {
  const original = error.originalError ?? (RESOLVED_VALUE_FAULT.test(error.message) ? new Error(error.message) : undefined);
  const converted = new GraphQLError(error.message, {
    path: error.path,
    // its extensions, as graphql-jit's (which leaves them out when there are none)
    originalError: original,
  });
  (converted as { locations: readonly SourceLocation[] | undefined }).locations = error.locations;
  if (original?.stack) converted.stack = original.stack;
  return converted;
}

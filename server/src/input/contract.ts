import type { FastifySchemaCompiler } from 'fastify';
import { z } from 'zod';
import { AppError, badInput } from '../errors';
import { fieldMessages, MAP_SHAPES } from './fields';

/*
 * The one input contract (DESIGN.md "Input, permissions and writes"): each call's input is one zod
 * schema in its module's `*.inputs.ts`, written in the REST body's snake_case and transforming to
 * the service's typed camelCase command. Both transports parse through parseInput: REST as Fastify's
 * validator (restBridge sets inputValidatorCompiler), GraphQL in the resolver, which hands the same
 * schema its arguments through the one mapping of names (parseGraphQLArgs). A refusal is a 400 BAD_USER_INPUT whose message names the
 * field in the caller's terms.
 */

/** Who is asking: REST names fields as sent (snake_case), GraphQL in camelCase. */
export type Transport = 'rest' | 'graphql';

const camel = (name: string) => name.replace(/_([a-z0-9])/g, (_match, letter: string) => letter.toUpperCase());

/** The field's name in the caller's terms: `counts[2].xp_sequence` (REST) or `counts[2].xpSequence` (GraphQL). */
export function fieldName(path: readonly PropertyKey[], transport: Transport, root: string): string {
  if (path.length === 0) return root;
  let name = '';
  for (const segment of path) {
    if (typeof segment === 'number') name += `[${segment}]`;
    else {
      const text = String(segment);
      name += (name ? '.' : '') + (transport === 'graphql' ? camel(text) : text);
    }
  }
  return name;
}

/** Messages for refusals no schema words itself (a wrong type, a list too long...). */
const genericMessage: z.core.$ZodErrorMap = (issue) => {
  switch (issue.code) {
    case 'invalid_type':
      if (issue.input === undefined) return fieldMessages.required;
      switch (issue.expected) {
        case 'string':
          return fieldMessages.text;
        case 'number':
        case 'int':
          return fieldMessages.wholeNumber;
        case 'array':
          return fieldMessages.list;
        case 'object':
        case 'record':
          return fieldMessages.map;
        case 'boolean':
          return fieldMessages.boolean;
        default:
          return fieldMessages.invalid;
      }
    case 'too_big':
      if (issue.origin === 'string') return fieldMessages.tooLong(Number(issue.maximum));
      if (issue.origin === 'array' || issue.origin === 'set' || issue.origin === 'map') return fieldMessages.tooMany(Number(issue.maximum));
      return fieldMessages.invalid;
    default:
      return fieldMessages.invalid;
  }
};

export interface ParseOptions {
  transport?: Transport;
  /** how the caller names the whole input (REST: 'The request body', 'The query string') */
  root?: string;
}

/** Checks `value` against `schema`; returns the typed command or throws a 400 naming the first bad field. */
export function parseInput<S extends z.ZodType>(schema: S, value: unknown, options: ParseOptions = {}): z.output<S> {
  const result = schema.safeParse(value, { error: genericMessage });
  if (result.success) return result.data;
  if (options.transport !== 'graphql') throw badInput(describeRefusal(result.error, options));
  // a field GraphQL names otherwise (onGraphQL) is named as GraphQL sent it
  const issues = result.error.issues.map((issue, index) => (index === 0 ? { ...issue, path: graphqlPath(schema, issue.path) } : issue));
  throw badInput(describeRefusal(new z.ZodError(issues), options));
}

/**
 * A refused field's path in GraphQL's names: each field the contract renames for GraphQL
 * (onGraphQL's one `name`) as GraphQL sends it, so `characters(ids: ["", ...])` hears of `ids[0]`
 * where REST's `?id=` hears of `id[0]`; the other segments, and a map GraphQL sends as a list of
 * entries, as they are (fieldName camelCases them).
 */
function graphqlPath(schema: z.ZodType, path: readonly PropertyKey[]): PropertyKey[] {
  let current: z.ZodType | undefined = schema;
  return path.map((segment) => {
    const { inner } = peel(current);
    if (typeof segment === 'number') {
      current = inner?.element;
      return segment;
    }
    if (inner?.type === 'record') {
      current = inner.valueType;
      return segment;
    }
    const field: z.ZodType | undefined = inner?.shape?.[String(segment)];
    current = field;
    const shape = field && peel(field).shape;
    // a map GraphQL sends as a list of entries (keyedBy) has no path of GraphQL's own below it: named as it was
    return typeof shape?.name === 'string' && !shape.keyedBy ? shape.name : segment;
  });
}

/** The message of a refused input: the first issue's message with `{field}` named in the caller's terms. */
export function describeRefusal(error: z.ZodError, options: ParseOptions = {}): string {
  const issue = error.issues.at(0);
  if (!issue) return 'Invalid request';
  const name = fieldName(issue.path, options.transport ?? 'rest', options.root ?? 'The input');
  return issue.message.split('{field}').join(name);
}

const ROOT_NAMES: Record<string, string> = {
  body: 'The request body',
  querystring: 'The query string',
  params: 'The path',
  headers: 'The headers',
};

/**
 * Fastify's validator for routes whose schemas are zod schemas (the /api/v1 table): the parsed,
 * transformed value replaces the request part, and a refusal is an AppError the error handler
 * answers as 400 `{ message, code: 'BAD_USER_INPUT' }`.
 */
export const inputValidatorCompiler: FastifySchemaCompiler<z.ZodType> =
  ({ schema, httpPart }) =>
  (data: unknown) => {
    try {
      return { value: parseInput(schema, data, { transport: 'rest', root: ROOT_NAMES[httpPart ?? 'body'] ?? 'The input' }) };
    } catch (error) {
      if (error instanceof AppError) return { error };
      throw error;
    }
  };

/**
 * A REST body (or a GraphQL input in the REST shape): an object of the given fields; unknown fields
 * are ignored; no body at all counts as an empty one.
 */
export function body<T extends z.ZodRawShape>(shape: T) {
  return z.preprocess((input) => input ?? {}, z.object(shape, { error: '{field} must be a JSON object' }));
}

/** A query string or path: an object of the given fields, unknown ones ignored. */
export const query = <T extends z.ZodRawShape>(shape: T) => z.object(shape, { error: '{field} is not valid' });
export const params = query;

/**
 * The GraphQL side of the contract: a value already in the contract's names, parsed by the call's
 * schema into the same typed command the REST route gets (or the same refusal, its field named in
 * camelCase). Resolvers use parseGraphQLArgs, which maps their arguments first.
 */
export function parseGraphQLInput<S extends z.ZodType>(schema: S, value: unknown): z.output<S> {
  return parseInput(schema, value, { transport: 'graphql', root: 'input' });
}

const snakeCase = (name: string) => name.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`);

/**
 * How one field of a contract is named or shaped on GraphQL where the generic mapping (camelCase ->
 * snake_case, lists stay lists) does not say it: `name`, the GraphQL name of a field the contract
 * names otherwise (`records` for `attendance_records`); `keyedBy`, for a map (`z.record`, `map()`)
 * that GraphQL sends as a list of entries, the entry's key field (`userId`), and `value`, the entry's
 * one field that is the map's value when the value is not the rest of the entry (`roles`; an entry
 * without it is left out of the map). On a list of ids, `keyedBy` takes the entries' keys, so one
 * GraphQL list of `{ registrationId, message }` gives both `waitlist` and `waitlist_messages`.
 */
export interface GraphQLShape {
  /** one name, or several when GraphQL offers the field in more than one form (ids, or whole questions) */
  readonly name?: string | readonly string[];
  readonly keyedBy?: string;
  readonly value?: string;
  /** GraphQL sends this object's fields at its parent's level (`deathCount` for `character_deaths.death_count`) */
  readonly flattened?: boolean;
  /** GraphQL sends the value in the contract's own form (a JSON scalar such as a stored build): kept as it is */
  readonly asSent?: boolean;
}

const graphqlShapes = new WeakMap<z.ZodType, GraphQLShape>();

/** Declares a contract field's GraphQL name or shape (GraphQLShape); returns the same schema. */
export function onGraphQL<S extends z.ZodType>(schema: S, shape: GraphQLShape): S {
  graphqlShapes.set(schema, shape);
  return schema;
}

type SchemaDef = {
  type: string;
  innerType?: z.ZodType;
  in?: z.ZodType;
  out?: z.ZodType;
  getter?: () => z.ZodType;
  shape?: Record<string, z.ZodType>;
  valueType?: z.ZodType;
  element?: z.ZodType;
};
const defOf = (schema: z.ZodType) => schema._zod.def as unknown as SchemaDef;

/** The schema under its wrappers (optional, default, preprocess, transform...) with the GraphQL shape declared on any of them. */
function peel(schema: z.ZodType | undefined): { inner: SchemaDef | undefined; shape: GraphQLShape | undefined } {
  let shape: GraphQLShape | undefined;
  let current = schema;
  while (current) {
    shape ??= graphqlShapes.get(current);
    const map = MAP_SHAPES.get(current);
    if (map) return { inner: { type: 'record', valueType: map.value }, shape };
    const def = defOf(current);
    if (def.innerType) current = def.innerType;
    else if (def.type === 'pipe') current = def.in && defOf(def.in).type !== 'transform' ? def.in : def.out;
    else if (def.type === 'lazy' && def.getter) current = def.getter();
    else return { inner: def, shape };
  }
  return { inner: undefined, shape };
}

/** Own keys only, so an entry keyed `__proto__` stays a key (which the contract refuses) instead of vanishing. */
function ownMap(entries: Iterable<readonly [string, unknown]>): Record<string, unknown> {
  const map = Object.create(null) as Record<string, unknown>;
  for (const [key, value] of entries) map[key] = value;
  return map;
}

/**
 * A GraphQL value in the contract's names and shapes, led by the contract itself: an object's keys
 * go camelCase -> snake_case unless a field declares its GraphQL name (onGraphQL), a map sent as a
 * list of entries becomes the map, lists stay lists, values are kept, and a null the field does not
 * take is left out (takesNull). Where the contract says
 * nothing of a value (an unknown field, z.unknown()), it is kept as sent. The one mapping between the two transports'
 * names, so no resolver renames a field by hand.
 */
export function contractValue(schema: z.ZodType | undefined, value: unknown): unknown {
  if (value === null || typeof value !== 'object' || value instanceof Date) return value;
  const { inner, shape } = peel(schema);
  // where the contract gives the value no shape (an unknown field, z.unknown()), it is kept as sent
  if (!inner || shape?.asSent || !['object', 'record', 'array'].includes(inner.type)) return value;
  if (Array.isArray(value)) {
    const keyedBy = shape?.keyedBy;
    if (keyedBy && inner.type === 'record') {
      const valueField = shape.value;
      return ownMap(
        value.flatMap((entry: Record<string, unknown>) => {
          const { [keyedBy]: key, ...rest } = entry;
          if (valueField && (rest[valueField] === undefined || rest[valueField] === null)) return [];
          return [[String(key), contractValue(inner.valueType, valueField ? rest[valueField] : ownMap(Object.entries(rest)))] as const];
        }),
      );
    }
    if (keyedBy && inner.type === 'array') return value.map((entry: Record<string, unknown>) => entry[keyedBy]);
    return inner.type === 'array' ? value.map((entry) => contractValue(inner.element, entry)) : value;
  }
  let entries = Object.entries(value);
  if (inner.type === 'record') return ownMap(entries.map(([key, entry]) => [key, contractValue(inner.valueType, entry)] as const));
  const fields = inner.shape ?? {};
  const byGraphQLName = new Map<string, string[]>();
  const gathered: Array<readonly [string, unknown]> = [];
  for (const [name, field] of Object.entries(fields)) {
    const { inner: fieldInner, shape: fieldShape } = peel(field);
    for (const graphqlName of [fieldShape?.name ?? []].flat())
      byGraphQLName.set(graphqlName, [...(byGraphQLName.get(graphqlName) ?? []), name]);
    if (fieldShape?.flattened && fieldInner?.shape) {
      const own = new Set(Object.keys(fieldInner.shape));
      const mine = entries.filter(([key]) => own.has(snakeCase(key)));
      if (mine.length > 0) gathered.push([name, contractValue(field, Object.fromEntries(mine))]);
      entries = entries.filter(([key]) => !own.has(snakeCase(key)));
    }
  }
  return ownMap([
    ...gathered,
    ...entries.flatMap(([key, entry]) =>
      (byGraphQLName.get(key) ?? [snakeCase(key)]).flatMap((name) =>
        entry === null && Object.hasOwn(fields, name) && !takesNull(fields[name])
          ? []
          : [[name, contractValue(fields[name], entry)] as const],
      ),
    ),
  ]);
}

const nullTaken = new WeakMap<z.ZodType, boolean>();

/**
 * Whether a contract field gives null a meaning (it parses it: "no transformation"). Where it does
 * not, a GraphQL null is the field left out, as GraphQL's optional arguments are its nullable ones:
 * an optional field keeps its value, a required one is refused with the message REST's missing field gets.
 */
function takesNull(field: z.ZodType): boolean {
  let taken = nullTaken.get(field);
  if (taken === undefined) {
    try {
      taken = field.safeParse(null).success;
    } catch {
      // a preprocess step that cannot read null does not take it
      taken = false;
    }
    nullTaken.set(field, taken);
  }
  return taken;
}

/** A GraphQL field's arguments parsed through the call's contract, mapped to its names and shapes (contractValue). */
export function parseGraphQLArgs<S extends z.ZodType>(schema: S, args: object): z.output<S> {
  return parseGraphQLInput(schema, contractValue(schema, args));
}

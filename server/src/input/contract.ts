import type { FastifySchemaCompiler } from 'fastify';
import { z } from 'zod';
import { AppError, badInput } from '../errors';
import { fieldMessages } from './fields';

/*
 * The one input contract (DESIGN.md "Input, permissions and writes"): each call's input is one zod
 * schema in its module's `*.inputs.ts`, written in the REST body's snake_case and transforming to
 * the service's typed camelCase command. Both transports parse through parseInput: REST as Fastify's
 * validator (restBridge sets inputValidatorCompiler), GraphQL in the resolver, which hands the same
 * schema its arguments in the REST shape. A refusal is a 400 BAD_USER_INPUT whose message names the
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
  throw badInput(describeRefusal(result.error, options));
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
 * The GraphQL side of the contract: a resolver hands its arguments, arranged in the REST shape, to
 * the call's schema and gets the same typed command the REST route gets (or the same refusal, its
 * field named in camelCase).
 */
export function parseGraphQLInput<S extends z.ZodType>(schema: S, value: unknown): z.output<S> {
  return parseInput(schema, value, { transport: 'graphql', root: 'input' });
}

const snakeCase = (name: string) => name.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`);

/**
 * GraphQL arguments in the contract's names: every object key camelCase -> snake_case, at any
 * depth (`{ expiresInDays: 30 }` -> `{ expires_in_days: 30 }`); lists stay lists, values are kept.
 * The one mapping between the two transports' names, so no resolver renames a field by hand.
 */
export function contractNames(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(contractNames);
  if (value === null || typeof value !== 'object' || value instanceof Date) return value;
  return Object.fromEntries(Object.entries(value).map(([key, entry]) => [snakeCase(key), contractNames(entry)]));
}

/** A GraphQL field's arguments parsed through the call's contract under the contract's names (contractNames). */
export function parseGraphQLArgs<S extends z.ZodType>(schema: S, args: object): z.output<S> {
  return parseGraphQLInput(schema, contractNames(args));
}

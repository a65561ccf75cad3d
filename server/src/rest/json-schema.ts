import fastJson from 'fast-json-stringify';
import { z } from 'zod';
import { MAP_SHAPES } from '../input/fields';

export type JsonSchema = Record<string, unknown>;

/**
 * A zod schema as JSON Schema (draft 2020-12, the dialect of OpenAPI 3.1). `io: 'input'` describes
 * what a caller sends (before the contract's transforms); `'output'` what a presenter returns.
 * A map of the input contract (input/fields.ts `map`) becomes an object whose keys and values are
 * typed (`propertyNames`, `additionalProperties`); other parts JSON Schema cannot say (a
 * refinement's check) are left open rather than refused.
 */
export function jsonSchemaOf(schema: z.ZodType, io: 'input' | 'output'): JsonSchema {
  const converted = z.toJSONSchema(schema, {
    io,
    unrepresentable: 'any',
    target: 'draft-2020-12',
    override: ({ zodSchema, jsonSchema }) => {
      const shape = MAP_SHAPES.get(zodSchema);
      if (!shape) return;
      Object.assign(jsonSchema, {
        type: 'object',
        propertyNames: jsonSchemaOf(shape.key, io),
        additionalProperties: jsonSchemaOf(shape.value, io),
        maxProperties: shape.maxEntries,
      });
    },
  }) as JsonSchema;
  delete converted.$schema;
  return converted;
}

/** Keywords beside an anyOf that say nothing of the value's shape. */
const ANNOTATIONS = new Set(['description', 'title', 'default', 'examples', 'deprecated', 'readOnly', 'writeOnly']);

const isNullSchema = (schema: unknown): boolean =>
  typeof schema === 'object' && schema !== null && Object.keys(schema).length === 1 && (schema as JsonSchema).type === 'null';

/**
 * A response schema as the answer serializer (fast-json-stringify) is given it: the same schema, but
 * each `anyOf: [X, { type: 'null' }]` (zod's `.nullable()`, a build that may be null, a race without
 * attributes) said as X with `nullable: true`, which fast-json-stringify documents and serializes
 * with one `=== null` test. Given the anyOf, it validates every value against X with Ajv to choose a
 * branch before serializing it: for a list of characters, each whole build validated and then
 * written. The API document keeps the anyOf (OpenAPI 3.1 has no `nullable`); what is sent is the same.
 */
export function serializerSchemaOf(schema: JsonSchema): JsonSchema {
  const rewrite = (value: unknown): unknown => {
    if (Array.isArray(value)) return value.map(rewrite);
    if (typeof value !== 'object' || value === null) return value;
    const node: JsonSchema = {};
    for (const [key, entry] of Object.entries(value)) node[key] = rewrite(entry);
    const { anyOf, ...rest } = node;
    if (!Array.isArray(anyOf) || anyOf.length !== 2 || !Object.keys(rest).every((key) => ANNOTATIONS.has(key))) return node;
    const other = anyOf.find((part) => !isNullSchema(part)) as JsonSchema | undefined;
    // a $ref's target is read in place of the node, which would lose `nullable`: kept as the anyOf
    if (!other || !anyOf.some(isNullSchema) || typeof other.$ref === 'string' || other.type === undefined) return node;
    return { ...other, ...rest, nullable: true };
  };
  return rewrite(schema) as JsonSchema;
}

/** The answer serializer of a response schema: fast-json-stringify compiled from serializerSchemaOf(schema). */
export function answerSerializer(schema: JsonSchema): (data: unknown) => string {
  return fastJson(serializerSchemaOf(schema) as unknown as Parameters<typeof fastJson>[0]);
}

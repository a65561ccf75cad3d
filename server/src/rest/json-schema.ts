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

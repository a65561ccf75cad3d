import fastJson from 'fast-json-stringify';
import { z } from 'zod';
import { jsonSchemaOf, serializerSchemaOf, type JsonSchema } from '../src/rest/json-schema';
import { responseSchemaOf } from '../src/rest/openapi';
import { REST_ROUTES } from '../src/rest/routes';

/** The validators fast-json-stringify's code calls to choose an anyOf branch, one per branch. */
const branchChecks = (schema: JsonSchema): number => {
  // debug mode answers the generated code instead of the function
  const { code } = fastJson(schema as never, { mode: 'debug' }) as unknown as { code: string };
  return code.match(/getSchemaValidator\(/g)?.length ?? 0;
};

describe('the answer serializer schema (serializerSchemaOf)', () => {
  const answer = z.object({
    name: z.string(),
    build: z
      .object({ race: z.object({ race: z.string(), attributes: z.array(z.string()).nullable() }).nullable() })
      .nullable()
      .describe('a build'),
    note: z.string().nullable().describe('a note'),
    either: z.union([z.string(), z.number()]).nullable(),
  });
  const documented = jsonSchemaOf(answer, 'output');

  it('says X-or-null as X with nullable, so no value is validated to choose a branch, and writes the same text', () => {
    const serializerSchema = serializerSchemaOf(documented);
    expect(branchChecks(documented)).toBeGreaterThan(0);
    // only the real union (string or number) still needs its branch chosen
    expect(branchChecks(serializerSchema)).toBe(
      branchChecks(jsonSchemaOf(z.object({ either: z.union([z.string(), z.number()]) }), 'output')),
    );
    expect(serializerSchema.properties).toMatchObject({ build: { type: 'object', nullable: true } });
    expect((serializerSchema.properties as Record<string, JsonSchema>).build.anyOf).toBeUndefined();
    const before = fastJson(documented as never);
    const after = fastJson(serializerSchema as never);
    for (const value of [
      { name: 'a', build: null, note: null, either: null },
      { name: 'b', build: { race: null }, note: 'n', either: 2 },
      { name: 'c', build: { race: { race: 'Human', attributes: null } }, note: null, either: 'x' },
      { name: 'd', build: { race: { race: 'Elf', attributes: ['Sylvan'] } }, note: 'n', either: null },
    ]) {
      expect(after(value)).toBe(before(value));
      expect(after(value)).toBe(JSON.stringify(value));
    }
  });

  it('leaves the API document as it is (OpenAPI 3.1 has no nullable), and shrinks the branch checks of the character lists', () => {
    const copy = structuredClone(documented);
    serializerSchemaOf(documented);
    expect(documented).toEqual(copy);
    const list = REST_ROUTES.find((route) => route.method === 'GET' && route.path === '/user/characters');
    const schema = responseSchemaOf(list!);
    expect(branchChecks(schema)).toBeGreaterThan(0);
    expect(branchChecks(serializerSchemaOf(schema))).toBe(0);
  });
});

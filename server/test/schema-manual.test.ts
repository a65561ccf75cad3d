import { execFile } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { promisify } from 'node:util';
import { buildSchema, isEnumType, isInputObjectType, isInterfaceType, isObjectType } from 'graphql';
import { SCHEMA_FILE } from '../src/graphql/print-schema';

/*
 * schema.graphql is the staff's manual in the GraphQL IDE. graphql-schema-linter's default rules run
 * as @graphql-eslint rules in the root ESLint config (eslint.config.mjs, part of `npm run lint`);
 * this test runs that same config on the committed schema, so the manual cannot lose a description
 * or have its description rules turned off without a failing test.
 */

const root = dirname(SCHEMA_FILE);
const eslint = resolve(root, 'node_modules/eslint/bin/eslint.js');
const run = promisify(execFile);

async function eslintJson(...args: string[]): Promise<unknown> {
  // ESLint exits with 1 when it finds something; the findings are on stdout either way
  const { stdout } = await run(process.execPath, [eslint, ...args], { cwd: root, maxBuffer: 64 * 1024 * 1024 }).catch(
    (failure: unknown) => ({ stdout: (failure as { stdout?: string }).stdout ?? '' }),
  );
  return JSON.parse(stdout) as unknown;
}

/** Every description of the schema with the place it describes. */
function descriptions(): Array<[string, string]> {
  const schema = buildSchema(readFileSync(SCHEMA_FILE, 'utf8'));
  const found: Array<[string, string]> = [];
  const add = (place: string, text: string | null | undefined) => {
    if (text) found.push([place, text]);
  };
  for (const type of Object.values(schema.getTypeMap())) {
    if (type.name.startsWith('__')) continue;
    add(type.name, type.description);
    if (isObjectType(type) || isInterfaceType(type))
      for (const field of Object.values(type.getFields())) {
        add(`${type.name}.${field.name}`, field.description);
        for (const arg of field.args) add(`${type.name}.${field.name}(${arg.name})`, arg.description);
      }
    if (isInputObjectType(type)) for (const field of Object.values(type.getFields())) add(`${type.name}.${field.name}`, field.description);
    if (isEnumType(type)) for (const value of type.getValues()) add(`${type.name}.${value.name}`, value.description);
  }
  return found;
}

describe('schema.graphql as a manual', () => {
  it("has no finding of graphql-schema-linter's default rules", async () => {
    const results = (await eslintJson('--format', 'json', 'schema.graphql')) as Array<{
      messages: Array<{ ruleId: string | null; message: string; line: number }>;
    }>;
    const findings = results.flatMap((result) =>
      result.messages.map((message) => `${message.line}: ${message.message} (${message.ruleId})`),
    );
    expect(findings).toEqual([]);
  }, 120_000);

  it('keeps the five *-have-descriptions rules on', async () => {
    const config = (await eslintJson('--print-config', 'schema.graphql')) as { rules: Record<string, unknown[]> };
    const [severity, options] = config.rules['@graphql-eslint/require-description'];
    expect([2, 'error']).toContain(severity);
    expect(options).toMatchObject({ types: true, FieldDefinition: true, InputValueDefinition: true, EnumValueDefinition: true });
  }, 120_000);

  it('starts every description with a capital (descriptions-are-capitalized)', () => {
    const lower = descriptions().filter(([, text]) => text.charAt(0) !== text.charAt(0).toUpperCase());
    expect(lower.map(([place]) => place)).toEqual([]);
  });
});

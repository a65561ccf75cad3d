import {
  getNamedType,
  isInputObjectType,
  isListType,
  isNonNullType,
  isObjectType,
  isScalarType,
  isEnumType,
  type GraphQLInputType,
  type GraphQLSchema,
} from 'graphql';
import type { z } from 'zod';
import { buildAppSchema } from '../src/graphql/schema';
import { REST_ROUTES } from '../src/rest/routes';
import type { Answer } from './helpers/http';
import { startApp, type TestApp } from './helpers/http';
import { agentFor, createPersonaUsers, type PersonaUsers } from './helpers/personas';
import { databases, useTestDatabase } from './support';

/**
 * Generated hostile input (issue 12): every REST route of the route table and every GraphQL mutation
 * gets boundary and hostile values in every field: 2^31 and beyond, floats, numeric strings, huge
 * strings, lone surrogates, nested arrays, prototype keys, 40,000-element lists. None may answer 5xx,
 * no promise may be left rejected, and the server answers normally afterwards.
 */

const HUGE = 'h'.repeat(120_000);
const HOSTILE_VALUES: Array<[string, unknown]> = [
  ['2^31', 2 ** 31],
  ['-(2^31) - 1', -(2 ** 31) - 1],
  ['1e300', 1e300],
  ['a float', 1.5],
  ['a numeric string', '12'],
  ['a huge string', HUGE],
  ['a lone surrogate', 'a\ud800b'],
  ['nested arrays', [[[[['deep']]]]]],
  ['40,000 ids', Array.from({ length: 40_000 }, (_, i) => `i${i}`)],
  ['an object', { constructor: { prototype: { polluted: true } } }],
  ['null', null],
  ['true', true],
  ['an empty string', ''],
];

/** The field names a route's body or query schema declares (through preprocess, pipes and transforms). */
function fieldsOf(schema: z.ZodType | undefined): string[] {
  let current: unknown = schema;
  for (let depth = 0; depth < 10 && current; depth += 1) {
    const def = (current as { _zod?: { def?: Record<string, unknown> } })._zod?.def;
    if (!def) return [];
    if (def.type === 'object') return Object.keys(def.shape as Record<string, unknown>);
    current = def.in ?? def.out ?? def.innerType ?? def.schema;
    if (def.type === 'pipe') current = (def.in as { _zod?: { def?: { type?: string } } })?._zod?.def?.type === 'transform' ? def.out : def.in;
  }
  return [];
}

function pathWith(path: string, value: string): string {
  return path.replace(/:[a-zA-Z_]+/g, encodeURIComponent(value));
}

/** A GraphQL variable value for `type`, shaped by one hostile profile. */
interface Profile {
  name: string;
  int: unknown;
  text: unknown;
  many?: boolean;
}
const PROFILES: Profile[] = [
  { name: 'beyond 32 bits and huge text', int: 2 ** 31, text: HUGE },
  { name: 'floats and lone surrogates', int: 1.5, text: 'x\udc00y' },
  { name: 'numeric strings and prototype keys', int: '7', text: '__proto__' },
  { name: 'negative numbers and empty text', int: -(2 ** 31), text: '' },
  { name: '40,000-element lists', int: 1, text: 'constructor', many: true },
];

function valueFor(type: GraphQLInputType, profile: Profile, depth = 0): unknown {
  if (isNonNullType(type)) return valueFor(type.ofType, profile, depth);
  if (isListType(type)) {
    const item = valueFor(type.ofType, profile, depth + 1);
    return profile.many && depth === 0 ? Array.from({ length: 40_000 }, () => item) : [item];
  }
  if (isInputObjectType(type)) {
    return Object.fromEntries(Object.values(type.getFields()).map((field) => [field.name, valueFor(field.type, profile, depth + 1)]));
  }
  if (isEnumType(type)) return type.getValues()[0]?.value;
  if (isScalarType(type)) {
    if (type.name === 'Int' || type.name === 'Float') return profile.int;
    if (type.name === 'Boolean') return true;
    if (type.name === 'JSONObject') return { character_skills: [[[[profile.text]]]], character_name: profile.text, constructor: { prototype: 1 } };
    return profile.text;
  }
  return null;
}

function mutationsOf(schema: GraphQLSchema): Array<{ name: string; query: string; variables: (profile: Profile) => Record<string, unknown> }> {
  const mutation = schema.getMutationType()!;
  return Object.values(mutation.getFields()).map((field) => {
    const declarations = field.args.map((arg, i) => `$a${i}: ${arg.type.toString()}`).join(', ');
    const passing = field.args.map((arg, i) => `${arg.name}: $a${i}`).join(', ');
    const selection = isObjectType(getNamedType(field.type)) ? ' { __typename }' : '';
    const query = `mutation${declarations ? `(${declarations})` : ''} { ${field.name}${passing ? `(${passing})` : ''}${selection} }`;
    return {
      name: field.name,
      query,
      variables: (profile) => Object.fromEntries(field.args.map((arg, i) => [`a${i}`, valueFor(arg.type, profile)])),
    };
  });
}

describe.each(databases())('hostile input on %s', (kind) => {
  const db = useTestDatabase(kind);
  let t: TestApp;
  let users: PersonaUsers;
  const rejections: unknown[] = [];
  const onRejection = (reason: unknown) => rejections.push(reason);

  beforeAll(async () => {
    t = await startApp(db);
    await t.app.services.gameData.loadSampleIfEmpty();
    users = await createPersonaUsers(db.dataSource);
    process.on('unhandledRejection', onRejection);
  });
  afterAll(async () => {
    process.off('unhandledRejection', onRejection);
    await t.app.close();
  });

  const serverErrors: string[] = [];
  const check = (label: string, answer: Answer) => {
    if (answer.status >= 500 || (answer.body?.errors ?? []).some((error: { extensions?: { code?: string } }) => error.extensions?.code === 'INTERNAL_SERVER_ERROR')) {
      serverErrors.push(`${label}: ${answer.status} ${JSON.stringify(answer.body).slice(0, 200)}`);
    }
  };

  it('answers every REST route of the route table with no 5xx, whatever its fields hold', async () => {
    expect(REST_ROUTES.length).toBeGreaterThan(40);
    for (const route of REST_ROUTES) {
      // a fresh admin session per route (logout, password changes end the previous one)
      const admin = await agentFor(t.app, db.dataSource, users, 'admin');
      const fields = [...new Set([...fieldsOf(route.body), ...fieldsOf(route.query), 'id', 'attributes'])];
      for (const param of ['f'.repeat(24), '__proto__']) {
        const path = pathWith(route.path, param);
        for (const [name, value] of HOSTILE_VALUES) {
          const label = `${route.method} ${route.path} (${name})`;
          if (route.method === 'GET' || route.method === 'DELETE') {
            const query = fields.map((field) => `${field}=${encodeURIComponent(typeof value === 'string' ? value.replace(/[\ud800-\udfff]/g, '') : JSON.stringify(value))}`).join('&');
            check(label, await admin.rest(route.method, `${path}?${query}`));
          } else {
            check(label, await admin.rest(route.method, path, Object.fromEntries(fields.map((field) => [field, value]))));
            check(`${label} as the whole body`, await admin.rest(route.method, path, value === null ? 'null' : (value as never)));
          }
        }
        if (route.method !== 'GET' && route.method !== 'DELETE') {
          const poisoned = `{${fields.map((field) => `"${field}":{"__proto__":{"polluted":true}}`).join(',')}}`;
          check(`${route.method} ${route.path} (__proto__ keys)`, await admin.request(route.method, `/api/v1${path}`, { payload: poisoned, headers: { 'content-type': 'application/json' } }));
          const surrogates = `{${fields.map((field) => `"${field}":"\\udfff"`).join(',')}}`;
          check(`${route.method} ${route.path} (escaped lone surrogates)`, await admin.request(route.method, `/api/v1${path}`, { payload: surrogates, headers: { 'content-type': 'application/json' } }));
        }
      }
    }
    expect(serverErrors).toEqual([]);
  }, 600_000);

  it('answers every GraphQL mutation with no 5xx and no internal error, whatever its arguments hold', async () => {
    const mutations = mutationsOf(await buildAppSchema());
    expect(mutations.length).toBeGreaterThan(25);
    for (const mutation of mutations) {
      const admin = await agentFor(t.app, db.dataSource, users, 'admin');
      for (const profile of PROFILES) {
        check(`${mutation.name} (${profile.name})`, await admin.graphql(mutation.query, mutation.variables(profile)));
      }
    }
    expect(serverErrors).toEqual([]);
  }, 600_000);

  it('leaves no promise rejected and keeps serving', async () => {
    expect(rejections).toEqual([]);
    const admin = await agentFor(t.app, db.dataSource, users, 'admin');
    const me = await admin.rest('GET', '/user');
    expect(me.status).toBe(200);
    const graphql = await admin.graphql('{ myCharacters { id } }');
    expect(graphql.body.errors).toBeUndefined();
  });
});

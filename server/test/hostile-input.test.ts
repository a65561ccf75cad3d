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
import { maxHeaderSize } from 'node:http';
import { connect, type AddressInfo } from 'node:net';
import type { z } from 'zod';
import { buildAppSchema } from '../src/graphql/schema';
import { REST_ROUTES } from '../src/rest/routes';
import type { Answer } from './support/http';
import { startApp, type TestApp } from './support/http';
import { agentFor, createPersonaUsers, type PersonaUsers } from './support/personas';
import { databases, useTestDatabase } from './support';
import { EVENT_FORM_FIELDS } from '../src/modules/events/event-form';
import { PNG_BYTES, createEvent, eventFields, sendEventForm } from './support/events';

/**
 * Generated hostile input: every REST route of the route table and every GraphQL mutation
 * gets boundary and hostile values in every field: 2^31 and beyond, floats, numeric strings, huge
 * strings, lone surrogates, nested arrays, prototype keys, 40,000-element lists (in a GET's or
 * DELETE's query string, as much of them as the longest URL a real server receives holds). None may
 * answer 5xx, no promise may be left rejected, and the server answers normally afterwards.
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
    if (def.type === 'pipe')
      current = (def.in as { _zod?: { def?: { type?: string } } } | undefined)?._zod?.def?.type === 'transform' ? def.out : def.in;
  }
  return [];
}

/** One part of a multipart body: a text field (raw bytes) or, with a filename, a file. */
interface Part {
  name: string;
  bytes: Buffer;
  filename?: string;
  contentType?: string;
}

function multipart(parts: Part[]): { payload: Buffer; contentType: string } {
  const boundary = '----hostile7c1f0e';
  const chunks: Buffer[] = [];
  for (const part of parts) {
    const disposition = `form-data; name="${part.name}"${part.filename !== undefined ? `; filename="${part.filename}"` : ''}`;
    const type = part.contentType ? `\r\nContent-Type: ${part.contentType}` : '';
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: ${disposition}${type}\r\n\r\n`), part.bytes, Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), contentType: `multipart/form-data; boundary=${boundary}` };
}

/**
 * The longest request line a real server receives: Node's HTTP parser answers 431 before the app
 * sees a request whose request line and headers pass `http.maxHeaderSize` (16 KB), so a longer URL
 * can never reach a route. Headroom is kept for the session cookie and the other headers.
 */
const LONGEST_URL = maxHeaderSize - 2048;

/**
 * A query string giving every field `value`, each value cut so that the URL stays as long as a real
 * server receives (LONGEST_URL): the largest value of its kind a GET or DELETE can carry.
 */
function hostileQuery(path: string, fields: string[], value: unknown): string {
  const text = typeof value === 'string' ? value.replace(/[\ud800-\udfff]/g, '') : JSON.stringify(value);
  const room = Math.floor((LONGEST_URL - `/api/v1${path}?`.length) / fields.length) - 1;
  return fields
    .map((field) => {
      let encoded = encodeURIComponent(text);
      if (field.length + 1 + encoded.length > room) {
        encoded = encoded.slice(0, Math.max(0, room - field.length - 1)).replace(/%[0-9A-F]?$/i, '');
      }
      return `${field}=${encoded}`;
    })
    .join('&');
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
  if (isEnumType(type)) return type.getValues()[0]?.name;
  if (isScalarType(type)) {
    if (type.name === 'Int' || type.name === 'Float') return profile.int;
    if (type.name === 'Boolean') return true;
    if (type.name === 'JSONObject')
      return { character_skills: [[[[profile.text]]]], character_name: profile.text, constructor: { prototype: 1 } };
    return profile.text;
  }
  return null;
}

function mutationsOf(
  schema: GraphQLSchema,
): Array<{ name: string; query: string; variables: (profile: Profile) => Record<string, unknown> }> {
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
    // the probe's figures: how many hostile requests, how many 5xx
    console.log(
      `hostile input on ${kind}: ${sent} requests, ${serverErrors.length} answered 5xx, ${rejections.length} rejections left unhandled`,
    );
    process.off('unhandledRejection', onRejection);
    await t.app.close();
  });

  const serverErrors: string[] = [];
  let sent = 0;
  const check = (label: string, answer: Answer) => {
    sent += 1;
    if (
      answer.status >= 500 ||
      (answer.body?.errors ?? []).some((error: { extensions?: { code?: string } }) => error.extensions?.code === 'INTERNAL_SERVER_ERROR')
    ) {
      serverErrors.push(`${label}: ${answer.status} ${JSON.stringify(answer.body).slice(0, 200)}`);
    }
  };

  it('answers every REST route of the route table with no 5xx, whatever its fields hold', async () => {
    expect(REST_ROUTES.length).toBeGreaterThan(40);
    for (const route of REST_ROUTES) {
      // a fresh admin session per route (logout, password changes end the previous one)
      const admin = await agentFor(t.app, db.dataSource, users, 'admin');
      const fields = [...new Set([...fieldsOf(route.body), ...fieldsOf(route.query), 'id', 'attributes'])];
      // a path without parameters is probed once; a path with them, with an unknown id and a prototype key
      const params = /:[a-zA-Z_]+/.test(route.path) ? ['f'.repeat(24), '__proto__'] : [''];
      for (const param of params) {
        const path = pathWith(route.path, param);
        for (const [name, value] of HOSTILE_VALUES) {
          const label = `${route.method} ${route.path} (${name})`;
          if (route.method === 'GET' || route.method === 'DELETE') {
            check(label, await admin.rest(route.method, `${path}?${hostileQuery(path, fields, value)}`));
          } else {
            check(label, await admin.rest(route.method, path, Object.fromEntries(fields.map((field) => [field, value]))));
            check(`${label} as the whole body`, await admin.rest(route.method, path, value === null ? 'null' : value));
          }
        }
        if (route.method !== 'GET' && route.method !== 'DELETE') {
          const poisoned = `{${fields.map((field) => `"${field}":{"__proto__":{"polluted":true}}`).join(',')}}`;
          check(
            `${route.method} ${route.path} (__proto__ keys)`,
            await admin.request(route.method, `/api/v1${path}`, { payload: poisoned, headers: { 'content-type': 'application/json' } }),
          );
          const surrogates = `{${fields.map((field) => `"${field}":"\\udfff"`).join(',')}}`;
          check(
            `${route.method} ${route.path} (escaped lone surrogates)`,
            await admin.request(route.method, `/api/v1${path}`, { payload: surrogates, headers: { 'content-type': 'application/json' } }),
          );
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

  it('answers the multipart event form (create and edit, with an image) with no 5xx, whatever its parts hold', async () => {
    const event = await createEvent(db.dataSource, { eventStartTime: new Date('2026-06-01T10:00:00Z') });
    const admin = await agentFor(t.app, db.dataSource, users, 'admin');
    const targets: Array<['POST' | 'PATCH', string]> = [
      ['POST', '/events'],
      ['PATCH', `/events/${event.id}`],
      ['PATCH', `/events/${'f'.repeat(24)}`],
      ['PATCH', '/events/__proto__'],
    ];
    const send = (method: 'POST' | 'PATCH', path: string, payload: Buffer, contentType: string) =>
      admin.request(method, `/api/v1${path}`, { payload, headers: { 'content-type': contentType, 'x-requested-with': 'XMLHttpRequest' } });
    // text values as raw bytes: the multipart body is bytes, so a lone surrogate is its (invalid) UTF-8 encoding
    const TEXT_VALUES: Array<[string, Buffer]> = [
      ...HOSTILE_VALUES.filter(([, value]) => typeof value !== 'string' || !/[\ud800-\udfff]/.test(value)).map(
        ([name, value]): [string, Buffer] => [name, Buffer.from(typeof value === 'string' ? value : JSON.stringify(value))],
      ),
      ['a lone surrogate (CESU bytes)', Buffer.from([0x61, 0xed, 0xa0, 0x80, 0x62])],
      ['bytes that are not UTF-8', Buffer.from([0xff, 0xfe, 0x00, 0xc0])],
      ['2147483648', Buffer.from('2147483648')],
      ['a date beyond any calendar', Buffer.from('+275760-09-13T00:00:00.001Z')],
      ['a question list of prototype keys', Buffer.from('[{"__proto__":{"polluted":true},"constructor":{"prototype":1}}]')],
      ['40,000 questions', Buffer.from(JSON.stringify(Array.from({ length: 40_000 }, (_, i) => ({ _id: `q${i}` }))))],
      ['questions nested 5,000 deep', Buffer.from(`${'['.repeat(5_000)}${']'.repeat(5_000)}`)],
      ['a field over the multipart field size', Buffer.alloc(200 * 1024, 0x61)],
    ];
    const IMAGES: Array<[string, Part]> = [
      ['a truncated PNG', { name: 'event_image', filename: 'x.png', contentType: 'image/png', bytes: PNG_BYTES.subarray(0, 20) }],
      [
        'text called an image',
        { name: 'event_image', filename: 'x.png', contentType: 'image/png', bytes: Buffer.from('<svg onload="alert(1)"/>') },
      ],
      [
        'an image over 5 MB',
        {
          name: 'event_image',
          filename: 'big.png',
          contentType: 'image/png',
          bytes: Buffer.concat([PNG_BYTES, Buffer.alloc(5 * 1024 * 1024 + 1)]),
        },
      ],
      ['a file in another field', { name: 'event_title', filename: 'x.png', contentType: 'image/png', bytes: PNG_BYTES }],
      ['a file named __proto__', { name: '__proto__', filename: '__proto__', contentType: 'application/octet-stream', bytes: PNG_BYTES }],
      [
        'a filename of 120,000 characters with a lone surrogate',
        { name: 'event_image', filename: `${HUGE}\ud800.png`, contentType: 'image/png', bytes: PNG_BYTES },
      ],
    ];
    for (const [method, path] of targets) {
      for (const [name, bytes] of TEXT_VALUES) {
        const parts = EVENT_FORM_FIELDS.map((field): Part => ({ name: field, bytes }));
        const form = multipart(parts);
        check(`${method} ${path} multipart (${name})`, await send(method, path, form.payload, form.contentType));
        // and each value alone in an otherwise good form, with an image
        for (const field of EVENT_FORM_FIELDS) {
          const good = eventFields(new Date('2026-07-01T10:00:00Z'));
          const one = multipart([
            ...Object.entries({ ...good, [field]: '' }).map(([key, value]): Part => ({
              name: key,
              bytes: key === field ? bytes : Buffer.from(value),
            })),
            { name: 'event_image', filename: 'i.png', contentType: 'image/png', bytes: PNG_BYTES },
          ]);
          check(`${method} ${path} multipart ${field} (${name})`, await send(method, path, one.payload, one.contentType));
        }
      }
      for (const [name, image] of IMAGES) {
        const form = multipart([
          ...Object.entries(eventFields(new Date('2026-07-01T10:00:00Z'))).map(([key, value]): Part => ({
            name: key,
            bytes: Buffer.from(value),
          })),
          image,
        ]);
        check(`${method} ${path} multipart (${name})`, await send(method, path, form.payload, form.contentType));
      }
      // the shape of the body itself
      const two = multipart([
        { name: 'event_image', filename: 'a.png', contentType: 'image/png', bytes: PNG_BYTES },
        { name: 'event_image', filename: 'b.png', contentType: 'image/png', bytes: PNG_BYTES },
      ]);
      check(`${method} ${path} two images`, await send(method, path, two.payload, two.contentType));
      const many = multipart(
        Array.from({ length: 100 }, (_, i): Part => ({ name: EVENT_FORM_FIELDS[i % EVENT_FORM_FIELDS.length], bytes: Buffer.from('x') })),
      );
      check(`${method} ${path} 100 parts`, await send(method, path, many.payload, many.contentType));
      const good = multipart(
        Object.entries(eventFields(new Date('2026-07-01T10:00:00Z'))).map(([key, value]): Part => ({
          name: key,
          bytes: Buffer.from(value),
        })),
      );
      check(`${method} ${path} cut short`, await send(method, path, good.payload.subarray(0, good.payload.length - 30), good.contentType));
      check(`${method} ${path} another boundary`, await send(method, path, good.payload, 'multipart/form-data; boundary=nothing-like-it'));
      check(`${method} ${path} no boundary`, await send(method, path, good.payload, 'multipart/form-data'));
      check(`${method} ${path} empty multipart`, await send(method, path, Buffer.alloc(0), good.contentType));
      // the same routes' JSON form
      for (const [name, value] of HOSTILE_VALUES) {
        check(
          `${method} ${path} JSON (${name})`,
          await admin.rest(method, path, Object.fromEntries(EVENT_FORM_FIELDS.map((field) => [field, value]))),
        );
      }
    }
    expect(serverErrors).toEqual([]);
    // the event is as it was, and a good form still works
    const created = await sendEventForm(admin, 'POST', '/events', eventFields(new Date('2026-07-01T10:00:00Z')), {
      field: 'event_image',
      filename: 'i.png',
      contentType: 'image/png',
      bytes: PNG_BYTES,
    });
    expect(created.status).toBe(201);
  }, 600_000);

  it('never lets a URL longer than a real server receives reach a route: Node answers 431, and the server keeps serving', async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = t.app.server.address() as AddressInfo;
    // A raw socket: the request goes out whole, and the answer is read until the server closes the
    // connection (after its answer: Connection: close).
    const statusOf = (path: string) =>
      new Promise<number>((resolve, reject) => {
        const socket = connect(port, '127.0.0.1', () =>
          socket.write(`GET ${path} HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n`),
        );
        let answer = '';
        socket.setEncoding('latin1');
        socket.on('data', (chunk: string) => (answer += chunk));
        socket.on('error', reject);
        socket.on('close', () => resolve(Number(/^HTTP\/1\.1 (\d{3})/.exec(answer)?.[1] ?? 0)));
      });
    expect(await statusOf(`/api/v1/events?q=${'h'.repeat(maxHeaderSize + 100)}`)).toBe(431);
    expect(await statusOf(`/api/v1/events?q=${'h'.repeat(LONGEST_URL - '/api/v1/events?q='.length)}`)).not.toBe(431);
    expect(await statusOf('/readyz')).toBe(200);
  });

  it('leaves no promise rejected and keeps serving', async () => {
    expect(rejections).toEqual([]);
    const admin = await agentFor(t.app, db.dataSource, users, 'admin');
    const me = await admin.rest('GET', '/user');
    expect(me.status).toBe(200);
    const graphql = await admin.graphql('{ myCharacters { id } }');
    expect(graphql.body.errors).toBeUndefined();
  });
});

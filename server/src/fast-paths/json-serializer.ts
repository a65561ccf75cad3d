import { randomBytes } from 'node:crypto';
import fastJsonStringify from 'fast-json-stringify';
import { isImmutable, storedTextOf } from './shared-json';

type JsonSchema = Record<string, unknown>;

// The globals the projectors use on every value, read once: where the server runs inside a VM
// context (jest's: the server's tests) each read of a global such as Array or JSON goes through the
// context's interceptor, far slower than reading a module constant.
const isArray: (value: unknown) => value is unknown[] = Array.isArray;
const { keys: keysOf } = Object;
const { isFinite: isFiniteNumber, isInteger } = Number;
const { stringify } = JSON;
const DateType = Date;
/** Copies what the schema declares out of a value (declared keys, in the schema's order). */
type Projector = (value: unknown) => unknown;

/** Thrown by a projector for a value of another shape than its schema's: the answer goes through fast-json-stringify instead. */
class NotAsDeclared extends Error {}
const notAsDeclared = new NotAsDeclared('not as declared');
const refuse = (): never => {
  throw notAsDeclared;
};

/** Keywords that say nothing about what is sent. */
const ANNOTATIONS = new Set(['description', 'title', 'examples', 'example', 'default', 'deprecated', 'readOnly', 'writeOnly', 'format']);
/** Value checks fast-json-stringify does not apply when serializing either. */
const CHECKS = new Set([
  'minimum',
  'maximum',
  'exclusiveMinimum',
  'exclusiveMaximum',
  'minLength',
  'maxLength',
  'pattern',
  'minItems',
  'maxItems',
  'uniqueItems',
  'propertyNames',
  'multipleOf',
]);

const isSchema = (value: unknown): value is JsonSchema => typeof value === 'object' && value !== null && !Array.isArray(value);

class Unsupported extends Error {}

function onlyKeys(schema: JsonSchema, allowed: string[]): void {
  for (const key of Object.keys(schema))
    if (!allowed.includes(key) && !ANNOTATIONS.has(key) && !CHECKS.has(key)) throw new Unsupported(key);
}

const passAny: Projector = (value) => value;
const scalarChecks: Record<string, (value: unknown) => boolean> = {
  string: (value) => typeof value === 'string' || value instanceof DateType,
  number: (value) => typeof value === 'number' && isFiniteNumber(value),
  integer: (value) => typeof value === 'number' && isInteger(value),
  boolean: (value) => typeof value === 'boolean',
  null: (value) => value === null,
};
/** A scalar of one of `types` as it is; anything else to fast-json-stringify. */
function scalarProjector(types: string[]): Projector {
  const checks = types.map((type) => scalarChecks[type]);
  if (checks.length === 1) {
    const [check] = checks;
    return (value) => (check(value) ? value : refuse());
  }
  return (value) => (checks.some((check) => check(value)) ? value : refuse());
}

const withToJson = (value: unknown): unknown =>
  value !== null && typeof value === 'object' && typeof (value as { toJSON?: unknown }).toJSON === 'function'
    ? (value as { toJSON(): unknown }).toJSON()
    : value;

/*
 * Stored JSON sent as it was read: a value the row readers share (shared-json.ts) whose
 * stored text is what JSON.stringify writes of it (a character's builds, most of a character list)
 * is projected to a marker string, and the marker's JSON (quotes included) is replaced by the stored
 * text after JSON.stringify: the same answer, without writing the value again. The marker starts
 * with U+0001 (which JSON.stringify writes as \u0001) and a random nonce of this process, which no
 * answer's data can guess.
 */
const MARKER = `\u0001${randomBytes(12).toString('hex')}:`;
const MARKER_JSON = new RegExp(`"\\\\u0001${MARKER.slice(1)}(\\d+)"`, 'g');
/** The stored texts of the answer being projected; null outside a projection. */
let spliced: string[] | null = null;

function storedOrValue(value: object): unknown {
  const text = spliced && storedTextOf(value);
  if (!text || !spliced) return value;
  spliced.push(text);
  return `${MARKER}${spliced.length - 1}`;
}

/** JSON.stringify of a projected answer, its markers replaced by the stored texts they stand for. */
function stringifyProjected(project: Projector, data: unknown): string {
  const texts: string[] = [];
  const outer = spliced;
  spliced = texts;
  try {
    const text = stringify(project(data));
    return texts.length === 0 ? text : text.replace(MARKER_JSON, (_, index: string) => texts[Number(index)]);
  } finally {
    spliced = outer;
  }
}

/**
 * An object's projector that keeps, for each immutable input (shared-json.ts isImmutable: frozen
 * all the way down, so it writes the same JSON whenever it is written), the text it was written as,
 * and sends that text again as stored text (a character of a player's list, presented once per
 * unchanged row). Keyed by the object itself, per projector (per schema), so the text is
 * always that object's under that schema.
 */
function keepingTexts(project: Projector): Projector {
  const written = new WeakMap<object, string>();
  return (input) => {
    if (spliced === null || input === null || typeof input !== 'object' || !isImmutable(input)) return project(input);
    let text = written.get(input);
    if (text === undefined) {
      text = stringifyProjected(project, input);
      written.set(input, text);
    }
    spliced.push(text);
    return `${MARKER}${spliced.length - 1}`;
  };
}

/** Projects to the value itself: what JSON.stringify writes of it is what a copy of it would give. */
const isPassAny = (project: Projector): boolean => project === passAny;

/**
 * An object's projector, compiled to one function that reads the declared properties and builds the
 * copy as one object literal (one hidden class, no keyed stores; a property left undefined is left
 * out by JSON.stringify like a key never set). An object with no declared properties whose others are
 * all allowed as they are is sent as it is: JSON.stringify writes the same text as it would of a copy.
 */
function objectProjector(schema: JsonSchema): Projector {
  onlyKeys(schema, ['type', 'properties', 'required', 'additionalProperties']);
  const required = new Set(Array.isArray(schema.required) ? (schema.required as string[]) : []);
  // fast-json-stringify writes the required properties first, each group in the schema's order.
  const properties = Object.entries(isSchema(schema.properties) ? schema.properties : {})
    .map(([key, property]) => [key, projectorOf(property)] as const)
    .sort(([a], [b]) => Number(required.has(b)) - Number(required.has(a)));
  const declared = new Set(properties.map(([key]) => key));
  const additional = schema.additionalProperties;
  // fast-json-stringify sends undeclared keys only when additionalProperties allows them.
  const extra: Projector | null =
    additional === undefined || additional === false ? null : additional === true ? passAny : projectorOf(additional);
  if (properties.length === 0 && extra !== null && isPassAny(extra)) {
    return (input) => {
      const value = withToJson(input);
      return value === null || typeof value !== 'object' || isArray(value) ? refuse() : storedOrValue(value);
    };
  }
  const reads = properties.map(([key], index) => `const f${index} = value[${JSON.stringify(key)}];`);
  const checks = properties.flatMap(([key], index) => (required.has(key) ? [`if (f${index} === undefined) refuse();`] : []));
  const fields = properties.map(
    ([key, project], index) =>
      `${JSON.stringify(key)}: ${
        isPassAny(project)
          ? `f${index}`
          : required.has(key)
            ? `p${index}(f${index})`
            : `f${index} === undefined ? undefined : p${index}(f${index})`
      }`,
  );
  const body = [
    'return function project(input) {',
    '  const value = withToJson(input);',
    "  if (value === null || typeof value !== 'object' || isArray(value)) return refuse();",
    ...reads.map((line) => `  ${line}`),
    ...checks.map((line) => `  ${line}`),
    `  const out = { ${fields.join(', ')} };`,
    ...(extra
      ? [
          '  for (const key of keysOf(value)) {',
          '    const field = value[key];',
          '    if (field !== undefined && !declared.has(key)) out[key] = extra(field);',
          '  }',
        ]
      : []),
    '  return out;',
    '};',
  ].join('\n');
  const names = ['isArray', 'keysOf', 'withToJson', 'refuse', 'declared', 'extra', ...properties.map((_, index) => `p${index}`)];
  // Compiled from the schema's own property names (each written as a JSON string literal), as
  // fast-json-stringify compiles its serializers; never from an answer's data.
  // eslint-disable-next-line @typescript-eslint/no-implied-eval
  const compile = new Function(...names, body) as (...args: unknown[]) => Projector;
  return keepingTexts(compile(isArray, keysOf, withToJson, refuse, declared, extra, ...properties.map(([, project]) => project)));
}

function projectorOf(schema: unknown): Projector {
  if (schema === true) return passAny;
  if (!isSchema(schema)) throw new Unsupported(String(schema));
  if (Object.keys(schema).every((key) => ANNOTATIONS.has(key))) return passAny;
  if (Array.isArray(schema.anyOf)) {
    // Only "X or null", the shape of a nullable zod field.
    onlyKeys(schema, ['anyOf']);
    const options = schema.anyOf as unknown[];
    const isNull = (option: unknown) => isSchema(option) && option.type === 'null' && Object.keys(option).length === 1;
    const others = options.filter((option) => !isNull(option));
    if (options.length !== 2 || others.length !== 1) throw new Unsupported('anyOf');
    const project = projectorOf(others[0]);
    return (value) => (value === null ? null : project(value));
  }
  const type = schema.type;
  if (type === 'object') return objectProjector(schema);
  if (type === 'array') {
    onlyKeys(schema, ['type', 'items']);
    const project = schema.items === undefined ? passAny : projectorOf(schema.items);
    // Items sent as they are: the array itself writes the same text as a copy of it.
    if (isPassAny(project)) return (value) => (isArray(value) ? value : refuse());
    return (value) => (isArray(value) ? value.map((item) => project(item)) : refuse());
  }
  const types: unknown[] = Array.isArray(type) ? type : [type];
  if (types.length > 0 && types.every((one) => typeof one === 'string' && one in scalarChecks)) {
    onlyKeys(schema, ['type', 'enum', 'const']);
    return scalarProjector(types as string[]);
  }
  throw new Unsupported(JSON.stringify(type));
}

/**
 * The REST bridge's answer serializer. fast-json-stringify compiled from the response schema
 * is several times slower than Node's own JSON.stringify for these answers (the list of 50 characters,
 * nested builds included; docs/PERFORMANCE.md). So the answer is first copied through a
 * projector compiled from the same schema, which keeps what fast-json-stringify would send (the declared
 * keys in the schema's order; undeclared ones only where additionalProperties allows), and the copy goes
 * through JSON.stringify. A value of another type than declared (which fast-json-stringify would coerce
 * or refuse), and any schema the projector does not understand, go through fast-json-stringify as before.
 * Under test (`verify`) every answer is also serialized by fast-json-stringify and must be the same text.
 * One difference, for answers that break their schema: inside an "X or null" field fast-json-stringify
 * validates the value against X (refusing, say, an undeclared key where X forbids more), the projector
 * just leaves undeclared keys out; the tests' `verify` still fails on such an answer.
 */
export function answerSerializer(schema: object, verify = false): (data: unknown) => string {
  const slow = fastJsonStringify(schema as Parameters<typeof fastJsonStringify>[0] & object);
  let project: Projector;
  try {
    project = projectorOf(schema);
  } catch (error) {
    if (error instanceof Unsupported) return slow;
    throw error;
  }
  const serialize = (data: unknown): string => {
    try {
      return stringifyProjected(project, data);
    } catch (error) {
      // TypeError: what JSON.stringify cannot write (a BigInt), fast-json-stringify may.
      if (error instanceof NotAsDeclared || error instanceof TypeError) return slow(data);
      throw error;
    }
  };
  if (!verify) return serialize;
  return (data) => {
    const text = serialize(data);
    const expected = slow(data);
    if (text !== expected)
      throw new Error(
        `the answer serializer differs from fast-json-stringify:\n got ${text.slice(0, 1500)}\n expected ${expected.slice(0, 1500)}`,
      );
    return text;
  };
}

import { z } from 'zod';

/*
 * The shared field types of every call's input (DESIGN.md "Input, permissions and writes"; the limits
 * are listed in docs/API.md "Input limits"). A message may contain `{field}`: the transport that
 * refuses the input puts the field's name in the caller's terms there (REST snake_case, GraphQL
 * camelCase). Messages without it are the spec's own texts, shown as they are.
 */

/** The limits, in one table (docs/API.md "Input limits" lists them). */
export const LIMITS = {
  /** GraphQL's Int, MySQL's INT and the ledger's balances */
  int32Max: 2_147_483_647,
  /** one staff XP or shard grant, either sign */
  grantAmount: 100_000,
  /** deaths or reaper fights added (or corrected) in one entry, either sign */
  deathEntry: 1_000,
  /** a character's XP total, deaths, reaper fights or past-event count as set by staff */
  counter: 1_000_000,
  /** first and last names, character names */
  name: 100,
  /** race, subculture, transformation, class, attribute, school, skill, role names and scopes */
  label: 100,
  /** event titles and the event named in a deaths entry */
  title: 200,
  /** event addresses, donation texts */
  shortText: 2_000,
  /** event descriptions */
  longText: 20_000,
  /** a question's text */
  question: 2_000,
  /** one answer to a question */
  answer: 5_000,
  /** a grant's reason, a waitlist message */
  reason: 500,
  email: 254,
  /** passwords (the password policy says 8 to 256; longer is refused before hashing) */
  password: 256,
  /** an emailed link's token, a path id */
  token: 200,
  /** ids, query lists and maps: at most this many entries */
  list: 1_000,
  /** questions in one list (defaults, an event's), answers in one form */
  questions: 200,
  /** free-form query parameters (attributes=..., include=...) */
  queryText: 2_000,
} as const;

export const fieldMessages = {
  required: '{field} is required',
  text: '{field} must be text',
  wellFormed: '{field} contains characters that are not valid text',
  tooLong: (max: number) => `{field} must be at most ${max} characters`,
  wholeNumber: '{field} must be a whole number',
  range: (min: number, max: number) => `{field} must be a whole number from ${min} to ${max}`,
  notZero: '{field} cannot be 0',
  list: '{field} must be a list',
  tooMany: (max: number) => `{field} may hold at most ${max} entries`,
  map: '{field} must be an object',
  boolean: '{field} must be true or false',
  invalid: '{field} is not valid',
} as const;

/** Well-formed Unicode: no lone UTF-16 surrogates (they cannot be stored as utf8mb4 or sent as UTF-8). */
export function isWellFormed(text: string): boolean {
  return !/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/.test(text);
}

/** A string of at most `max` characters of well-formed Unicode. */
export function text(max: number, messages: { required?: string; tooLong?: string } = {}) {
  return z
    .string({ error: (issue) => (issue.input === undefined ? (messages.required ?? fieldMessages.required) : fieldMessages.text) })
    .max(max, { error: messages.tooLong ?? fieldMessages.tooLong(max) })
    .refine(isWellFormed, { error: fieldMessages.wellFormed, abort: true });
}

/** A text that must hold something besides spaces; trimmed. `message` is the spec's text when it has one. */
export function requiredText(max: number, message: string = fieldMessages.required) {
  return z
    .string({ error: message })
    .max(max, { error: fieldMessages.tooLong(max) })
    .refine(isWellFormed, { error: fieldMessages.wellFormed, abort: true })
    .transform((value) => value.trim())
    .refine((value) => value !== '', { error: message });
}

/** A whole number from min to max (within 32 bits); floats, numeric strings and 2^31 are refused. */
export function int(min: number, max: number, message: string = fieldMessages.range(min, max)) {
  return z
    .number({ error: (issue) => (issue.input === undefined ? fieldMessages.required : fieldMessages.wholeNumber) })
    .int({ error: fieldMessages.wholeNumber })
    .min(min, { error: message })
    .max(max, { error: message });
}

/** 0 or more, at most `max` (counts). */
export const count = (max: number = LIMITS.counter) => int(0, max);

/** A non-zero amount bounded by ±max; `zeroMessage` is the spec's text ('Xp amount cannot be 0'). */
export function amount(max: number, zeroMessage: string = fieldMessages.notZero) {
  return int(-max, max).refine((value) => value !== 0, { error: zeroMessage });
}

/** An id as it travels (ObjectId-shaped ids are checked by the services, which answer 404 for unknown ones). */
export const id = () => text(LIMITS.token).refine((value) => value !== '', { error: fieldMessages.required });

/** 1 to LIMITS.list ids, duplicates removed; `emptyMessage` is the spec's text ('Please select at least one character'). */
export function idList(emptyMessage: string) {
  return z
    .array(id(), { error: emptyMessage })
    .max(LIMITS.list, { error: fieldMessages.tooMany(LIMITS.list) })
    .refine((ids) => ids.length > 0, { error: emptyMessage })
    .transform((ids) => [...new Set(ids)]);
}

/** A list of at most `max` entries. */
export function list<T extends z.ZodType>(item: T, max: number = LIMITS.list) {
  return z.array(item, { error: fieldMessages.list }).max(max, { error: fieldMessages.tooMany(max) });
}

/**
 * What each map() accepts, for the API document (rest/openapi.ts): the check itself is a custom
 * schema JSON Schema cannot read, so the map's key and value schemas are kept beside it.
 */
export const MAP_SHAPES = new WeakMap<object, { key: z.ZodType<string>; value: z.ZodType; maxEntries: number }>();

/**
 * A JSON object used as a map: own keys only (no prototype keys such as `__proto__`, `constructor`),
 * each key checked by `key`, at most LIMITS.list entries. Returned as a Map, so no key can ever reach
 * an object's prototype.
 */
export function map<V extends z.ZodType>(key: z.ZodType<string>, value: V, messages: { notMap?: string } = {}) {
  const object = z
    .custom<Record<string, unknown>>(isPlainObject, { error: messages.notMap ?? fieldMessages.map })
    .refine((input) => Object.keys(input).length <= LIMITS.list, { error: fieldMessages.tooMany(LIMITS.list) });
  MAP_SHAPES.set(object, { key, value, maxEntries: LIMITS.list });
  return object.transform((input, ctx) => {
    const result = new Map<string, z.output<V>>();
    for (const name of Object.keys(input)) {
      const checkedKey = key.safeParse(name);
      if (!checkedKey.success) {
        ctx.addIssue({
          code: 'custom',
          message: checkedKey.error.issues[0]?.message ?? fieldMessages.invalid,
          path: [name],
          input: name,
        });
        return z.NEVER;
      }
      const checked = value.safeParse(Object.getOwnPropertyDescriptor(input, name)?.value);
      if (!checked.success) {
        for (const issue of checked.error.issues) ctx.addIssue({ ...issue, path: [name, ...issue.path] });
        return z.NEVER;
      }
      result.set(name, checked.data);
    }
    return result;
  });
}

/** A JSON object (not an array, not null, no foreign prototype). */
export function isPlainObject(input: unknown): input is Record<string, unknown> {
  if (typeof input !== 'object' || input === null || Array.isArray(input)) return false;
  const prototype: unknown = Object.getPrototypeOf(input);
  return prototype === Object.prototype || prototype === null;
}

/** True or false (no "true", no 1). */
export const bool = () => z.boolean({ error: fieldMessages.boolean });

/** A whole number, or its decimal digits as a query string sends them. */
export const queryInt = (min: number, max: number) =>
  z.preprocess((value) => (typeof value === 'string' && /^-?\d{1,10}$/.test(value) ? Number(value) : value), int(min, max));

/**
 * At most LIMITS.list ids, as a list (GraphQL) or comma-separated text (a query string); absent:
 * undefined (no such filter), an empty list: no id at all.
 */
export const queryIds = () =>
  z.preprocess(
    (value) =>
      typeof value === 'string'
        ? value
            .split(',')
            .map((part) => part.trim())
            .filter((part) => part !== '')
        : value,
    list(id()).nullable().optional(),
  );

/** true or false, or their text as a query string sends them; absent is false. */
export const queryFlag = () =>
  z
    .union([bool(), z.enum(['true', 'false'], { error: fieldMessages.boolean })])
    .nullable()
    .optional()
    .transform((value) => value === true || value === 'true');

/** true, false or absent (undefined: either), or their text as a query string sends them. */
export const queryChoice = () =>
  z
    .union([bool(), z.enum(['true', 'false'], { error: fieldMessages.boolean })])
    .nullable()
    .optional()
    .transform((value) => (value === null || value === undefined ? undefined : value === true || value === 'true'));

/** One of the given names. */
export function oneOf<T extends string>(values: readonly [T, ...T[]], message: string = fieldMessages.invalid) {
  return z.enum(values, { error: message });
}

/** Keys that must never be used as a map key (they name Object.prototype's members). */
export const PROTOTYPE_KEYS = ['__proto__', 'constructor', 'prototype'] as const;

/** An ObjectId-shaped key (24 lowercase hex): what maps keyed by user or character id accept. */
export const objectIdKey = (message: string = fieldMessages.invalid) => z.string().regex(/^[0-9a-f]{24}$/, { error: message });

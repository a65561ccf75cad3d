import fastJsonStringify from 'fast-json-stringify';
import { z } from 'zod';
import { characterAttributesOutput } from '../src/modules/characters/character.presenter';
import { deepFreeze, isImmutable, sharedJsonColumn, storedTextOf } from '../src/fast-paths/shared-json';
import { answerSerializer } from '../src/fast-paths/json-serializer';
import { ERROR_RESPONSE_SCHEMA, jsonSchemaOf } from '../src/rest/openapi';

/** The REST bridge's answer serializer writes the same text as fast-json-stringify for the same schema. */
const answerOf = (schema: z.ZodType) => ({ type: 'object', properties: { data: jsonSchemaOf(schema, 'output') }, required: ['data'] });

function bothWrite(schema: object, value: unknown): { fast: string; reference: string } {
  return { fast: answerSerializer(schema)(value), reference: fastJsonStringify(schema as never)(value) };
}

describe('answer serializer', () => {
  const character = {
    _id: 'c1',
    user: { _id: 'u1' },
    character_xp_total: 12,
    character_xp_sequence: 3,
    character_deaths: { death_count: 0, reaper_fight_count: 1 },
    saved_build: { character_name: 'Mira "the quick"', character_skills: [{ skill_id: 'a', purchase_count: 2, grants: [] }], note: null },
    committed_build: null,
    committed: false,
    delete_allowed: true,
    character_build_cost: 4.5,
    character_level: 1,
    additional_spell_schools: ['Fire', 'Wa\u2028ter'],
    build_version: 7,
  };

  it('sends a stored build the row readers share as its stored text, the same answer as writing it again', () => {
    const schema = answerOf(z.array(characterAttributesOutput));
    const read = sharedJsonColumn();
    const stored = JSON.stringify(character.saved_build);
    const shared = read(stored, 'c1') as object;
    expect(storedTextOf(shared)).toBe(stored);
    // a non-canonical stored text (spaces) is never sent as it is
    expect(storedTextOf(read('{"a": 1}', 'c2'))).toBeUndefined();
    // a name with U+0001, which the markers also start with
    const withShared = { ...character, saved_build: shared, committed_build: shared, user: { _id: 'u1', first_name: '\u0001 0:1' } };
    const { fast, reference } = bothWrite(schema, { data: [withShared, { ...withShared, _id: 'c3' }] });
    expect(reference).toContain('"first_name":"\\u0001 0:1"');
    expect(fast).toBe(reference);
    expect(JSON.parse(fast).data[1].committed_build).toEqual(character.saved_build);
  });

  it('writes an immutable object once per schema and sends that text again, the same answer as writing it again', () => {
    const schema = answerOf(z.array(characterAttributesOutput));
    const serialize = answerSerializer(schema);
    const reference = fastJsonStringify(schema as never);
    let reads = 0;
    const shared = deepFreeze(
      Object.defineProperty({ ...character, extra: 'not sent' }, 'character_xp_total', {
        enumerable: true,
        get: () => {
          reads += 1;
          return 12;
        },
      }),
    );
    expect(isImmutable(shared)).toBe(true);
    const answer = { data: [shared, { ...character, _id: 'c9' }, shared] };
    const expected = [reference(answer), reference({ data: [shared] })];
    const readsBefore = reads;
    const first = serialize(answer);
    expect(first).toBe(expected[0]);
    const readsWriting = reads;
    expect(readsWriting).toBe(readsBefore + 1);
    expect(serialize(answer)).toBe(first);
    expect(serialize({ data: [shared] })).toBe(expected[1]);
    // the kept text was sent: the object was not read again
    expect(reads).toBe(readsWriting);
    // an object that can still change (not frozen all the way down) is written each time
    const open = Object.freeze({ ...character, user: { _id: 'u1' } });
    expect(isImmutable(open)).toBe(false);
    expect(serialize({ data: [open] })).toBe(reference({ data: [open] }));
    open.user._id = 'u2';
    expect(JSON.parse(serialize({ data: [open] })).data[0].user._id).toBe('u2');
    // a Buffer cannot be frozen: nothing holding one counts as immutable
    expect(isImmutable(deepFreeze({ a: { b: Buffer.from('x') } }))).toBe(false);
  });

  it('writes a list of characters like fast-json-stringify, dropping undeclared fields', () => {
    const schema = answerOf(z.array(characterAttributesOutput));
    const { fast, reference } = bothWrite(schema, {
      data: [character, { ...character, secret: 'not sent', user: { _id: 'u2', password: 'x' } }],
    });
    expect(fast).toBe(reference);
    expect(fast).not.toContain('not sent');
    expect(fast).not.toContain('password');
    // the build's own keys are all kept (a record of anything)
    expect(JSON.parse(fast).data[0].saved_build).toEqual(character.saved_build);
  });

  it('keeps the schema order of keys, leaves out undefined fields, writes dates as ISO strings', () => {
    const schema = answerOf(z.object({ b: z.string(), a: z.number().optional(), at: z.string(), gone: z.string().optional() }));
    const value = { data: { gone: undefined, at: new Date('2026-03-01T12:00:00.000Z'), a: 1, b: 'x' } };
    const { fast, reference } = bothWrite(schema, value);
    expect(fast).toBe(reference);
    expect(fast).toBe('{"data":{"b":"x","at":"2026-03-01T12:00:00.000Z","a":1}}');
  });

  it('hands values of another type than declared to fast-json-stringify (which coerces or refuses them)', () => {
    const schema = answerOf(z.object({ n: z.number().int(), s: z.string(), flag: z.boolean(), big: z.number().int().optional() }));
    for (const data of [
      { n: 2.5, s: 'x', flag: true },
      { n: 1, s: 5, flag: true },
      { n: 1, s: 'x', flag: 'yes' },
      { n: 1, s: 'x', flag: false, big: BigInt(3) },
      { n: '7', s: 'x', flag: false },
    ]) {
      const fast = () => answerSerializer(schema)({ data });
      const reference = () => fastJsonStringify(schema as never)({ data });
      let expected: string | Error;
      try {
        expected = reference();
      } catch (error) {
        expected = error as Error;
      }
      if (expected instanceof Error) expect(fast).toThrow(expected.message);
      else expect(fast()).toBe(expected);
    }
  });

  it('refuses a missing required field like fast-json-stringify', () => {
    const schema = answerOf(z.object({ id: z.string(), name: z.string() }));
    expect(() => fastJsonStringify(schema as never)({ data: { id: 'a' } })).toThrow();
    expect(() => answerSerializer(schema)({ data: { id: 'a' } })).toThrow();
  });

  it('writes the error answer and nullable or open values the same way', () => {
    expect(bothWrite(ERROR_RESPONSE_SCHEMA, { message: 'No', code: 'X', requestId: 'r', stack: 'hidden' }).fast).toBe(
      '{"message":"No","code":"X","requestId":"r"}',
    );
    const schema = answerOf(
      z.object({ maybe: z.string().nullable(), any: z.unknown(), list: z.array(z.object({ k: z.string() })).nullable() }),
    );
    for (const data of [
      { maybe: null, any: { deep: [1, { x: null }] }, list: null },
      { maybe: 'y', any: 'text', list: [{ k: 'a' }] },
    ]) {
      const { fast, reference } = bothWrite(schema, { data });
      expect(fast).toBe(reference);
    }
    // An undeclared key inside a nullable object: fast-json-stringify refuses the answer, the
    // projector leaves the key out (and under test `verify` refuses it too).
    const broken = { data: { maybe: null, any: 1, list: [{ k: 'a', extra: 1 }] } };
    expect(() => fastJsonStringify(schema as never)(broken)).toThrow();
    expect(answerSerializer(schema)(broken)).toBe('{"data":{"maybe":null,"any":1,"list":[{"k":"a"}]}}');
    expect(() => answerSerializer(schema, true)(broken)).toThrow();
  });

  it('uses fast-json-stringify alone for a schema it does not understand', () => {
    const schema = answerOf(
      z.union([z.object({ kind: z.literal('a'), a: z.string() }), z.object({ kind: z.literal('b'), b: z.number() })]),
    );
    const { fast, reference } = bothWrite(schema, { data: { kind: 'b', b: 2 } });
    expect(fast).toBe(reference);
  });
});

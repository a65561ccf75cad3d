import fastJson from 'fast-json-stringify';
import { keptListAnswer } from '../src/fast-paths/kept-answers';
import { deepFreeze } from '../src/fast-paths/shared-json';
import { serializerSchemaOf, type JsonSchema } from '../src/rest/json-schema';

/**
 * The kept-answers fast path writes a list of immutable presentations from each item's kept text:
 * the bytes must be the ones Fastify's serializer writes for the whole answer, and a changed item
 * must never be answered with an old text.
 */
const ITEM: JsonSchema = {
  type: 'object',
  properties: {
    _id: { type: 'string' },
    level: { type: 'integer' },
    build: {
      anyOf: [
        {
          type: 'object',
          properties: { name: { type: 'string' }, skills: { type: 'array', items: { type: 'object', additionalProperties: {} } } },
          additionalProperties: {},
        },
        { type: 'null' },
      ],
    },
  },
  required: ['_id', 'level'],
  additionalProperties: false,
};
const whole = fastJson(serializerSchemaOf({ type: 'object', properties: { data: { type: 'array', items: ITEM } } }) as never);
const sent = (items: unknown[]) => whole({ data: items });

const item = (id: string, level: number, name = 'Mira Ashdown') =>
  deepFreeze({ _id: id, level, build: { name, skills: [{ skill_id: 's1', amount: 2 }, { skill_id: 'é ✓ "quoted"' }], extra: [1, null] } });

describe('kept list answers', () => {
  it('writes the bytes of the whole answer serialized at once, non-ASCII text included', () => {
    const answer = keptListAnswer(() => ITEM);
    const items = [item('a', 1), item('b', 2), deepFreeze({ _id: 'c', level: 3, build: null })];
    const bytes = answer(items);
    expect(Buffer.isBuffer(bytes)).toBe(true);
    expect(bytes!.toString('utf8')).toBe(sent(items));
    expect(answer([items[1]])!.toString('utf8')).toBe(sent([items[1]]));
  });

  it('answers a list read again unchanged with the same bytes, and a changed list with its own', () => {
    const answer = keptListAnswer(() => ITEM);
    const first = [item('a', 1), item('b', 2)];
    const bytes = answer(first);
    expect(answer([first[0], first[1]])).toBe(bytes);
    // the same first item, another second (a row read again after a change is a new frozen object)
    const changed = [first[0], item('b', 2, 'Renamed')];
    expect(answer(changed)!.toString('utf8')).toBe(sent(changed));
    expect(answer(changed)!.toString('utf8')).toContain('Renamed');
    const shorter = [first[0]];
    expect(answer(shorter)!.toString('utf8')).toBe(sent(shorter));
    const longer = [first[0], first[1], item('c', 3)];
    expect(answer(longer)!.toString('utf8')).toBe(sent(longer));
    expect(answer([first[0], first[1]])!.toString('utf8')).toBe(sent(first));
  });

  it('leaves a list with any item that can change, and an empty list, to the usual serializer', () => {
    const answer = keptListAnswer(() => ITEM);
    expect(answer([item('a', 1), { _id: 'b', level: 2, build: null }])).toBeUndefined();
    expect(answer([item('a', 1), Object.freeze({ _id: 'b', level: 2, build: { name: 'x' } })])).toBeUndefined();
    expect(answer([])).toBeUndefined();
  });
});

import { answerSerializer, type JsonSchema } from '../rest/json-schema';
import { isImmutable } from './shared-json';

/**
 * A REST list answer `{"data":[...]}` written from each item's kept text when every item is an
 * immutable presentation (deepFreeze: what it writes as JSON can never change). A character's
 * presentation is shared while its row is read unchanged (character.presenter.ts with the
 * row-readers fast path), so a player's list read again and again is the same frozen objects, and
 * serializing them, measuring the text's UTF-8 length and encoding it for the socket is most of
 * the answer's CPU. Each item's text is serialized once, through the item's response schema as
 * Fastify's own serializer writes it (fast-json-stringify, serializerSchemaOf), and kept as UTF-8
 * bytes beside the object (a WeakMap: it goes when the presentation goes); the answer is those bytes
 * joined. A list with any other item is answered as usual (undefined here).
 */
export type KeptListAnswer = (items: readonly unknown[]) => Buffer | undefined;

const OPEN = Buffer.from('{"data":[');
const COMMA = Buffer.from(',');
const CLOSE = Buffer.from(']}');

const isKeptItem = (item: unknown): item is object => typeof item === 'object' && item !== null && isImmutable(item);

/**
 * The kept-texts answer of a list whose items the JSON Schema `itemSchema()` describes (asked for at
 * the first answer, as Fastify's serializers are compiled: rest/register-rest-routes.ts).
 */
export function keptListAnswer(itemSchema: () => JsonSchema): KeptListAnswer {
  let serializeItem: ((item: unknown) => string) | undefined;
  const itemTexts = new WeakMap<object, Buffer>();
  // The last answer made of a list that starts with a given item: a list read again unchanged is
  // the same items in the same order, and gets the same bytes without joining them again.
  const answers = new WeakMap<object, { items: readonly object[]; bytes: Buffer }>();
  const textOf = (item: object): Buffer => {
    let bytes = itemTexts.get(item);
    if (bytes === undefined) {
      serializeItem ??= answerSerializer(itemSchema());
      bytes = Buffer.from(serializeItem(item));
      itemTexts.set(item, bytes);
    }
    return bytes;
  };
  return (items) => {
    if (items.length === 0 || !items.every(isKeptItem)) return undefined;
    const known = answers.get(items[0]);
    if (known !== undefined && known.items.length === items.length && known.items.every((item, index) => item === items[index]))
      return known.bytes;
    const parts: Buffer[] = [OPEN];
    items.forEach((item, index) => {
      if (index > 0) parts.push(COMMA);
      parts.push(textOf(item));
    });
    parts.push(CLOSE);
    const bytes = Buffer.concat(parts);
    answers.set(items[0], { items: [...items], bytes });
    return bytes;
  };
}

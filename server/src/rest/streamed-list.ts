import { Readable } from 'node:stream';
import type { BatchStream } from '../calls/batch-stream';
import { answerSerializer, type JsonSchema } from './json-schema';

export type ListSerializer = (list: unknown[]) => string;

/** The serializer of a list's response schema (compiled once per route), as whole answers' are (serializerSchemaOf). */
export function listSerializer(listSchema: JsonSchema): ListSerializer {
  return answerSerializer(listSchema);
}

/**
 * `{"data":[...]}` as a stream: each presented batch serialized through the list's response schema
 * as Fastify serializes a whole answer (fast-json-stringify), so the text is the same as the answer
 * written at once. The first batch is read and presented before anything is sent, so what `present`
 * refuses (an unknown attribute: 400) is answered as an error, as before, even for an empty list.
 */
export async function streamedListAnswer<T>(
  stream: BatchStream<T>,
  serialize: ListSerializer,
  present: (batch: T[]) => unknown[],
): Promise<Readable> {
  const batches = stream.batches[Symbol.asyncIterator]();
  const first = await batches.next();
  const firstPresented = present(first.done ? [] : first.value);
  const items = (presented: unknown[]) => serialize(presented).slice(1, -1);
  async function* text(): AsyncGenerator<string> {
    let written = firstPresented.length > 0;
    yield `{"data":[${written ? items(firstPresented) : ''}`;
    if (!first.done) {
      for (let next = await batches.next(); !next.done; next = await batches.next()) {
        const presented = present(next.value);
        if (presented.length === 0) continue;
        yield `${written ? ',' : ''}${items(presented)}`;
        written = true;
      }
    }
    yield ']}';
  }
  return Readable.from(text(), { objectMode: false });
}

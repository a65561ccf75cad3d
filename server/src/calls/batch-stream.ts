/**
 * A list answered in batches (the whole-table lists: every character): the call reads a batch at a
 * time and the answer is written as each arrives, so its first byte leaves at once, the server holds
 * one batch in memory, and other requests run between the batches.
 */
export interface BatchStream<T> {
  readonly batches: AsyncIterable<T[]>;
}

export function batchStream<T>(batches: AsyncIterable<T[]>): BatchStream<T> {
  return { batches };
}

export function isBatchStream(value: unknown): value is BatchStream<unknown> {
  return (
    typeof value === 'object' && value !== null && 'batches' in value && Symbol.asyncIterator in (value as BatchStream<unknown>).batches
  );
}

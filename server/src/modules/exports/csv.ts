import { Readable } from 'node:stream';
import { csvField } from '../attendance/registration-answers-csv';

type CsvRow = ReadonlyArray<string | number | null | undefined>;

const csvLine = (row: CsvRow) => row.map((value) => csvField(value === null || value === undefined ? '' : String(value))).join(',');

/** Rows as CSV the way the registration answers download writes it: UTF-8 with BOM, CRLF, formula-safe fields. */
export function toCsv(header: readonly string[], rows: readonly CsvRow[]): string {
  return `\uFEFF${[header, ...rows].map(csvLine).join('\r\n')}\r\n`;
}

/** toCsv's text as a stream, the rows arriving in batches: the header leaves at once, one batch is held at a time. */
export function csvStream<T>(header: readonly string[], batches: AsyncIterable<T[]>, rowOf: (item: T) => CsvRow): Readable {
  async function* text(): AsyncGenerator<string> {
    yield `\uFEFF${csvLine(header)}\r\n`;
    for await (const batch of batches) if (batch.length) yield `${batch.map((item) => csvLine(rowOf(item))).join('\r\n')}\r\n`;
  }
  return Readable.from(text(), { objectMode: false });
}

/** A download name: the title's letters and digits, then what it holds. */
export function exportFileName(title: string, what: string): string {
  const slug =
    title
      .replace(/[^A-Za-z0-9]+/g, '-')
      .replace(/^-|-$/g, '')
      .slice(0, 60) || 'event';
  return `${slug}-${what}.csv`;
}

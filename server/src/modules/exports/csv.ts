import { csvField } from '../attendance/registration-answers-csv';

/** Rows as CSV the way the registration answers download writes it: UTF-8 with BOM, CRLF, formula-safe fields. */
export function toCsv(header: readonly string[], rows: ReadonlyArray<ReadonlyArray<string | number | null | undefined>>): string {
  const lines = [header, ...rows].map((row) =>
    row.map((value) => csvField(value === null || value === undefined ? '' : String(value))).join(','),
  );
  return `\uFEFF${lines.join('\r\n')}\r\n`;
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

import { createHash } from 'node:crypto';
import { formatMinorUnits, parseMinorUnits } from '@larp/rules';
import { parse as parseCsv } from 'csv-parse/sync';
import { XMLParser } from 'fast-xml-parser';
import { badInput } from '../../errors';

/*
 * Reading bank statements: a CSV export with the columns an admin mapped, or ISO 20022 camt.053
 * (statement) / camt.054 (notification) XML. Each line gets a key that names it across imports, so
 * the same line is never applied twice: the camt entry reference, or for CSV a hash of account,
 * date, amount, counterparty and reference with its position among identical lines.
 */

export interface BankLine {
  /** 1-based: the CSV line or the camt entry's number, for messages */
  line: number;
  key: string;
  account: string;
  date: string;
  /** minor units; positive money in, negative money out */
  amount: number;
  counterparty: string;
  /** the remittance information: where the payer wrote the reference */
  reference: string;
}

/** Which CSV column holds what (the header names), remembered per site. */
export interface CsvMapping {
  date: string;
  amount: string;
  counterparty: string;
  reference: string;
  /** absent: the statement is of one account */
  account?: string | null;
}

export const BANK_MESSAGES = {
  line: (line: number, problem: string) => `Line ${line}: ${problem}`,
  amount: (text: string, currency: string) =>
    `the amount "${text}" is not an amount in ${currency}, e.g. ${formatMinorUnits(2000, currency)}`,
  missingColumn: (column: string) => `The file has no column "${column}": map the columns again`,
  csv: (problem: string) => `The file could not be read as CSV: ${problem}`,
  xml: 'The file could not be read as ISO 20022 camt.053 or camt.054 XML',
  doctype: 'XML with a DOCTYPE is not read: export the statement again without one',
  empty: 'The file holds no statement lines',
} as const;

const hash = (...parts: string[]) => createHash('sha256').update(parts.join('\u001f')).digest('hex');

/** A statement's amount: signed (money out), grouped as banks export it ("1.234,56", "-20.00"). */
const statementAmount = (text: string, currency: string): number | null => parseMinorUnits(text, currency, { signed: true, grouped: true });

/** Keys for CSV lines: the same content twice in one file is two lines, the second numbered 2. */
function keyed(lines: Omit<BankLine, 'key'>[]): BankLine[] {
  const seen = new Map<string, number>();
  return lines.map((line) => {
    const content = hash('csv', line.account, line.date, String(line.amount), line.counterparty, line.reference);
    const position = (seen.get(content) ?? 0) + 1;
    seen.set(content, position);
    return { ...line, key: hash(content, String(position)) };
  });
}

/** The header line's most frequent of ; tab , (a decimal comma in the amounts rules out trying all three on each line). */
function delimiterOf(text: string): string {
  const header = text.replace(/^\uFEFF/, '').split(/\r?\n/, 1)[0] ?? '';
  const counts = [';', '\t', ','].map((delimiter) => ({ delimiter, count: header.split(delimiter).length }));
  return counts.sort((a, b) => b.count - a.count)[0].delimiter;
}

export function readCsvStatement(text: string, mapping: CsvMapping, currency: string): BankLine[] {
  let records: Array<{ record: Record<string, string>; info: { lines: number } }>;
  try {
    records = parseCsv<{ record: Record<string, string>; info: { lines: number } }>(text, {
      bom: true,
      columns: true,
      delimiter: delimiterOf(text),
      info: true,
      skip_empty_lines: true,
      trim: true,
    });
  } catch (error) {
    throw badInput(BANK_MESSAGES.csv(error instanceof Error ? error.message : String(error)));
  }
  if (records.length === 0) throw badInput(BANK_MESSAGES.empty);
  const columns = [mapping.date, mapping.amount, mapping.counterparty, mapping.reference, ...(mapping.account ? [mapping.account] : [])];
  for (const column of columns) if (!(column in records[0].record)) throw badInput(BANK_MESSAGES.missingColumn(column));
  return keyed(
    records.map(({ record, info }) => {
      const amountText = record[mapping.amount] ?? '';
      const amount = statementAmount(amountText, currency);
      if (amount === null) throw badInput(BANK_MESSAGES.line(info.lines, BANK_MESSAGES.amount(amountText, currency)));
      return {
        line: info.lines,
        account: mapping.account ? (record[mapping.account] ?? '') : '',
        date: record[mapping.date] ?? '',
        amount,
        counterparty: record[mapping.counterparty] ?? '',
        reference: record[mapping.reference] ?? '',
      };
    }),
  );
}

type Node = Record<string, unknown>;
const asList = (value: unknown): Node[] => (value === undefined ? [] : Array.isArray(value) ? (value as Node[]) : [value as Node]);
const child = (node: unknown, ...path: string[]): unknown =>
  path.reduce<unknown>((at, name) => (at && typeof at === 'object' ? (at as Node)[name] : undefined), node);
const textOf = (value: unknown): string =>
  typeof value === 'string' || typeof value === 'number'
    ? String(value)
    : value && typeof value === 'object'
      ? textOf((value as Node)['#text'])
      : '';

/** ISO 20022 camt.053 (BkToCstmrStmt/Stmt) or camt.054 (BkToCstmrDbtCdtNtfctn/Ntfctn) entries. */
export function readCamtStatement(text: string, currency: string): BankLine[] {
  // Entities and DTDs are never expanded (no billion laughs, no external files): a DOCTYPE is refused outright.
  if (/<!DOCTYPE/i.test(text)) throw badInput(BANK_MESSAGES.doctype);
  let document: unknown;
  try {
    document = new XMLParser({
      ignoreAttributes: false,
      attributeNamePrefix: '@',
      removeNSPrefix: true,
      processEntities: false,
      htmlEntities: false,
      parseTagValue: false,
    }).parse(text);
  } catch {
    throw badInput(BANK_MESSAGES.xml);
  }
  const root = child(document, 'Document');
  const statements = [...asList(child(root, 'BkToCstmrStmt', 'Stmt')), ...asList(child(root, 'BkToCstmrDbtCdtNtfctn', 'Ntfctn'))];
  if (statements.length === 0) throw badInput(BANK_MESSAGES.xml);
  const lines: BankLine[] = [];
  for (const statement of statements) {
    const account = textOf(child(statement, 'Acct', 'Id', 'IBAN')) || textOf(child(statement, 'Acct', 'Id', 'Othr', 'Id'));
    for (const entry of asList(child(statement, 'Ntry'))) {
      const line = lines.length + 1;
      const amountText = textOf(child(entry, 'Amt'));
      const amount = statementAmount(amountText, currency);
      if (amount === null) throw badInput(BANK_MESSAGES.line(line, BANK_MESSAGES.amount(amountText, currency)));
      const details = asList(child(entry, 'NtryDtls', 'TxDtls'));
      const remittance = details.flatMap((detail) => [
        ...asList(child(detail, 'RmtInf', 'Ustrd')).map(textOf),
        ...asList(child(detail, 'RmtInf', 'Strd')).map((structured) => textOf(child(structured, 'CdtrRefInf', 'Ref'))),
      ]);
      const party = details
        .map((detail) => textOf(child(detail, 'RltdPties', 'Dbtr', 'Nm')) || textOf(child(detail, 'RltdPties', 'Dbtr', 'Pty', 'Nm')))
        .find((name) => name !== '');
      const entryReference = textOf(child(entry, 'AcctSvcrRef')) || textOf(child(entry, 'NtryRef'));
      const date = textOf(child(entry, 'BookgDt', 'Dt')) || textOf(child(entry, 'BookgDt', 'DtTm')) || textOf(child(entry, 'ValDt', 'Dt'));
      const signed = textOf(child(entry, 'CdtDbtInd')) === 'DBIT' ? -Math.abs(amount) : Math.abs(amount);
      const fields = { line, account, date, amount: signed, counterparty: party ?? '', reference: remittance.filter(Boolean).join(' ') };
      lines.push({
        ...fields,
        key: entryReference
          ? hash('camt', account, entryReference)
          : hash('camt-content', account, date, String(signed), fields.counterparty, fields.reference, String(line)),
      });
    }
  }
  if (lines.length === 0) throw badInput(BANK_MESSAGES.empty);
  return lines;
}

import { formatDateTime } from '../../components/date-time';
import { deviceName } from './device-name';

/*
 * The personal-data export as a person reads it: sections with plain titles, columns with plain
 * names, times in words, events by their titles; ids and technical keys stay in the download.
 */

export type ExportRow = Record<string, unknown>;
export interface ExportDocument {
  exported_at?: string;
  account?: ExportRow;
  events?: ExportRow[];
  [section: string]: unknown;
}

/** The sections in the order a person looks for them, with what each holds. */
export const MY_DATA_SECTIONS: ReadonlyArray<[key: string, title: string]> = [
  ['characters', 'Characters'],
  ['registrations', 'Event registrations and your answers'],
  ['attendance', 'Events you attended'],
  ['xp_ledger', 'XP changes'],
  ['shard_ledger', 'Shard changes'],
  ['death_records', 'Deaths and reaper fights'],
  ['survey_responses', 'Survey responses'],
  ['build_commits', 'Committed builds (history)'],
  ['checkins', 'Check-ins at the gate'],
  ['sessions', 'Signed-in devices'],
  ['notifications', 'Mails to you'],
  ['notification_settings', 'Mail settings'],
  ['api_tokens', 'API tokens'],
  ['calendar_feeds', 'Calendar feeds'],
  ['one_time_tokens', 'Emailed links'],
  ['saved_graphql_queries', 'Saved GraphQL queries'],
  ['webhooks_created', 'Webhooks you registered'],
  ['idempotency_keys', 'Retried API calls'],
];

const ACCOUNT_FIELDS: ReadonlyArray<[key: string, label: string]> = [
  ['first_name', 'First name'],
  ['last_name', 'Last name'],
  ['email', 'Email'],
  ['pending_email', 'New email waiting for confirmation'],
  ['verified', 'Email verified'],
  ['privacy_statement_accepted_at', 'Privacy statement accepted'],
  ['email_consent', 'Mails from the organisers'],
  ['roles', 'Roles'],
  ['shard_total', 'Shards'],
  ['deletion_requested_at', 'Deletion requested'],
  ['erase_at', 'Account deleted on'],
  ['created_at', 'Account created'],
];

const ISO_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;

/** "created_at" -> "Created at"; "event_id" -> "Event". */
export function columnTitle(key: string): string {
  const words = key.replace(/_id$/, '').replace(/_/g, ' ').trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** One value in words: times formatted, yes/no, lists joined, a build by its character's name, answers by their text. */
export function valueText(value: unknown, eventTitles: ReadonlyMap<string, string>, key = ''): string {
  if (value === null || value === undefined || value === '') return '—';
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  if (typeof value === 'number') return String(value);
  if (typeof value === 'string') {
    if (key === 'event_id') return eventTitles.get(value) ?? value;
    if (key === 'user_agent') return deviceName(value);
    return ISO_TIME.test(value) ? formatDateTime(value) : value;
  }
  if (Array.isArray(value)) {
    return value.length === 0 ? '—' : value.map((item) => valueText(answerOf(item), eventTitles)).join('; ');
  }
  if (typeof value === 'object') {
    const record = value as Record<string, unknown>;
    if (typeof record.character_name === 'string') return `Build of ${record.character_name}`;
    return JSON.stringify(value);
  }
  return JSON.stringify(value);
}

/** An answer as stored ({ question_answer }) reads as its text. */
function answerOf(item: unknown): unknown {
  if (item && typeof item === 'object' && 'question_answer' in item) return item.question_answer;
  return item;
}

/** Columns a person reads: ids, hashes and the export's bookkeeping stay in the download. */
function shownColumns(rows: readonly ExportRow[]): string[] {
  const keys = [...new Set(rows.flatMap((row) => Object.keys(row)))];
  return keys.filter((key) => key !== '_id' && key !== 'user_id' && !(key.endsWith('_id') && key !== 'event_id'));
}

export interface SectionView {
  key: string;
  title: string;
  columns: Array<{ key: string; title: string }>;
  rows: string[][];
}

/** The export's lists as tables of words, in MY_DATA_SECTIONS' order (unknown sections at the end). */
export function sectionViews(document: ExportDocument): SectionView[] {
  const eventTitles = new Map((document.events ?? []).map((event) => [String(event._id), String(event.event_title)]));
  const known = new Set(MY_DATA_SECTIONS.map(([key]) => key));
  const extra = Object.keys(document)
    .filter((key) => !known.has(key) && Array.isArray(document[key]) && key !== 'events')
    .map((key): [string, string] => [key, columnTitle(key)]);
  return [...MY_DATA_SECTIONS, ...extra]
    .filter(([key]) => Array.isArray(document[key]))
    .map(([key, title]) => {
      const list = document[key] as ExportRow[];
      const columns = shownColumns(list).map((column) => ({
        key: column,
        title: column === 'user_agent' ? 'Device' : columnTitle(column),
      }));
      return { key, title, columns, rows: list.map((row) => columns.map((column) => valueText(row[column.key], eventTitles, column.key))) };
    });
}

/** The account's fields as label and value, in a readable order. */
export function accountView(document: ExportDocument): Array<[label: string, value: string]> {
  const account = document.account ?? {};
  return ACCOUNT_FIELDS.filter(([key]) => key in account).map(([key, label]) => [label, valueText(account[key], new Map(), key)]);
}

import { createHash } from 'node:crypto';
import type { EntityManager, ObjectLiteral } from 'typeorm';
import { Event } from '../../db/entities/event.entity';
import { In } from 'typeorm';
import { PERSONAL_DATA, type PersonKeys, type PersonalDataRule } from './personal-data';

/**
 * The export: one JSON document, `format` "larp-personal-data" version 1. Its keys:
 * - `format`, `version`, `exported_at` (ISO 8601);
 * - `account`: the account row (names, email, pending email, consents: privacy_statement_accepted_at
 *   and email_consent, roles, shard balance, scheduled deletion), without the password hash;
 * - one list per table of PERSONAL_DATA with a section (sessions, one_time_tokens, api_tokens,
 *   calendar_feeds, idempotency_keys, saved_graphql_queries, webhooks_created, notifications,
 *   notification_settings, registrations, survey_responses, attendance, shard_ledger, xp_ledger,
 *   death_records, build_commits, characters): every row of the person's, each column under its
 *   database name in snake_case, the row id as `_id`, times in ISO 8601, stored builds and answers
 *   as stored; secrets and hashes are left out (each rule's `hidden`). Sessions carry a public id
 *   (not the stored hash of the cookie), the device and `current`;
 * - `events`: id, title and times of every event the lists above name, to read them by.
 * Rows are selected by the rule's `mine` condition only, so nothing of another person's appears.
 */
export const EXPORT_FORMAT = 'larp-personal-data';
export const EXPORT_VERSION = 1;

export type ExportRow = Record<string, unknown>;
export interface PersonalDataExport {
  format: string;
  version: number;
  exported_at: string;
  account: ExportRow;
  events: ExportRow[];
  [section: string]: unknown;
}

/** A session's id as shown to its owner: derived from the stored id, so the API never hands out what the database keys on. */
export function publicSessionId(storedId: string): string {
  return createHash('sha256').update(`session:${storedId}`).digest('hex').slice(0, 24);
}

/** The person's rows of one rule's table. */
export function rowsOf(manager: EntityManager, rule: PersonalDataRule, keys: PersonKeys): Promise<ObjectLiteral[]> {
  const query = manager.createQueryBuilder(rule.entity, 'row').where(rule.mine, { ...keys });
  // Columns not read by default (a registration's staff note) are the person's data too.
  for (const column of manager.connection.getMetadata(rule.entity).columns)
    if (!column.isSelect) query.addSelect(`row.${column.propertyPath}`);
  return query.getMany();
}

function plain(value: unknown): unknown {
  if (value instanceof Date) return value.toISOString();
  return value;
}

/** One row as the export shows it: every column but the hidden ones, under its database name. */
export function presentRow(manager: EntityManager, rule: PersonalDataRule, row: ObjectLiteral): ExportRow {
  const metadata = manager.connection.getMetadata(rule.entity);
  const hidden = new Set(rule.hidden ?? []);
  const presented: ExportRow = {};
  for (const column of metadata.columns) {
    if (hidden.has(column.propertyName)) continue;
    const key = column.databaseName === 'id' ? '_id' : column.databaseName;
    presented[key] = plain(column.getEntityValue(row));
  }
  return presented;
}

/** Builds the whole document inside `manager`'s transaction (one consistent snapshot). */
export async function buildExport(
  manager: EntityManager,
  keys: PersonKeys,
  now: Date,
  currentSessionId: string | null,
): Promise<PersonalDataExport> {
  const document: PersonalDataExport = {
    format: EXPORT_FORMAT,
    version: EXPORT_VERSION,
    exported_at: now.toISOString(),
    account: {},
    events: [],
  };
  const eventIds = new Set<string>();
  for (const rule of PERSONAL_DATA) {
    if (rule.section === null) continue;
    const rows = await rowsOf(manager, rule, keys);
    const presented = rows.map((row) => {
      const shown = presentRow(manager, rule, row);
      if (rule.table === 'sessions') {
        const storedId = (row as { id: string }).id;
        return { _id: publicSessionId(storedId), ...shown, current: storedId === currentSessionId };
      }
      return shown;
    });
    for (const row of presented) if (typeof row.event_id === 'string') eventIds.add(row.event_id);
    document[rule.section] = rule.section === 'account' ? (presented[0] ?? {}) : presented;
  }
  if (eventIds.size > 0) {
    const events = await manager.find(Event, { where: { id: In([...eventIds]) }, order: { eventStartTime: 'ASC' } });
    document.events = events.map((event) => ({
      _id: event.id,
      event_title: event.eventTitle,
      event_start_time: event.eventStartTime.toISOString(),
      event_end_time: event.eventEndTime.toISOString(),
    }));
  }
  return document;
}

const HTML_ESCAPES: Partial<Record<string, string>> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
const escapeHtml = (text: string): string => text.replace(/[&<>"']/g, (character) => HTML_ESCAPES[character] ?? character);

const TITLES: Record<string, string> = {
  account: 'Account and consents',
  characters: 'Characters (with saved and committed builds)',
  build_commits: 'Committed builds (history)',
  xp_ledger: 'XP ledger',
  shard_ledger: 'Shard ledger',
  payments: 'Event fees paid, refunded, waived or corrected',
  registration_prices: 'Prices kept for your registrations',
  death_records: 'Deaths and reaper fights',
  registrations: 'Event registrations (with answers)',
  attendance: 'Attendance',
  survey_responses: 'Survey responses',
  events: 'Events named above',
  sessions: 'Sessions (signed-in devices)',
  api_tokens: 'API tokens (without their secrets)',
  calendar_feeds: 'Calendar feeds',
  notifications: 'Mails to you',
  notification_settings: 'Mail settings',
  one_time_tokens: 'Emailed links (without their secrets)',
  idempotency_keys: 'Retried API calls',
  saved_graphql_queries: 'Saved GraphQL queries',
  webhooks_created: 'Webhooks you registered',
};

function cell(value: unknown): string {
  if (value === null || value === undefined) return '<span class="none">none</span>';
  if (typeof value === 'object') return `<pre>${escapeHtml(JSON.stringify(value, null, 2))}</pre>`;
  // the export's values are JSON: strings as they are, numbers and booleans as JSON writes them
  return escapeHtml(typeof value === 'string' ? value : JSON.stringify(value));
}

function table(rows: ExportRow[], title: string): string {
  if (rows.length === 0) return '<p>None.</p>';
  const columns = [...new Set(rows.flatMap((row) => Object.keys(row)))];
  const head = columns.map((column) => `<th scope="col">${escapeHtml(column)}</th>`).join('');
  const body = rows.map((row) => `<tr>${columns.map((column) => `<td>${cell(row[column])}</td>`).join('')}</tr>`).join('\n');
  // A wide table scrolls sideways; the keyboard reaches the scrolling region too.
  return `<div class="scroll" tabindex="0" role="region" aria-label="${escapeHtml(title)}"><table><thead><tr>${head}</tr></thead><tbody>\n${body}\n</tbody></table></div>`;
}

/** The same document as a readable, self-contained HTML page (no scripts, no outside resources). */
export function renderExportHtml(document: PersonalDataExport): string {
  const sections = Object.entries(document)
    .filter(([key]) => !['format', 'version', 'exported_at'].includes(key))
    .map(([key, value]) => {
      const title = TITLES[key] ?? key;
      const content = Array.isArray(value)
        ? table(value as ExportRow[], title)
        : `<dl>${Object.entries(value as ExportRow)
            .map(([name, field]) => `<dt>${escapeHtml(name)}</dt><dd>${cell(field)}</dd>`)
            .join('')}</dl>`;
      return `<section aria-labelledby="s-${key}"><h2 id="s-${key}">${escapeHtml(title)}</h2>\n${content}</section>`;
    })
    .join('\n');
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Your data</title>
<style>
body { font-family: system-ui, sans-serif; margin: 1rem; color: #212529; }
table { border-collapse: collapse; font-size: 0.875rem; }
th, td { border: 1px solid #adb5bd; padding: 0.25rem 0.5rem; text-align: left; vertical-align: top; }
pre { margin: 0; white-space: pre-wrap; max-width: 40rem; }
.scroll { overflow-x: auto; }
.none { color: #495057; font-style: italic; }
dt { font-weight: bold; } dd { margin: 0 0 0.5rem 0; }
</style>
</head>
<body>
<main>
<h1>Your data</h1>
<p>Exported ${escapeHtml(document.exported_at)} (${escapeHtml(document.format)}, version ${document.version}). The same data as JSON: <a href="/api/v1/user/export">/api/v1/user/export</a>.</p>
${sections}
</main>
</body>
</html>
`;
}

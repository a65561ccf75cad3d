import { EXPORTS_CALLS } from './exports.calls';
import { z } from 'zod';
import { restRoute, type RestRoute } from '../../rest/route-table';
import type { CsvExport } from './exports.service';

const csv = { type: 'text/csv' as const, fileName: (result: CsvExport) => result.fileName };
const presentCsv = (result: CsvExport) => result.csv;

/** CSV exports for staff and the per-user iCal feed. */
export const EXPORT_ROUTES: RestRoute[] = [
  restRoute({
    definition: EXPORTS_CALLS.registrationsCsv,
    method: 'GET',
    path: '/exports/events/:id/registrations.csv',
    produces: csv,
    present: presentCsv,
  }),
  restRoute({
    definition: EXPORTS_CALLS.attendanceCsv,
    method: 'GET',
    path: '/exports/events/:id/attendance.csv',
    produces: csv,
    present: presentCsv,
  }),
  restRoute({
    definition: EXPORTS_CALLS.surveyResponsesCsv,
    method: 'GET',
    path: '/exports/events/:id/survey_responses.csv',
    produces: csv,
    present: presentCsv,
  }),
  restRoute({
    definition: EXPORTS_CALLS.charactersCsv,
    method: 'GET',
    path: '/exports/characters.csv',
    produces: csv,
    present: presentCsv,
  }),
  restRoute({
    definition: EXPORTS_CALLS.calendarFeed,
    method: 'GET',
    path: '/user/calendar',
    response: z.object({ has_feed: z.boolean(), created_at: z.string().nullable() }),
    present: (status: { hasFeed: boolean; createdAt: Date | null }) => ({
      has_feed: status.hasFeed,
      created_at: status.createdAt?.toISOString() ?? null,
    }),
  }),
  restRoute({
    definition: EXPORTS_CALLS.resetCalendarFeed,
    method: 'POST',
    path: '/user/calendar/reset',
    response: z.object({ url: z.string() }),
    present: (result: { url: string }) => result,
  }),
  restRoute({
    definition: EXPORTS_CALLS.calendarFile,
    method: 'GET',
    path: '/calendar/:file',
    produces: { type: 'text/calendar' },
    present: (ics: string) => ics,
  }),
];

import { EXPORTS_CALLS } from './exports.calls';
import { z } from 'zod';
import { restRoute, type RestRoute } from '../../rest/route-table';
import { calendarFileParams, exportEventParams } from './exports.inputs';
import type { CsvExport } from './exports.service';

const csv = { type: 'text/csv' as const, fileName: (result: CsvExport) => result.fileName };
const presentCsv = (result: CsvExport) => result.csv;

/** CSV exports for staff and the per-user iCal feed. */
export const EXPORT_ROUTES: RestRoute[] = [
  restRoute({
    definition: EXPORTS_CALLS.registrationsCsv,
    method: 'GET',
    path: '/exports/events/:id/registrations.csv',
    summary: "An event's active registrations with who registered, role, character, state and every answer, as CSV.",
    params: exportEventParams,
    produces: csv,
    call: ({ params, context, services }) => services.exports.registrations(context, params.id),
    present: presentCsv,
  }),
  restRoute({
    definition: EXPORTS_CALLS.attendanceCsv,
    method: 'GET',
    path: '/exports/events/:id/attendance.csv',
    summary: "An event's attendance records (XP, deaths, reaper fights, shards, donations), as CSV.",
    params: exportEventParams,
    produces: csv,
    call: ({ params, context, services }) => services.exports.attendance(context, params.id),
    present: presentCsv,
  }),
  restRoute({
    definition: EXPORTS_CALLS.surveyResponsesCsv,
    method: 'GET',
    path: '/exports/events/:id/survey_responses.csv',
    summary: "An event's survey responses, one column per survey question, as CSV.",
    params: exportEventParams,
    produces: csv,
    call: ({ params, context, services }) => services.exports.surveyResponses(context, params.id),
    present: presentCsv,
  }),
  restRoute({
    definition: EXPORTS_CALLS.charactersCsv,
    method: 'GET',
    path: '/exports/characters.csv',
    summary: 'Every character with level, XP, events attended, deaths and its player, as CSV.',
    produces: csv,
    call: ({ context, services }) => services.exports.characters(context),
    present: presentCsv,
  }),
  restRoute({
    definition: EXPORTS_CALLS.calendarFeed,
    method: 'GET',
    path: '/user/calendar',
    summary: 'Whether you have a calendar feed address (it is shown only when made or reset).',
    call: ({ context, services }) => services.exports.calendarStatus(context),
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
    summary: 'Makes a new secret address of your iCal feed of published events; the old one stops working.',
    call: ({ context, services }) => services.exports.resetCalendar(context),
    response: z.object({ url: z.string() }),
    present: (result: { url: string }) => result,
  }),
  restRoute({
    definition: EXPORTS_CALLS.calendarFile,
    method: 'GET',
    path: '/calendar/:file',
    summary: 'The iCal feed (text/calendar) of published events with your registration state; the address is the secret.',
    params: calendarFileParams,
    produces: { type: 'text/calendar' },
    call: ({ params, services }) => services.exports.calendarFeed(params.file),
    present: (ics: string) => ics,
  }),
];

import { defineCall, defineCalls } from '../../calls/call-definition';
import { rule } from '../accounts/accounts.policy';
import { EVENT_POLICY } from '../events/events.policy';
import { STAFF_LIST_POLICY } from '../staff-lists/staff-lists.policy';
import { calendarFileParams, exportEventParams } from './exports.inputs';

/** The calls of exports: who may make each, its token scope, contracts, summary and service call (calls/call-definition.ts). */
export const EXPORTS_CALLS = defineCalls({
  registrationsCsv: defineCall({
    access: rule(EVENT_POLICY, 'reviewAttendance'),
    scope: 'exports:read',
    restOnly: 'a CSV download',
    params: exportEventParams,
    summary:
      "An event's active registrations with who registered, role, character, state and every answer, as CSV; for callers who may read payments (a token with payments:read) also what each owes, has paid and its payment status.",
    run: ({ context, services }, { id }) => services.exports.registrations(context, id),
  }),
  attendanceCsv: defineCall({
    access: rule(EVENT_POLICY, 'reviewAttendance'),
    scope: 'exports:read',
    restOnly: 'a CSV download',
    params: exportEventParams,
    summary: "An event's attendance records (XP, deaths, reaper fights, shards, donations), as CSV.",
    run: ({ context, services }, { id }) => services.exports.attendance(context, id),
  }),
  surveyResponsesCsv: defineCall({
    access: rule(EVENT_POLICY, 'reviewAttendance'),
    scope: 'exports:read',
    restOnly: 'a CSV download',
    params: exportEventParams,
    summary: "An event's survey responses, one column per survey question, as CSV.",
    run: ({ context, services }, { id }) => services.exports.surveyResponses(context, id),
  }),
  charactersCsv: defineCall({
    access: rule(STAFF_LIST_POLICY, 'listCharacters'),
    scope: 'exports:read',
    restOnly: 'a CSV download',
    summary: 'Every character with level, XP, events attended, deaths and its player, as CSV.',
    run: ({ context, services }) => services.exports.characters(context),
  }),
  calendarFeed: defineCall({
    access: 'signedIn',
    scope: 'exports:read',
    summary: 'Whether you have a calendar feed address (it is shown only when made or reset).',
    run: ({ context, services }) => services.exports.calendarStatus(context),
  }),
  resetCalendarFeed: defineCall({
    access: 'signedIn',
    scope: 'exports:write',
    summary: 'Makes a new secret address of your iCal feed of published events; the old one stops working.',
    run: ({ context, services }) => services.exports.resetCalendar(context),
  }),
  calendarFile: defineCall({
    access: 'public',
    scope: 'exports:read',
    restOnly: 'an iCalendar file fetched by calendar programs at a secret address',
    params: calendarFileParams,
    summary: 'The iCal feed (text/calendar) of published events with your registration state; the address is the secret.',
    // the address is the authority: no caller is looked at
    run: ({ services }, { file }) => services.exports.calendarFeed(file),
  }),
});

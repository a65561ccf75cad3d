import { defineCalls } from '../../calls/call-definition';
import { rule } from '../accounts/accounts.policy';
import { EVENT_POLICY } from '../events/events.policy';
import { STAFF_LIST_POLICY } from '../staff-lists/staff-lists.policy';

/** The calls of exports: who may make each, the API token scope it needs (calls/call-definition.ts). */
export const EXPORTS_CALLS = defineCalls({
  registrationsCsv: { access: rule(EVENT_POLICY, 'reviewAttendance'), scope: 'exports:read', restOnly: 'a CSV download' },
  attendanceCsv: { access: rule(EVENT_POLICY, 'reviewAttendance'), scope: 'exports:read', restOnly: 'a CSV download' },
  surveyResponsesCsv: { access: rule(EVENT_POLICY, 'reviewAttendance'), scope: 'exports:read', restOnly: 'a CSV download' },
  charactersCsv: { access: rule(STAFF_LIST_POLICY, 'listCharacters'), scope: 'exports:read', restOnly: 'a CSV download' },
  calendarFeed: { access: 'signedIn', scope: 'exports:read' },
  resetCalendarFeed: { access: 'signedIn', scope: 'exports:write' },
  calendarFile: { access: 'public', scope: 'exports:read', restOnly: 'an iCalendar file fetched by calendar programs at a secret address' },
});

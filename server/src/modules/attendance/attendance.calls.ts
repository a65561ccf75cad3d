import { defineCalls } from '../../calls/call-definition';
import { rule } from '../accounts/accounts.policy';
import { EVENT_POLICY } from '../events/events.policy';

/** The calls of attendance: who may make each, the API token scope it needs (calls/call-definition.ts). */
export const ATTENDANCE_CALLS = defineCalls({
  finalizeEvent: { access: rule(EVENT_POLICY, 'finalize'), scope: 'events:write', idempotent: true },
  finalizePreview: { access: rule(EVENT_POLICY, 'finalize'), scope: 'events:read' },
  attendanceReview: { access: rule(EVENT_POLICY, 'reviewAttendance'), scope: 'events:read' },
  postEventDefaults: { access: rule(EVENT_POLICY, 'finalize'), scope: 'events:read' },
  postEventDraft: { access: rule(EVENT_POLICY, 'finalize'), scope: 'events:read' },
  savePostEventDraft: { access: rule(EVENT_POLICY, 'finalize'), scope: 'events:write' },
  postEventWalkIns: { access: rule(EVENT_POLICY, 'finalize'), scope: 'events:read' },
  attachWalkInAccount: { access: rule(EVENT_POLICY, 'finalize'), scope: 'events:write' },
  registrationAnswersCsv: { access: rule(EVENT_POLICY, 'reviewAttendance'), scope: 'exports:read' },
});

import { defineCall, defineCalls } from '../../calls/call-definition';
import { rule } from '../accounts/accounts.policy';
import type { IncludeSet } from '../events/event-include';
import { attachWalkInInput, eventIdParams, finalizeInput, postEventDraftInput, walkInParams } from '../events/events-area.inputs';
import { EVENT_POLICY } from '../events/events.policy';

/** The calls of attendance: who may make each, its token scope, contracts, summary and service call (calls/call-definition.ts). */
export const ATTENDANCE_CALLS = defineCalls({
  finalizeEvent: defineCall({
    access: rule(EVENT_POLICY, 'finalize'),
    scope: 'events:write',
    idempotent: true,
    params: eventIdParams,
    input: finalizeInput,
    summary: 'Finalizes an event from its attendance records: credits XP, deaths and shards, and freezes it.',
    run: ({ context, services }, command) => services.attendance.finalize(context, command.id, command),
  }),
  finalizePreview: defineCall({
    access: rule(EVENT_POLICY, 'finalize'),
    scope: 'events:read',
    params: eventIdParams,
    input: finalizeInput,
    summary: 'What finalizing with these attendance records would credit, writing nothing.',
    run: ({ context, services }, command) => services.attendance.preview(context, command.id, command),
  }),
  attendanceReview: defineCall({
    access: rule(EVENT_POLICY, 'reviewAttendance'),
    scope: 'events:read',
    params: eventIdParams,
    // the rows GraphQL's selection asks for
    run: ({ context, services }, { id, includes }: { id: string; includes: IncludeSet }) =>
      services.attendance.review(context, id, includes),
  }),
  postEventDefaults: defineCall({
    access: rule(EVENT_POLICY, 'finalize'),
    scope: 'events:read',
    params: eventIdParams,
    run: ({ context, services }, { id }) => services.attendance.defaults(context, id),
  }),
  postEventDraft: defineCall({
    access: rule(EVENT_POLICY, 'finalize'),
    scope: 'events:read',
    params: eventIdParams,
    summary: 'The post-event table as typed so far (version 0 and no records before the first save).',
    run: ({ context, services }, { id }) => services.attendance.draft(context, id),
  }),
  savePostEventDraft: defineCall({
    access: rule(EVENT_POLICY, 'finalize'),
    scope: 'events:write',
    params: eventIdParams,
    input: postEventDraftInput,
    conflictAnswersCurrent: true,
    summary:
      'Saves the post-event table as typed, naming the version it started from; a stale save is 409 with the current draft (current).',
    run: ({ context, services }, command) => services.attendance.saveDraft(context, command.id, command),
  }),
  postEventWalkIns: defineCall({
    access: rule(EVENT_POLICY, 'finalize'),
    scope: 'events:read',
    params: eventIdParams,
    summary: 'The walk-ins the gate let in by name only, with the account each was given (null: none yet).',
    run: ({ context, services }, { id }) => services.attendance.walkIns(context, id),
  }),
  attachWalkInAccount: defineCall({
    access: rule(EVENT_POLICY, 'finalize'),
    scope: 'events:write',
    params: walkInParams,
    input: attachWalkInInput,
    summary: 'Gives a walk-in let in by name an existing account (user) or a new one (new_account: mailed a verification link).',
    run: ({ context, services }, command) => services.attendance.attachWalkIn(context, command.id, command.checkin, command),
  }),
  registrationAnswersCsv: defineCall({
    access: rule(EVENT_POLICY, 'reviewAttendance'),
    scope: 'exports:read',
    params: eventIdParams,
    // the exports make both registration downloads, so their columns are declared once
    run: ({ context, services }, { id }) => services.exports.registrationAnswers(context, id),
  }),
});

import { ATTENDANCE_CALLS } from './attendance.calls';
import { z } from 'zod';
import { restRoute, type RestRoute } from '../../rest/route-table';
import { attachWalkInInput, eventIdParams, finalizeInput, postEventDraftInput, walkInParams } from '../events/events-area.inputs';
import { draftOutput, presentDraft, presentWalkIn, walkInOutput, type GateWalkInView, type PostEventDraftView } from './post-event-draft';
import type { EventView } from '../events/event-views';
import { eventOutput, presentEvent } from '../events/events.presenter';
import { presentPreviewRow, previewRowOutput, type FinalizePreviewRow } from './finalize-preview';

/**
 * events §7: POST /events/{id}/finalize, and POST /events/{id}/finalize/preview (ours). The attendance review itself is the documented
 * GET /events/{id}?include=... (staff and admins see everyone's rows there).
 */
export const ATTENDANCE_ROUTES: RestRoute[] = [
  restRoute({
    definition: ATTENDANCE_CALLS.finalizeEvent,
    method: 'POST',
    summary: 'Finalizes an event from its attendance records: credits XP, deaths and shards, and freezes it.',
    path: '/events/:id/finalize',
    params: eventIdParams,
    body: finalizeInput,
    call: ({ body, params, context, services }) => services.attendance.finalize(context, params.id, body),
    response: eventOutput,
    present: (view: EventView) => presentEvent(view),
  }),
  // Beside the documented calls: what finalize would change, with the same body, writing nothing.
  restRoute({
    definition: ATTENDANCE_CALLS.finalizePreview,
    method: 'POST',
    summary: 'What finalizing with these attendance records would credit, writing nothing.',
    path: '/events/:id/finalize/preview',
    params: eventIdParams,
    body: finalizeInput,
    call: ({ body, params, context, services }) => services.attendance.preview(context, params.id, body),
    response: z.array(previewRowOutput),
    present: (rows: FinalizePreviewRow[]) => rows.map(presentPreviewRow),
  }),
  // The post-event table as typed so far, kept so that leaving the page loses nothing (ours).
  restRoute({
    definition: ATTENDANCE_CALLS.postEventDraft,
    method: 'GET',
    summary: 'The post-event table as typed so far (version 0 and no records before the first save).',
    path: '/events/:id/post_event_draft',
    params: eventIdParams,
    call: ({ params, context, services }) => services.attendance.draft(context, params.id),
    response: draftOutput,
    present: (view: PostEventDraftView) => presentDraft(view),
  }),
  restRoute({
    definition: ATTENDANCE_CALLS.savePostEventDraft,
    method: 'PATCH',
    summary:
      'Saves the post-event table as typed, naming the version it started from; a stale save is 409 with the current draft (current).',
    path: '/events/:id/post_event_draft',
    params: eventIdParams,
    body: postEventDraftInput,
    call: ({ body, params, context, services }) => services.attendance.saveDraft(context, params.id, body),
    response: draftOutput,
    present: (view: PostEventDraftView) => presentDraft(view),
  }),
  restRoute({
    definition: ATTENDANCE_CALLS.postEventWalkIns,
    method: 'GET',
    summary: 'The walk-ins the gate let in by name only, with the account each was given (null: none yet).',
    path: '/events/:id/walk_ins',
    params: eventIdParams,
    call: ({ params, context, services }) => services.attendance.walkIns(context, params.id),
    response: z.array(walkInOutput),
    present: (views: GateWalkInView[]) => views.map(presentWalkIn),
  }),
  restRoute({
    definition: ATTENDANCE_CALLS.attachWalkInAccount,
    method: 'POST',
    summary: 'Gives a walk-in let in by name an existing account (user) or a new one (new_account: mailed a verification link).',
    path: '/events/:id/walk_ins/:checkin/account',
    params: walkInParams,
    body: attachWalkInInput,
    call: ({ body, params, context, services }) => services.attendance.attachWalkIn(context, params.id, params.checkin, body),
    response: walkInOutput,
    present: (view: GateWalkInView) => presentWalkIn(view),
  }),
];

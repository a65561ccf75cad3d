import { ATTENDANCE_CALLS } from './attendance.calls';
import { z } from 'zod';
import { restRoute, type RestRoute } from '../../rest/route-table';
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
    path: '/events/:id/finalize',
    response: eventOutput,
    present: (view: EventView) => presentEvent(view),
  }),
  // Beside the documented calls: what finalize would change, with the same body, writing nothing.
  restRoute({
    definition: ATTENDANCE_CALLS.finalizePreview,
    method: 'POST',
    path: '/events/:id/finalize/preview',
    response: z.array(previewRowOutput),
    present: (rows: FinalizePreviewRow[]) => rows.map(presentPreviewRow),
  }),
  // The post-event table as typed so far, kept so that leaving the page loses nothing (ours).
  restRoute({
    definition: ATTENDANCE_CALLS.postEventDraft,
    method: 'GET',
    path: '/events/:id/post_event_draft',
    response: draftOutput,
    present: (view: PostEventDraftView) => presentDraft(view),
  }),
  restRoute({
    definition: ATTENDANCE_CALLS.savePostEventDraft,
    method: 'PATCH',
    path: '/events/:id/post_event_draft',
    response: draftOutput,
    present: (view: PostEventDraftView) => presentDraft(view),
  }),
  restRoute({
    definition: ATTENDANCE_CALLS.postEventWalkIns,
    method: 'GET',
    path: '/events/:id/walk_ins',
    response: z.array(walkInOutput),
    present: (views: GateWalkInView[]) => views.map(presentWalkIn),
  }),
  restRoute({
    definition: ATTENDANCE_CALLS.attachWalkInAccount,
    method: 'POST',
    path: '/events/:id/walk_ins/:checkin/account',
    response: walkInOutput,
    present: (view: GateWalkInView) => presentWalkIn(view),
  }),
];

import { ATTENDANCE_CALLS } from './attendance.calls';
import { z } from 'zod';
import { restRoute, type RestRoute } from '../../rest/route-table';
import { eventIdParams, finalizeInput } from '../events/events-area.inputs';
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
];

import { object, restRoute, str, type RestRoute } from '../../rest/route-table';
import type { EventView } from '../events/event-views';
import { presentEvent } from '../events/events.presenter';
import { presentPreviewRow, type FinalizePreviewRow } from './finalize-preview';

const finalizeBody = object({ attendance_records: { type: 'object' } });

/**
 * events §7: POST /events/{id}/finalize, and POST /events/{id}/finalize/preview (ours). The attendance review itself is the documented
 * GET /events/{id}?include=... (staff and admins see everyone's rows there).
 */
export const ATTENDANCE_ROUTES: RestRoute[] = [
  restRoute<{ attendance_records?: unknown }, Record<string, never>, { id: string }>({
    method: 'POST',
    path: '/events/:id/finalize',
    params: object({ id: str }),
    body: finalizeBody,
    call: ({ body, params, context, services }) => services.attendance.finalize(context, params.id, body.attendance_records),
    present: (view: EventView) => presentEvent(view),
  }),
  // Beside the documented calls: what finalize would change, with the same body, writing nothing.
  restRoute<{ attendance_records?: unknown }, Record<string, never>, { id: string }>({
    method: 'POST',
    path: '/events/:id/finalize/preview',
    params: object({ id: str }),
    body: finalizeBody,
    call: ({ body, params, context, services }) => services.attendance.preview(context, params.id, body.attendance_records),
    present: (rows: FinalizePreviewRow[]) => rows.map(presentPreviewRow),
  }),
];

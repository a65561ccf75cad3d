import { z } from 'zod';
import type { DeletionState, SessionView } from './privacy.service';

/** The documented REST shapes of the privacy calls (snake_case, `_id`). */
export function presentSession(session: SessionView) {
  return {
    _id: session.id,
    device: session.device,
    created_at: session.createdAt.toISOString(),
    last_seen: session.lastSeen.toISOString(),
    expires_at: session.expiresAt.toISOString(),
    current: session.current,
  };
}

export function presentDeletion(state: DeletionState) {
  return {
    scheduled: state.eraseAt !== null,
    requested_at: state.requestedAt?.toISOString() ?? null,
    erase_at: state.eraseAt?.toISOString() ?? null,
  };
}

export const sessionOutput = z.object({
  _id: z.string(),
  device: z.string().nullable(),
  created_at: z.string(),
  last_seen: z.string(),
  expires_at: z.string(),
  current: z.boolean(),
});
export const deletionOutput = z.object({ scheduled: z.boolean(), requested_at: z.string().nullable(), erase_at: z.string().nullable() });

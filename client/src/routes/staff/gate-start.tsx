import { Navigate } from 'react-router';
import { LAST_GATE_KEY } from '../../features/checkin/offline-app';

/** /staff/checkin: where the installed gate app starts; the gate this device opened last, else the staff's events. */
export default function GateStartPage() {
  let eventId: string | null = null;
  try {
    eventId = localStorage.getItem(LAST_GATE_KEY);
  } catch {
    eventId = null;
  }
  return <Navigate to={eventId ? `/staff/manage_events/${encodeURIComponent(eventId)}/checkin` : '/events'} replace />;
}

import { useApolloClient, useQuery } from '@apollo/client/react';
import { formatEventDate } from '@larp/rules';
import { useId, useState } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import Spinner from 'react-bootstrap/Spinner';
import { staffFailureMessage } from './staff-form';
import { EventAttendeesQuery, FinalizedEventsQuery } from './staff.operations';

export interface AttendeePickerProps {
  /** what to select of each attendance record: the character (XP) or the player (shards) */
  pick: 'character' | 'user';
  /** adds them to the chosen ones (it may read their rows first) */
  onSelect: (ids: string[]) => Promise<void> | void;
}

/**
 * Selects everyone who attended a finalized event (its attendance records) in one step, added to
 * whatever is already chosen.
 */
export function AttendeePicker({ pick, onSelect }: AttendeePickerProps) {
  const client = useApolloClient();
  const events = useQuery(FinalizedEventsQuery, { fetchPolicy: 'cache-and-network' });
  const [eventId, setEventId] = useState('');
  const [loading, setLoading] = useState(false);
  const [note, setNote] = useState<{ kind: 'done' | 'failed'; text: string } | null>(null);
  const selectId = useId();
  // The server's PAST window, finalized only: the newest first, the last hundred (older ones have long had their XP).
  const finalized = events.data?.eventConnection.nodes ?? [];

  async function handleSelect() {
    if (loading || eventId === '') return;
    setLoading(true);
    setNote(null);
    try {
      const { data } = await client.query({ query: EventAttendeesQuery, variables: { eventId }, fetchPolicy: 'network-only' });
      const records = data?.attendanceReview.attendanceRecords ?? [];
      const ids = [
        ...new Set(records.flatMap((record) => (pick === 'user' ? [record.userId] : record.characterId ? [record.characterId] : []))),
      ];
      await onSelect(ids);
      const noun = pick === 'user' ? (ids.length === 1 ? 'player' : 'players') : ids.length === 1 ? 'character' : 'characters';
      setNote({ kind: 'done', text: `Selected ${ids.length} ${noun} who attended.` });
    } catch (error) {
      setNote({ kind: 'failed', text: staffFailureMessage(error) });
    }
    setLoading(false);
  }

  return (
    <div className="d-flex flex-wrap align-items-end gap-2 mb-2">
      <Form.Group controlId={selectId}>
        <Form.Label>Everyone who attended</Form.Label>
        <Form.Select value={eventId} onChange={(event) => setEventId(event.target.value)} disabled={events.loading && !events.data}>
          <option value="">{finalized.length === 0 && !events.loading ? 'No finalized event yet' : 'Choose an event'}</option>
          {finalized.map((event) => (
            <option key={event.id} value={event.id}>
              {event.eventTitle} ({formatEventDate(event.eventStartTime)})
            </option>
          ))}
        </Form.Select>
      </Form.Group>
      <Button variant="outline-primary" onClick={() => void handleSelect()} disabled={loading || eventId === ''}>
        {loading && <Spinner as="span" animation="border" size="sm" className="me-2" aria-hidden="true" />}
        Select attendees
      </Button>
      {eventId === '' && <span className="small text-body-secondary">Choose an event first.</span>}
      {note && (
        <span role={note.kind === 'failed' ? 'alert' : 'status'} className={note.kind === 'failed' ? 'text-danger small' : 'small'}>
          {note.text}
        </span>
      )}
    </div>
  );
}

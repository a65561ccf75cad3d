import { skipToken, useQuery } from '@apollo/client/react';
import { useEffect, useId, useMemo, useState } from 'react';
import Col from 'react-bootstrap/Col';
import Form from 'react-bootstrap/Form';
import Row from 'react-bootstrap/Row';
import { graphql } from '../../graphql/generated';
import type { WaitlistMode } from '../../graphql/generated/graphql';

/** An edited event's places and waitlist settings; a query of its own beside the event form's. */
export const EventPlacesSettingsQuery = graphql(`
  query EventPlacesSettings($id: ID!) {
    event(id: $id) {
      id
      eventPcCapacity
      eventNpcCapacity
      eventWaitlistMode
      eventOfferHours
    }
  }
`);

/** The form's places fields as the multipart form sends them ('' = no limit). */
export interface PlacesValues {
  pcCapacity: string;
  npcCapacity: string;
  waitlistMode: 'automatic' | 'offer' | 'manual';
  offerHours: string;
}

/** The event form sends the REST names of the waitlist modes (event_waitlist_mode). */
const FORM_MODE: Record<WaitlistMode, PlacesValues['waitlistMode']> = { AUTOMATIC: 'automatic', OFFER: 'offer', MANUAL: 'manual' };

export const NEW_EVENT_PLACES: PlacesValues = { pcCapacity: '', npcCapacity: '', waitlistMode: 'automatic', offerHours: '48' };

/** The form's own check (the server checks again): whole numbers, 0 or more; offer hours 1 to 1440. */
export function placesProblem(values: PlacesValues): string | null {
  for (const [text, label] of [
    [values.pcCapacity, 'Player places'],
    [values.npcCapacity, 'NPC places'],
  ] as const) {
    if (text.trim() !== '' && !/^\d{1,7}$/.test(text.trim())) return `${label} must be a whole number of 0 or more, or empty for no limit`;
  }
  const hours = Number(values.offerHours);
  if (!/^\d{1,4}$/.test(values.offerHours.trim()) || hours < 1 || hours > 1440) return 'Offer hours must be a whole number from 1 to 1440';
  return null;
}

/**
 * The event form's Places fieldset: places per role (empty: no limit), the waitlist mode and how
 * long an offered place is held. Editing, it loads the event's settings first; until they are
 * loaded it reports null (the form then leaves the places unchanged).
 */
export function PlacesFields({ eventId, onChange }: { eventId: string | undefined; onChange: (values: PlacesValues | null) => void }) {
  const ids = { pc: useId(), npc: useId(), mode: useId(), hours: useId() };
  const { data } = useQuery(EventPlacesSettingsQuery, eventId ? { variables: { id: eventId }, fetchPolicy: 'network-only' } : skipToken);
  // The event's settings as loaded (a new event: the defaults), until the first edit replaces them.
  const loaded = useMemo((): PlacesValues | null => {
    if (!eventId) return NEW_EVENT_PLACES;
    const event = data?.event;
    if (!event) return null;
    return {
      pcCapacity: event.eventPcCapacity === null ? '' : String(event.eventPcCapacity),
      npcCapacity: event.eventNpcCapacity === null ? '' : String(event.eventNpcCapacity),
      waitlistMode: FORM_MODE[event.eventWaitlistMode],
      offerHours: String(event.eventOfferHours),
    };
  }, [eventId, data]);
  const [edited, setEdited] = useState<PlacesValues | null>(null);
  const values = edited ?? loaded;
  useEffect(() => onChange(values), [values, onChange]);
  if (!values) return null;
  const set = (field: keyof PlacesValues) => (change: React.ChangeEvent<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>) =>
    setEdited({ ...values, [field]: change.target.value });
  return (
    <fieldset className="mb-3">
      <legend className="h5">Places</legend>
      <Row>
        <Form.Group as={Col} sm={6} md={3} controlId={ids.pc} className="mb-2">
          <Form.Label>Player places</Form.Label>
          <Form.Control inputMode="numeric" value={values.pcCapacity} onChange={set('pcCapacity')} placeholder="no limit" />
        </Form.Group>
        <Form.Group as={Col} sm={6} md={3} controlId={ids.npc} className="mb-2">
          <Form.Label>NPC places</Form.Label>
          <Form.Control inputMode="numeric" value={values.npcCapacity} onChange={set('npcCapacity')} placeholder="no limit" />
        </Form.Group>
        <Form.Group as={Col} sm={6} md={3} controlId={ids.mode} className="mb-2">
          <Form.Label>When a place frees</Form.Label>
          <Form.Select value={values.waitlistMode} onChange={set('waitlistMode')}>
            <option value="automatic">Accept the next in line</option>
            <option value="offer">Offer it to the next in line</option>
            <option value="manual">Admins promote by hand</option>
          </Form.Select>
        </Form.Group>
        <Form.Group as={Col} sm={6} md={3} controlId={ids.hours} className="mb-2">
          <Form.Label>Offer held (hours)</Form.Label>
          <Form.Control
            inputMode="numeric"
            value={values.offerHours}
            onChange={set('offerHours')}
            disabled={values.waitlistMode !== 'offer'}
          />
        </Form.Group>
      </Row>
      <Form.Text>Empty places mean no limit. A registration made while its role is full goes onto the waitlist.</Form.Text>
    </fieldset>
  );
}

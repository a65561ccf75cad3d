import { formatEventDate, hasPassed } from '@larp/rules';
import { useId, useState } from 'react';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import Modal from 'react-bootstrap/Modal';
import { Link } from 'react-router';
import type { PreloadedOf } from '../../components/preloaded';
import type { PlayerEventFieldsFragment } from '../../graphql/generated/graphql';
import { currentRegistration, eventCardActions, eventTimes } from './event-actions';
import { registrationStateText } from './event-messages';
import { WaitlistStatus } from './waitlist-status';
import type { EventPlacesQuery } from './waitlist.operations';

export type PlayerEvent = PlayerEventFieldsFragment;

const imageUrl = (filename: string) => `/api/v1/images/${encodeURIComponent(filename)}`;

function EventDates({ event }: { event: PlayerEvent }) {
  return (
    <>
      {formatEventDate(event.eventStartTime)} – {formatEventDate(event.eventEndTime)}
    </>
  );
}

/** 'PC (Aria)': the role and character the ticket is for. */
function registrationText(registration: PlayerEvent['eventRegistrations'][number]): string {
  const character = registration.character?.characterName;
  return `${registration.eventRole.toUpperCase()}${character ? ` (${character})` : ''}`;
}

/** The player's registration in one line: role, character and state (with the waitlist note). */
function RegistrationStatus({ event }: { event: PlayerEvent }) {
  const registration = currentRegistration(event.eventRegistrations);
  if (!registration) return null;
  const character = registration.character?.characterName;
  return (
    <p className="mb-2">
      <strong>Your registration:</strong> {registration.eventRole.toUpperCase()}
      {character ? ` (${character})` : ''} — {registrationStateText(registration.state)}
      {registration.state === 'WAITLISTED' && registration.waitlistNote ? `: ${registration.waitlistNote}` : ''}
    </p>
  );
}

/** The whole event in a dialog (the card's View button). */
function EventDetails({ event, show, onHide }: { event: PlayerEvent; show: boolean; onHide: () => void }) {
  const titleId = useId();
  return (
    <Modal show={show} onHide={onHide} aria-labelledby={titleId} size="lg">
      <Modal.Header closeButton closeLabel="Close">
        <Modal.Title id={titleId}>{event.eventTitle}</Modal.Title>
      </Modal.Header>
      <Modal.Body>
        {event.eventImage && <img src={imageUrl(event.eventImage)} alt="" className="img-fluid mb-3" />}
        <p className="mb-1">
          <EventDates event={event} />
        </p>
        <p>{event.eventAddress}</p>
        <p style={{ whiteSpace: 'pre-wrap' }}>{event.eventDescription}</p>
      </Modal.Body>
      <Modal.Footer>
        <Button variant="secondary" onClick={onHide}>
          Close
        </Button>
      </Modal.Footer>
    </Modal>
  );
}

export interface EventCardProps {
  event: PlayerEvent;
  isStaff: boolean;
  now: Date;
  /** The places left and the waitlist, as /events' route loader asked for them. */
  places: PreloadedOf<typeof EventPlacesQuery>;
}

/**
 * One event of the player's list (events §2): image, title, dates, address, the description in a box
 * that scrolls at 300px, the player's registration, and the buttons the timing rules allow.
 */
export function EventCard({ event, isStaff, now, places }: EventCardProps) {
  const [viewing, setViewing] = useState(false);
  const actions = eventCardActions(event, isStaff, now);
  const titleId = useId();
  // An accepted registration has a ticket until the event is over.
  const current = currentRegistration(event.eventRegistrations);
  const ticketRegistration = current?.state === 'ACCEPTED' && new Date(event.eventEndTime) > now ? current : undefined;
  return (
    <Card className="h-100" as="article" aria-labelledby={titleId}>
      {event.eventImage && <Card.Img variant="top" src={imageUrl(event.eventImage)} alt="" />}
      <Card.Body className="d-flex flex-column">
        <Card.Title as="h3" className="h5" id={titleId}>
          {event.eventTitle}
        </Card.Title>
        <Card.Subtitle as="p" className="mb-1">
          <EventDates event={event} />
        </Card.Subtitle>
        <p className="text-body-secondary mb-2">{event.eventAddress}</p>
        {/* Focusable so a keyboard user can scroll it (a scrollable region needs the focus). */}
        <div
          className="border rounded p-2 mb-2"
          style={{ maxHeight: '300px', overflowY: 'auto', whiteSpace: 'pre-wrap' }}
          tabIndex={0}
          role="region"
          aria-label={`Description of ${event.eventTitle}`}
        >
          {event.eventDescription}
        </div>
        <RegistrationStatus event={event} />
        {/* places left matter only while one can still register */}
        <WaitlistStatus
          eventId={event.id}
          places={places}
          showPlaces={!hasPassed(eventTimes(event), now)}
          finalized={event.eventFinalized}
        />
        {isStaff && typeof event.surveyResponseCount === 'number' && <p className="mb-2">Survey responses: {event.surveyResponseCount}</p>}
        <div className="d-flex flex-wrap gap-2 mt-auto">
          <Button variant="outline-primary" onClick={() => setViewing(true)} aria-label={`View ${event.eventTitle}`}>
            View
          </Button>
          {actions.register && (
            <Link className="btn btn-primary" to={actions.register} aria-label={`Register for ${event.eventTitle}`}>
              Register
            </Link>
          )}
          {actions.registrationId && (
            <Link className="btn btn-outline-primary" to={`/event_registration/${actions.registrationId}/edit`}>
              View/Edit Registration Details
            </Link>
          )}
          {ticketRegistration && (
            <Link
              className="btn btn-primary"
              to={`/ticket/${ticketRegistration.id}`}
              state={{ eventTitle: event.eventTitle, registrationText: registrationText(ticketRegistration) }}
              aria-describedby={titleId}
            >
              Show Ticket
            </Link>
          )}
          {actions.survey === 'take' && (
            <Link className="btn btn-success" to={`/event/${event.id}/survey`}>
              Take Survey
            </Link>
          )}
          {actions.survey === 'edit' && (
            <Link className="btn btn-outline-success" to={`/event/${event.id}/survey/edit`}>
              Edit Survey
            </Link>
          )}
          {actions.reviewAttendance && (
            <Link className="btn btn-outline-secondary" to={`/staff/manage_events/${event.id}/attendance`}>
              Review Attendance
            </Link>
          )}
          {/* Staff run the gate: from the card of an event not finalized yet. */}
          {actions.reviewAttendance && !event.eventFinalized && (
            <Link
              className="btn btn-outline-secondary"
              to={`/staff/manage_events/${event.id}/checkin`}
              aria-label={`Gate of ${event.eventTitle}`}
            >
              Gate
            </Link>
          )}
        </div>
      </Card.Body>
      <EventDetails event={event} show={viewing} onHide={() => setViewing(false)} />
    </Card>
  );
}

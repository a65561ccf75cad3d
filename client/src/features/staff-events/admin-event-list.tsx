import { useMutation, useQuery } from '@apollo/client/react';
import { canDelete, canPublish, formatEventDate, hasPassed } from '@larp/rules';
import { Fragment, useId, useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Badge from 'react-bootstrap/Badge';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import Col from 'react-bootstrap/Col';
import Row from 'react-bootstrap/Row';
import { Link, useLocation } from 'react-router';
import { FormMessage } from '../../components/form-message';
import { LoadMore, appendPage } from '../../components/load-more';
import { Loading } from '../../components/loading';
import type { AdminEventsQuery as AdminEventsResult } from '../../graphql/generated/graphql';
import { eventTimes } from '../events/event-actions';
import { ConfirmDialog } from '../staff/confirm-dialog';
import { STAFF_TEXT } from '../staff/staff-messages';
import { STAFF_EVENT_TEXT, staffEventButtonFailureText } from './staff-event-text';
import { AdminEventsQuery, DeleteEventMutation, PublishEventMutation } from './staff-events.operations';
import { eventImageUrl } from './event-form-upload';

export type AdminEvent = AdminEventsResult['eventConnection']['nodes'][number];

/** What an admin may do with one event now (events §4), every timing decision from `@larp/rules`. */
export function adminEventActions(event: AdminEvent, now: Date) {
  const times = eventTimes(event);
  return {
    edit: !event.eventFinalized,
    publish: canPublish(times, now),
    postEvent: event.eventPublished && hasPassed(times, now),
    delete: canDelete(times),
  };
}

type Pending = { kind: 'publish' | 'delete'; event: AdminEvent } | null;
type Outcome = { variant: 'success' | 'danger'; message: string } | null;

/** A message another staff event screen left for the list (after creating an event). */
export interface AdminEventsState {
  message?: string;
}

/** "12 of 25 taken, 13 left" for a role with a place limit; null without one. */
function placesText(capacity: number | null | undefined, left: number | null | undefined): string | null {
  if (capacity === null || capacity === undefined || left === null || left === undefined) return null;
  return `${capacity - left} of ${capacity} taken, ${left} left`;
}

/** The event's counts (cancelled registrations left out): by role, by review state, places, records. */
function Counts({ event }: { event: AdminEvent }) {
  const rows: Array<[string, React.ReactNode]> = [
    ['PC registrations', event.pcRegistrationCount ?? 0],
    ['NPC registrations', event.npcRegistrationCount ?? 0],
    ['Accepted', event.acceptedRegistrationCount ?? 0],
    ['Waitlisted', event.eventFinalized ? 0 : (event.waitlistedRegistrationCount ?? 0)],
    [
      'Unreviewed',
      event.unreviewedRegistrationCount && !event.eventFinalized ? (
        <strong className="text-warning-emphasis">{event.unreviewedRegistrationCount}</strong>
      ) : (
        0
      ),
    ],
  ];
  const pcPlaces = placesText(event.eventPcCapacity, event.pcPlacesLeft);
  const npcPlaces = placesText(event.eventNpcCapacity, event.npcPlacesLeft);
  if (pcPlaces && !event.eventFinalized) rows.push(['PC places', pcPlaces]);
  if (npcPlaces && !event.eventFinalized) rows.push(['NPC places', npcPlaces]);
  rows.push(['Attendance records', event.attendanceRecordCount ?? 0], ['Survey responses', event.surveyResponseCount ?? 0]);
  return (
    <dl className="row small mb-2">
      {rows.map(([label, value]) => (
        <Fragment key={label}>
          <dt className="col-6">{label}</dt>
          <dd className="col-6 mb-0">{value}</dd>
        </Fragment>
      ))}
    </dl>
  );
}

function AdminEventCard({ event, now, onAction }: { event: AdminEvent; now: Date; onAction: (pending: Pending) => void }) {
  const titleId = useId();
  const actions = adminEventActions(event, now);
  return (
    <Card className="h-100" as="article" aria-labelledby={titleId}>
      {event.eventImage && <Card.Img variant="top" src={eventImageUrl(event.eventImage)} alt="" />}
      <Card.Body className="d-flex flex-column">
        <Card.Title as="h3" className="h5" id={titleId}>
          {event.eventTitle}
        </Card.Title>
        <div className="mb-2 d-flex gap-2 flex-wrap">
          {!event.eventPublished && (
            <Badge bg="warning" text="dark">
              Unpublished
            </Badge>
          )}
          {event.eventPublished && !event.eventFinalized && <Badge bg="success">Published</Badge>}
          {event.eventFinalized && <Badge bg="secondary">Finalized</Badge>}
        </div>
        <p className="mb-1">
          {formatEventDate(event.eventStartTime)} – {formatEventDate(event.eventEndTime)}
        </p>
        <p className="text-body-secondary mb-2">{event.eventAddress}</p>
        <Counts event={event} />
        <div className="d-flex flex-wrap gap-2 mt-auto">
          {actions.edit && (
            <Link className="btn btn-outline-primary" to={`/staff/edit_event/${event.id}`} aria-label={`Edit ${event.eventTitle}`}>
              Edit
            </Link>
          )}
          <Link
            className="btn btn-outline-secondary"
            to={`/staff/manage_events/${event.id}/attendance`}
            aria-label={`Review Attendance of ${event.eventTitle}`}
          >
            Review Attendance
          </Link>
          {!event.eventFinalized && (
            <Link
              className="btn btn-outline-secondary"
              to={`/staff/manage_events/${event.id}/checkin`}
              aria-label={`Gate of ${event.eventTitle}`}
            >
              Gate
            </Link>
          )}
          {actions.publish && (
            <Button variant="primary" onClick={() => onAction({ kind: 'publish', event })} aria-label={`Publish ${event.eventTitle}`}>
              Publish
            </Button>
          )}
          {actions.postEvent && (
            <Link
              className="btn btn-success"
              to={`/staff/manage_events/${event.id}/post_event`}
              aria-label={`Post-Event Workflow of ${event.eventTitle}`}
            >
              Post-Event Workflow
            </Link>
          )}
          {actions.delete && (
            <Button variant="outline-danger" onClick={() => onAction({ kind: 'delete', event })} aria-label={`Delete ${event.eventTitle}`}>
              Delete
            </Button>
          )}
        </div>
      </Card.Body>
    </Card>
  );
}

/** How many events a page of the admin list holds: four rows of three cards. */
export const ADMIN_EVENT_PAGE = 12;

const WINDOW_HEADINGS: Record<'UPCOMING' | 'PAST', string> = { UPCOMING: 'Upcoming events', PAST: 'Past events' };

/**
 * One window of the admin list, a page at a time from the server's eventConnection with "Load more":
 * UPCOMING (not over yet, soonest first) or PAST (newest first).
 */
function AdminEventWindow({ window, now, onAction }: { window: 'UPCOMING' | 'PAST'; now: Date; onAction: (pending: Pending) => void }) {
  const headingId = useId();
  const { data, loading, error, fetchMore } = useQuery(AdminEventsQuery, {
    variables: { window, first: ADMIN_EVENT_PAGE },
    fetchPolicy: 'cache-and-network',
  });
  const connection = data?.eventConnection;
  return (
    <section aria-labelledby={headingId} className="mb-4">
      <h2 className="h4" id={headingId}>
        {WINDOW_HEADINGS[window]}
      </h2>
      {error && !connection && <Alert variant="danger">{STAFF_TEXT.serverError}</Alert>}
      {loading && !connection ? (
        <Loading />
      ) : !connection || connection.nodes.length === 0 ? (
        !error && <p>{window === 'UPCOMING' ? 'There are no upcoming events.' : 'There are no past events.'}</p>
      ) : (
        <>
          <Row xs={1} md={2} lg={3} className="g-3">
            {connection.nodes.map((event) => (
              <Col key={event.id}>
                <AdminEventCard event={event} now={now} onAction={onAction} />
              </Col>
            ))}
          </Row>
          <LoadMore
            shown={connection.nodes.length}
            total={connection.totalCount}
            hasMore={connection.pageInfo.hasNextPage}
            noun={window === 'UPCOMING' ? 'upcoming events' : 'past events'}
            failure={STAFF_TEXT.serverError}
            onLoadMore={() =>
              fetchMore({
                variables: { after: connection.pageInfo.endCursor },
                updateQuery: appendPage('eventConnection'),
              })
            }
          />
        </>
      )}
    </section>
  );
}

/**
 * The admin event list (events §2 "Event list (admin)"): the ones to come first (soonest first, as an
 * organiser works through them), then those over (latest first), each a page at a time from the
 * server, unpublished ones marked, with the counts and the buttons the timing rules allow; Publish
 * and Delete ask first (a published event's confirmation says its registrations are lost).
 */
export function AdminEventList() {
  const location = useLocation();
  const flash = (location.state as AdminEventsState | null)?.message;
  const [publish, publishing] = useMutation(PublishEventMutation);
  const [remove, removing] = useMutation(DeleteEventMutation, { refetchQueries: [AdminEventsQuery] });
  const [pending, setPending] = useState<Pending>(null);
  const [outcome, setOutcome] = useState<Outcome>(null);
  const busy = publishing.loading || removing.loading;
  const now = new Date();

  async function handleConfirm() {
    if (!pending || busy) return;
    const { kind, event } = pending;
    try {
      if (kind === 'publish') {
        await publish({ variables: { id: event.id } });
        setOutcome({ variant: 'success', message: STAFF_EVENT_TEXT.published(event.eventTitle) });
      } else {
        await remove({ variables: { id: event.id } });
        setOutcome({ variant: 'success', message: STAFF_EVENT_TEXT.deleted(event.eventTitle) });
      }
    } catch (failure) {
      setOutcome({ variant: 'danger', message: staffEventButtonFailureText(failure) });
    }
    setPending(null);
  }

  return (
    <>
      <div className="d-flex flex-wrap gap-2 mb-3">
        <Link className="btn btn-primary" to="/staff/create_event">
          Create New Event
        </Link>
        <Link className="btn btn-outline-primary" to="/staff/update_default_registration_questions">
          Update Default Registration Questions
        </Link>
        <Link className="btn btn-outline-primary" to="/staff/update_survey_questions">
          Update Survey Questions
        </Link>
      </div>
      {flash && !outcome && (
        <FormMessage variant="success" trigger={location.key}>
          {flash}
        </FormMessage>
      )}
      {outcome && (
        <FormMessage variant={outcome.variant} trigger={outcome}>
          {outcome.message}
        </FormMessage>
      )}
      <AdminEventWindow window="UPCOMING" now={now} onAction={setPending} />
      <AdminEventWindow window="PAST" now={now} onAction={setPending} />
      <ConfirmDialog
        show={pending !== null}
        title={pending?.kind === 'delete' ? 'Delete Event' : 'Publish Event'}
        confirmLabel={pending?.kind === 'delete' ? 'Delete Event' : 'Publish Event'}
        variant={pending?.kind === 'delete' ? 'danger' : 'primary'}
        busy={busy}
        onConfirm={() => void handleConfirm()}
        onCancel={() => setPending(null)}
      >
        {pending?.kind === 'delete' ? (
          <>
            <p>{STAFF_EVENT_TEXT.deleteConfirm(pending.event.eventTitle)}</p>
            {pending.event.eventPublished && (
              <>
                <p className="fw-bold">{STAFF_EVENT_TEXT.deletePublishedWarning}</p>
                <p className="mb-0">
                  {/* Told before it is deleted: afterwards its registrants are gone. */}
                  <Link to={`/staff/manage_events/${pending.event.id}/attendance?tab=messages&prepared=cancelled`}>
                    Tell its registrants first
                  </Link>{' '}
                  with a prepared message, then come back to delete it.
                </p>
              </>
            )}
          </>
        ) : (
          pending && <p className="mb-0">{STAFF_EVENT_TEXT.publishConfirm(pending.event.eventTitle)}</p>
        )}
      </ConfirmDialog>
    </>
  );
}

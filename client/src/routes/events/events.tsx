import { skipToken, useQuery } from '@apollo/client/react';
import { lazy, Suspense, useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Col from 'react-bootstrap/Col';
import Row from 'react-bootstrap/Row';
import { Link, useLoaderData, useLocation } from 'react-router';
import { FormMessage } from '../../components/form-message';
import { appendPage, LoadMore, type ConnectionPage } from '../../components/load-more';
import { Loading } from '../../components/loading';
import { EmptyState } from '../../components/empty-state';
import { PageTitle } from '../../components/page-title';
import { usePreloaded, type PreloadedOf } from '../../components/preloaded';
import { useSignedInUser } from '../app/signed-in-layout';
import { EventCard, type PlayerEvent } from '../../features/events/event-card';
import { EVENT_TEXT } from '../../features/events/event-messages';
import { playerEventsVariables, type PlayerEventsQuery } from '../../features/events/events.operations';
import { PlayerPastEventsQuery } from '../../features/events/past-events.operations';
import type { EventPlacesQuery } from '../../features/events/waitlist.operations';
import type { LoaderData } from '../preload';
import type { loader } from './events.loader';

type Places = PreloadedOf<typeof EventPlacesQuery>;

// The admin list is its own chunk: players never load it.
const AdminEventList = lazy(async () => ({ default: (await import('../../features/staff-events/admin-event-list')).AdminEventList }));

/** A message another events screen left for this one (e.g. after registering). */
export interface EventsPageState {
  message?: string;
}

function EventCards({ events, isStaff, now, places }: { events: PlayerEvent[]; isStaff: boolean; now: Date; places: Places }) {
  return (
    <Row xs={1} md={2} lg={3} className="g-3">
      {events.map((event) => (
        <Col key={event.id}>
          <EventCard event={event} isStaff={isStaff} now={now} places={places} />
        </Col>
      ))}
    </Row>
  );
}

/**
 * /events (events §2 Event list, player): the upcoming events as cards, soonest first, 1, 2 or 3 per
 * row by width, and the past ones under a collapsed Past Events list, newest first; each a page at a
 * time from the server.
 */
export function EventsPage() {
  const user = useSignedInUser();
  const { places, list } = useLoaderData<LoaderData<typeof loader>>();
  // Who manages events (admins) gets the admin event list here too (events §2); the route's loader
  // (./events.loader) started the player's list for anyone else.
  if (user.can.manageEvents || !places) return <AdminEventsPage />;
  return <PlayerEventsPage places={places} list={list} />;
}

function AdminEventsPage() {
  return (
    <>
      <PageTitle>Events</PageTitle>
      <h1>Events</h1>
      <Suspense fallback={<Loading />}>
        <AdminEventList />
      </Suspense>
    </>
  );
}

/** A "Load more" for one of the player's lists. */
function loadMoreOf(
  connection: ConnectionPage<unknown> | undefined,
  noun: string,
  fetchMore: (after: string | null | undefined) => Promise<unknown>,
) {
  return (
    connection && (
      <LoadMore
        shown={connection.nodes.length}
        total={connection.totalCount}
        hasMore={connection.pageInfo.hasNextPage}
        noun={noun}
        failure={EVENT_TEXT.serverError}
        onLoadMore={() => fetchMore(connection.pageInfo.endCursor)}
      />
    )
  );
}

/** The past events, asked for once the player opens them, newest first. */
function PastEvents({ isStaff, now, places }: { isStaff: boolean; now: Date; places: Places }) {
  const [open, setOpen] = useState(false);
  const past = useQuery(
    PlayerPastEventsQuery,
    open ? { variables: playerEventsVariables(isStaff), fetchPolicy: 'cache-first' } : skipToken,
  );
  const connection = past.data?.eventConnection;
  return (
    <details className="mt-4" onToggle={(event) => setOpen(event.currentTarget.open)}>
      <summary className="h4">Past Events</summary>
      {past.error && <Alert variant="danger">{EVENT_TEXT.serverError}</Alert>}
      {open && !connection && past.loading && <Loading />}
      {connection && (
        <>
          <EventCards events={connection.nodes} isStaff={isStaff} now={now} places={places} />
          {loadMoreOf(connection, 'past events', (after) =>
            past.fetchMore({ variables: { after }, updateQuery: appendPage('eventConnection') }),
          )}
        </>
      )}
    </details>
  );
}

function PlayerEventsPage({ places, list }: { places: Places; list: PreloadedOf<typeof PlayerEventsQuery> }) {
  const user = useSignedInUser();
  const isStaff = user.can.viewSurveyCounts;
  const location = useLocation();
  const flash = (location.state as EventsPageState | null)?.message;
  const { data, error, fetchMore, refetch, refreshing } = usePreloaded(list);
  const now = new Date();
  // The next event first (the server's UPCOMING window: not over yet, soonest first).
  const upcoming = data?.eventConnection.nodes ?? [];
  const pastCount = data?.pastEvents.totalCount ?? 0;
  return (
    <>
      <PageTitle>Events</PageTitle>
      <h1>Events</h1>
      {flash && (
        <FormMessage variant="success" trigger={location.key}>
          {flash}
        </FormMessage>
      )}
      {error && (
        <Alert variant="danger">
          {EVENT_TEXT.serverError}{' '}
          <Button variant="link" className="p-0 align-baseline" onClick={() => void refetch()} disabled={refreshing}>
            {refreshing ? 'Trying again…' : 'Try again'}
          </Button>
        </Alert>
      )}
      <h2 className="h4 mt-3">Upcoming Events</h2>
      {/* A list that could not be had is not an empty one: the alert above says so. */}
      {!data ? null : upcoming.length === 0 ? (
        <EmptyState title={EVENT_TEXT.noUpcoming}>
          New events appear here as soon as the organisers publish them. Meanwhile, <Link to="/">prepare your characters</Link>.
        </EmptyState>
      ) : (
        <>
          <EventCards events={upcoming} isStaff={isStaff} now={now} places={places} />
          {loadMoreOf(data.eventConnection, 'upcoming events', (after) =>
            fetchMore({ variables: { after }, updateQuery: appendPage('eventConnection') }),
          )}
          {!upcoming.some((event) => event.eventRegistrations.some((registration) => registration.state !== 'CANCELLED')) && (
            <EmptyState title="You are not registered for any upcoming event." className="mt-3">
              Choose an event above and press Register. You need a character to play one;{' '}
              <Link to="/new_character">create a character</Link> first if you have none.
            </EmptyState>
          )}
        </>
      )}
      {pastCount > 0 && <PastEvents isStaff={isStaff} now={now} places={places} />}
    </>
  );
}

export default EventsPage;

import { useQuery } from '@apollo/client/react';
import Alert from 'react-bootstrap/Alert';
import { formatDateTime } from '../../components/date-time';
import { Loading } from '../../components/loading';
import { PageTitle } from '../../components/page-title';
import { PlayerEventsQuery } from '../../features/events/events.operations';
import type { PlayerEventsQuery as PlayerEventsResult } from '../../graphql/generated/graphql';

type PlayerEvent = PlayerEventsResult['events'][number];

function EventItem({ event }: { event: PlayerEvent }) {
  return (
    <li className="list-group-item">
      <h3 className="h5 mb-1">{event.eventTitle}</h3>
      <div>
        {formatDateTime(event.eventStartTime)} – {formatDateTime(event.eventEndTime)}
      </div>
      <div className="text-body-secondary">{event.eventAddress}</div>
    </li>
  );
}

/**
 * /events, minimal: the published events split into upcoming and a collapsed Past Events list,
 * newest first (the server's order). The cards, registration and survey buttons come with the
 * events screens' work.
 */
export function EventsPage() {
  const { data, loading, error } = useQuery(PlayerEventsQuery, { fetchPolicy: 'cache-and-network' });
  if (loading && !data) return <Loading />;
  const now = Date.now();
  const events = data?.events ?? [];
  // An event that has not ended yet is still upcoming (it may be running now).
  const upcoming = events.filter((event) => new Date(event.eventEndTime).getTime() >= now);
  const past = events.filter((event) => new Date(event.eventEndTime).getTime() < now);
  return (
    <>
      <PageTitle>Events</PageTitle>
      <h1>Events</h1>
      {error && <Alert variant="danger">There was a problem with the server. Please try again later.</Alert>}
      <h2 className="h4 mt-3">Upcoming Events</h2>
      {upcoming.length === 0 ? (
        <p>There are no upcoming events.</p>
      ) : (
        <ul className="list-group">
          {upcoming.map((event) => (
            <EventItem key={event.id} event={event} />
          ))}
        </ul>
      )}
      {past.length > 0 && (
        <details className="mt-4">
          <summary className="h4">Past Events</summary>
          <ul className="list-group">
            {past.map((event) => (
              <EventItem key={event.id} event={event} />
            ))}
          </ul>
        </details>
      )}
    </>
  );
}

export default EventsPage;

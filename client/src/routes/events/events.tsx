import { PageTitle } from '../../components/page-title';

/** /events. The event list comes with the events API; until then the page says so rather than show invented events. */
export function EventsPage() {
  return (
    <>
      <PageTitle>Events</PageTitle>
      <h1>Events</h1>
      <p>The event list is not available yet.</p>
    </>
  );
}

export default EventsPage;

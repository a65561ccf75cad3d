import { PageTitle } from '../../../components/page-title';
import { AdminEventList } from '../../../features/staff-events/admin-event-list';

/** /staff/manage_events (events §2): the admin event list. */
export function ManageEventsPage() {
  return (
    <>
      <PageTitle>Manage Events</PageTitle>
      <h1>Manage Events</h1>
      <AdminEventList />
    </>
  );
}

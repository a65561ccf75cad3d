import { useQuery } from '@apollo/client/react';
import Alert from 'react-bootstrap/Alert';
import { Link, Outlet, useMatches } from 'react-router';
import { QUERY_THE_DATA } from '../../components/navigation-bar';
import { NotFound } from '../../components/not-found';
import { PageTitle } from '../../components/page-title';
import { StaffDashboardQuery } from '../../features/staff/staff.operations';
import { useSignedInUser } from '../app/signed-in-layout';

/**
 * A staff route's handle: `{ staffMayOpen: true }` admits staff as well as admins (the attendance
 * review, events §2); every other staff route is admin-only.
 */
export interface StaffRouteHandle {
  staffMayOpen?: boolean;
}

/**
 * The staff route group, loaded lazily (its own chunk, outside the player's initial JavaScript).
 * Without the admin role every staff route answers 'Not Found' (events §2, §6); a route whose handle
 * says staffMayOpen also admits staff. Every page but the dashboard links back to it.
 */
export function StaffLayout() {
  const user = useSignedInUser();
  const matches = useMatches();
  const staffMayOpen = matches.some((match) => (match.handle as StaffRouteHandle | undefined)?.staffMayOpen);
  const isIndex = matches[matches.length - 1]?.pathname.replace(/\/$/, '') === '/staff';
  if (!user.can.viewStaffArea && !(staffMayOpen && user.can.reviewAttendance)) return <NotFound />;
  return (
    <>
      {/* Staff may open only some pages: the dashboard is the admins'. */}
      {!isIndex && user.can.viewStaffArea && (
        <nav aria-label="Breadcrumb" className="d-print-none small mb-2">
          <Link to="/staff">Staff dashboard</Link>
        </nav>
      )}
      <Outlet />
    </>
  );
}

/** The admin tasks of the dashboard (events §2 staff routes), grouped as an admin thinks of them. */
export const STAFF_TASKS: { group: string; tasks: { to: string; label: string; description: string; page?: boolean }[] }[] = [
  {
    group: 'Characters',
    tasks: [
      {
        to: '/staff/manage_characters',
        label: 'Manage Characters',
        description: 'Every character: view sheets, uncommit, create for a player.',
      },
      {
        to: '/staff/initialize_character',
        label: 'Create Character for User',
        description: 'A committed character with starting XP, deaths and reaper fights.',
      },
      { to: '/staff/manage_xp', label: 'Manage XP', description: 'Grant or take XP for any number of characters.' },
      { to: '/staff/manage_deaths', label: 'Manage Deaths', description: 'Record deaths and reaper fights from an event.' },
      { to: '/staff/manage_past_event_counts', label: 'Manage Past Event Counts', description: "Correct characters' event counts." },
      { to: '/staff/select_character_sheets', label: 'Print Character Sheets', description: 'Choose characters and print one sheet each.' },
    ],
  },
  {
    group: 'Players',
    tasks: [
      { to: '/staff/manage_users', label: 'Manage Users', description: 'Players, their characters and ledgers.' },
      { to: '/staff/manage_shards', label: 'Manage Shards', description: 'Grant or take shards for any number of players.' },
      { to: '/staff/manage_roles', label: 'Manage Roles', description: 'Give or remove the staff role.' },
    ],
  },
  {
    group: 'Game',
    tasks: [
      { to: '/staff/ruleset', label: 'Ruleset', description: 'The rules in force; upload a new version, see what it breaks, publish it.' },
    ],
  },
  {
    group: 'Events',
    tasks: [
      { to: '/staff/manage_events', label: 'Manage Events', description: 'Create, publish, review attendance and finalize events.' },
      {
        to: '/staff/bank_statements',
        label: 'Import a bank statement',
        description: 'Match bank transfers to registrations by their payment reference (CSV or camt XML).',
      },
    ],
  },
  {
    group: 'Integrations',
    tasks: [
      { to: '/staff/webhooks', label: 'Webhooks', description: 'Send registration and event changes to other systems.' },
      { to: '/staff/mail_outbox', label: 'Mail outbox', description: 'Mails that were not delivered; send one again.' },
      {
        to: QUERY_THE_DATA.href,
        label: QUERY_THE_DATA.label,
        description: 'Ask your own questions of the data, save and share them, download the answers as CSV.',
        page: true,
      },
    ],
  },
  {
    group: 'Site',
    tasks: [
      {
        to: '/staff/site',
        label: 'Site and privacy statement',
        description: "The community's name, accent colour, welcome text and privacy statement.",
      },
    ],
  },
];

function DashboardCounts() {
  const { data, error } = useQuery(StaffDashboardQuery, { fetchPolicy: 'cache-and-network' });
  if (error) return <Alert variant="warning">The counts could not be loaded.</Alert>;
  const counts = data?.staffDashboard;
  const items = [
    { label: 'Players', value: counts?.playerCount, to: '/staff/manage_users' },
    { label: 'Characters', value: counts?.characterCount, to: '/staff/manage_characters' },
    { label: 'Uncommitted builds', value: counts?.uncommittedCount, to: '/staff/manage_characters' },
    { label: 'Upcoming events', value: counts?.upcomingEventCount, to: '/staff/manage_events' },
  ];
  return (
    <ul className="row g-3 mb-4 list-unstyled" aria-label="At a glance" aria-busy={!counts}>
      {items.map((item) => (
        <li key={item.label} className="col-6 col-md-3">
          <div className="card card-body h-100 text-center">
            <span className="text-body-secondary">{item.label}</span>
            <Link to={item.to} className="display-6 text-decoration-none" aria-label={`${item.label}: ${item.value ?? 'loading'}`}>
              {item.value ?? '…'}
            </Link>
          </div>
        </li>
      ))}
    </ul>
  );
}

/** /staff: the admin tasks with working links and the counts an admin wants at a glance. */
export function StaffIndexPage() {
  return (
    <>
      <PageTitle>Staff dashboard</PageTitle>
      <h1>Staff dashboard</h1>
      <DashboardCounts />
      <div className="row g-4">
        {STAFF_TASKS.map((group) => (
          <section key={group.group} className="col-md-6 col-lg-4" aria-labelledby={`tasks-${group.group}`}>
            <h2 id={`tasks-${group.group}`} className="h4">
              {group.group}
            </h2>
            <ul className="list-unstyled">
              {group.tasks.map((task) => (
                <li key={task.to} className="mb-2">
                  <Link to={task.to} className="fw-semibold" reloadDocument={task.page}>
                    {task.label}
                  </Link>
                  <div className="small text-body-secondary">{task.description}</div>
                </li>
              ))}
            </ul>
          </section>
        ))}
      </div>
    </>
  );
}

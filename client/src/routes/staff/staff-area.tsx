import { Link, Outlet } from 'react-router';
import { NotFound } from '../../components/not-found';
import { isAdmin } from '../../features/accounts/session';
import { useSignedInUser } from '../app/signed-in-layout';

/**
 * The staff route group, loaded lazily (its own chunk, outside the player's initial JavaScript).
 * Without the admin role every staff route answers 'Not Found' (events §2, §6). The attendance
 * review, which also admits staff, is added by the staff screens' work.
 */
export function StaffLayout() {
  const user = useSignedInUser();
  if (!isAdmin(user)) return <NotFound />;
  return <Outlet />;
}

const STAFF_PAGES = [
  { to: '/staff/manage_characters', label: 'Manage Characters' },
  { to: '/staff/manage_users', label: 'Manage Users' },
  { to: '/staff/manage_events', label: 'Manage Events' },
];

export function StaffIndexPage() {
  return (
    <>
      <h1>Staff</h1>
      <ul>
        {STAFF_PAGES.map((page) => (
          <li key={page.to}>
            <Link to={page.to}>{page.label}</Link>
          </li>
        ))}
      </ul>
    </>
  );
}

import { useMutation } from '@apollo/client/react';
import { useMemo, useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { Loading } from '../../components/loading';
import { PageTitle } from '../../components/page-title';
import { useStaffUserConnection, userName, userSearchText, type StaffUserRow } from '../../features/staff/character-rows';
import { StaffFormStatus, useStaffForm } from '../../features/staff/staff-form';
import { STAFF_TEXT } from '../../features/staff/staff-messages';
import { StaffTable, type StaffColumn } from '../../features/staff/staff-table';
import { firstPage, type ListQuery } from '../../features/staff/table-model';
import { UpdateUserRolesMutation } from '../../features/staff/staff.operations';
import type { UserRole } from '../../graphql/generated/graphql';
import { USER_COLUMNS } from './manage-shards';

/** The roles to send for the users whose staff toggle changed (the admin role is kept as it is). */
export function roleChanges(
  rows: readonly StaffUserRow[],
  staff: Readonly<Partial<Record<string, boolean>>>,
): { userId: string; roles: UserRole[] }[] {
  return rows
    .filter((row) => staff[row.id] !== undefined && staff[row.id] !== row.roles.includes('STAFF') && !row.roles.includes('ADMIN'))
    .map((row) => ({ userId: row.id, roles: staff[row.id] ? ['STAFF'] : [] }));
}

const ALL_PLAYERS = { includeErased: false, role: null, verified: null };

/**
 * /staff/manage_roles: a staff toggle per player (disabled for admins) and a read-only admin column,
 * the players searched and paged by the server; the toggles of every page are kept and only changed ones sent.
 */
export function ManageRolesPage() {
  const [list, setList] = useState<ListQuery>(() =>
    firstPage({ search: '', sort: { column: 'name', direction: 'ascending' }, pageSize: 25 }),
  );
  const rows = useStaffUserConnection(list, setList, ALL_PLAYERS);
  const [staff, setStaff] = useState<Partial<Record<string, boolean>>>({});
  // Each toggled player's row as it was when first toggled: the toggles of other pages and searches stay.
  const [toggled, setToggled] = useState<Record<string, StaffUserRow>>({});
  const [updateRoles] = useMutation(UpdateUserRolesMutation);
  const form = useStaffForm();

  const columns = useMemo<StaffColumn<StaffUserRow>[]>(
    () => [
      USER_COLUMNS.name,
      USER_COLUMNS.email,
      {
        key: 'staff',
        header: 'Staff',
        sortValue: (row) => row.roles.includes('STAFF'),
        render: (row) => {
          const admin = row.roles.includes('ADMIN');
          return (
            <Form.Check
              type="switch"
              id={`staff-${row.id}`}
              aria-label={`Staff role of ${userName(row)}`}
              checked={staff[row.id] ?? row.roles.includes('STAFF')}
              disabled={admin || form.submitting}
              title={admin ? 'Admins already have every staff permission' : undefined}
              onChange={(event) => {
                setStaff((current) => ({ ...current, [row.id]: event.target.checked }));
                setToggled((current) => (Object.hasOwn(current, row.id) ? current : { ...current, [row.id]: row }));
              }}
            />
          );
        },
      },
      {
        key: 'admin',
        header: 'Admin',
        sortValue: (row) => row.roles.includes('ADMIN'),
        render: (row) => (row.roles.includes('ADMIN') ? 'Yes' : 'No'),
      },
    ],
    [staff, form.submitting],
  );

  async function handleSubmit(event: React.SubmitEvent) {
    event.preventDefault();
    if (form.submitting) return;
    const users = roleChanges(Object.values(toggled), staff);
    if (users.length === 0) {
      form.refuse(STAFF_TEXT.noChanges);
      return;
    }
    const ok = await form.submit(async () => {
      await updateRoles({ variables: { users } });
      return STAFF_TEXT.rolesGranted;
    });
    if (ok) {
      // The saved roles as the server now has them; a reload left unfinished (the page closed) is no failure.
      await rows.refetch().catch(() => undefined);
      setStaff({});
      setToggled({});
    }
  }

  return (
    <>
      <PageTitle>Manage Roles</PageTitle>
      <h1>Manage Roles</h1>
      <p className="text-body-secondary">The admin role is read-only here; admins already have every staff permission.</p>
      {rows.error && !rows.page ? (
        <Alert variant="danger">{STAFF_TEXT.loadError}</Alert>
      ) : !rows.page ? (
        <Loading />
      ) : (
        <Form onSubmit={(event) => void handleSubmit(event)} noValidate aria-label="Roles">
          <StaffTable
            label="Players"
            noun="players"
            rows={rows.page.rows}
            rowKey={(row) => row.id}
            columns={columns}
            searchText={userSearchText}
            searchLabel="Search by name or email"
            server={rows.server}
          />
          <Button type="submit" disabled={form.submitting}>
            Save Roles
          </Button>
          <StaffFormStatus state={form.state} />
        </Form>
      )}
    </>
  );
}

export default ManageRolesPage;

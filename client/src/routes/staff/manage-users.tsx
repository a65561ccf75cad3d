import { useEffect, useMemo, useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Form from 'react-bootstrap/Form';
import { Link, useSearchParams } from 'react-router';
import { Loading } from '../../components/loading';
import { PageTitle } from '../../components/page-title';
import { useStaffUserConnection, userName, userSearchText, type StaffUserRow } from '../../features/staff/character-rows';
import { firstPage, listFromParams, listToParams, type ListQuery, type SortState } from '../../features/staff/table-model';
import { ShardLedgerDialog } from '../../features/staff/ledger-dialog';
import { STAFF_TEXT } from '../../features/staff/staff-messages';
import { StaffTable, type StaffColumn } from '../../features/staff/staff-table';
import { USER_COLUMNS } from './manage-shards';
import { EraseUserDialog } from '../../features/privacy/erase-user-dialog';
import type { UserRole } from '../../graphql/generated/graphql';

const ROLE_NAMES: Record<UserRole, string> = { ADMIN: 'Admin', STAFF: 'Staff' };

const USER_LIST_DEFAULTS: { sort: SortState; columns: readonly string[] } = {
  sort: { column: 'name', direction: 'ascending' },
  columns: ['name'],
};

const roleOf = (value: string | null): UserRole | null => (value === 'ADMIN' || value === 'STAFF' ? value : null);
const verifiedOf = (value: string | null): boolean | null => (value === 'yes' ? true : value === 'no' ? false : null);

/**
 * /staff/manage_users: players with name, email, verified, roles, shards and characters, a page at a
 * time (searched, filtered by role and verified address, ordered and paged by the server, the search
 * and filters kept in the address); links to their characters and ledgers.
 */
export function ManageUsersPage() {
  const [params, setParams] = useSearchParams();
  const [showErased, setShowErased] = useState(() => params.get('erased') === 'shown');
  const [role, setRole] = useState<UserRole | null>(() => roleOf(params.get('role')));
  const [verified, setVerified] = useState<boolean | null>(() => verifiedOf(params.get('verified')));
  const [list, setList] = useState<ListQuery>(() => listFromParams(params, USER_LIST_DEFAULTS));
  const { page, server, error } = useStaffUserConnection(list, setList, { includeErased: showErased, role, verified });

  // The address follows the list (only a change navigates), so a reload or a shared link opens the same list.
  useEffect(() => {
    const next = listToParams(list, params, USER_LIST_DEFAULTS);
    const set = (name: string, value: string | null) => (value === null ? next.delete(name) : next.set(name, value));
    set('erased', showErased ? 'shown' : null);
    set('role', role);
    set('verified', verified === null ? null : verified ? 'yes' : 'no');
    if (next.toString() !== params.toString()) setParams(next, { replace: true });
  }, [list, showErased, role, verified, params, setParams]);
  const [ledger, setLedger] = useState<StaffUserRow | null>(null);
  const [erasing, setErasing] = useState<StaffUserRow | null>(null);
  const [erased, setErased] = useState<string | null>(null);
  const columns = useMemo<StaffColumn<StaffUserRow>[]>(
    () => [
      USER_COLUMNS.name,
      USER_COLUMNS.email,
      { key: 'verified', header: 'Verified', sortValue: (row) => row.verified, render: (row) => (row.verified ? 'Yes' : 'No') },
      {
        key: 'roles',
        header: 'Roles',
        // Spans with the classes react-bootstrap's <Badge bg text className> gives them: a component fewer each, on up to 100 rows.
        render: (row) =>
          row.erased ? (
            <span className="badge bg-secondary">Erased</span>
          ) : row.roles.length ? (
            row.roles.map((role) => (
              <span key={role} className={role === 'ADMIN' ? 'me-1 badge bg-dark' : 'me-1 badge text-dark bg-info'}>
                {ROLE_NAMES[role]}
              </span>
            ))
          ) : (
            <span className="text-body-secondary">Player</span>
          ),
      },
      USER_COLUMNS.shards,
      USER_COLUMNS.characters,
      {
        key: 'actions',
        header: 'Actions',
        render: (row) => (
          <div className="d-flex flex-wrap gap-1">
            <Link
              to={`/staff/manage_characters?search=${encodeURIComponent(row.email)}`}
              className="btn btn-sm btn-outline-primary"
              aria-label={`Characters of ${userName(row)}`}
            >
              Characters
            </Link>
            <button
              type="button"
              className="btn btn-outline-secondary btn-sm"
              aria-label={`Shard ledger of ${userName(row)}`}
              onClick={() => setLedger(row)}
            >
              Shard ledger
            </button>
            <Link
              to={`/staff/initialize_character?user=${row.id}`}
              className="btn btn-sm btn-outline-success"
              aria-label={`New character for ${userName(row)}`}
            >
              New character
            </Link>
            {!row.erased && (
              <button
                type="button"
                className="btn btn-outline-danger btn-sm"
                aria-label={`Delete account of ${userName(row)}`}
                onClick={() => setErasing(row)}
              >
                Delete account
              </button>
            )}
          </div>
        ),
      },
    ],
    [],
  );
  return (
    <>
      <PageTitle>Manage Users</PageTitle>
      <h1>Manage Users</h1>
      <p>
        <Link to="/staff/manage_shards">Manage Shards</Link> · <Link to="/staff/manage_roles">Manage Roles</Link>
      </p>
      {/* Erased accounts are pseudonyms kept for the game's records: hidden unless asked for. */}
      <div className="d-flex flex-wrap gap-3 align-items-end mb-3">
        <Form.Group controlId="user-role-filter">
          <Form.Label>Role</Form.Label>
          <Form.Select
            value={role ?? ''}
            onChange={(event) => {
              setRole(roleOf(event.target.value));
              setList((current) => firstPage(current));
            }}
          >
            <option value="">Every role</option>
            <option value="ADMIN">Admins</option>
            <option value="STAFF">Staff</option>
          </Form.Select>
        </Form.Group>
        <Form.Group controlId="user-verified-filter">
          <Form.Label>Email address</Form.Label>
          <Form.Select
            value={verified === null ? '' : verified ? 'yes' : 'no'}
            onChange={(event) => {
              setVerified(verifiedOf(event.target.value));
              setList((current) => firstPage(current));
            }}
          >
            <option value="">Verified or not</option>
            <option value="yes">Verified</option>
            <option value="no">Not verified</option>
          </Form.Select>
        </Form.Group>
        <Form.Check
          type="switch"
          id="show-erased-accounts"
          className="mb-2"
          label="Show erased accounts"
          checked={showErased}
          onChange={(event) => {
            setShowErased(event.currentTarget.checked);
            setList((current) => firstPage(current));
          }}
        />
      </div>
      {error && !page ? (
        <Alert variant="danger">{STAFF_TEXT.loadError}</Alert>
      ) : !page ? (
        <Loading />
      ) : (
        <StaffTable
          label="Players"
          noun="players"
          rows={page.rows}
          rowKey={(row) => row.id}
          columns={columns}
          searchText={userSearchText}
          searchLabel="Search by name or email"
          server={server}
        />
      )}
      {erased && (
        <Alert variant="success" role="status" className="mt-3">
          {erased}
        </Alert>
      )}
      {erasing && (
        <EraseUserDialog
          user={{ id: erasing.id, name: userName(erasing), email: erasing.email }}
          onClose={(result) => {
            setErasing(null);
            if (result) setErased(result);
          }}
        />
      )}
      {ledger && (
        <ShardLedgerDialog userId={ledger.id} name={userName(ledger)} balance={ledger.shardTotal} onClose={() => setLedger(null)} />
      )}
    </>
  );
}

export default ManageUsersPage;

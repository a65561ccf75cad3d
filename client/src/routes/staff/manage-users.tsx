import { useMemo, useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Form from 'react-bootstrap/Form';
import { Link } from 'react-router';
import { Loading } from '../../components/loading';
import { PageTitle } from '../../components/page-title';
import { useStaffUserPage, userName, userSearchText, type StaffUserRow } from '../../features/staff/character-rows';
import type { ListQuery } from '../../features/staff/table-model';
import { ShardLedgerDialog } from '../../features/staff/ledger-dialog';
import { STAFF_TEXT } from '../../features/staff/staff-messages';
import { StaffTable, type StaffColumn } from '../../features/staff/staff-table';
import { USER_COLUMNS } from './manage-shards';
import { EraseUserDialog } from '../../features/privacy/erase-user-dialog';
import type { UserRole } from '../../graphql/generated/graphql';

const ROLE_NAMES: Record<UserRole, string> = { ADMIN: 'Admin', STAFF: 'Staff' };

/**
 * /staff/manage_users: players with name, email, verified, roles, shards and characters, a page at a
 * time (searched, sorted and paged by the server); links to their characters and ledgers.
 */
export function ManageUsersPage() {
  const [showErased, setShowErased] = useState(false);
  const [list, setList] = useState<ListQuery>({ search: '', sort: { column: 'name', direction: 'ascending' }, page: 1, pageSize: 25 });
  const { page, server, error } = useStaffUserPage(list, setList, showErased);
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
              aria-label={`Create a character for ${userName(row)}`}
            >
              New character
            </Link>
            {!row.erased && (
              <button
                type="button"
                className="btn btn-outline-danger btn-sm"
                aria-label={`Delete the account of ${userName(row)}`}
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
      <Form.Check
        type="switch"
        id="show-erased-accounts"
        className="mb-3"
        label="Show erased accounts"
        checked={showErased}
        onChange={(event) => {
          setShowErased(event.currentTarget.checked);
          setList((current) => ({ ...current, page: 1 }));
        }}
      />
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

import { useMutation } from '@apollo/client/react';
import { useMemo, useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import Table from 'react-bootstrap/Table';
import { Loading } from '../../components/loading';
import { PageTitle } from '../../components/page-title';
import { useStaffUserRows, userName, userSearchText, type StaffUserRow } from '../../features/staff/character-rows';
import { ShardLedgerDialog } from '../../features/staff/ledger-dialog';
import { StaffFormStatus, useStaffForm } from '../../features/staff/staff-form';
import { STAFF_TEXT } from '../../features/staff/staff-messages';
import { StaffTable, type StaffColumn } from '../../features/staff/staff-table';
import { checkShardGrant } from '../../features/staff/staff-validation';
import { GrantShardsMutation } from '../../features/staff/staff.operations';
import { useSelection } from '../../features/staff/use-selection';

export const USER_COLUMNS: Record<'name' | 'email' | 'shards' | 'characters', StaffColumn<StaffUserRow>> = {
  name: { key: 'name', header: 'Player', rowHeader: true, sortValue: (row) => `${row.lastName} ${row.firstName}`, render: userName },
  email: { key: 'email', header: 'Email', sortValue: (row) => row.email, render: (row) => <span className="text-break">{row.email}</span> },
  shards: { key: 'shards', header: 'Shards', sortValue: (row) => row.shardTotal, render: (row) => row.shardTotal, className: 'text-end' },
  characters: { key: 'characters', header: 'Characters', sortValue: (row) => row.characterCount, render: (row) => row.characterCount, className: 'text-end' },
};

/** /staff/manage_shards: choose players, an amount (negative allowed, never 0) and a reason; the result per player. */
export function ManageShardsPage() {
  const rows = useStaffUserRows();
  const selection = useSelection();
  const [amount, setAmount] = useState('');
  const [reason, setReason] = useState('');
  const [granted, setGranted] = useState<{ ids: string[]; amount: number } | null>(null);
  const [ledger, setLedger] = useState<StaffUserRow | null>(null);
  const [grantShards] = useMutation(GrantShardsMutation);
  const form = useStaffForm();

  const columns = useMemo<StaffColumn<StaffUserRow>[]>(
    () => [
      USER_COLUMNS.name,
      USER_COLUMNS.email,
      USER_COLUMNS.shards,
      {
        key: 'ledger',
        header: 'Ledger',
        render: (row) => (
          <Button size="sm" variant="outline-secondary" aria-label={`Shard ledger of ${userName(row)}`} onClick={() => setLedger(row)}>
            Shard ledger
          </Button>
        ),
      },
    ],
    [],
  );

  async function handleSubmit(event: React.FormEvent) {
    event.preventDefault();
    if (form.submitting) return;
    const checked = checkShardGrant({ userIds: [...selection.selected], amount, reason });
    if (!checked.ok) {
      form.refuse(checked.message);
      return;
    }
    const ok = await form.submit(async () => {
      const result = await grantShards({ variables: checked.value });
      return result.data?.grantShards.message ?? STAFF_TEXT.shardsGranted;
    });
    if (ok) {
      setGranted({ ids: checked.value.userIds, amount: checked.value.shardAmount });
      selection.clear();
      await rows.refetch();
    }
  }

  const all = rows.data?.staffUserRows ?? [];
  const byId = new Map(all.map((row) => [row.id, row]));
  return (
    <>
      <PageTitle>Manage Shards</PageTitle>
      <h1>Manage Shards</h1>
      {rows.error && !rows.data ? (
        <Alert variant="danger">{STAFF_TEXT.loadError}</Alert>
      ) : !rows.data ? (
        <Loading />
      ) : (
        <Form onSubmit={(event) => void handleSubmit(event)} noValidate aria-label="Grant shards">
          <h2 className="h5">1. Choose players</h2>
          <StaffTable
            label="Players"
            noun="players"
            rows={all}
            rowKey={(row) => row.id}
            columns={columns}
            searchText={userSearchText}
            searchLabel="Search by name or email"
            initialSort={{ column: 'name', direction: 'ascending' }}
            selection={{ ...selection, rowLabel: userName }}
          />
          <h2 className="h5 mt-3">2. Amount and reason</h2>
          <div className="row g-3" style={{ maxWidth: '40rem' }}>
            <Form.Group className="col-sm-4" controlId="shard-amount">
              <Form.Label>Shard amount</Form.Label>
              <Form.Control type="number" step={1} inputMode="numeric" value={amount} onChange={(event) => setAmount(event.target.value)} aria-describedby="shard-amount-help" />
              <Form.Text id="shard-amount-help">Negative to take shards away; never 0.</Form.Text>
            </Form.Group>
            <Form.Group className="col-sm-8" controlId="shard-reason">
              <Form.Label>Reason</Form.Label>
              <Form.Control value={reason} maxLength={500} onChange={(event) => setReason(event.target.value)} />
            </Form.Group>
          </div>
          <Button type="submit" className="mt-3" disabled={form.submitting}>
            Grant shards to {selection.selected.size} {selection.selected.size === 1 ? 'player' : 'players'}
          </Button>
          <StaffFormStatus state={form.state} />
        </Form>
      )}
      {granted && form.state.kind === 'succeeded' && (
        <section aria-labelledby="shard-results" className="mt-3">
          <h2 id="shard-results" className="h5">
            Result per player
          </h2>
          <Table size="sm" responsive aria-labelledby="shard-results">
            <thead>
              <tr>
                <th scope="col">Player</th>
                <th scope="col">Change</th>
                <th scope="col">Shards now</th>
              </tr>
            </thead>
            <tbody>
              {granted.ids.map((id) => {
                const row = byId.get(id);
                return (
                  <tr key={id}>
                    <th scope="row">{row ? userName(row) : id}</th>
                    <td>{granted.amount > 0 ? `+${granted.amount}` : granted.amount}</td>
                    <td>{row?.shardTotal ?? ''}</td>
                  </tr>
                );
              })}
            </tbody>
          </Table>
        </section>
      )}
      {ledger && <ShardLedgerDialog userId={ledger.id} name={userName(ledger)} balance={ledger.shardTotal} onClose={() => setLedger(null)} />}
    </>
  );
}

export default ManageShardsPage;

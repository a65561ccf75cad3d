import { useMutation } from '@apollo/client/react';
import { useMemo, useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import Table from 'react-bootstrap/Table';
import { Loading } from '../../components/loading';
import { PageTitle } from '../../components/page-title';
import { CHARACTER_COLUMNS, characterLabel, characterSearchText, useStaffCharacterRows, type StaffCharacterRow } from '../../features/staff/character-rows';
import { XpLedgerDialog } from '../../features/staff/ledger-dialog';
import { StaffFormStatus, useStaffForm } from '../../features/staff/staff-form';
import { STAFF_TEXT } from '../../features/staff/staff-messages';
import { StaffTable, type StaffColumn } from '../../features/staff/staff-table';
import { checkXpGrant } from '../../features/staff/staff-validation';
import { GrantXpMutation } from '../../features/staff/staff.operations';
import { useSelection } from '../../features/staff/use-selection';

/** /staff/manage_xp: choose characters, an amount (negative allowed, never 0) and a reason; the result per character. */
export function ManageXpPage() {
  const rows = useStaffCharacterRows();
  const selection = useSelection();
  const [amount, setAmount] = useState('');
  const [reason, setReason] = useState('');
  const [granted, setGranted] = useState<{ ids: string[]; amount: number } | null>(null);
  const [ledger, setLedger] = useState<StaffCharacterRow | null>(null);
  const [grantXp] = useMutation(GrantXpMutation);
  const form = useStaffForm();

  const columns = useMemo<StaffColumn<StaffCharacterRow>[]>(
    () => [
      CHARACTER_COLUMNS.character,
      CHARACTER_COLUMNS.player,
      CHARACTER_COLUMNS.level,
      CHARACTER_COLUMNS.xp,
      {
        key: 'ledger',
        header: 'Ledger',
        render: (row) => (
          <Button size="sm" variant="outline-secondary" aria-label={`XP ledger of ${row.characterName}`} onClick={() => setLedger(row)}>
            XP ledger
          </Button>
        ),
      },
    ],
    [],
  );

  async function handleSubmit(event: React.FormEvent) {
    event.preventDefault();
    if (form.submitting) return;
    const checked = checkXpGrant({ characterIds: [...selection.selected], amount, reason });
    if (!checked.ok) {
      form.refuse(checked.message);
      return;
    }
    const ok = await form.submit(async () => {
      const result = await grantXp({ variables: checked.value });
      return result.data?.grantXp.message ?? STAFF_TEXT.xpGranted;
    });
    if (ok) {
      setGranted({ ids: checked.value.characterIds, amount: checked.value.xpAmount });
      selection.clear();
      await rows.refetch();
    }
  }

  const all = rows.data?.staffCharacterRows ?? [];
  const byId = new Map(all.map((row) => [row.id, row]));
  return (
    <>
      <PageTitle>Manage XP</PageTitle>
      <h1>Manage XP</h1>
      {rows.error && !rows.data ? (
        <Alert variant="danger">{STAFF_TEXT.loadError}</Alert>
      ) : !rows.data ? (
        <Loading />
      ) : (
        <Form onSubmit={(event) => void handleSubmit(event)} noValidate aria-label="Grant XP">
          <h2 className="h5">1. Choose characters</h2>
          <StaffTable
            label="Characters"
            noun="characters"
            rows={all}
            rowKey={(row) => row.id}
            columns={columns}
            searchText={characterSearchText}
            searchLabel="Search by player or character name"
            initialSort={{ column: 'character', direction: 'ascending' }}
            selection={{ ...selection, rowLabel: characterLabel }}
          />
          <h2 className="h5 mt-3">2. Amount and reason</h2>
          <div className="row g-3" style={{ maxWidth: '40rem' }}>
            <Form.Group className="col-sm-4" controlId="xp-amount">
              <Form.Label>XP amount</Form.Label>
              <Form.Control type="number" step={1} inputMode="numeric" value={amount} onChange={(event) => setAmount(event.target.value)} aria-describedby="xp-amount-help" />
              <Form.Text id="xp-amount-help">Negative to take XP away; never 0.</Form.Text>
            </Form.Group>
            <Form.Group className="col-sm-8" controlId="xp-reason">
              <Form.Label>Reason</Form.Label>
              <Form.Control value={reason} maxLength={500} onChange={(event) => setReason(event.target.value)} />
            </Form.Group>
          </div>
          <Button type="submit" className="mt-3" disabled={form.submitting}>
            Grant XP to {selection.selected.size} {selection.selected.size === 1 ? 'character' : 'characters'}
          </Button>
          <StaffFormStatus state={form.state} />
        </Form>
      )}
      {granted && form.state.kind === 'succeeded' && (
        <section aria-labelledby="xp-results" className="mt-3">
          <h2 id="xp-results" className="h5">
            Result per character
          </h2>
          <Table size="sm" responsive aria-labelledby="xp-results">
            <thead>
              <tr>
                <th scope="col">Character</th>
                <th scope="col">Player</th>
                <th scope="col">Change</th>
                <th scope="col">XP total now</th>
              </tr>
            </thead>
            <tbody>
              {granted.ids.map((id) => {
                const row = byId.get(id);
                return (
                  <tr key={id}>
                    <th scope="row">{row?.characterName ?? id}</th>
                    <td>{row?.playerName ?? ''}</td>
                    <td>{granted.amount > 0 ? `+${granted.amount}` : granted.amount}</td>
                    <td>{row?.characterXpTotal ?? ''}</td>
                  </tr>
                );
              })}
            </tbody>
          </Table>
        </section>
      )}
      {ledger && <XpLedgerDialog characterId={ledger.id} name={ledger.characterName} onClose={() => setLedger(null)} />}
    </>
  );
}

export default ManageXpPage;

import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import Table from 'react-bootstrap/Table';
import { LeaveGuard } from '../../components/leave-guard';
import { StaffFormStatus, useStaffForm } from './staff-form';
import { StaffTable, type StaffColumn } from './staff-table';
import type { Checked } from '@larp/rules';
import type { SortState } from './table-model';
import { useSelection } from './use-selection';
import { AttendeePicker } from './attendee-picker';

export interface GrantFormProps<Row extends { id: string }, Value> {
  /** the form's accessible name, e.g. 'Grant XP' */
  name: string;
  /** what is chosen: 'character'/'characters', 'player'/'players' */
  noun: [one: string, many: string];
  rows: readonly Row[];
  columns: readonly StaffColumn<Row>[];
  searchText: (row: Row) => string;
  searchLabel: string;
  initialSort: SortState;
  rowLabel: (row: Row) => string;
  amountLabel: string;
  amountHelp: string;
  /** events §5's checks: the spec's message, or what to send */
  check: (input: { ids: string[]; amount: string; reason: string }) => Checked<Value>;
  /** sends the grant; answers the server's success message */
  send: (value: Value) => Promise<string>;
  /** who got how much, from what was sent */
  granted: (value: Value) => { ids: string[]; amount: number };
  /** reloads the rows (new balances) */
  reload: () => Promise<unknown>;
  /** the result table's first column and the balance column */
  resultName: (row: Row) => string;
  balanceHeader: string;
  balance: (row: Row) => number;
  /** offers to select everyone who attended an event: their characters (XP) or players (shards) */
  attendees?: 'character' | 'user';
}

/**
 * Manage XP and Manage Shards (events §5): choose any number of rows (search, select all that
 * match), an amount (negative allowed, never 0) and a reason; then the result per row with its new
 * balance. The input stays after a refusal or a failure; one request at a time.
 */
export function GrantForm<Row extends { id: string }, Value>(props: GrantFormProps<Row, Value>) {
  const selection = useSelection();
  const [amount, setAmount] = useState('');
  const [reason, setReason] = useState('');
  const [granted, setGranted] = useState<{ ids: string[]; amount: number } | null>(null);
  // What the last grant sent: the same amount and reason left in the fields are not unsaved work.
  const [sent, setSent] = useState('|');
  const form = useStaffForm();
  const dirty = selection.selected.size > 0 || `${amount}|${reason}` !== sent;
  const [one, many] = props.noun;
  const idBase = props.name.toLowerCase().replace(/\W+/g, '-');

  async function handleSubmit(event: React.SubmitEvent) {
    event.preventDefault();
    if (form.submitting) return;
    const checked = props.check({ ids: [...selection.selected], amount, reason });
    if (!checked.ok) {
      form.refuse(checked.message);
      return;
    }
    const ok = await form.submit(() => props.send(checked.value));
    if (ok) {
      setSent(`${amount}|${reason}`);
      setGranted(props.granted(checked.value));
      selection.clear();
      await props.reload();
    }
  }

  const byId = new Map(props.rows.map((row) => [row.id, row]));
  const count = selection.selected.size;
  return (
    <>
      <LeaveGuard dirty={dirty && !form.submitting} />
      <Form onSubmit={(event) => void handleSubmit(event)} noValidate aria-label={props.name}>
        <h2 className="h5">1. Choose {many}</h2>
        {props.attendees && <AttendeePicker pick={props.attendees} onSelect={selection.addAll} />}
        <StaffTable
          label={many.charAt(0).toUpperCase() + many.slice(1)}
          noun={many}
          rows={props.rows}
          rowKey={(row) => row.id}
          columns={props.columns}
          searchText={props.searchText}
          searchLabel={props.searchLabel}
          initialSort={props.initialSort}
          selection={{ ...selection, rowLabel: props.rowLabel }}
        />
        <h2 className="h5 mt-3">2. Amount and reason</h2>
        <div className="row g-3" style={{ maxWidth: '40rem' }}>
          <Form.Group className="col-sm-4" controlId={`${idBase}-amount`}>
            <Form.Label>{props.amountLabel}</Form.Label>
            <Form.Control
              type="number"
              step={1}
              inputMode="numeric"
              value={amount}
              onChange={(event) => setAmount(event.target.value)}
              aria-describedby={`${idBase}-amount-help`}
            />
            <Form.Text id={`${idBase}-amount-help`}>{props.amountHelp}</Form.Text>
          </Form.Group>
          <Form.Group className="col-sm-8" controlId={`${idBase}-reason`}>
            <Form.Label>Reason</Form.Label>
            <Form.Control value={reason} maxLength={500} onChange={(event) => setReason(event.target.value)} />
          </Form.Group>
        </div>
        <Button type="submit" className="mt-3" disabled={form.submitting}>
          {props.name} to {count} {count === 1 ? one : many}
        </Button>
        <StaffFormStatus state={form.state} />
      </Form>
      {granted && form.state.kind === 'succeeded' && (
        <section aria-labelledby={`${idBase}-results`} className="mt-3">
          <h2 id={`${idBase}-results`} className="h5">
            Result per {one}
          </h2>
          <Table size="sm" responsive aria-labelledby={`${idBase}-results`}>
            <thead>
              <tr>
                <th scope="col">{one.charAt(0).toUpperCase() + one.slice(1)}</th>
                <th scope="col">Change</th>
                <th scope="col">{props.balanceHeader}</th>
              </tr>
            </thead>
            <tbody>
              {granted.ids.map((id) => {
                const row = byId.get(id);
                return (
                  <tr key={id}>
                    <th scope="row">{row ? props.resultName(row) : id}</th>
                    <td>{granted.amount > 0 ? `+${granted.amount}` : granted.amount}</td>
                    <td>{row ? props.balance(row) : ''}</td>
                  </tr>
                );
              })}
            </tbody>
          </Table>
        </section>
      )}
    </>
  );
}

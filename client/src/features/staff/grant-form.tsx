import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import Table from 'react-bootstrap/Table';
import { LeaveGuard } from '../../components/leave-guard';
import { StaffFormStatus, useStaffForm } from './staff-form';
import { STAFF_TEXT } from './staff-messages';
import type { StaffColumn } from './staff-table';
import type { Checked } from '@larp/rules';
import type { SortState } from './table-model';
import { AttendeePicker } from './attendee-picker';
import { RowPicker, usePicked, type PickerSource } from './search-picker';

export interface GrantFormProps<Row extends { id: string }, Value> {
  /** the form's accessible name, e.g. 'Grant XP' */
  name: string;
  /** what is chosen: 'character'/'characters', 'player'/'players' */
  noun: [one: string, many: string];
  /** the search over the server's paged list, and the chosen rows read back by id */
  source: PickerSource<Row>;
  /** the chosen rows' columns */
  columns: readonly StaffColumn<Row>[];
  searchText: (row: Row) => string;
  searchLabel: string;
  initialSort: SortState;
  rowLabel: (row: Row) => string;
  /** a line under a match that tells like-named ones apart */
  rowDetail?: (row: Row) => string;
  amountLabel: string;
  amountHelp: string;
  /** events §5's checks: the spec's message, or what to send */
  check: (input: { ids: string[]; amount: string; reason: string }) => Checked<Value>;
  /** sends the grant; answers the server's success message */
  send: (value: Value) => Promise<string>;
  /** who got how much, from what was sent */
  granted: (value: Value) => { ids: string[]; amount: number };
  /** the result table's first column and the balance column */
  resultName: (row: Row) => string;
  balanceHeader: string;
  balance: (row: Row) => number;
  /** offers to choose everyone who attended an event: their characters (XP) or players (shards) */
  attendees?: 'character' | 'user';
}

/**
 * Manage XP and Manage Shards (events §5): choose any number of rows (a search picker over the
 * server's paged list, or everyone who attended an event), an amount (negative allowed, never 0) and
 * a reason; then the result per row with its new balance, read back from the server. The input stays
 * after a refusal or a failure; one request at a time.
 */
export function GrantForm<Row extends { id: string }, Value>(props: GrantFormProps<Row, Value>) {
  const picked = usePicked<Row>();
  const [amount, setAmount] = useState('');
  const [reason, setReason] = useState('');
  // What was granted to whom, and the rows as chosen until the server's answer after the grant
  // (fresh: true) comes; null while it is on its way, false when it did not come.
  const [granted, setGranted] = useState<{ ids: string[]; amount: number; rows: ReadonlyMap<string, Row>; fresh: boolean | null } | null>(
    null,
  );
  // What the last grant sent: the same amount and reason left in the fields are not unsaved work.
  const [sent, setSent] = useState('|');
  const form = useStaffForm();
  const dirty = picked.chosen.size > 0 || `${amount}|${reason}` !== sent;
  const [one, many] = props.noun;
  const idBase = props.name.toLowerCase().replace(/\W+/g, '-');

  async function handleSubmit(event: React.SubmitEvent) {
    event.preventDefault();
    if (form.submitting) return;
    const checked = props.check({ ids: [...picked.chosen.keys()], amount, reason });
    if (!checked.ok) {
      form.refuse(checked.message);
      return;
    }
    const ok = await form.submit(() => props.send(checked.value));
    if (ok) {
      setSent(`${amount}|${reason}`);
      const result = props.granted(checked.value);
      // The rows as they were chosen until their new balances come back (or if they do not).
      const before = new Map(picked.chosen);
      picked.clear();
      setGranted({ ...result, rows: before, fresh: null });
      try {
        const fresh = await props.source.byIds(result.ids);
        setGranted({ ...result, rows: new Map(fresh.map((row) => [row.id, row])), fresh: true });
      } catch {
        setGranted({ ...result, rows: before, fresh: false });
      }
    }
  }

  /** Adds everyone who attended the event picked (read back by id: their names and balances). */
  async function addAttendees(ids: string[]) {
    picked.addRows(await props.source.byIds(ids));
  }

  const count = picked.chosen.size;
  return (
    <>
      <LeaveGuard dirty={dirty && !form.submitting} />
      <Form onSubmit={(event) => void handleSubmit(event)} noValidate aria-label={props.name}>
        <h2 className="h5">1. Choose {many}</h2>
        {props.attendees && <AttendeePicker pick={props.attendees} onSelect={addAttendees} />}
        <RowPicker
          noun={props.noun}
          searchLabel={props.searchLabel}
          source={props.source}
          picked={picked}
          rowLabel={props.rowLabel}
          rowDetail={props.rowDetail}
          columns={props.columns}
          searchText={props.searchText}
          initialSort={props.initialSort}
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
                const row = granted.rows.get(id);
                return (
                  <tr key={id}>
                    <th scope="row">{row ? props.resultName(row) : id}</th>
                    <td>{granted.amount > 0 ? `+${granted.amount}` : granted.amount}</td>
                    <td>{granted.fresh === null ? 'Loading…' : row && granted.fresh ? props.balance(row) : STAFF_TEXT.loadError}</td>
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

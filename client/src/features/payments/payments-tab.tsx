import { useMutation, useQuery } from '@apollo/client/react';
import { PAYMENT_MESSAGES, formatMinorUnits, parseMinorUnits, type PaymentFilter } from '@larp/rules';
import { useId, useMemo, useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Badge from 'react-bootstrap/Badge';
import Button from 'react-bootstrap/Button';
import Col from 'react-bootstrap/Col';
import Form from 'react-bootstrap/Form';
import Modal from 'react-bootstrap/Modal';
import Row from 'react-bootstrap/Row';
import { Link } from 'react-router';
import { FormMessage } from '../../components/form-message';
import { Loading } from '../../components/loading';
import type { EventPaymentsQuery as EventPaymentsResult } from '../../graphql/generated/graphql';
import { BulkActionBar } from '../staff/bulk-action-bar';
import { DialogFooter } from '../staff/dialog-footer';
import { staffFailureMessage } from '../staff/staff-form';
import { StaffTable, type StaffColumn } from '../staff/staff-table';
import { useSelection } from '../staff/use-selection';
import { personName, type ReviewEvent, type ReviewRegistration } from '../staff-events/review-types';
import { EventPaymentsQuery, MarkPaidCashMutation, RecordPaymentMutation, RepriceRegistrationMutation } from './payments.operations';
import { RemindUnpaid } from './remind-unpaid';

type Account = EventPaymentsResult['eventPayments'][number];
type PaymentRow = ReviewRegistration & { account: Account };
type Filter = PaymentFilter;
type Outcome = { variant: 'success' | 'danger'; message: string } | null;

const FILTERS: Array<[Filter, string]> = [
  ['all', 'All registrations'],
  ['unpaid', 'Unpaid'],
  ['part_paid', 'Part paid'],
  ['overpaid', 'Overpaid'],
];

export const STATUS_TEXT: Record<string, string> = {
  nothing_owed: 'Nothing owed',
  unpaid: 'Unpaid',
  part_paid: 'Part paid',
  paid: 'Paid',
  overpaid: 'Overpaid',
};
const STATUS_BADGE: Record<string, string> = {
  unpaid: 'danger',
  part_paid: 'warning',
  paid: 'success',
  overpaid: 'info',
  nothing_owed: 'light',
};

/** A payment status as a coloured badge with its words (the colour is never the only sign). */
export function PaymentStatusBadge({ status }: { status: string }) {
  return (
    <Badge bg={STATUS_BADGE[status] ?? 'secondary'} text={status === 'part_paid' || status === 'nothing_owed' ? 'dark' : undefined}>
      {STATUS_TEXT[status] ?? status}
    </Badge>
  );
}

/** The registrations a filter keeps: the same statuses the server's eventPayments filter names. */
export function filterPayments(rows: readonly PaymentRow[], filter: Filter): PaymentRow[] {
  return filter === 'all' ? [...rows] : rows.filter((row) => row.account.status === filter);
}

type Adjustment = { kind: 'waiver' | 'reprice' | 'refund'; row: PaymentRow };

const ADJUSTMENT_TEXT = {
  waiver: { title: 'Waive or discount', amount: 'Amount to waive', action: 'Waive' },
  reprice: { title: 'Reprice', amount: 'New price', action: 'Reprice' },
  refund: { title: 'Refund', amount: 'Amount to refund', action: 'Record the refund' },
} as const;

/** An admin's waiver, new price or refund for one registration, with the reason it needs. */
function AdjustDialog({
  adjustment,
  currency,
  onCancel,
  onDone,
}: {
  adjustment: Adjustment | null;
  currency: string;
  onCancel: () => void;
  onDone: (message: string) => void;
}) {
  const titleId = useId();
  const amountId = useId();
  const reasonId = useId();
  const methodId = useId();
  const [amount, setAmount] = useState('');
  const [reason, setReason] = useState('');
  const [method, setMethod] = useState<'bank_transfer' | 'cash' | 'card_terminal' | 'other'>('bank_transfer');
  const [problem, setProblem] = useState<string | null>(null);
  const [record, recording] = useMutation(RecordPaymentMutation);
  const [reprice, repricing] = useMutation(RepriceRegistrationMutation);
  const busy = recording.loading || repricing.loading;
  const text = adjustment ? ADJUSTMENT_TEXT[adjustment.kind] : ADJUSTMENT_TEXT.waiver;

  async function submit(event: React.SubmitEvent) {
    event.preventDefault();
    if (!adjustment) return;
    const units = parseMinorUnits(amount, currency);
    if (units === null || (units === 0 && adjustment.kind !== 'reprice')) {
      setProblem(PAYMENT_MESSAGES.typedAmount(currency));
      return;
    }
    if (reason.trim() === '') {
      setProblem('Give a reason');
      return;
    }
    setProblem(null);
    const registrationId = adjustment.row.id;
    const name = personName(adjustment.row.user);
    try {
      if (adjustment.kind === 'reprice') {
        await reprice({ variables: { registrationId, price: units, reason: reason.trim() } });
      } else {
        await record({
          variables: {
            registrationId,
            input: {
              kind: adjustment.kind,
              amount: units,
              method: adjustment.kind === 'refund' ? method : null,
              reason: reason.trim(),
            },
          },
        });
      }
      onDone(`${text.action}: ${name}, ${formatMinorUnits(units, currency)} ${currency}`);
    } catch (error) {
      setProblem(staffFailureMessage(error));
    }
  }

  return (
    <Modal
      show={adjustment !== null}
      onHide={busy ? () => undefined : onCancel}
      aria-labelledby={titleId}
      onEnter={() => {
        const balance = adjustment?.row.account.balance ?? 0;
        setAmount(
          adjustment?.kind === 'refund' && balance < 0
            ? formatMinorUnits(-balance, currency)
            : adjustment?.kind === 'reprice'
              ? formatMinorUnits(adjustment.row.account.price ?? 0, currency)
              : '',
        );
        setReason(adjustment?.kind === 'refund' && adjustment.row.state === 'CANCELLED' ? 'Cancelled registration' : '');
        setProblem(null);
      }}
    >
      <Form noValidate onSubmit={(event) => void submit(event)}>
        <Modal.Header closeButton={!busy} closeLabel="Cancel">
          <Modal.Title id={titleId} as="h2" className="h5">
            {text.title}: {adjustment ? personName(adjustment.row.user) : ''}
          </Modal.Title>
        </Modal.Header>
        <Modal.Body>
          <Form.Group controlId={amountId} className="mb-3">
            <Form.Label>
              {text.amount} ({currency})
            </Form.Label>
            <Form.Control inputMode="decimal" value={amount} onChange={(change) => setAmount(change.target.value)} autoFocus />
          </Form.Group>
          {adjustment?.kind === 'refund' && (
            <Form.Group controlId={methodId} className="mb-3">
              <Form.Label>Paid back by</Form.Label>
              <Form.Select value={method} onChange={(change) => setMethod(change.target.value as typeof method)}>
                <option value="bank_transfer">Bank transfer</option>
                <option value="cash">Cash</option>
                <option value="card_terminal">Card terminal</option>
                <option value="other">Other</option>
              </Form.Select>
            </Form.Group>
          )}
          <Form.Group controlId={reasonId}>
            <Form.Label>Reason (required)</Form.Label>
            <Form.Control value={reason} maxLength={500} onChange={(change) => setReason(change.target.value)} />
          </Form.Group>
          {problem && (
            <FormMessage variant="danger" trigger={problem}>
              {problem}
            </FormMessage>
          )}
        </Modal.Body>
        <DialogFooter label={text.action} busy={busy} onCancel={onCancel} />
      </Form>
    </Modal>
  );
}

/**
 * The Payments tab of the registrations review: what each registration owes, has paid and its
 * balance, filtered by how far it is paid. Staff mark the selected ones paid in cash (after a
 * confirmation); admins also waive or discount, reprice and refund, each with a reason. A cancelled
 * registration that paid more than the refund policy keeps shows the refund proposed.
 */
export function PaymentsTab({ event, isAdmin }: { event: ReviewEvent; isAdmin: boolean }) {
  const { data, error, refetch } = useQuery(EventPaymentsQuery, { variables: { eventId: event.id }, fetchPolicy: 'cache-and-network' });
  const [filter, setFilter] = useState<Filter>('all');
  const selection = useSelection();
  const [confirming, setConfirming] = useState(false);
  const [adjustment, setAdjustment] = useState<Adjustment | null>(null);
  const [outcome, setOutcome] = useState<Outcome>(null);
  const [markPaid, { loading: marking }] = useMutation(MarkPaidCashMutation);
  const filterId = useId();
  const currency = data?.paymentSettings.currency ?? '';
  const all = useMemo((): PaymentRow[] => {
    const accounts = new Map((data?.eventPayments ?? []).map((account) => [account.registrationId, account]));
    return event.eventRegistrations.flatMap((registration) => {
      const account = accounts.get(registration.id);
      return account ? [{ ...registration, account }] : [];
    });
  }, [data, event.eventRegistrations]);
  const rows = useMemo(() => filterPayments(all, filter), [all, filter]);
  const owing = all.filter((row) => selection.selected.has(row.id) && row.account.balance > 0);

  if (error && !data) return <Alert variant="danger">{staffFailureMessage(error)}</Alert>;
  if (!data) return <Loading />;
  const amount = (value: number) => formatMinorUnits(value, currency);
  const totals = all.reduce(
    (sum, row) => ({ owed: sum.owed + row.account.owed, paid: sum.paid + row.account.paid, balance: sum.balance + row.account.balance }),
    { owed: 0, paid: 0, balance: 0 },
  );

  async function markSelectedPaid() {
    try {
      await markPaid({ variables: { eventId: event.id, registrationIds: owing.map((row) => row.id) } });
      setOutcome({ variant: 'success', message: `Marked paid (cash): ${owing.length} registration${owing.length === 1 ? '' : 's'}` });
      selection.clear();
      await refetch();
    } catch (failure) {
      setOutcome({ variant: 'danger', message: staffFailureMessage(failure) });
    }
    setConfirming(false);
  }

  const columns: StaffColumn<PaymentRow>[] = [
    { key: 'player', header: 'Player', rowHeader: true, render: (r) => personName(r.user), sortValue: (r) => personName(r.user) },
    {
      key: 'status',
      header: 'Status',
      render: (r) => (
        <>
          <PaymentStatusBadge status={r.account.status} />
          {r.state === 'CANCELLED' && r.account.balance < 0 && (
            <div className="small mt-1">
              Refund proposed: {amount(-r.account.balance)} {currency}
            </div>
          )}
        </>
      ),
      sortValue: (r) => r.account.status,
    },
    {
      key: 'owed',
      header: `Owed (${currency})`,
      className: 'text-end',
      render: (r) => amount(r.account.owed),
      sortValue: (r) => r.account.owed,
    },
    { key: 'paid', header: 'Paid', className: 'text-end', render: (r) => amount(r.account.paid), sortValue: (r) => r.account.paid },
    {
      key: 'balance',
      header: 'Balance',
      className: 'text-end',
      render: (r) => amount(r.account.balance),
      sortValue: (r) => r.account.balance,
    },
    { key: 'role', header: 'Role', render: (r) => r.eventRole.toUpperCase(), sortValue: (r) => r.eventRole },
    { key: 'state', header: 'State', render: (r) => (r.state ? r.state.toLowerCase() : 'unreviewed'), sortValue: (r) => r.state ?? '' },
  ];
  if (isAdmin) {
    columns.push({
      key: 'adjust',
      header: 'Adjust',
      className: 'text-nowrap',
      render: (r) => (
        <div className="d-flex gap-1">
          <Button
            size="sm"
            variant="outline-primary"
            onClick={() => setAdjustment({ kind: 'waiver', row: r })}
            aria-label={`Waive or discount for ${personName(r.user)}`}
          >
            Waive
          </Button>
          <Button
            size="sm"
            variant="outline-primary"
            onClick={() => setAdjustment({ kind: 'reprice', row: r })}
            aria-label={`Reprice ${personName(r.user)}`}
          >
            Reprice
          </Button>
          <Button
            size="sm"
            variant={r.state === 'CANCELLED' && r.account.balance < 0 ? 'warning' : 'outline-secondary'}
            onClick={() => setAdjustment({ kind: 'refund', row: r })}
            aria-label={`Refund ${personName(r.user)}`}
          >
            Refund
          </Button>
        </div>
      ),
    });
  }

  return (
    <>
      <p>
        Owed: {amount(totals.owed)} {currency} · Paid: {amount(totals.paid)} {currency} · Balance: {amount(totals.balance)} {currency}
      </p>
      <Row className="g-2 mb-2">
        <Form.Group as={Col} xs={12} sm={6} md={3} controlId={filterId}>
          <Form.Label>Payment</Form.Label>
          <Form.Select value={filter} onChange={(change) => setFilter(change.target.value as Filter)}>
            {FILTERS.map(([value, label]) => (
              <option key={value} value={value}>
                {label}
              </option>
            ))}
          </Form.Select>
        </Form.Group>
      </Row>
      <BulkActionBar
        count={owing.length}
        busy={marking}
        emptyHint="Select registrations that still owe to mark them paid."
        actions={[{ label: 'Mark paid (cash)', variant: 'success', onClick: () => setConfirming(true) }]}
      >
        {isAdmin && <RemindUnpaid eventId={event.id} onDone={(message) => setOutcome({ variant: 'success', message })} />}
        {isAdmin && (
          <Link className="btn btn-outline-primary ms-sm-auto" to="/staff/bank_statements">
            Import a bank statement
          </Link>
        )}
      </BulkActionBar>
      {outcome && (
        <FormMessage variant={outcome.variant} trigger={outcome}>
          {outcome.message}
        </FormMessage>
      )}
      <StaffTable
        label="Payments"
        noun="registrations"
        rows={rows}
        rowKey={(r) => r.id}
        columns={columns}
        searchText={(r) => `${personName(r.user)} ${r.user?.email ?? ''} ${r.character?.characterName ?? ''}`}
        searchLabel="Search players and characters"
        selection={{ ...selection, rowLabel: (r) => personName(r.user) }}
      />
      <Modal show={confirming} onHide={marking ? () => undefined : () => setConfirming(false)} aria-labelledby="mark-paid-title">
        <Modal.Header closeButton={!marking} closeLabel="Cancel">
          <Modal.Title id="mark-paid-title" as="h2" className="h5">
            Mark paid (cash)
          </Modal.Title>
        </Modal.Header>
        <Modal.Body>
          <p>
            Record a cash payment of what each still owes, {amount(owing.reduce((sum, row) => sum + row.account.balance, 0))} {currency} in
            all, for:
          </p>
          <ul className="mb-0">
            {owing.map((row) => (
              <li key={row.id}>
                {personName(row.user)}: {amount(row.account.balance)} {currency}
              </li>
            ))}
          </ul>
        </Modal.Body>
        <DialogFooter
          label="Mark paid"
          variant="success"
          busy={marking}
          onCancel={() => setConfirming(false)}
          onConfirm={() => void markSelectedPaid()}
        />
      </Modal>
      <AdjustDialog
        adjustment={adjustment}
        currency={currency}
        onCancel={() => setAdjustment(null)}
        onDone={(message) => {
          setAdjustment(null);
          setOutcome({ variant: 'success', message });
          void refetch();
        }}
      />
    </>
  );
}

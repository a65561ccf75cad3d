import { useQuery } from '@apollo/client/react';
import { formatMinorUnits } from '@larp/rules';
import { useId, useMemo } from 'react';
import Alert from 'react-bootstrap/Alert';
import { Link } from 'react-router';
import { Loading } from '../../components/loading';
import type { PostEventPaymentsQuery as PostEventPaymentsData } from '../../graphql/generated/graphql';
import { staffFailureMessage } from '../staff/staff-form';
import { StaffTable, type StaffColumn } from '../staff/staff-table';
import { personName } from '../staff-events/review-types';
import { PostEventPaymentsQuery } from './payments.operations';
import { PaymentStatusBadge } from './payments-tab';

type Account = PostEventPaymentsData['eventPayments'][number];
type Registration = PostEventPaymentsData['attendanceReview']['eventRegistrations'][number];
export type PostEventPaymentRow = Registration & { account: Account };

export interface PaymentSums {
  owed: number;
  paid: number;
  waived: number;
  balance: number;
  /** how many registrations still owe, and how many paid more than they owe (refunds to propose) */
  owing: number;
  overpaid: number;
}

/** The event's payment totals over every registration's account. */
export function paymentSums(rows: readonly { account: Pick<Account, 'owed' | 'paid' | 'waived' | 'balance'> }[]): PaymentSums {
  return rows.reduce<PaymentSums>(
    (sum, { account }) => ({
      owed: sum.owed + account.owed,
      paid: sum.paid + account.paid,
      waived: sum.waived + account.waived,
      balance: sum.balance + account.balance,
      owing: sum.owing + (account.balance > 0 ? 1 : 0),
      overpaid: sum.overpaid + (account.balance < 0 ? 1 : 0),
    }),
    { owed: 0, paid: 0, waived: 0, balance: 0, owing: 0, overpaid: 0 },
  );
}

/** The registrations with money involved: something owed, paid or waived (the rest have nothing to show). */
export function paymentRows(data: PostEventPaymentsData): PostEventPaymentRow[] {
  const accounts = new Map(data.eventPayments.map((account) => [account.registrationId, account]));
  return data.attendanceReview.eventRegistrations.flatMap((registration) => {
    const account = accounts.get(registration.id);
    return account && (account.owed !== 0 || account.paid !== 0 || account.waived !== 0) ? [{ ...registration, account }] : [];
  });
}

/**
 * The post-event page's Payments section: what the event's registrations owed, paid and had waived,
 * the totals, and who still owes or paid too much, so the books are settled with the attendance.
 * Changes are made on the registrations review's Payments tab.
 */
export function PostEventPayments({ eventId }: { eventId: string }) {
  const headingId = useId();
  const { data, error } = useQuery(PostEventPaymentsQuery, { variables: { eventId }, fetchPolicy: 'network-only' });
  const rows = useMemo(() => (data ? paymentRows(data) : []), [data]);
  const content = (() => {
    if (error && !data) return <Alert variant="danger">{staffFailureMessage(error)}</Alert>;
    if (!data) return <Loading />;
    const currency = data.paymentSettings.currency;
    const amount = (value: number) => `${formatMinorUnits(value, currency)} ${currency}`;
    if (rows.length === 0) return <p>No registration of this event owed or paid anything.</p>;
    const sums = paymentSums(rows);
    const amountColumn = (key: 'owed' | 'paid' | 'waived' | 'balance', header: string): StaffColumn<PostEventPaymentRow> => ({
      key,
      header,
      className: 'text-end',
      render: (r) => formatMinorUnits(r.account[key], currency),
      sortValue: (r) => r.account[key],
    });
    const columns: StaffColumn<PostEventPaymentRow>[] = [
      { key: 'player', header: 'Player', rowHeader: true, render: (r) => personName(r.user), sortValue: (r) => personName(r.user) },
      {
        key: 'status',
        header: 'Status',
        render: (r) => <PaymentStatusBadge status={r.account.status} />,
        sortValue: (r) => r.account.status,
      },
      amountColumn('owed', `Owed (${currency})`),
      amountColumn('paid', 'Paid'),
      amountColumn('waived', 'Waived'),
      amountColumn('balance', 'Balance'),
      {
        key: 'character',
        header: 'Character',
        render: (r) => r.character?.characterName ?? '—',
        sortValue: (r) => r.character?.characterName,
      },
      { key: 'role', header: 'Role', render: (r) => r.eventRole.toUpperCase(), sortValue: (r) => r.eventRole },
      { key: 'state', header: 'State', render: (r) => (r.state ? r.state.toLowerCase() : 'unreviewed'), sortValue: (r) => r.state ?? '' },
    ];
    return (
      <>
        <p className="mb-1">
          Owed: {amount(sums.owed)} · Paid: {amount(sums.paid)} · Waived: {amount(sums.waived)} · Balance: {amount(sums.balance)}
        </p>
        <p>
          {sums.owing === 0 ? 'Nobody still owes.' : `${sums.owing} still owe${sums.owing === 1 ? 's' : ''}.`}{' '}
          {sums.overpaid > 0 && `${sums.overpaid} paid more than they owe: a refund to propose.`} Payments are recorded on the{' '}
          <Link to={`/staff/manage_events/${eventId}/attendance?tab=payments`}>registrations review&apos;s Payments tab</Link>.
        </p>
        <StaffTable
          label="Payments"
          noun="registrations"
          rows={rows}
          rowKey={(r) => r.id}
          columns={columns}
          searchText={(r) => `${personName(r.user)} ${r.character?.characterName ?? ''}`}
          searchLabel="Search players and characters"
        />
      </>
    );
  })();
  return (
    <section aria-labelledby={headingId} className="mt-4">
      <h2 className="h4" id={headingId}>
        Payments
      </h2>
      {content}
    </section>
  );
}

import { MockedProvider } from '@apollo/client/testing/react';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { bigEvent } from '../../test/staff-events-fixtures';
import { EventPaymentsQuery, MarkPaidCashMutation, RecordPaymentMutation } from './payments.operations';
import { filterPayments, PaymentsTab } from './payments-tab';

// r0 accepted pc, r1 unreviewed npc, r2 waitlisted pc, r3 accepted npc
jest.setTimeout(30_000);

const event = bigEvent(4);

const account = (registrationId: string, owed: number, paid: number, status: string) => ({
  __typename: 'PaymentAccount' as const,
  registrationId,
  currency: 'EUR',
  price: owed,
  owed,
  paid,
  waived: 0,
  balance: owed - paid,
  status,
});
const ACCOUNTS = [
  account('r0', 2000, 0, 'unpaid'),
  account('r1', 0, 0, 'nothing_owed'),
  account('r2', 2000, 500, 'part_paid'),
  account('r3', 1000, 1500, 'overpaid'),
];
const paymentsMock = (accounts = ACCOUNTS) => ({
  request: { query: EventPaymentsQuery, variables: { eventId: 'e1' } },
  result: { data: { paymentSettings: { __typename: 'PaymentSettings' as const, currency: 'EUR' }, eventPayments: accounts } },
});

function renderTab(isAdmin: boolean, mocks: object[]) {
  return render(
    <MockedProvider mocks={mocks as never}>
      <MemoryRouter>
        <PaymentsTab event={event} isAdmin={isAdmin} />
      </MemoryRouter>
    </MockedProvider>,
  );
}

const table = () => screen.getByRole('table', { name: 'Payments' });

describe('the Payments tab', () => {
  it('keeps the registrations of the status a filter names', () => {
    const rows = event.eventRegistrations.map((registration, i) => ({ ...registration, account: ACCOUNTS[i] }));
    expect(filterPayments(rows, 'all').map((row) => row.id)).toEqual(['r0', 'r1', 'r2', 'r3']);
    expect(filterPayments(rows, 'unpaid').map((row) => row.id)).toEqual(['r0']);
    expect(filterPayments(rows, 'part_paid').map((row) => row.id)).toEqual(['r2']);
    expect(filterPayments(rows, 'overpaid').map((row) => row.id)).toEqual(['r3']);
  });

  it('shows owed, paid and balance with totals, filters, and marks the owing selected paid in cash after a confirmation', async () => {
    const user = userEvent.setup();
    let marked = 0;
    renderTab(false, [
      paymentsMock(),
      {
        request: { query: MarkPaidCashMutation, variables: { eventId: 'e1', registrationIds: ['r0', 'r2'] } },
        result: () => {
          marked += 1;
          return { data: { markPaidCash: [account('r0', 2000, 2000, 'paid'), account('r2', 2000, 2000, 'paid')] } };
        },
      },
      paymentsMock([account('r0', 2000, 2000, 'paid'), ACCOUNTS[1], account('r2', 2000, 2000, 'paid'), ACCOUNTS[3]]),
    ]);
    expect(await screen.findByText('Owed: 50.00 EUR · Paid: 20.00 EUR · Balance: 30.00 EUR')).toBeInTheDocument();
    const row = (name: string) => within(table()).getByRole('row', { name: new RegExp(name) });
    expect(within(row('First2 Last2')).getByText('Part paid')).toBeInTheDocument();
    expect(within(row('First2 Last2')).getByText('15.00')).toBeInTheDocument();
    expect(within(row('First3 Last3')).getByText('-5.00')).toBeInTheDocument();

    // Nothing selected: the action is off, and says why.
    const markPaid = screen.getByRole('button', { name: 'Mark paid (cash) (0)' });
    expect(markPaid).toBeDisabled();
    expect(markPaid).toHaveAccessibleDescription('Select registrations that still owe to mark them paid.');

    await user.selectOptions(screen.getByLabelText('Payment'), 'unpaid');
    expect(
      within(table())
        .getAllByRole('rowheader')
        .map((cell) => cell.textContent),
    ).toEqual(['First0 Last0']);
    await user.selectOptions(screen.getByLabelText('Payment'), 'all');

    // The overpaid one is selected too, but owes nothing: it is left out.
    for (const name of ['First0 Last0', 'First2 Last2', 'First3 Last3'])
      await user.click(screen.getByRole('checkbox', { name: `Select ${name}` }));
    await user.click(screen.getByRole('button', { name: 'Mark paid (cash) (2)' }));
    const dialog = await screen.findByRole('dialog', { name: 'Mark paid (cash)' });
    expect(dialog).toHaveTextContent('Record a cash payment of what each still owes, 35.00 EUR in all, for:');
    expect(
      within(dialog)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['First0 Last0: 20.00 EUR', 'First2 Last2: 15.00 EUR']);
    expect(marked).toBe(0);
    await user.click(within(dialog).getByRole('button', { name: 'Mark paid' }));
    expect(await screen.findByText('Marked paid (cash): 2 registrations')).toBeInTheDocument();
    expect(marked).toBe(1);
    await waitFor(() => expect(within(row('First0 Last0')).getByText('Paid')).toBeInTheDocument());
  });

  it('offers admins a refund with a reason, and keeps what was typed when the amount is not one', async () => {
    const user = userEvent.setup();
    renderTab(true, [
      paymentsMock(),
      {
        request: {
          query: RecordPaymentMutation,
          variables: { registrationId: 'r3', input: { kind: 'refund', amount: 500, method: 'bank_transfer', reason: 'Paid twice' } },
        },
        result: { data: { recordPayment: account('r3', 1000, 1000, 'paid') } },
      },
      paymentsMock(),
    ]);
    await user.click(await screen.findByRole('button', { name: 'Refund First3 Last3' }));
    const dialog = await screen.findByRole('dialog', { name: 'Refund: First3 Last3' });
    // The refund proposed is filled in: what was paid beyond what is owed.
    const amount = within(dialog).getByLabelText('Amount to refund (EUR)');
    expect(amount).toHaveValue('5.00');
    await user.clear(amount);
    await user.type(amount, '5.001');
    await user.type(within(dialog).getByLabelText('Reason (required)'), 'Paid twice');
    await user.click(within(dialog).getByRole('button', { name: 'Record the refund' }));
    expect(await within(dialog).findByText('Enter the amount in EUR, e.g. 20.00')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Reason (required)')).toHaveValue('Paid twice');

    await user.clear(amount);
    await user.type(amount, '5');
    await user.click(within(dialog).getByRole('button', { name: 'Record the refund' }));
    expect(await screen.findByText('Record the refund: First3 Last3, 5.00 EUR')).toBeInTheDocument();
  });
});

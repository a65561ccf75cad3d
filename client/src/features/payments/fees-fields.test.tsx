import { MockedProvider } from '@apollo/client/testing/react';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toLocalInput } from '../staff-events/local-date-time';
import { InMemoryCache } from '@apollo/client';
import { FEES_TEXT, FeesFields, feesCommand, forgetPaymentAccounts, type FeesValues } from './fees-fields';
import { EventFeesQuery, EventPaymentsQuery, PaymentSettingsQuery } from './payments.operations';

jest.setTimeout(30_000);

const ROLES = [
  { code: 'pc', description: 'Player character' },
  { code: 'npc', description: 'Non-player character' },
];
const EARLY_UNTIL = '2026-05-01T10:00:00.000Z';

const values = (change: Partial<FeesValues> = {}): FeesValues => ({
  currency: 'EUR',
  dueOn: 'acceptance',
  refundPolicy: 'full',
  keptFee: '',
  fees: {},
  ...change,
});

describe('the fees the event form sends', () => {
  it('turns typed prices into minor units; an empty price charges that role nothing', () => {
    expect(
      feesCommand(
        values({
          refundPolicy: 'fee_kept',
          keptFee: '5',
          fees: {
            pc: { price: '60', earlyPrice: '50,5', earlyUntil: toLocalInput(EARLY_UNTIL) },
            npc: { price: '', earlyPrice: '', earlyUntil: '' },
          },
        }),
        ROLES,
      ),
    ).toEqual({
      dueOn: 'acceptance',
      refundPolicy: 'fee_kept',
      keptFee: 500,
      fees: [{ eventRole: 'pc', price: 6000, earlyPrice: 5050, earlyUntil: EARLY_UNTIL }],
    });
    expect(feesCommand(values({ currency: 'JPY', fees: { pc: { price: '2000', earlyPrice: '', earlyUntil: '' } } }), ROLES)).toMatchObject({
      fees: [{ eventRole: 'pc', price: 2000, earlyPrice: null, earlyUntil: null }],
    });
  });

  it.each([
    [{ pc: { price: '20.005', earlyPrice: '', earlyUntil: '' } }, FEES_TEXT.amount('The price for pc', 'EUR')],
    [{ pc: { price: '-20', earlyPrice: '', earlyUntil: '' } }, 'The price for pc is not an amount in EUR, e.g. 20.00'],
    [{ pc: { price: '20', earlyPrice: 'ten', earlyUntil: toLocalInput(EARLY_UNTIL) } }, FEES_TEXT.amount('The early price for pc', 'EUR')],
    [{ pc: { price: '20', earlyPrice: '15', earlyUntil: '' } }, FEES_TEXT.earlyPair('pc')],
    [{ npc: { price: '', earlyPrice: '15', earlyUntil: '' } }, FEES_TEXT.earlyWithoutPrice('npc')],
  ])('refuses %o: %s', (fees, problem) => {
    expect(feesCommand(values({ fees }), ROLES)).toBe(problem);
  });

  it('refuses a kept fee that is not an amount, and keeps none unless the policy keeps a fee', () => {
    expect(feesCommand(values({ refundPolicy: 'fee_kept', keptFee: '5.5.5' }), ROLES)).toBe(
      FEES_TEXT.amount('The fee kept on cancellation', 'EUR'),
    );
    expect(feesCommand(values({ refundPolicy: 'full', keptFee: '5.5.5' }), ROLES)).toMatchObject({ keptFee: 0 });
  });
});

describe('the Fees fieldset', () => {
  it("starts from the event's fees in the currency's units and reports each change", async () => {
    const user = userEvent.setup();
    const onChange = jest.fn();
    const fees = {
      __typename: 'EventFees' as const,
      eventId: 'e1',
      currency: 'EUR',
      dueOn: 'registration',
      refundPolicy: 'fee_kept',
      keptFee: 300,
      fees: [{ __typename: 'EventFee' as const, eventRole: 'pc', price: 6000, earlyPrice: 5000, earlyUntil: EARLY_UNTIL }],
    };
    render(
      <MockedProvider mocks={[{ request: { query: EventFeesQuery, variables: { eventId: 'e1' } }, result: { data: { eventFees: fees } } }]}>
        <FeesFields eventId="e1" roles={ROLES} onChange={onChange} />
      </MockedProvider>,
    );
    const pcPrice = await screen.findByRole('textbox', { name: 'Price for Player character' });
    expect(pcPrice).toHaveValue('60.00');
    expect(screen.getByRole('textbox', { name: 'Early price for Player character' })).toHaveValue('50.00');
    expect(screen.getByLabelText('Early price for Player character until')).toHaveValue(toLocalInput(EARLY_UNTIL));
    expect(screen.getByRole('textbox', { name: 'Price for Non-player character' })).toHaveValue('');
    expect(screen.getByLabelText('The fee is owed')).toHaveValue('registration');
    expect(screen.getByLabelText('Fee kept (EUR)')).toHaveValue('3.00');
    expect(onChange).toHaveBeenLastCalledWith(expect.objectContaining({ currency: 'EUR', keptFee: '3.00' }));

    await user.type(screen.getByRole('textbox', { name: 'Price for Non-player character' }), '15');
    expect(onChange).toHaveBeenLastCalledWith(
      expect.objectContaining({ fees: expect.objectContaining({ npc: { price: '15', earlyPrice: '', earlyUntil: '' } }) }),
    );
    await user.selectOptions(screen.getByLabelText('A cancellation refunds'), 'full');
    expect(screen.queryByLabelText('Fee kept (EUR)')).not.toBeInTheDocument();
  });

  it("a new event starts empty in the site's currency", async () => {
    const onChange = jest.fn();
    render(
      <MockedProvider
        mocks={[
          {
            request: { query: PaymentSettingsQuery },
            result: {
              data: {
                paymentSettings: {
                  __typename: 'PaymentSettings' as const,
                  currency: 'JPY',
                  currencyFixed: false,
                  paymentAccount: null,
                  retentionYears: 10,
                },
              },
            },
          },
        ]}
      >
        <FeesFields eventId={undefined} roles={ROLES} onChange={onChange} />
      </MockedProvider>,
    );
    expect(await screen.findByRole('columnheader', { name: 'Price (JPY)' })).toBeInTheDocument();
    await waitFor(() => expect(onChange).toHaveBeenLastCalledWith(values({ currency: 'JPY' })));
  });
});

describe('after the fees are saved', () => {
  it('drops the cached accounts, so the Payments tab reads what is owed at the new fee instead of showing the old', () => {
    const cache = new InMemoryCache();
    const account = {
      __typename: 'PaymentAccount' as const,
      registrationId: 'r1',
      currency: 'EUR',
      price: null,
      owed: 0,
      paid: 0,
      waived: 0,
      balance: 0,
      status: 'nothing_owed',
    };
    const data = { paymentSettings: { __typename: 'PaymentSettings' as const, currency: 'EUR' }, eventPayments: [account] };
    cache.writeQuery({ query: EventPaymentsQuery, variables: { eventId: 'e1' }, data });
    cache.writeQuery({ query: EventPaymentsQuery, variables: { eventId: 'e2' }, data });
    expect(cache.readQuery({ query: EventPaymentsQuery, variables: { eventId: 'e1' } })?.eventPayments).toHaveLength(1);
    forgetPaymentAccounts(cache);
    expect(cache.readQuery({ query: EventPaymentsQuery, variables: { eventId: 'e1' } })).toBeNull();
    expect(cache.readQuery({ query: EventPaymentsQuery, variables: { eventId: 'e2' } })).toBeNull();
  });
});

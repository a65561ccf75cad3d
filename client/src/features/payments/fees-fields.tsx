import type { ApolloCache } from '@apollo/client';
import { skipToken, useQuery } from '@apollo/client/react';
import { formatMinorUnits, parseMinorUnits } from '@larp/rules';
import { useEffect, useId, useMemo, useState } from 'react';
import Form from 'react-bootstrap/Form';
import Table from 'react-bootstrap/Table';
import type { EventFeesInput } from '../../graphql/generated/graphql';
import { fromLocalInput, toLocalInput } from '../staff-events/local-date-time';
import { EventFeesQuery, PaymentSettingsQuery } from './payments.operations';

export interface RoleFeeValues {
  price: string;
  earlyPrice: string;
  earlyUntil: string;
}

/** The Fees fieldset's values as typed (amounts in the currency's units, '' = none). */
export interface FeesValues {
  currency: string;
  dueOn: 'acceptance' | 'registration';
  refundPolicy: 'full' | 'none' | 'fee_kept';
  keptFee: string;
  fees: Record<string, RoleFeeValues>;
}

const EMPTY_FEE: RoleFeeValues = { price: '', earlyPrice: '', earlyUntil: '' };

export const FEES_TEXT = {
  legend: 'Fees',
  help: (currency: string) =>
    `Amounts in ${currency}, the site's currency. An empty price: that role pays nothing. The early price holds for registrations made before its date.`,
  amount: (label: string, currency: string) => `${label} is not an amount in ${currency}, e.g. ${formatMinorUnits(2000, currency)}`,
  earlyPair: (role: string) => `The early price for ${role} needs its date, and the date its price`,
  earlyWithoutPrice: (role: string) => `The early price for ${role} needs a price too`,
} as const;

/**
 * The event's fees as the server takes them, or the first problem with what was typed (the
 * server checks again).
 */
export function feesCommand(values: FeesValues, roles: readonly { code: string }[]): EventFeesInput | string {
  const fees: EventFeesInput['fees'] = [];
  for (const { code } of roles) {
    const typed = values.fees[code] ?? EMPTY_FEE;
    const price = typed.price.trim();
    const early = typed.earlyPrice.trim();
    const until = typed.earlyUntil.trim();
    if (price === '') {
      if (early !== '' || until !== '') return FEES_TEXT.earlyWithoutPrice(code);
      continue;
    }
    const priceUnits = parseMinorUnits(price, values.currency);
    if (priceUnits === null) return FEES_TEXT.amount(`The price for ${code}`, values.currency);
    if ((early === '') !== (until === '')) return FEES_TEXT.earlyPair(code);
    const earlyUnits = early === '' ? null : parseMinorUnits(early, values.currency);
    if (early !== '' && earlyUnits === null) return FEES_TEXT.amount(`The early price for ${code}`, values.currency);
    const earlyUntil = until === '' ? null : fromLocalInput(until);
    if (until !== '' && !earlyUntil) return FEES_TEXT.earlyPair(code);
    fees.push({ eventRole: code, price: priceUnits, earlyPrice: earlyUnits, earlyUntil });
  }
  const keptFee = values.refundPolicy === 'fee_kept' ? parseMinorUnits(values.keptFee || '0', values.currency) : 0;
  if (keptFee === null) return FEES_TEXT.amount('The fee kept on cancellation', values.currency);
  return { dueOn: values.dueOn, refundPolicy: values.refundPolicy, keptFee, fees };
}

/** One price of the fees table, typed in the currency's units (a decimal keypad on a phone). */
function PriceInput({
  label,
  value,
  placeholder,
  onChange,
}: {
  label: string;
  value: string;
  placeholder: string;
  onChange: (change: React.ChangeEvent<HTMLInputElement>) => void;
}) {
  return (
    <Form.Control
      size="sm"
      inputMode="decimal"
      aria-label={label}
      value={value}
      onChange={onChange}
      placeholder={placeholder}
      style={{ minWidth: '6rem' }}
    />
  );
}

/**
 * After an event's fees were saved: what registrations owe changed on the server, so the accounts
 * held in the cache (the review's Payments tab, a registration's payments) are dropped and read
 * again when next shown, never shown at the old fee.
 */
export function forgetPaymentAccounts(cache: ApolloCache): void {
  cache.evict({ id: 'ROOT_QUERY', fieldName: 'eventPayments' });
  cache.evict({ id: 'ROOT_QUERY', fieldName: 'registrationPayments' });
  cache.gc();
}

/**
 * The event form's Fees fieldset: a price per event role type of the ruleset with an optional
 * early price and date, when the fee is owed and what a cancellation refunds. It reports null until
 * the event's fees (or, for a new event, the site's currency) are loaded; the form then leaves the
 * fees as they are.
 */
export function FeesFields({
  eventId,
  roles,
  onChange,
}: {
  eventId: string | undefined;
  roles: readonly { code: string; description: string }[];
  onChange: (values: FeesValues | null) => void;
}) {
  const ids = { dueOn: useId(), refund: useId(), kept: useId(), help: useId() };
  const fees = useQuery(EventFeesQuery, eventId ? { variables: { eventId }, fetchPolicy: 'network-only' } : skipToken);
  const settings = useQuery(PaymentSettingsQuery, eventId ? skipToken : {});
  const loaded = useMemo((): FeesValues | null => {
    if (!eventId) {
      const currency = settings.data?.paymentSettings.currency;
      return currency ? { currency, dueOn: 'acceptance', refundPolicy: 'full', keptFee: '', fees: {} } : null;
    }
    const event = fees.data?.eventFees;
    if (!event) return null;
    const amount = (value: number) => formatMinorUnits(value, event.currency);
    return {
      currency: event.currency,
      dueOn: event.dueOn === 'registration' ? 'registration' : 'acceptance',
      refundPolicy: event.refundPolicy === 'none' || event.refundPolicy === 'fee_kept' ? event.refundPolicy : 'full',
      keptFee: event.keptFee ? amount(event.keptFee) : '',
      fees: Object.fromEntries(
        event.fees.map((fee) => [
          fee.eventRole,
          {
            price: amount(fee.price),
            earlyPrice: fee.earlyPrice === null ? '' : amount(fee.earlyPrice),
            earlyUntil: fee.earlyUntil ? toLocalInput(fee.earlyUntil) : '',
          },
        ]),
      ),
    };
  }, [eventId, fees.data, settings.data]);
  const [edited, setEdited] = useState<FeesValues | null>(null);
  const values = edited ?? loaded;
  useEffect(() => onChange(values), [values, onChange]);
  if (!values) return null;
  const setFee = (role: string, field: keyof RoleFeeValues) => (change: React.ChangeEvent<HTMLInputElement>) =>
    setEdited({ ...values, fees: { ...values.fees, [role]: { ...(values.fees[role] ?? EMPTY_FEE), [field]: change.target.value } } });
  return (
    <fieldset className="mb-3" aria-describedby={ids.help}>
      <legend className="h5">{FEES_TEXT.legend}</legend>
      <Form.Text as="p" id={ids.help} className="mt-0">
        {FEES_TEXT.help(values.currency)}
      </Form.Text>
      <div className="table-responsive">
        <Table size="sm" className="align-middle">
          <thead>
            <tr>
              <th scope="col">Role</th>
              <th scope="col">Price ({values.currency})</th>
              <th scope="col">Early price</th>
              <th scope="col">Early price until</th>
            </tr>
          </thead>
          <tbody>
            {roles.map((role) => {
              const fee = values.fees[role.code] ?? EMPTY_FEE;
              return (
                <tr key={role.code}>
                  <th scope="row">{role.description || role.code}</th>
                  <td>
                    <PriceInput
                      label={`Price for ${role.description || role.code}`}
                      value={fee.price}
                      placeholder="no fee"
                      onChange={setFee(role.code, 'price')}
                    />
                  </td>
                  <td>
                    <PriceInput
                      label={`Early price for ${role.description || role.code}`}
                      value={fee.earlyPrice}
                      placeholder="none"
                      onChange={setFee(role.code, 'earlyPrice')}
                    />
                  </td>
                  <td>
                    <Form.Control
                      size="sm"
                      type="datetime-local"
                      aria-label={`Early price for ${role.description || role.code} until`}
                      value={fee.earlyUntil}
                      onChange={setFee(role.code, 'earlyUntil')}
                    />
                  </td>
                </tr>
              );
            })}
          </tbody>
        </Table>
      </div>
      <div className="d-flex flex-wrap gap-3">
        <Form.Group controlId={ids.dueOn} className="mb-2">
          <Form.Label>The fee is owed</Form.Label>
          <Form.Select
            value={values.dueOn}
            onChange={(change) => setEdited({ ...values, dueOn: change.target.value as FeesValues['dueOn'] })}
          >
            <option value="acceptance">On acceptance</option>
            <option value="registration">On registration</option>
          </Form.Select>
        </Form.Group>
        <Form.Group controlId={ids.refund} className="mb-2">
          <Form.Label>A cancellation refunds</Form.Label>
          <Form.Select
            value={values.refundPolicy}
            onChange={(change) => setEdited({ ...values, refundPolicy: change.target.value as FeesValues['refundPolicy'] })}
          >
            <option value="full">Everything paid</option>
            <option value="fee_kept">All but a kept fee</option>
            <option value="none">Nothing</option>
          </Form.Select>
        </Form.Group>
        {values.refundPolicy === 'fee_kept' && (
          <Form.Group controlId={ids.kept} className="mb-2">
            <Form.Label>Fee kept ({values.currency})</Form.Label>
            <Form.Control
              inputMode="decimal"
              value={values.keptFee}
              onChange={(change) => setEdited({ ...values, keptFee: change.target.value })}
            />
          </Form.Group>
        )}
      </div>
    </fieldset>
  );
}

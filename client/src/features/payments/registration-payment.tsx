import { useQuery } from '@apollo/client/react';
import { formatMinorUnits, printedReference } from '@larp/rules';
import Alert from 'react-bootstrap/Alert';
import { RegistrationPaymentsQuery } from './payments.operations';

export const PAYMENT_TEXT = {
  heading: 'Payment',
  owes: (amount: string, currency: string) => `You owe ${amount} ${currency}.`,
  paid: 'Paid in full. Thank you!',
  refundDue: (amount: string, currency: string) => `You paid ${amount} ${currency} more than you owe: the organisers will refund it.`,
  reference: 'Payment reference',
  referenceHint: 'Write this reference in your bank transfer so the payment is matched to your registration.',
  account: 'Pay to',
  noAccount: 'The organisers have not given bank details yet: ask them how to pay.',
} as const;

/**
 * What a registration owes, with the reference and the account to pay to (the registration page and
 * the ticket). Shows nothing when the event charges this registration nothing, or offline.
 */
export function RegistrationPayment({ registrationId }: { registrationId: string }) {
  const { data } = useQuery(RegistrationPaymentsQuery, { variables: { registrationId }, fetchPolicy: 'cache-and-network' });
  const account = data?.registrationPayments;
  if (!account || (account.owed === 0 && account.paid === 0 && account.waived === 0)) return null;
  const amount = (value: number) => formatMinorUnits(value, account.currency);
  return (
    <section aria-labelledby="payment-heading" className="my-3">
      <h2 id="payment-heading" className="h5">
        {PAYMENT_TEXT.heading}
      </h2>
      {account.balance > 0 && (
        <Alert variant="warning" className="mb-2">
          {PAYMENT_TEXT.owes(amount(account.balance), account.currency)}
        </Alert>
      )}
      {account.balance === 0 && <p>{PAYMENT_TEXT.paid}</p>}
      {account.balance < 0 && <p>{PAYMENT_TEXT.refundDue(amount(-account.balance), account.currency)}</p>}
      {account.balance > 0 && (
        <dl className="mb-0">
          <dt>{PAYMENT_TEXT.reference}</dt>
          <dd>
            <span className="font-monospace fs-5 text-break">{printedReference(account.reference)}</span>
            <br />
            <small>{PAYMENT_TEXT.referenceHint}</small>
          </dd>
          <dt>{PAYMENT_TEXT.account}</dt>
          <dd className="text-break" style={{ whiteSpace: 'pre-line' }}>
            {account.paymentAccount ?? PAYMENT_TEXT.noAccount}
          </dd>
        </dl>
      )}
    </section>
  );
}

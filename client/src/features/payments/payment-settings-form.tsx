import { useMutation, useQuery } from '@apollo/client/react';
import { isCurrencyCode, PAYMENT_MESSAGES } from '@larp/rules';
import { useEffect, useState } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import Spinner from 'react-bootstrap/Spinner';
import { FormMessage } from '../../components/form-message';
import { classifyFailure, failureMessage } from '../accounts/form-result';
import { PaymentSettingsQuery, UpdatePaymentSettingsMutation } from './payments.operations';

const FAILED = { invalid: 'The change was refused.', error: 'The change could not be saved. Please try again later.' };

type Fields = { currency: string; paymentAccount: string; retentionYears: string };

/**
 * The site's payment settings on the site settings page: the currency (fixed once a payment is
 * recorded, which the field then says), the account players pay to and how long payments are kept.
 */
export function PaymentSettingsForm({ onDirty }: { onDirty: (dirty: boolean) => void }) {
  const { data } = useQuery(PaymentSettingsQuery);
  const settings = data?.paymentSettings;
  if (!settings) return null;
  return (
    <SettingsForm
      initial={{
        currency: settings.currency,
        paymentAccount: settings.paymentAccount ?? '',
        retentionYears: String(settings.retentionYears),
      }}
      currencyFixed={settings.currencyFixed}
      onDirty={onDirty}
    />
  );
}

function SettingsForm({ initial, currencyFixed, onDirty }: { initial: Fields; currencyFixed: boolean; onDirty: (dirty: boolean) => void }) {
  const [fields, setFields] = useState(initial);
  const [saved, setSaved] = useState(initial);
  const dirty =
    fields.currency !== saved.currency || fields.paymentAccount !== saved.paymentAccount || fields.retentionYears !== saved.retentionYears;
  useEffect(() => onDirty(dirty), [dirty, onDirty]);
  const [result, setResult] = useState<{ variant: 'success' | 'danger'; message: string } | null>(null);
  const [save, { loading }] = useMutation(UpdatePaymentSettingsMutation, { refetchQueries: [PaymentSettingsQuery] });

  async function submit(event: React.SubmitEvent) {
    event.preventDefault();
    const currency = fields.currency.trim().toUpperCase();
    if (!isCurrencyCode(currency)) {
      setResult({ variant: 'danger', message: PAYMENT_MESSAGES.currency });
      return;
    }
    const retentionYears = Number(fields.retentionYears);
    if (!/^\d{1,2}$/.test(fields.retentionYears.trim()) || retentionYears < 1 || retentionYears > 30) {
      setResult({ variant: 'danger', message: PAYMENT_MESSAGES.retention });
      return;
    }
    try {
      await save({
        variables: {
          input: { ...(currencyFixed ? {} : { currency }), paymentAccount: fields.paymentAccount, retentionYears },
        },
      });
      const now = { ...fields, currency };
      setFields(now);
      setSaved(now);
      setResult({ variant: 'success', message: 'Payment settings saved' });
    } catch (failure) {
      setResult({ variant: 'danger', message: failureMessage(classifyFailure(failure), FAILED) });
    }
  }

  return (
    <Form onSubmit={(event) => void submit(event)} aria-labelledby="payments-heading" className="mb-5" style={{ maxWidth: '40rem' }}>
      <h2 id="payments-heading" className="h4">
        Payments
      </h2>
      <Form.Group className="mb-3" controlId="site-currency">
        <Form.Label>Currency</Form.Label>
        <Form.Control
          value={fields.currency}
          maxLength={3}
          disabled={currencyFixed}
          aria-describedby="site-currency-help"
          style={{ maxWidth: '8rem' }}
          onChange={(event) => setFields({ ...fields, currency: event.target.value })}
        />
        <Form.Text id="site-currency-help">
          {currencyFixed
            ? `${PAYMENT_MESSAGES.currencyFixed}: every fee and payment is in ${fields.currency}.`
            : 'The three-letter ISO 4217 code every fee and payment is in, e.g. EUR. It is fixed once the first payment is recorded.'}
        </Form.Text>
      </Form.Group>
      <Form.Group className="mb-3" controlId="site-payment-account">
        <Form.Label>Account players pay to</Form.Label>
        <Form.Control
          as="textarea"
          rows={3}
          maxLength={2000}
          value={fields.paymentAccount}
          onChange={(event) => setFields({ ...fields, paymentAccount: event.target.value })}
        />
        <Form.Text>Shown with the amount and the payment reference on each registration, ticket and confirmation mail.</Form.Text>
      </Form.Group>
      <Form.Group className="mb-3" controlId="site-retention">
        <Form.Label>Keep payments for (years)</Form.Label>
        <Form.Control
          inputMode="numeric"
          value={fields.retentionYears}
          style={{ maxWidth: '8rem' }}
          onChange={(event) => setFields({ ...fields, retentionYears: event.target.value })}
        />
        <Form.Text>Bookkeeping law often asks for 10 years. Erasing an account pseudonymises its payments.</Form.Text>
      </Form.Group>
      <Button type="submit" disabled={loading}>
        {loading && <Spinner as="span" animation="border" size="sm" className="me-1" aria-hidden="true" />}
        Save the payment settings
      </Button>
      {result && (
        <FormMessage trigger={result} variant={result.variant}>
          {result.message}
        </FormMessage>
      )}
    </Form>
  );
}

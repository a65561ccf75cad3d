import { useMutation } from '@apollo/client/react';
import { useId, useState } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { FormMessage } from '../../components/form-message';
import { ACCOUNT_TEXT } from './account-messages';
import { ResendVerificationMutation } from './accounts.operations';
import { classifyFailure, failureMessage } from './form-result';

type ResendState = { kind: 'idle' } | { kind: 'sent' } | { kind: 'failed'; message: string };

/** The form that sends a new verification link (the spec's resend_verification action). */
export function ResendVerificationForm({ initialEmail = '' }: { initialEmail?: string }) {
  const [email, setEmail] = useState(initialEmail);
  const [state, setState] = useState<ResendState>({ kind: 'idle' });
  const [resend, { loading }] = useMutation(ResendVerificationMutation);
  const fieldId = useId();

  async function handleSubmit(event: React.SubmitEvent) {
    event.preventDefault();
    try {
      await resend({ variables: { email: email.trim() } });
      setState({ kind: 'sent' });
    } catch (error) {
      const message = failureMessage(classifyFailure(error), {
        invalid: ACCOUNT_TEXT.resendInvalid,
        error: ACCOUNT_TEXT.resendError,
      });
      setState({ kind: 'failed', message });
    }
  }

  return (
    <Form onSubmit={(event) => void handleSubmit(event)} aria-label="Resend verification email" className="mt-3">
      <Form.Group className="mb-2" controlId={fieldId}>
        <Form.Label>Email address for the verification link</Form.Label>
        <Form.Control type="email" autoComplete="email" value={email} onChange={(event) => setEmail(event.target.value)} required />
      </Form.Group>
      <Button type="submit" variant="secondary" disabled={loading}>
        Resend verification email
      </Button>
      {state.kind === 'sent' && (
        <FormMessage trigger={state} variant="success">
          {ACCOUNT_TEXT.resendSuccess}
        </FormMessage>
      )}
      {state.kind === 'failed' && (
        <FormMessage trigger={state} variant="danger">
          {state.message}
        </FormMessage>
      )}
    </Form>
  );
}

import { useMutation } from '@apollo/client/react';
import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { Link } from 'react-router';
import { FormMessage } from '../../components/form-message';
import { ACCOUNT_TEXT } from '../../features/accounts/account-messages';
import { ForgotPasswordMutation } from '../../features/accounts/accounts.operations';
import { classifyFailure, failureMessage } from '../../features/accounts/form-result';
import { PageTitle } from '../../components/page-title';

type ForgotState = { kind: 'idle' } | { kind: 'sent' } | { kind: 'failed'; message: string };

/** /forgot_password: asks for a reset link. The answer is the same whether or not the account exists. */
export function ForgotPasswordPage() {
  const [email, setEmail] = useState('');
  const [state, setState] = useState<ForgotState>({ kind: 'idle' });
  const [forgotPassword, { loading }] = useMutation(ForgotPasswordMutation);

  async function handleSubmit(event: React.SubmitEvent) {
    event.preventDefault();
    try {
      await forgotPassword({ variables: { email: email.trim() } });
      setState({ kind: 'sent' });
    } catch (error) {
      // The spec gives no server-fault text for this form; the resend-email one says the same thing.
      const message = failureMessage(classifyFailure(error), {
        invalid: ACCOUNT_TEXT.forgotInvalid,
        error: ACCOUNT_TEXT.resendError,
      });
      setState({ kind: 'failed', message });
    }
  }

  return (
    <>
      <PageTitle>Forgot Password</PageTitle>
      <h1>Forgot Password</h1>
      <Form onSubmit={(event) => void handleSubmit(event)} aria-label="Request a password reset">
        <Form.Group className="mb-3" controlId="forgot-email">
          <Form.Label>Email</Form.Label>
          <Form.Control type="email" autoComplete="email" required value={email} onChange={(event) => setEmail(event.target.value)} />
        </Form.Group>
        <Button type="submit" disabled={loading}>
          Send reset link
        </Button>
      </Form>
      {state.kind === 'sent' && (
        <FormMessage trigger={state} variant="success">
          {ACCOUNT_TEXT.forgotSuccess}
        </FormMessage>
      )}
      {state.kind === 'failed' && (
        <FormMessage trigger={state} variant="danger">
          {state.message}
        </FormMessage>
      )}
      <Link to="/login" className="btn btn-link ps-0 mt-3">
        Back to login
      </Link>
    </>
  );
}

export default ForgotPasswordPage;

import { useMutation } from '@apollo/client/react';
import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { Link, useParams } from 'react-router';
import { FormMessage } from '../../components/form-message';
import { ACCOUNT_TEXT } from '../../features/accounts/account-messages';
import { ResetPasswordMutation } from '../../features/accounts/accounts.operations';
import { classifyFailure, failureMessage } from '../../features/accounts/form-result';
import { PageTitle } from '../../components/page-title';

type ResetState = { kind: 'idle' } | { kind: 'changed' } | { kind: 'failed'; message: string };

/** /reset_password/:token: a new password and its confirmation (events §2, §5). */
export function ResetPasswordPage() {
  const { token = '' } = useParams();
  const [password, setPassword] = useState('');
  const [passwordConfirm, setPasswordConfirm] = useState('');
  const [state, setState] = useState<ResetState>({ kind: 'idle' });
  const [resetPassword, { loading }] = useMutation(ResetPasswordMutation);

  async function handleSubmit(event: React.SubmitEvent) {
    event.preventDefault();
    if (password === '' || password !== passwordConfirm) {
      setState({ kind: 'failed', message: ACCOUNT_TEXT.resetMismatch });
      return;
    }
    try {
      await resetPassword({ variables: { input: { token, password, passwordConfirm } } });
      setState({ kind: 'changed' });
    } catch (error) {
      const message = failureMessage(classifyFailure(error), {
        invalid: ACCOUNT_TEXT.resetInvalid,
        error: ACCOUNT_TEXT.resetError,
      });
      setState({ kind: 'failed', message });
    }
  }

  if (state.kind === 'changed') {
    return (
      <>
        <PageTitle>Reset Password</PageTitle>
        <h1>Reset Password</h1>
        <FormMessage trigger={state} variant="success">
          {ACCOUNT_TEXT.resetSuccess}
        </FormMessage>
        <Link to="/login">Back to login</Link>
      </>
    );
  }

  return (
    <>
      <PageTitle>Reset Password</PageTitle>
      <h1>Reset Password</h1>
      <Form onSubmit={(event) => void handleSubmit(event)} noValidate aria-label="Choose a new password">
        <Form.Group className="mb-3" controlId="reset-password">
          <Form.Label>New Password</Form.Label>
          <Form.Control
            type="password"
            autoComplete="new-password"
            value={password}
            onChange={(event) => setPassword(event.target.value)}
          />
        </Form.Group>
        <Form.Group className="mb-3" controlId="reset-password-confirm">
          <Form.Label>Confirm New Password</Form.Label>
          <Form.Control
            type="password"
            autoComplete="new-password"
            value={passwordConfirm}
            onChange={(event) => setPasswordConfirm(event.target.value)}
          />
        </Form.Group>
        <Button type="submit" disabled={loading}>
          Change Password
        </Button>
      </Form>
      {state.kind === 'failed' && (
        <FormMessage trigger={state} variant="danger">
          {state.message}
        </FormMessage>
      )}
    </>
  );
}

export default ResetPasswordPage;

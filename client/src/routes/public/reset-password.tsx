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
import { PASSWORD_RULE } from '@larp/rules';

type ResetState = { kind: 'idle' } | { kind: 'changed' } | { kind: 'failed'; message: string; linkUnusable?: boolean };

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
      const failure = classifyFailure(error);
      const message = failureMessage(failure, {
        invalid: ACCOUNT_TEXT.resetInvalid,
        error: ACCOUNT_TEXT.resetError,
      });
      // A used or expired link cannot be tried again: the way on is a new one.
      setState({ kind: 'failed', message, linkUnusable: failure.status === 'invalid' && /reset link/.test(failure.serverMessage ?? '') });
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
            aria-describedby="reset-password-rule"
            onChange={(event) => setPassword(event.target.value)}
          />
          <Form.Text id="reset-password-rule">{PASSWORD_RULE}</Form.Text>
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
          {state.linkUnusable && (
            <>
              {' '}
              <Link to="/forgot_password">Request a new reset link</Link>
            </>
          )}
        </FormMessage>
      )}
    </>
  );
}

export default ResetPasswordPage;

import { useMutation } from '@apollo/client/react';
import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { Link, useParams, useSearchParams } from 'react-router';
import { FormMessage } from '../../components/form-message';
import { ACCOUNT_TEXT } from '../../features/accounts/account-messages';
import { VerifyAccountMutation } from '../../features/accounts/accounts.operations';
import { classifyFailure } from '../../features/accounts/form-result';
import { ResendVerificationForm } from '../../features/accounts/resend-verification-form';
import { PageTitle } from '../../components/page-title';
import { PrivacyStatementLabel } from '../../features/site/privacy-statement-label';

type VerifyState =
  | { kind: 'idle' }
  | { kind: 'verified' }
  | { kind: 'alreadyVerified'; message: string }
  | { kind: 'invalid'; message: string }
  | { kind: 'error' };

/**
 * /verify/:token. Verification is a button press, not automatic on load: the press is the user's
 * consent (and with ?options=true the privacy statement must be ticked first, events §5).
 */
export function VerifyPage() {
  const { token = '' } = useParams();
  const [searchParams] = useSearchParams();
  const askPrivacy = searchParams.get('options') === 'true';
  const [privacyAccepted, setPrivacyAccepted] = useState(false);
  const [state, setState] = useState<VerifyState>({ kind: 'idle' });
  const [verifyAccount, { loading }] = useMutation(VerifyAccountMutation);

  async function handleSubmit(event: React.SubmitEvent) {
    event.preventDefault();
    try {
      await verifyAccount({
        variables: { input: { token, ...(askPrivacy ? { privacyStatementAccepted: privacyAccepted } : {}) } },
      });
      setState({ kind: 'verified' });
    } catch (error) {
      const failure = classifyFailure(error);
      // A link of an account verified already (CONFLICT): nothing to verify or resend, the way on is to log in.
      if (failure.code === 'CONFLICT') setState({ kind: 'alreadyVerified', message: failure.serverMessage ?? ACCOUNT_TEXT.verifyError });
      // 'invalid': the server's message with the offer to resend (events §8).
      else
        setState(
          failure.status === 'invalid'
            ? { kind: 'invalid', message: failure.serverMessage ?? ACCOUNT_TEXT.verifyError }
            : { kind: 'error' },
        );
    }
  }

  if (state.kind === 'verified' || state.kind === 'alreadyVerified') {
    return (
      <>
        <PageTitle>Verify Account</PageTitle>
        <h1>Verify Account</h1>
        <FormMessage trigger={state} variant={state.kind === 'verified' ? 'success' : 'info'}>
          {state.kind === 'verified' ? ACCOUNT_TEXT.verifySuccess : state.message}
        </FormMessage>
        <Link to="/login" className="btn btn-primary">
          Log in
        </Link>
      </>
    );
  }

  return (
    <>
      <PageTitle>Verify Account</PageTitle>
      <h1>Verify Account</h1>
      <Form onSubmit={(event) => void handleSubmit(event)} aria-label="Verify account">
        {askPrivacy && (
          <Form.Check
            className="mb-3"
            id="verify-privacy"
            type="checkbox"
            label={<PrivacyStatementLabel />}
            checked={privacyAccepted}
            aria-describedby={!privacyAccepted ? 'verify-why-disabled' : undefined}
            onChange={(event) => setPrivacyAccepted(event.target.checked)}
          />
        )}
        <Button type="submit" disabled={loading || (askPrivacy && !privacyAccepted)}>
          Verify
        </Button>
        {askPrivacy && !privacyAccepted && (
          <Form.Text id="verify-why-disabled" className="d-block mt-1">
            Tick the privacy statement to verify your account.
          </Form.Text>
        )}
      </Form>
      {state.kind === 'error' && (
        <FormMessage trigger={state} variant="danger">
          {ACCOUNT_TEXT.verifyError}
        </FormMessage>
      )}
      {state.kind === 'invalid' && (
        <>
          <FormMessage trigger={state} variant="danger">
            {state.message}
          </FormMessage>
          <ResendVerificationForm />
        </>
      )}
      <Link to="/login" className="btn btn-link ps-0 mt-3">
        Back to login
      </Link>
    </>
  );
}

export default VerifyPage;

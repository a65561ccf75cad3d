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

type VerifyState = { kind: 'idle' } | { kind: 'verified' } | { kind: 'invalid'; message: string } | { kind: 'error' };

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
      // 'invalid': the server's message with the offer to resend (events §8).
      setState(
        failure.status === 'invalid' ? { kind: 'invalid', message: failure.serverMessage ?? ACCOUNT_TEXT.verifyError } : { kind: 'error' },
      );
    }
  }

  if (state.kind === 'verified') {
    return (
      <>
        <PageTitle>Verify Account</PageTitle>
        <h1>Verify Account</h1>
        <FormMessage trigger={state} variant="success">
          {ACCOUNT_TEXT.verifySuccess}
        </FormMessage>
        <Link to="/login">Log in</Link>
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
            label="I have read and accept the privacy statement"
            checked={privacyAccepted}
            onChange={(event) => setPrivacyAccepted(event.target.checked)}
          />
        )}
        <Button type="submit" disabled={loading || (askPrivacy && !privacyAccepted)}>
          Verify
        </Button>
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

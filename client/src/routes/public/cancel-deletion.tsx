import { useMutation } from '@apollo/client/react';
import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import Spinner from 'react-bootstrap/Spinner';
import { Link, useParams } from 'react-router';
import { FormMessage } from '../../components/form-message';
import { PageTitle } from '../../components/page-title';
import { classifyFailure } from '../../features/accounts/form-result';
import { CancelAccountDeletionByLinkMutation } from '../../features/privacy/deletion-link.operations';

type CancelState = { kind: 'idle' } | { kind: 'cancelled'; message: string } | { kind: 'failed'; message: string };

const CANCEL_ERROR = 'Error cancelling the deletion. Please try again.';

/**
 * /cancel_deletion/:token, the link in the deletion confirmation mail. Opening it changes
 * nothing: the button press cancels the pending deletion (no sign-in needed; the link works once).
 */
export function CancelDeletionPage() {
  const { token = '' } = useParams();
  const [state, setState] = useState<CancelState>({ kind: 'idle' });
  const [cancelDeletion, { loading }] = useMutation(CancelAccountDeletionByLinkMutation);

  async function handleSubmit(event: React.SubmitEvent) {
    event.preventDefault();
    try {
      const answer = await cancelDeletion({ variables: { token } });
      setState({ kind: 'cancelled', message: answer.data?.cancelAccountDeletionByLink ?? 'Account deletion cancelled.' });
    } catch (error) {
      const failure = classifyFailure(error);
      setState({ kind: 'failed', message: failure.status === 'invalid' && failure.serverMessage ? failure.serverMessage : CANCEL_ERROR });
    }
  }

  return (
    <>
      <PageTitle>Cancel Account Deletion</PageTitle>
      <h1>Cancel Account Deletion</h1>
      {state.kind === 'cancelled' ? (
        <>
          <FormMessage trigger={state} variant="success">
            {state.message}
          </FormMessage>
          <Link to="/login">Log in</Link>
        </>
      ) : (
        <>
          <p>Your account is scheduled to be deleted. Press the button to keep it.</p>
          <Form onSubmit={(event) => void handleSubmit(event)} aria-label="Cancel the account deletion">
            <Button type="submit" disabled={loading}>
              {loading && <Spinner animation="border" size="sm" className="me-2" aria-hidden="true" />}
              {loading ? 'Cancelling…' : 'Cancel the deletion'}
            </Button>
          </Form>
          {state.kind === 'failed' && (
            <FormMessage trigger={state} variant="danger">
              {state.message}
            </FormMessage>
          )}
        </>
      )}
    </>
  );
}

export default CancelDeletionPage;

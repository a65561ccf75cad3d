import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import Spinner from 'react-bootstrap/Spinner';
import { Form as RouterForm, Link, useActionData } from 'react-router';
import { FormMessage } from '../../components/form-message';
import { PageTitle } from '../../components/page-title';
import { useFormSubmitting, type ActionData } from '../route-action';
import type { action } from './cancel-deletion.action';

/**
 * /cancel_deletion/:token, the link in the deletion confirmation mail. Opening it changes
 * nothing: the button posts to the route's action (cancel-deletion.action.ts), which cancels the
 * pending deletion.
 */
export function CancelDeletionPage() {
  const result = useActionData<ActionData<typeof action>>();
  const submitting = useFormSubmitting();

  return (
    <>
      <PageTitle>Cancel Account Deletion</PageTitle>
      <h1>Cancel Account Deletion</h1>
      {result?.kind === 'cancelled' ? (
        <>
          <FormMessage trigger={result} variant="success">
            {result.message}
          </FormMessage>
          <Link to="/login">Log in</Link>
        </>
      ) : (
        <>
          <p>Your account is scheduled to be deleted. Press the button to keep it.</p>
          <Form as={RouterForm} method="post" aria-label="Cancel the account deletion">
            <Button type="submit" disabled={submitting}>
              {submitting && <Spinner as="span" animation="border" size="sm" className="me-2" aria-hidden="true" />}
              {submitting ? 'Cancelling…' : 'Cancel the deletion'}
            </Button>
          </Form>
          {result?.kind === 'failed' && (
            <FormMessage trigger={result} variant="danger">
              {result.message}
            </FormMessage>
          )}
        </>
      )}
    </>
  );
}

export default CancelDeletionPage;

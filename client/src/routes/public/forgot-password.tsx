import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { Form as RouterForm, Link, useActionData } from 'react-router';
import { FormMessage } from '../../components/form-message';
import { ACCOUNT_TEXT } from '../../features/accounts/account-messages';
import { PageTitle } from '../../components/page-title';
import { useFormSubmitting, type ActionData } from '../route-action';
import type { action } from './forgot-password.action';

/** /forgot_password: asks for a reset link, posted to the route's action (forgot-password.action.ts). */
export function ForgotPasswordPage() {
  const result = useActionData<ActionData<typeof action>>();
  const submitting = useFormSubmitting();

  return (
    <>
      <PageTitle>Forgot Password</PageTitle>
      <h1>Forgot Password</h1>
      <Form as={RouterForm} method="post" aria-label="Request a password reset">
        <Form.Group className="mb-3" controlId="forgot-email">
          <Form.Label>Email</Form.Label>
          <Form.Control name="email" type="email" autoComplete="email" required />
        </Form.Group>
        <Button type="submit" disabled={submitting}>
          Send reset link
        </Button>
      </Form>
      {result?.kind === 'sent' && (
        <FormMessage trigger={result} variant="success">
          {ACCOUNT_TEXT.forgotSuccess}
        </FormMessage>
      )}
      {result?.kind === 'failed' && (
        <FormMessage trigger={result} variant="danger">
          {result.message}
        </FormMessage>
      )}
      <Link to="/login" className="btn btn-link ps-0 mt-3">
        Back to login
      </Link>
    </>
  );
}

export default ForgotPasswordPage;

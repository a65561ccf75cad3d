import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { Form as RouterForm, Link, useActionData } from 'react-router';
import { FormMessage } from '../../components/form-message';
import { ACCOUNT_TEXT } from '../../features/accounts/account-messages';
import { PageTitle } from '../../components/page-title';
import { PASSWORD_RULE } from '@larp/rules';
import { useFormSubmitting, type ActionData } from '../route-action';
import type { action } from './reset-password.action';

/** /reset_password/:token: a new password and its confirmation, posted to the route's action (reset-password.action.ts). */
export function ResetPasswordPage() {
  const result = useActionData<ActionData<typeof action>>();
  const submitting = useFormSubmitting();

  if (result?.kind === 'changed') {
    return (
      <>
        <PageTitle>Reset Password</PageTitle>
        <h1>Reset Password</h1>
        <FormMessage trigger={result} variant="success">
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
      <Form as={RouterForm} method="post" noValidate aria-label="Choose a new password">
        <Form.Group className="mb-3" controlId="reset-password">
          <Form.Label>New Password</Form.Label>
          <Form.Control name="password" type="password" autoComplete="new-password" aria-describedby="reset-password-rule" />
          <Form.Text id="reset-password-rule">{PASSWORD_RULE}</Form.Text>
        </Form.Group>
        <Form.Group className="mb-3" controlId="reset-password-confirm">
          <Form.Label>Confirm New Password</Form.Label>
          <Form.Control name="passwordConfirm" type="password" autoComplete="new-password" />
        </Form.Group>
        <Button type="submit" disabled={submitting}>
          Change Password
        </Button>
      </Form>
      {result?.kind === 'failed' && (
        <FormMessage trigger={result} variant="danger">
          {result.message}
          {result.linkUnusable && (
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

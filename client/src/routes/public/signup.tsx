import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { Form as RouterForm, Link, useActionData } from 'react-router';
import { FormMessage } from '../../components/form-message';
import { ACCOUNT_TEXT } from '../../features/accounts/account-messages';
import { ResendVerificationForm } from '../../features/accounts/resend-verification-form';
import { PageTitle } from '../../components/page-title';
import { PASSWORD_RULE } from '@larp/rules';
import { PrivacyStatementLabel } from '../../features/site/privacy-statement-label';
import { useFormSubmitting, type ActionData } from '../route-action';
import type { action, SignupTextField } from './signup.action';

const FIELD_LABELS: Array<[SignupTextField, string, string, string]> = [
  ['firstName', 'First Name', 'text', 'given-name'],
  ['lastName', 'Last Name', 'text', 'family-name'],
  ['email', 'Email', 'email', 'email'],
  ['password', 'Password', 'password', 'new-password'],
  ['passwordConfirm', 'Confirm Password', 'password', 'new-password'],
];

/**
 * /signup: every field of the spec, posted to the route's action (signup.action.ts); submit stays
 * disabled until the privacy statement is ticked.
 */
export function SignupPage() {
  const result = useActionData<ActionData<typeof action>>();
  const submitting = useFormSubmitting();
  const [privacyAccepted, setPrivacyAccepted] = useState(false);

  if (result?.kind === 'signedUp' || result?.kind === 'mailFailed') {
    return (
      <>
        <PageTitle>Sign Up</PageTitle>
        <h1>Sign Up</h1>
        {result.kind === 'signedUp' ? (
          <FormMessage trigger={result} variant="success">
            {ACCOUNT_TEXT.signupSuccess}
          </FormMessage>
        ) : (
          <>
            <FormMessage trigger={result} variant="danger">
              {result.message}
            </FormMessage>
            <ResendVerificationForm initialEmail={result.email} />
          </>
        )}
        <Link to="/login" className="btn btn-link ps-0 mt-3">
          Back to login
        </Link>
      </>
    );
  }

  return (
    <>
      <PageTitle>Sign Up</PageTitle>
      <h1>Sign Up</h1>
      <Link to="/login" className="btn btn-link ps-0 mb-2">
        Back to login
      </Link>
      <Form as={RouterForm} method="post" aria-label="Sign up">
        {FIELD_LABELS.map(([name, label, type, autoComplete]) => (
          <Form.Group className="mb-3" controlId={`signup-${name}`} key={name}>
            <Form.Label>{label}</Form.Label>
            <Form.Control
              name={name}
              type={type}
              autoComplete={autoComplete}
              required
              aria-describedby={name === 'password' ? 'signup-password-rule' : undefined}
            />
            {name === 'password' && <Form.Text id="signup-password-rule">{PASSWORD_RULE}</Form.Text>}
          </Form.Group>
        ))}
        <Form.Check
          className="mb-2"
          id="signup-privacy"
          name="privacyStatementAccepted"
          type="checkbox"
          label={<PrivacyStatementLabel />}
          checked={privacyAccepted}
          aria-describedby={!privacyAccepted ? 'signup-why-disabled' : undefined}
          onChange={(event) => setPrivacyAccepted(event.target.checked)}
        />
        <Form.Check
          className="mb-3"
          id="signup-email-consent"
          name="emailConsent"
          type="checkbox"
          label="I agree to receive emails about games and events"
        />
        <Button
          type="submit"
          disabled={!privacyAccepted || submitting}
          aria-describedby={!privacyAccepted ? 'signup-why-disabled' : undefined}
        >
          Sign Up
        </Button>
        {!privacyAccepted && (
          <Form.Text id="signup-why-disabled" className="d-block mt-1">
            Tick the privacy statement to sign up.
          </Form.Text>
        )}
      </Form>
      {result?.kind === 'failed' && (
        <FormMessage trigger={result} variant="danger">
          {result.message}
        </FormMessage>
      )}
    </>
  );
}

export default SignupPage;

import { useMutation } from '@apollo/client/react';
import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { Link } from 'react-router';
import { FormMessage } from '../../components/form-message';
import { ACCOUNT_TEXT } from '../../features/accounts/account-messages';
import { SignupMutation } from '../../features/accounts/accounts.operations';
import { classifyFailure, failureMessage } from '../../features/accounts/form-result';
import { ResendVerificationForm } from '../../features/accounts/resend-verification-form';
import { PageTitle } from '../../components/page-title';
import { PASSWORD_RULE } from '@larp/rules';
import { PrivacyStatementLabel } from '../../features/site/privacy-statement-label';

type SignupState =
  | { kind: 'idle' }
  | { kind: 'signedUp'; email: string }
  /** registered, but the verification mail could not be sent: offer the resend form */
  | { kind: 'mailFailed'; email: string; message: string }
  | { kind: 'failed'; message: string };

const EMPTY_FIELDS = { firstName: '', lastName: '', email: '', password: '', passwordConfirm: '' };
type TextField = keyof typeof EMPTY_FIELDS;

const FIELD_LABELS: Array<[TextField, string, string, string]> = [
  ['firstName', 'First Name', 'text', 'given-name'],
  ['lastName', 'Last Name', 'text', 'family-name'],
  ['email', 'Email', 'email', 'email'],
  ['password', 'Password', 'password', 'new-password'],
  ['passwordConfirm', 'Confirm Password', 'password', 'new-password'],
];

/**
 * Decides what a rejected signup shows (players §5): a validation error (BAD_USER_INPUT) or a rate
 * limit shows the server's message; any other refusal means the address is taken, shown as
 * 'may already be signed up'; a server fault shows the spec's error text.
 */
function signupFailureText(error: unknown): { mailFailed: boolean; message: string } {
  const failure = classifyFailure(error);
  if (failure.code === 'MAIL_FAILED') return { mailFailed: true, message: failure.serverMessage ?? ACCOUNT_TEXT.resendError };
  if (failure.status === 'error') return { mailFailed: false, message: ACCOUNT_TEXT.signupError };
  if (failure.code === 'BAD_USER_INPUT' || failure.code === 'TOO_MANY_REQUESTS') {
    return { mailFailed: false, message: failureMessage(failure, { invalid: ACCOUNT_TEXT.signupError, error: ACCOUNT_TEXT.signupError }) };
  }
  return { mailFailed: false, message: ACCOUNT_TEXT.signupMayExist };
}

/** /signup: every field of the spec; submit stays disabled until the privacy statement is ticked. */
export function SignupPage() {
  const [fields, setFields] = useState(EMPTY_FIELDS);
  const [privacyAccepted, setPrivacyAccepted] = useState(false);
  const [emailConsent, setEmailConsent] = useState(false);
  const [state, setState] = useState<SignupState>({ kind: 'idle' });
  const [signup, { loading }] = useMutation(SignupMutation);

  async function handleSubmit(event: React.SubmitEvent) {
    event.preventDefault();
    const email = fields.email.trim();
    try {
      await signup({
        variables: {
          input: {
            firstName: fields.firstName.trim(),
            lastName: fields.lastName.trim(),
            email,
            password: fields.password,
            passwordConfirm: fields.passwordConfirm,
            privacyStatementAccepted: privacyAccepted,
            emailConsent,
          },
        },
      });
      setState({ kind: 'signedUp', email });
    } catch (error) {
      const { mailFailed, message } = signupFailureText(error);
      setState(mailFailed ? { kind: 'mailFailed', email, message } : { kind: 'failed', message });
    }
  }

  if (state.kind === 'signedUp' || state.kind === 'mailFailed') {
    return (
      <>
        <PageTitle>Sign Up</PageTitle>
        <h1>Sign Up</h1>
        {state.kind === 'signedUp' ? (
          <FormMessage trigger={state} variant="success">
            {ACCOUNT_TEXT.signupSuccess}
          </FormMessage>
        ) : (
          <>
            <FormMessage trigger={state} variant="danger">
              {state.message}
            </FormMessage>
            <ResendVerificationForm initialEmail={state.email} />
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
      <Form onSubmit={(event) => void handleSubmit(event)} aria-label="Sign up">
        {FIELD_LABELS.map(([name, label, type, autoComplete]) => (
          <Form.Group className="mb-3" controlId={`signup-${name}`} key={name}>
            <Form.Label>{label}</Form.Label>
            <Form.Control
              type={type}
              autoComplete={autoComplete}
              required
              value={fields[name]}
              aria-describedby={name === 'password' ? 'signup-password-rule' : undefined}
              onChange={(event) => setFields((current) => ({ ...current, [name]: event.target.value }))}
            />
            {name === 'password' && <Form.Text id="signup-password-rule">{PASSWORD_RULE}</Form.Text>}
          </Form.Group>
        ))}
        <Form.Check
          className="mb-2"
          id="signup-privacy"
          type="checkbox"
          label={<PrivacyStatementLabel />}
          checked={privacyAccepted}
          aria-describedby={!privacyAccepted ? 'signup-why-disabled' : undefined}
          onChange={(event) => setPrivacyAccepted(event.target.checked)}
        />
        <Form.Check
          className="mb-3"
          id="signup-email-consent"
          type="checkbox"
          label="I agree to receive emails about games and events"
          checked={emailConsent}
          onChange={(event) => setEmailConsent(event.target.checked)}
        />
        <Button
          type="submit"
          disabled={!privacyAccepted || loading}
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
      {state.kind === 'failed' && (
        <FormMessage trigger={state} variant="danger">
          {state.message}
        </FormMessage>
      )}
    </>
  );
}

export default SignupPage;

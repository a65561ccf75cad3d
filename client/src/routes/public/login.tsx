import { useEffect, useRef, useState } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { Form as RouterForm, Link, useActionData, useNavigate } from 'react-router';
import { FormMessage } from '../../components/form-message';
import { ResendVerificationForm } from '../../features/accounts/resend-verification-form';
import { PageTitle } from '../../components/page-title';
import { WelcomeText } from '../../features/site/welcome-text';
import { useFormSubmitting, type ActionData } from '../route-action';
import type { action, LoginResult } from './login.action';

/** /login: email and password, posted to the route's action (login.action.ts); an unverified account gets a resend form. */
export function LoginPage() {
  const result = useActionData<ActionData<typeof action>>();
  const submitting = useFormSubmitting();
  const navigate = useNavigate();
  // The rate limit's answer once its wait is over: its message is out of date and Log In works again.
  const [waited, setWaited] = useState<LoginResult>();
  const shown = result === waited ? undefined : result;
  // The download the page has started: StrictMode runs an effect twice in development, the download goes once.
  const downloading = useRef<LoginResult>(undefined);

  useEffect(() => {
    if (result?.kind !== 'waiting') return;
    const timer = setTimeout(() => setWaited(result), result.seconds * 1000);
    return () => clearTimeout(timer);
  }, [result]);

  useEffect(() => {
    // Home first, then the file: the download's answer leaves the page where it is.
    if (result?.kind !== 'download' || downloading.current === result) return;
    downloading.current = result;
    const { href } = result;
    async function homeThenDownload() {
      await navigate('/', { replace: true });
      window.location.assign(href);
    }
    void homeThenDownload();
  }, [result, navigate]);

  return (
    <>
      <PageTitle>Log In</PageTitle>
      <h1>Log In</h1>
      <WelcomeText />
      <Form as={RouterForm} method="post" noValidate aria-label="Log in">
        <Form.Group className="mb-3" controlId="login-email">
          <Form.Label>Email</Form.Label>
          <Form.Control name="email" type="email" autoComplete="username" />
        </Form.Group>
        <Form.Group className="mb-3" controlId="login-password">
          <Form.Label>Password</Form.Label>
          <Form.Control name="password" type="password" autoComplete="current-password" />
        </Form.Group>
        <Button type="submit" disabled={submitting || shown?.kind === 'waiting'}>
          Log In
        </Button>
      </Form>
      {(shown?.kind === 'failed' || shown?.kind === 'waiting') && (
        <FormMessage trigger={shown} variant="danger">
          {shown.message}
        </FormMessage>
      )}
      {shown?.kind === 'unverified' && (
        <>
          <FormMessage trigger={shown} variant="warning">
            {shown.message}
          </FormMessage>
          <ResendVerificationForm initialEmail={shown.email} />
        </>
      )}
      <p className="mt-4">
        <Link to="/forgot_password">Forgot your password?</Link>
      </p>
      <p>
        No account yet? <Link to="/signup">Sign up</Link>
      </p>
    </>
  );
}

export default LoginPage;

import { useApolloClient, useMutation } from '@apollo/client/react';
import { useEffect, useState } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { safeNext } from '../../features/accounts/session';
import { FormMessage } from '../../components/form-message';
import { ACCOUNT_TEXT } from '../../features/accounts/account-messages';
import { CurrentUserQuery, LoginMutation } from '../../features/accounts/accounts.operations';
import { classifyFailure, failureMessage } from '../../features/accounts/form-result';
import { ResendVerificationForm } from '../../features/accounts/resend-verification-form';
import { PageTitle } from '../../components/page-title';
import { WelcomeText } from '../../features/site/welcome-text';

type LoginState =
  | { kind: 'idle' }
  | { kind: 'failed'; message: string }
  | { kind: 'unverified'; message: string }
  /** too many failed attempts from here: the server's message says how long; Log In waits as long */
  | { kind: 'waiting'; message: string; seconds: number };

/** /login: email and password; an unverified account gets the server's message and a resend form. */
export function LoginPage() {
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [state, setState] = useState<LoginState>({ kind: 'idle' });
  const [login, { loading }] = useMutation(LoginMutation);
  const client = useApolloClient();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const waitSeconds = state.kind === 'waiting' ? state.seconds : 0;

  // Once the wait the server asked for is over, its message is out of date and Log In works again.
  useEffect(() => {
    if (waitSeconds === 0) return;
    const timer = setTimeout(() => setState({ kind: 'idle' }), waitSeconds * 1000);
    return () => clearTimeout(timer);
  }, [state, waitSeconds]);

  async function handleSubmit(event: React.SubmitEvent) {
    event.preventDefault();
    if (email.trim() === '' || password === '') {
      setState({ kind: 'failed', message: ACCOUNT_TEXT.loginFieldsMissing });
      return;
    }
    let signedIn;
    try {
      const { data } = await login({ variables: { input: { email: email.trim(), password } } });
      if (!data) throw new Error('The sign-in answer carried no data');
      signedIn = data.login;
    } catch (error) {
      const failure = classifyFailure(error);
      if (failure.code === 'TOO_MANY_REQUESTS' && failure.retryAfterSeconds !== undefined) {
        // the server's message says how long, from the same answer
        const message = failureMessage(failure, { invalid: ACCOUNT_TEXT.loginInvalid, error: ACCOUNT_TEXT.loginError });
        setState({ kind: 'waiting', seconds: failure.retryAfterSeconds, message });
        return;
      }
      if (failure.code === 'EMAIL_NOT_VERIFIED') {
        setState({ kind: 'unverified', message: failure.serverMessage ?? 'Your email address has not been verified yet.' });
        return;
      }
      setState({
        kind: 'failed',
        message: failureMessage(failure, { invalid: ACCOUNT_TEXT.loginInvalid, error: ACCOUNT_TEXT.loginError }),
      });
      return;
    }
    // The signed-in user goes straight into the cache, so the authenticated loader needs no round trip.
    client.writeQuery({ query: CurrentUserQuery, data: { currentUser: signedIn } });
    // back to the page that was asked for
    const next = safeNext(params.get('next'));
    if (next.startsWith('/api/')) {
      // A download the server sent here (the registration answers CSV): home, then the file.
      await navigate('/', { replace: true });
      window.location.assign(next);
      return;
    }
    await navigate(next, { replace: true });
  }

  return (
    <>
      <PageTitle>Log In</PageTitle>
      <h1>Log In</h1>
      <WelcomeText />
      <Form onSubmit={(event) => void handleSubmit(event)} noValidate aria-label="Log in">
        <Form.Group className="mb-3" controlId="login-email">
          <Form.Label>Email</Form.Label>
          <Form.Control type="email" autoComplete="username" value={email} onChange={(event) => setEmail(event.target.value)} />
        </Form.Group>
        <Form.Group className="mb-3" controlId="login-password">
          <Form.Label>Password</Form.Label>
          <Form.Control
            type="password"
            autoComplete="current-password"
            value={password}
            onChange={(event) => setPassword(event.target.value)}
          />
        </Form.Group>
        <Button type="submit" disabled={loading || state.kind === 'waiting'}>
          Log In
        </Button>
      </Form>
      {(state.kind === 'failed' || state.kind === 'waiting') && (
        <FormMessage trigger={state} variant="danger">
          {state.message}
        </FormMessage>
      )}
      {state.kind === 'unverified' && (
        <>
          <FormMessage trigger={state} variant="warning">
            {state.message}
          </FormMessage>
          <ResendVerificationForm initialEmail={email.trim()} />
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

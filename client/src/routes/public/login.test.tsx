import { screen, waitFor } from '@testing-library/react';
import { GraphQLError } from 'graphql';
import userEvent from '@testing-library/user-event';
import { CurrentUserDocument, LoginDocument, ResendVerificationDocument } from '../../graphql/generated/graphql';
import { PLAYER_ABILITIES } from '../../test/abilities-fixtures';
import { graphQLFailure } from '../../test/graphql-errors';
import { renderRoute } from '../../test/render-route';
import { LoginPage } from './login';
import { action } from './login.action';

const user = {
  id: 'u1',
  firstName: 'Ada',
  lastName: 'Lovelace',
  email: 'ada@example.com',
  roles: [],
  shardTotal: 4,
  xpTokenPurchased: false,
  can: PLAYER_ABILITIES,
};
const loginWith = (password: string) => ({
  query: LoginDocument,
  variables: { input: { email: 'ada@example.com', password } },
});

function renderLogin(mocks: Parameters<typeof renderRoute>[1]['mocks'] = []) {
  return renderRoute(<LoginPage />, { path: '/login', action, mocks, routes: [{ path: '/', element: <p>Home page</p> }] });
}

async function fillIn(password: string) {
  await userEvent.type(screen.getByLabelText('Email'), 'ada@example.com');
  if (password) await userEvent.type(screen.getByLabelText('Password'), password);
  await userEvent.click(screen.getByRole('button', { name: 'Log In' }));
}

describe('LoginPage', () => {
  it('asks for both fields before calling the server, and focuses the message', async () => {
    renderLogin();
    await fillIn('');
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Please enter your username and password');
    expect(document.activeElement).toBe(alert);
  });

  it('navigates home on success', async () => {
    const { router, client } = renderLogin([
      { request: loginWith('right horse'), result: { data: { login: { __typename: 'User', ...user } } } },
    ]);
    await fillIn('right horse');
    expect(await screen.findByText('Home page')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
    // the signed-in user is in the cache for the signed-in routes, and /login left the history
    expect(client.readQuery({ query: CurrentUserDocument })?.currentUser?.email).toBe('ada@example.com');
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('returns to the page the user asked for, but only to a page of this site', async () => {
    const signIn = { request: loginWith('right horse'), result: { data: { login: { __typename: 'User', ...user } } } };
    const events = renderRoute(<LoginPage />, {
      path: '/login',
      action,
      url: '/login?next=%2Fevents%3Ftab%3Dpast',
      mocks: [signIn],
      routes: [{ path: '/events', element: <p>Events page</p> }],
    });
    await fillIn('right horse');
    expect(await screen.findByText('Events page')).toBeInTheDocument();
    expect(events.router.state.location.search).toBe('?tab=past');
    events.unmount();

    renderRoute(<LoginPage />, {
      path: '/login',
      action,
      url: '/login?next=%2F%2Fevil.example%2F',
      mocks: [signIn],
      routes: [{ path: '/', element: <p>Home page</p> }],
    });
    await fillIn('right horse');
    expect(await screen.findByText('Home page')).toBeInTheDocument();
  });

  it('signs in for a download (/api/...) by going home, then loading the file in full', async () => {
    const { router } = renderRoute(<LoginPage />, {
      path: '/login',
      action,
      url: `/login?next=${encodeURIComponent('/api/v1/events/e1/registration_answers.csv')}`,
      mocks: [{ request: loginWith('right horse'), result: { data: { login: { __typename: 'User', ...user } } } }],
      routes: [{ path: '/', element: <p>Home page</p> }],
    });
    // jsdom loads no other document: it reports the full page load as a navigation it has not implemented
    const pathsAtFullLoad: string[] = [];
    const jsdomErrors = jest.spyOn(console, 'error').mockImplementation((error: unknown) => {
      if (String(error).includes('Not implemented: navigation')) pathsAtFullLoad.push(router.state.location.pathname);
    });
    await fillIn('right horse');
    expect(await screen.findByText('Home page')).toBeInTheDocument();
    expect(router.state.historyAction).toBe('REPLACE');
    await waitFor(() => expect(pathsAtFullLoad).toEqual(['/']));
    jsdomErrors.mockRestore();
  });

  it("shows the server's message for wrong credentials and stays on /login", async () => {
    const { router } = renderLogin([
      { request: loginWith('wrong'), result: graphQLFailure('UNAUTHENTICATED', 'Incorrect username or password. Please try again.') },
    ]);
    await fillIn('wrong');
    expect((await screen.findByRole('alert')).textContent).toContain('Incorrect username or password. Please try again.');
    expect(router.state.location.pathname).toBe('/login');
    // what was typed stays for the next try
    expect(screen.getByLabelText<HTMLInputElement>('Email').value).toBe('ada@example.com');
    expect(screen.getByLabelText<HTMLInputElement>('Password').value).toBe('wrong');
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Log In' }).disabled).toBe(false);
  });

  it('shows how long to wait after too many attempts, and Log In waits as long', async () => {
    const throttled = new GraphQLError('Too many attempts. Try again in 1 second.', {
      extensions: { code: 'TOO_MANY_REQUESTS', retryAfter: 1 },
    });
    renderLogin([{ request: loginWith('guess'), result: { errors: [throttled] } }]);
    await fillIn('guess');
    expect((await screen.findByRole('alert')).textContent).toContain('Too many attempts. Try again in 1 second.');
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Log In' }).disabled).toBe(true);
    // when the wait is over, the outdated message goes and Log In works again
    await waitFor(() => expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Log In' }).disabled).toBe(false), { timeout: 3000 });
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('shows the spec text for a server fault', async () => {
    renderLogin([{ request: loginWith('x'), error: new Error('socket hang up') }]);
    await fillIn('x');
    expect((await screen.findByRole('alert')).textContent).toContain('Error logging in. Please try again later.');
  });

  it('offers to resend the verification email for an unverified account', async () => {
    renderLogin([
      { request: loginWith('pw'), result: graphQLFailure('EMAIL_NOT_VERIFIED', 'Your email address has not been verified yet.') },
      {
        request: { query: ResendVerificationDocument, variables: { email: 'ada@example.com' } },
        result: { data: { resendVerification: 'Sent! Please check your email.' } },
      },
    ]);
    await fillIn('pw');
    expect(await screen.findByText('Your email address has not been verified yet.')).toBeInTheDocument();
    expect(screen.getByLabelText<HTMLInputElement>('Email address for the verification link').value).toBe('ada@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Resend verification email' }));
    const sent = await screen.findByText('Sent! Please check your email.');
    expect(document.activeElement).toBe(sent);
  });

  it('links to the forgot-password and signup pages', () => {
    renderLogin();
    expect(screen.getByRole('link', { name: 'Forgot your password?' }).getAttribute('href')).toBe('/forgot_password');
    expect(screen.getByRole('link', { name: 'Sign up' }).getAttribute('href')).toBe('/signup');
  });
});

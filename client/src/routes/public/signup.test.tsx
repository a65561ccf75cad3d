import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ResendVerificationDocument, SignupDocument } from '../../graphql/generated/graphql';
import { expectFocusedMessage, graphQLFailure } from '../../test/graphql-errors';
import { renderRoute } from '../../test/render-route';
import { SignupPage } from './signup';
import { action } from './signup.action';

const input = {
  firstName: 'Ada',
  lastName: 'Lovelace',
  email: 'ada@example.com',
  password: 'correct horse battery',
  passwordConfirm: 'correct horse battery',
  privacyStatementAccepted: true,
  emailConsent: false,
};
const signupRequest = (overrides: Partial<typeof input> = {}) => ({
  query: SignupDocument,
  variables: { input: { ...input, ...overrides } },
});
const signedUp = { data: { signup: { __typename: 'User', id: 'u1', email: 'ada@example.com' } } };

async function fillIn(options: { consent?: boolean; privacy?: boolean } = {}) {
  await userEvent.type(screen.getByLabelText('First Name'), input.firstName);
  await userEvent.type(screen.getByLabelText('Last Name'), input.lastName);
  await userEvent.type(screen.getByLabelText('Email'), input.email);
  await userEvent.type(screen.getByLabelText('Password'), input.password);
  await userEvent.type(screen.getByLabelText('Confirm Password'), input.passwordConfirm);
  if (options.privacy !== false) await userEvent.click(screen.getByLabelText('I have read and accept the privacy statement'));
  if (options.consent) await userEvent.click(screen.getByLabelText('I agree to receive emails about games and events'));
}

const submitButton = () => screen.getByRole<HTMLButtonElement>('button', { name: 'Sign Up' });

describe('SignupPage', () => {
  it('keeps Sign Up disabled until the privacy statement is ticked', async () => {
    renderRoute(<SignupPage />, { action, path: '/signup' });
    await fillIn({ privacy: false });
    expect(submitButton().disabled).toBe(true);
    await userEvent.click(screen.getByLabelText('I have read and accept the privacy statement'));
    expect(submitButton().disabled).toBe(false);
    await userEvent.click(screen.getByLabelText('I have read and accept the privacy statement'));
    expect(submitButton().disabled).toBe(true);
  });

  it('sends every field and reports the verification email sent', async () => {
    renderRoute(<SignupPage />, { action, path: '/signup', mocks: [{ request: signupRequest({ emailConsent: true }), result: signedUp }] });
    await fillIn({ consent: true });
    await userEvent.click(submitButton());
    await expectFocusedMessage(() => screen.findByRole('status'), 'verification email sent');
    expect(screen.getByRole('link', { name: 'Back to login' }).getAttribute('href')).toBe('/login');
  });

  it('says the user may already be signed up when the server refuses without a validation error', async () => {
    renderRoute(<SignupPage />, {
      action,
      path: '/signup',
      mocks: [{ request: signupRequest(), result: graphQLFailure('CONFLICT', 'An account with this email exists') }],
    });
    await fillIn();
    await userEvent.click(submitButton());
    await expectFocusedMessage(() => screen.findByRole('alert'), 'may already be signed up');
  });

  it("shows the server's validation message", async () => {
    renderRoute(<SignupPage />, {
      action,
      path: '/signup',
      mocks: [{ request: signupRequest(), result: graphQLFailure('BAD_USER_INPUT', 'This password is too easy to guess') }],
    });
    await fillIn();
    await userEvent.click(submitButton());
    await expectFocusedMessage(() => screen.findByRole('alert'), 'This password is too easy to guess');
  });

  it('keeps what was typed and ticked after a refused signup', async () => {
    renderRoute(<SignupPage />, {
      action,
      path: '/signup',
      mocks: [
        { request: signupRequest({ emailConsent: true }), result: graphQLFailure('BAD_USER_INPUT', 'This password is too easy to guess') },
      ],
    });
    await fillIn({ consent: true });
    await userEvent.click(submitButton());
    await screen.findByRole('alert');
    expect(screen.getByLabelText<HTMLInputElement>('First Name').value).toBe(input.firstName);
    expect(screen.getByLabelText<HTMLInputElement>('Email').value).toBe(input.email);
    expect(screen.getByLabelText<HTMLInputElement>('Password').value).toBe(input.password);
    expect(screen.getByLabelText<HTMLInputElement>('Confirm Password').value).toBe(input.passwordConfirm);
    expect(screen.getByLabelText<HTMLInputElement>('I have read and accept the privacy statement').checked).toBe(true);
    expect(screen.getByLabelText<HTMLInputElement>('I agree to receive emails about games and events').checked).toBe(true);
    expect(submitButton().disabled).toBe(false);
  });

  it('shows the spec text for a server fault', async () => {
    renderRoute(<SignupPage />, { action, path: '/signup', mocks: [{ request: signupRequest(), error: new Error('offline') }] });
    await fillIn();
    await userEvent.click(submitButton());
    await expectFocusedMessage(() => screen.findByRole('alert'), 'Error signing up. Please try again later.');
  });

  it('offers to resend when the account was made but the email failed', async () => {
    renderRoute(<SignupPage />, {
      action,
      path: '/signup',
      mocks: [
        { request: signupRequest(), result: graphQLFailure('MAIL_FAILED', 'The email could not be sent. Please try again later.') },
        {
          request: { query: ResendVerificationDocument, variables: { email: 'ada@example.com' } },
          result: graphQLFailure('INTERNAL_SERVER_ERROR', 'Internal server error'),
        },
      ],
    });
    await fillIn();
    await userEvent.click(submitButton());
    await expectFocusedMessage(() => screen.findByRole('alert'), 'The email could not be sent.');
    await userEvent.click(screen.getByRole('button', { name: 'Resend verification email' }));
    await expectFocusedMessage(
      () => screen.findByText('Error sending email, please try again later'),
      'Error sending email, please try again later',
    );
  });
});

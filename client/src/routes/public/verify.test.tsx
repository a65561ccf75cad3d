import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ResendVerificationDocument, VerifyAccountDocument } from '../../graphql/generated/graphql';
import { expectFocusedMessage, graphQLFailure } from '../../test/graphql-errors';
import { renderRoute } from '../../test/render-route';
import { VerifyPage } from './verify';

const TOKEN = 'a'.repeat(32);
const verified = { data: { verifyAccount: { __typename: 'User', id: 'u1', verified: true } } };
const verifyButton = () => screen.getByRole<HTMLButtonElement>('button', { name: 'Verify' });

describe('VerifyPage', () => {
  it('with options=true, Verify stays disabled until the privacy statement is ticked, and sends the acceptance', async () => {
    renderRoute(<VerifyPage />, {
      path: '/verify/:token',
      url: `/verify/${TOKEN}?options=true`,
      mocks: [
        {
          request: { query: VerifyAccountDocument, variables: { input: { token: TOKEN, privacyStatementAccepted: true } } },
          result: verified,
        },
      ],
    });
    expect(verifyButton().disabled).toBe(true);
    await userEvent.click(screen.getByLabelText('I have read and accept the privacy statement'));
    expect(verifyButton().disabled).toBe(false);
    await userEvent.click(verifyButton());
    await expectFocusedMessage(() => screen.findByRole('status'), 'Account verified!');
  });

  it('without options there is no checkbox and Verify is enabled', async () => {
    renderRoute(<VerifyPage />, {
      path: '/verify/:token',
      url: `/verify/${TOKEN}`,
      mocks: [{ request: { query: VerifyAccountDocument, variables: { input: { token: TOKEN } } }, result: verified }],
    });
    expect(screen.queryByLabelText('I have read and accept the privacy statement')).not.toBeInTheDocument();
    await userEvent.click(verifyButton());
    await expectFocusedMessage(() => screen.findByRole('status'), 'Account verified!');
  });

  it("shows the server's error with a resend form when the link is refused", async () => {
    renderRoute(<VerifyPage />, {
      path: '/verify/:token',
      url: `/verify/${TOKEN}`,
      mocks: [
        {
          request: { query: VerifyAccountDocument, variables: { input: { token: TOKEN } } },
          result: graphQLFailure('BAD_USER_INPUT', 'This verification link is invalid or has expired.'),
        },
        {
          request: { query: ResendVerificationDocument, variables: { email: 'ada@example.com' } },
          result: { data: { resendVerification: 'Sent! Please check your email.' } },
        },
      ],
    });
    await userEvent.click(verifyButton());
    await expectFocusedMessage(() => screen.findByRole('alert'), 'This verification link is invalid or has expired.');
    await userEvent.type(screen.getByLabelText('Email address for the verification link'), 'ada@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Resend verification email' }));
    await expectFocusedMessage(() => screen.findByRole('status'), 'Sent! Please check your email.');
  });

  it('says a link of an account verified already is used, with the way to log in and no Verify or resend', async () => {
    renderRoute(<VerifyPage />, {
      path: '/verify/:token',
      url: `/verify/${TOKEN}`,
      mocks: [
        {
          request: { query: VerifyAccountDocument, variables: { input: { token: TOKEN } } },
          result: graphQLFailure('CONFLICT', 'This account is already verified. You can log in.'),
        },
      ],
    });
    await userEvent.click(verifyButton());
    await expectFocusedMessage(() => screen.findByRole('status'), 'This account is already verified. You can log in.');
    expect(screen.getByRole('link', { name: 'Log in' }).getAttribute('href')).toBe('/login');
    expect(screen.queryByRole('button', { name: 'Verify' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Resend verification email' })).not.toBeInTheDocument();
  });

  it('shows the spec text for a server fault, without the resend form', async () => {
    renderRoute(<VerifyPage />, {
      path: '/verify/:token',
      url: `/verify/${TOKEN}`,
      mocks: [{ request: { query: VerifyAccountDocument, variables: { input: { token: TOKEN } } }, error: new Error('offline') }],
    });
    await userEvent.click(verifyButton());
    await expectFocusedMessage(() => screen.findByRole('alert'), 'Error verifying account. Please try again later.');
    expect(screen.queryByRole('button', { name: 'Resend verification email' })).not.toBeInTheDocument();
  });
});

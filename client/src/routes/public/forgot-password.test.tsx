import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ForgotPasswordDocument } from '../../graphql/generated/graphql';
import { expectFocusedMessage, graphQLFailure } from '../../test/graphql-errors';
import { heldAnswer } from '../../test/held-answer';
import { renderRoute } from '../../test/render-route';
import { ForgotPasswordPage } from './forgot-password';
import { action } from './forgot-password.action';

const request = { query: ForgotPasswordDocument, variables: { email: 'ada@example.com' } };

describe('ForgotPasswordPage', () => {
  it.each([
    [
      'success',
      { result: { data: { forgotPassword: 'An email was sent if the account exists' } } },
      'status',
      'An email was sent if the account exists',
    ],
    [
      'an invalid answer without a message',
      { result: graphQLFailure('BAD_USER_INPUT', '') },
      'alert',
      'Email not found. Please try again.',
    ],
    ['a server fault', { error: new Error('offline') }, 'alert', 'Error sending email, please try again later'],
  ] as const)('shows %s', async (_case, answer, role, text) => {
    renderRoute(<ForgotPasswordPage />, { action, path: '/forgot_password', mocks: [{ request, ...answer }] });
    await userEvent.type(screen.getByLabelText('Email'), ' ada@example.com ');
    await userEvent.click(screen.getByRole('button', { name: 'Send reset link' }));
    await expectFocusedMessage(() => screen.findByRole(role), text);
    // the address stays in its field, for another try or to check it
    expect(screen.getByLabelText<HTMLInputElement>('Email').value).toBe('ada@example.com');
  });

  it('keeps Send reset link disabled while the request is on its way', async () => {
    const held = heldAnswer('ForgotPassword');
    renderRoute(<ForgotPasswordPage />, {
      action,
      path: '/forgot_password',
      before: held.link,
      mocks: [{ request, result: { data: { forgotPassword: 'An email was sent if the account exists' } } }],
    });
    await userEvent.type(screen.getByLabelText('Email'), 'ada@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Send reset link' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Send reset link' })).toBeDisabled());
    held.release();
    await screen.findByRole('status');
    expect(screen.getByRole('button', { name: 'Send reset link' })).toBeEnabled();
  });
});

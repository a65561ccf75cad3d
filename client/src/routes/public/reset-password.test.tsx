import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ResetPasswordDocument } from '../../graphql/generated/graphql';
import { expectFocusedMessage, graphQLFailure } from '../../test/graphql-errors';
import { renderRoute } from '../../test/render-route';
import { ResetPasswordPage } from './reset-password';
import { action } from './reset-password.action';

const TOKEN = 'b'.repeat(32);
const resetRequest = {
  query: ResetPasswordDocument,
  variables: { input: { token: TOKEN, password: 'new horse', passwordConfirm: 'new horse' } },
};

async function submit(password: string, confirm: string) {
  if (password) await userEvent.type(screen.getByLabelText('New Password'), password);
  if (confirm) await userEvent.type(screen.getByLabelText('Confirm New Password'), confirm);
  await userEvent.click(screen.getByRole('button', { name: 'Change Password' }));
}

describe('ResetPasswordPage', () => {
  it.each([
    ['a missing confirmation', 'new horse', ''],
    ['different passwords', 'new horse', 'old horse'],
    ['nothing at all', '', ''],
  ])('refuses %s without calling the server', async (_case, password, confirm) => {
    // No mock: a call to the server would fail the test with a different message.
    renderRoute(<ResetPasswordPage />, { action, path: '/reset_password/:token', url: `/reset_password/${TOKEN}` });
    await submit(password, confirm);
    await expectFocusedMessage(() => screen.findByRole('alert'), 'password and password confirm must both be present and matching');
    // what was typed stays, to be corrected
    expect(screen.getByLabelText<HTMLInputElement>('New Password').value).toBe(password);
    expect(screen.getByLabelText<HTMLInputElement>('Confirm New Password').value).toBe(confirm);
  });

  it('reports success with a link back to login', async () => {
    renderRoute(<ResetPasswordPage />, {
      action,
      path: '/reset_password/:token',
      url: `/reset_password/${TOKEN}`,
      mocks: [{ request: resetRequest, result: { data: { resetPassword: 'Password successfully changed' } } }],
    });
    await submit('new horse', 'new horse');
    await expectFocusedMessage(() => screen.findByRole('status'), 'Password successfully changed');
    expect(screen.getByRole('link', { name: 'Back to login' }).getAttribute('href')).toBe('/login');
  });

  it.each([
    [
      'an expired link',
      { result: graphQLFailure('BAD_USER_INPUT', 'This password reset link is invalid or has expired.') },
      'This password reset link is invalid or has expired.',
    ],
    ['a server fault', { error: new Error('offline') }, 'Error resetting password. Please try again later.'],
  ])('shows %s', async (_case, answer, text) => {
    renderRoute(<ResetPasswordPage />, {
      action,
      path: '/reset_password/:token',
      url: `/reset_password/${TOKEN}`,
      mocks: [{ request: resetRequest, ...answer }],
    });
    await submit('new horse', 'new horse');
    await expectFocusedMessage(() => screen.findByRole('alert'), text);
  });
});

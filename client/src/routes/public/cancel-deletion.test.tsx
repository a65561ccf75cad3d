import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CancelAccountDeletionByLinkDocument } from '../../graphql/generated/graphql';
import { expectFocusedMessage, graphQLFailure } from '../../test/graphql-errors';
import { heldAnswer } from '../../test/held-answer';
import { renderRoute } from '../../test/render-route';
import { CancelDeletionPage } from './cancel-deletion';
import { action } from './cancel-deletion.action';

const TOKEN = 'c'.repeat(43);
const INVALID =
  'This cancellation link is invalid, has expired or was already used. Sign in to see whether your account deletion is still scheduled.';
const cancelButton = () => screen.getByRole('button', { name: 'Cancel the deletion' });

describe('CancelDeletionPage', () => {
  it('changes nothing on opening; the button (keyboard) cancels and shows the answer', async () => {
    const user = userEvent.setup();
    let calls = 0;
    renderRoute(<CancelDeletionPage />, {
      action,
      path: '/cancel_deletion/:token',
      url: `/cancel_deletion/${TOKEN}`,
      mocks: [
        {
          request: { query: CancelAccountDeletionByLinkDocument, variables: { token: TOKEN } },
          result: () => {
            calls += 1;
            return { data: { cancelAccountDeletionByLink: 'Account deletion cancelled.' } };
          },
        },
      ],
    });
    expect(screen.getByRole('heading', { name: 'Cancel Account Deletion' })).toBeInTheDocument();
    expect(calls).toBe(0);
    await user.tab();
    expect(document.activeElement).toBe(cancelButton());
    await user.keyboard('{Enter}');
    await expectFocusedMessage(() => screen.findByRole('status'), 'Account deletion cancelled.');
    expect(calls).toBe(1);
    expect(screen.queryByRole('button', { name: 'Cancel the deletion' })).not.toBeInTheDocument();
  });

  it('says Cancelling… and cannot be pressed again while the answer is on its way', async () => {
    const held = heldAnswer('CancelAccountDeletionByLink');
    renderRoute(<CancelDeletionPage />, {
      action,
      path: '/cancel_deletion/:token',
      url: `/cancel_deletion/${TOKEN}`,
      before: held.link,
      mocks: [
        {
          request: { query: CancelAccountDeletionByLinkDocument, variables: { token: TOKEN } },
          result: { data: { cancelAccountDeletionByLink: 'Account deletion cancelled.' } },
        },
      ],
    });
    await userEvent.click(cancelButton());
    expect(await screen.findByRole('button', { name: 'Cancelling…' })).toBeDisabled();
    held.release();
    await expectFocusedMessage(() => screen.findByRole('status'), 'Account deletion cancelled.');
  });

  it("shows the server's message when the link is refused, and the button stays", async () => {
    renderRoute(<CancelDeletionPage />, {
      action,
      path: '/cancel_deletion/:token',
      url: `/cancel_deletion/${TOKEN}`,
      mocks: [
        {
          request: { query: CancelAccountDeletionByLinkDocument, variables: { token: TOKEN } },
          result: graphQLFailure('BAD_USER_INPUT', INVALID),
        },
      ],
    });
    await userEvent.click(cancelButton());
    await expectFocusedMessage(() => screen.findByRole('alert'), INVALID);
    expect(cancelButton()).toBeInTheDocument();
  });
});

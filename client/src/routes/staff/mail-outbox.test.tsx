import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MailOutboxDocument, SendMailAgainDocument } from '../../graphql/generated/graphql';
import { graphQLFailure } from '../../test/graphql-errors';
import { renderRoute } from '../../test/render-route';
import { MailOutboxPage } from './mail-outbox';

const mail = (id: string, state: 'unconfirmed' | 'failed', to: string) => ({
  __typename: 'OutboxMail' as const,
  id,
  kind: 'verify',
  to,
  subject: 'Verify your account',
  state,
  attempts: state === 'failed' ? 6 : 1,
  lastError: state === 'failed' ? '421 Service not available' : 'The sending process stopped while sending; not sent again',
  createdAt: '2026-03-01T12:00:00.000Z',
  lastAttemptAt: '2026-03-01T12:00:01.000Z',
});
const outbox = (mails: unknown[]) => ({ data: { mailOutbox: mails } });

describe('Mail outbox (admins)', () => {
  it('lists undelivered mails and sends one again only after the admin confirms it may arrive twice', async () => {
    const user = userEvent.setup();
    let sent = 0;
    const lists = [
      outbox([mail('m1', 'unconfirmed', 'wren@example.com'), mail('m2', 'failed', 'bram@example.com')]),
      outbox([mail('m2', 'failed', 'bram@example.com')]),
    ];
    renderRoute(<MailOutboxPage />, {
      path: '/staff/mail_outbox',
      mocks: [
        { request: { query: MailOutboxDocument }, result: () => lists[Math.min(sent, 1)], maxUsageCount: 5 },
        {
          request: { query: SendMailAgainDocument, variables: { id: 'm1' } },
          result: () => {
            sent += 1;
            return {
              data: {
                sendMailAgain: {
                  __typename: 'SendMailAgainResult' as const,
                  message: 'The mail is queued to be sent again',
                  mail: { __typename: 'OutboxMail' as const, id: 'm1', state: 'pending' },
                },
              },
            };
          },
        },
      ],
    });
    const table = await screen.findByRole('table', { name: 'Undelivered mails' });
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(3);
    expect(rows[1].textContent).toContain('wren@example.com');
    expect(rows[1].textContent).toContain('Verify your account');
    expect(rows[1].textContent).toContain('Unconfirmed: the server stopped while sending it, so it may have arrived');
    expect(rows[2].textContent).toContain('Failed: the mail server refused it at every attempt');

    // Cancelling sends nothing.
    await user.click(screen.getByRole('button', { name: 'Send again: Verify your account to wren@example.com' }));
    const dialog = await screen.findByRole('dialog', { name: 'Send this mail again?' });
    expect(dialog.textContent).toContain('they may get it twice');
    // the footer's Cancel (the header's close button is labelled Cancel too)
    await user.click(within(dialog).getAllByRole('button', { name: 'Cancel' }).at(-1)!);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(sent).toBe(0);

    await user.click(screen.getByRole('button', { name: 'Send again: Verify your account to wren@example.com' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Send again' }));
    // the status first says the request is on its way, then what came of it
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('The mail is queued to be sent again'));
    expect(sent).toBe(1);
    await waitFor(() => expect(within(screen.getByRole('table', { name: 'Undelivered mails' })).getAllByRole('row')).toHaveLength(2));
  });

  it("shows the server's refusal (a mail sent meanwhile by another admin)", async () => {
    const user = userEvent.setup();
    renderRoute(<MailOutboxPage />, {
      path: '/staff/mail_outbox',
      mocks: [
        { request: { query: MailOutboxDocument }, result: outbox([mail('m2', 'failed', 'bram@example.com')]), maxUsageCount: 5 },
        {
          request: { query: SendMailAgainDocument, variables: { id: 'm2' } },
          result: graphQLFailure('CONFLICT', 'This mail has been sent: it is not sent again'),
        },
      ],
    });
    await user.click(await screen.findByRole('button', { name: 'Send again: Verify your account to bram@example.com' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog.textContent).not.toContain('twice');
    await user.click(within(dialog).getByRole('button', { name: 'Send again' }));
    expect((await screen.findByRole('alert')).textContent).toBe('This mail has been sent: it is not sent again');
  });
});

import { useMutation, useQuery } from '@apollo/client/react';
import { useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Table from 'react-bootstrap/Table';
import { Loading } from '../../components/loading';
import { PageTitle } from '../../components/page-title';
import { MailOutboxQuery, SendMailAgainMutation } from '../../features/notifications/notifications.operations';
import { ConfirmDialog } from '../../features/staff/confirm-dialog';
import { StaffFormStatus, staffFailureMessage, useStaffForm } from '../../features/staff/staff-form';
import { STAFF_TEXT } from '../../features/staff/staff-messages';
import type { MailOutboxQuery as MailOutboxData } from '../../graphql/generated/graphql';

type OutboxMail = MailOutboxData['mailOutbox'][number];

/** What each state means to the admin deciding whether to send again. */
export const STATE_LABELS: Record<string, string> = {
  unconfirmed: 'Unconfirmed: the server stopped while sending it, so it may have arrived',
  failed: 'Failed: the mail server refused it at every attempt',
};

const formatDate = (iso: string | null | undefined) => (iso ? new Date(iso).toLocaleString() : '—');

/**
 * /staff/mail_outbox (admins): the mails that were not delivered. A mail cut off by a crash is never
 * sent again on its own (it may have gone out); here an admin sends one again after confirming that
 * the person may get it twice.
 */
export function MailOutboxPage() {
  const outbox = useQuery(MailOutboxQuery, { fetchPolicy: 'cache-and-network' });
  const [sendAgain] = useMutation(SendMailAgainMutation);
  const [confirming, setConfirming] = useState<OutboxMail | null>(null);
  const form = useStaffForm();

  async function confirmSendAgain() {
    if (!confirming) return;
    const mail = confirming;
    const ok = await form.submit(async () => {
      const answer = await sendAgain({ variables: { id: mail.id } });
      return answer.data?.sendMailAgain.message ?? STAFF_TEXT.updated;
    });
    setConfirming(null);
    if (ok) await outbox.refetch();
  }

  const mails = outbox.data?.mailOutbox;
  return (
    <>
      <PageTitle>Mail outbox</PageTitle>
      <h1>Mail outbox</h1>
      <p>
        Mails that were not delivered. A mail whose sending was cut off is not sent again automatically, because it may already have
        arrived; a mail the mail server kept refusing was given up after six attempts. Account mails and other mails that fail are retried
        on their own first and appear here only when that did not work.
      </p>
      <StaffFormStatus state={form.state} />
      {outbox.error && !mails ? (
        <Alert variant="danger" role="alert">
          The outbox could not be loaded: {staffFailureMessage(outbox.error)}
        </Alert>
      ) : !mails ? (
        <Loading />
      ) : mails.length === 0 ? (
        <p>Every mail has been delivered.</p>
      ) : (
        <div className="table-responsive" tabIndex={0} role="region" aria-label="Undelivered mails">
          <Table size="sm" aria-label="Undelivered mails">
            <thead>
              <tr>
                <th scope="col">Recipient</th>
                <th scope="col">Subject</th>
                <th scope="col">Written</th>
                <th scope="col">Last attempt</th>
                <th scope="col">State</th>
                <th scope="col">
                  <span className="visually-hidden">Action</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {mails.map((mail) => (
                <tr key={mail.id}>
                  <td className="text-break">{mail.to}</td>
                  <td>{mail.subject}</td>
                  <td className="small">{formatDate(mail.createdAt)}</td>
                  <td className="small">{formatDate(mail.lastAttemptAt)}</td>
                  <td className="small">
                    {STATE_LABELS[mail.state] ?? mail.state}
                    {mail.lastError && <div className="text-body-secondary text-break">{mail.lastError}</div>}
                  </td>
                  <td>
                    <Button
                      size="sm"
                      variant="outline-primary"
                      disabled={form.submitting}
                      aria-label={`Send again: ${mail.subject} to ${mail.to}`}
                      onClick={() => {
                        form.reset();
                        setConfirming(mail);
                      }}
                    >
                      Send again
                    </Button>
                  </td>
                </tr>
              ))}
            </tbody>
          </Table>
        </div>
      )}
      <ConfirmDialog
        show={confirming !== null}
        title="Send this mail again?"
        confirmLabel="Send again"
        variant="warning"
        busy={form.submitting}
        onConfirm={() => void confirmSendAgain()}
        onCancel={() => setConfirming(null)}
      >
        {confirming && (
          <p>
            “{confirming.subject}” goes to {confirming.to} again.
            {confirming.state === 'unconfirmed' && ' It may have arrived already, so they may get it twice.'}
          </p>
        )}
      </ConfirmDialog>
    </>
  );
}

export default MailOutboxPage;

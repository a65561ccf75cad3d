import { skipToken, useMutation, useQuery } from '@apollo/client/react';
import { useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Modal from 'react-bootstrap/Modal';
import { Loading } from '../../components/loading';
import { DialogFooter } from '../staff/dialog-footer';
import { staffFailureMessage } from '../staff/staff-form';
import { PaymentReminderPreviewQuery, RemindUnpaidMutation } from './payments.operations';

const plural = (count: number) => `${count} registration${count === 1 ? '' : 's'}`;

/**
 * "Remind unpaid" (admins): the dialog first shows how many unpaid accepted registrations get a
 * payment reminder, and sends only on confirmation. The server writes at most one reminder per
 * registration and day, so sending twice reaches nobody twice.
 */
export function RemindUnpaid({ eventId, onDone }: { eventId: string; onDone: (message: string) => void }) {
  const [open, setOpen] = useState(false);
  const preview = useQuery(PaymentReminderPreviewQuery, open ? { variables: { eventId }, fetchPolicy: 'network-only' } : skipToken);
  const [remind, { loading: sending }] = useMutation(RemindUnpaidMutation);
  const [failure, setFailure] = useState<string | null>(null);
  const count = preview.data?.paymentReminderPreview.count ?? 0;
  const skipped = preview.data?.paymentReminderPreview.skipped ?? 0;

  function close() {
    setOpen(false);
    setFailure(null);
  }

  async function send() {
    try {
      const answer = await remind({ variables: { eventId } });
      const sent = answer.data?.remindUnpaid.count ?? 0;
      close();
      onDone(`Payment reminder sent to ${plural(sent)}`);
    } catch (error) {
      setFailure(staffFailureMessage(error));
    }
  }

  return (
    <>
      <Button variant="outline-primary" onClick={() => setOpen(true)}>
        Remind unpaid
      </Button>
      <Modal show={open} onHide={sending ? () => undefined : close} aria-labelledby="remind-unpaid-title">
        <Modal.Header closeButton={!sending} closeLabel="Cancel">
          <Modal.Title id="remind-unpaid-title" as="h2" className="h5">
            Remind unpaid
          </Modal.Title>
        </Modal.Header>
        <Modal.Body>
          {preview.error ? (
            <Alert variant="danger">{staffFailureMessage(preview.error)}</Alert>
          ) : !preview.data ? (
            <Loading />
          ) : (
            <>
              <p className="mb-1">
                Mail a payment reminder (what is owed, the account details and the payment reference) to {plural(count)} accepted and not
                fully paid.
              </p>
              {skipped > 0 && (
                <p className="mb-0 small text-body-secondary">
                  Left out: {plural(skipped)} reminded today already or with reminders turned off.
                </p>
              )}
            </>
          )}
          {failure && (
            <Alert variant="danger" className="mt-2 mb-0">
              {failure}
            </Alert>
          )}
        </Modal.Body>
        <DialogFooter
          label="Send reminders"
          busy={sending}
          disabled={count === 0}
          note={
            !preview.data
              ? 'Counting the unpaid registrations…'
              : count === 0
                ? 'No unpaid accepted registration is left to remind today.'
                : undefined
          }
          onCancel={close}
          onConfirm={() => void send()}
        />
      </Modal>
    </>
  );
}

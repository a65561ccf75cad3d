import { useId, useState } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import Modal from 'react-bootstrap/Modal';
import { FormMessage } from '../../components/form-message';
import { DialogFooter } from '../staff/dialog-footer';
import { STAFF_EVENT_TEXT } from './staff-event-text';

interface OverPlacesDialogProps {
  /** how many registrations were selected to accept (0: closed) */
  count: number;
  /** the server's answer when accepting them all went past the places */
  problem: string | null;
  busy: boolean;
  onUpToPlaces: (message: string) => void;
  onOverride: () => void;
  onCancel: () => void;
}

/**
 * Accepting more than the places left: accept up to the places (the first registered) and waitlist
 * the rest with one message (events §4: a message is required for waitlist), or, explicitly,
 * accept them all over the limit.
 */
export function OverPlacesDialog({ count, problem, busy, onUpToPlaces, onOverride, onCancel }: OverPlacesDialogProps) {
  const titleId = useId();
  const messageId = useId();
  const overrideId = useId();
  const [message, setMessage] = useState('');
  const [override, setOverride] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  return (
    <Modal
      show={count > 0}
      onHide={busy ? () => undefined : onCancel}
      aria-labelledby={titleId}
      onExited={() => {
        setOverride(false);
        setRefusal(null);
      }}
    >
      <Form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          if (message.trim() === '') {
            setRefusal(STAFF_EVENT_TEXT.overPlacesMessageRequired);
            return;
          }
          onUpToPlaces(message.trim());
        }}
      >
        <Modal.Header closeButton={!busy} closeLabel="Cancel">
          <Modal.Title id={titleId} as="h2" className="h5">
            Accept {count} registration{count === 1 ? '' : 's'} up to the places
          </Modal.Title>
        </Modal.Header>
        <Modal.Body>
          {problem && <p className="alert alert-warning">{problem}</p>}
          <p>
            The first registered get the places left; the others are waitlisted with the message below and told by mail. Those already
            holding a place keep it.
          </p>
          <Form.Group controlId={messageId}>
            <Form.Label>Message to those waitlisted (required)</Form.Label>
            <Form.Control as="textarea" rows={3} value={message} maxLength={500} onChange={(change) => setMessage(change.target.value)} />
          </Form.Group>
          {refusal && (
            <FormMessage variant="danger" trigger={refusal}>
              {refusal}
            </FormMessage>
          )}
          <hr />
          <Form.Check
            id={overrideId}
            type="checkbox"
            checked={override}
            onChange={(change) => setOverride(change.target.checked)}
            label={`Accept all ${count} over the event's place limit instead`}
          />
          {!override && <p className="small text-body-secondary mb-0">{STAFF_EVENT_TEXT.overrideNeedsTick}</p>}
        </Modal.Body>
        <DialogFooter
          className="flex-wrap"
          label="Accept up to the places, waitlist the rest"
          variant="success"
          busy={busy}
          onCancel={onCancel}
          extra={
            <Button variant="outline-danger" onClick={onOverride} disabled={busy || !override}>
              Accept all over the limit
            </Button>
          }
        />
      </Form>
    </Modal>
  );
}

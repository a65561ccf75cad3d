import { useId, useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import Modal from 'react-bootstrap/Modal';
import Spinner from 'react-bootstrap/Spinner';
import { GateApiError } from './gate-api';
import { GATE_TEXT } from './gate-texts';

/** A dialog asking for the reason of an admin's decision, with the confirmation step (the gate and the attendance review). */
export function ReasonDialog(props: {
  show: boolean;
  title: string;
  description: string;
  confirmLabel: string;
  requiredText: string;
  onConfirm: (reason: string) => Promise<void>;
  onHide: () => void;
}) {
  const [reason, setReason] = useState('');
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const ids = { title: useId(), reason: useId() };
  // Each opening starts empty (state adjusted while rendering, not in an effect).
  const [open, setOpen] = useState(props.show);
  if (open !== props.show) {
    setOpen(props.show);
    if (props.show) {
      setReason('');
      setFailure(null);
    }
  }
  async function handleConfirm(submit: React.SubmitEvent) {
    submit.preventDefault();
    if (reason.trim() === '') {
      setFailure(props.requiredText);
      return;
    }
    setBusy(true);
    setFailure(null);
    try {
      await props.onConfirm(reason.trim());
      props.onHide();
    } catch (error) {
      setFailure(
        error instanceof GateApiError && error.offline ? GATE_TEXT.adminOnline : error instanceof Error ? error.message : String(error),
      );
    }
    setBusy(false);
  }
  return (
    <Modal show={props.show} onHide={busy ? () => undefined : props.onHide} aria-labelledby={ids.title}>
      <Form onSubmit={(submit) => void handleConfirm(submit)} noValidate>
        <Modal.Header closeButton={!busy} closeLabel="Cancel">
          <Modal.Title id={ids.title} as="h2" className="h5">
            {props.title}
          </Modal.Title>
        </Modal.Header>
        <Modal.Body>
          <p>{props.description}</p>
          <Form.Group controlId={ids.reason}>
            <Form.Label>Reason</Form.Label>
            <Form.Control
              as="textarea"
              rows={2}
              maxLength={500}
              value={reason}
              onChange={(change) => setReason(change.target.value)}
              isInvalid={failure === props.requiredText}
            />
          </Form.Group>
          {failure && (
            <Alert variant="danger" className="mt-2 mb-0" role="alert">
              {failure}
            </Alert>
          )}
        </Modal.Body>
        <Modal.Footer>
          <Button variant="secondary" onClick={props.onHide} disabled={busy} autoFocus>
            Cancel
          </Button>
          <Button type="submit" variant="danger" disabled={busy}>
            {busy && <Spinner as="span" animation="border" size="sm" className="me-2" aria-hidden="true" />}
            {props.confirmLabel}
          </Button>
        </Modal.Footer>
      </Form>
    </Modal>
  );
}

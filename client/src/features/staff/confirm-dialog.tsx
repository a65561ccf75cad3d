import { useId } from 'react';
import Button from 'react-bootstrap/Button';
import Modal from 'react-bootstrap/Modal';
import Spinner from 'react-bootstrap/Spinner';

export interface ConfirmDialogProps {
  show: boolean;
  title: string;
  /** what will happen, in words the admin can check before saying yes */
  children: React.ReactNode;
  confirmLabel: string;
  /** 'danger' for anything that erases */
  variant?: 'danger' | 'primary' | 'warning';
  /** while the confirmed request runs: the confirm button shows progress and nothing can be sent twice */
  busy?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/** The staff site's 'are you sure' step before anything destructive or irreversible. Cancel has the focus first. */
export function ConfirmDialog({
  show,
  title,
  children,
  confirmLabel,
  variant = 'danger',
  busy = false,
  onConfirm,
  onCancel,
}: ConfirmDialogProps) {
  const titleId = useId();
  return (
    <Modal show={show} onHide={busy ? () => undefined : onCancel} aria-labelledby={titleId} backdrop={busy ? 'static' : true}>
      <Modal.Header closeButton={!busy} closeLabel="Cancel">
        <Modal.Title id={titleId} as="h2" className="h5">
          {title}
        </Modal.Title>
      </Modal.Header>
      <Modal.Body>{children}</Modal.Body>
      <Modal.Footer>
        <Button variant="secondary" onClick={onCancel} disabled={busy} autoFocus>
          Cancel
        </Button>
        <Button variant={variant} onClick={onConfirm} disabled={busy}>
          {busy && <Spinner as="span" animation="border" size="sm" className="me-2" aria-hidden="true" />}
          {confirmLabel}
        </Button>
      </Modal.Footer>
    </Modal>
  );
}

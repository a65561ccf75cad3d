import Button, { type ButtonProps } from 'react-bootstrap/Button';
import Modal from 'react-bootstrap/Modal';
import Spinner from 'react-bootstrap/Spinner';

export interface DialogFooterProps {
  /** the action's label, e.g. 'Save' */
  label: string;
  variant?: ButtonProps['variant'];
  busy: boolean;
  /** off for another reason than busy (say why in `note`) */
  disabled?: boolean;
  onCancel: () => void;
  /** without it the action submits the dialog's form */
  onConfirm?: () => void;
  /** further buttons, between Cancel and the action */
  extra?: React.ReactNode;
  /** a line under the buttons, e.g. why the action is off */
  note?: React.ReactNode;
  className?: string;
}

/**
 * A staff dialog's footer: Cancel, then the action with a spinner while it runs; both are off while
 * busy, so a second press sends nothing.
 */
export function DialogFooter({
  label,
  variant = 'primary',
  busy,
  disabled = false,
  onCancel,
  onConfirm,
  extra,
  note,
  className,
}: DialogFooterProps) {
  return (
    <Modal.Footer className={className}>
      <Button variant="secondary" onClick={onCancel} disabled={busy}>
        Cancel
      </Button>
      {extra}
      <Button type={onConfirm ? 'button' : 'submit'} variant={variant} onClick={onConfirm} disabled={busy || disabled}>
        {busy && <Spinner as="span" animation="border" size="sm" className="me-2" aria-hidden="true" />}
        {label}
      </Button>
      {note}
    </Modal.Footer>
  );
}

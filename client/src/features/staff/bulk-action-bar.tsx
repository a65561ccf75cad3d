import { useId } from 'react';
import Button, { type ButtonProps } from 'react-bootstrap/Button';

export interface BulkAction {
  /** the action's label; the count of selected rows it acts on follows it */
  label: string;
  variant: ButtonProps['variant'];
  onClick: () => void;
}

/**
 * The buttons over a staff table that act on its selected rows. Each shows how many rows it acts
 * on; with none (or while a call runs) they are off, and the line beside them says why, tied to
 * each button so a screen reader and a touch user both learn it. `children` are further controls of
 * the bar that do not depend on the selection.
 */
export function BulkActionBar({
  count,
  busy,
  actions,
  emptyHint,
  children,
}: {
  /** how many selected rows the actions act on */
  count: number;
  busy: boolean;
  actions: readonly BulkAction[];
  /** why the actions are off with nothing selected, e.g. 'Select registrations in the table to decide.' */
  emptyHint: string;
  children?: React.ReactNode;
}) {
  const hintId = useId();
  return (
    <div className="d-flex flex-wrap gap-2 mb-2">
      {actions.map((action) => (
        <Button
          key={action.label}
          variant={action.variant}
          disabled={busy || count === 0}
          aria-describedby={count === 0 ? hintId : undefined}
          onClick={action.onClick}
        >
          {action.label} ({count})
        </Button>
      ))}
      {count === 0 && (
        <span id={hintId} className="small text-body-secondary align-self-center">
          {emptyHint}
        </span>
      )}
      {children}
    </div>
  );
}

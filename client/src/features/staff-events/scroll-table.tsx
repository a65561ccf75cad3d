import Table from 'react-bootstrap/Table';

/**
 * A read-only table that scrolls sideways on a narrow screen. The scrolling box is a named, focusable
 * region, so a keyboard user can scroll it too (a table of text has nothing else to focus).
 */
export function ScrollTable({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div className="table-responsive mb-3" tabIndex={0} role="region" aria-label={label}>
      <Table striped size="sm" className="mb-0" aria-label={label}>
        {children}
      </Table>
    </div>
  );
}

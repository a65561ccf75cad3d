import { render, screen, within } from '@testing-library/react';
import { PostEventTable } from './post-event-table';
import { postEventRows } from '../../test/staff-events-fixtures';

describe('the post-event table', () => {
  it('flags a walk-in admitted at the gate with its reason and shows when each person was checked in', () => {
    const [gate, absent] = postEventRows(2);
    const rows = [{ ...gate, walkIn: true, walkInReason: 'Paid at the door', checkedInAt: '2026-06-05T18:20:00.000Z' }, absent];
    render(
      <PostEventTable
        event={{ eventStartTime: '2026-06-05T18:00:00.000Z', eventEndTime: '2026-06-07T15:00:00.000Z' }}
        rows={rows}
        onRowChange={() => undefined}
        onRoleOrCharacter={(row) => Promise.resolve(row)}
        onFailure={() => undefined}
      />,
    );
    expect(screen.getByRole('columnheader', { name: /Checked in/ })).toBeInTheDocument();
    const walkIn = screen.getByRole('row', { name: /First0 Last0/ });
    expect(within(walkIn).getByText('Walk-in: Paid at the door')).toBeInTheDocument();
    expect(within(walkIn).getByText(/2026/)).toBeInTheDocument();
    const other = screen.getByRole('row', { name: /First1 Last1/ });
    expect(within(other).queryByText(/Walk-in/)).not.toBeInTheDocument();
    expect(within(other).getByText('—')).toBeInTheDocument();
  });
});

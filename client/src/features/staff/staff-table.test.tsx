import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { StaffTable, type StaffColumn } from './staff-table';
import { useSelection } from './use-selection';

interface Row {
  id: string;
  name: string;
  player: string;
  xp: number;
}

const thousandRows: Row[] = Array.from({ length: 1000 }, (_v, index) => ({
  id: `c${index}`,
  name: `Character ${String(index).padStart(4, '0')}`,
  player: index % 10 === 0 ? `Grace Hopper ${index}` : `Player ${index}`,
  xp: (index * 37) % 101,
}));

const COLUMNS: StaffColumn<Row>[] = [
  { key: 'name', header: 'Character', render: (row) => row.name, sortValue: (row) => row.name, rowHeader: true },
  { key: 'player', header: 'Player', render: (row) => row.player, sortValue: (row) => row.player },
  { key: 'xp', header: 'XP', render: (row) => row.xp, sortValue: (row) => row.xp },
];
const searchText = (row: Row) => `${row.name} ${row.player}`;

function Harness({ onSelected }: { onSelected?: (ids: string[]) => void }) {
  const selection = useSelection();
  onSelected?.([...selection.selected]);
  return (
    <StaffTable
      label="Characters"
      rows={thousandRows}
      rowKey={(row) => row.id}
      columns={COLUMNS}
      searchText={searchText}
      selection={{ ...selection, rowLabel: (row) => row.name }}
      noun="characters"
    />
  );
}

const bodyRows = () =>
  within(screen.getByRole('table', { name: 'Characters' }))
    .getAllByRole('row')
    .slice(1);

describe('StaffTable', () => {
  it('shows one page of 25 of 1,000 rows and moves between pages', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    expect(bodyRows()).toHaveLength(25);
    expect(screen.getByText('Showing 1–25 of 1000 characters')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Page 40' }));
    expect(screen.getByText('Showing 976–1000 of 1000 characters')).toBeInTheDocument();
    expect(within(bodyRows()[24]).getByRole('rowheader').textContent).toBe('Character 0999');
    await user.selectOptions(screen.getByLabelText('Rows per page'), '100');
    expect(bodyRows()).toHaveLength(100);
  });

  it('searches by player or character name and selects all that match', async () => {
    const user = userEvent.setup();
    let selected: string[] = [];
    render(<Harness onSelected={(ids) => (selected = ids)} />);
    await user.type(screen.getByLabelText('Search'), 'grace hopper');
    expect(await screen.findByText('Showing 1–25 of 100 characters (of 1000)')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Select all 100 matching' }));
    expect(selected).toHaveLength(100);
    expect(selected.every((id) => Number(id.slice(1)) % 10 === 0)).toBe(true);
    expect(screen.getByText('100 selected')).toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: 'Select Character 0000' }));
    expect(selected).toHaveLength(99);
    await user.click(screen.getByRole('button', { name: 'Clear selection' }));
    expect(selected).toHaveLength(0);
  });

  it('sorts by a column, ascending then descending, and says so to screen readers', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    const header = screen.getByRole('columnheader', { name: /XP/ });
    expect(header.getAttribute('aria-sort')).toBe('none');
    await user.click(within(header).getByRole('button'));
    expect(header.getAttribute('aria-sort')).toBe('ascending');
    expect(within(bodyRows()[0]).getAllByRole('cell')[2].textContent).toBe('0');
    await user.click(within(header).getByRole('button'));
    expect(header.getAttribute('aria-sort')).toBe('descending');
    expect(within(bodyRows()[0]).getAllByRole('cell')[2].textContent).toBe('100');
  });
});

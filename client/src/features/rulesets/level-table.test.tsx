import { fireEvent, render, screen } from '@testing-library/react';
import type { CharacterLevelThreshold } from '@larp/rules';
import { useState } from 'react';
import { LevelTable } from './level-table';

function Held({ initial }: { initial: CharacterLevelThreshold[] }) {
  const [levels, setLevels] = useState(initial);
  return (
    <>
      <LevelTable levels={levels} onChange={setLevels} />
      <output data-testid="value">{JSON.stringify(levels.map((entry) => [entry.level, Number.isNaN(entry.xp) ? 'NaN' : entry.xp]))}</output>
    </>
  );
}
const value = () => JSON.parse(screen.getByTestId('value').textContent) as unknown;
const cell = (level: number) => screen.getByLabelText(`Level ${level} total XP`);

describe('the level table', () => {
  const LEVELS = [
    { level: 1, xp: 0 },
    { level: 2, xp: 15 },
    { level: 3, xp: 35 },
  ];

  it("says each cell's problem in the validator's words and keeps what was typed", () => {
    render(<Held initial={LEVELS} />);
    expect(screen.getByText('+15')).toBeInTheDocument();
    fireEvent.change(cell(3), { target: { value: '10' } });
    expect(value()).toEqual([
      [1, 0],
      [2, 15],
      [3, 10],
    ]);
    expect(cell(3)).toHaveAccessibleDescription('Total XP must be greater than the level before.');
    expect(cell(3)).toHaveAttribute('aria-invalid', 'true');
    fireEvent.change(cell(2), { target: { value: '1x' } });
    expect(cell(2)).toHaveValue('1x');
    expect(value()).toEqual([
      [1, 0],
      [2, 'NaN'],
      [3, 10],
    ]);
    expect(cell(2)).toHaveAccessibleDescription('Total XP must be a whole number of XP.');
    fireEvent.change(cell(1), { target: { value: '3' } });
    expect(cell(1)).toHaveAccessibleDescription('Total XP must be 0 (every character starts at level 1).');
    fireEvent.change(cell(1), { target: { value: '0' } });
    fireEvent.change(cell(2), { target: { value: '5' } });
    fireEvent.change(cell(3), { target: { value: '12' } });
    for (const level of [1, 2, 3]) expect(cell(level)).toHaveAttribute('aria-invalid', 'false');
  });

  it('moves between the cells with the arrow keys and Enter', () => {
    render(<Held initial={LEVELS} />);
    cell(1).focus();
    fireEvent.keyDown(cell(1), { key: 'ArrowDown' });
    expect(cell(2)).toHaveFocus();
    fireEvent.keyDown(cell(2), { key: 'Enter' });
    expect(cell(3)).toHaveFocus();
    fireEvent.keyDown(cell(3), { key: 'ArrowUp' });
    expect(cell(2)).toHaveFocus();
  });

  it('fills the cells below from a pasted column, adding levels, and adds and removes the last level', () => {
    render(<Held initial={LEVELS} />);
    fireEvent.paste(cell(2), { clipboardData: { getData: () => '20\r\n45\n70\n100\n' } });
    expect(value()).toEqual([
      [1, 0],
      [2, 20],
      [3, 45],
      [4, 70],
      [5, 100],
    ]);
    fireEvent.click(screen.getByRole('button', { name: 'Add level 6' }));
    expect(cell(6)).toHaveValue('130');
    fireEvent.click(screen.getByRole('button', { name: 'Remove level 6' }));
    fireEvent.click(screen.getByRole('button', { name: 'Remove level 5' }));
    expect(value()).toEqual([
      [1, 0],
      [2, 20],
      [3, 45],
      [4, 70],
    ]);
  });

  it('keeps level 1 and says why it cannot go', () => {
    render(<Held initial={[{ level: 1, xp: 0 }]} />);
    expect(screen.getByRole('button', { name: 'Remove level 1' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Remove level 1' })).toHaveAccessibleDescription('Level 1 always stays.');
  });
});

import { fireEvent, render, screen } from '@testing-library/react';
import type { RaceDefinition, RulebookLink } from '@larp/rules';
import { useState } from 'react';
import { RaceForm, RulebooksForm } from './part-forms';

const MOUNTAIN: RaceDefinition = {
  _id: 'aaaaaaaaaaaaaaaaaaaaaaaa',
  race_name: 'Dwarf',
  subculture_name: 'Mountain',
  default_attributes: ['Dwarf', 'Stoneborn'],
  attribute_choice: null,
  transformations: ['Revenant'],
};

/** A form with its value held as the editor holds it, the latest value shown for the test to read. */
function Held<T>({ initial, form }: { initial: T; form: (value: T, onChange: (next: T) => void) => React.ReactNode }) {
  const [value, setValue] = useState(initial);
  return (
    <>
      {form(value, setValue)}
      <output data-testid="value">{JSON.stringify(value)}</output>
    </>
  );
}
const value = () => JSON.parse(screen.getByTestId('value').textContent) as unknown;

describe('the ruleset part forms', () => {
  it("shape a race's attribute choices, subculture and transformations as the ruleset JSON has them", () => {
    render(
      <Held
        initial={MOUNTAIN}
        form={(race, onChange) => <RaceForm race={race} transformationNames={['Vampire', 'Lycanthrope', 'Revenant']} onChange={onChange} />}
      />,
    );
    fireEvent.click(screen.getByLabelText('The player chooses one more attribute'));
    expect(value()).toMatchObject({ attribute_choice: [] });
    fireEvent.change(screen.getByLabelText('Attribute choices'), { target: { value: 'Runesmith, , Miner ' } });
    expect(value()).toMatchObject({ attribute_choice: ['Runesmith', 'Miner'] });
    // the text stays as typed while the value drops the blanks
    expect(screen.getByLabelText('Attribute choices')).toHaveValue('Runesmith, , Miner ');
    fireEvent.click(screen.getByLabelText('Vampire'));
    expect(value()).toMatchObject({ transformations: ['Vampire', 'Revenant'] });
    fireEvent.change(screen.getByLabelText('Subculture'), { target: { value: '' } });
    expect(value()).toMatchObject({ subculture_name: null });
    fireEvent.click(screen.getByLabelText('The player chooses one more attribute'));
    expect(value()).toMatchObject({ attribute_choice: null });
    fireEvent.change(screen.getByLabelText(/^Description/), { target: { value: 'Miners of the deep roads.' } });
    expect(value()).toMatchObject({ race_description: 'Miners of the deep roads.' });
  });

  it('adds, orders and removes rulebook links, saying why the ends cannot move', () => {
    const links: RulebookLink[] = [{ label: 'Player Rulebook', url: 'https://rules.example.org/player.pdf' }];
    render(<Held initial={links} form={(list, onChange) => <RulebooksForm links={list} onChange={onChange} />} />);
    fireEvent.click(screen.getByRole('button', { name: 'Add link' }));
    fireEvent.change(screen.getAllByLabelText('Label')[1], { target: { value: 'Costume Guide' } });
    fireEvent.change(screen.getAllByLabelText('What it holds (optional)')[1], { target: { value: 'What to wear' } });
    fireEvent.click(screen.getAllByRole('button', { name: 'Move up' })[1]);
    expect(value()).toEqual([
      { label: 'Costume Guide', url: 'https://', text: 'What to wear' },
      { label: 'Player Rulebook', url: 'https://rules.example.org/player.pdf' },
    ]);
    expect(screen.getByText('The first link cannot move up.')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Remove link 1' }));
    expect(value()).toEqual([{ label: 'Player Rulebook', url: 'https://rules.example.org/player.pdf' }]);
  });
});

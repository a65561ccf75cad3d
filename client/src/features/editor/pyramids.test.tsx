import { fireEvent, render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { byLabel, EditorHarness, startBuild } from '../../test/editor-harness';
import { isBlocked } from './step-button';

jest.setTimeout(30_000);

function description(element: HTMLElement): string {
  const ids = (element.getAttribute('aria-describedby') ?? '').split(' ').filter(Boolean);
  return ids.map((id) => document.getElementById(id)?.textContent ?? '').join(' ');
}

describe('the spell-school pyramid', () => {
  it('needs a school first, then grows one valid slot at a time', async () => {
    const user = userEvent.setup();
    render(<EditorHarness build={startBuild('adept')} ctx={{ character_xp_total: 30, additional_spell_schools: [] }} />);
    const first = byLabel('Add Spell Slot level 1 in school 1 (not chosen)');
    expect(isBlocked(first)).toBe(true);
    expect(description(first)).toBe('Choose a spell school before buying its slots');

    fireEvent.change(byLabel('Next school'), { target: { value: 'elementalism' } });
    await user.click(byLabel('Add school'));
    expect(isBlocked(byLabel('Add Spell Slot level 1 in elementalism (1 XP)'))).toBe(false);
    // Level 2 cannot be bought before level 1 (a level may not exceed the one before it).
    expect(isBlocked(byLabel('Add Spell Slot level 2 in elementalism'))).toBe(true);

    await user.click(byLabel('Add Spell Slot level 1 in elementalism (1 XP)'));
    expect(byLabel('Spell Slot level 1 in elementalism count').textContent).toBe('1');
    expect(byLabel('Current Build Cost').textContent).toBe('1');
    // The school holds a slot now: it cannot be removed, and a second school may be chosen.
    expect(isBlocked(byLabel('Remove last school'))).toBe(true);
    expect(description(byLabel('Remove last school'))).toContain('Remove the slots in elementalism before removing the school');
    fireEvent.change(byLabel('Next school'), { target: { value: 'necromancy' } });
    expect(isBlocked(byLabel('Add school'))).toBe(false);
    // Elementalism is under the arcane umbrella: arcane cannot be added beside it.
    fireEvent.change(byLabel('Next school'), { target: { value: 'arcane' } });
    expect(isBlocked(byLabel('Add school'))).toBe(true);
    expect(description(byLabel('Add school'))).toContain('arcane already covers elementalism');

    await user.click(byLabel('Remove Spell Slot level 1 in elementalism (-1 XP)'));
    expect(byLabel('Current Build Cost').textContent).toBe('0');
    expect(isBlocked(byLabel('Remove last school'))).toBe(false);
  });

  it("offers the character's additional spell schools", () => {
    render(<EditorHarness build={startBuild('adept')} ctx={{ character_xp_total: 30, additional_spell_schools: ['chronomancy'] }} />);
    const options = [...(byLabel('Next school') as unknown as HTMLSelectElement).options].map((option) => option.value);
    expect(options).toContain('chronomancy');
    expect(options).not.toContain('void');
  });
});

describe('the alchemy pyramid', () => {
  it('buys basic alchemy, needs a specialty for level 4, and adds and removes the specialty at the last entry', async () => {
    const user = userEvent.setup();
    render(<EditorHarness build={startBuild('fighter')} ctx={{ character_xp_total: 40, additional_spell_schools: [] }} />);
    await user.click(byLabel('Add Alchemy level 1 in Basic alchemy (2 XP)'));
    expect(byLabel('Alchemy level 1 in Basic alchemy count').textContent).toBe('1');
    expect(byLabel('Current Build Cost').textContent).toBe('2');
    const level4 = byLabel(/^Add Alchemy level 4 in Basic alchemy/);
    expect(isBlocked(level4)).toBe(true);
    expect(description(level4)).not.toBe('');

    fireEvent.change(byLabel('Next specialty'), { target: { value: 'poisoner' } });
    await user.click(byLabel('Add specialty'));
    expect(byLabel('Alchemy level 1 in poisoner count').textContent).toBe('1');
    expect(isBlocked(byLabel('Remove last specialty'))).toBe(false);
    await user.click(byLabel('Remove last specialty'));
    expect(byLabel('Alchemy level 1 in Basic alchemy count').textContent).toBe('1');
  });
});

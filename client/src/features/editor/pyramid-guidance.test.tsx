import { fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { byLabel, EditorHarness, queryByLabel, startBuild } from '../../test/editor-harness';
import { isBlocked } from './step-button';

jest.setTimeout(30_000);

/** The text a control's aria-describedby points at: what a screen reader reads after its name. */
function description(element: HTMLElement): string {
  const ids = (element.getAttribute('aria-describedby') ?? '').split(' ').filter(Boolean);
  return ids.map((id) => document.getElementById(id)?.textContent ?? '').join(' ');
}

/** Whether an element (or an ancestor) is hidden from sight: visually-hidden or display none. */
function hiddenFromSight(element: HTMLElement | null): boolean {
  for (let node = element; node; node = node.parentElement) {
    if (node.classList.contains('visually-hidden') || node.hidden || node.style.display === 'none') return true;
  }
  return false;
}

const nextSlots = (title: string) =>
  within(screen.getByRole('list', { name: `${title}: next slots` }))
    .getAllByRole('listitem')
    .map((item) => item.textContent);
const select = (label: string) => byLabel(label) as unknown as HTMLSelectElement;

describe('the pyramids explain +/- and the next slot in text, not only in tooltips', () => {
  it('says in visible text what + and − do and what the next slot of each school costs', async () => {
    const user = userEvent.setup();
    render(<EditorHarness build={startBuild('adept')} ctx={{ character_xp_total: 30, additional_spell_schools: [] }} />);
    const pyramid = screen.getByRole('region', { name: 'Spell Slot pyramid' });
    expect(pyramid.textContent).toContain('+ buys one slot of a level and − removes one');

    fireEvent.change(byLabel('Next school'), { target: { value: 'elementalism' } });
    await user.click(byLabel('Add school'));
    expect(nextSlots('Spell Slot')).toEqual(['Elementalism: next slot: first level, 1 XP']);
    // the enabled + names its cost to a screen reader as well
    expect(isBlocked(byLabel('Add Spell Slot level 1 in elementalism (1 XP)'))).toBe(false);

    await user.click(byLabel('Add Spell Slot level 1 in elementalism (1 XP)'));
    await user.click(byLabel(/^Add Spell Slot level 1 in elementalism \(\d+ XP\)$/));
    // two first-level slots: the next one is a second-level slot, with its own cost
    const [next] = nextSlots('Spell Slot');
    expect(next).toMatch(/^Elementalism: next slot: (first|second) level, \d+ XP$/);
  });

  it('gives a disabled + its reason as text a screen reader reads (aria-describedby), not a tooltip alone', () => {
    render(<EditorHarness build={startBuild('adept')} ctx={{ character_xp_total: 30, additional_spell_schools: [] }} />);
    const plus = byLabel('Add Spell Slot level 1 in school 1 (not chosen)');
    expect(isBlocked(plus)).toBe(true);
    expect(description(plus)).toBe('Choose a spell school before buying its slots');
    // the reason is in the document (read, though not drawn in each of the 54 cells)
    const reason = document.getElementById(plus.getAttribute('aria-describedby')!.split(' ')[0])!;
    expect(reason.textContent).toBe('Choose a spell school before buying its slots');
  });

  it("shows a blocked cell's reason in sight when it is tapped or pressed, and leaves the count alone", async () => {
    const user = userEvent.setup();
    render(<EditorHarness build={startBuild('adept')} ctx={{ character_xp_total: 30, additional_spell_schools: [] }} />);
    const pyramid = screen.getByRole('region', { name: 'Spell Slot pyramid' });
    const plus = byLabel('Add Spell Slot level 1 in school 1 (not chosen)');
    expect(isBlocked(plus)).toBe(true);
    await user.click(plus);
    const said = within(pyramid)
      .getAllByRole('status')
      .find((status) => status.classList.contains('step-reason'))!;
    expect(said.textContent).toBe('Add Spell Slot level 1 in school 1 (not chosen): Choose a spell school before buying its slots');
    expect(hiddenFromSight(said)).toBe(false);
    expect(byLabel('Spell Slot level 1 in school 1 (not chosen) count').textContent).toBe('0');
  });

  it('gives XP as the reason when the shape would allow the next slot but the XP does not', async () => {
    const user = userEvent.setup();
    render(<EditorHarness build={startBuild('adept')} ctx={{ character_xp_total: 6, additional_spell_schools: [] }} />);
    fireEvent.change(byLabel('Next school'), { target: { value: 'elementalism' } });
    await user.click(byLabel('Add school'));
    // the lowest slot on offer, bought until none is: the first level is full by then (its own
    // limit), and the XP is what stops the next level
    for (let add = queryByLabel(/^Add Spell Slot level \d in elementalism \(\d+ XP\)$/); add;) {
      await user.click(add);
      add = queryByLabel(/^Add Spell Slot level \d in elementalism \(\d+ XP\)$/);
    }
    expect(isBlocked(byLabel('Add Spell Slot level 1 in elementalism'))).toBe(true);
    expect(description(byLabel('Add Spell Slot level 1 in elementalism'))).not.toMatch(/XP/);
    const [text] = nextSlots('Spell Slot');
    expect(text).toMatch(/^Elementalism: no slot can be added: Not enough XP/);
  });

  it('says in visible text why no slot can be added when the XP runs short', async () => {
    const user = userEvent.setup();
    render(<EditorHarness build={startBuild('adept')} ctx={{ character_xp_total: 1, additional_spell_schools: [] }} />);
    fireEvent.change(byLabel('Next school'), { target: { value: 'elementalism' } });
    await user.click(byLabel('Add school'));
    await user.click(byLabel('Add Spell Slot level 1 in elementalism (1 XP)'));
    const [text] = nextSlots('Spell Slot');
    expect(text).toMatch(/^Elementalism: no slot can be added: .+/);
    const list = screen.getByRole('list', { name: 'Spell Slot: next slots' });
    expect(hiddenFromSight(list)).toBe(false);
    // the blocked + says the same reason to a screen reader
    const plus = byLabel('Add Spell Slot level 1 in elementalism');
    expect(isBlocked(plus)).toBe(true);
    expect(text).toContain(description(plus));
  });

  it('shows why a school cannot be added or removed as visible text tied to the button', async () => {
    const user = userEvent.setup();
    render(<EditorHarness build={startBuild('adept')} ctx={{ character_xp_total: 30, additional_spell_schools: [] }} />);
    fireEvent.change(byLabel('Next school'), { target: { value: 'elementalism' } });
    await user.click(byLabel('Add school'));
    await user.click(byLabel('Add Spell Slot level 1 in elementalism (1 XP)'));
    const remove = byLabel('Remove last school');
    expect(isBlocked(remove)).toBe(true);
    const reason = document.getElementById(remove.getAttribute('aria-describedby')!)!;
    expect(reason.textContent).toBe('Remove last school: Remove the slots in elementalism before removing the school');
    expect(hiddenFromSight(reason)).toBe(false);
  });
});

describe('the next school or specialty defaults to the first allowed choice', () => {
  it('skips a blocked school: beside elementalism, arcane (which covers it) is not the default', async () => {
    const user = userEvent.setup();
    render(<EditorHarness build={startBuild('adept')} ctx={{ character_xp_total: 30, additional_spell_schools: [] }} />);
    // nothing chosen yet: the first school in the list is allowed and is the default
    expect(select('Next school').value).toBe('arcane');
    fireEvent.change(byLabel('Next school'), { target: { value: 'elementalism' } });
    await user.click(byLabel('Add school'));
    // a second school once the first holds a slot
    await user.click(byLabel('Add Spell Slot level 1 in elementalism (1 XP)'));
    const options = [...select('Next school').options];
    expect(options[0].value).toBe('arcane');
    expect(options[0].textContent).toBe('Arcane (not allowed)');
    const firstAllowed = options.find((option) => !option.textContent.endsWith('(not allowed)'))!;
    expect(firstAllowed.value).not.toBe('arcane');
    expect(select('Next school').value).toBe(firstAllowed.value);
    expect(isBlocked(byLabel('Add school'))).toBe(false);
    // Add school adds that default, not the blocked one
    await user.click(byLabel('Add school'));
    expect(screen.getByRole('list', { name: 'Spell Slot: next slots' }).textContent).toContain(firstAllowed.textContent);
  });

  it('keeps a blocked school the player picked, and says why it cannot be added', async () => {
    const user = userEvent.setup();
    render(<EditorHarness build={startBuild('adept')} ctx={{ character_xp_total: 30, additional_spell_schools: [] }} />);
    fireEvent.change(byLabel('Next school'), { target: { value: 'elementalism' } });
    await user.click(byLabel('Add school'));
    fireEvent.change(byLabel('Next school'), { target: { value: 'arcane' } });
    expect(select('Next school').value).toBe('arcane');
    expect(isBlocked(byLabel('Add school'))).toBe(true);
    expect(description(byLabel('Add school'))).toContain('arcane already covers elementalism');
  });

  it('defaults the next alchemy specialty to an allowed one', () => {
    render(<EditorHarness build={startBuild('fighter')} ctx={{ character_xp_total: 40, additional_spell_schools: [] }} />);
    const chosen = select('Next specialty');
    const option = [...chosen.options].find((entry) => entry.value === chosen.value)!;
    const allowed = [...chosen.options].filter((entry) => !entry.textContent.endsWith('(not allowed)'));
    if (allowed.length > 0) expect(option.value).toBe(allowed[0].value);
    else expect(option.value).toBe(chosen.options[0].value); // none allowed: the first, and Add says why
  });
});

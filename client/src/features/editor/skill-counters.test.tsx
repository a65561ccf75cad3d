import { recomputeCost } from '@larp/rules';
import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { byLabel, EditorHarness, queryByLabel, sampleData, showAll, skillId, startBuild } from '../../test/editor-harness';
import { isBlocked } from './step-button';

// The whole sample ruleset (200 skills) is rendered in each test: queries by label, not by role,
// keep jsdom quick.
jest.setTimeout(30_000);

const ctx = (xp: number) => ({ character_xp_total: xp, additional_spell_schools: [] });
const control = byLabel;
const text = (label: string) => byLabel(label).textContent;

function description(element: HTMLElement): string {
  const ids = (element.getAttribute('aria-describedby') ?? '').split(' ').filter(Boolean);
  return ids.map((id) => document.getElementById(id)?.textContent ?? '').join(' ');
}

describe('skill counters', () => {
  it('blocks a skill whose prerequisite is missing, saying why, and enables it once the prerequisite is bought', async () => {
    const user = userEvent.setup();
    render(<EditorHarness build={startBuild('fighter')} ctx={ctx(20)} />);
    showAll();
    const addRiposte = control(/^Add one Riposte/);
    expect(isBlocked(addRiposte)).toBe(true);
    expect(description(addRiposte)).toMatch(/Parry/);

    await user.click(control('Add one Parry (1 XP)'));
    expect(text('Parry count')).toBe('1');
    expect(text('Current Build Cost')).toBe('1');
    const riposte = control('Add one Riposte (2 XP)');
    expect(isBlocked(riposte)).toBe(false);

    // Parry is now necessary for Riposte: its minus is blocked with the reason.
    await user.click(riposte);
    const removeParry = control('Remove one Parry');
    expect(isBlocked(removeParry)).toBe(true);
    expect(description(removeParry)).toBe('Parry is needed by Riposte');
    expect(text('Current Build Cost')).toBe('3');
  });

  it('refuses a purchase the XP cannot pay for, with the cost in the reason', () => {
    render(<EditorHarness build={startBuild('fighter')} ctx={ctx(0)} />);
    showAll();
    const addParry = control(/^Add one Parry/);
    expect(isBlocked(addParry)).toBe(true);
    // one line on the row says why, and the control points to it
    expect(description(addParry)).toBe('Unavailable: Not enough XP: this costs 1 XP and 0 XP is available');
  });

  it('counts handed skills per hand', async () => {
    const user = userEvent.setup();
    render(<EditorHarness build={startBuild('fighter')} ctx={ctx(20)} />);
    await user.click(control(/^Add one One-Handed Blade \(Left\)/));
    expect(text('One-Handed Blade (Left) count')).toBe('1');
    expect(text('One-Handed Blade (Right) count')).toBe('0');
    expect(isBlocked(control('Remove one One-Handed Blade (Left)'))).toBe(false);
    expect(isBlocked(control('Remove one One-Handed Blade (Right)'))).toBe(true);
  });

  it('shows a checkbox for a single-purchase skill that buys and sells it', async () => {
    const user = userEvent.setup();
    render(<EditorHarness build={startBuild('fighter')} ctx={ctx(20)} />);
    await user.click(control('Literacy (1 XP)'));
    expect(control('Literacy').checked).toBe(true);
    expect(text('Current Build Cost')).toBe('1');
    await user.click(control('Literacy'));
    expect(control('Literacy (1 XP)').checked).toBe(false);
    expect(text('Current Build Cost')).toBe('0');
  });

  it('never lowers a skill below the committed build (the regression)', () => {
    const parry = skillId('Parry');
    const build = startBuild('fighter', { [parry]: { purchase_count: 2, grants: [] } });
    build.character_build_cost = recomputeCost(sampleData, build);
    const committed = JSON.parse(JSON.stringify(build));
    render(<EditorHarness build={build} ctx={{ ...ctx(20), committed_build: committed }} />);
    const removeParry = control('Remove one Parry');
    expect(isBlocked(removeParry)).toBe(true);
    expect(description(removeParry)).toBe('Parry cannot go below your committed build');
    expect(isBlocked(control(/^Add one Parry/))).toBe(false);
    // not said in sight beside every committed skill: only once its − is pressed, as a status
    expect(screen.queryByText('Parry cannot go below your committed build', { selector: '[role=status]' })).not.toBeInTheDocument();
    act(() => removeParry.click());
    const said = [...document.querySelectorAll('.step-reason[role=status]')].filter((status) => status.textContent !== '');
    expect(said.map((status) => status.textContent)).toEqual(['Parry cannot go below your committed build']);
    expect(text('Parry count')).toBe('2');
  });

  it('keeps the focus on a + that the click blocks, and says why when it is pressed again', async () => {
    const user = userEvent.setup();
    render(<EditorHarness build={startBuild('fighter')} ctx={ctx(1)} />);
    const addParry = control('Add one Parry (1 XP)');
    addParry.focus();
    await user.keyboard('{Enter}');
    expect(text('Parry count')).toBe('1');
    const blocked = control(/^Add one Parry/);
    expect(isBlocked(blocked)).toBe(true);
    expect(document.activeElement).toBe(blocked);
    await user.keyboard('{Enter}');
    expect(text('Parry count')).toBe('1');
    expect(description(blocked)).toMatch(/^Not enough XP/);
  });

  it('Purchasable Skills (the default) hides what cannot be bought and empty groups, and keeps what is owned', async () => {
    const user = userEvent.setup();
    render(<EditorHarness build={startBuild('fighter')} ctx={ctx(20)} />);
    expect(byLabel('Purchasable Skills').getAttribute('aria-checked')).toBe('true');
    expect(queryByLabel(/^Add one Riposte/)).not.toBeInTheDocument();
    expect(queryByLabel(/^Add one Weapon Finesse/)).not.toBeInTheDocument();
    // a fighter is offered no spell pyramid, and no group shows without a row
    expect(document.querySelector('[aria-label="Spell Slot slots table"]')).not.toBeInTheDocument();
    for (const heading of document.querySelectorAll('h3')) expect(Number(/\((\d+)\)/.exec(heading.textContent)?.[1])).toBeGreaterThan(0);
    await user.click(control('Add one Parry (1 XP)'));
    expect(queryByLabel(/^Add one Parry/)).toBeInTheDocument();
    expect(queryByLabel('Add one Riposte (2 XP)')).toBeInTheDocument();
  });

  it("All Skills groups by category, open, without other races' racial skills, with a search; an unavailable skill says why in one line", () => {
    render(<EditorHarness build={startBuild('fighter')} ctx={ctx(20)} />);
    act(() => byLabel('All Skills').click());
    expect(byLabel('All Skills').getAttribute('aria-checked')).toBe('true');
    const groups = screen.getAllByRole('button', { expanded: true });
    expect(groups.map((button) => button.textContent.replace(/[▸▾]/g, '').replace(/\s*\(\d+\)$/, ''))).toEqual(
      expect.arrayContaining(['Class', 'Maneuver', 'Weapon', 'Magic', 'Racial']),
    );
    expect(screen.queryAllByRole('button', { expanded: false })).toEqual([]);
    // a Highland Human is shown the Human and Highlander racial skills, no other race's
    const racial = sampleData.ruleset.skills.filter((skill) => skill.skill_type === 'racial');
    const racialGroup = groups.find((button) => /^.?Racial/.test(button.textContent))!;
    const own = racial.filter((skill) => ['Human', 'Highlander'].includes(skill.skill_trait_group ?? ''));
    expect(racialGroup.textContent).toContain(`(${own.length})`);
    expect(own.length).toBeLessThan(racial.length);
    const maneuvers = groups.find((button) => /^.?Maneuver/.test(button.textContent))!;
    act(() => maneuvers.click());
    expect(maneuvers.getAttribute('aria-expanded')).toBe('false');
    act(() => maneuvers.click());
    expect(queryByLabel(/^Add one Parry/)).toBeInTheDocument();

    fireEvent.change(byLabel('Search skills'), { target: { value: 'riposte' } });
    const riposte = control(/^Add one Riposte/);
    expect(isBlocked(riposte)).toBe(true);
    expect(description(riposte)).toBe('Unavailable: Requires Parry');
    // the search reads names and descriptions: Counterstrike's mentions a Riposte
    expect([...document.querySelectorAll('li.list-group-item h4, li.list-group-item label')].map((name) => name.textContent)).toEqual([
      'Riposte',
      'Counterstrike',
    ]);
    // two unmet prerequisites, still one line
    expect(screen.getByText('Unavailable: Requires Riposte x2 and character level 4')).toBeInTheDocument();
    fireEvent.change(byLabel('Search skills'), { target: { value: 'no such skill' } });
    expect(screen.getByText('No skills match “no such skill”.')).toBeInTheDocument();
  });
});

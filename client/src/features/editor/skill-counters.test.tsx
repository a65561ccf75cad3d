import { recomputeCost } from '@larp/rules';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { byLabel, EditorHarness, queryByLabel, sampleData, skillId, startBuild } from './editor-test-harness';

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
    const addRiposte = control(/^Add one Riposte/);
    expect(addRiposte.disabled).toBe(true);
    expect(description(addRiposte)).toMatch(/Parry/);

    await user.click(control('Add one Parry (1 XP)'));
    expect(text('Parry count')).toBe('1');
    expect(text('Current Build Cost')).toBe('1');
    const riposte = control('Add one Riposte (2 XP)');
    expect(riposte.disabled).toBe(false);

    // Parry is now necessary for Riposte: its minus is blocked with the reason.
    await user.click(riposte);
    const removeParry = control('Remove one Parry');
    expect(removeParry.disabled).toBe(true);
    expect(description(removeParry)).toBe('Parry is needed by Riposte');
    expect(text('Current Build Cost')).toBe('3');
  });

  it('refuses a purchase the XP cannot pay for, with the cost in the reason', () => {
    render(<EditorHarness build={startBuild('fighter')} ctx={ctx(0)} />);
    const addParry = control(/^Add one Parry/);
    expect(addParry.disabled).toBe(true);
    expect(description(addParry)).toBe('Not enough XP: this costs 1 XP and 0 XP is available');
  });

  it('counts handed skills per hand', async () => {
    const user = userEvent.setup();
    render(<EditorHarness build={startBuild('fighter')} ctx={ctx(20)} />);
    await user.click(control(/^Add one One-Handed Blade \(Left\)/));
    expect(text('One-Handed Blade (Left) count')).toBe('1');
    expect(text('One-Handed Blade (Right) count')).toBe('0');
    expect(control('Remove one One-Handed Blade (Left)').disabled).toBe(false);
    expect(control('Remove one One-Handed Blade (Right)').disabled).toBe(true);
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
    expect(removeParry.disabled).toBe(true);
    expect(description(removeParry)).toBe('Parry cannot go below your committed build');
    expect(control(/^Add one Parry/).disabled).toBe(false);
  });

  it('Purchasable Skills hides what cannot be bought and keeps what is owned', async () => {
    const user = userEvent.setup();
    render(<EditorHarness build={startBuild('fighter')} ctx={ctx(20)} />);
    await user.click(control('Add one Parry (1 XP)'));
    expect(queryByLabel(/^Add one Weapon Finesse/)).not.toBeNull();
    await user.click(byLabel('Purchasable Skills'));
    expect(queryByLabel(/^Add one Weapon Finesse/)).toBeNull();
    expect(queryByLabel(/^Add one Parry/)).not.toBeNull();
    expect(queryByLabel(/^Add one Riposte/)).not.toBeNull();
  });
});

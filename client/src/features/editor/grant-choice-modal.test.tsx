import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { byLabel, EditorHarness, queryByLabel, startBuild } from '../../test/editor-harness';
import { isBlocked } from './step-button';

jest.setTimeout(30_000);

const ctx = { character_xp_total: 20, additional_spell_schools: [] };
/** A choice in the open dialog, by its label text. */
const choice = (name: string) =>
  [...screen.getByRole('dialog').querySelectorAll('label')].find((label) => label.textContent === name)?.control as HTMLInputElement;
const confirmButton = () => screen.getAllByText('Confirm').find((el) => el.tagName === 'BUTTON') as HTMLButtonElement;

describe('the grant choice modal', () => {
  it('asks for exactly the variety count, then buys the skill with the chosen grants', async () => {
    const user = userEvent.setup();
    render(<EditorHarness build={startBuild('fighter')} ctx={ctx} />);
    // Apprenticeship grants rank 1 of two different professions (variety 2, choice_tag profession).
    await user.click(byLabel('Apprenticeship (2 XP)'));
    expect(await screen.findByText('Choose granted skills')).toBeInTheDocument();
    expect(isBlocked(confirmButton())).toBe(true);
    // Each blocked control says why, in sight and as its description.
    expect(confirmButton()).toHaveAccessibleDescription('Choose 2 more to confirm.');

    await user.click(choice('Farmer'));
    expect(isBlocked(confirmButton())).toBe(true);
    expect(confirmButton()).toHaveAccessibleDescription('Choose 1 more to confirm.');
    await user.click(choice('Cook'));
    expect(isBlocked(confirmButton())).toBe(false);
    expect(confirmButton()).not.toHaveAccessibleDescription();
    // A third choice is refused while two are ticked.
    expect(isBlocked(choice('Miner'))).toBe(true);
    expect(choice('Miner')).toHaveAccessibleDescription('2 chosen: untick one to choose another.');
    expect(screen.getByText('2 chosen: untick one to choose another.')).toBeVisible();

    await user.click(confirmButton());
    expect(byLabel('Apprenticeship').checked).toBe(true);
    expect(byLabel('Farmer count').textContent).toBe('1');
    expect(byLabel('Cook count').textContent).toBe('1');
    expect(byLabel('Miner count').textContent).toBe('0');
    // Only Apprenticeship is paid for; the granted ranks cannot be sold on their own.
    expect(byLabel('Current Build Cost').textContent).toBe('2');
    expect(isBlocked(byLabel('Remove one Farmer'))).toBe(true);
  });

  it('cancelling buys nothing', async () => {
    const user = userEvent.setup();
    render(<EditorHarness build={startBuild('fighter')} ctx={ctx} />);
    await user.click(byLabel('Apprenticeship (2 XP)'));
    await screen.findByText('Choose granted skills');
    await user.click(choice('Farmer'));
    await user.click(screen.getByText('Cancel'));
    expect(byLabel('Apprenticeship (2 XP)').checked).toBe(false);
    expect(byLabel('Current Build Cost').textContent).toBe('0');
    expect(queryByLabel('Farmer count')?.textContent).toBe('0');
  });
});

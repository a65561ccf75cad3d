// @ts-check
/**
 * The player's builder on a phone (375 px, touch): a Human Imperial Scholar adept buys Human
 * Adaptability (choosing Literacy) and Languages by taps, saves from the bar that stays in reach,
 * hears why a blocked + or − is blocked when it is tapped, works the editor by keyboard alone (the
 * focus stays on a + that becomes blocked, the All/Purchasable filter is one tab stop moved by the
 * arrow keys), then changes the attribute to Soldier: the update page lists what goes with the XP
 * returned, asks once, and saves a build without those skills. The phone menu says whether it is
 * open and closes after a tap. Each screen passes axe with no serious or critical finding.
 */
const assert = require('node:assert/strict');
const { checkScreen, describedBy } = require('./support/checks');
const { test } = require('./support/fixtures');
const { playerWithCharacter } = require('./support/admin');

const PLAYER = {
  firstName: 'Iris',
  lastName: 'Pocketbook',
  email: `iris.phone.${process.pid}@example.com`,
  password: 'Thumb-Sized-Scroll-Harbor-42',
};
const CHARACTER = 'Iris of the Imperial Library';

/**
 * Taps a blocked control. Its row is brought to the middle of the screen first, and the tap waits
 * for the layout to settle: an off-screen row is laid out only as it nears the view
 * (content-visibility), and the Save bar sticks to the top. `force`: Playwright taps nothing
 * aria-disabled by itself; a finger does.
 * @param {import('playwright-core').Page} page
 * @param {import('playwright-core').Locator} locator
 */
async function tapBlocked(page, locator) {
  for (let attempt = 0; attempt < 5; attempt += 1) {
    await locator.evaluate((element) => (element.closest('li, section') ?? element).scrollIntoView({ block: 'center' }));
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  }
  await locator.evaluate((element) => element.scrollIntoView({ block: 'center' }));
  await locator.tap({ force: true });
}

/**
 * Taps a blocked control until its reason is in sight: a tap that lands while the page still settles
 * (the sticky bar, a closing dialog) misses it, and tapping a blocked control again changes nothing.
 * @param {import('playwright-core').Page} page
 * @param {import('playwright-core').Locator} locator
 * @param {import('playwright-core').Locator} said
 */
async function tapUntilSaid(page, locator, said) {
  for (let attempt = 0; attempt < 3; attempt += 1) {
    await tapBlocked(page, locator);
    if (
      await said.waitFor({ timeout: 5_000 }).then(
        () => true,
        () => false,
      )
    )
      return;
  }
  await said.waitFor();
}

/** The accessible name (aria-label or text) of the focused element. @param {import('playwright-core').Page} page */
function focusedName(page) {
  return page.evaluate(() => document.activeElement?.getAttribute('aria-label') ?? document.activeElement?.textContent?.trim() ?? '');
}

test('player phone journey', async ({ stack, newPage }) => {
  const { client: player, characterId } = await playerWithCharacter(stack, PLAYER, {
    name: CHARACTER,
    characterClass: 'adept',
    xp: 10,
    reason: 'e2e: player on a phone',
  });
  // Imperial, with the Scholar calling (the race the case starts from)
  await player.ok('PATCH', `/user/characters/${characterId}`, {
    character_race: { race: 'Human', subculture: 'Imperial', race_attributes: ['Human', 'Imperial', 'Scholar'] },
  });

  const page = await newPage({ viewport: { width: 375, height: 740 }, hasTouch: true, isMobile: true });
  const pageErrors = [];
  page.on('pageerror', (error) => pageErrors.push(error.message));
  const login = await page.context().request.post('/api/v1/login', { data: { email: PLAYER.email, password: PLAYER.password } });
  assert.ok(login.ok(), `login answered ${login.status()}`);

  await page.goto(`/character_editor/${characterId}`);
  await page.getByRole('heading', { name: CHARACTER, level: 1 }).waitFor();

  // Human Adaptability by a tap: its grant asks for a choice, Literacy is chosen.
  await page.getByRole('checkbox', { name: 'Human Adaptability (2 XP)' }).tap();
  const choice = page.getByRole('dialog', { name: 'Choose granted skills' });
  await choice.waitFor();
  await choice.getByLabel('Literacy', { exact: true }).check();
  await choice.getByRole('button', { name: 'Confirm' }).tap();
  await choice.waitFor({ state: 'hidden' });

  // A blocked − says why when tapped (nothing to remove is said only then), and changes nothing.
  const removeLanguages = page.getByRole('button', { name: 'Remove one Languages' });
  assert.equal(await removeLanguages.getAttribute('aria-disabled'), 'true');
  // (the reason is the button's description at once; in sight, in its status line, only after the tap)
  const saidLanguages = page.locator('.step-reason[role=status]', { hasText: 'Languages has not been purchased' });
  assert.equal(await saidLanguages.count(), 0, 'the quiet reason waits for a tap');
  await tapUntilSaid(page, removeLanguages, saidLanguages);
  // A blocked pyramid cell says why when tapped, in sight under the pyramid.
  const firstSlot = page.getByRole('button', { name: 'Add Spell Slot level 1 in school 1 (not chosen)' });
  assert.equal(await describedBy(firstSlot), 'Choose a spell school before buying its slots');
  const told = page.getByRole('status').filter({ hasText: 'Add Spell Slot level 1 in school 1 (not chosen): Choose a spell school' });
  await tapUntilSaid(page, firstSlot, told);
  assert.ok(await told.isVisible(), 'the tapped reason is in sight');
  // the whole pyramid fits the phone: no cell, not the last +, is cut off or scrolled out of sight
  const slots = page.getByRole('region', { name: 'Spell Slot slots table' });
  const { scrollWidth, clientWidth } = await slots.evaluate((element) => ({
    scrollWidth: element.scrollWidth,
    clientWidth: element.clientWidth,
  }));
  assert.ok(scrollWidth <= clientWidth, `the spell pyramid is ${scrollWidth}px wide in ${clientWidth}px`);
  await checkScreen(page, 'phone-editor-reasons');

  // Keyboard only: the filter is one radio group, one tab stop, moved by the arrow keys.
  const purchasable = page.getByRole('radio', { name: 'Purchasable Skills' });
  await purchasable.focus();
  await page.keyboard.press('ArrowLeft');
  assert.equal(await page.getByRole('radio', { name: 'All Skills' }).getAttribute('aria-checked'), 'true');
  assert.equal(await focusedName(page), 'All Skills');
  await page.keyboard.press('Tab');
  assert.notEqual(await page.evaluate(() => document.activeElement?.getAttribute('role')), 'radio', 'one tab stop for the filter');
  await page.keyboard.press('Shift+Tab');
  assert.equal(await focusedName(page), 'All Skills');
  await page.keyboard.press('ArrowRight');
  assert.equal(await purchasable.getAttribute('aria-checked'), 'true');
  // Languages by Enter up to its maximum (5): the focus stays on its + when the last one blocks it.
  const addLanguages = page.getByRole('button', { name: /^Add one Languages/ });
  await addLanguages.focus();
  for (let count = 1; count <= 5; count += 1) {
    await page.keyboard.press('Enter');
    await page
      .getByRole('status', { name: 'Languages count' })
      .filter({ hasText: new RegExp(`^${count}$`) })
      .waitFor();
  }
  await page.waitForFunction(() => document.activeElement?.getAttribute('aria-disabled') === 'true');
  assert.match(await focusedName(page), /^Add one Languages/);
  await page.keyboard.press('Enter');
  assert.equal(await page.getByRole('status', { name: 'Languages count' }).textContent(), '5');
  assert.match(await describedBy(addLanguages), /Max skill level reached/);

  // Save from the bar that stays at the top while the skills scroll under it.
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  const save = page.getByRole('button', { name: 'Save', exact: true });
  assert.ok(await save.isVisible(), 'Save is in reach without scrolling back up');
  const box = await save.boundingBox();
  assert.ok(box && box.y >= 0 && box.y < 740, `Save is on the screen (${JSON.stringify(box)})`);
  await save.tap();
  await page.getByText('Successfully saved character.').waitFor();
  await checkScreen(page, 'phone-editor-saved');

  // Update this info -> Soldier -> Submit: one confirmation lists what goes, then one save.
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.getByRole('link', { name: 'Update this info' }).tap();
  await page.getByRole('heading', { name: 'Update Character', level: 1 }).waitFor();
  await page.getByLabel('Race Attribute Choice').selectOption('Soldier');
  await page.getByRole('button', { name: 'Submit Changes' }).tap();
  const removal = page.getByRole('dialog', { name: 'Remove skills and save?' });
  await removal.waitFor();
  const removed = await removal.getByRole('listitem').allTextContents();
  assert.equal(removed.length, 3);
  assert.equal(removed[0], 'Human Adaptability — 2 XP back');
  assert.match(removed[1], /^Languages ×5 — \d+ XP back$/);
  assert.equal(removed[2], 'Literacy — granted, no XP');
  await removal.getByText(/^\d+ XP returned to spend\.$/).waitFor();
  await checkScreen(page, 'phone-update-removals');
  await removal.getByRole('button', { name: 'Remove them and save' }).tap();
  await page.waitForURL((url) => url.pathname === `/character_editor/${characterId}`);
  await page
    .getByText(/^The character's info is saved\. Removed: Human Adaptability, Languages ×5, Literacy; \d+ XP returned to spend\.$/)
    .waitFor();
  const stored = await player.ok('GET', `/user/characters/${characterId}`);
  const saved = (stored.saved_build ?? stored.data?.saved_build) || {};
  assert.deepEqual(saved.character_race?.race_attributes, ['Human', 'Imperial', 'Soldier']);
  assert.deepEqual(saved.character_skills, [], 'the saved build holds none of the removed skills');
  await checkScreen(page, 'phone-editor-after-update');

  // The phone menu: it says whether it is open, and a tap on a link closes it.
  const toggle = page.getByRole('button', { name: 'Toggle navigation' });
  assert.equal(await toggle.getAttribute('aria-expanded'), 'false');
  await toggle.tap();
  assert.equal(await toggle.getAttribute('aria-expanded'), 'true');
  await page.getByRole('link', { name: 'Events' }).tap();
  await page.getByRole('heading', { name: 'Events', level: 1 }).waitFor();
  assert.equal(await toggle.getAttribute('aria-expanded'), 'false');
  await page.locator('#main-navigation').waitFor({ state: 'hidden' });
  await checkScreen(page, 'phone-events');

  assert.deepEqual(pageErrors, [], 'no page errors');
});

// @ts-check
/**
 * The characters journey (home, /new_character, /update_character), found by role and
 * label: a new player creates two characters and sees them in the table, renames one through
 * /update_character, meets the 'Not enough Shards' dialog, gets shards from the admin, buys an XP
 * token (the button is disabled afterwards), and deletes the other character by typing its name.
 */
const assert = require('node:assert/strict');
const { checkScreen } = require('./support/checks');
const { test } = require('./support/fixtures');
const { signInAdmin, signUpAndSignIn } = require('./support/admin');

const PLAYER = {
  firstName: 'Brigid',
  lastName: 'Stonefield',
  email: `brigid.${process.pid}@example.com`,
  password: 'Amber-Lighthouse-Fox-58',
};
const STEP_TIMEOUT_MS = 15_000;

test('characters journey', async ({ stack, newPage }) => {
  // The account screens are the account journey's; this player is made through the REST API.
  const { user } = await signUpAndSignIn(stack, PLAYER);
  const page = await newPage({ stepTimeoutMs: STEP_TIMEOUT_MS });
  await journeySteps(page, stack, user._id);
});

/** @param {import('playwright-core').Page} page @param {string} name */
const characterRow = (page, name) =>
  page.getByRole('table', { name: 'Your characters' }).getByRole('row', { name: new RegExp(`^${name} `) });

/**
 * @param {import('playwright-core').Page} page
 * @param {{ baseUrl: string, dataDir: string }} stack
 * @param {string} userId
 */
async function journeySteps(page, stack, userId) {
  const pageErrors = [];
  page.on('pageerror', (error) => pageErrors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') pageErrors.push(`console: ${message.text()}`);
  });

  await page.goto('/login');
  await page.getByLabel('Email', { exact: true }).fill(PLAYER.email);
  await page.getByLabel('Password', { exact: true }).fill(PLAYER.password);
  await page.getByRole('button', { name: 'Log In' }).click();
  await page.getByRole('heading', { name: `Welcome, ${PLAYER.firstName}` }).waitFor();
  await page.getByText('You have no characters yet.').waitFor();
  // The links come with their small setting chunk: wait for them before counting.
  const rulebooks = page.getByRole('region', { name: 'Rulebooks' });
  await rulebooks.getByRole('link').first().waitFor();
  assert.equal(await rulebooks.getByRole('link').count(), 3, 'three rulebook links');

  // Create a character: the first race and fighter are the defaults.
  await page.getByRole('link', { name: 'Create new character' }).click();
  await page.getByRole('heading', { name: 'Create a New Character' }).waitFor();
  assert.equal(await page.getByLabel('Class').inputValue(), 'fighter');
  await page.getByRole('button', { name: 'Create Character' }).click();
  await page.getByRole('alert').getByText('Character name is required').waitFor();
  assert.equal(await page.evaluate(() => document.activeElement?.getAttribute('role')), 'alert', 'the error takes the focus');
  await page.getByLabel('Character Name').fill('Brom');
  await page.getByLabel('Race', { exact: true }).selectOption('Human');
  await page.getByLabel('Subculture').selectOption('Imperial');
  await page.getByLabel('Race Attribute Choice').selectOption('Soldier');
  await page.getByText('Race attributes: Human, Imperial, Soldier').waitFor();
  await checkScreen(page, 'new-character');
  await page.getByRole('button', { name: 'Create Character' }).click();
  await page.waitForURL((url) => url.pathname === '/');
  await characterRow(page, 'Brom').waitFor();
  const bromCells = await characterRow(page, 'Brom').getByRole('cell').allTextContents();
  assert.deepEqual(bromCells.slice(0, 5), ['Imperial Human', 'Fighter', '0', '10', '0 -- 0']);

  // A second character, to delete later.
  await page.getByRole('link', { name: 'Create new character' }).click();
  await page.getByLabel('Character Name').fill('Lira');
  await page.getByLabel('Class').selectOption('adept');
  await page.getByRole('button', { name: 'Create Character' }).click();
  await characterRow(page, 'Lira').waitFor();

  // Rename Brom through /update_character (reached from the editor's link; here by its address).
  const editHref = await page.getByRole('link', { name: 'Edit Brom' }).getAttribute('href');
  const characterId = /\/character_editor\/([0-9a-f]+)/.exec(editHref ?? '')?.[1];
  assert.ok(characterId, `the Edit link names the character (${editHref})`);
  await page.goto(`/update_character/${characterId}`);
  await page.getByRole('heading', { name: 'Update Character' }).waitFor();
  assert.equal(await page.getByLabel('Character Name').inputValue(), 'Brom');
  assert.equal(await page.getByLabel('Race Attribute Choice').inputValue(), 'Soldier');
  await page.getByLabel('Character Name').fill('Brom Ironhand');
  await checkScreen(page, 'update-character');
  await page.getByRole('button', { name: 'Submit Changes' }).click();
  // the update goes to the character's editor, which says it is saved
  await page.waitForURL((url) => url.pathname === `/character_editor/${characterId}`);
  await page.getByText("The character's info is saved.").waitFor();
  await page.goto('/');
  await characterRow(page, 'Brom Ironhand').waitFor();

  // Without 3 shards the purchase opens the 'Not enough Shards' dialog.
  await page.getByLabel('Character for the XP token').selectOption({ label: 'Brom Ironhand' });
  await page.getByRole('button', { name: 'Buy XP Token' }).click();
  const notEnough = page.getByRole('dialog', { name: 'Not enough Shards' });
  await notEnough.waitFor();
  await checkScreen(page, 'not-enough-shards');
  await notEnough.getByRole('button', { name: 'OK' }).click();
  await notEnough.waitFor({ state: 'hidden' });

  // The admin grants shards; the player buys an XP token for Brom Ironhand.
  const admin = await signInAdmin(stack);
  await admin.grantShards([userId], 5, 'e2e: characters journey');
  await page.reload();
  await page.getByText('Your shard balance: 5').waitFor();
  await page.getByLabel('Character for the XP token').selectOption({ label: 'Brom Ironhand' });
  await page.getByRole('button', { name: 'Buy XP Token' }).click();
  const confirmToken = page.getByRole('dialog', { name: 'Buy an XP token?' });
  await confirmToken.getByText('Your balance afterwards:').waitFor();
  await checkScreen(page, 'xp-token-confirmation');
  await confirmToken.getByRole('button', { name: 'Yes, buy it' }).click();
  await page.getByText('XP token bought: Brom Ironhand now has 11 XP.').waitFor();
  await page.getByText('Your shard balance: 2').waitFor();
  assert.equal(await page.getByRole('button', { name: 'Buy XP Token' }).isDisabled(), true, 'one XP token between events');
  assert.equal((await characterRow(page, 'Brom Ironhand').getByRole('cell').allTextContents())[3], '11');
  await checkScreen(page, 'home-characters');

  // Delete Lira (fresh characters may be deleted): the exact name unlocks the button.
  await page.getByRole('button', { name: 'Delete Lira' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete Lira' });
  await dialog.getByLabel('Character name to delete').fill('lira');
  assert.equal(await dialog.getByRole('button', { name: 'Delete Character' }).isDisabled(), true, 'a near miss does not delete');
  await dialog.getByLabel('Character name to delete').fill('Lira');
  await checkScreen(page, 'delete-character');
  await dialog.getByRole('button', { name: 'Delete Character' }).click();
  await dialog.waitFor({ state: 'hidden' });
  await characterRow(page, 'Lira').waitFor({ state: 'detached' });
  await characterRow(page, 'Brom Ironhand').waitFor();

  // Phone width: the table scrolls inside its box, the page stays usable.
  await page.setViewportSize({ width: 375, height: 740 });
  await checkScreen(page, 'home-characters-phone');

  assert.deepEqual(pageErrors, [], 'no uncaught or console errors in the page');
}

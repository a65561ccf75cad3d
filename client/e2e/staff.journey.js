// @ts-check
/**
 * The staff journey, in Chromium, found by role and label: the admin signs in through the
 * login page and works through the staff screens. Each step checks the screen with axe at 1280 px
 * and 375 px (screenshots in e2e/screenshots/staff-*.png), tries a refused input and reads the
 * result back through the API. A staff member who is not admin gets 'Not Found'.
 */
const assert = require('node:assert/strict');
const { checkScreen } = require('./support/checks');
const { test } = require('./support/fixtures');
const { ADMIN_EMAIL, ADMIN_PASSWORD, signInAdmin, signUpAndSignIn } = require('./support/admin');

const STEP_TIMEOUT_MS = 15_000;
const PLAYER = { firstName: 'Wren', lastName: 'Halloway', email: `wren.${process.pid}@example.com`, password: 'Juniper-Sextant-Harbor-41' };
const STAFFER = { firstName: 'Oswin', lastName: 'Tallis', email: `oswin.${process.pid}@example.com`, password: 'Marble-Quarry-Lantern-77' };

test('staff journey', async ({ stack, newPage }) => {
  const admin = await signInAdmin(stack);
  const player = await signUpAndSignIn(stack, PLAYER);
  const staffer = await signUpAndSignIn(stack, STAFFER);
  const page = await newPage({ stepTimeoutMs: STEP_TIMEOUT_MS });
  const pageErrors = [];
  page.on('pageerror', (error) => pageErrors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error' && !/status of 4\d\d/.test(message.text())) pageErrors.push(`console: ${message.text()}`);
  });
  const world = { stack, admin, player, staffer, page };
  await signIn(page, ADMIN_EMAIL, ADMIN_PASSWORD);
  for (const step of STEPS) await step(world);
  assert.deepEqual(pageErrors, [], 'no script errors on the staff screens');
  await page.context().close();
  await notFoundForStaff(newPage, staffer, admin);
});

/** @param {import('playwright-core').Page} page @param {string} email @param {string} password */
async function signIn(page, email, password) {
  await page.goto('/login');
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Log In' }).click();
  await page.waitForURL((url) => url.pathname === '/');
}

/** Both widths: the screenshot and axe at 1280 px, then at 375 px, back to 1280. @param {import('playwright-core').Page} page @param {string} name */
async function checkBothWidths(page, name) {
  await checkScreen(page, `staff-${name}`);
  await page.setViewportSize({ width: 375, height: 740 });
  await checkScreen(page, `staff-${name}-375`);
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  assert.ok(overflow <= 1, `${name}: nothing wider than the phone screen (overflow ${overflow}px)`);
  await page.setViewportSize({ width: 1280, height: 800 });
}

/** @typedef {{ stack: any, admin: any, player: any, staffer: any, page: import('playwright-core').Page }} World */

/** The navigation bar's admin links and the dashboard's counts and task links. @param {World} world */
async function dashboard({ page, admin }) {
  const nav = page.getByRole('navigation').first();
  for (const name of ['Manage Characters', 'Manage Users', 'Manage Events']) await nav.getByRole('link', { name }).waitFor();
  await page.goto('/staff');
  await page.getByRole('heading', { name: 'Staff dashboard' }).waitFor();
  const glance = page.getByLabel('At a glance');
  const users = await admin.client.ok('GET', '/users');
  const verified = users.filter((/** @type {any} */ user) => user.verified === true).length;
  await glance.getByText(String(verified), { exact: true }).first().waitFor();
  for (const name of [
    'Manage Characters',
    'Create Character for User',
    'Manage XP',
    'Manage Deaths',
    'Manage Past Event Counts',
    'Print Character Sheets',
    'Manage Users',
    'Manage Shards',
    'Manage Roles',
  ]) {
    await page.getByRole('main').getByRole('link', { name, exact: true }).waitFor();
  }
  await checkBothWidths(page, 'dashboard');
}

/** Wren's characters as the admin API shows them. @param {World} world */
async function wrensCharacters({ admin, player }) {
  return /** @type {any[]} */ (await admin.client.ok('GET', `/users/${player.user._id}/characters`));
}
/** @param {any[]} list @param {string} name */
const named = (list, name) =>
  list.find((character) => (character.committed_build?.character_name ?? character.saved_build?.character_name) === name);

/** @param {import('playwright-core').Page} page @param {string} text */
async function expectAlert(page, text) {
  await page.getByRole('alert').filter({ hasText: text }).waitFor();
}
/** @param {import('playwright-core').Page} page @param {string} text */
async function expectStatus(page, text) {
  await page.getByRole('status').filter({ hasText: text }).waitFor();
}

/** /staff/initialize_character: defaults, the player searched for, a refused number (input kept), then a committed character. @param {World} world */
async function initializeCharacter(world) {
  const { page, admin, player } = world;
  await page.goto('/staff');
  await page.getByRole('main').getByRole('link', { name: 'Create Character for User', exact: true }).click();
  await page.getByRole('heading', { name: 'Create Character for User' }).waitFor();
  assert.equal(await page.getByLabel('Class').inputValue(), 'fighter', 'fighter by default');
  assert.equal(await page.getByLabel('Starting XP').inputValue(), '10');
  assert.equal(await page.getByLabel('Previous deaths').inputValue(), '0');
  assert.equal(await page.getByLabel('Previous reaper fights').inputValue(), '0');
  await page.getByRole('button', { name: 'Create Character' }).click();
  await expectAlert(page, 'Please select at least one user');
  await page.getByLabel('Search players by name or email').fill(PLAYER.email);
  await page.getByRole('radio', { name: `${PLAYER.firstName} ${PLAYER.lastName} ${PLAYER.email}` }).check();
  await page.getByText(`Player: ${PLAYER.firstName} ${PLAYER.lastName} (${PLAYER.email})`).waitFor();
  await page.getByLabel('Character Name').fill('Tamsin Vale');
  await page.getByLabel('Race', { exact: true }).selectOption('Human');
  await page.getByLabel('Subculture').selectOption('Imperial');
  await page.getByLabel('Race Attribute Choice').selectOption('Soldier');
  await page.getByLabel('Starting XP').fill('');
  await page.getByRole('button', { name: 'Create Character' }).click();
  await expectAlert(page, 'Starting XP must be a whole number');
  assert.equal(await page.getByLabel('Character Name').inputValue(), 'Tamsin Vale', 'the input stays after a refusal');
  await page.getByLabel('Starting XP').fill('12');
  await checkBothWidths(page, 'initialize-character');
  await page.getByRole('button', { name: 'Create Character' }).click();
  await expectStatus(page, 'Update was successful.');
  const tamsin = named(await wrensCharacters(world), 'Tamsin Vale');
  assert.ok(tamsin, 'the API lists the new character');
  assert.equal(tamsin.committed, true, 'committed on creation');
  assert.equal(tamsin.character_xp_total, 12);
  assert.equal(tamsin.committed_build.character_class, 'fighter');
  // A second character for the lists, through the documented call.
  await admin.client.ok('POST', `/users/${player.user._id}/characters`, {
    character_name: 'Bram Oakes',
    character_race: { race: 'Human', subculture: 'Highland' },
    character_class: 'rogue',
    commit: true,
  });
}

/** /staff/manage_characters: search, the XP ledger, Uncommit with its three scopes. @param {World} world */
async function manageCharacters(world) {
  const { page } = world;
  await page.getByRole('navigation').first().getByRole('link', { name: 'Manage Characters' }).click();
  await page.getByRole('heading', { name: 'Manage Characters' }).waitFor();
  for (const name of ['Create Character for User', 'Manage XP', 'Manage Deaths', 'Manage Past Event Counts', 'Print Character Sheets']) {
    await page.getByRole('navigation', { name: 'Character tasks' }).getByRole('link', { name, exact: true }).waitFor();
  }
  await page.getByLabel('Search by player or character name').fill('halloway');
  // the server searches once typing pauses (the list is paged on the server)
  await page.getByText('Showing 1–2 of 2 characters').waitFor();
  const table = page.getByRole('table', { name: 'Characters' });
  await table.getByRole('row', { name: /Tamsin Vale/ }).waitFor();
  await table.getByRole('row', { name: /Bram Oakes/ }).waitFor();
  assert.equal(await table.getByRole('row').count(), 3, 'the header and the two characters that match');
  await page.getByRole('button', { name: 'XP ledger of Tamsin Vale' }).click();
  const ledger = page.getByRole('dialog', { name: 'XP ledger: Tamsin Vale' });
  await ledger.getByRole('cell', { name: '+12' }).waitFor();
  await ledger.getByRole('button', { name: 'Close' }).first().click();
  await ledger.waitFor({ state: 'detached' });

  await page.getByRole('button', { name: 'Uncommit Tamsin Vale' }).click();
  const dialog = page.getByRole('dialog', { name: 'Uncommit Tamsin Vale' });
  assert.equal(await dialog.getByLabel('Skills and racial attributes').isChecked(), true, 'the middle scope is preselected');
  await dialog.getByText('Erases the committed skills and race attributes.').waitFor();
  await dialog.getByLabel('Everything').check();
  await dialog.getByText('Erases the whole committed build: skills, race attributes, name, race and class.').waitFor();
  await dialog.getByLabel('Skills only').check();
  await dialog.getByText('Erases the committed skills. The committed name, race, race attributes and class stay').waitFor();
  await checkScreen(page, 'staff-uncommit-dialog');
  await dialog.getByRole('button', { name: 'Cancel' }).first().click();
  await dialog.waitFor({ state: 'detached' });
  assert.equal(named(await wrensCharacters(world), 'Tamsin Vale').committed, true, 'Cancel changed nothing');

  await page.getByRole('button', { name: 'Uncommit Tamsin Vale' }).click();
  await dialog.getByRole('button', { name: 'Uncommit: skills and racial attributes' }).click();
  await dialog.waitFor({ state: 'detached' });
  await expectStatus(page, 'Update was successful.');
  const tamsin = named(await wrensCharacters(world), 'Tamsin Vale');
  assert.equal(tamsin.committed, false, 'no longer counts as committed');
  assert.equal(tamsin.committed_build.character_race.race_attributes, null, 'the race attributes were erased');
  await table
    .getByRole('row', { name: /Tamsin Vale/ })
    .getByText('Uncommitted')
    .waitFor();
  await checkBothWidths(page, 'manage-characters');
}

/** The admin character sheet: read-only sheet, an irreversible school, a transformation. @param {World} world */
async function characterSheet(world) {
  const { page } = world;
  await page.goto('/staff/manage_characters?search=halloway');
  await page.getByRole('link', { name: 'Edit/View Bram Oakes' }).click();
  await page.getByRole('heading', { name: 'Character sheet', exact: true }).waitFor();
  const sheet = page.getByRole('article', { name: 'Character sheet of Bram Oakes' });
  await sheet.getByText('No skills purchased').waitFor();
  await sheet.getByText(`${PLAYER.firstName} ${PLAYER.lastName}`).waitFor();
  const school = page.getByLabel('void');
  await school.check();
  const confirm = page.getByRole('dialog', { name: 'Enable an additional spell school' });
  await confirm.getByText('This cannot be undone.').waitFor();
  await confirm.getByRole('button', { name: 'Enable void' }).click();
  await expectStatus(page, 'Update was successful.');
  await page.waitForFunction(() => document.querySelector('input[id="school-void"]')?.hasAttribute('disabled'));
  assert.equal(await school.isChecked(), true);
  let bram = named(await wrensCharacters(world), 'Bram Oakes');
  assert.deepEqual(bram.additional_spell_schools, ['void']);

  await page.getByRole('button', { name: 'Apply Transformation' }).click();
  await expectAlert(page, 'No changes to submit.');
  await page.getByLabel('Transformation').selectOption('Lycanthrope');
  await page.getByRole('button', { name: 'Apply Transformation' }).click();
  const transform = page.getByRole('dialog', { name: 'Change the transformation' });
  await transform.getByText("Transforming deletes the character's racial skills.").waitFor();
  await checkScreen(page, 'staff-transformation-confirm');
  await transform.getByRole('button', { name: 'Transform' }).click();
  await expectStatus(page, 'Update was successful.');
  bram = named(await wrensCharacters(world), 'Bram Oakes');
  assert.equal(bram.committed_build.character_race.transformation, 'Lycanthrope');
  await checkBothWidths(page, 'character-sheet');
}

/**
 * /staff/manage_xp: refusals with the spec's texts (input kept), the search picker (the shown matches
 * chosen, the chosen ones kept across searches, keyboard), result per character, ledger.
 * @param {World} world
 */
async function manageXp(world) {
  const { page } = world;
  await page.goto('/staff/manage_xp');
  await page.getByRole('heading', { name: 'Manage XP' }).waitFor();
  await page.getByLabel('XP amount').fill('0');
  await page.getByLabel('Reason').fill('Autumn feast');
  await page.getByRole('button', { name: /^Grant XP to/ }).click();
  await expectAlert(page, 'Please select at least one character');
  const search = page.getByLabel('Search by player or character name');
  await search.fill('tamsin');
  await page.getByText('1 character matches; tick one to choose it.').waitFor();
  // keyboard: Space ticks the focused match
  await page.getByRole('checkbox', { name: /^Tamsin Vale \(Wren Halloway\)/ }).focus();
  await page.keyboard.press('Space');
  await page.getByRole('heading', { name: 'Chosen characters (1)' }).waitFor();
  await search.fill('halloway');
  await page.getByRole('button', { name: 'Choose the 1 shown' }).click();
  await page.getByRole('heading', { name: 'Chosen characters (2)' }).waitFor();
  await search.fill('no such name');
  await page.getByText('No characters match.').waitFor();
  const chosen = page.getByRole('table', { name: 'Chosen characters' });
  await chosen.getByRole('rowheader', { name: /Tamsin Vale/ }).waitFor();
  await chosen.getByRole('rowheader', { name: /Bram Oakes/ }).waitFor();
  await page.getByRole('button', { name: 'Grant XP to 2 characters' }).click();
  await expectAlert(page, 'Xp amount cannot be 0');
  assert.equal(await page.getByLabel('Reason').inputValue(), 'Autumn feast', 'the reason stays after a refusal');
  await page.getByLabel('XP amount').fill('5');
  await checkBothWidths(page, 'manage-xp');
  await page.getByRole('button', { name: 'Grant XP to 2 characters' }).click();
  await expectStatus(page, 'XP granted successfully.');
  const results = page.getByRole('table', { name: 'Result per character' });
  await results.getByRole('row', { name: /Tamsin Vale .* \+5 17/ }).waitFor();
  await results.getByRole('row', { name: /Bram Oakes .* \+5 15/ }).waitFor();
  const characters = await wrensCharacters(world);
  assert.equal(named(characters, 'Tamsin Vale').character_xp_total, 17);
  assert.equal(named(characters, 'Bram Oakes').character_xp_total, 15);
  await page.getByRole('heading', { name: 'Chosen characters (0)' }).waitFor();
  // chosen again, the row shows the new total and opens the ledger
  await search.fill('bram');
  await page.getByRole('checkbox', { name: /^Bram Oakes \(Wren Halloway\)/ }).check();
  await chosen.getByRole('row', { name: /Bram Oakes .* 15 XP ledger/ }).waitFor();
  await page.getByRole('button', { name: 'XP ledger of Bram Oakes' }).click();
  const ledger = page.getByRole('dialog', { name: 'XP ledger: Bram Oakes' });
  await ledger.getByRole('row', { name: /\+5 Autumn feast.* Erin Admin/ }).waitFor();
  await checkScreen(page, 'staff-xp-ledger');
  await ledger.getByRole('button', { name: 'Close' }).first().click();
}

/** /staff/manage_shards: the same for players. @param {World} world */
async function manageShards(world) {
  const { page, admin, player } = world;
  await page.goto('/staff/manage_shards');
  await page.getByRole('heading', { name: 'Manage Shards' }).waitFor();
  await page.getByLabel('Shard amount').fill('7');
  await page.getByLabel('Reason').fill('Donated lanterns');
  await page.getByRole('button', { name: /^Grant shards to/ }).click();
  await expectAlert(page, 'Please select at least one user');
  await page.getByLabel('Search by name or email').fill(PLAYER.email);
  const wren = page.getByRole('checkbox', { name: `${PLAYER.firstName} ${PLAYER.lastName} ${PLAYER.email}` });
  await wren.check();
  await page.getByLabel('Shard amount').fill('0');
  await page.getByRole('button', { name: 'Grant shards to 1 player' }).click();
  await expectAlert(page, 'Shard amount cannot be 0');
  await page.getByLabel('Shard amount').fill('7');
  await page.getByRole('button', { name: 'Grant shards to 1 player' }).click();
  await expectStatus(page, 'Shards granted successfully.');
  await page
    .getByRole('table', { name: 'Result per player' })
    .getByRole('row', { name: /Wren Halloway \+7 7/ })
    .waitFor();
  const users = await admin.client.ok('GET', '/users');
  assert.equal(users.find((/** @type {any} */ user) => user._id === player.user._id).shard_total, 7);
  await wren.check();
  await page
    .getByRole('table', { name: 'Chosen players' })
    .getByRole('row', { name: /Wren Halloway .* 7 Shard ledger/ })
    .waitFor();
  await page.getByRole('button', { name: `Shard ledger of ${PLAYER.firstName} ${PLAYER.lastName}` }).click();
  await page
    .getByRole('dialog', { name: /Shard ledger/ })
    .getByRole('row', { name: /\+7 Donated lanterns/ })
    .waitFor();
  await page.getByRole('dialog').getByRole('button', { name: 'Close' }).first().click();
  await checkBothWidths(page, 'manage-shards');
}

/** /staff/manage_deaths: the three §5 refusals, then a recorded death. @param {World} world */
async function manageDeaths(world) {
  const { page } = world;
  await page.goto('/staff/manage_deaths');
  await page.getByRole('heading', { name: 'Manage Deaths' }).waitFor();
  await page.getByRole('button', { name: 'Record Deaths' }).click();
  await expectAlert(page, 'Must select a character');
  await page.getByLabel('Search by player or character name').fill('tamsin');
  await page.getByRole('button', { name: /^Choose Tamsin Vale/ }).click();
  await page.getByRole('button', { name: 'Record Deaths' }).click();
  await expectAlert(page, 'One of death count or reaper fight count must not be 0');
  await page.getByLabel('Death count').fill('1');
  await page.getByRole('button', { name: 'Record Deaths' }).click();
  await expectAlert(page, 'Must provide an event to record deaths');
  await page.getByLabel('Event name').fill('Spring Moot');
  await checkBothWidths(page, 'manage-deaths');
  await page.getByRole('button', { name: 'Record Deaths' }).click();
  await expectStatus(page, 'Deaths counted successfully.');
  const tamsin = named(await wrensCharacters(world), 'Tamsin Vale');
  assert.deepEqual(tamsin.character_deaths, { death_count: 1, reaper_fight_count: 0 });
}

/** /staff/manage_past_event_counts: nothing changed is refused; only the changed row is sent. @param {World} world */
async function managePastEventCounts(world) {
  const { page } = world;
  await page.goto('/staff/manage_past_event_counts');
  await page.getByRole('heading', { name: 'Manage Past Event Counts' }).waitFor();
  await page.getByRole('button', { name: /^Submit changes/ }).click();
  await expectAlert(page, 'No changes to submit.');
  await page.getByLabel('Search by player or character name').fill('halloway');
  await page.getByLabel(/^Event count of Tamsin Vale/).fill('3');
  /** @type {any[]} */
  const sent = [];
  const listen = (/** @type {import('playwright-core').Request} */ request) => {
    const body = request.postDataJSON?.();
    if (body?.operationName === 'UpdatePastEventCounts') sent.push(body.variables.counts);
  };
  page.on('request', listen);
  await page.getByRole('button', { name: 'Submit changes (1)' }).click();
  await expectStatus(page, 'Character event counts updated successfully.');
  page.off('request', listen);
  assert.equal(sent.length, 1);
  assert.equal(sent[0].length, 1, 'only the changed row is sent');
  const characters = await wrensCharacters(world);
  assert.equal(named(characters, 'Tamsin Vale').character_xp_sequence, 3);
  assert.equal(named(characters, 'Bram Oakes').character_xp_sequence, 0);
  await checkBothWidths(page, 'manage-past-event-counts');
}

/** /staff/manage_roles: the staff toggle (disabled for admins), the read-only admin column. @param {World} world */
async function manageRoles(world) {
  const { page, admin, staffer } = world;
  await page.goto('/staff/manage_roles');
  await page.getByRole('heading', { name: 'Manage Roles' }).waitFor();
  await page.getByRole('button', { name: 'Save Roles' }).click();
  await expectAlert(page, 'No changes to submit.');
  await page.getByLabel('Search by name or email').fill('admin');
  assert.equal(await page.getByRole('checkbox', { name: 'Staff role of Erin Admin' }).isDisabled(), true, 'no staff toggle for admins');
  await page.getByLabel('Search by name or email').fill(STAFFER.email);
  await page.getByRole('checkbox', { name: `Staff role of ${STAFFER.firstName} ${STAFFER.lastName}` }).check();
  await page.getByRole('button', { name: 'Save Roles' }).click();
  await expectStatus(page, 'Roles granted successfully.');
  const users = await admin.client.ok('GET', '/users');
  assert.deepEqual(users.find((/** @type {any} */ user) => user._id === staffer.user._id).roles, ['staff']);
  await checkBothWidths(page, 'manage-roles');
}

/** /staff/manage_users: the row, and the link to the player's characters. @param {World} world */
async function manageUsers(world) {
  const { page } = world;
  await page.getByRole('navigation').first().getByRole('link', { name: 'Manage Users' }).click();
  await page.getByRole('heading', { name: 'Manage Users' }).waitFor();
  await page.getByLabel('Search by name or email').fill('wren');
  await page.getByText('Showing 1–1 of 1 players').waitFor();
  const row = page.getByRole('table', { name: 'Players' }).getByRole('row', { name: /Wren Halloway/ });
  await row.waitFor();
  const cells = await row.getByRole('cell').allTextContents();
  assert.deepEqual(cells.slice(0, 5), [PLAYER.email, 'Yes', 'Player', '7', '2']);
  await checkBothWidths(page, 'manage-users');
  await page.getByRole('link', { name: 'Characters of Wren Halloway' }).click();
  await page.getByRole('heading', { name: 'Manage Characters' }).waitFor();
  assert.equal(await page.getByLabel('Search by player or character name').inputValue(), PLAYER.email);
  await page
    .getByRole('table', { name: 'Characters' })
    .getByRole('row', { name: /Bram Oakes/ })
    .waitFor();
}

/** Selecting and printing sheets: the redirect, the refusal, one page per sheet, the print stylesheet. @param {World} world */
async function printSheets(world) {
  const { page } = world;
  await page.goto('/staff/print_character_sheets');
  await page.waitForURL((url) => url.pathname === '/staff/select_character_sheets');
  await page.getByRole('heading', { name: 'Print Character Sheets' }).waitFor();
  await page.getByRole('button', { name: 'Show 0 sheets for printing' }).click();
  await expectAlert(page, 'Please select at least one character');
  await page.getByLabel('Search by player or character name').fill('halloway');
  await page.getByRole('button', { name: 'Choose the 2 shown' }).click();
  await page.getByRole('heading', { name: 'Chosen characters (2)' }).waitFor();
  await checkBothWidths(page, 'select-character-sheets');
  await page.getByRole('button', { name: 'Show 2 sheets for printing' }).click();
  await page.waitForURL((url) => url.pathname === '/staff/print_character_sheets');
  await page.getByRole('article', { name: 'Character sheet of Tamsin Vale' }).waitFor();
  await page.getByRole('article', { name: 'Character sheet of Bram Oakes' }).waitFor();
  const pages = await page.locator('.print-sheet article').evaluateAll((sheets) => sheets.map((sheet) => sheet.getAttribute('aria-label')));
  assert.deepEqual(pages, ['Character sheet of Bram Oakes', 'Character sheet of Tamsin Vale'], 'sheets in name order');
  await page
    .locator('.print-sheet')
    .first()
    .getByText(/^Printed \S/)
    .waitFor();
  await checkScreen(page, 'staff-print-sheets');
  await page.emulateMedia({ media: 'print' });
  const printed = await page.evaluate(() => ({
    navigation: getComputedStyle(/** @type {Element} */ (document.querySelector('.navbar'))).display,
    breaks: [...document.querySelectorAll('.print-sheet')].map((sheet) => getComputedStyle(sheet).breakAfter),
    color: getComputedStyle(/** @type {Element} */ (document.querySelector('.character-sheet'))).color,
  }));
  assert.equal(printed.navigation, 'none', 'no navigation on paper');
  assert.deepEqual(printed.breaks, ['page', 'auto'], 'a page break between the sheets');
  assert.equal(printed.color, 'rgb(0, 0, 0)', 'black on white');
  await page.screenshot({ path: require('node:path').join(__dirname, 'screenshots', 'staff-print-sheets-print.png'), fullPage: true });
  await page.emulateMedia({ media: 'screen' });
  await page.goto(`/staff/print_character_sheets?ids=${'f'.repeat(24)}`);
  await page.getByText('Unable to fetch characters. Please try again later.').waitFor();
}

/**
 * A lost session on a staff screen (events §8: 401 leads to the login page): the admin is sent to
 * /login, and signing in returns to the page asked for.
 * @param {World} world
 */
async function sessionLost({ page }) {
  await page.goto('/staff/manage_deaths');
  await page.getByRole('heading', { name: 'Manage Deaths' }).waitFor();
  await page.context().clearCookies();
  await page.getByRole('navigation').first().getByRole('link', { name: 'Manage Users' }).click();
  await page.waitForURL((url) => url.pathname === '/login');
  assert.equal(new URL(page.url()).searchParams.get('next'), '/staff/manage_users', 'the login page remembers the staff page');
  await page.getByLabel('Email', { exact: true }).fill(ADMIN_EMAIL);
  await page.getByLabel('Password', { exact: true }).fill(ADMIN_PASSWORD);
  await page.getByRole('button', { name: 'Log In' }).click();
  await page.waitForURL((url) => url.pathname === '/staff/manage_users');
  await page.getByRole('heading', { name: 'Manage Users' }).waitFor();
}

const STEPS = [
  dashboard,
  initializeCharacter,
  manageCharacters,
  characterSheet,
  manageXp,
  manageShards,
  manageDeaths,
  managePastEventCounts,
  manageRoles,
  manageUsers,
  printSheets,
  sessionLost,
];

/** Staff without admin: every staff route answers 'Not Found'. @param {import('./support/fixtures').NewPage} newPage @param {any} staffer @param {any} admin */
async function notFoundForStaff(newPage, staffer, admin) {
  await admin.client.ok('POST', '/users/roles', { users: { [staffer.user._id]: ['staff'] } });
  const page = await newPage({ stepTimeoutMs: STEP_TIMEOUT_MS });
  await signIn(page, STAFFER.email, STAFFER.password);
  for (const path of ['/staff', '/staff/manage_characters', '/staff/manage_xp', '/staff/manage_roles', '/staff/print_character_sheets']) {
    await page.goto(path);
    await page.getByRole('heading', { name: 'Not Found' }).waitFor();
  }
  assert.equal(await page.getByRole('link', { name: 'Manage Characters' }).count(), 0, 'staff see no admin links');
}

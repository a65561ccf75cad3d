// @ts-check
/**
 * The privacy journey, found by role and label as a person would: on /account download
 * one's data (JSON and the readable page), see one's sessions, change one's name, schedule the
 * deletion of the account with the password (the mail names the way to cancel) and cancel it. axe
 * checks each screen, at desktop and phone width.
 */
const assert = require('node:assert/strict');
const { readFileSync } = require('node:fs');
const { checkScreen } = require('./support/checks');
const { test } = require('./support/fixtures');
const { readOutboxMail } = require('./support/harness');
const { ADMIN_EMAIL, ADMIN_PASSWORD, signInAdmin, signUpAndSignIn } = require('./support/admin');

const PLAYER = {
  firstName: 'Rosa',
  lastName: 'Privacy',
  email: `rosa.privacy.${process.pid}@example.com`,
  password: 'Lantern-Thistle-Meadow-58',
};
const STEP_TIMEOUT_MS = 15_000;

test('privacy journey', async ({ stack, newPage }) => {
  const { client } = await signUpAndSignIn(stack, PLAYER);
  await client.ok('POST', '/user/characters', {
    character_name: 'Wren of the Marsh',
    character_race: { race: 'Human', subculture: 'Highland' },
    character_class: 'fighter',
  });

  const page = await newPage({
    viewport: { width: 1280, height: 900 },
    acceptDownloads: true,
    userAgent: 'Privacy journey browser',
    stepTimeoutMs: STEP_TIMEOUT_MS,
  });
  const pageErrors = [];
  page.on('pageerror', (error) => pageErrors.push(error.message));
  await page.goto('/account');
  await page.waitForURL((url) => url.pathname === '/login');
  await page.getByLabel('Email', { exact: true }).fill(PLAYER.email);
  await page.getByLabel('Password', { exact: true }).fill(PLAYER.password);
  await page.getByRole('button', { name: 'Log In' }).click();
  await page.waitForURL((url) => url.pathname === '/account');
  await page.getByRole('heading', { name: 'Profile' }).waitFor();
  await page.getByLabel('First Name').waitFor();
  assert.equal(await page.getByLabel('First Name').inputValue(), PLAYER.firstName);
  // this browser's session, with its device
  await page.getByRole('cell', { name: 'Privacy journey browser' }).waitFor();
  await page.getByRole('cell', { name: 'This browser' }).waitFor();
  await checkScreen(page, 'account-privacy');

  // Download my data: the JSON document holds the account and the character, nobody else's.
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: 'Download my data' }).click()]);
  assert.equal(download.suggestedFilename(), 'my-data.json');
  const exported = JSON.parse(readFileSync(/** @type {string} */ (await download.path()), 'utf8')).data;
  assert.equal(exported.format, 'larp-personal-data');
  assert.equal(exported.account.email, PLAYER.email);
  assert.deepEqual(
    exported.characters.map((/** @type {{ saved_build: { character_name: string } }} */ row) => row.saved_build.character_name),
    ['Wren of the Marsh'],
  );
  assert.ok(!JSON.stringify(exported).includes('e2e.admin@example.com'), 'nothing of another person');
  // the readable page of the same: sections in words, the download beside them
  await page.getByRole('link', { name: 'View my data' }).click();
  await page.getByRole('heading', { name: 'Your data', level: 1 }).waitFor();
  await page.getByRole('heading', { name: 'Characters', level: 2 }).waitFor();
  await page.getByText('Build of Wren of the Marsh').first().waitFor();
  assert.equal((await page.getByText(PLAYER.email, { exact: true }).count()) > 0, true, 'the account section names the email');
  await page.getByRole('link', { name: 'Download my data (JSON)' }).waitFor();
  await checkScreen(page, 'my-data-page');
  await page.getByRole('link', { name: 'Back to my account' }).click();
  await page.getByRole('heading', { name: 'Your Data', exact: true }).waitFor();

  // Profile: a new first name is saved; the input keeps it.
  await page.getByLabel('First Name').fill('Rosalind');
  await page.getByRole('button', { name: 'Save Profile' }).click();
  await page.getByText('Profile saved.').waitFor();
  assert.equal(await page.getByLabel('First Name').inputValue(), 'Rosalind');

  // Delete my account: asks for the password, schedules, mails the way to cancel.
  await page.getByRole('button', { name: 'Delete my account' }).click();
  await page.getByRole('button', { name: 'Delete My Account' }).click();
  await page.getByRole('alert').filter({ hasText: 'Please enter your password' }).waitFor();
  await page.getByLabel('Password', { exact: true }).fill('not the password at all');
  await page.getByRole('button', { name: 'Delete My Account' }).click();
  await page.getByRole('alert').filter({ hasText: 'The password is incorrect' }).waitFor();
  assert.equal(await page.getByLabel('Password', { exact: true }).inputValue(), 'not the password at all', 'input kept after an error');
  await checkScreen(page, 'account-delete-confirm');
  await page.getByLabel('Password', { exact: true }).fill(PLAYER.password);
  await page.getByRole('button', { name: 'Delete My Account' }).click();
  await page.getByText(/Your account will be deleted on .+\. We sent you an email with a link to cancel\./).waitFor();
  await page.getByText('Your account is scheduled for deletion on').waitFor();
  const mail = readOutboxMail(stack.dataDir, 'Your account will be deleted');
  assert.ok(
    mail && mail.includes(PLAYER.email) && mail.includes('/cancel_deletion/'),
    'the confirmation mail carries the cancel link (works without signing in)',
  );
  await checkScreen(page, 'account-deletion-scheduled');

  // The phone width keeps everything reachable.
  await page.setViewportSize({ width: 375, height: 740 });
  await checkScreen(page, 'account-deletion-scheduled-phone');
  await page.setViewportSize({ width: 1280, height: 900 });

  // Cancel Deletion: the account stays.
  await page.getByRole('button', { name: 'Cancel Deletion' }).click();
  await page.getByText('Account deletion cancelled.').waitFor();
  await page.getByRole('button', { name: 'Delete my account' }).waitFor();
  const state = await client.ok('GET', '/user/deletion');
  assert.equal(state.scheduled, false);
  assert.deepEqual(pageErrors, []);
  await adminErases(stack, newPage);
});

/**
 * An admin erases an account at once from Manage Users, after a confirmation.
 * @param {import('./support/fixtures').Stack} stack @param {import('./support/fixtures').NewPage} newPage
 */
async function adminErases(stack, newPage) {
  await signInAdmin(stack);
  const leaving = {
    firstName: 'Quill',
    lastName: 'Leaving',
    email: `quill.leaving.${process.pid}@example.com`,
    password: 'Harbor-Quince-Violet-27',
  };
  const { client } = await signUpAndSignIn(stack, leaving);
  const page = await newPage({ viewport: { width: 1280, height: 900 }, stepTimeoutMs: STEP_TIMEOUT_MS });
  await page.goto('/staff/manage_users');
  await page.waitForURL((url) => url.pathname === '/login');
  await page.getByLabel('Email', { exact: true }).fill(ADMIN_EMAIL);
  await page.getByLabel('Password', { exact: true }).fill(ADMIN_PASSWORD);
  await page.getByRole('button', { name: 'Log In' }).click();
  await page.getByRole('heading', { name: 'Manage Users' }).waitFor();
  await page.getByLabel('Search by name or email').fill('quill');
  const row = page.getByRole('table', { name: 'Players' }).getByRole('row', { name: /Quill Leaving/ });
  await row.waitFor();
  await page.getByRole('button', { name: 'Delete account of Quill Leaving' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete the account of Quill Leaving?' });
  await dialog.getByText('This cannot be undone.').waitFor();
  await checkScreen(page, 'manage-users-erase-confirm');
  // Cancel first: nothing happens
  await dialog.getByRole('button', { name: 'Cancel', exact: true }).last().click();
  await dialog.waitFor({ state: 'hidden' });
  await row.waitFor();
  await page.getByRole('button', { name: 'Delete account of Quill Leaving' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Delete Account' }).click();
  await page.getByRole('status').filter({ hasText: 'The account was deleted.' }).waitFor();
  await row.waitFor({ state: 'detached' });
  await checkScreen(page, 'manage-users-erased');
  // the erased person is signed out and cannot sign in again
  assert.equal((await client.call('GET', '/user')).status, 401);
  assert.equal((await client.call('POST', '/login', { email: leaving.email, password: leaving.password })).status, 401);
}

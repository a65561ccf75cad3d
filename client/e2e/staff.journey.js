// @ts-check
/**
 * The staff journey of issue 10, in Chromium, found by role and label: the admin signs in through the
 * login page and works through the staff screens. Each step checks the screen with axe at 1280 px
 * and 375 px (screenshots in e2e/screenshots/staff-*.png), tries a refused input and reads the
 * result back through the API. A staff member who is not admin gets 'Not Found'.
 */
const assert = require('node:assert/strict');
const { checkScreen, saveFailureScreenshot } = require('./checks');
const { ADMIN_EMAIL, ADMIN_PASSWORD, signInAdmin, signUpAndSignIn } = require('./support/admin');

const STEP_TIMEOUT_MS = 15_000;
const PLAYER = { firstName: 'Wren', lastName: 'Halloway', email: `wren.${process.pid}@example.com`, password: 'Juniper-Sextant-Harbor-41' };
const STAFFER = { firstName: 'Oswin', lastName: 'Tallis', email: `oswin.${process.pid}@example.com`, password: 'Marble-Quarry-Lantern-77' };

/** @param {{ baseUrl: string, dataDir: string, browser: import('playwright-core').Browser }} stack */
async function staffJourney(stack) {
  const admin = await signInAdmin(stack);
  const player = await signUpAndSignIn(stack, PLAYER);
  const staffer = await signUpAndSignIn(stack, STAFFER);
  const context = await stack.browser.newContext({ baseURL: stack.baseUrl, viewport: { width: 1280, height: 800 } });
  context.setDefaultTimeout(STEP_TIMEOUT_MS);
  const page = await context.newPage();
  const pageErrors = [];
  page.on('pageerror', (error) => pageErrors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error' && !/status of 4\d\d/.test(message.text())) pageErrors.push(`console: ${message.text()}`);
  });
  const world = { stack, admin, player, staffer, page };
  try {
    await signIn(page, ADMIN_EMAIL, ADMIN_PASSWORD);
    for (const step of STEPS) await step(world);
    assert.deepEqual(pageErrors, [], 'no script errors on the staff screens');
  } catch (error) {
    await saveFailureScreenshot(page, 'staff');
    throw error;
  } finally {
    await context.close();
  }
  await notFoundForStaff(stack, staffer, admin);
}

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
  for (const name of ['Manage Characters', 'Create Character for User', 'Manage XP', 'Manage Deaths', 'Manage Past Event Counts', 'Print Character Sheets', 'Manage Users', 'Manage Shards', 'Manage Roles']) {
    await page.getByRole('main').getByRole('link', { name, exact: true }).waitFor();
  }
  await checkBothWidths(page, 'dashboard');
}

const STEPS = [dashboard];

/** Staff without admin: every staff route answers 'Not Found'. @param {any} stack @param {any} staffer @param {any} admin */
async function notFoundForStaff(stack, staffer, admin) {
  await admin.client.ok('POST', '/users/roles', { users: { [staffer.user._id]: ['staff'] } });
  const context = await stack.browser.newContext({ baseURL: stack.baseUrl, viewport: { width: 1280, height: 800 } });
  context.setDefaultTimeout(STEP_TIMEOUT_MS);
  const page = await context.newPage();
  try {
    await signIn(page, STAFFER.email, STAFFER.password);
    for (const path of ['/staff', '/staff/manage_characters', '/staff/manage_xp', '/staff/manage_roles', '/staff/print_character_sheets']) {
      await page.goto(path);
      await page.getByRole('heading', { name: 'Not Found' }).waitFor();
    }
    assert.equal(await page.getByRole('link', { name: 'Manage Characters' }).count(), 0, 'staff see no admin links');
  } catch (error) {
    await saveFailureScreenshot(page, 'staff-not-admin');
    throw error;
  } finally {
    await context.close();
  }
}

module.exports = { staffJourney };

// @ts-check
/**
 * The API tokens and calendar feed screen (/account/api-tokens), in Chromium, found by role and label:
 * a refused token (no name) keeps the form's input, a token is made with a chosen scope and its secret
 * shown once, revoked after a confirmation, and the calendar address made and, after a confirmation,
 * replaced. Each state is checked with axe at 1280 px and 375 px (e2e/screenshots/api-tokens-*.png).
 */
const assert = require('node:assert/strict');
const { checkScreen } = require('./support/checks');
const { test } = require('./support/fixtures');
const { ADMIN_EMAIL, ADMIN_PASSWORD, signInAdmin } = require('./support/admin');

const STEP_TIMEOUT_MS = 15_000;

test('api-tokens journey', async ({ stack, newPage }) => {
  await signInAdmin(stack);
  const page = await newPage({ stepTimeoutMs: STEP_TIMEOUT_MS });
  const pageErrors = [];
  page.on('pageerror', (error) => pageErrors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error' && !/status of 4\d\d/.test(message.text())) pageErrors.push(`console: ${message.text()}`);
  });
  try {
    await page.goto('/login');
    await page.getByLabel('Email', { exact: true }).fill(ADMIN_EMAIL);
    await page.getByLabel('Password', { exact: true }).fill(ADMIN_PASSWORD);
    await page.getByRole('button', { name: 'Log In' }).click();
    await page.waitForURL((url) => url.pathname === '/');

    await page.goto('/account/api-tokens');
    await page.getByRole('heading', { name: 'API Tokens', level: 1 }).waitFor();
    await page.getByText('You have no API tokens.').waitFor();
    await page.getByRole('button', { name: 'Make calendar address' }).waitFor();
    await checkBothWidths(page, 'empty');

    // refused: the server's message, the chosen scope kept
    await page.getByLabel('Characters').selectOption('read');
    await page.getByRole('button', { name: 'Create Token' }).click();
    await page.getByRole('alert').waitFor();
    assert.equal(await page.getByLabel('Characters').inputValue(), 'read', 'the chosen scope stays after a refusal');

    await page.getByLabel('Name').fill('Roster sync');
    await page.getByRole('button', { name: 'Create Token' }).click();
    const secret = page.getByLabel('New API token');
    await secret.waitFor();
    assert.match(await secret.inputValue(), /^\S{20,}$/, 'the new token is shown');
    const table = page.getByRole('table', { name: 'API tokens' });
    await table.getByText('Roster sync').waitFor();
    await checkBothWidths(page, 'created');

    await page.getByRole('button', { name: 'Revoke Roster sync' }).click();
    await page.getByRole('group', { name: 'Confirm revoking Roster sync' }).getByRole('button', { name: 'Yes, revoke' }).click();
    await page.getByRole('status').filter({ hasText: 'Token Roster sync revoked.' }).waitFor();
    await table.getByText('Revoked').waitFor();

    await page.getByRole('button', { name: 'Make calendar address' }).click();
    const feed = page.getByLabel('Calendar address');
    await feed.waitFor();
    const first = await feed.inputValue();
    assert.match(first, /\/calendar\/.+\.ics$/, 'the calendar address is shown');
    await page.getByRole('button', { name: 'Reset calendar address' }).click();
    await page.getByRole('group', { name: 'Confirm resetting the calendar address' }).getByRole('button', { name: 'Yes, reset' }).click();
    await page.waitForFunction((old) => {
      const input = /** @type {HTMLInputElement | null} */ (document.querySelector('input[aria-label="Calendar address"]'));
      return input !== null && input.value !== old && input.value.endsWith('.ics');
    }, first);
    await checkBothWidths(page, 'calendar');

    assert.deepEqual(pageErrors, [], 'no script errors on the API tokens screen');
  } finally {
    await page.context().close();
  }
});

/** Both widths: the screenshot and axe at 1280 px, then at 375 px, back to 1280. @param {import('playwright-core').Page} page @param {string} name */
async function checkBothWidths(page, name) {
  await checkScreen(page, `api-tokens-${name}`);
  await page.setViewportSize({ width: 375, height: 740 });
  await checkScreen(page, `api-tokens-${name}-375`);
  const { overflow, widest } = await page.evaluate(() => {
    // the element that sticks out furthest (not inside a region that scrolls sideways), to name in the failure
    let widest = '';
    let right = 0;
    const clipped = (/** @type {Element} */ element) => {
      for (let up = element.parentElement; up; up = up.parentElement) if (getComputedStyle(up).overflowX !== 'visible') return true;
      return false;
    };
    for (const element of document.body.querySelectorAll('*')) {
      if (clipped(element)) continue;
      const box = element.getBoundingClientRect();
      if (box.right > right) {
        right = box.right;
        widest = `${element.tagName.toLowerCase()}.${[...element.classList].join('.')} (${Math.round(box.right)}px)`;
      }
    }
    return { overflow: document.documentElement.scrollWidth - document.documentElement.clientWidth, widest };
  });
  assert.ok(overflow <= 1, `${name}: nothing wider than the phone screen (overflow ${overflow}px; widest ${widest})`);
  await page.setViewportSize({ width: 1280, height: 800 });
}

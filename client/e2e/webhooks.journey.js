// @ts-check
/**
 * The webhooks screen (/staff/webhooks), in Chromium, found by role and label: the admin
 * is refused a bad address, adds a webhook for a receiver on the loopback address (its secret shown),
 * publishes an event and reads the delivery log (a failed first attempt, waiting for its retry),
 * reveals the secret, disables and deletes the webhook with confirmation, and sees a failed request.
 * Each screen is checked with axe at 1280 px and 375 px (screenshots in e2e/screenshots/webhooks-*.png).
 */
const assert = require('node:assert/strict');
const { createServer } = require('node:http');
const { checkScreen } = require('./support/checks');
const { test } = require('./support/fixtures');
const { ADMIN_EMAIL, ADMIN_PASSWORD, signInAdmin } = require('./support/admin');

const STEP_TIMEOUT_MS = 15_000;

test('webhooks journey', async ({ stack, newPage }) => {
  const admin = await signInAdmin(stack);
  /** @type {string[]} */
  const received = [];
  // the receiver refuses its first delivery (the log shows a retry waiting), then accepts
  let answers = 0;
  const receiver = createServer((request, response) => {
    request.resume();
    request.on('end', () => {
      received.push(String(request.headers['x-larp-event']));
      answers += 1;
      response.writeHead(answers === 1 ? 500 : 200).end();
    });
  });
  await new Promise((done) => receiver.listen(0, '127.0.0.1', () => done(undefined)));
  const address = /** @type {import('node:net').AddressInfo} */ (receiver.address());
  const receiverUrl = `http://127.0.0.1:${address.port}/hooks/larp`;

  const page = await newPage({ stepTimeoutMs: STEP_TIMEOUT_MS });
  const pageErrors = [];
  page.on('pageerror', (error) => pageErrors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error' && !/status of 4\d\d|ERR_FAILED|Failed to fetch/.test(message.text()))
      pageErrors.push(`console: ${message.text()}`);
  });
  try {
    await page.goto('/login');
    await page.getByLabel('Email', { exact: true }).fill(ADMIN_EMAIL);
    await page.getByLabel('Password', { exact: true }).fill(ADMIN_PASSWORD);
    await page.getByRole('button', { name: 'Log In' }).click();
    await page.waitForURL((url) => url.pathname === '/');

    // from the staff dashboard
    await page.goto('/staff');
    await page.getByRole('link', { name: 'Webhooks' }).click();
    await page.waitForURL((url) => url.pathname === '/staff/webhooks');
    await page.getByRole('heading', { name: 'Webhooks', level: 1 }).waitFor();
    await page.getByText('No webhooks yet.').waitFor();

    // a refused address: the server's message
    await page.getByLabel('Receiver address').fill('ftp://example.org/hooks');
    await page.getByRole('button', { name: 'Add Webhook' }).click();
    await page.getByRole('alert').filter({ hasText: 'Enter the full http:// or https:// address of the receiver' }).waitFor();
    await checkBothWidths(page, 'refused');

    // added, with the keyboard: the secret shown
    await page.getByLabel('Receiver address').fill(receiverUrl);
    await page.getByLabel('Event finalized').uncheck();
    await page.getByLabel('Receiver address').focus();
    await page.keyboard.press('Enter');
    const status = page.getByRole('status').filter({ hasText: 'added' });
    await status.waitFor();
    const hooks = await admin.client.ok('GET', '/webhooks');
    assert.equal(hooks.length, 1);
    assert.deepEqual(hooks[0].events, [
      'registration.created',
      'registration.changed',
      'event.published',
      'payment.received',
      'payment.refunded',
    ]);
    assert.equal(await page.getByLabel('Signing secret of the new webhook').inputValue(), hooks[0].secret);
    await checkBothWidths(page, 'added');

    // a change is delivered; the receiver's 500 shows as a retry waiting
    const event = await admin.createEvent({ title: 'Webhook Weekend', registrationQuestionIds: [] });
    await admin.publishEvent(event._id);
    for (let waited = 0; received.length === 0 && waited < 10_000; waited += 100) await new Promise((done) => setTimeout(done, 100));
    assert.deepEqual(received, ['event.published']);
    await page.getByRole('button', { name: `Deliveries to ${receiverUrl}` }).click();
    const log = page.getByRole('table', { name: `Deliveries to ${receiverUrl}` });
    await log.getByRole('cell', { name: 'Event published' }).waitFor();
    assert.deepEqual(
      await log
        .getByRole('row')
        .nth(1)
        .getByRole('cell')
        .allInnerTexts()
        .then((cells) => cells.slice(0, 4)),
      ['Event published', 'Pending', '1', 'HTTP 500'],
    );
    await page.getByRole('button', { name: `Reveal secret of ${receiverUrl}` }).click();
    assert.equal(await page.getByLabel(`Signing secret of ${receiverUrl}`).inputValue(), hooks[0].secret);
    await checkBothWidths(page, 'deliveries');

    // disabled, then deleted after confirming
    await page.getByRole('button', { name: `Disable ${receiverUrl}` }).click();
    await page.getByRole('status').filter({ hasText: 'Webhook disabled: nothing is sent to it until it is enabled again' }).waitFor();
    await page
      .getByRole('list', { name: 'Webhooks' })
      .getByRole('listitem')
      .filter({ hasText: receiverUrl })
      .getByText('Disabled', { exact: true })
      .waitFor();
    assert.equal((await admin.client.ok('GET', '/webhooks'))[0].active, false);
    await page.getByRole('button', { name: `Delete ${receiverUrl}` }).click();
    const confirm = page.getByRole('group', { name: `Confirm deleting ${receiverUrl}` });
    await checkBothWidths(page, 'confirm-delete');
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    assert.equal((await admin.client.ok('GET', '/webhooks')).length, 1, 'cancel keeps the webhook');
    await page.getByRole('button', { name: `Delete ${receiverUrl}` }).click();
    await page.getByRole('button', { name: 'Yes, delete' }).click();
    await page.getByRole('status').filter({ hasText: 'Webhook deleted' }).waitFor();
    await page.getByText('No webhooks yet.').waitFor();
    assert.deepEqual(await admin.client.ok('GET', '/webhooks'), []);

    // a failed request: the list cannot be loaded
    const listQuery = (/** @type {import('playwright-core').Route} */ route) =>
      route.request().postDataJSON()?.operationName === 'Webhooks' ? route.abort() : route.fallback();
    await page.route('**/graphql', listQuery);
    await page.reload();
    await page
      .getByRole('alert')
      .filter({ hasText: 'The webhooks could not be loaded: There was a problem with the server. Please try again later.' })
      .waitFor();
    await checkBothWidths(page, 'failed');
    await page.unroute('**/graphql', listQuery);
    await page.getByRole('button', { name: 'Try again' }).click();
    await page.getByText('No webhooks yet.').waitFor();

    assert.deepEqual(pageErrors, [], 'no script errors on the webhooks screen');
  } finally {
    await page.context().close();
    await new Promise((done) => receiver.close(() => done(undefined)));
  }
});

/** Both widths: the screenshot and axe at 1280 px, then at 375 px, back to 1280. @param {import('playwright-core').Page} page @param {string} name */
async function checkBothWidths(page, name) {
  await checkScreen(page, `webhooks-${name}`);
  await page.setViewportSize({ width: 375, height: 740 });
  await checkScreen(page, `webhooks-${name}-375`);
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  assert.ok(overflow <= 1, `${name}: nothing wider than the phone screen (overflow ${overflow}px)`);
  await page.setViewportSize({ width: 1280, height: 800 });
}

// @ts-check
/**
 * The gate journey, in Chromium at 375 px with axe. Through REST the admin makes an
 * event, three players are accepted (each fetches their ticket), a staff member is named. In
 * Chromium (with a fake camera playing a video of the first ticket's QR code): a player opens their
 * ticket; the staff member and the admin open the gate; then the server is stopped. Both reload
 * their gate, which still works; the staff device admits three tickets (one through the camera, one
 * typed by its short code, one found by name) and refuses a forged one, with the offline banner
 * counting the scans that wait; the admin's device admits one of the same tickets. The server comes
 * back, the scans sync, the API shows three check-ins, and the admin's offline admission shows as a
 * conflict, which the admin resolves with a reason.
 *
 * Payments ride along: before the gates open the admin sets a PC fee of 20.00 on the event form,
 * the first player sees what they owe and the payment reference on their ticket, a bank statement
 * with that reference is imported and the admin sees the registration paid on the review's Payments
 * tab; offline, the staff gate shows that the second player owes 20.00 and takes it in cash, and the
 * cash reaches the server once, however often the gate syncs after.
 */
const assert = require('node:assert/strict');
const { mkdtempSync, rmSync } = require('node:fs');
const { tmpdir } = require('node:os');
const { join } = require('node:path');
const { chromium } = require('@playwright/test');
const { checkScreen } = require('./support/checks');
const { test } = require('./support/fixtures');
const { JOURNEY_LAUNCH_OPTIONS } = require('./support/harness');
const { ADMIN_EMAIL, ADMIN_PASSWORD, signInAdmin, signUpAndSignIn } = require('./support/admin');
const { writeQrVideo } = require('./support/qr-video');

const EVENT_TITLE = 'Harvest Gate';
const STEP_TIMEOUT_MS = 20_000;
const PHONE = { width: 375, height: 740 };
const STAFF = { firstName: 'Gale', lastName: 'Porter', email: `gale.${process.pid}@example.com`, password: 'Meadow-Copper-Falcon-41' };
const PLAYERS = [
  {
    firstName: 'Ada',
    lastName: 'Quill',
    character: 'Wren Ashdown',
    email: `ada.${process.pid}@example.com`,
    password: 'Lantern-Pebble-Orbit-62',
  },
  {
    firstName: 'Bo',
    lastName: 'Marsh',
    character: 'Thorn Valen',
    email: `bo.${process.pid}@example.com`,
    password: 'Cobalt-Thistle-Ember-35',
  },
  {
    firstName: 'Cy',
    lastName: 'Rook',
    character: 'Mirela Sunhold',
    email: `cy.${process.pid}@example.com`,
    password: 'Juniper-Anvil-Sable-74',
  },
];

test('gate journey', async ({ stack }, testInfo) => {
  const prepared = await prepare(stack);
  const videoDir = mkdtempSync(join(tmpdir(), 'larp-gate-video-'));
  const video = join(videoDir, 'ticket.y4m');
  writeQrVideo(prepared.tickets[0].payload, video);
  // A browser of its own: Chromium's fake camera plays a video of the first ticket's QR code.
  const browser = await chromium.launch({
    ...JOURNEY_LAUNCH_OPTIONS,
    args: [
      ...JOURNEY_LAUNCH_OPTIONS.args,
      '--use-fake-device-for-media-stream',
      '--use-fake-ui-for-media-stream',
      `--use-file-for-fake-video-capture=${video}`,
    ],
  });
  /** @type {import('@playwright/test').Page[]} */
  const pages = [];
  try {
    for (let i = 0; i < 3; i += 1) {
      const context = await browser.newContext({ baseURL: stack.baseUrl, viewport: PHONE, permissions: ['camera'] });
      context.setDefaultTimeout(STEP_TIMEOUT_MS);
      pages.push(await context.newPage());
    }
    await steps(stack, prepared, pages[0], pages[1], pages[2]);
  } catch (error) {
    for (const [i, page] of pages.entries()) {
      const body = await page.screenshot({ fullPage: true }).catch(() => null);
      if (body) await testInfo.attach(`gate-${['staff', 'admin', 'player'][i]}-failure.png`, { body, contentType: 'image/png' });
    }
    throw error;
  } finally {
    await browser.close();
    rmSync(videoDir, { recursive: true, force: true });
  }
});

/** Through REST: the event, three accepted players with their tickets, the staff member. */
async function prepare(/** @type {{ baseUrl: string, dataDir: string }} */ stack) {
  const admin = await signInAdmin(stack);
  const event = await admin.createEvent({ title: EVENT_TITLE });
  await admin.publishEvent(event._id);
  const staff = await signUpAndSignIn(stack, STAFF);
  await admin.client.ok('POST', '/users/roles', { users: { [staff.user._id]: ['staff'] } });
  const tickets = [];
  for (const person of PLAYERS) {
    const player = await signUpAndSignIn(stack, person);
    const races = await player.client.ok('GET', '/races');
    const character = await player.client.ok('POST', '/user/characters', {
      character_name: person.character,
      character_race: { race: races[0].race_name, subculture: races[0].subculture_name ?? null },
      character_class: 'fighter',
    });
    const registration = await player.client.ok('POST', '/user/event_registrations', {
      event: event._id,
      character: character._id,
      event_role: 'pc',
      question_answers: [],
    });
    await admin.client.ok('POST', `/events/${event._id}/event_registrations/confirm_registrations`, { accept: [registration._id] });
    const ticket = await player.client.ok('GET', `/user/event_registrations/${registration._id}/ticket`);
    assert.match(ticket.code, /^[0-9A-Z]{8}$/);
    tickets.push({ ...ticket, registrationId: registration._id, person });
  }
  return { admin, eventId: event._id, tickets };
}

/** @param {import('@playwright/test').Page} page @param {{ email: string, password: string, firstName: string }} person */
async function signIn(page, person) {
  await page.goto('/login');
  await page.getByLabel('Email', { exact: true }).fill(person.email);
  await page.getByLabel('Password', { exact: true }).fill(person.password);
  await page.getByRole('button', { name: 'Log In' }).click();
  await page.getByRole('heading', { name: `Welcome, ${person.firstName}` }).waitFor();
}

/** Opens the gate and waits until it has synced and the service worker controls the page. @param {import('@playwright/test').Page} page @param {string} eventId */
async function openGate(page, eventId) {
  await page.goto(`/staff/manage_events/${eventId}/checkin`);
  await page.getByRole('heading', { name: `Gate: ${EVENT_TITLE}` }).waitFor();
  await page.getByText(/^Synced at /).waitFor();
  await page.waitForFunction(() => navigator.serviceWorker?.controller !== null && navigator.serviceWorker?.controller !== undefined);
}

/** The big result panel. @param {import('@playwright/test').Page} page @param {string} verdict */
async function expectResult(page, verdict, text) {
  const result = page.locator('.gate-result');
  await result.getByText(verdict, { exact: true }).waitFor();
  if (text) await result.getByText(text).first().waitFor();
}

/**
 * @param {{ baseUrl: string, stopServer: () => Promise<void>, restartServer: () => Promise<void> }} stack
 * @param {Awaited<ReturnType<typeof prepare>>} prepared
 * @param {import('@playwright/test').Page} gate the staff member's phone
 * @param {import('@playwright/test').Page} second the admin's phone
 * @param {import('@playwright/test').Page} player the first player's phone
 */
async function steps(stack, { admin, eventId, tickets }, gate, second, player) {
  const errors = [];
  for (const page of [gate, second, player]) page.on('pageerror', (error) => errors.push(error.message));

  // The admin sets the fee; the player's ticket says what is owed; a bank statement pays it.
  await signIn(second, { email: ADMIN_EMAIL, password: ADMIN_PASSWORD, firstName: 'Erin' });
  await fees(second, admin, eventId, player, tickets[0]);

  // The player's ticket, opened once with the network (the player signed in above).
  await player.goto('/events');
  await player.getByRole('article', { name: EVENT_TITLE }).getByRole('link', { name: 'Show Ticket' }).click();
  await player.getByRole('img', { name: 'Ticket QR code' }).waitFor();
  await player.getByText(tickets[0].code, { exact: true }).waitFor();
  await player.waitForFunction(() => Boolean(navigator.serviceWorker?.controller));
  await checkScreen(player, 'gate-ticket-phone');

  // Both gates online: the roster, the keys and the service worker's shell come to the phones.
  await signIn(gate, STAFF);
  await openGate(gate, eventId);
  await gate.getByLabel('Checked in: 0 of 3 expected').waitFor();
  await checkScreen(gate, 'gate-online-phone');
  await openGate(second, eventId);

  // The server goes away. The pages are reloaded and still work.
  await stack.stopServer();
  await gate.reload();
  await gate.getByRole('heading', { name: `Gate: ${EVENT_TITLE}` }).waitFor();
  await gate.getByText('Offline: 0 scans wait to be sent.').waitFor();
  await player.reload();
  await player.getByText('Offline: this is the copy kept on this device.').waitFor();
  await player.getByText(tickets[0].code, { exact: true }).waitFor();

  // 1: through the camera.
  await gate.getByRole('button', { name: 'Scan with the camera' }).click();
  await expectResult(gate, 'Admitted', 'Ada Quill');
  await gate.locator('.gate-result').getByText('Wren Ashdown · PC').waitFor();
  await gate.getByRole('button', { name: 'Stop the camera' }).click();
  await gate.getByText('Offline: 1 scan waits to be sent.').waitFor();
  await checkScreen(gate, 'gate-admitted-phone');
  await gate.setViewportSize({ width: 1280, height: 900 });
  await checkScreen(gate, 'gate-admitted');
  await gate.setViewportSize(PHONE);

  // 2: typed by its short code (lower case and with a dash, as people type). Bo owes the fee: cash is taken.
  const code = gate.getByLabel('Short code or ticket');
  await code.fill(`${tickets[1].code.slice(0, 4).toLowerCase()}-${tickets[1].code.slice(4)}`);
  await code.press('Enter');
  await expectResult(gate, 'Admitted', 'Bo Marsh');
  await gate.locator('.gate-result').getByText('owes 20.00 EUR', { exact: true }).waitFor();
  await checkScreen(gate, 'gate-owes-phone');
  await gate.getByRole('button', { name: 'Record 20.00 EUR taken in cash' }).click();
  await gate.locator('.gate-result').getByText('Cash taken: 20.00 EUR.').waitFor();
  await gate.getByText('1 cash payment waits to be sent.').waitFor();
  assert.equal(await gate.locator('.gate-result').getByText('owes 20.00 EUR').count(), 0, 'nothing more is owed on this device');

  // 3: found by character name.
  await gate.getByLabel('Find a player or character').fill('mirela');
  await gate.getByRole('button', { name: 'Check in Cy Rook' }).click();
  await expectResult(gate, 'Admitted', 'Cy Rook');
  await gate.getByText('Offline: 3 scans wait to be sent.').waitFor();

  // A forged ticket: the first ticket's payload with its signature changed.
  const payload = tickets[0].payload;
  const forged = payload.slice(0, -3) + (payload.at(-3) === 'A' ? 'B' : 'A') + payload.slice(-2);
  await code.fill(forged);
  await code.press('Enter');
  await expectResult(gate, 'Refused', 'Forged ticket: the signature does not match.');
  await checkScreen(gate, 'gate-refused-phone');
  await gate.setViewportSize({ width: 1280, height: 900 });
  await checkScreen(gate, 'gate-refused');
  await gate.setViewportSize(PHONE);
  // The same ticket again: already checked in, on this device.
  await code.fill(tickets[1].code);
  await code.press('Enter');
  await expectResult(gate, 'Already checked in', 'Bo Marsh');
  await gate.getByText('Offline: 3 scans wait to be sent.').waitFor();
  await checkScreen(gate, 'gate-offline-phone');
  await gate.setViewportSize({ width: 1280, height: 900 });
  await checkScreen(gate, 'gate-offline');
  await gate.setViewportSize(PHONE);

  // The admin's phone, offline too, admits the first ticket again: it cannot know.
  await second.reload();
  await second.getByText('Offline: 0 scans wait to be sent.').waitFor();
  const secondCode = second.getByLabel('Short code or ticket');
  await secondCode.fill(tickets[0].code);
  await secondCode.press('Enter');
  await expectResult(second, 'Admitted', 'Ada Quill');

  // The server comes back: the staff phone syncs on its button, the admin's by itself.
  await stack.restartServer();
  await gate.getByRole('button', { name: 'Sync now' }).click();
  await gate.getByText(/^Synced at /).waitFor();
  const afterFirst = await admin.client.ok('GET', `/events/${eventId}/checkins`);
  assert.equal(afterFirst.checkins.length, 3, 'the API shows the three check-ins');
  assert.deepEqual(
    afterFirst.checkins.map((/** @type {{ event_registration: string }} */ c) => c.event_registration).sort(),
    tickets.map((t) => t.registrationId).sort(),
  );
  await gate.getByLabel('Checked in: 3 of 3 expected').waitFor();
  // The cash taken offline is one payment on the server, and stays one after another sync.
  await gate.getByText('1 cash payment waits to be sent.').waitFor({ state: 'detached' });
  const cashOf = async () =>
    (await admin.client.ok('GET', `/registrations/${tickets[1].registrationId}/payments`)).entries.filter(
      (/** @type {{ kind: string, method: string | null }} */ entry) => entry.kind === 'payment' && entry.method === 'cash',
    );
  assert.deepEqual(
    (await cashOf()).map((/** @type {{ amount: number }} */ entry) => entry.amount),
    [2000],
    'the cash is recorded once',
  );
  await gate.getByRole('button', { name: 'Sync now' }).click();
  await gate.getByText(/^Synced at /).waitFor();
  assert.equal((await cashOf()).length, 1, 'a second sync records nothing more');

  await second.getByRole('button', { name: 'Sync now' }).click();
  await expectResult(second, 'Already checked in', 'Ada Quill');
  const afterSecond = await admin.client.ok('GET', `/events/${eventId}/checkins`);
  assert.equal(afterSecond.checkins.length, 3, 'still three check-ins');
  assert.equal(afterSecond.conflicts.length, 1, 'one conflict');
  assert.equal(afterSecond.conflicts[0].event_registration, tickets[0].registrationId);
  assert.equal(afterSecond.conflicts[0].devices.length, 2, 'both devices are named');

  // The conflict on the admin's gate, resolved with a reason after the confirmation.
  await second.getByRole('heading', { name: 'Conflicts (1)' }).waitFor();
  await checkScreen(second, 'gate-conflict-phone');
  await second.getByRole('button', { name: 'Resolve the conflict of Ada Quill' }).click();
  const dialog = second.getByRole('dialog', { name: 'Resolve this conflict?' });
  await dialog.getByRole('button', { name: 'Resolve conflict' }).click();
  await dialog.getByText('Give the reason for your decision.').waitFor();
  await dialog.getByLabel('Reason').fill('Same person: the second phone had no signal');
  await dialog.getByRole('button', { name: 'Resolve conflict' }).click();
  await second.getByRole('heading', { name: 'Conflicts (1)' }).waitFor({ state: 'detached' });
  const resolved = await admin.client.ok('GET', `/events/${eventId}/checkins`);
  assert.equal(
    resolved.conflicts.filter((/** @type {{ resolved_at: string | null }} */ c) => !c.resolved_at).length,
    0,
    'the conflict is resolved',
  );

  // The staff member sees no annul button (admins only); the admin does.
  await gate.getByText(/^On site/).click();
  assert.equal(await gate.getByRole('button', { name: /^Annul the check-in/ }).count(), 0, 'staff cannot annul');
  await second.getByText(/^On site/).click();
  await second.getByRole('button', { name: 'Annul the check-in of Bo Marsh' }).waitFor();

  await attendanceReview(second, eventId);

  assert.deepEqual(errors, [], 'no script errors on the pages');
}

/**
 * The attendance review's Check-in tab on the admin's device: who is in, and a staff note refused
 * past 1,000 characters (the text stays) and then saved. Screenshots at 375 and 1280 px go to
 * SCREENSHOT_DIR when it is set. @param {import('@playwright/test').Page} page @param {string} eventId
 */
async function attendanceReview(page, eventId) {
  await page.goto(`/staff/manage_events/${eventId}/attendance`);
  await page.getByRole('tab', { name: 'Check-in' }).click();
  const table = page.getByRole('table', { name: 'Check-ins and staff notes' });
  const ada = table.getByRole('row', { name: /Ada Quill/ });
  await ada.getByText(/ on /).waitFor();
  await page.getByText('Checked in: 3 of 3 accepted').waitFor();
  const widths = await page.evaluate(() => [document.documentElement.scrollWidth, document.documentElement.clientWidth]);
  assert.ok(widths[0] <= widths[1], `the page does not scroll sideways at 375 px (${widths.join(' > ')})`);
  const note = page.getByRole('textbox', { name: 'Staff note for Ada Quill' });
  await note.fill('x'.repeat(1001));
  await ada.getByRole('button', { name: 'Save note for Ada Quill' }).click();
  const refusal = ada.getByRole('alert');
  await refusal.waitFor();
  assert.match(await refusal.innerText(), /1,?000/, 'the server says the bound');
  assert.equal((await note.inputValue()).length, 1001, 'the note stays after the refusal');
  await shoot(page, 'attendance-checkin-refused');
  await note.fill('Carries the harvest banner');
  await ada.getByRole('button', { name: 'Save note for Ada Quill' }).click();
  await ada.getByText('Staff note saved.').waitFor();
  await checkScreen(page, 'attendance-checkin-phone');
  await shoot(page, 'attendance-checkin-saved');
}

/**
 * The organiser's side of the fees: a PC fee of 20.00 set on the event form; the first player's
 * ticket shows what they owe and the reference; a CSV statement naming that reference is imported
 * on the bank statement page (reached from the Payments tab, its columns mapped there and remembered
 * on the server) and the review's Payments tab shows the registration paid, checked with axe at 375
 * and 1280 px; "Remind unpaid" previews and sends one reminder to each of the others.
 * @param {import('@playwright/test').Page} page the admin's browser
 * @param {Awaited<ReturnType<typeof prepare>>['admin']} admin
 * @param {string} eventId
 * @param {import('@playwright/test').Page} player the first player's browser
 * @param {{ registrationId: string, person: { email: string, password: string, firstName: string } }} ticket
 */
async function fees(page, admin, eventId, player, ticket) {
  await page.goto(`/staff/edit_event/${eventId}`);
  await page.getByRole('group', { name: 'Fees' }).waitFor();
  await page
    .getByLabel(/^Price for /)
    .first()
    .fill('20');
  await checkScreen(page, 'event-fees-phone');
  await page.getByRole('button', { name: 'Update Event' }).click();
  await page.getByText('Update was successful.').waitFor();
  const set = await admin.client.ok('GET', `/events/${eventId}/fees`);
  assert.deepEqual(
    set.fees.map((/** @type {{ event_role: string, price: number }} */ fee) => [fee.event_role, fee.price]),
    [['pc', 2000]],
    'the fee is kept in minor units',
  );

  await signIn(player, ticket.person);
  await player.goto(`/ticket/${ticket.registrationId}`);
  await player.getByText('You owe 20.00 EUR.').waitFor();
  await player.getByText('Payment reference').waitFor();
  const reference = (await player.locator('.font-monospace').first().innerText()).replace(/\s/g, '');
  assert.match(reference, /^RF\d{2}[0-9A-Z]+$/, 'the reference is an RF creditor reference');

  const csv = ['Date;Amount;Payer;Purpose', `01.06.2026;20,00;Ada Quill;Fee ${reference}`].join('\n');
  await page.goto(`/staff/manage_events/${eventId}/attendance`);
  await page.getByRole('tab', { name: 'Payments' }).click();
  await page.getByRole('link', { name: 'Import a bank statement' }).click();
  await page.getByRole('heading', { name: 'Import a bank statement' }).waitFor();
  await page.getByText('Choose a statement file to import.').waitFor();
  await page.getByLabel('Statement file').setInputFiles({ name: 'statement.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
  await page.getByLabel('Date column').selectOption('Date');
  await page.getByLabel('Amount column').selectOption('Amount');
  await page.getByLabel('Payer column').selectOption('Payer');
  await page.getByLabel('Reference column').selectOption('Purpose');
  await page.getByRole('button', { name: 'Import', exact: true }).click();
  await page.getByText('Imported 1 line: 1 applied, 0 proposed, 0 unmatched.').waitFor();
  await page
    .getByRole('table', { name: 'Applied lines' })
    .getByText(/^Applied now/)
    .waitFor();
  await checkScreen(page, 'bank-import-phone');
  await page.setViewportSize({ width: 1280, height: 900 });
  await checkScreen(page, 'bank-import');
  await page.setViewportSize(PHONE);
  const settings = await admin.client.ok('GET', '/payment_settings');
  assert.deepEqual(
    settings.bank_csv_mapping,
    { date: 'Date', amount: 'Amount', counterparty: 'Payer', reference: 'Purpose', account: null },
    'the columns are remembered on the server',
  );

  await page.goto(`/staff/manage_events/${eventId}/attendance`);
  await page.getByRole('tab', { name: 'Payments' }).click();
  const table = page.getByRole('table', { name: 'Payments' });
  await table
    .getByRole('row', { name: /Ada Quill/ })
    .getByText('Paid', { exact: true })
    .waitFor();
  await table
    .getByRole('row', { name: /Bo Marsh/ })
    .getByText('Unpaid', { exact: true })
    .waitFor();
  await checkScreen(page, 'event-payments-phone');
  await page.setViewportSize({ width: 1280, height: 900 });
  await checkScreen(page, 'event-payments');
  await page.setViewportSize(PHONE);

  // Remind unpaid: the preview counts the two unpaid accepted registrations; a second send reaches nobody again.
  await page.getByRole('button', { name: 'Remind unpaid' }).click();
  const dialog = page.getByRole('dialog', { name: 'Remind unpaid' });
  await dialog.getByText(/to 2 registrations accepted and not fully paid/).waitFor();
  await checkScreen(page, 'remind-unpaid-phone');
  await dialog.getByRole('button', { name: 'Send reminders' }).click();
  await page.getByText('Payment reminder sent to 2 registrations').waitFor();
  const again = await admin.client.ok('GET', `/events/${eventId}/payment_reminders`);
  assert.deepEqual([again.count, again.skipped], [0, 2], 'a reminder goes once a day per registration');
}

/** @param {import('@playwright/test').Page} page @param {string} name */
async function shoot(page, name) {
  const dir = process.env.SCREENSHOT_DIR;
  if (!dir) return;
  const size = page.viewportSize();
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: width === 375 ? 740 : 900 });
    await page.screenshot({ path: join(dir, `${name}-${width}.png`), fullPage: true });
  }
  if (size) await page.setViewportSize(size);
}

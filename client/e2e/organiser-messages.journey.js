// @ts-check
/**
 * The organiser's journey: an event with three player places and five registrations (made through
 * REST). In Chromium the admin selects all and accepts: the server says the places run out, and
 * the dialog accepts up to the places and waitlists the rest with one message; the "Places and
 * waitlist" panel shows the places taken at once. A player cancels: the first in line is promoted,
 * and the player and the organisers are mailed. The admin writes to the accepted (count and
 * preview, confirmation, send; the mails reach the outbox; the history counts them), and changes a
 * waitlisted registration's role to NPC. Screenshots and axe at 1280 and 375 px.
 */
const assert = require('node:assert/strict');
const { checkScreen } = require('./support/checks');
const { test } = require('./support/fixtures');
const { existsSync, readdirSync, readFileSync } = require('node:fs');
const { join } = require('node:path');
const { ADMIN_EMAIL, ADMIN_PASSWORD, signInAdmin, signUpAndSignIn } = require('./support/admin');

const EVENT_TITLE = 'Ember Crossing';
const STEP_TIMEOUT_MS = 20_000;
const NAMES = [
  ['Ada', 'Quill'],
  ['Bea', 'Rook'],
  ['Cyr', 'Sable'],
  ['Dov', 'Thorn'],
  ['Eli', 'Umber'],
];
const PLAYERS = NAMES.map(([firstName, lastName], index) => ({
  firstName,
  lastName,
  email: `${firstName.toLowerCase()}.${process.pid}@example.com`,
  password: `Harbor-Lichen-Quartz-${40 + index}`,
}));

test('organiser messages journey', async ({ stack, newPage }) => {
  const { eventId, players } = await prepare(stack);
  const page = await newPage({ stepTimeoutMs: STEP_TIMEOUT_MS });
  const errors = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await signInAsAdmin(page);
  await page.goto(`/staff/manage_events/${eventId}/attendance`);
  await page.getByRole('heading', { name: 'Places and waitlist' }).waitFor();
  await page.getByText(/0 of 3 places taken, 3 left/).waitFor();

  // Bulk accept over the places: the dialog offers up to the places (with the one message) or the override.
  await page.getByRole('button', { name: 'Select all 5' }).click();
  await page.getByRole('button', { name: 'Accept selected (5)' }).click();
  const dialog = page.getByRole('dialog', { name: 'Accept 5 registrations up to the places' });
  await dialog.getByText(/That takes 2 PC places more than the event's 3/).waitFor();
  assert.equal(await dialog.getByRole('button', { name: 'Accept all over the limit' }).isDisabled(), true, 'the override needs the tick');
  await dialog.getByText('Tick the box above to accept them over the limit.').waitFor();
  await checkScreen(page, 'organiser-over-places');
  await dialog.getByRole('button', { name: 'Accept up to the places, waitlist the rest' }).click();
  await dialog.getByText('A message is required for those waitlisted when the places run out').waitFor();
  await dialog.getByLabel('Message to those waitlisted (required)').fill('The places are taken; you are next in line.');
  await dialog.getByRole('button', { name: 'Accept up to the places, waitlist the rest' }).click();
  await page.getByText('Accepted 3 registrations; waitlisted 2 for want of a place.').waitFor();
  // The places panel follows without a reload.
  await page.getByText(/3 of 3 places taken, 0 left/).waitFor();
  await checkScreen(page, 'organiser-accepted-up-to-places');

  // A cancellation promotes the first in line; the player and the organisers are told.
  await players[0].client.ok('POST', `/user/event_registrations/${players[0].registrationId}/cancel`, {});
  assert.ok(await mailWith(stack, `Registration cancelled: ${EVENT_TITLE}`, PLAYERS[0].email), 'the player got the cancellation');
  assert.ok(
    await mailWith(stack, `${PLAYERS[0].firstName} ${PLAYERS[0].lastName} cancelled: ${EVENT_TITLE}`, ADMIN_EMAIL),
    'the organiser was told',
  );
  assert.ok(await mailWith(stack, `A place opened up: you are in for ${EVENT_TITLE}`, PLAYERS[3].email), 'the first in line was promoted');
  await page.reload();
  await page.getByText(/3 of 3 places taken, 0 left/).waitFor();

  // A message to the accepted: count and preview, confirmation, send, history.
  await page.getByRole('tab', { name: 'Messages' }).click();
  await page.getByLabel('To', { exact: true }).selectOption('accepted');
  await page.getByLabel('Subject', { exact: true }).fill('Directions');
  await page.getByLabel('Message', { exact: true }).fill('Park behind the old mill; the gate opens at six.');
  assert.equal(await page.getByRole('button', { name: /^Send to/ }).isDisabled(), true, 'sending waits for a preview');
  await page.getByText('Preview the message first to see who gets it.').waitFor();
  await page.getByRole('button', { name: 'Preview' }).click();
  await page.getByText(/3 people get this message/).waitFor();
  await page.getByText(`Subject: ${EVENT_TITLE}: Directions`).waitFor();
  await checkScreen(page, 'organiser-message-preview');
  await page.getByRole('button', { name: 'Send to 3 people' }).click();
  const confirm = page.getByRole('dialog', { name: 'Send this message?' });
  await confirm.getByRole('button', { name: 'Send' }).click();
  await page.getByText('Message sent to 3 people; the mails go out now.').waitFor();
  for (const index of [1, 2, 3]) {
    assert.ok(await mailWith(stack, 'Park behind the old mill', PLAYERS[index].email), `${PLAYERS[index].firstName} got the message`);
  }
  await page.reload();
  await page.getByRole('tab', { name: 'Messages' }).click();
  const history = page.getByRole('table', { name: 'Messages sent' });
  await history
    .getByRole('row', { name: /Directions/ })
    .getByText('3 of 3')
    .waitFor();
  await checkScreen(page, 'organiser-message-history');

  // An admin's role change: the waitlisted Eli moves to NPC (unreviewed there), and is told.
  await page.getByRole('tab', { name: 'Registrations' }).click();
  await page.getByRole('button', { name: `Change role of ${PLAYERS[4].firstName} ${PLAYERS[4].lastName}` }).click();
  const change = page.getByRole('dialog', { name: `Change the registration of ${PLAYERS[4].firstName} ${PLAYERS[4].lastName}` });
  await change.getByLabel('Role').selectOption('npc');
  // The character can change in the same dialog; it starts at the registration's own.
  await change.getByText(`${PLAYERS[4].firstName} the Steady`).first().waitFor({ state: 'attached' });
  assert.notEqual(await change.getByLabel('Character').inputValue(), '', "the registration's character is chosen");
  await checkScreen(page, 'organiser-change-role');
  await change.getByRole('button', { name: 'Save' }).click();
  await page.getByText(`${PLAYERS[4].firstName} ${PLAYERS[4].lastName} is now registered as NPC; they were told by mail.`).waitFor();
  assert.ok(await mailWith(stack, `Your registration was changed: ${EVENT_TITLE}`, PLAYERS[4].email), 'the player was told of the change');

  // The phone width.
  await page.setViewportSize({ width: 375, height: 740 });
  await page.getByRole('heading', { name: 'Places and waitlist' }).waitFor();
  await checkScreen(page, 'organiser-registrations-phone');
  await page.getByRole('tab', { name: 'Messages' }).click();
  await page.getByRole('heading', { name: 'Write to participants' }).waitFor();
  await checkScreen(page, 'organiser-messages-phone');
  // At 375 px the State column is in sight without scrolling sideways.
  await page.getByRole('tab', { name: 'Registrations' }).click();
  const stateHeader = page.getByRole('table', { name: 'Registrations' }).getByRole('columnheader', { name: /State/ });
  const box = await stateHeader.boundingBox();
  assert.ok(box && box.x + box.width <= 375, `State in sight at 375 px (${JSON.stringify(box)})`);
  // The admin event card counts the review and the places.
  await page.goto('/staff/manage_events');
  const card = page.getByRole('article', { name: EVENT_TITLE });
  await card.getByText(/of 3 taken/).waitFor();
  await card.getByText('Unreviewed', { exact: true }).waitFor();
  await checkScreen(page, 'organiser-event-cards-phone');
  assert.deepEqual(errors, [], 'no page errors');
});

/** Through REST: the published event with three pc places and five players, each registered as pc with a character. */
async function prepare(/** @type {{ baseUrl: string, dataDir: string }} */ stack) {
  const admin = await signInAdmin(stack);
  const event = await admin.createEvent({ title: EVENT_TITLE });
  await admin.updateEvent(event._id, { event_pc_capacity: 3, event_waitlist_mode: 'automatic' });
  await admin.publishEvent(event._id);
  const players = [];
  for (const person of PLAYERS) {
    const player = await signUpAndSignIn(stack, person);
    const races = await player.client.ok('GET', '/races');
    const character = await player.client.ok('POST', '/user/characters', {
      character_name: `${person.firstName} the Steady`,
      character_race: { race: races[0].race_name, subculture: races[0].subculture_name ?? null },
      character_class: 'fighter',
    });
    const registration = await player.client.ok('POST', '/user/event_registrations', {
      event: event._id,
      character: character._id,
      event_role: 'pc',
      question_answers: [],
    });
    players.push({ client: player.client, registrationId: registration._id });
  }
  return { eventId: event._id, players };
}

/** @param {import('playwright-core').Page} page */
async function signInAsAdmin(page) {
  await page.goto('/login');
  await page.getByLabel('Email', { exact: true }).fill(ADMIN_EMAIL);
  await page.getByLabel('Password', { exact: true }).fill(ADMIN_PASSWORD);
  await page.getByRole('button', { name: 'Log In' }).click();
  await page.getByRole('heading', { name: /Welcome/ }).waitFor();
}

/**
 * Waits (the outbox delivers after the answer) for a mail holding `marker` addressed to `to`.
 * @param {{ dataDir: string }} stack @param {string} marker @param {string} to
 */
async function mailWith(stack, marker, to) {
  const folder = join(stack.dataDir, 'outbox');
  for (let attempt = 0; attempt < 40; attempt += 1) {
    const files = existsSync(folder) ? readdirSync(folder).filter((name) => name.endsWith('.eml')) : [];
    for (const file of files) {
      const text = readFileSync(join(folder, file), 'utf8')
        .replace(/=\r?\n/g, '')
        .replace(/=([0-9A-F]{2})/g, (_m, hex) => String.fromCharCode(parseInt(hex, 16)));
      if (text.includes(marker) && new RegExp(`^To: ${to.replace(/[.+]/g, '\\$&')}$`, 'mi').test(text)) return text;
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  return undefined;
}

// @ts-check
/**
 * The waitlist journey: an event with one player place. Through REST the admin makes
 * and publishes it, the first player registers and is accepted, the second registers onto the
 * waitlist. In Chromium: the waitlisted player's card says where they stand ("1st in line", no
 * places left); the accepted player cancels (after the confirmation); the waitlisted player finds
 * the promotion mail in the outbox, and their card says Accepted. On /account the reminder mails
 * are turned off and on. Screenshots and axe on each screen, also at phone width.
 */
const assert = require('node:assert/strict');
const { checkScreen } = require('./support/checks');
const { test } = require('./support/fixtures');
const { readOutboxMail } = require('./support/harness');
const { ADMIN_EMAIL, ADMIN_PASSWORD, signInAdmin, signUpAndSignIn } = require('./support/admin');

const EVENT_TITLE = 'Lantern Vigil';
const STEP_TIMEOUT_MS = 15_000;
const PLAYERS = {
  first: { firstName: 'Orla', lastName: 'Fenn', email: `orla.${process.pid}@example.com`, password: 'Harbor-Lichen-Quartz-58' },
  second: { firstName: 'Bram', lastName: 'Hollis', email: `bram.${process.pid}@example.com`, password: 'Tundra-Violet-Anchor-27' },
};

test('waitlist journey', async ({ stack, newPage }) => {
  const { registrations, eventId } = await prepare(stack);
  const first = await newPage({ stepTimeoutMs: STEP_TIMEOUT_MS });
  const second = await newPage({ stepTimeoutMs: STEP_TIMEOUT_MS });
  await steps(stack, first, second, registrations);
  await queueSteps(await newPage({ stepTimeoutMs: STEP_TIMEOUT_MS }), eventId);
});

/** Through REST: the event with one pc place, both players with a character, the first accepted, the second waitlisted. */
async function prepare(/** @type {{ baseUrl: string, dataDir: string }} */ stack) {
  const admin = await signInAdmin(stack);
  const event = await admin.createEvent({ title: EVENT_TITLE });
  await admin.updateEvent(event._id, { event_pc_capacity: 1, event_waitlist_mode: 'automatic' });
  await admin.publishEvent(event._id);
  /** @type {Record<string, string>} */
  const registrations = {};
  for (const key of /** @type {const} */ (['first', 'second'])) {
    const player = await signUpAndSignIn(stack, PLAYERS[key]);
    const races = await player.client.ok('GET', '/races');
    const character = await player.client.ok('POST', '/user/characters', {
      character_name: `${PLAYERS[key].firstName} the Bold`,
      character_race: { race: races[0].race_name, subculture: races[0].subculture_name ?? null },
      character_class: 'fighter',
    });
    const registration = await player.client.ok('POST', '/user/event_registrations', {
      event: event._id,
      character: character._id,
      event_role: 'pc',
      question_answers: [],
    });
    registrations[key] = registration._id;
    if (key === 'first') {
      await admin.client.ok('POST', `/events/${event._id}/event_registrations/confirm_registrations`, { accept: [registration._id] });
    } else {
      assert.equal(registration.state, 'waitlisted', 'the second registration, made while full, is waitlisted');
      assert.equal(registration.waitlist_note, 'The event is full; you are on the waitlist');
      assert.equal(registration.waitlist_position, 1);
    }
  }
  return { registrations, eventId: event._id };
}

/** @param {import('playwright-core').Page} page @param {{ email: string, password: string, firstName: string }} person */
async function signIn(page, person) {
  await page.goto('/login');
  await page.getByLabel('Email', { exact: true }).fill(person.email);
  await page.getByLabel('Password', { exact: true }).fill(person.password);
  await page.getByRole('button', { name: 'Log In' }).click();
  await page.getByRole('heading', { name: `Welcome, ${person.firstName}` }).waitFor();
}

/**
 * @param {{ dataDir: string }} stack
 * @param {import('playwright-core').Page} first @param {import('playwright-core').Page} second
 * @param {Record<string, string>} registrations
 */
async function steps(stack, first, second, registrations) {
  const errors = [];
  for (const page of [first, second]) {
    page.on('pageerror', (error) => errors.push(error.message));
  }

  // The waitlisted player's card: waitlisted, 1st in line, no player places left.
  await signIn(second, PLAYERS.second);
  await second.getByRole('navigation').getByRole('link', { name: 'Events', exact: true }).click();
  const card = second.getByRole('article', { name: EVENT_TITLE });
  await card.getByText('Waitlisted for a player place: 1st in line').waitFor();
  await card.getByText('Places left: none for players').waitFor();
  await card.getByText(/Waitlisted: The event is full; you are on the waitlist/).waitFor();
  await checkScreen(second, 'waitlist-card');
  await second.setViewportSize({ width: 375, height: 740 });
  await card.getByText('Waitlisted for a player place: 1st in line').waitFor();
  await checkScreen(second, 'waitlist-card-phone');
  await second.setViewportSize({ width: 1280, height: 800 });

  // The accepted player cancels, after the confirmation.
  await signIn(first, PLAYERS.first);
  await first.goto(`/event_registration/${registrations.first}/edit`);
  await first.getByRole('button', { name: 'Cancel Registration' }).click();
  const confirm = first.getByRole('dialog', { name: 'Cancel Registration' });
  await confirm.getByRole('button', { name: 'Yes, Cancel Registration' }).click();
  await first.getByRole('status').getByText('Your registration was cancelled.').waitFor();

  // The promotion mail, written with the cancellation and delivered off the request path.
  let mail;
  for (let attempt = 0; attempt < 20 && !mail; attempt += 1) {
    mail = readOutboxMail(stack.dataDir, `A place opened up: you are in for ${EVENT_TITLE}`);
    if (mail && !mail.includes(PLAYERS.second.email)) mail = undefined;
  }
  assert.ok(mail, 'the waitlisted player got the promotion mail');
  assert.match(mail, /has moved from the waitlist to accepted/);
  assert.equal(readOutboxMail(stack.dataDir, PLAYERS.first.email)?.includes('A place opened up'), false, 'nobody else was promoted');

  // The promoted player's card says Accepted; a place is taken again.
  await second.reload();
  await card.getByText(/Your registration:.*Accepted/).waitFor();
  assert.equal(await card.getByText(/Waitlisted for a player place/).count(), 0, 'no longer on the waitlist');
  await checkScreen(second, 'waitlist-promoted');

  // Notification settings on /account: reminders off and on again.
  await second.goto('/account');
  const reminders = second.getByLabel(/Reminder mails/);
  // Enabled once the settings have loaded.
  await reminders.and(second.locator(':enabled')).waitFor();
  assert.equal(await reminders.isChecked(), true, 'reminders are on by default');
  await reminders.click();
  await second.getByRole('status').getByText('Reminder mails are off.').waitFor();
  await checkScreen(second, 'account-notifications');
  await reminders.click();
  await second.getByRole('status').getByText('Reminder mails are on.').waitFor();
  assert.deepEqual(errors, [], 'no page errors');
}

/**
 * The admin's view in the attendance review after the promotion: the places taken and an empty line.
 * @param {import('playwright-core').Page} page a page of its own @param {string} eventId
 */
async function queueSteps(page, eventId) {
  await page.goto('/login');
  await page.getByLabel('Email', { exact: true }).fill(ADMIN_EMAIL);
  await page.getByLabel('Password', { exact: true }).fill(ADMIN_PASSWORD);
  await page.getByRole('button', { name: 'Log In' }).click();
  await page.getByRole('heading', { name: /Welcome/ }).waitFor();
  await page.goto(`/staff/manage_events/${eventId}/attendance`);
  await page.getByRole('heading', { name: 'Places and waitlist' }).waitFor();
  await page.getByText(/1 of 1 places taken, 0 left/).waitFor();
  await page.getByText('Nobody is waiting.').first().waitFor();
  await checkScreen(page, 'waitlist-queue');
}

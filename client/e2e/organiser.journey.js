// @ts-check
/**
 * The organiser runs one event from creation to finalize, in Chromium with axe at 1280 and 375 px.
 * The admin creates the event with 30 player places in the browser and publishes it; 40 players
 * register through REST (for speed). Select all and accept: the server says the places run out, and
 * the dialog accepts up to the places and waitlists the rest with the one message; the "Places and
 * waitlist" panel follows at once. A player cancels: the first in line is promoted, and the player
 * and the organisers are mailed. The admin writes to the accepted (count and preview, confirmation,
 * send; the mails reach the outbox; the history counts them) and moves a waitlisted registration to
 * NPC. Registration Answers shows each answer's state; the staff review has no dashboard link staff
 * cannot open; the event cards count places and the unreviewed. At the gate the admin lets in a
 * walk-in by name and makes their account there (the verification link with options=true is
 * mailed). After the event the post-event page says whose rows these are and which walk-in has no
 * account; the admin attaches that one to an existing account; values typed are kept as a draft that
 * survives a reload; leaving with a change not yet saved asks first; a second admin's save makes the
 * first admin's stale save refused with the second admin's values shown; then finalize.
 */
const assert = require('node:assert/strict');
const { existsSync, readdirSync, readFileSync } = require('node:fs');
const { join } = require('node:path');
const { checkScreen } = require('./support/checks');
const { test } = require('./support/fixtures');
const { readOutboxMail } = require('./support/harness');
const { ADMIN_EMAIL, ADMIN_PASSWORD, signInAdmin, signUpAndSignIn } = require('./support/admin');

const DAY = 24 * 3600_000;
const STEP_TIMEOUT_MS = 20_000;
const EVENT_TITLE = `Ember Crossing ${process.pid}`;
const QUESTION = `Dietary needs for the crossing ${process.pid}?`;
const PLACES = 30;
const STAFF = {
  firstName: 'Sam',
  lastName: 'Steward',
  email: `organiser.sam.${process.pid}@example.com`,
  password: 'Harbor-Velvet-Comet-28',
};
const FIRST_NAMES = ['Ada', 'Bea', 'Cyr', 'Dov', 'Eli', 'Fay', 'Gus', 'Hal', 'Ivy', 'Jon'];
const LAST_NAMES = ['Quill', 'Rook', 'Sable', 'Thorn'];
/** 40 players: Ada Quill, Bea Quill, … Jon Thorn. */
const PLAYERS = LAST_NAMES.flatMap((lastName, l) =>
  FIRST_NAMES.map((firstName, f) => ({
    firstName,
    lastName,
    email: `organiser.${firstName}.${lastName}.${process.pid}@example.com`.toLowerCase(),
    password: `Harbor-Lichen-Quartz-${10 * l + f + 10}`,
  })),
);
const fullName = (/** @type {{ firstName: string, lastName: string }} */ person) => `${person.firstName} ${person.lastName}`;
const PAT_EMAIL = `organiser.pat.${process.pid}@example.com`;

/** A date as a datetime-local input takes it, in the browser's (and this process's) time zone. @param {Date} date */
function localInput(date) {
  const pad = (/** @type {number} */ n) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/** Screenshot and axe at 1280 and 375 px, and nothing sticking out sideways on the phone. @param {import('playwright-core').Page} page @param {string} name */
async function checkBothWidths(page, name) {
  await checkScreen(page, name);
  await page.setViewportSize({ width: 375, height: 740 });
  await checkScreen(page, `${name}-phone`);
  assert.equal(await page.evaluate(() => document.documentElement.scrollWidth), 375, `nothing sticks out sideways at 375 px (${name})`);
  await page.setViewportSize({ width: 1280, height: 800 });
}

/** @param {import('./support/fixtures').NewPage} newPage @param {{ email: string, password: string }} person */
async function signedInPage(newPage, person) {
  const page = await newPage({ stepTimeoutMs: STEP_TIMEOUT_MS });
  /** @type {string[]} */
  const errors = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto('/login');
  await page.getByLabel('Email', { exact: true }).fill(person.email);
  await page.getByLabel('Password', { exact: true }).fill(person.password);
  await page.getByRole('button', { name: 'Log In' }).click();
  await page.getByRole('navigation').waitFor();
  return { page, errors };
}

/**
 * Waits (the outbox delivers after the answer) for a mail holding `marker` addressed to `to`;
 * `attempts` 1 looks once, for a mail that must not be there once its fellows are.
 * @param {{ dataDir: string }} stack @param {string} marker @param {string} to @param {number} [attempts]
 */
async function mailWith(stack, marker, to, attempts = 40) {
  const folder = join(stack.dataDir, 'outbox');
  for (let attempt = 0; attempt < attempts; attempt += 1) {
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

/**
 * Through REST: the players sign up and make a character eight at a time, then register as pc one
 * after another (answering the question), so the registrations' order, and so the waitlist's, is
 * PLAYERS' order. Returns them in that order.
 * @param {{ baseUrl: string, dataDir: string }} stack @param {string} eventId @param {string} questionId
 */
async function registerPlayers(stack, eventId, questionId) {
  /** @type {Array<{ client: any, user: any, characterId: string }>} */
  const people = [];
  for (let start = 0; start < PLAYERS.length; start += 8) {
    const batch = PLAYERS.slice(start, start + 8).map(async (person) => {
      const player = await signUpAndSignIn(stack, person);
      const races = await player.client.ok('GET', '/races');
      const character = await player.client.ok('POST', '/user/characters', {
        character_name: `${person.firstName} the Steady`,
        character_race: { race: races[0].race_name, subculture: races[0].subculture_name ?? null },
        character_class: 'fighter',
      });
      return { client: player.client, user: player.user, characterId: character._id };
    });
    people.push(...(await Promise.all(batch)));
  }
  const players = [];
  for (const [index, person] of people.entries()) {
    const registration = await person.client.ok('POST', '/user/event_registrations', {
      event: eventId,
      character: person.characterId,
      event_role: 'pc',
      question_answers: [{ event_registration_question: questionId, question_answer: `No ${PLAYERS[index].firstName.toLowerCase()}-nuts` }],
    });
    players.push({ client: person.client, user: person.user, registrationId: registration._id });
  }
  return players;
}

test('organiser journey', async ({ stack, newPage }) => {
  const admin = await signInAdmin(stack);
  const [question] = (
    await admin.setDefaultRegistrationQuestions([{ question_text: QUESTION, roles_to_ask: [], answer_required: false }])
  ).filter((/** @type {{ question_text: string }} */ q) => q.question_text === QUESTION);
  const staff = await signUpAndSignIn(stack, STAFF);
  await admin.client.ok('POST', '/users/roles', { users: { [staff.user._id]: ['staff'] } });
  const adminSide = await signedInPage(newPage, { email: ADMIN_EMAIL, password: ADMIN_PASSWORD });
  const a = adminSide.page;

  // ---- The admin creates the event with its places, and publishes it ----
  await a.goto('/staff/create_event');
  await a.getByRole('heading', { name: 'Create New Event' }).waitFor();
  // Registration closes 14 days before the start.
  const start = new Date(Date.now() + 20 * DAY);
  await a.getByLabel('Title').fill(EVENT_TITLE);
  await a.getByLabel('Description').fill('Three days at the ford.');
  await a.getByLabel('Address').fill('Ember Ford Camp');
  await a.getByLabel('Start time').fill(localInput(start));
  await a.getByLabel('End time').fill(localInput(new Date(start.getTime() + 2 * DAY)));
  await a.getByLabel('Player places').fill(String(PLACES));
  await a.getByRole('button', { name: 'Create Event' }).click();
  await a.getByRole('status').getByText(`${EVENT_TITLE} was created.`).waitFor();
  const card = a.getByRole('article', { name: EVENT_TITLE });
  await card.getByRole('button', { name: `Publish ${EVENT_TITLE}` }).click();
  await a.getByRole('dialog', { name: 'Publish Event' }).getByRole('button', { name: 'Publish Event' }).click();
  await a.getByRole('status').getByText(`${EVENT_TITLE} was published.`).waitFor();
  const eventId = /\/staff\/edit_event\/([^/]+)$/.exec(
    (await card.getByRole('link', { name: `Edit ${EVENT_TITLE}` }).getAttribute('href')) ?? '',
  )?.[1];
  assert.ok(eventId, 'the card links to the edit page');

  const players = await registerPlayers(stack, eventId, question._id);

  // ---- Bulk accept over the places: up to the places, the rest waitlisted with the one message ----
  await a.goto(`/staff/manage_events/${eventId}/attendance`);
  await a.getByRole('heading', { name: 'Places and waitlist' }).waitFor();
  await a.getByText(new RegExp(`0 of ${PLACES} places taken, ${PLACES} left`)).waitFor();
  await a.getByRole('button', { name: `Select all ${PLAYERS.length}` }).click();
  await a.getByRole('button', { name: `Accept selected (${PLAYERS.length})` }).click();
  const dialog = a.getByRole('dialog', { name: `Accept ${PLAYERS.length} registrations up to the places` });
  await dialog.getByText(new RegExp(`That takes ${PLAYERS.length - PLACES} PC places more than the event's ${PLACES}`)).waitFor();
  assert.equal(await dialog.getByRole('button', { name: 'Accept all over the limit' }).isDisabled(), true, 'the override needs the tick');
  await dialog.getByText('Tick the box above to accept them over the limit.').waitFor();
  await checkScreen(a, 'organiser-over-places');
  await dialog.getByRole('button', { name: 'Accept up to the places, waitlist the rest' }).click();
  await dialog.getByText('A message is required for those waitlisted when the places run out').waitFor();
  await dialog.getByLabel('Message to those waitlisted (required)').fill('The places are taken; you are next in line.');
  await dialog.getByRole('button', { name: 'Accept up to the places, waitlist the rest' }).click();
  await a.getByText(`Accepted ${PLACES} registrations; waitlisted ${PLAYERS.length - PLACES} for want of a place.`).waitFor();
  // The places panel follows without a reload.
  await a.getByText(new RegExp(`${PLACES} of ${PLACES} places taken, 0 left`)).waitFor();
  await checkScreen(a, 'organiser-accepted-up-to-places');

  // ---- A cancellation promotes the first in line; the player and the organisers are told ----
  await players[0].client.ok('POST', `/user/event_registrations/${players[0].registrationId}/cancel`, {});
  assert.ok(await mailWith(stack, `Registration cancelled: ${EVENT_TITLE}`, PLAYERS[0].email), 'the player got the cancellation');
  assert.ok(await mailWith(stack, `${fullName(PLAYERS[0])} cancelled: ${EVENT_TITLE}`, ADMIN_EMAIL), 'the organiser was told');
  assert.ok(
    await mailWith(stack, `A place opened up: you are in for ${EVENT_TITLE}`, PLAYERS[PLACES].email),
    'the first in line was promoted',
  );
  await a.reload();
  await a.getByText(new RegExp(`${PLACES} of ${PLACES} places taken, 0 left`)).waitFor();

  // ---- A message to the accepted: count and preview, confirmation, send, history ----
  await a.getByRole('tab', { name: 'Messages' }).click();
  await a.getByLabel('To', { exact: true }).selectOption('accepted');
  await a.getByLabel('Subject', { exact: true }).fill('Directions');
  await a.getByLabel('Message', { exact: true }).fill('Park behind the old mill; the gate opens at six.');
  assert.equal(await a.getByRole('button', { name: /^Send to/ }).isDisabled(), true, 'sending waits for a preview');
  await a.getByText('Preview the message first to see who gets it.').waitFor();
  await a.getByRole('button', { name: 'Preview' }).click();
  await a.getByText(new RegExp(`${PLACES} people get this message`)).waitFor();
  await a.getByText(`Subject: ${EVENT_TITLE}: Directions`).waitFor();
  await checkScreen(a, 'organiser-message-preview');
  await a.getByRole('button', { name: `Send to ${PLACES} people` }).click();
  await a.getByRole('dialog', { name: 'Send this message?' }).getByRole('button', { name: 'Send' }).click();
  await a.getByText(`Message sent to ${PLACES} people; the mails go out now.`).waitFor();
  for (const index of [1, PLACES - 1, PLACES]) {
    assert.ok(await mailWith(stack, 'Park behind the old mill', PLAYERS[index].email), `${fullName(PLAYERS[index])} got the message`);
  }
  assert.equal(
    await mailWith(stack, 'Park behind the old mill', PLAYERS[PLACES + 1].email, 1),
    undefined,
    'the waitlisted are not written to',
  );
  await a.reload();
  await a.getByRole('tab', { name: 'Messages' }).click();
  await a
    .getByRole('table', { name: 'Messages sent' })
    .getByRole('row', { name: /Directions/ })
    .getByText(`${PLACES} of ${PLACES}`)
    .waitFor();
  await checkBothWidths(a, 'organiser-message-history');

  // ---- An admin's role change: the last waitlisted moves to NPC (unreviewed there), and is told ----
  const moved = PLAYERS[PLAYERS.length - 1];
  await a.getByRole('tab', { name: 'Registrations' }).click();
  // 25 rows a page: the search finds the one.
  await a.getByLabel('Search players and characters').fill(fullName(moved));
  await a.getByRole('button', { name: `Change role of ${fullName(moved)}` }).click();
  const change = a.getByRole('dialog', { name: `Change the registration of ${fullName(moved)}` });
  await change.getByLabel('Role').selectOption('npc');
  // The character can change in the same dialog; it starts at the registration's own.
  assert.notEqual(await change.getByLabel('Character').inputValue(), '', "the registration's character is chosen");
  await checkScreen(a, 'organiser-change-role');
  await change.getByRole('button', { name: 'Save' }).click();
  await a.getByText(`${fullName(moved)} is now registered as NPC; they were told by mail.`).waitFor();
  assert.ok(await mailWith(stack, `Your registration was changed: ${EVENT_TITLE}`, moved.email), 'the player was told of the change');
  // At 375 px the State column is in sight without scrolling sideways.
  await a.setViewportSize({ width: 375, height: 740 });
  await checkScreen(a, 'organiser-registrations-phone');
  const stateHeader = a.getByRole('table', { name: 'Registrations' }).getByRole('columnheader', { name: /State/ });
  const box = await stateHeader.boundingBox();
  assert.ok(box && box.x + box.width <= 375, `State in sight at 375 px (${JSON.stringify(box)})`);
  await a.setViewportSize({ width: 1280, height: 800 });

  // ---- Registration Answers: each answer with its state ----
  await a.getByRole('tab', { name: 'Registration Answers' }).click();
  const answers = a.getByRole('table', { name: `Answers: ${QUESTION}` });
  await answers.getByRole('columnheader', { name: 'State' }).waitFor();
  await answers
    .getByRole('row', { name: new RegExp(fullName(PLAYERS[PLACES + 1])) })
    .getByText('Waitlisted')
    .waitFor();
  await a.getByText(`${PLACES} of ${PLAYERS.length - 1} answers are from accepted registrations.`).waitFor();
  await checkBothWidths(a, 'organiser-registration-answers');

  // ---- Staff: the review without a dashboard link they cannot open ----
  const staffSide = await signedInPage(newPage, STAFF);
  const s = staffSide.page;
  await s.goto(`/staff/manage_events/${eventId}/attendance`);
  await s.getByRole('heading', { name: `Review Attendance: ${EVENT_TITLE}` }).waitFor();
  assert.equal(await s.getByRole('link', { name: 'Staff dashboard' }).count(), 0, 'no Staff dashboard link for staff');

  // ---- The admin event card counts the places and the review ----
  await a.goto('/staff/manage_events');
  await card.getByText(new RegExp(`${PLACES} of ${PLACES} taken`)).waitFor();
  await card.getByText('Unreviewed', { exact: true }).waitFor();
  await checkBothWidths(a, 'organiser-event-cards');

  // ---- The gate: a walk-in let in by name is given an account on the spot ----
  await a.goto(`/staff/manage_events/${eventId}/checkin`);
  await a.getByRole('heading', { name: `Gate: ${EVENT_TITLE}` }).waitFor();
  await a.getByText(/^Synced at /).waitFor();
  await a.getByRole('button', { name: 'Admit a walk-in…' }).click();
  const admit = a.getByRole('dialog', { name: 'Admit a walk-in' });
  await admit.getByLabel('Name').fill('Pat Newcomer');
  await admit.getByLabel('Reason').fill('Paid at the gate');
  await admit.getByRole('button', { name: 'Admit walk-in' }).click();
  const patForm = a.getByRole('form', { name: 'Account for Pat Newcomer' });
  assert.equal(await patForm.getByLabel('First name').inputValue(), 'Pat');
  assert.equal(await patForm.getByLabel('Last name').inputValue(), 'Newcomer');
  await patForm.getByText('Fill in first name, last name and email first.').waitFor();
  await patForm.getByLabel('Email').fill(PAT_EMAIL);
  await checkBothWidths(a, 'organiser-gate-walk-in');
  await patForm.getByRole('button', { name: 'Make the account' }).click();
  await patForm.waitFor({ state: 'detached' });
  const mail = readOutboxMail(stack.dataDir, PAT_EMAIL);
  assert.ok(mail && /\/verify\/[A-Za-z0-9_-]+\?options=(3D)?true/.test(mail), 'Pat is mailed the verification link with options=true');

  // ---- Through REST: a ticket scanned and a second walk-in let in by name only; the event is over ----
  const scannedAt = new Date().toISOString();
  const ticket = await players[1].client.ok('GET', `/user/event_registrations/${players[1].registrationId}/ticket`);
  await staff.client.ok('POST', `/events/${eventId}/checkins`, {
    checkins: [
      { nonce: `ticket-${process.pid}`, device_id: 'gate-2', scanned_at: scannedAt, ticket: ticket.code },
      { nonce: `rue-${process.pid}`, device_id: 'gate-2', scanned_at: scannedAt, walk_in: { name: 'Rue Wander', reason: 'Guest' } },
    ],
  });
  await admin.updateEvent(eventId, {
    event_start_time: new Date(Date.now() - 3 * DAY).toISOString(),
    event_end_time: new Date(Date.now() - DAY).toISOString(),
  });

  // ---- Post-event: whose rows, the walk-in without an account attached to an existing one ----
  const checkedIn = PLAYERS[1];
  await a.goto(`/staff/manage_events/${eventId}/post_event`);
  await a.getByRole('heading', { name: `Post-Event Workflow: ${EVENT_TITLE}` }).waitFor();
  await a.getByText(/One row per person checked in at the gate/).waitFor();
  await a.getByText(/no account, so no attendance row: Rue Wander/).waitFor();
  await a.getByLabel('Deaths for Pat Newcomer').waitFor();
  assert.equal(await a.getByLabel(`Deaths for ${fullName(PLAYERS[2])}`).count(), 0, 'only the people checked in have rows');
  await checkBothWidths(a, 'organiser-post-event-walk-in');
  const attendance = a.getByRole('region', { name: 'Attendance table' });
  assert.ok(
    await attendance.evaluate((region) => region.scrollWidth <= region.clientWidth),
    'the post-event table fits at 1280 px without scrolling sideways',
  );
  const rueForm = a.getByRole('form', { name: 'Account for Rue Wander' });
  await rueForm.getByLabel('Use an existing account').check();
  await rueForm.getByText('Choose an account first.').waitFor();
  await rueForm.getByLabel('Search accounts by name or email').fill(moved.email);
  await rueForm.getByRole('radio', { name: `${fullName(moved)} ${moved.email}` }).check();
  await rueForm.getByRole('button', { name: 'Use this account' }).click();
  await a.getByLabel(`Deaths for ${fullName(moved)}`).waitFor();
  assert.equal(await a.getByText(/no account, so no attendance row/).count(), 0, 'every walk-in has an account now');

  // ---- The draft: kept as typed, survives a reload ----
  await a.getByLabel(`Deaths for ${fullName(checkedIn)}`).fill('2');
  await a.getByLabel('Donation shards for Pat Newcomer').fill('3');
  await a.getByText(/Draft saved .* by Erin Admin\./).waitFor();
  await a.reload();
  assert.equal(await a.getByLabel(`Deaths for ${fullName(checkedIn)}`).inputValue(), '2', 'the draft survives a reload');
  assert.equal(await a.getByLabel('Donation shards for Pat Newcomer').inputValue(), '3');

  // ---- Leaving with a change not saved yet asks first ----
  // The draft saves itself 800 ms after typing: its save is held until the organiser has left, so
  // the change is still unsaved however long the click takes on a busy machine.
  let releaseSave = () => {};
  const saveHeld = new Promise((resolve) => (releaseSave = () => resolve(undefined)));
  /** @param {import('@playwright/test').Route} route */
  const holdDraftSave = async (route) => {
    if (route.request().postDataJSON()?.operationName === 'SavePostEventDraft') await saveHeld;
    await route.fallback();
  };
  await a.route('**/graphql', holdDraftSave);
  await a.getByLabel(`Reaper fights for ${fullName(checkedIn)}`).fill('1');
  await a.getByRole('link', { name: 'Back to Manage Events' }).click();
  const leave = a.getByRole('dialog', { name: 'Leave without saving?' });
  await leave.waitFor();
  await checkScreen(a, 'organiser-post-event-leave');
  await leave.getByRole('button', { name: 'Stay on this page' }).click();
  releaseSave();
  await a.unroute('**/graphql', holdDraftSave);
  await a.getByText(/Draft saved .* by Erin Admin\./).waitFor();

  // ---- A second admin saves; the first admin's stale save is refused, their values shown ----
  const second = await signedInPage(newPage, { email: ADMIN_EMAIL, password: ADMIN_PASSWORD });
  const b = second.page;
  await b.goto(`/staff/manage_events/${eventId}/post_event`);
  assert.equal(await b.getByLabel(`Deaths for ${fullName(checkedIn)}`).inputValue(), '2', 'the second admin sees the draft');
  await b.getByLabel(`Deaths for ${fullName(checkedIn)}`).fill('5');
  await b.getByText(/Draft saved/).waitFor();
  await a.getByLabel(`Deaths for ${fullName(checkedIn)}`).fill('4');
  await a
    .getByRole('status')
    .getByText(/Another admin saved this post-event table/)
    .waitFor();
  await a.waitForFunction(
    (label) => /** @type {HTMLInputElement | null} */ (document.querySelector(`[aria-label="${label}"]`))?.value === '5',
    `Deaths for ${fullName(checkedIn)}`,
  );
  await checkBothWidths(a, 'organiser-post-event-stale');

  // ---- Finalize ----
  await a.getByRole('button', { name: 'Preview Changes' }).click();
  await a
    .getByRole('table', { name: 'Changes finalize will make' })
    .getByRole('row', { name: /Pat Newcomer/ })
    .waitFor();
  await a.getByRole('button', { name: 'Finalize Event' }).click();
  await a.getByRole('dialog', { name: 'Finalize Event' }).getByRole('button', { name: 'Yes, Finalize Event' }).click();
  await a.getByText('This event is finalized. Its attendance records are below.').waitFor();
  const records = await admin.client.ok('GET', `/events/${eventId}?include=attendance_records`);
  const deathsOf = new Map(
    records.attendance_records.map((/** @type {{ user: string | { _id: string }, deaths: number }} */ r) => [
      typeof r.user === 'string' ? r.user : r.user._id,
      r.deaths,
    ]),
  );
  assert.equal(deathsOf.get(players[1].user._id), 5, "finalize wrote the draft's values");
  assert.ok(deathsOf.has(players[PLAYERS.length - 1].user._id), 'the walk-in attached to an existing account attended');
  assert.equal(deathsOf.size, 3, 'the ticket holder and both walk-ins attended');

  for (const side of [adminSide, staffSide, second]) assert.deepEqual(side.errors, [], 'no page errors');
});

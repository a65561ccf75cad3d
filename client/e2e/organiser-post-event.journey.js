// @ts-check
/**
 * The organiser after an event, in Chromium with axe at 1280 and 375 px. Through REST: an event with
 * a registration question, two accepted players and one waitlisted, the event moved into the past,
 * one player checked in at the gate by the short code of their ticket and a walk-in let in by name
 * only ("Pat Newcomer"). In the browser: Registration Answers shows each answer's state; the staff
 * review shows no dashboard link staff cannot open; the post-event page says whose rows these are
 * and that Pat has no account; the admin makes Pat's account (the verification link with
 * options=true is in the outbox) and Pat's row appears; values typed are saved as a draft and
 * survive a reload; leaving with a change not yet saved asks first; a second admin's save makes the
 * first admin's stale save refused, with the second admin's values shown; then finalize.
 */
const assert = require('node:assert/strict');
const { checkScreen } = require('./support/checks');
const { test } = require('./support/fixtures');
const { readOutboxMail } = require('./support/harness');
const { ADMIN_EMAIL, ADMIN_PASSWORD, signInAdmin, signUpAndSignIn } = require('./support/admin');

const DAY = 24 * 3600_000;
const STEP_TIMEOUT_MS = 20_000;
const EVENT_TITLE = `Lantern Vigil ${process.pid}`;
const QUESTION = `Dietary needs for the vigil ${process.pid}?`;
const STAFF = {
  firstName: 'Sam',
  lastName: 'Steward',
  email: `organiser.sam.${process.pid}@example.com`,
  password: 'Harbor-Velvet-Comet-28',
};
const PLAYERS = [
  { firstName: 'Ida', lastName: 'Fenn', email: `organiser.ida.${process.pid}@example.com`, password: 'Pebble-Marsh-Orbit-41' },
  { firstName: 'Lou', lastName: 'Birch', email: `organiser.lou.${process.pid}@example.com`, password: 'Thistle-Anchor-Quill-57' },
  { firstName: 'Mo', lastName: 'Reed', email: `organiser.mo.${process.pid}@example.com`, password: 'Copper-Fable-Heron-63' },
];
const PAT_EMAIL = `organiser.pat.${process.pid}@example.com`;

/** @param {import('playwright-core').Page} page @param {string} name */
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
  const errors = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto('/login');
  await page.getByLabel('Email', { exact: true }).fill(person.email);
  await page.getByLabel('Password', { exact: true }).fill(person.password);
  await page.getByRole('button', { name: 'Log In' }).click();
  await page.getByRole('navigation').waitFor();
  return { page, errors };
}

test('organiser post-event journey', async ({ stack, newPage }) => {
  // ---- Through REST: the event, three registrations, the gate ----
  const admin = await signInAdmin(stack);
  const [question] = (
    await admin.setDefaultRegistrationQuestions([{ question_text: QUESTION, roles_to_ask: [], answer_required: false }])
  ).filter((/** @type {{ question_text: string }} */ q) => q.question_text === QUESTION);
  const event = await admin.createEvent({ title: EVENT_TITLE, registrationQuestionIds: [question._id] });
  await admin.publishEvent(event._id);
  const staff = await signUpAndSignIn(stack, STAFF);
  await admin.client.ok('POST', '/users/roles', { users: { [staff.user._id]: ['staff'] } });
  const registrations = [];
  for (const [index, person] of PLAYERS.entries()) {
    const player = await signUpAndSignIn(stack, person);
    const races = await player.client.ok('GET', '/races');
    const character = await player.client.ok('POST', '/user/characters', {
      character_name: `${person.firstName}'s Hero`,
      character_race: { race: races[0].race_name, subculture: races[0].subculture_name ?? null },
      character_class: 'fighter',
    });
    const registration = await player.client.ok('POST', '/user/event_registrations', {
      event: event._id,
      character: character._id,
      event_role: 'pc',
      question_answers: [{ event_registration_question: question._id, question_answer: `No ${person.firstName.toLowerCase()}-nuts` }],
    });
    const decision =
      index < 2
        ? { accept: [registration._id] }
        : { waitlist: [registration._id], waitlist_messages: { [registration._id]: 'Full for now' } };
    await admin.client.ok('POST', `/events/${event._id}/event_registrations/confirm_registrations`, decision);
    registrations.push({ player, registration, person });
  }
  const ticket = await registrations[0].player.client.ok('GET', `/user/event_registrations/${registrations[0].registration._id}/ticket`);
  // The event is over: it ran from three days ago until yesterday.
  await admin.updateEvent(event._id, {
    event_start_time: new Date(Date.now() - 3 * DAY).toISOString(),
    event_end_time: new Date(Date.now() - DAY).toISOString(),
  });
  const scannedAt = new Date(Date.now() - 2 * DAY).toISOString();
  await staff.client.ok('POST', `/events/${event._id}/checkins`, {
    checkins: [
      { nonce: `ida-${process.pid}`, device_id: 'gate-1', scanned_at: scannedAt, ticket: ticket.code },
      {
        nonce: `pat-${process.pid}`,
        device_id: 'gate-1',
        scanned_at: scannedAt,
        walk_in: { name: 'Pat Newcomer', reason: 'Paid at the gate' },
      },
    ],
  });

  const adminSide = await signedInPage(newPage, { email: ADMIN_EMAIL, password: ADMIN_PASSWORD });
  const staffSide = await signedInPage(newPage, STAFF);
  const a = adminSide.page;

  // ---- Registration Answers: each answer with its state, how many are accepted ----
  await a.goto(`/staff/manage_events/${event._id}/attendance`);
  await a.getByRole('tab', { name: 'Registration Answers' }).click();
  const answers = a.getByRole('table', { name: `Answers: ${QUESTION}` });
  await answers.getByRole('columnheader', { name: 'State' }).waitFor();
  await answers
    .getByRole('row', { name: /Mo Reed/ })
    .getByText('Waitlisted')
    .waitFor();
  await a.getByText('2 of 3 answers are from accepted registrations.').waitFor();
  await checkBothWidths(a, 'organiser-registration-answers');

  // ---- Staff: the review without a dashboard link they cannot open ----
  const s = staffSide.page;
  await s.goto(`/staff/manage_events/${event._id}/attendance`);
  await s.getByRole('heading', { name: `Review Attendance: ${EVENT_TITLE}` }).waitFor();
  assert.equal(await s.getByRole('link', { name: 'Staff dashboard' }).count(), 0, 'no Staff dashboard link for staff');

  // ---- Post-event: whose rows, the walk-in without an account ----
  await a.goto(`/staff/manage_events/${event._id}/post_event`);
  await a.getByRole('heading', { name: `Post-Event Workflow: ${EVENT_TITLE}` }).waitFor();
  await a.getByText(/One row per person checked in at the gate/).waitFor();
  await a.getByText(/no account, so no attendance row: Pat Newcomer/).waitFor();
  assert.equal(await a.getByLabel('Deaths for Lou Birch').count(), 0, 'only the people checked in have rows');
  await checkBothWidths(a, 'organiser-post-event-walk-in');
  const attendance = a.getByRole('region', { name: 'Attendance table' });
  assert.ok(
    await attendance.evaluate((region) => region.scrollWidth <= region.clientWidth),
    'the post-event table fits at 1280 px without scrolling sideways',
  );
  const patForm = a.getByRole('form', { name: 'Account for Pat Newcomer' });
  assert.equal(await patForm.getByLabel('First name').inputValue(), 'Pat');
  assert.equal(await patForm.getByLabel('Last name').inputValue(), 'Newcomer');
  await patForm.getByText('Fill in first name, last name and email first.').waitFor();
  await patForm.getByLabel('Email').fill(PAT_EMAIL);
  await patForm.getByRole('button', { name: 'Make the account' }).click();
  await a.getByLabel('Deaths for Pat Newcomer').waitFor();
  assert.equal(await a.getByText(/no account, so no attendance row/).count(), 0, 'every walk-in has an account now');
  const mail = readOutboxMail(stack.dataDir, PAT_EMAIL);
  assert.ok(mail && /\/verify\/[A-Za-z0-9_-]+\?options=(3D)?true/.test(mail), 'Pat is mailed the verification link with options=true');

  // ---- The draft: kept as typed, survives a reload ----
  await a.getByLabel('Deaths for Ida Fenn').fill('2');
  await a.getByLabel('Donation shards for Pat Newcomer').fill('3');
  await a.getByText(/Draft saved .* by Erin Admin\./).waitFor();
  await a.reload();
  assert.equal(await a.getByLabel('Deaths for Ida Fenn').inputValue(), '2', 'the draft survives a reload');
  assert.equal(await a.getByLabel('Donation shards for Pat Newcomer').inputValue(), '3');

  // ---- Leaving with a change not saved yet asks first ----
  await a.getByLabel('Reaper fights for Ida Fenn').fill('1');
  await a.getByRole('link', { name: 'Back to Manage Events' }).click();
  const leave = a.getByRole('dialog', { name: 'Leave without saving?' });
  await leave.waitFor();
  await checkScreen(a, 'organiser-post-event-leave');
  await leave.getByRole('button', { name: 'Stay on this page' }).click();
  await a.getByText(/Draft saved .* by Erin Admin\./).waitFor();

  // ---- A second admin saves; the first admin's stale save is refused, their values shown ----
  const second = await signedInPage(newPage, { email: ADMIN_EMAIL, password: ADMIN_PASSWORD });
  const b = second.page;
  await b.goto(`/staff/manage_events/${event._id}/post_event`);
  assert.equal(await b.getByLabel('Deaths for Ida Fenn').inputValue(), '2', 'the second admin sees the draft');
  await b.getByLabel('Deaths for Ida Fenn').fill('5');
  await b.getByText(/Draft saved/).waitFor();
  await a.getByLabel('Deaths for Ida Fenn').fill('4');
  await a
    .getByRole('status')
    .getByText(/Another admin saved this post-event table/)
    .waitFor();
  await a.waitForFunction(
    () => /** @type {HTMLInputElement | null} */ (document.querySelector('[aria-label="Deaths for Ida Fenn"]'))?.value === '5',
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
  const records = await admin.client.ok('GET', `/events/${event._id}?include=attendance_records`);
  const deathsOf = new Map(
    records.attendance_records.map((/** @type {{ user: string | { _id: string }, deaths: number }} */ r) => [
      typeof r.user === 'string' ? r.user : r.user._id,
      r.deaths,
    ]),
  );
  assert.equal(deathsOf.get(registrations[0].player.user._id), 5, "finalize wrote the draft's values");
  assert.equal(deathsOf.size, 2, 'Ida and Pat attended');

  for (const side of [adminSide, staffSide, second]) assert.deepEqual(side.errors, [], 'no page errors');
});

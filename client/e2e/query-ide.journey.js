// @ts-check
/**
 * A staff member (not admin) queries the data: one click from the navigation bar to the IDE, which
 * opens on its welcome pane in the site's look; they run the shipped "registrations with answers"
 * question with the event picked by title, see the answer as a table beside the JSON and download
 * it as CSV. The admin-only characters question is not offered to them. Axe at 1280 and 375 px
 * (screenshots in e2e/screenshots/query-ide-*.png).
 */
const assert = require('node:assert/strict');
const { readFileSync } = require('node:fs');
const { checkScreen } = require('./support/checks');
const { test } = require('./support/fixtures');
const { signInAdmin, signUpAndSignIn } = require('./support/admin');

const EVENT_TITLE = 'Harvest Moon Gathering';
const QUESTION = 'Any food allergies?';
const ANSWER = 'Hazelnuts';
const STAFF = { firstName: 'Maren', lastName: 'Quill', email: `maren.${process.pid}@example.com`, password: 'Copper-Lantern-Meadow-52' };
const PLAYER = { firstName: 'Tobin', lastName: 'Ashdown', email: `tobin.${process.pid}@example.com`, password: 'Willow-Thistle-Harbor-38' };
const REGISTRATIONS = "An event's registrations with answers";
const NPC_REGISTRATIONS = "An event's accepted npc registrations with their answers";

/** Through REST: an event with a registration question, a player registered with an answer, the staff member. */
async function prepare(/** @type {{ baseUrl: string, dataDir: string }} */ stack) {
  const admin = await signInAdmin(stack);
  const [question] = await admin.setDefaultRegistrationQuestions([
    { question_text: QUESTION, roles_to_ask: ['pc', 'npc'], answer_required: false },
  ]);
  const event = await admin.createEvent({ title: EVENT_TITLE, registrationQuestionIds: [question._id] });
  await admin.publishEvent(event._id);
  const staff = await signUpAndSignIn(stack, STAFF);
  await admin.client.ok('POST', '/users/roles', { users: { [staff.user._id]: ['staff'] } });
  const player = await signUpAndSignIn(stack, PLAYER);
  const races = await player.client.ok('GET', '/races');
  const character = await player.client.ok('POST', '/user/characters', {
    character_name: 'Bramble Ashdown',
    character_race: { race: races[0].race_name, subculture: races[0].subculture_name ?? null },
    character_class: 'fighter',
  });
  const stored = await admin.client.ok('GET', `/events/${event._id}`);
  const questionId = stored.event_registration_questions[0]._id;
  await player.client.ok('POST', '/user/event_registrations', {
    event: event._id,
    character: character._id,
    event_role: 'pc',
    question_answers: [{ event_registration_question: questionId, question_answer: ANSWER }],
  });
}

/** @param {import('@playwright/test').Page} page @param {string} name */
async function checkBothWidths(page, name) {
  await checkScreen(page, `query-ide-${name}`);
  await page.setViewportSize({ width: 375, height: 740 });
  await checkScreen(page, `query-ide-${name}-375`);
  await page.setViewportSize({ width: 1280, height: 800 });
}

test('query the data as staff', async ({ stack, newPage }) => {
  await prepare(stack);
  const page = await newPage({ stepTimeoutMs: 20_000, acceptDownloads: true });
  const pageErrors = [];
  page.on('pageerror', (error) => pageErrors.push(error.message));

  await page.goto('/login');
  await page.getByLabel('Email', { exact: true }).fill(STAFF.email);
  await page.getByLabel('Password', { exact: true }).fill(STAFF.password);
  await page.getByRole('button', { name: 'Log In' }).click();
  await page.getByRole('heading', { name: `Welcome, ${STAFF.firstName}` }).waitFor();

  // One click from the navigation bar.
  await page.getByRole('navigation').first().getByRole('link', { name: 'Query the data' }).click();
  await page.waitForURL((url) => url.pathname === '/graphiql/');
  const welcome = page.getByRole('region', { name: 'Welcome' });
  await welcome.getByText('What you may read (staff)').waitFor();
  await welcome.getByRole('button', { name: `Run ${REGISTRATIONS}` }).waitFor();
  assert.equal(await page.getByText('Characters with XP and deaths').count(), 0, 'the admin-only question is not offered to staff');
  assert.equal(await page.getByText('Characters with more than 40 XP').count(), 0, 'the admin-only question is not offered to staff');
  await welcome.getByRole('button', { name: `Run ${NPC_REGISTRATIONS}` }).waitFor();
  // Run says why it waits for an event.
  await welcome.getByText('Choose event first').first().waitFor();
  await checkBothWidths(page, 'welcome');

  // The event picked by title.
  const item = welcome.getByRole('listitem').filter({ hasText: REGISTRATIONS });
  const picker = item.getByLabel('Event ($eventId)');
  const option = picker.locator('option', { hasText: EVENT_TITLE });
  await option.waitFor({ state: 'attached' });
  await picker.selectOption((await option.getAttribute('value')) ?? '');
  await item.getByRole('button', { name: `Run ${REGISTRATIONS}` }).click();

  const table = page.getByRole('region', { name: 'attendanceReview.eventRegistrations table' });
  await table.getByRole('cell', { name: PLAYER.email }).waitFor();
  await table.getByRole('cell', { name: ANSWER, exact: false }).first().waitFor();
  await checkBothWidths(page, 'table');

  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download CSV' }).click()]);
  assert.equal(download.suggestedFilename(), 'attendanceReview.eventRegistrations.csv');
  const csv = readFileSync(await download.path(), 'utf8');
  const [header, ...rows] = csv
    .replace(/^\uFEFF/, '')
    .trim()
    .split('\r\n');
  assert.match(header, /user\.email/);
  assert.equal(rows.length, 1, 'one registration, one row');
  assert.match(rows[0], new RegExp(PLAYER.email.replace(/\./g, '\\.')));
  assert.match(rows[0], new RegExp(ANSWER));

  assert.deepEqual(pageErrors, [], 'no script errors in the IDE');
});

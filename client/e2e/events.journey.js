// @ts-check
/**
 * The events journey, found by role and label: the admin (through REST) sets the default
 * registration questions, creates and publishes an event asking them; a player with a character
 * (made through REST) signs in, sees the event card, registers (the required question is enforced
 * first), edits the registration (the role change warns and the npc question appears), cancels it
 * after a confirmation, and registers again; takes and edits the survey of a finalized past event; staff see Review Attendance and the survey count. Screenshots and axe on each main screen, also at
 * phone width.
 */
const assert = require('node:assert/strict');
const { checkScreen } = require('./support/checks');
const { test } = require('./support/fixtures');
const { ADMIN_EMAIL, ADMIN_PASSWORD, signInAdmin, signUpAndSignIn } = require('./support/admin');

const PLAYER = {
  firstName: 'Iris',
  lastName: 'Quill',
  email: `iris.${process.pid}@example.com`,
  password: 'Marble-Finch-Compass-31',
};
const EVENT_TITLE = 'Spring Gathering';
const DIET = 'Do you have any dietary requirements?';
const SHIFT = 'Which npc shifts can you take?';
const CHARACTER_NAME = 'Tamsin Reed';
const PAST_EVENT_TITLE = 'Winter Moot';
const SURVEY_QUESTION = 'What should we keep for next time?';
const STEP_TIMEOUT_MS = 15_000;
const DAY = 24 * 3600_000;
/** The upcoming events after EVENT_TITLE, soonest first. */
const MUSTERS = Array.from({ length: 12 }, (_unused, index) => `Muster ${index + 1}`);

test('events journey', async ({ stack, newPage }) => {
  const { player, registrationIdOf } = await prepare(stack);
  const page = await newPage({ stepTimeoutMs: STEP_TIMEOUT_MS });
  await journeySteps(page, player, registrationIdOf);
  await staffSteps(await newPage({ stepTimeoutMs: STEP_TIMEOUT_MS }));
});

/**
 * Through REST: the admin's questions and published event; the player's account and character.
 * @param {{ baseUrl: string, dataDir: string }} stack
 */
async function prepare(stack) {
  const admin = await signInAdmin(stack);
  const questions = await admin.setDefaultRegistrationQuestions([
    { question_text: DIET, roles_to_ask: ['pc', 'npc'], answer_required: true },
    { question_text: SHIFT, roles_to_ask: ['npc'], answer_required: false },
  ]);
  const event = await admin.createEvent({
    title: EVENT_TITLE,
    description: 'Three days in the Greenwood.\n'.repeat(40),
    registrationQuestionIds: questions.map((/** @type {{ _id: string }} */ question) => question._id),
  });
  await admin.publishEvent(event._id);
  // Twelve more after it: the lists show twelve at first and the rest on request.
  for (const [index, title] of MUSTERS.entries()) {
    const muster = await admin.createEvent({ title, start: new Date(Date.now() + (40 + index) * DAY) });
    await admin.publishEvent(muster._id);
  }

  const player = await signUpAndSignIn(stack, PLAYER);
  const races = await player.client.ok('GET', '/races');
  assert.ok(Array.isArray(races) && races.length > 0, 'the ruleset has races');
  const character = await player.client.ok('POST', '/user/characters', {
    character_name: CHARACTER_NAME,
    character_race: { race: races[0].race_name, subculture: races[0].subculture_name ?? null },
    character_class: 'fighter',
  });
  await pastEventWithSurvey(admin, player.user._id, character._id);
  /** The player's registration for the event as the server stored it. */
  const registrationIdOf = async (/** @type {string} */ id) => player.client.ok('GET', `/user/event_registrations/${id}`);
  return { player, registrationIdOf };
}

/**
 * A published event that has passed, finalized with the player's attendance, whose survey is open:
 * published while still ahead (publishing needs that), then moved into the past.
 * @param {Awaited<ReturnType<typeof signInAdmin>>} admin @param {string} userId @param {string} characterId
 */
async function pastEventWithSurvey(admin, userId, characterId) {
  const [surveyQuestion] = await admin.setDefaultSurveyQuestions([
    { question_text: SURVEY_QUESTION, roles_to_ask: [], answer_required: true },
  ]);
  const event = await admin.createEvent({ title: PAST_EVENT_TITLE });
  await admin.publishEvent(event._id);
  const day = 24 * 3600_000;
  await admin.updateEvent(event._id, {
    event_start_time: new Date(Date.now() - 4 * day).toISOString(),
    event_end_time: new Date(Date.now() - 2 * day).toISOString(),
    event_survey_questions: [surveyQuestion._id],
    event_survey_open_at: new Date(Date.now() - day).toISOString(),
  });
  await admin.finalizeEvent(event._id, { [userId]: { event_role: 'pc', character: characterId } });
}

/**
 * @param {import('playwright-core').Page} page
 * @param {{ client: unknown }} _player
 * @param {(id: string) => Promise<any>} storedRegistration
 */
async function journeySteps(page, _player, storedRegistration) {
  const pageErrors = [];
  page.on('pageerror', (error) => pageErrors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') pageErrors.push(`console: ${message.text()}`);
  });

  // Sign in and open Events from the navigation bar.
  await page.goto('/login');
  await page.getByLabel('Email', { exact: true }).fill(PLAYER.email);
  await page.getByLabel('Password', { exact: true }).fill(PLAYER.password);
  await page.getByRole('button', { name: 'Log In' }).click();
  await page.getByRole('heading', { name: `Welcome, ${PLAYER.firstName}` }).waitFor();
  await page.getByRole('navigation').getByRole('link', { name: 'Events', exact: true }).click();
  const card = page.getByRole('article', { name: EVENT_TITLE });
  await card.waitFor();
  const description = card.getByRole('region', { name: `Description of ${EVENT_TITLE}` });
  const box = await description.boundingBox();
  assert.ok(box && box.height <= 300.5, `the description box stops at 300px (${box?.height})`);
  assert.equal(await description.evaluate((element) => element.scrollHeight > element.clientHeight), true, 'a long description scrolls');
  await checkScreen(page, 'events-list');
  await upcomingWindow(page, 'events-list-more');

  // View shows the whole event in a dialog.
  await card.getByRole('button', { name: `View ${EVENT_TITLE}` }).click();
  const details = page.getByRole('dialog', { name: EVENT_TITLE });
  await details.waitFor();
  await checkScreen(page, 'event-details');
  await details.getByRole('button', { name: 'Close' }).first().click();
  await details.waitFor({ state: 'hidden' });

  // Register: the required question is enforced before anything is sent.
  await card.getByRole('link', { name: `Register for ${EVENT_TITLE}` }).click();
  await page.getByRole('heading', { name: `Register for ${EVENT_TITLE}` }).waitFor();
  assert.equal(await page.getByLabel(SHIFT).count(), 0, 'the npc question is not asked of a pc');
  await page.getByRole('button', { name: 'Register', exact: true }).click();
  await page.getByRole('alert').getByText(`Please answer: ${DIET}`).waitFor();
  assert.equal(await page.evaluate(() => document.activeElement?.getAttribute('role')), 'alert', 'the error takes the focus');
  await checkScreen(page, 'event-registration');
  assert.equal((await page.getByLabel('Character').inputValue()) !== '', true, "the player's character is chosen");
  await page.getByLabel(`${DIET} (required)`).fill('No nuts, please');
  await page.getByRole('button', { name: 'Register', exact: true }).click();
  await page.getByText(`You are registered for ${EVENT_TITLE}.`).waitFor();
  assert.equal(new URL(page.url()).pathname, '/events');
  await card.getByText(`PC (${CHARACTER_NAME}) — Awaiting confirmation`).waitFor();
  assert.equal(await card.getByRole('link', { name: `Register for ${EVENT_TITLE}` }).count(), 0, 'registered: no second Register');

  // Edit: switching to npc warns about reconfirmation and asks the npc question.
  await card.getByRole('link', { name: 'View/Edit Registration Details' }).click();
  await page.getByRole('heading', { name: `Registration for ${EVENT_TITLE}` }).waitFor();
  const registrationId = /\/event_registration\/([^/]+)\/edit/.exec(page.url())?.[1];
  assert.ok(registrationId, 'the edit screen is addressed by the registration id');
  assert.equal(await page.getByLabel(`${DIET} (required)`).inputValue(), 'No nuts, please');
  await page.getByLabel('Role').selectOption('npc');
  await page.getByText('Changing your role returns this registration to awaiting confirmation, and it may be waitlisted.').waitFor();
  await page.getByLabel(SHIFT).fill('Saturday night');
  await page.getByRole('button', { name: 'Update Registration' }).click();
  await page.getByRole('status').getByText('Update was successful.').waitFor();
  await checkScreen(page, 'edit-registration');
  const stored = await storedRegistration(registrationId);
  assert.equal(stored.event_role, 'npc');
  assert.deepEqual(
    stored.question_answers.map((/** @type {{ question_answer: string }} */ answer) => answer.question_answer),
    ['No nuts, please', 'Saturday night'],
    'both asked questions were answered and kept',
  );

  // Cancel, after the confirmation dialog; the form then offers to register again.
  await page.getByRole('button', { name: 'Cancel Registration' }).click();
  const confirm = page.getByRole('dialog', { name: 'Cancel Registration' });
  await confirm.getByText('Are you sure you want to cancel your registration for this event?').waitFor();
  await checkScreen(page, 'cancel-registration');
  await confirm.getByRole('button', { name: 'Yes, Cancel Registration' }).click();
  await page.getByRole('status').getByText('Your registration was cancelled.').waitFor();
  await page.getByRole('button', { name: 'Register Again' }).waitFor();
  assert.equal(await page.getByRole('button', { name: 'Cancel Registration' }).count(), 0, 'a cancelled registration has no Cancel');
  assert.equal((await storedRegistration(registrationId)).state, 'cancelled');

  // Back on the list the card says so.
  await page.getByRole('link', { name: 'Back to events' }).click();
  await card.getByText('Cancelled').waitFor();

  // A cancelled registration's card offers Register, which opens its edit screen to register again.
  await card.getByRole('link', { name: `Register for ${EVENT_TITLE}` }).click();
  await page.getByRole('button', { name: 'Register Again' }).click();
  await page.getByRole('status').getByText(`You are registered for ${EVENT_TITLE}.`).waitFor();
  await page.getByText('Awaiting confirmation').waitFor();
  assert.equal((await storedRegistration(registrationId)).state, null, 'registered again: awaiting confirmation');
  await page.getByRole('button', { name: 'Cancel Registration' }).waitFor();

  // The past event sits in the collapsed Past Events; its survey is taken, then edited.
  await page.getByRole('link', { name: 'Back to events' }).click();
  await card.getByText('Awaiting confirmation').waitFor();
  await page.getByText('Past Events', { exact: true }).click();
  const pastCard = page.getByRole('article', { name: PAST_EVENT_TITLE });
  await pastCard.getByRole('link', { name: 'Take Survey' }).click();
  await page.getByRole('heading', { name: `Survey: ${PAST_EVENT_TITLE}` }).waitFor();
  await page.getByRole('button', { name: 'Submit Survey' }).click();
  await page.getByRole('alert').getByText(`Please answer: ${SURVEY_QUESTION}`).waitFor();
  await page.getByLabel(`${SURVEY_QUESTION} (required)`).fill('The night market');
  await checkScreen(page, 'survey');
  await page.getByRole('button', { name: 'Submit Survey' }).click();
  await page.getByText('Thank you! Your survey was submitted.').waitFor();
  assert.equal(new URL(page.url()).pathname.endsWith('/survey/edit'), true, 'a submitted survey is edited from then on');
  await page.getByLabel(`${SURVEY_QUESTION} (required)`).fill('The night market and the feast');
  await page.getByRole('button', { name: 'Update Survey' }).click();
  await page.getByRole('status').getByText('Update was successful.').waitFor();
  await page.getByRole('link', { name: 'Back to events' }).click();
  await page.getByText('Past Events', { exact: true }).click();
  await pastCard.getByRole('link', { name: 'Edit Survey' }).waitFor();

  // At phone width the cards stack and stay usable.
  await page.setViewportSize({ width: 375, height: 740 });
  await checkScreen(page, 'events-list-phone');

  assert.deepEqual(pageErrors, [], 'no page or console errors');
}

/**
 * Staff see Review Attendance and the survey count on each card (the list asks for
 * survey_response_count only for them; the server refuses it to players).
 * @param {import('playwright-core').Page} page a page of its own
 */
async function staffSteps(page) {
  await page.goto('/login');
  await page.getByLabel('Email', { exact: true }).fill(ADMIN_EMAIL);
  await page.getByLabel('Password', { exact: true }).fill(ADMIN_PASSWORD);
  await page.getByRole('button', { name: 'Log In' }).click();
  await page.getByRole('navigation').getByRole('link', { name: 'Events', exact: true }).click();
  // The admin gets the admin event list on /events, with the counts and Review Attendance.
  const card = page.getByRole('article', { name: EVENT_TITLE });
  await card.getByText('Survey responses').waitFor();
  const review = card.getByRole('link', { name: `Review Attendance of ${EVENT_TITLE}` });
  assert.match((await review.getAttribute('href')) ?? '', /^\/staff\/manage_events\/[^/]+\/attendance$/);
  await checkScreen(page, 'events-list-staff');
  await upcomingWindow(page, 'events-list-staff-more');
  // then the past window, newest first
  const past = page.getByRole('region', { name: 'Past events' });
  await past.getByRole('article', { name: PAST_EVENT_TITLE }).waitFor();
  await past.getByText('Showing 1 of 1 past events').waitFor();
}

/**
 * The upcoming window (events §2, the server's UPCOMING): the next event first, then the rest soonest
 * first, twelve at first and the thirteenth after "Load more upcoming events"; screenshots of the
 * grown list at 1280 and 375 px.
 * @param {import('playwright-core').Page} page @param {string} screen
 */
async function upcomingWindow(page, screen) {
  const titles = () =>
    page
      .getByRole('article')
      .evaluateAll((cards) => cards.map((card) => document.getElementById(card.getAttribute('aria-labelledby') ?? '')?.textContent));
  await page.getByText('Showing 12 of 13 upcoming events').waitFor();
  const first = await titles();
  assert.deepEqual(first.slice(0, 12), [EVENT_TITLE, ...MUSTERS.slice(0, 11)], 'soonest first, twelve at first');
  assert.ok(!first.includes(MUSTERS[11]), 'the thirteenth waits for "Load more"');
  await page.getByRole('button', { name: 'Load more upcoming events' }).click();
  await page.getByText('Showing 13 of 13 upcoming events').waitFor();
  assert.equal(await page.getByRole('button', { name: 'Load more upcoming events' }).count(), 0, 'no button once all are shown');
  assert.deepEqual((await titles()).slice(0, 13), [EVENT_TITLE, ...MUSTERS], 'the next page after the first, in order');
  await checkScreen(page, screen);
  await page.setViewportSize({ width: 375, height: 740 });
  await checkScreen(page, `${screen}-phone`);
  await page.setViewportSize({ width: 1280, height: 800 });
}

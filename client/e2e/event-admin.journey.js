// @ts-check
/**
 * A whole event run from the browser, found by role and label. The admin sets
 * the default survey question, creates an event with an image and its own registration question,
 * and publishes it; a player registers and answers; the admin waitlists the registration with a
 * message (the mail is in the outbox, the player's card shows it), then accepts it; the answers are
 * in the Registration Answers tab and its CSV; the clocks (server and browsers) move past the event;
 * the admin adds a walk-in, previews and finalizes from the post-event page, which then shows the
 * event finalized; the player sees the XP and shard changes and takes the survey; staff see the
 * survey count. Screenshots and axe on every screen, at 1280 and 375 px.
 */
const assert = require('node:assert/strict');
const { checkScreen } = require('./support/checks');
const { test } = require('./support/fixtures');
const { readOutboxMail } = require('./support/harness');
const { ADMIN_EMAIL, ADMIN_PASSWORD, signInAdmin, signUpAndSignIn } = require('./support/admin');
const { setServerClockOffset } = require('./support/test-server');

const DAY = 24 * 3600_000;
const EVENT_TITLE = `Midsummer Muster ${process.pid}`;
const OWN_QUESTION = 'Which camp will you join?';
const SURVEY_QUESTION = 'What was the best scene of the weekend?';
const WAITLIST_MESSAGE = 'The pc camp is full for now; we will let you know within a week.';
const CHARACTER_NAME = 'Rowan Ashby';
const PLAYER = {
  firstName: 'Tova',
  lastName: 'Marsh',
  email: `event-admin.tova.${process.pid}@example.com`,
  password: 'Lantern-Heron-Basket-52',
};
const STAFF = {
  firstName: 'Sol',
  lastName: 'Keeper',
  email: `event-admin.sol.${process.pid}@example.com`,
  password: 'Quarry-Thistle-Violin-64',
};
const WALK_IN = {
  firstName: 'Walt',
  lastName: 'Walker',
  email: `event-admin.walt.${process.pid}@example.com`,
  password: 'Saddle-Comet-Pebble-75',
};
/** A real 1x1 PNG that decodes whole (the server decodes and re-encodes every upload). */
const PNG = Buffer.from(
  '89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000970485973000003e8000003e801b57b526b0000000d4944415408996338312dea3f00069a02b87036c31e0000000049454e44ae426082',
  'hex',
);
const STEP_TIMEOUT_MS = 20_000;

/** A datetime-local value in the browser's (and this process's) time zone. @param {Date} date */
function localInput(date) {
  const pad = (/** @type {number} */ n) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/**
 * The screen at phone width: screenshot and axe, and nothing sticking out sideways.
 * @param {import('playwright-core').Page} page @param {string} name
 */
async function checkPhoneScreen(page, name) {
  await page.setViewportSize({ width: 375, height: 740 });
  await checkScreen(page, name);
  assert.equal(await page.evaluate(() => document.documentElement.scrollWidth), 375, `nothing sticks out sideways at 375 px (${name})`);
  await page.setViewportSize({ width: 1280, height: 800 });
}

/** @param {import('./support/fixtures').NewPage} newPage @param {{ email: string, password: string }} person */
async function signedInPage(newPage, person) {
  const page = await newPage({ stepTimeoutMs: STEP_TIMEOUT_MS });
  const context = page.context();
  const errors = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error' && !/Failed to load resource/.test(message.text())) errors.push(`console: ${message.text()}`);
  });
  await page.goto('/login');
  await page.getByLabel('Email', { exact: true }).fill(person.email);
  await page.getByLabel('Password', { exact: true }).fill(person.password);
  await page.getByRole('button', { name: 'Log In' }).click();
  await page.getByRole('navigation').waitFor();
  return { context, page, errors };
}

test('event-admin journey', async ({ stack, newPage }) => {
  // Through REST: the player's account and character, a staff member, a walk-in.
  const admin = await signInAdmin(stack);
  const player = await signUpAndSignIn(stack, PLAYER);
  const races = await player.client.ok('GET', '/races');
  await player.client.ok('POST', '/user/characters', {
    character_name: CHARACTER_NAME,
    character_race: { race: races[0].race_name, subculture: races[0].subculture_name ?? null },
    character_class: 'fighter',
  });
  const staff = await signUpAndSignIn(stack, STAFF);
  await admin.client.ok('POST', '/users/roles', { users: { [staff.user._id]: ['staff'] } });
  await signUpAndSignIn(stack, WALK_IN);

  const start = new Date(Date.now() + 16 * DAY);
  start.setHours(18, 0, 0, 0);
  const end = new Date(start.getTime() + 2 * DAY);
  end.setHours(15, 0, 0, 0);

  const adminSide = await signedInPage(newPage, { email: ADMIN_EMAIL, password: ADMIN_PASSWORD });
  const playerSide = await signedInPage(newPage, PLAYER);
  const staffSide = await signedInPage(newPage, STAFF);
  const sides = [adminSide, playerSide, staffSide];
  // ---- The admin: survey question, then the event with an image and its own question ----
  const a = adminSide.page;
  await a.getByRole('navigation').getByRole('link', { name: 'Manage Events' }).click();
  await a.getByRole('heading', { name: 'Manage Events' }).waitFor();
  await a.getByRole('link', { name: 'Update Survey Questions' }).click();
  await a.getByRole('heading', { name: 'Update Survey Questions' }).waitFor();
  // Other journeys on this server may have left default survey questions: they are removed, ours is the only one.
  await a.getByRole('button', { name: 'Add Question' }).waitFor();
  const left = await a.getByRole('textbox', { name: /^Question \d+$/ }).count();
  for (let n = 0; n < left; n++) await a.getByRole('button', { name: 'Remove question 1' }).click();
  const ours = 1;
  await a.getByRole('button', { name: 'Add Question' }).click();
  await a.getByRole('button', { name: 'Save Questions' }).click();
  await a.getByRole('alert').getByText('Question text is required').waitFor();
  await a.getByLabel(`Question ${ours}`, { exact: true }).fill(SURVEY_QUESTION);
  await a.getByLabel(`Answer required (question ${ours})`).check();
  await a.getByRole('button', { name: 'Save Questions' }).click();
  await a.getByRole('status').getByText('Update was successful.').waitFor();
  await checkScreen(a, 'staff-survey-questions');
  await checkPhoneScreen(a, 'staff-survey-questions-phone');

  await a.getByRole('link', { name: 'Back to Manage Events' }).click();
  await a.getByRole('link', { name: 'Create New Event' }).click();
  await a.getByRole('heading', { name: 'Create New Event' }).waitFor();
  await a.getByLabel('Title').fill(EVENT_TITLE);
  await a.getByLabel('Description').fill('Two nights under canvas at the old quarry.');
  await a.getByLabel('Address').fill('Old Quarry Camp, Stonefield');
  // End before start: the spec's message, and the typed input stays.
  await a.getByLabel('Start time').fill(localInput(start));
  await a.getByLabel('End time').fill(localInput(new Date(start.getTime() - DAY)));
  await a.getByRole('button', { name: 'Create Event' }).click();
  // the message stands under the field it is about, and describes it
  await a.getByText('Event end time must be after start time').waitFor();
  assert.equal(await a.getByLabel('End time').getAttribute('aria-invalid'), 'true', 'the end time is marked invalid');
  assert.equal(await a.getByLabel('Title').inputValue(), EVENT_TITLE, 'input kept after an error');
  await a.getByLabel('End time').fill(localInput(end));
  await a.getByLabel('Survey opens (optional)').fill(localInput(end));
  await a.getByLabel('Image (optional)').setInputFiles({ name: 'quarry.png', mimeType: 'image/png', buffer: PNG });
  const preview = a.getByRole('img', { name: 'Preview of the event image' });
  await preview.waitFor();
  assert.ok(((await preview.boundingBox())?.width ?? 999) <= 400, 'the image preview is at most 400 px wide');
  // Other journeys may have left default registration questions (all ticked for a new event): this event asks only its own.
  for (const box of await a.locator('input[id^="default-question-"]').all()) await box.uncheck();
  await a.getByRole('button', { name: 'Add Event question' }).click();
  await a.getByLabel('Event question 1', { exact: true }).fill(OWN_QUESTION);
  await a.getByLabel('Ask pc').check();
  await a.getByLabel('Answer required (event question 1)').check();
  await checkScreen(a, 'staff-create-event');
  await checkPhoneScreen(a, 'staff-create-event-phone');
  await a.getByRole('button', { name: 'Create Event' }).click();
  await a.getByRole('status').getByText(`${EVENT_TITLE} was created.`).waitFor();
  const adminCard = a.getByRole('article', { name: EVENT_TITLE });
  await adminCard.getByText('Unpublished').waitFor();
  assert.equal(await adminCard.getByRole('link', { name: /^Post-Event Workflow/ }).count(), 0, 'no post-event before the event');
  await adminCard.getByRole('button', { name: `Publish ${EVENT_TITLE}` }).click();
  const publishDialog = a.getByRole('dialog', { name: 'Publish Event' });
  await publishDialog.getByRole('button', { name: 'Publish Event' }).click();
  await a.getByRole('status').getByText(`${EVENT_TITLE} was published.`).waitFor();
  await adminCard.getByText('Published').waitFor();
  assert.equal(await adminCard.getByRole('button', { name: `Publish ${EVENT_TITLE}` }).count(), 0, 'published: no Publish');
  const eventId = /\/staff\/edit_event\/([^/]+)$/.exec(
    (await adminCard.getByRole('link', { name: `Edit ${EVENT_TITLE}` }).getAttribute('href')) ?? '',
  )?.[1];
  assert.ok(eventId, 'the card links to the edit page');
  await checkScreen(a, 'staff-manage-events');
  await checkPhoneScreen(a, 'staff-manage-events-phone');

  // Edit: the stored image is shown and can be removed; the change is saved.
  await adminCard.getByRole('link', { name: `Edit ${EVENT_TITLE}` }).click();
  await a.getByRole('heading', { name: 'Edit Event' }).waitFor();
  assert.equal(await a.getByLabel('Event question 1', { exact: true }).inputValue(), OWN_QUESTION, "the event's own question is kept");
  await a.getByRole('img', { name: 'Preview of the event image' }).waitFor();
  await a.getByRole('button', { name: 'Remove image' }).click();
  await a.getByText('The image will be removed when you save.').waitFor();
  await a.getByLabel('Image (optional)').setInputFiles({ name: 'quarry-2.png', mimeType: 'image/png', buffer: PNG });
  await a.getByRole('button', { name: 'Update Event' }).click();
  await a.getByRole('status').getByText('Update was successful.').waitFor();
  await a.getByRole('img', { name: 'Preview of the event image' }).waitFor();
  await checkScreen(a, 'staff-edit-event');
  await a.getByRole('link', { name: 'Back to Manage Events' }).click();
  // The Delete confirmation of a published event says its registrations are lost (then Cancel).
  await adminCard.getByRole('button', { name: `Delete ${EVENT_TITLE}` }).click();
  const deleteDialog = a.getByRole('dialog', { name: 'Delete Event' });
  await deleteDialog.getByText('This event is published: its registrations will be lost.').waitFor();
  await deleteDialog.getByRole('button', { name: 'Cancel', exact: true }).last().click();
  await deleteDialog.waitFor({ state: 'hidden' });

  // ---- The player registers and answers the event's question ----
  const p = playerSide.page;
  await p.getByRole('navigation').getByRole('link', { name: 'Events', exact: true }).click();
  const playerCard = p.getByRole('article', { name: EVENT_TITLE });
  await playerCard.getByRole('link', { name: `Register for ${EVENT_TITLE}` }).click();
  await p.getByLabel(`${OWN_QUESTION} (required)`).fill('The river camp');
  await p.getByRole('button', { name: 'Register', exact: true }).click();
  await p.getByText(`You are registered for ${EVENT_TITLE}.`).waitFor();

  // ---- The admin waitlists with a message, then accepts ----
  await a.goto(`/staff/manage_events/${eventId}/attendance`);
  await a.getByRole('heading', { name: `Review Attendance: ${EVENT_TITLE}` }).waitFor();
  const registrations = a.getByRole('table', { name: 'Registrations' });
  const row = registrations.getByRole('row', { name: new RegExp(`${PLAYER.firstName} ${PLAYER.lastName}`) });
  await row.getByText('Unreviewed').waitFor();
  await row.getByRole('button', { name: `Waitlist ${PLAYER.firstName} ${PLAYER.lastName}` }).click();
  const waitlistDialog = a.getByRole('dialog', { name: `Waitlist ${PLAYER.firstName} ${PLAYER.lastName}` });
  await waitlistDialog.getByRole('button', { name: 'Waitlist', exact: true }).click();
  await waitlistDialog.getByRole('alert').getByText('A message is required for each waitlisted registration').waitFor();
  await waitlistDialog.getByLabel('Message to the player (required)').fill(WAITLIST_MESSAGE);
  await checkScreen(a, 'staff-waitlist-dialog');
  await waitlistDialog.getByRole('button', { name: 'Waitlist', exact: true }).click();
  await a.getByRole('status').getByText('Waitlisted 1 registration.').waitFor();
  await row.getByText(WAITLIST_MESSAGE).waitFor();
  const mail = readOutboxMail(stack.dataDir, WAITLIST_MESSAGE);
  assert.ok(
    mail && mail.includes(`To: ${PLAYER.email}`) && mail.includes(`Registration waitlisted: ${EVENT_TITLE}`),
    'the waitlist mail is in the outbox',
  );

  await p.reload();
  await playerCard.getByText(`Waitlisted: ${WAITLIST_MESSAGE}`).waitFor();

  // The state filter, then a bulk accept of the selected registration.
  await a.getByLabel('State').selectOption({ label: 'Waitlisted' });
  await a.getByRole('checkbox', { name: `Select ${PLAYER.firstName} ${PLAYER.lastName}` }).check();
  await a.getByRole('button', { name: 'Accept selected (1)' }).click();
  await a.getByRole('status').getByText('Accepted 1 registration.').waitFor();
  await a.getByLabel('State').selectOption({ label: 'Accepted' });
  await row.getByText('Accepted').waitFor();
  assert.ok(readOutboxMail(stack.dataDir, `Registration accepted: ${EVENT_TITLE}`), 'the acceptance mail is in the outbox');
  await checkScreen(a, 'staff-attendance-registrations');

  // The player changes the accepted registration's role (to npc and back): it needs reconfirmation.
  const mine = await p.request.post('/graphql', {
    data: { query: '{ events(mine: true) { id eventRegistrations { id questionAnswers { questionId answer } } } }' },
  });
  const ownRegistration = (await mine.json()).data.events.find((/** @type {{ id: string }} */ e) => e.id === eventId).eventRegistrations[0];
  const answers = ownRegistration.questionAnswers.map((/** @type {{ questionId: string, answer: string }} */ a) => ({
    event_registration_question: a.questionId,
    question_answer: a.answer,
  }));
  for (const body of [{ event_role: 'npc' }, { event_role: 'pc', question_answers: answers }]) {
    const changed = await p.request.patch(`/api/v1/user/event_registrations/${ownRegistration.id}`, { data: body });
    assert.equal(changed.status(), 200, `the role change ${JSON.stringify(body)} is accepted`);
  }
  await a.reload();
  await a.getByLabel('State').selectOption('reconfirm');
  await row.getByText('Needs reconfirmation').waitFor();
  await row.getByText('Role changed to PC').waitFor();
  await checkScreen(a, 'staff-attendance-reconfirm');
  await row.getByRole('button', { name: `Accept ${PLAYER.firstName} ${PLAYER.lastName}` }).click();
  await a.getByRole('status').getByText('Accepted 1 registration.').waitFor();

  await a.getByRole('tab', { name: 'Registration Answers' }).click();
  await a
    .getByRole('table', { name: `Answers: ${OWN_QUESTION}` })
    .getByText('The river camp')
    .waitFor();
  const csvHref = await a.getByRole('link', { name: 'Download CSV' }).getAttribute('href');
  const csv = await (await a.request.get(csvHref ?? '')).text();
  assert.match(csv, new RegExp(`${OWN_QUESTION}`), 'the CSV has a column for the question');
  assert.match(csv, /,Payment status,Payment reference,/, 'an admin gets the payment columns');
  assert.match(
    csv,
    new RegExp(
      // after the registration's date, the six payment columns an admin reads (owed, paid, waived, balance, status, reference)
      `${PLAYER.firstName},${PLAYER.lastName},${PLAYER.email.replace('.', '\\.')},pc,${CHARACTER_NAME},Accepted,[^,]+,(?:[^,]*,){6}The river camp`,
    ),
    'the CSV holds the answer',
  );
  await checkScreen(a, 'staff-attendance-answers');

  // The CSV link opened in a browser without a session: the login page, then the file.
  {
    const anonymous = await newPage({ stepTimeoutMs: STEP_TIMEOUT_MS });
    const fresh = anonymous.context();
    const csvPath = new URL(csvHref ?? '', stack.baseUrl).pathname;
    await anonymous.goto(csvPath);
    await anonymous.waitForURL((url) => url.pathname === '/login' && url.searchParams.get('next') === csvPath);
    const api = await fresh.request.get(csvPath, { headers: { accept: 'application/json' }, maxRedirects: 0 });
    assert.equal(api.status(), 401, 'an API client still gets the 401');
    await anonymous.getByLabel('Email', { exact: true }).fill(ADMIN_EMAIL);
    await anonymous.getByLabel('Password', { exact: true }).fill(ADMIN_PASSWORD);
    const download = anonymous.waitForEvent('download');
    await anonymous.getByRole('button', { name: 'Log In' }).click();
    const file = await download;
    assert.match(file.suggestedFilename(), /registration-answers\.csv$/, 'signing in downloads the CSV asked for');
    await fresh.close();
  }

  // Event Prep: the accepted characters' full sheets, one printed page each.
  await a.getByRole('tab', { name: 'Event Prep' }).click();
  await a.getByRole('table', { name: 'Accepted characters' }).getByText(CHARACTER_NAME).waitFor();
  await a
    .getByRole('article', { name: `Character sheet of ${CHARACTER_NAME}` })
    .getByRole('heading', { name: 'Skills' })
    .waitFor();
  await checkScreen(a, 'staff-attendance-prep');
  await checkPhoneScreen(a, 'staff-attendance-prep-phone');
  await a.emulateMedia({ media: 'print' });
  const printed = await a.evaluate(() => ({
    tabs: getComputedStyle(/** @type {Element} */ (document.querySelector('[role="tablist"]'))).display,
    list: getComputedStyle(
      /** @type {Element} */ (document.querySelector('table[aria-label="Accepted characters"]')?.closest('.d-print-none') ?? document.body),
    ).display,
    sheets: [...document.querySelectorAll('.print-sheet')].map((sheet) => getComputedStyle(sheet).display),
  }));
  assert.equal(printed.tabs, 'none', 'no tabs on paper');
  assert.equal(printed.list, 'none', 'the list is for the screen only');
  assert.deepEqual(printed.sheets, ['block'], 'the sheet is printed');
  await a.screenshot({ path: require('node:path').join(__dirname, 'screenshots', 'staff-attendance-prep-print.png'), fullPage: true });
  await a.emulateMedia({ media: 'screen' });
  await a.getByRole('tab', { name: 'Registrations' }).click();
  await checkPhoneScreen(a, 'staff-attendance-phone');

  // ---- Time passes: the event is over (server and browsers) ----
  const offset = end.getTime() + DAY - Date.now();
  setServerClockOffset(stack.dataDir, offset);
  for (const side of sides) await side.context.clock.setSystemTime(new Date(Date.now() + offset));

  // ---- The admin previews and finalizes, with a walk-in ----
  await a.goto('/events');
  await adminCard.getByRole('link', { name: `Post-Event Workflow of ${EVENT_TITLE}` }).click();
  await a.getByRole('heading', { name: `Post-Event Workflow: ${EVENT_TITLE}` }).waitFor();
  const playerName = `${PLAYER.firstName} ${PLAYER.lastName}`;
  // Defaults: xp_sequence 0 + 1, and a 2-day event's XP for the first event: ceil(5 x 2 x 0.5) = 5.
  assert.equal(await a.getByLabel(`XP sequence for ${playerName}`).inputValue(), '1');
  assert.equal(await a.getByLabel(`XP for ${playerName}`).inputValue(), '5');
  await a.getByLabel(`Donation shards for ${playerName}`).fill('4');
  await a.getByLabel(`Donation items for ${playerName}`).fill('Two lanterns');
  // The walk-in is searched for among the players (never a list of every account).
  const walkInForm = a.getByRole('form', { name: 'Add a walk-in attendee' });
  await walkInForm.getByLabel('Search players by name or email').fill(WALK_IN.email);
  await walkInForm.getByRole('radio', { name: `${WALK_IN.firstName} ${WALK_IN.lastName} ${WALK_IN.email}` }).check();
  await a.getByLabel('Event role', { exact: true }).selectOption('npc');
  await a.getByRole('button', { name: 'Add Walk-in' }).click();
  const walkInName = `${WALK_IN.firstName} ${WALK_IN.lastName}`;
  // A walk-in npc (not registered): 20 shards.
  await a.getByLabel(`NPC shards for ${walkInName}`).waitFor();
  assert.equal(await a.getByLabel(`NPC shards for ${walkInName}`).inputValue(), '20');
  await checkScreen(a, 'staff-post-event');
  await checkPhoneScreen(a, 'staff-post-event-phone');
  await a.getByRole('button', { name: 'Preview Changes' }).click();
  const changes = a.getByRole('table', { name: 'Changes finalize will make' });
  await changes
    .getByRole('row', { name: new RegExp(playerName) })
    .getByText('10 → 15')
    .waitFor();
  await changes
    .getByRole('row', { name: new RegExp(playerName) })
    .getByText('0 → 4')
    .waitFor();
  await changes
    .getByRole('row', { name: new RegExp(walkInName) })
    .getByText('0 → 20')
    .waitFor();
  await checkScreen(a, 'staff-post-event-preview');
  await a.getByRole('button', { name: 'Finalize Event' }).click();
  const finalizeDialog = a.getByRole('dialog', { name: 'Finalize Event' });
  await checkScreen(a, 'staff-finalize-confirm');
  await finalizeDialog.getByRole('button', { name: 'Yes, Finalize Event' }).click();
  await a.getByText('This event is finalized. Its attendance records are below.').waitFor();
  await a.getByRole('table', { name: 'Attendance records' }).getByText('Two lanterns').waitFor();
  assert.equal(await a.getByRole('button', { name: 'Preview Changes' }).count(), 0, 'finalized: read-only');
  await checkPhoneScreen(a, 'staff-post-event-finalized-phone');
  await a.goto('/staff/manage_events');
  await adminCard.getByText('Finalized').waitFor();
  assert.equal(await adminCard.getByRole('button', { name: `Delete ${EVENT_TITLE}` }).count(), 0, 'finalized: no Delete');

  // ---- The player: XP and shards changed; the survey ----
  await p.goto('/');
  const characterRow = p.getByRole('row', { name: new RegExp(CHARACTER_NAME) });
  await characterRow.getByRole('cell', { name: '15', exact: true }).waitFor();
  await p.getByText('Your shard balance:').getByText('4', { exact: true }).waitFor();
  await p.getByRole('navigation').getByRole('link', { name: 'Events', exact: true }).click();
  await p.getByText('Past Events', { exact: true }).click();
  await playerCard.getByRole('link', { name: 'Take Survey' }).click();
  await p.getByLabel(`${SURVEY_QUESTION} (required)`).fill('The night raid on the bridge');
  await p.getByRole('button', { name: 'Submit Survey' }).click();
  await p.getByText('Thank you! Your survey was submitted.').waitFor();

  // ---- Staff: the survey count, and the Surveys tab; no decisions ----
  const s = staffSide.page;
  await s.getByRole('navigation').getByRole('link', { name: 'Events', exact: true }).click();
  await s.getByText('Past Events', { exact: true }).click();
  const staffCard = s.getByRole('article', { name: EVENT_TITLE });
  await staffCard.getByText('Survey responses: 1').waitFor();
  await staffCard.getByRole('link', { name: 'Review Attendance' }).click();
  await s.getByRole('heading', { name: `Review Attendance: ${EVENT_TITLE}` }).waitFor();
  assert.equal(await s.getByRole('button', { name: /^Accept/ }).count(), 0, 'staff do not decide');
  assert.equal(await s.getByRole('tab', { name: 'Event Prep' }).count(), 0, 'no Event Prep once attendance exists');
  await s.getByRole('tab', { name: 'Surveys' }).click();
  await s.getByText('Survey responses: 1').waitFor();
  await s.getByText('The night raid on the bridge').waitFor();
  await checkScreen(s, 'staff-attendance-surveys');
  await s.goto('/staff/manage_events');
  await s.getByRole('heading', { name: 'Not Found' }).waitFor();

  for (const side of sides) assert.deepEqual(side.errors, [], 'no page or console errors');
});

// @ts-check
/**
 * Every player screen at 375 px: each one is opened on a phone-sized viewport,
 * must not scroll sideways (document.documentElement.scrollWidth <= 375), its controls must be at
 * least 24 x 24 px, and it passes axe with no serious or critical finding; a screenshot of each is saved (screenshots/narrow-*.png). The
 * screens: the public ones (log in, sign up, forgot and reset password, verify), home with the
 * characters and the shard purchase (and its confirmation), account, new character, update character,
 * the character editor (Purchasable and All Skills), a character that does not exist, events, event
 * registration, the registration's edit screen, the survey, and an unknown address.
 */
const assert = require('node:assert/strict');
const { checkScreen } = require('./support/checks');
const { test } = require('./support/fixtures');
const { playerWithCharacter } = require('./support/admin');

const WIDTH = 375;
const PLAYER = {
  firstName: 'Wren',
  lastName: 'Narrowdale',
  email: `wren.narrow.${process.pid}@example.com`,
  password: 'Pocket-Sized-Lantern-Bay-19',
};
const CHARACTER = 'Wren of the Narrow Pass';
const UPCOMING = 'Narrow Pass Muster';
const PAST = 'Narrow Pass Reunion';
const DAY = 24 * 3600_000;

/** Fails unless the page fits the phone's width: nothing may scroll sideways. */
async function assertNoSidewaysScroll(/** @type {import('playwright-core').Page} */ page, /** @type {string} */ name) {
  const { scrollWidth, widest } = await page.evaluate(() => {
    // the element that sticks out furthest, to name in the failure
    let widest = '';
    let right = 0;
    for (const element of document.body.querySelectorAll('*')) {
      const box = element.getBoundingClientRect();
      if (box.right > right) {
        right = box.right;
        widest = `${element.tagName.toLowerCase()}${element.id ? `#${element.id}` : ''}.${[...element.classList].join('.')} (${Math.round(box.right)}px)`;
      }
    }
    return { scrollWidth: document.documentElement.scrollWidth, widest };
  });
  assert.ok(scrollWidth <= WIDTH, `${name} scrolls sideways at ${WIDTH}px: scrollWidth ${scrollWidth}; widest ${widest}`);
}

/**
 * Fails when a control is too small to hit with a finger: every visible button, select, text box,
 * check box and radio must be at least 24 x 24 px (WCAG 2.5.8), its label counted for a check box.
 */
async function assertTargetSizes(/** @type {import('playwright-core').Page} */ page, /** @type {string} */ name) {
  const small = await page.evaluate(() => {
    const found = [];
    for (const element of document.querySelectorAll('button, select, input:not([type="hidden"]), textarea, [role="button"]')) {
      const box = element.getBoundingClientRect();
      const style = getComputedStyle(element);
      if (box.width === 0 || box.height === 0 || style.visibility === 'hidden' || element.closest('.visually-hidden, .btn-check')) continue;
      if (element.matches('.btn-check')) continue; // a toggle's input: its label is the target
      // a check box or radio is hit through its label as well
      const label = element.id ? document.querySelector(`label[for="${element.id}"]`) : null;
      const target = label ? label.getBoundingClientRect() : box;
      const width = Math.max(box.width, target.width);
      const height = Math.max(box.height, target.height);
      if (width < 24 || height < 24)
        found.push(
          `${element.tagName.toLowerCase()} "${element.getAttribute('aria-label') ?? element.textContent?.trim() ?? ''}" ${Math.round(width)}x${Math.round(height)}`,
        );
    }
    return found;
  });
  assert.deepEqual(small.slice(0, 10), [], `${name}: controls smaller than 24 x 24 px`);
}

/** Opens a screen, waits for its heading, checks its width, its controls' size and axe, saves its screenshot. */
async function screenAt(
  /** @type {import('playwright-core').Page} */ page,
  /** @type {string} */ path,
  /** @type {string | RegExp} */ heading,
  /** @type {string} */ name,
) {
  await page.goto(path);
  await page.getByRole('heading', { name: heading, level: 1 }).waitFor();
  await page.waitForLoadState('networkidle');
  await assertNoSidewaysScroll(page, name);
  await assertTargetSizes(page, name);
  await checkScreen(page, `narrow-${name}`);
}

test('narrow journey', async ({ stack, newPage }) => {
  // What the screens show: a character with XP, shards to spend, an upcoming event the player is
  // registered for, and a past, finalized event whose survey is open to them.
  const {
    client: player,
    user,
    characterId,
    admin,
  } = await playerWithCharacter(stack, PLAYER, {
    name: CHARACTER,
    characterClass: 'adept',
    xp: 30,
    reason: 'e2e: narrow screens',
  });
  await admin.grantShards([user._id], 5, 'e2e: narrow screens');

  const upcoming = await admin.createEvent({ title: UPCOMING, registrationQuestionIds: [] });
  await admin.publishEvent(upcoming._id);
  const registration = await player.ok('POST', '/user/event_registrations', {
    event: upcoming._id,
    character: characterId,
    event_role: 'pc',
    question_answers: [],
  });
  const second = await admin.createEvent({ title: `${UPCOMING} II`, registrationQuestionIds: [], start: new Date(Date.now() + 40 * DAY) });
  await admin.publishEvent(second._id);

  const [question] = await admin.setDefaultSurveyQuestions([
    { question_text: 'What should the next gathering keep from this one?', roles_to_ask: [], answer_required: true },
  ]);
  const past = await admin.createEvent({ title: PAST, registrationQuestionIds: [] });
  await admin.publishEvent(past._id);
  await admin.updateEvent(past._id, {
    event_start_time: new Date(Date.now() - 4 * DAY).toISOString(),
    event_end_time: new Date(Date.now() - 2 * DAY).toISOString(),
    event_survey_questions: [question._id],
    event_survey_open_at: new Date(Date.now() - DAY).toISOString(),
  });
  await admin.finalizeEvent(past._id, { [user._id]: { event_role: 'pc', character: characterId } });

  const page = await newPage({ viewport: { width: WIDTH, height: 740 } });
  const context = page.context();
  const pageErrors = [];
  page.on('pageerror', (error) => pageErrors.push(error.message));
  // Signed out.
  await screenAt(page, '/login', 'Log In', 'login');
  await screenAt(page, '/signup', /^Sign Up/, 'signup');
  await screenAt(page, '/forgot_password', /^Forgot/, 'forgot-password');
  await screenAt(page, `/reset_password/${'x'.repeat(43)}`, /^Reset/, 'reset-password');
  await screenAt(page, `/verify/${'x'.repeat(43)}`, /./, 'verify');

  // Signed in (the session cookie lands in this context).
  const login = await context.request.post('/api/v1/login', { data: { email: PLAYER.email, password: PLAYER.password } });
  assert.ok(login.ok(), `login answered ${login.status()}`);
  await screenAt(page, '/', `Welcome, ${PLAYER.firstName}`, 'home');
  // The shard purchase asks first: its confirmation fits too.
  await page.getByLabel('Character for the XP token').selectOption({ label: CHARACTER });
  await page.getByRole('button', { name: 'Buy XP Token' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.waitFor();
  await assertNoSidewaysScroll(page, 'shard purchase confirmation');
  await checkScreen(page, 'narrow-shard-purchase');
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await dialog.waitFor({ state: 'hidden' });
  await screenAt(page, '/account', 'Account', 'account');
  await screenAt(page, '/new_character', 'Create a New Character', 'new-character');
  await screenAt(page, `/update_character/${characterId}`, 'Update Character', 'update-character');
  await screenAt(page, `/character_editor/${characterId}`, CHARACTER, 'editor');
  // The whole ruleset, every group open: still no sideways scrolling.
  await page.getByRole('radio', { name: 'All Skills' }).click();
  await assertNoSidewaysScroll(page, 'editor, All Skills');
  await assertTargetSizes(page, 'editor, All Skills');
  await checkScreen(page, 'narrow-editor-all-skills');
  await screenAt(page, '/character_editor/no-such-character', 'Character not found', 'character-not-found');
  await screenAt(page, '/events', 'Events', 'events');
  await screenAt(page, `/event_registration/${second._id}`, `Register for ${UPCOMING} II`, 'event-registration');
  await screenAt(page, `/event_registration/${registration._id}/edit`, /./, 'edit-registration');
  await screenAt(page, `/event/${past._id}/survey`, `Survey: ${PAST}`, 'survey');
  await screenAt(page, '/no/such/page', 'Oops!', 'unknown-address');
  assert.deepEqual(pageErrors, [], 'no page errors');
});

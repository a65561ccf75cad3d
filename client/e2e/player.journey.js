// @ts-check
/**
 * What a newcomer to the player screens meets, in the browser, at 1280 and 375 px with axe on each screen:
 * sign-in returns to the page asked for; an unknown character is a not-found page with a way home;
 * a committed character with saved changes says so on home and shows in the editor what Commit
 * will make permanent; unsaved editor work asks before leaving and comes back after a reload.
 */
const assert = require('node:assert/strict');
const { checkScreen, clickSettled } = require('./support/checks');
const { test } = require('./support/fixtures');
const { playerWithCharacter } = require('./support/admin');

const PLAYER = {
  firstName: 'Maelis',
  lastName: 'Thornbury',
  email: `maelis.player13.${process.pid}@example.com`,
  password: 'Copper-Lantern-Orchard-82',
};
const NAME = 'Maelis of the Vale';
const STEP_TIMEOUT_MS = 15_000;

test('player journey', async ({ stack, newPage }) => {
  const { client: player, characterId: id } = await playerWithCharacter(stack, PLAYER, {
    name: NAME,
    characterClass: 'fighter',
    xp: 20,
    reason: 'e2e: player journey',
  });
  // Committed with one Parry, then saved with two: Commit would add the second.
  const game = await player.ok('GET', '/game_data');
  const parry = game.skills.find((/** @type {{ skill_name: string }} */ skill) => skill.skill_name === 'Parry')._id;
  // Each change starts from the build as the server has it now (a save names the build it was loaded as).
  const savedBuild = async () => {
    const character = await player.ok('GET', `/user/characters/${id}`);
    return character.saved_build ?? character.character?.saved_build;
  };
  const withParry = (/** @type {object} */ base, /** @type {number} */ count) => ({
    ...base,
    character_skills: [{ skill_id: parry, purchase_count: count, grants: [] }],
  });
  await player.ok('POST', `/user/characters/${id}/build`, { character_build: withParry(await savedBuild(), 1), commit: true });
  await player.ok('PATCH', `/user/characters/${id}/build`, { character_build: withParry(await savedBuild(), 2) });

  for (const [width, height, suffix] of /** @type {const} */ ([
    [1280, 900, ''],
    [375, 740, '-phone'],
  ])) {
    const page = await newPage({ viewport: { width, height }, stepTimeoutMs: STEP_TIMEOUT_MS });
    const pageErrors = [];
    page.on('pageerror', (error) => pageErrors.push(error.message));
    // Sign-in returns to the page asked for.
    await page.goto(`/character_editor/${id}`);
    await page.waitForURL((url) => url.pathname === '/login');
    await page.getByLabel('Email', { exact: true }).fill(PLAYER.email);
    await page.getByLabel('Password', { exact: true }).fill(PLAYER.password);
    await page.getByRole('button', { name: 'Log In' }).click();
    await page.waitForURL((url) => url.pathname === `/character_editor/${id}`);

    // The editor works on the saved build and shows what Commit will make permanent.
    await page.getByRole('heading', { name: NAME, level: 1 }).waitFor();
    await page.getByRole('status', { name: 'Parry count' }).filter({ hasText: /^2$/ }).waitFor(); // the rows follow a click a frame later
    await page.getByText('Uncommitted changes', { exact: true }).first().waitFor();
    assert.equal(await page.getByRole('list', { name: 'Changes since the commit' }).textContent(), 'Parry: 1 → 2');
    await checkScreen(page, `player-editor-uncommitted${suffix}`);

    // Unsaved work: leaving asks first; a reload offers the draft back.
    await clickSettled(page.getByRole('button', { name: /^Add one Parry/ }));
    await page.getByText('Unsaved changes', { exact: true }).waitFor();
    await page.getByRole('link', { name: 'LARP' }).click();
    const leave = page.getByRole('dialog', { name: 'Leave without saving?' });
    await leave.waitFor();
    await checkScreen(page, `player-leave-dialog${suffix}`);
    await leave.getByRole('button', { name: 'Stay on this page' }).click();
    await leave.waitFor({ state: 'hidden' });
    assert.equal(new URL(page.url()).pathname, `/character_editor/${id}`, 'stayed on the editor');
    await page.waitForFunction(() => Object.keys(localStorage).some((key) => key.startsWith('editor-draft:')));
    page.once('dialog', (dialog) => void dialog.accept()); // the browser's own "leave site?" question
    await page.reload();
    const offer = page.getByRole('region', { name: 'Unsaved draft' });
    await offer.waitFor();
    await checkScreen(page, `player-draft-offer${suffix}`);
    await offer.getByRole('button', { name: 'Restore them' }).click();
    await page.getByRole('status', { name: 'Parry count' }).filter({ hasText: /^3$/ }).waitFor(); // the rows follow a click a frame later
    await offer.waitFor({ state: 'detached' });
    // Back to the saved build: nothing unsaved, and the draft goes with it.
    await page.getByRole('button', { name: 'Remove one Parry' }).click();
    await page.getByText('Unsaved changes', { exact: true }).waitFor({ state: 'detached' });

    // Home: the card says the committed character has uncommitted changes; Edit is within reach.
    await page.goto('/');
    const row = page.getByRole('row', { name: new RegExp(NAME) });
    await row.getByText('Uncommitted changes', { exact: true }).waitFor();
    assert.equal(await row.getByRole('link', { name: `Edit ${NAME}` }).isVisible(), true, 'Edit is visible');
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    assert.ok(overflow <= 1, `no sideways scrolling (${overflow}px)`);
    await checkScreen(page, `player-home${suffix}`);

    // An unknown character: a not-found page with a way home.
    await page.goto('/character_editor/no-such-character');
    await page.getByRole('heading', { name: 'Character not found' }).waitFor();
    await checkScreen(page, `player-character-not-found${suffix}`);
    await page.getByRole('link', { name: 'Back to home' }).click();
    await page.waitForURL((url) => url.pathname === '/');

    // The character's request fails (network): the editor says so in words, and Try again opens it.
    let failCharacter = true;
    await page.route('**/graphql', (route) =>
      failCharacter && route.request().postDataJSON()?.operationName === 'EditorCharacter' ? route.abort('failed') : route.continue(),
    );
    await page.goto(`/character_editor/${id}`);
    await page.getByText('Unable to load the character. Please try again later.').waitFor();
    await checkScreen(page, `player-editor-load-failed${suffix}`);
    failCharacter = false;
    await page.getByRole('button', { name: 'Try again' }).click();
    await page.getByRole('heading', { name: NAME, level: 1 }).waitFor();
    await page.unroute('**/graphql');
    assert.deepEqual(pageErrors, [], 'no page errors');
    await page.context().close();
  }
});

// @ts-check
/**
 * The ruleset journey, in Chromium with axe at 1280 and 375 px: a player commits a build
 * with Highland Endurance; the admin opens /staff/ruleset, uploads a broken ruleset (refused, with the
 * validator's problems), uploads a draft that removes Highland Endurance and raises Second Wind's
 * price, reads the report (counts, a filter), edits it in the editor (a transformation's removal is
 * refused while a skill needs it), publishes it with the refund policy, and the player's
 * character shows what changed and why. Screenshots in e2e/screenshots/ruleset-*.png.
 */
const assert = require('node:assert/strict');
const { mkdtempSync, writeFileSync } = require('node:fs');
const { tmpdir } = require('node:os');
const { join } = require('node:path');
const { checkScreen } = require('./support/checks');
const { test } = require('./support/fixtures');
const { ADMIN_EMAIL, ADMIN_PASSWORD, playerWithCharacter } = require('./support/admin');

const STEP_TIMEOUT_MS = 20_000;
const PLAYER = { firstName: 'Ysolde', lastName: 'Marr', email: `ysolde.${process.pid}@example.com`, password: 'Heron-Lantern-Quartz-58' };
const BH = '784e3d372fe5ac49013a0a03';
const SW = '6436f826c8f31f6bfb99fc6d';
const HE = '075a9752bed55351ca82b137';

/** @param {import('@playwright/test').Page} page @param {string} name */
async function checkBothWidths(page, name) {
  await checkScreen(page, `ruleset-${name}`);
  await page.setViewportSize({ width: 375, height: 740 });
  await checkScreen(page, `ruleset-${name}-375`);
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  assert.ok(overflow <= 1, `${name}: nothing wider than the phone screen (overflow ${overflow}px)`);
  await page.setViewportSize({ width: 1280, height: 800 });
}

test('ruleset journey', async ({ stack, newPage }) => {
  const {
    client: player,
    characterId,
    admin,
  } = await playerWithCharacter(stack, PLAYER, { name: 'Ysolde Marr', characterClass: 'fighter', xp: 10, reason: 'Ruleset journey' });
  const character = await player.ok('GET', `/user/characters/${characterId}`);
  const header = character.saved_build;
  await player.ok('POST', `/user/characters/${characterId}/build`, {
    commit: true,
    character_build: {
      character_name: header.character_name,
      character_race: header.character_race,
      character_class: 'fighter',
      character_skills: [
        { skill_id: BH, purchase_count: 2, grants: [] },
        { skill_id: SW, purchase_count: 1, grants: [] },
        { skill_id: HE, purchase_count: 1, grants: [] },
      ],
    },
  });

  const sample = await admin.client.ok('GET', '/ruleset');
  const dir = mkdtempSync(join(tmpdir(), 'larp-ruleset-journey-'));
  const broken = JSON.parse(JSON.stringify(sample));
  broken.skills[0].skill_cost_model = { rogue: 'cheap' };
  writeFileSync(join(dir, 'broken.json'), JSON.stringify(broken));
  const draft = JSON.parse(JSON.stringify(sample));
  draft.version += 1;
  draft.skills = draft.skills.filter((/** @type {any} */ skill) => skill._id !== HE);
  draft.skills.find((/** @type {any} */ skill) => skill._id === SW).skill_cost_model = { fighter: [3] };
  writeFileSync(join(dir, 'season-two.json'), JSON.stringify(draft));

  const page = await newPage({ stepTimeoutMs: STEP_TIMEOUT_MS });
  const pageErrors = [];
  page.on('pageerror', (error) => pageErrors.push(error.message));
  await page.goto('/login');
  await page.getByLabel('Email', { exact: true }).fill(ADMIN_EMAIL);
  await page.getByLabel('Password', { exact: true }).fill(ADMIN_PASSWORD);
  await page.getByRole('button', { name: 'Log In' }).click();
  await page.waitForURL((url) => url.pathname === '/');
  await page.goto('/staff');
  await page.getByRole('main').getByRole('link', { name: 'Ruleset', exact: true }).click();
  await page.getByRole('heading', { name: 'Ruleset', level: 1 }).waitFor();
  await page.getByRole('heading', { name: /In force: version 1/ }).waitFor();
  await checkBothWidths(page, 'current');

  // a broken ruleset is refused with the validator's problems
  await page.getByLabel(/Ruleset JSON/).setInputFiles(join(dir, 'broken.json'));
  await page.getByRole('button', { name: 'Upload as draft' }).click();
  const refusal = page.getByRole('alert').filter({ hasText: 'The draft was refused' });
  await refusal.waitFor();
  await refusal.getByRole('cell', { name: 'skill_cost_model.rogue', exact: true }).waitFor();
  await checkBothWidths(page, 'refused');

  // the season's draft: its changes and its report
  await page.getByLabel(/Ruleset JSON/).setInputFiles(join(dir, 'season-two.json'));
  await page.getByRole('button', { name: 'Upload as draft' }).click();
  await page.getByRole('heading', { name: /Draft: / }).waitFor();
  await page.getByText('Skills removed: "Highland Endurance".').waitFor();
  await page.getByText('Skill "Second Wind": Cost changed from fighter 2 to fighter 3.').waitFor();
  await page.getByRole('heading', { name: 'Impact report' }).waitFor();
  const table = page.getByRole('table', { name: 'Affected characters' });
  await table.getByRole('row').filter({ hasText: 'Ysolde Marr' }).filter({ hasText: 'Highland Endurance' }).waitFor();
  await page.getByRole('button', { name: /Over budget/ }).click();
  await page.getByText('No character is affected this way.').waitFor();
  await page.getByRole('button', { name: /Invalid build/ }).click();
  await table.getByRole('row').filter({ hasText: 'Ysolde Marr' }).waitFor();
  await checkBothWidths(page, 'report');

  // the editor: raise a skill's cost, refused while impossible, then saved; the report follows each save
  await page.getByLabel(/Search the ruleset/).fill('Parry');
  await page.getByRole('button', { name: /^Parry \(/ }).click();
  const form = page.getByRole('form', { name: 'Skill Parry' });
  await form.getByLabel('All classes').fill('x');
  await form.getByText('Not saved yet: the rules refuse this.').waitFor();
  await form.getByText(/Cost:/).first().waitFor();
  await form.getByText('The rules refuse this edit: see the problems above.').waitFor();
  await form.getByLabel('All classes').fill('9');
  await form.getByRole('button', { name: 'Save' }).click();
  await form.getByRole('status').filter({ hasText: 'Saved.' }).waitFor();
  await page.getByText(/Skill "Parry": Cost changed/).waitFor();
  await page.getByRole('heading', { name: 'Impact report' }).waitFor();

  // a prerequisite with the builder
  const prerequisites = form.locator('fieldset', { has: page.getByText('Prerequisites', { exact: true }) }).first();
  await prerequisites.getByRole('button', { name: 'Add prerequisite' }).click();
  await prerequisites.getByLabel('Skill', { exact: true }).selectOption('Literacy');
  await form.getByRole('button', { name: 'Save' }).click();
  await page.getByText(/Skill "Parry": .*rerequisite/).waitFor();

  // a new skill with a grant
  await page.getByRole('button', { name: 'Add skill' }).click();
  const added = page.getByRole('form', { name: 'Skill New skill' });
  await added.getByLabel('Name', { exact: true }).fill('Quarry Stance');
  const newForm = page.getByRole('form', { name: 'Skill Quarry Stance' });
  await newForm.getByRole('button', { name: 'Add grant' }).click();
  await newForm.getByLabel('Skill', { exact: true }).last().selectOption('Literacy');
  await newForm.getByRole('button', { name: 'Save' }).click();
  await newForm.getByRole('status').filter({ hasText: 'Saved.' }).waitFor();
  await page
    .getByText(/Quarry Stance/)
    .first()
    .waitFor();
  await checkBothWidths(page, 'editor');

  // a skill's page shows what it requires and what requires it
  await page.getByLabel(/Search the ruleset/).fill('Parry');
  await page.getByRole('button', { name: /^Parry \(/ }).click();
  const relations = page.getByRole('group', { name: 'How Parry relates to other skills' });
  await relations.getByRole('button', { name: 'Riposte' }).waitFor();
  await relations.getByRole('button', { name: 'Literacy' }).waitFor();

  // a subculture's attribute choices in its form: refused while one repeats a default, then saved
  await page.getByLabel(/Search the ruleset/).fill('Mountain');
  await page.getByRole('button', { name: 'Race: Dwarf — Mountain' }).click();
  const race = page.getByRole('form', { name: 'Race: Dwarf — Mountain' });
  await race.getByLabel('The player chooses one more attribute').check();
  await race.getByLabel('Attribute choices').fill('Stoneborn, Runesmith');
  await race.getByText(/Attribute choices: attribute_choice repeats default attributes: Stoneborn/).waitFor();
  await race.getByText('The rules refuse this edit: see the problems above.').waitFor();
  await race.getByLabel('Attribute choices').fill('Runesmith, Miner');
  await race.getByRole('button', { name: 'Save' }).click();
  await race.getByRole('status').filter({ hasText: 'Saved.' }).waitFor();
  await page.getByText(/Dwarf/).first().waitFor();
  await checkBothWidths(page, 'race');

  // a rulebook link added in its form, found by the ruleset's search
  await page.getByLabel(/Search the ruleset/).fill('rulebook');
  await page.getByRole('button', { name: /^Rulebook links/ }).click();
  const books = page.getByRole('form', { name: 'Rulebook links' });
  await books.getByRole('button', { name: 'Add link' }).click();
  await books.getByLabel('Label', { exact: true }).last().fill('Costume Guide');
  await books.getByLabel('Address (http or https)').last().fill('https://rules.example.org/costumes.pdf');
  await books.getByRole('button', { name: 'Save' }).click();
  await books.getByRole('status').filter({ hasText: 'Saved.' }).waitFor();
  await checkBothWidths(page, 'rulebooks');

  // the level table: a cell refused in the validator's words while below the level before, kept as
  // typed; Enter moves down a cell (it does not save); then the fix saved
  await page.getByLabel(/Search the ruleset/).fill('levels');
  await page.getByRole('button', { name: /^General: / }).click();
  const general = page.getByRole('form', { name: 'Name, version label, levels, secret schools' });
  const level20 = general.getByLabel('Level 20 total XP');
  await level20.fill('1000');
  await general.getByText('Total XP must be greater than the level before.').waitFor();
  await general.getByText('The rules refuse this edit: see the problems above.').waitFor();
  await checkBothWidths(page, 'levels');
  const level19 = general.getByLabel('Level 19 total XP');
  await level19.focus();
  await page.keyboard.press('Enter');
  assert.ok(await level20.evaluate((element) => element === document.activeElement), 'Enter moves to the cell below');
  await level20.fill('1145');
  await general.getByRole('button', { name: 'Save' }).click();
  await general.getByRole('status').filter({ hasText: 'Saved.' }).waitFor();
  assert.equal(await level20.inputValue(), '1145');

  // a transformation a skill's trait group needs: the removal names the races that would lose it and
  // what the rules refuse it for, and Remove waits until nothing needs it
  await page.getByLabel(/Search the ruleset/).fill('Revenant');
  await page.getByRole('button', { name: 'Transformation: Revenant' }).click();
  await page.getByRole('form', { name: 'Transformation: Revenant' }).getByRole('button', { name: 'Remove transformation' }).click();
  const removal = page.getByRole('dialog');
  await removal.getByText('These races may take it; it is taken off their lists:').waitFor();
  await removal.getByText('Race Dwarf — Mountain', { exact: true }).waitFor();
  await removal
    .getByText(/skill_trait_group "Revenant" is not an attribute of any race or transformation/)
    .first()
    .waitFor();
  assert.ok(await removal.getByRole('button', { name: 'Remove Revenant' }).isDisabled(), 'Remove waits until nothing needs it');
  await checkBothWidths(page, 'removal');
  await removal.getByRole('button', { name: 'Keep it' }).click();
  await removal.waitFor({ state: 'hidden' });

  // a race that is the only one giving its trait group: the dialog says the trait group and its skills
  // go with it, and once confirmed the draft's changes say so in words
  await page.getByLabel(/Search the ruleset/).fill('Goblin');
  await page.getByRole('button', { name: 'Race: Goblin' }).click();
  await page.getByRole('form', { name: 'Race: Goblin' }).getByRole('button', { name: 'Remove race' }).click();
  const raceRemoval = page.getByRole('dialog');
  await raceRemoval.getByText('No other race or transformation gives the trait group "Goblin": it goes with this race.').waitFor();
  await raceRemoval.getByRole('list', { name: 'Skills that go' }).getByText('Scavenger', { exact: true }).waitFor();
  await raceRemoval.getByRole('list', { name: 'Skills that go' }).getByText('Goblin Tinkering', { exact: true }).waitFor();
  await checkBothWidths(page, 'race-removal');
  await raceRemoval.getByRole('button', { name: 'Remove Goblin' }).click();
  await raceRemoval.waitFor({ state: 'hidden' });
  const changes = page.getByRole('list', { name: 'What changes' });
  await changes.getByText('Trait group "Goblin" is no longer given by any race or transformation: its skills go too.').waitFor();
  await changes.getByText(/Races removed: .*"Goblin"/).waitFor();

  // a reload finds the draft as it was
  await page.reload();
  await page.getByRole('heading', { name: /Draft: / }).waitFor();
  await page
    .getByRole('list', { name: 'What changes' })
    .getByText(/Quarry Stance/)
    .waitFor();

  // publish with the refund policy, after the confirmation
  await page.getByLabel(/Refund/).check();
  await page.getByRole('button', { name: 'Publish as version 2' }).click();
  const confirm = page.getByRole('dialog');
  await confirm.getByText(/This affects 1 character, mails 1 player, policy Refund, and cannot be undone\./).waitFor();
  await checkBothWidths(page, 'confirm');
  await confirm.getByRole('button', { name: 'Publish now' }).click();
  await page.getByRole('status').filter({ hasText: 'Version 2' }).waitFor();
  await page.getByText(/1 character was repaired and 1 player told/).waitFor();
  await page.getByRole('heading', { name: /In force: version 2/ }).waitFor();
  await checkBothWidths(page, 'published');

  // the API agrees: version 2 in force, the build repaired, the player told
  const versions = await admin.client.ok('GET', '/ruleset/versions');
  assert.equal(versions.current, 2);
  const repaired = await player.ok('GET', `/user/characters/${characterId}`);
  assert.deepEqual(
    repaired.committed_build.character_skills.map((/** @type {any} */ entry) => entry.skill_id).sort(),
    [BH, SW].sort(),
    'Highland Endurance was refunded',
  );
  const notices = await player.ok('GET', `/characters/${characterId}/ruleset_notices`);
  assert.equal(notices.length, 1);
  assert.match(notices[0].explanation, /Highland Endurance was removed and the XP refunded/);
  assert.deepEqual(pageErrors, [], 'no script errors on the ruleset screen');
  await page.context().close();
});

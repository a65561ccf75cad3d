// @ts-check
/**
 * The site around the game, on a phone (375 px, touch): the rulebook links on home, the privacy
 * statement reached from signup, a used verification link and a used reset link saying what to do,
 * the account's sessions in words and the password rule before submit, and an admin giving the site
 * its name and accent colour (a colour white text cannot be read on is refused with its ratio).
 * Every screen passes axe with no serious or critical finding (checkScreen).
 */
const assert = require('node:assert/strict');
const { checkScreen } = require('./support/checks');
const { test } = require('./support/fixtures');
const { ADMIN_EMAIL, ADMIN_PASSWORD, restClient, signInAdmin } = require('./support/admin');
const { waitForOutboxMail } = require('./support/harness');
const sharp = require('sharp');

const PHONE = { viewport: { width: 375, height: 740 }, hasTouch: true, isMobile: true };
const PLAYER = {
  firstName: 'Ilse',
  lastName: 'Siteward',
  email: `ilse.site.${process.pid}@example.com`,
  password: 'Harbour-Lantern-Quill-42',
};

/**
 * The page's layout shifts so far (the sum Cumulative Layout Shift adds up; none here follows input).
 * @param {import('playwright-core').Page} page
 */
function layoutShiftSoFar(page) {
  return page.evaluate(
    () =>
      new Promise((resolve) => {
        let sum = 0;
        const add = (/** @type {PerformanceEntryList} */ entries) =>
          entries.forEach((entry) => (sum += /** @type {PerformanceEntry & { value: number }} */ (entry).value));
        const observer = new PerformanceObserver((list) => add(list.getEntries()));
        observer.observe({ type: 'layout-shift', buffered: true });
        // the buffered entries arrive in the observer's first callback, queued at once
        setTimeout(() => {
          add(observer.takeRecords());
          observer.disconnect();
          resolve(sum);
        }, 500);
      }),
  );
}

test('player site journey', async ({ stack, newPage }) => {
  const admin = await signInAdmin(stack);

  // A player signs up and verifies through REST; the browser then opens the same (used) link.
  const player = restClient(stack.baseUrl);
  await player.ok('POST', '/signup', {
    first_name: PLAYER.firstName,
    last_name: PLAYER.lastName,
    email: PLAYER.email,
    password: PLAYER.password,
    password_confirm: PLAYER.password,
    privacy_statement_accepted: true,
    email_consent: false,
  });
  const verifyMail = await waitForOutboxMail(stack.dataDir, PLAYER.email);
  const verifyToken = /\/verify\/([A-Za-z0-9_-]+)/.exec(verifyMail ?? '')?.[1];
  assert.ok(verifyToken, 'the verification mail holds a /verify/ link');
  await player.ok('PATCH', `/verify/${verifyToken}`, {});

  const page = await newPage(PHONE);
  const pageErrors = [];
  page.on('pageerror', (error) => pageErrors.push(error.message));

  // Signup links to the privacy statement, which anyone may read.
  await page.goto('/signup');
  const privacyLink = page.getByRole('main').getByRole('link', { name: 'privacy statement', exact: true });
  assert.equal(await privacyLink.getAttribute('href'), '/privacy');
  await checkScreen(page, 'player-site-signup');
  await page.goto('/privacy');
  await page.getByRole('heading', { name: 'Privacy statement', level: 1 }).waitFor();
  await page.getByRole('heading', { name: 'What is stored' }).waitFor();
  await page.getByText(/They end after 30 days/).waitFor();
  // the statement comes with the page: nothing under it is pushed down after the first paint
  assert.equal(await layoutShiftSoFar(page), 0, 'the privacy statement page does not shift');
  await checkScreen(page, 'player-site-privacy');

  // The used verification link: already verified, a way to log in, no Verify button left.
  await page.goto(`/verify/${verifyToken}`);
  await page.getByRole('button', { name: 'Verify' }).tap();
  await page.getByText('This account is already verified. You can log in.').waitFor();
  assert.equal(await page.getByRole('button', { name: 'Verify' }).count(), 0, 'no Verify button on a verified account');
  await page.getByRole('link', { name: 'Log in' }).waitFor();
  await checkScreen(page, 'player-site-verified-already');

  // A reset link used once: the second use links to asking for a new one.
  await player.ok('POST', '/forgot_password', { email: PLAYER.email });
  // the only reset mail of this journey, sent off the request path: waited for, not read after a fixed moment
  const resetMail = await waitForOutboxMail(stack.dataDir, '/reset_password/');
  const resetToken = /\/reset_password\/([A-Za-z0-9_-]+)/.exec(resetMail ?? '')?.[1];
  assert.ok(resetToken, 'the reset mail holds a /reset_password/ link');
  await player.ok('PATCH', `/reset_password/${resetToken}`, { password: PLAYER.password, password_confirm: PLAYER.password });
  await page.goto(`/reset_password/${resetToken}`);
  await page.getByText(/At least 8 characters/).waitFor();
  await page.getByLabel('New Password', { exact: true }).fill('Another-Harbour-Lantern-7');
  await page.getByLabel('Confirm New Password').fill('Another-Harbour-Lantern-7');
  await page.getByRole('button', { name: 'Change Password' }).tap();
  await page.getByRole('link', { name: 'Request a new reset link' }).waitFor();
  assert.equal(await page.getByRole('link', { name: 'Request a new reset link' }).getAttribute('href'), '/forgot_password');
  await checkScreen(page, 'player-site-reset-used');

  // Signed in: home's rulebook links, the account's sessions in words and the password rule.
  const login = await page.context().request.post('/api/v1/login', { data: { email: PLAYER.email, password: PLAYER.password } });
  assert.ok(login.ok(), `login answered ${login.status()}`);
  await page.goto('/');
  const rulebooks = page.getByRole('region', { name: 'Rulebooks' });
  await rulebooks.getByRole('link').first().waitFor();
  assert.equal(await rulebooks.getByRole('link').count(), 3, 'three rulebook links');
  await page.getByRole('contentinfo').getByRole('link', { name: 'Privacy statement' }).waitFor();
  await checkScreen(page, 'player-site-home');
  await page.goto('/account');
  await page.getByRole('heading', { name: 'Account', level: 1 }).waitFor();
  await page
    .getByText(/on Linux|Not a browser/)
    .first()
    .waitFor();
  assert.equal(await page.getByText('lightMyRequest').count(), 0, 'no raw user agent shown');
  await page.getByText(/At least 8 characters, and not one of the most common passwords\. Changing it signs you out/).waitFor();
  await checkScreen(page, 'player-site-account');

  // An admin names the site and gives it an accent; a colour too light for white text is refused.
  const adminPage = await newPage(PHONE);
  const adminLogin = await adminPage.context().request.post('/api/v1/login', { data: { email: ADMIN_EMAIL, password: ADMIN_PASSWORD } });
  assert.ok(adminLogin.ok(), `admin login answered ${adminLogin.status()}`);
  await adminPage.goto('/staff/site');
  await adminPage.getByRole('heading', { name: 'Site and privacy statement', level: 1 }).waitFor();
  await adminPage.getByLabel('Community name').fill('Shattered Realms');
  await adminPage.getByLabel('Accent colour').fill('#ffcc00');
  await adminPage.getByText(/Contrast with white text: 1\.51:1 \(below/).waitFor();
  await adminPage.getByRole('button', { name: 'Save the look' }).tap();
  await adminPage
    .getByRole('alert')
    .getByText(/has a contrast of 1\.51:1 with white text/)
    .waitFor();
  await adminPage.getByLabel('Accent colour').fill('#1f4e79');
  await adminPage.getByRole('button', { name: 'Save the look' }).tap();
  await adminPage.getByText('Site look saved').waitFor();
  // The logo: Upload says why it waits for a file; the picture is stored re-encoded, scaled to 256 px.
  const upload = adminPage.getByRole('button', { name: 'Upload the logo' });
  assert.ok(await upload.isDisabled(), 'Upload waits for a file');
  await adminPage.getByText('Choose a picture first.').waitFor();
  const logo = await sharp({ create: { width: 600, height: 300, channels: 3, background: '#c08020' } })
    .png()
    .toBuffer();
  await adminPage.getByLabel('Logo file', { exact: true }).setInputFiles({ name: 'crest.png', mimeType: 'image/png', buffer: logo });
  await upload.tap();
  await adminPage.getByText('Logo saved').waitFor();
  await adminPage.getByRole('img', { name: 'The current logo' }).waitFor();
  await checkScreen(adminPage, 'player-site-admin-look');
  const look = await admin.client.ok('GET', '/site_look');
  assert.equal(look.community_name, 'Shattered Realms');
  assert.equal(look.accent_color, '#1f4e79');
  assert.match(look.logo_url, /^\/api\/v1\/images\/[0-9a-f]{24}\.png$/);
  const stored = await sharp(Buffer.from(await (await fetch(`${stack.baseUrl}${look.logo_url}`)).arrayBuffer())).metadata();
  assert.deepEqual([stored.width, stored.height], [256, 128], 'the logo is scaled down');

  // The page itself carries the look: the first paint has the name, the colour and the logo.
  const html = await (await page.request.get('/events')).text();
  assert.match(html, /<title>Shattered Realms · Characters and Events<\/title>/);
  assert.match(html, /--site-accent:#1f4e79/);
  assert.ok(html.includes(look.logo_url), 'the logo address is in the page');

  // The player's next visit carries the name in the navigation and the title, and the accent. The
  // logo is held back a second, as on a slow network, so the page paints before it arrives.
  await page.route('**/api/v1/images/**', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1000));
    await route.continue();
  });
  await page.goto('/');
  await page.getByRole('link', { name: 'Shattered Realms' }).waitFor();
  const navLogo = page.locator('.site-navbar img.site-logo');
  await navLogo.waitFor();
  // the logo shows in the navigation once its held-back picture arrives
  await page.waitForFunction(() => {
    const image = /** @type {HTMLImageElement | null} */ (document.querySelector('.site-navbar img.site-logo'));
    return !!image && image.complete && image.naturalWidth === 256;
  });
  // the logo's box is kept before the picture arrives: the name beside it does not move
  assert.equal(await layoutShiftSoFar(page), 0, 'the navigation does not shift when the logo loads');
  await page.unrouteAll();
  await page.waitForFunction(() => document.title.endsWith('· Shattered Realms'));
  const accent = await page.evaluate(() => getComputedStyle(document.documentElement).getPropertyValue('--site-accent').trim());
  assert.equal(accent, '#1f4e79');
  await checkScreen(page, 'player-site-home-named');
  assert.deepEqual(pageErrors, [], 'no page errors');
});

// @ts-check
/** Screenshots and the axe-core accessibility check of a main screen. */
const { mkdirSync } = require('node:fs');
const { join } = require('node:path');
// axe-core's script as a string (its documented `source`), put into a page once per document:
// window.axe stays across the app's own navigations.
const { source: AXE_SOURCE } = require('axe-core');

const SCREENSHOTS = join(__dirname, '..', 'screenshots');

/**
 * Saves a full-page screenshot as screenshots/<name>.png and fails on any serious or critical axe
 * violation of the page as it is now.
 * @param {import('playwright-core').Page} page
 * @param {string} name
 */
async function checkScreen(page, name) {
  // A dialog fading in (Bootstrap: 300 ms modal, 150 ms backdrop) is half transparent, which axe
  // reads as poor contrast: check the screen as it settles, once no transition is running.
  // (Endless animations, such as a spinner, never settle and are not waited for.)
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every((animation) => animation.playState !== 'running' || animation.effect?.getTiming().iterations === Infinity),
  );
  mkdirSync(SCREENSHOTS, { recursive: true });
  // a full page of the whole ruleset is tall: on two busy cores its capture outlasts the default 15 s
  await page.screenshot({ path: join(SCREENSHOTS, `${name}.png`), fullPage: true, timeout: 90_000 });
  // axe-core's own API in the page: its 500 KB script is evaluated once per document rather than
  // once per check (as @axe-core/playwright does), which was most of a check's time. Playwright's
  // evaluate is not bound by the page's Content-Security-Policy. The app has no frames to combine.
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE_SOURCE);
  /** @type {import('axe-core').AxeResults} */
  const results = await page.evaluate(() => /** @type {any} */ (window).axe.run(document, { resultTypes: ['violations'] }));
  const blocking = results.violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical');
  if (blocking.length > 0) {
    const details = blocking
      .map(
        (violation) =>
          `${violation.impact} ${violation.id}: ${violation.help}\n  ${violation.nodes.map((node) => node.target.join(' ')).join('\n  ')}`,
      )
      .join('\n');
    throw new Error(`Accessibility violations on ${name}:\n${details}`);
  }
  console.log(`e2e: ${name} — screenshot saved, no serious or critical axe violations (${results.violations.length} minor)`);
}

/**
 * The gzip size (level 9) of the scripts a page loaded, read from client/dist: what the first
 * screen really costs, lazy route chunks included.
 * @param {string[]} scriptUrls
 */
function gzipSizeOfScripts(scriptUrls) {
  const { readFileSync } = require('node:fs');
  const { gzipSync } = require('node:zlib');
  const dist = join(__dirname, '../../dist');
  return [...new Set(scriptUrls)].reduce(
    (total, url) => total + gzipSync(readFileSync(join(dist, new URL(url).pathname)), { level: 9 }).length,
    0,
  );
}

/** The text of the elements an element's aria-describedby names: what a screen reader reads after its name. @param {import('playwright-core').Locator} locator */
async function describedBy(locator) {
  return locator.evaluate((element) =>
    (element.getAttribute('aria-describedby') ?? '')
      .split(' ')
      .filter(Boolean)
      .map((id) => document.getElementById(id)?.textContent ?? '')
      .join(' '),
  );
}

/**
 * Clicks a control in a long list once the page around it has stopped moving. The editor's rows
 * off screen are not laid out (content-visibility: auto) and reserve an estimated height: scrolling
 * to a control lays out the rows that come into view at their real height, which can move the
 * control between the press and the release of a click, and a click whose release lands elsewhere
 * is no click. So the control is scrolled into view first, and clicked once its place and the
 * page's height have held for a few frames.
 * @param {import('playwright-core').Locator} locator
 */
async function clickSettled(locator) {
  for (let attempt = 0; attempt < 5; attempt++) {
    await locator.scrollIntoViewIfNeeded();
    const inView = await locator.evaluate(
      (element) =>
        new Promise((resolve) => {
          let last = '';
          let steady = 0;
          const look = () => {
            const box = element.getBoundingClientRect();
            const place = `${box.top},${box.left},${document.documentElement.scrollHeight}`;
            steady = place === last ? steady + 1 : 0;
            last = place;
            if (steady < 3) requestAnimationFrame(look);
            else resolve(box.top >= 0 && box.bottom <= window.innerHeight);
          };
          requestAnimationFrame(look);
        }),
    );
    if (inView) break;
  }
  await locator.click();
}

module.exports = { checkScreen, clickSettled, describedBy, gzipSizeOfScripts };

// @ts-check
/** Screenshots and the axe-core accessibility check of a main screen. */
const { mkdirSync } = require('node:fs');
const { join } = require('node:path');
const { AxeBuilder } = require('@axe-core/playwright');

const SCREENSHOTS = join(__dirname, 'screenshots');

/**
 * Saves a full-page screenshot as screenshots/<name>.png and fails on any serious or critical axe
 * violation of the page as it is now.
 * @param {import('playwright-core').Page} page
 * @param {string} name
 */
async function checkScreen(page, name) {
  mkdirSync(SCREENSHOTS, { recursive: true });
  await page.screenshot({ path: join(SCREENSHOTS, `${name}.png`), fullPage: true });
  const results = await new AxeBuilder({ page }).analyze();
  const blocking = results.violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical');
  if (blocking.length > 0) {
    const details = blocking
      .map((violation) => `${violation.impact} ${violation.id}: ${violation.help}\n  ${violation.nodes.map((node) => node.target.join(' ')).join('\n  ')}`)
      .join('\n');
    throw new Error(`Accessibility violations on ${name}:\n${details}`);
  }
  console.log(`e2e: ${name} — screenshot saved, no serious or critical axe violations (${results.violations.length} minor)`);
}

module.exports = { checkScreen };

// @ts-check
/**
 * The journeys' fixtures (@playwright/test): `test` and `expect` for the *.journey.js files.
 *
 * - `stack`: the built server on its own fresh database (harness.js startServer), one per journey:
 *   no journey depends on what another left behind, on a clock another moved, or on the login rate
 *   limits (per account, every attempt counts) that the shared e2e admin filled in earlier journeys.
 *   On a failure its last log lines are attached to the report (and printed by the list reporter).
 * - `newPage(options)`: a page in a new browser context on that server (baseURL set, 1280 x 800 unless
 *   `viewport` says otherwise, `stepTimeoutMs` for every wait, other browser.newContext options as
 *   given). Every context is closed when the journey ends; Playwright keeps each context's trace and
 *   a screenshot of each page when the journey fails (playwright.config.js).
 * The browser is Debian's headless Chromium (playwright.config.js, harness.js JOURNEY_LAUNCH_OPTIONS).
 */
const { test: base, expect } = require('@playwright/test');
const { startServer } = require('./harness');

/**
 * @typedef {Awaited<ReturnType<typeof startServer>>} Stack
 * @typedef {import('@playwright/test').BrowserContextOptions & { stepTimeoutMs?: number }} PageOptions
 * @typedef {(options?: PageOptions) => Promise<import('@playwright/test').Page>} NewPage
 */

/** @type {import('@playwright/test').TestType<import('@playwright/test').PlaywrightTestArgs & import('@playwright/test').PlaywrightTestOptions & { stack: Stack, newPage: NewPage }, import('@playwright/test').PlaywrightWorkerArgs & import('@playwright/test').PlaywrightWorkerOptions>} */
const test = base.extend({
  stack: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's dependencies from this destructuring: none here
    async ({}, use, testInfo) => {
      const stack = await startServer({ startupMs: 60_000 });
      try {
        await use(stack);
      } finally {
        if (testInfo.status !== testInfo.expectedStatus) {
          await testInfo.attach('server log', { body: stack.serverLog.join(''), contentType: 'text/plain' });
        }
        await stack.stop();
      }
    },
    { timeout: 90_000 },
  ],

  newPage: async ({ browser, stack }, use) => {
    /** @type {import('@playwright/test').BrowserContext[]} */
    const contexts = [];
    await use(async ({ stepTimeoutMs = 15_000, ...options } = {}) => {
      const context = await browser.newContext({ baseURL: stack.baseUrl, viewport: { width: 1280, height: 800 }, ...options });
      context.setDefaultTimeout(stepTimeoutMs);
      contexts.push(context);
      return context.newPage();
    });
    for (const context of contexts) await context.close();
  },
});

module.exports = { test, expect };

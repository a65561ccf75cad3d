// @ts-check
/**
 * The browser journeys (e2e/*.journey.js) on @playwright/test: `npm run e2e -w @larp/client`, also
 * the last step of the client's `npm test`. Two journeys at a time (E2E_WORKERS, default 2: each
 * journey has its own server on its own port and SQLite database, so they share nothing, and a
 * journey spends much of its time waiting on its browser and server, which the other fills), in
 * Debian's chromium-headless-shell, or its Chromium without it (harness.js JOURNEY_LAUNCH_OPTIONS;
 * Playwright downloads no browser).
 * `E2E_JOURNEYS=staff,editor` runs only those journeys (so does `npx playwright test staff editor`
 * in client/). A failed journey keeps its trace
 * (`npx playwright show-trace test-results/<journey>/trace.zip`) and screenshots in test-results/.
 */
const { defineConfig } = require('@playwright/test');
const { JOURNEY_LAUNCH_OPTIONS } = require('./e2e/support/harness');

const ONLY = (process.env.E2E_JOURNEYS ?? '')
  .split(',')
  .map((name) => name.trim())
  .filter(Boolean);

module.exports = defineConfig({
  testDir: 'e2e',
  testMatch: ONLY.length ? ONLY.map((name) => `${name}.journey.js`) : '*.journey.js',
  globalSetup: require.resolve('./e2e/support/global-setup.js'),
  outputDir: 'test-results',
  workers: Number(process.env.E2E_WORKERS || 2),
  // The files are shared out between the workers; a file's own tests run in order.
  fullyParallel: false,
  forbidOnly: !!process.env.CI,
  retries: 0,
  // One journey (its own server's start included); all of them together: generous, because CI shares
  // two cores with nothing else and a developer's machine may not.
  timeout: Number(process.env.E2E_JOURNEY_TIME_LIMIT_MS || 600_000),
  globalTimeout: Number(process.env.E2E_TIME_LIMIT_MS || 1_800_000),
  reporter: [['list']],
  use: {
    browserName: 'chromium',
    launchOptions: JOURNEY_LAUNCH_OPTIONS,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
});

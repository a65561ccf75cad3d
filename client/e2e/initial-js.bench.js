#!/usr/bin/env node
// @ts-check
/**
 * `npm run bench -- initial-js`: the player's initial JavaScript as Chromium receives it. The built
 * server (e2e/harness.js: production client build, fresh temporary DATA_DIR) serves the login page
 * to a fresh Chromium context (empty cache); the initial JavaScript is every script index.html loads
 * or modulepreloads (lazy chunks are not initial), and its bytes on the wire are the sum of their
 * Resource Timing transferSize (headers and the compressed body, as received). Goal line: at most
 * 200 KB. Prints each script's encoding and sizes.
 */
const { startStack } = require('./support/harness');

const BUDGET = 200 * 1024;

async function main() {
  const stack = await startStack({ startupMs: 180_000 });
  try {
    const context = await stack.browser.newContext({ baseURL: stack.baseUrl });
    const page = await context.newPage();
    /** @type {Map<string, string>} */
    const encodings = new Map();
    page.on('response', (response) =>
      encodings.set(new URL(response.url()).pathname, response.headers()['content-encoding'] ?? 'identity'),
    );
    await page.goto('/login', { waitUntil: 'load' });
    const html = await (await context.request.get('/login')).text();
    const initial = [...html.matchAll(/<(?:script[^>]*\bsrc|link[^>]*rel="modulepreload"[^>]*\bhref)="([^"]+\.js)"/g)].map(
      (match) => match[1],
    );
    // A modulepreload does not hold the load event back: wait (up to 30 s) until each initial script
    // has its Resource Timing entry, so a preload still in flight at `load` is counted, not reported missing.
    await page
      .waitForFunction(
        (sources) => sources.every((src) => performance.getEntriesByType('resource').some((entry) => new URL(entry.name).pathname === src)),
        initial,
        { timeout: 30_000 },
      )
      .catch(() => undefined);
    /** @type {{ name: string, transferSize: number, encodedBodySize: number, decodedBodySize: number }[]} */
    const entries = await page.evaluate(() =>
      performance.getEntriesByType('resource').map((entry) => {
        const resource = /** @type {PerformanceResourceTiming} */ (entry);
        return {
          name: new URL(resource.name).pathname,
          transferSize: resource.transferSize,
          encodedBodySize: resource.encodedBodySize,
          decodedBodySize: resource.decodedBodySize,
        };
      }),
    );
    let wire = 0;
    let decoded = 0;
    const missing = [];
    for (const src of initial) {
      const entry = entries.find((candidate) => candidate.name === src);
      if (!entry) {
        missing.push(src);
        continue;
      }
      wire += entry.transferSize;
      decoded += entry.decodedBodySize;
      console.log(
        `${(entry.transferSize / 1024).toFixed(1).padStart(8)} KB on the wire (${encodings.get(src)}), ${(entry.decodedBodySize / 1024).toFixed(1).padStart(8)} KB decoded  ${src}`,
      );
    }
    if (missing.length) throw new Error(`initial scripts Chromium did not load: ${missing.join(', ')}`);
    console.log(
      `${(wire / 1024).toFixed(1).padStart(8)} KB on the wire, ${(decoded / 1024).toFixed(1)} KB decoded: initial JavaScript (${initial.length} scripts)`,
    );
    console.log(
      `goal: initial-js-on-the-wire ${(wire / 1024).toFixed(1)} KB (${initial.length} scripts as Chromium received them) (target <= ${BUDGET / 1024} KB) ${wire <= BUDGET ? 'PASS' : 'FAIL'}`,
    );
    await context.close();
  } finally {
    await stack.stop();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});

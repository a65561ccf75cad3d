#!/usr/bin/env node
// @ts-check
/**
 * The cold-load bench, part of `npm run bench -w @larp/client`: a signed-in
 * player opens home and the character editor in a fresh Chromium context (empty HTTP cache, empty
 * localStorage, empty Apollo cache), production client build, against the real (built) server.
 *
 * Each figure is measured in the page from the navigation's start: the time until the screen's
 * content is in the document (home: the character's Edit link; editor: the first skill counter,
 * which needs the character and the whole ruleset), how many requests were started before that
 * (all, and those asking for data: /graphql and /api), and when the first and the last of those
 * data requests started (a late last one waited for code to arrive and render first: the request
 * waterfall). Run once on the
 * local network as it is and once with 50 ms added to every round trip (Chromium's network
 * emulation), where a waterfall costs whole round trips. Printed, never asserted.
 */
const { startStack } = require('./support/harness');
const { playerWithCharacter } = require('./support/admin');

const RUNS = Number(process.env.BENCH_RUNS || 5);
const PLAYER = { firstName: 'Bench', lastName: 'Coldload', email: 'bench.coldload@example.com', password: 'Quiet-Harbour-Lantern-47' };
const NAME = 'Coldload Hero';

/** Records, from the first script on, when `selector` first matches (performance.now(), i.e. since navigation start). */
function markContent(selector) {
  // @ts-ignore — runs in the page
  window.__contentAt = undefined;
  const check = () => {
    // @ts-ignore
    if (window.__contentAt === undefined && document.querySelector(selector)) window.__contentAt = performance.now();
  };
  new MutationObserver(check).observe(document, { childList: true, subtree: true });
}

/**
 * One cold load of `path` in a fresh, signed-in context.
 * @param {{ baseUrl: string, browser: import('playwright-core').Browser }} stack
 * @param {string} path @param {string} selector @param {number} latencyMs
 * @param {any[]} cookies the session cookie (signing in for every run would meet the login rate limit)
 */
async function coldLoad(stack, path, selector, latencyMs, cookies) {
  const context = await stack.browser.newContext({
    baseURL: stack.baseUrl,
    viewport: { width: 1280, height: 900 },
    storageState: { cookies, origins: [] },
  });
  try {
    await context.addInitScript(markContent, selector);
    const page = await context.newPage();
    if (latencyMs > 0) {
      const cdp = await context.newCDPSession(page);
      await cdp.send('Network.enable');
      await cdp.send('Network.emulateNetworkConditions', {
        offline: false,
        latency: latencyMs,
        downloadThroughput: -1,
        uploadThroughput: -1,
      });
    }
    await page.goto(path);
    await page.waitForFunction(() => /** @type {any} */ (window).__contentAt !== undefined, undefined, { timeout: 30_000 });
    return await page.evaluate(() => {
      const contentAt = /** @type {number} */ (/** @type {any} */ (window).__contentAt);
      const before = performance.getEntriesByType('resource').filter((entry) => entry.startTime <= contentAt);
      const data = before.filter((entry) => /\/(graphql|api\/)/.test(new URL(entry.name).pathname));
      return {
        contentAt,
        requests: before.length + 1, // + the document itself
        dataRequests: data.length,
        firstDataAt: data.length ? Math.min(...data.map((entry) => entry.startTime)) : NaN,
        lastDataAt: data.length ? Math.max(...data.map((entry) => entry.startTime)) : NaN,
      };
    });
  } finally {
    await context.close();
  }
}

const median = (/** @type {number[]} */ values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? NaN;

/** @param {Awaited<ReturnType<typeof coldLoad>>[]} runs */
function show(runs) {
  const list = (/** @type {number[]} */ values) => values.map((value) => value.toFixed(0)).join(', ');
  const contents = runs.map((run) => run.contentAt);
  return (
    `content at median ${median(contents).toFixed(0)} ms (${list(contents)}); ` +
    `requests before content ${median(runs.map((run) => run.requests))} (data ${median(runs.map((run) => run.dataRequests))}); ` +
    `data requests start from ${median(runs.map((run) => run.firstDataAt)).toFixed(0)} to ${median(runs.map((run) => run.lastDataAt)).toFixed(0)} ms (medians)`
  );
}

async function main() {
  const stack = await startStack({ startupMs: 60_000 });
  try {
    const { characterId: id } = await playerWithCharacter(stack, PLAYER, {
      name: NAME,
      characterClass: 'fighter',
      xp: 20,
      reason: 'bench: cold load',
    });

    const signIn = await stack.browser.newContext({ baseURL: stack.baseUrl });
    const login = await signIn.request.post('/api/v1/login', { data: { email: PLAYER.email, password: PLAYER.password } });
    if (!login.ok()) throw new Error(`login answered ${login.status()}`);
    const { cookies } = await signIn.storageState();
    await signIn.close();

    const screens = [
      ['home', '/', `a[aria-label="Edit ${NAME}"]`],
      ['character editor', `/character_editor/${id}`, 'output[aria-label$=" count"]'],
    ];
    for (const latency of [0, 50]) {
      for (const [name, path, selector] of screens) {
        await coldLoad(stack, path, selector, latency, cookies); // warm the server, not the browser
        const runs = [];
        for (let run = 0; run < RUNS; run++) runs.push(await coldLoad(stack, path, selector, latency, cookies));
        console.log(`bench: cold load of ${name}${latency ? ` (+${latency} ms per round trip)` : ''}: ${show(runs)}`);
      }
    }
  } finally {
    await stack.stop();
  }
}

main().then(
  () => process.exit(0),
  (error) => {
    console.error(error);
    process.exit(1);
  },
);

#!/usr/bin/env node
// @ts-check
/**
 * The Lighthouse bench, part of `npm run bench -w @larp/client`: Lighthouse 13's mobile
 * audit (its default preset: a phone screen, 4x CPU slowdown, 150 ms round trips, 1.6 Mbps, simulated)
 * of every page a player or staff member opens, against the built server on a database that
 * `npm run seed` filled (server/src/cli/seed.ts), in Debian's Chromium. Each page is audited
 * LH_RUNS times (3), each time in a fresh browser (empty cache), signed in where the page needs it; the
 * goal line gives the median of each category's score. Then the character editor's +/- buttons in a
 * Lighthouse user flow: a navigation, then a timespan around clicks at a 4x slowed CPU (DevTools
 * throttling, as a timespan cannot be simulated), whose Interaction to Next Paint is the goal.
 *
 * Targets: performance 90 on every page; accessibility and best practices 100; SEO 100 on the
 * public pages (a signed-in page is not for search engines: robots.txt keeps /staff out). INP 200 ms.
 * The load average is printed with each page: scores on a busy machine are lower and noisier; the
 * main thread's work (CPU time, at 4x) and the bytes sent are printed beside them.
 *
 * LH_PAGES=/login,/events,inp runs only those pages (paths as in the goal lines) and the INP flow;
 * LH_RUNS=5 audits each page 5 times; LH_REPORTS=folder keeps each run's JSON report.
 * `npm run bench -- lighthouse` runs it alone.
 */
const { execFileSync } = require('node:child_process');
const { mkdtempSync, writeFileSync } = require('node:fs');
const { loadavg, tmpdir } = require('node:os');
const { join } = require('node:path');
const { buildWhatIsNeeded, startServer, ROOT, CHROMIUM_LAUNCH_OPTIONS } = require('./support/harness');

const RUNS = Number(process.env.LH_RUNS || 3);
const ONLY = (process.env.LH_PAGES || '')
  .split(',')
  .map((page) => page.trim())
  .filter(Boolean);
const TARGET = { performance: 90, accessibility: 100, 'best-practices': 100, seo: 100 };
const INP_TARGET_MS = 200;
const CATEGORIES = /** @type {const} */ (['performance', 'accessibility', 'best-practices', 'seo']);

/** @typedef {{ password: string, admin: { email: string }, player: { email: string, characterIds: string[] }, openEventId: string, surveyEventId: string, pastEventIds: string[] }} DemoWorld */

/**
 * The pages, who opens them, and whether search engines may (SEO counts there).
 * @param {DemoWorld} world
 */
function pages(world) {
  const character = world.player.characterIds[0];
  return [
    { name: '/login', path: '/login', as: null, public: true },
    { name: '/signup', path: '/signup', as: null, public: true },
    { name: '/privacy', path: '/privacy', as: null, public: true },
    { name: '/', path: '/', as: 'player' },
    { name: '/new_character', path: '/new_character', as: 'player' },
    { name: '/character_editor/{id}', path: `/character_editor/${character}`, as: 'player' },
    { name: '/events', path: '/events', as: 'player' },
    { name: '/event_registration/{id}', path: `/event_registration/${world.openEventId}`, as: 'player' },
    { name: '/event/{id}/survey', path: `/event/${world.surveyEventId}/survey`, as: 'player' },
    { name: '/account', path: '/account', as: 'player' },
    { name: '/staff/manage_characters', path: '/staff/manage_characters', as: 'admin' },
    { name: '/staff/manage_events/{id}/attendance', path: `/staff/manage_events/${world.pastEventIds[0]}/attendance`, as: 'admin' },
  ].filter((page) => !ONLY.length || ONLY.includes(page.name));
}

/** The session cookie of one person, signed in once through REST (the login limit counts every attempt). */
async function sessionCookie(baseUrl, email, password) {
  const response = await fetch(`${baseUrl}/api/v1/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  if (!response.ok) throw new Error(`Signing in ${email} answered ${response.status}`);
  const [cookie] = response.headers.getSetCookie();
  const [pair] = cookie.split(';');
  const at = pair.indexOf('=');
  return { name: pair.slice(0, at), value: pair.slice(at + 1), domain: new URL(baseUrl).hostname, path: '/', httpOnly: true };
}

/** A fresh Chromium for one audit (Lighthouse's advice: no cache or state shared between runs). */
async function launch(cookie) {
  const puppeteer = require('puppeteer-core');
  const browser = await puppeteer.launch({
    executablePath: CHROMIUM_LAUNCH_OPTIONS.executablePath,
    args: [...CHROMIUM_LAUNCH_OPTIONS.args, '--disable-dev-shm-usage'],
    headless: true,
    defaultViewport: null,
  });
  if (cookie) await browser.setCookie(cookie);
  return browser;
}

const median = (/** @type {number[]} */ values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const load = () =>
  loadavg()
    .map((value) => value.toFixed(1))
    .join(' ');

/** Lighthouse's own failure to record a run (NO_NAVSTART, NO_FCP...), which a loaded machine sometimes causes. */
class LighthouseRunError extends Error {}

/** An audit, run again (up to twice, said on stderr) when Lighthouse failed to record it rather than the page failing. */
async function auditWithRetry(url, cookie) {
  for (let attempt = 1; ; attempt++) {
    try {
      return await audit(url, cookie);
    } catch (error) {
      if (!(error instanceof LighthouseRunError) || attempt === 3) throw error;
      console.error(`bench: ${error.message}; running it again (load average ${load()})`);
    }
  }
}

/** One Lighthouse navigation of `url` in a fresh browser: the four scores and the figures behind them. */
async function audit(url, cookie) {
  const { default: lighthouse } = await import('lighthouse');
  const browser = await launch(cookie);
  try {
    const page = await browser.newPage();
    const result = await lighthouse(url, { output: 'json', logLevel: 'error', onlyCategories: [...CATEGORIES] }, undefined, page);
    if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
    const { lhr } = result;
    if (lhr.runtimeError) throw new LighthouseRunError(`Lighthouse failed on ${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
    const score = (/** @type {string} */ id) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
    const metric = (/** @type {string} */ id) => lhr.audits[id]?.numericValue ?? NaN;
    const failed = Object.values(lhr.categories)
      .filter((category) => category.id !== 'performance')
      .flatMap((category) =>
        category.auditRefs.filter((ref) => ref.weight > 0 && (lhr.audits[ref.id]?.score ?? 1) < 1).map((ref) => ref.id),
      );
    return {
      scores: Object.fromEntries(CATEGORIES.map((id) => [id, score(id)])),
      fcp: metric('first-contentful-paint'),
      lcp: metric('largest-contentful-paint'),
      tbt: metric('total-blocking-time'),
      cls: metric('cumulative-layout-shift'),
      mainThreadMs: metric('mainthread-work-breakdown'),
      bytes: metric('total-byte-weight'),
      failed,
      lhr,
    };
  } finally {
    await browser.close();
  }
}

/**
 * The editor's +/- buttons in a user flow: navigate (mobile preset), then a timespan at a 4x slowed
 * CPU around clicks on Add one / Remove one; Lighthouse's interaction-to-next-paint of the timespan.
 */
async function editorInteraction(url, cookie) {
  const { startFlow } = await import('lighthouse');
  const browser = await launch(cookie);
  try {
    const page = await browser.newPage();
    const flow = await startFlow(page, { flags: { logLevel: 'error' } });
    await flow.navigate(url);
    await page.waitForSelector('button[aria-label^="Add one "]:not([disabled])', { timeout: 30_000 });
    await flow.startTimespan({ throttlingMethod: 'devtools', onlyCategories: ['performance'] });
    const clicks = [];
    for (let round = 0; round < 3; round++) {
      const adds = await page.$$('button[aria-label^="Add one "]:not([disabled])');
      if (!adds.length) throw new Error('No enabled Add one button in the editor');
      await adds[round % adds.length].click();
      clicks.push('+');
      await new Promise((done) => setTimeout(done, 400));
      const removes = await page.$$('button[aria-label^="Remove one "]:not([disabled])');
      if (removes.length) {
        await removes[0].click();
        clicks.push('-');
        await new Promise((done) => setTimeout(done, 400));
      }
    }
    await flow.endTimespan();
    const flowResult = await flow.createFlowResult();
    const timespan = flowResult.steps[flowResult.steps.length - 1].lhr;
    const inp = timespan.audits['interaction-to-next-paint'];
    return { inpMs: inp?.numericValue ?? NaN, clicks: clicks.join(''), tbt: timespan.audits['total-blocking-time']?.numericValue ?? NaN };
  } finally {
    await browser.close();
  }
}

/** `npm run seed` (the built server's CLI) into a fresh DATA_DIR; what it made, by id. */
function seed(dataDir) {
  const out = execFileSync(process.execPath, [join(ROOT, 'server/dist/cli/main.js'), 'seed', '--json'], {
    cwd: ROOT,
    env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: `sqlite:${join(dataDir, 'larp.sqlite')}`, SMTP_URL: '' },
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return /** @type {DemoWorld} */ (JSON.parse(out.trim().split('\n').pop() ?? '{}'));
}

async function main() {
  buildWhatIsNeeded();
  const dataDir = mkdtempSync(join(tmpdir(), 'larp-lighthouse-'));
  const world = seed(dataDir);
  const stack = await startServer({ startupMs: 60_000, dataDir });
  const reports = process.env.LH_REPORTS; // a folder to keep each run's JSON report in
  try {
    const cookies = {
      player: await sessionCookie(stack.baseUrl, world.player.email, world.password),
      admin: await sessionCookie(stack.baseUrl, world.admin.email, world.password),
    };
    for (const page of pages(world)) {
      const cookie = page.as ? cookies[/** @type {'player' | 'admin'} */ (page.as)] : null;
      const url = `${stack.baseUrl}${page.path}`;
      await auditWithRetry(url, cookie); // warms the server (and its caches), not the browser
      const runs = [];
      for (let run = 0; run < RUNS; run++) {
        runs.push(await auditWithRetry(url, cookie));
        if (reports) writeFileSync(join(reports, `${page.name.replace(/[^a-z0-9]+/gi, '_')}-${run}.json`), JSON.stringify(runs[run].lhr));
      }
      const medians = Object.fromEntries(CATEGORIES.map((id) => [id, median(runs.map((run) => run.scores[id]))]));
      const checked = CATEGORIES.filter((id) => id !== 'seo' || page.public);
      const pass = checked.every((id) => medians[id] >= TARGET[id]);
      const measured =
        checked.map((id) => `${id} ${medians[id]}`).join(' ') + (page.public ? '' : ` (seo ${medians.seo}, not a public page)`);
      const ms = (/** @type {number} */ value) => `${(value / 1000).toFixed(1)} s`;
      console.log(
        `bench: lighthouse ${page.name}: performance ${runs.map((run) => run.scores.performance).join(', ')}; ` +
          `FCP ${ms(median(runs.map((run) => run.fcp)))}, LCP ${ms(median(runs.map((run) => run.lcp)))}, ` +
          `TBT ${median(runs.map((run) => run.tbt)).toFixed(0)} ms, CLS ${median(runs.map((run) => run.cls)).toFixed(3)}, ` +
          `main thread ${ms(median(runs.map((run) => run.mainThreadMs)))}, ${(median(runs.map((run) => run.bytes)) / 1024).toFixed(0)} KiB sent; ` +
          `load average ${load()}` +
          (runs.some((run) => run.failed.length) ? `; failing audits: ${[...new Set(runs.flatMap((run) => run.failed))].join(', ')}` : ''),
      );
      console.log(`goal: lighthouse ${page.name} ${measured} (target ${TARGET.performance}) ${pass ? 'PASS' : 'FAIL'}`);
    }

    if (!ONLY.length || ONLY.includes('inp')) {
      const url = `${stack.baseUrl}/character_editor/${world.player.characterIds[0]}`;
      const runs = [];
      for (let run = 0; run < RUNS; run++) runs.push(await editorInteraction(url, cookies.player));
      const inp = median(runs.map((run) => run.inpMs));
      console.log(
        `bench: lighthouse editor +/- INP at 4x CPU: ${runs.map((run) => `${run.inpMs.toFixed(0)} ms (${run.clicks})`).join(', ')}; load average ${load()}`,
      );
      const pass = inp < INP_TARGET_MS;
      console.log(`goal: lighthouse-editor-inp ${inp.toFixed(0)} ms (target < ${INP_TARGET_MS} ms) ${pass ? 'PASS' : 'FAIL'}`);
    }
  } finally {
    await stack.stop();
  }
}

main().then(
  () => process.exit(0), // a failed goal is the goal line's FAIL (tools/bench/run.js)
  (error) => {
    console.error(error);
    process.exit(1);
  },
);

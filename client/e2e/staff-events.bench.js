#!/usr/bin/env node
// @ts-check
/**
 * `npm run bench:browser -w @larp/client`: the attendance review and the post-event table of an
 * event with 300 accepted registrations, in Chromium against the real (built) server, production
 * client build. The 300 players, characters and registrations are written straight into the
 * journeys' SQLite database through the server's own entities (signing 300 people up through the API
 * would hit its rate limits). Each figure is click -> the table's rows are in the page, measured in
 * the page (performance.now, then the next animation frame), so it includes the GraphQL round trip
 * on the first visit. Printed, never asserted.
 */
const { join } = require('node:path');
const { startStack, ROOT } = require('./support/harness');
const { signInAdmin, ADMIN_EMAIL, ADMIN_PASSWORD } = require('./support/admin');

const COUNT = 300;
const DAY = 24 * 3600_000;
const RUNS = 5;

/** @param {string} dataDir @param {string} eventId */
async function seed(dataDir, eventId) {
  require(join(ROOT, 'server/dist/node-env'));
  require('reflect-metadata');
  const { createDataSource } = require(join(ROOT, 'server/dist/db/data-source'));
  const { User } = require(join(ROOT, 'server/dist/db/entities/user.entity'));
  const { Character } = require(join(ROOT, 'server/dist/db/entities/character.entity'));
  const { EventRegistration } = require(join(ROOT, 'server/dist/db/entities/event-registration.entity'));
  const dataSource = await createDataSource({ type: 'sqlite', path: join(dataDir, 'larp.sqlite') });
  try {
    const m = dataSource.manager;
    for (let i = 0; i < COUNT; i++) {
      const user = await m.save(
        m.create(User, {
          firstName: `Bench${i}`,
          lastName: `Player${i}`,
          email: `bench${i}@example.org`,
          passwordHash: '',
          verified: true,
          roles: [],
          shardTotal: 0,
        }),
      );
      const character = await m.save(
        m.create(Character, {
          userId: user.id,
          characterXpTotal: 10,
          characterXpSequence: i % 9,
          deathCount: 0,
          reaperFightCount: 0,
          savedBuild: {
            character_name: `Hero ${i}`,
            character_race: { race: null, subculture: null, transformation: null, race_attributes: [] },
            character_class: 'fighter',
            character_skills: [],
            character_build_cost: 0,
          },
          committedBuild: null,
          buildVersion: 0,
          deleteAllowed: true,
          additionalSpellSchools: [],
        }),
      );
      await m.save(
        m.create(EventRegistration, {
          eventId,
          userId: user.id,
          characterId: character.id,
          eventRole: i % 4 === 0 ? 'npc' : 'pc',
          state: 'accepted',
          waitlistNote: null,
          registeredAt: new Date(Date.now() - (COUNT - i) * 60_000),
          questionAnswers: [],
        }),
      );
    }
  } finally {
    await dataSource.destroy();
  }
}

/**
 * Moves the event into the past (a passed event: Post-Event Workflow is offered) straight in the
 * database, so neither the server's nor the browser's clock is moved: the page's own clock then
 * stays the real one and the resource timings below stay comparable with performance.now().
 * @param {string} dataDir @param {string} eventId
 */
async function moveToThePast(dataDir, eventId) {
  const { createDataSource } = require(join(ROOT, 'server/dist/db/data-source'));
  const { Event } = require(join(ROOT, 'server/dist/db/entities/event.entity'));
  const dataSource = await createDataSource({ type: 'sqlite', path: join(dataDir, 'larp.sqlite') });
  try {
    await dataSource.manager.update(
      Event,
      { id: eventId },
      { eventStartTime: new Date(Date.now() - 3 * DAY), eventEndTime: new Date(Date.now() - 2 * DAY) },
    );
  } finally {
    await dataSource.destroy();
  }
}

/**
 * Clicks what `click` finds and times until `selector` matches `count` elements (in the page).
 * @param {import('playwright-core').Page} page @param {string} clickSelector @param {string} selector @param {number} count
 */
function pageTimeClick(page, clickSelector, selector, count) {
  return page.evaluate(
    ([clickSelector, selector, count]) =>
      new Promise((resolve) => {
        const target = /** @type {HTMLElement} */ (document.querySelector(String(clickSelector)));
        const start = performance.now();
        target.click();
        const check = () => {
          if (document.querySelectorAll(String(selector)).length >= Number(count)) requestAnimationFrame(() => resolve(done()));
          else requestAnimationFrame(check);
        };
        // The total, and the part after the last GraphQL answer arrived (the client's own work:
        // parsing, cache, React, layout and paint), from the page's resource timings.
        const done = () => {
          const end = performance.now();
          const answers = performance
            .getEntriesByType('resource')
            .filter((entry) => entry.name.includes('/graphql') && entry.startTime >= start)
            .map((entry) => /** @type {PerformanceResourceTiming} */ (entry).responseEnd);
          return { total: end - start, client: end - Math.max(start, ...answers) };
        };
        check();
      }),
    [clickSelector, selector, count],
  );
}

/**
 * BENCH_PROFILE=1: runs `action` under Chromium's sampling profiler and prints the 25 functions
 * with the most self time.
 * @param {import('playwright-core').BrowserContext} context @param {import('playwright-core').Page} page @param {() => Promise<unknown>} action
 */
async function profile(context, page, action) {
  const cdp = await context.newCDPSession(page);
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 100 });
  await cdp.send('Profiler.start');
  console.log('profiled run:', JSON.stringify(await action()));
  const { profile } = await cdp.send('Profiler.stop');
  const self = new Map();
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const counts = new Map();
  for (const id of profile.samples ?? []) counts.set(id, (counts.get(id) ?? 0) + 1);
  for (const [id, n] of counts) {
    const frame = byId.get(id)?.callFrame;
    const key = `${frame?.functionName || '(anon)'} ${frame?.url.split('/').pop()}:${frame?.lineNumber}`;
    self.set(key, (self.get(key) ?? 0) + n);
  }
  console.log(
    [...self]
      .sort((a, b) => b[1] - a[1])
      .slice(0, 25)
      .map(([k, n]) => `${(n * 0.1).toFixed(1)} ms ${k}`)
      .join('\n'),
  );
}

/** @type {WeakMap<import('playwright-core').Page, import('playwright-core').CDPSession>} */
const sessions = new WeakMap();

/** The CPU time the page's main thread has used so far, in ms (Chromium's ThreadTime metric): unlike wall time, it does not grow while other processes hold the machine's cores. @param {import('playwright-core').Page} page */
async function mainThreadCpu(page) {
  let cdp = sessions.get(page);
  if (!cdp) {
    cdp = await page.context().newCDPSession(page);
    await cdp.send('Performance.enable');
    sessions.set(page, cdp);
  }
  const { metrics } = await cdp.send('Performance.getMetrics');
  return (metrics.find((metric) => metric.name === 'ThreadTime')?.value ?? NaN) * 1000;
}

/**
 * pageTimeClick, and the main thread's CPU time over the same span (the whole of it: the route's
 * code, the request, reading the answer, React, layout and paint).
 * @param {import('playwright-core').Page} page @param {string} clickSelector @param {string} selector @param {number} count
 */
async function timeClick(page, clickSelector, selector, count) {
  const before = await mainThreadCpu(page);
  // The main thread's CPU time when each GraphQL answer has arrived (sampled as Playwright hears
  // of it, so a little late): the CPU after the last one is the client's own work on the answer.
  /** @type {Promise<number>[]} */
  const atAnswers = [];
  const onFinished = (/** @type {import('playwright-core').Request} */ request) => {
    if (request.url().includes('/graphql')) atAnswers.push(mainThreadCpu(page));
  };
  page.on('requestfinished', onFinished);
  const timed = /** @type {{ total: number, client: number }} */ (await pageTimeClick(page, clickSelector, selector, count));
  page.off('requestfinished', onFinished);
  const end = await mainThreadCpu(page);
  const answers = await Promise.all(atAnswers);
  return { ...timed, cpu: end - before, cpuAfterAnswer: answers.length ? end - Math.max(...answers) : end - before };
}

const median = (/** @type {number[]} */ values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? NaN;
/** @param {Array<{ total: number, client: number, cpu?: number, cpuAfterAnswer?: number } | number>} runs */
function show(runs) {
  const totals = runs.map((run) => (typeof run === 'number' ? run : run.total));
  const clients = runs.map((run) => (typeof run === 'number' ? run : run.client));
  const cpus = runs.map((run) => (typeof run === 'number' ? NaN : (run.cpu ?? NaN)));
  const afterAnswer = runs.map((run) => (typeof run === 'number' ? NaN : (run.cpuAfterAnswer ?? NaN)));
  const list = (/** @type {number[]} */ values) => values.map((v) => v.toFixed(1)).join(', ');
  const cpu = cpus.every((v) => Number.isFinite(v))
    ? `; main-thread CPU: whole span median ${median(cpus).toFixed(1)} ms (${list(cpus)}), after the last GraphQL answer median ${median(afterAnswer).toFixed(1)} ms (${list(afterAnswer)})`
    : '';
  return `total median ${median(totals).toFixed(1)} ms (${list(totals)}); after the last GraphQL answer median ${median(clients).toFixed(1)} ms (${list(clients)})${cpu}`;
}

async function main() {
  const stack = await startStack({ startupMs: 60_000 });
  try {
    const admin = await signInAdmin(stack);
    const start = new Date(Date.now() + 20 * DAY);
    const event = await admin.createEvent({ title: 'Bench Gathering', start });
    await admin.publishEvent(event._id);
    await seed(stack.dataDir, event._id);

    const context = await stack.browser.newContext({ baseURL: stack.baseUrl, viewport: { width: 1280, height: 800 } });
    const page = await context.newPage();
    await page.goto('/login');
    await page.getByLabel('Email', { exact: true }).fill(ADMIN_EMAIL);
    await page.getByLabel('Password', { exact: true }).fill(ADMIN_PASSWORD);
    await page.getByRole('button', { name: 'Log In' }).click();
    await page.getByRole('navigation').waitFor();

    // The attendance review: open it from the event list (first visit: the GraphQL answer of 300
    // registrations with users and characters, then the table), then switch tabs and filters.
    const open = [];
    const filter = [];
    const tab = [];
    for (let run = 0; run < RUNS; run++) {
      await page.goto('/staff/manage_events');
      await page.getByRole('link', { name: 'Review Attendance of Bench Gathering' }).waitFor();
      if (process.env.BENCH_PROFILE === '1' && run === RUNS - 1) {
        await profile(context, page, () =>
          timeClick(page, 'a[aria-label="Review Attendance of Bench Gathering"]', 'table[aria-label="Registrations"] tbody tr', 25),
        );
        await page.goto('/staff/manage_events');
        await page.getByRole('link', { name: 'Review Attendance of Bench Gathering' }).waitFor();
      }
      await page.evaluate(() => performance.clearResourceTimings());
      open.push(
        await timeClick(page, 'a[aria-label="Review Attendance of Bench Gathering"]', 'table[aria-label="Registrations"] tbody tr', 25),
      );
      await page.getByLabel('Rows per page').selectOption('100');
      await page.getByRole('table', { name: 'Registrations' }).locator('tbody tr').nth(99).waitFor();
      tab.push(await timeClick(page, '#attendance-review-tabs-tab-answers', 'a[href$="registration_answers.csv"]', 1));
      filter.push(await timeClick(page, '#attendance-review-tabs-tab-registrations', 'table[aria-label="Registrations"] tbody tr', 25));
    }
    console.log(`bench: attendance review, ${COUNT} registrations — open from the event list: ${show(open)}`);
    console.log(`bench: attendance review — back to the Registrations tab (table rebuilt): ${show(filter)}`);
    console.log(`bench: attendance review — Registration Answers tab: ${show(tab)}`);

    // The post-event table: the event has passed.
    await moveToThePast(stack.dataDir, event._id);
    const postEvent = [];
    const pageSize = [];
    for (let run = 0; run < RUNS; run++) {
      await page.goto('/staff/manage_events');
      await page.getByRole('link', { name: 'Post-Event Workflow of Bench Gathering' }).waitFor();
      if (process.env.BENCH_PROFILE === '1' && run === RUNS - 1) {
        await profile(context, page, () =>
          timeClick(page, 'a[aria-label="Post-Event Workflow of Bench Gathering"]', 'table[aria-label="Attendance"] tbody tr', 25),
        );
        await page.goto('/staff/manage_events');
        await page.getByRole('link', { name: 'Post-Event Workflow of Bench Gathering' }).waitFor();
      }
      await page.evaluate(() => performance.clearResourceTimings());
      postEvent.push(
        await timeClick(page, 'a[aria-label="Post-Event Workflow of Bench Gathering"]', 'table[aria-label="Attendance"] tbody tr', 25),
      );
      await page.getByLabel('Rows per page').waitFor();
      pageSize.push(
        await page.evaluate(
          () =>
            new Promise((resolve) => {
              const select = /** @type {HTMLSelectElement} */ (document.querySelector('select.form-select:not([aria-label])'));
              const start = performance.now();
              const setter = Object.getOwnPropertyDescriptor(HTMLSelectElement.prototype, 'value')?.set;
              setter?.call(select, '100');
              select.dispatchEvent(new Event('change', { bubbles: true }));
              const check = () => {
                if (document.querySelectorAll('table[aria-label="Attendance"] tbody tr').length >= 100)
                  requestAnimationFrame(() => resolve(performance.now() - start));
                else requestAnimationFrame(check);
              };
              check();
            }),
        ),
      );
    }
    console.log(
      `bench: post-event table, ${COUNT} attendees — open from the event list (one GraphQL answer: the event and the starting rows of 300, then the table): ${show(postEvent)}`,
    );
    console.log(`bench: post-event table — 100 rows of inputs per page: ${show(pageSize)}`);
    await context.close();
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

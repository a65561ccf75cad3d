// @ts-check
/**
 * Starts the real server (server/dist, through support/test-server.js) on a free port with a fresh
 * temporary DATA_DIR (SQLite): `startServer` for the journeys (fixtures.js gives each journey its
 * own; @playwright/test launches the browser with CHROMIUM_LAUNCH_OPTIONS), `startStack` (server and
 * Debian's Chromium through playwright-core) for the benches. Everything started here is stopped by
 * `stop()`, on success and on failure.
 */
const { spawn } = require('node:child_process');
const { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } = require('node:fs');
const net = require('node:net');
const { tmpdir } = require('node:os');
const { join } = require('node:path');
const { BUILDS, ROOT, ensureBuilt } = require('../../../tools/build/builds.cjs');

/** Debian's Chromium (no browser download): CHROMIUM_PATH overrides the path. */
const CHROMIUM = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
/**
 * The journeys' browser: Debian's chromium-headless-shell, the same Blink without the browser's
 * window and user interface (Playwright's own choice for headless Chromium), which takes about a
 * third less time per journey on two cores; CHROMIUM_HEADLESS_SHELL_PATH overrides the path. Without
 * that package the journeys run in the full Chromium. The benches always measure the full Chromium,
 * the browser people use.
 */
const HEADLESS_SHELL = process.env.CHROMIUM_HEADLESS_SHELL_PATH || '/usr/bin/chromium-headless-shell';
const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
/** How the benches launch Chromium. */
const CHROMIUM_LAUNCH_OPTIONS = { executablePath: CHROMIUM, args: CHROMIUM_ARGS };
/** How the journeys (playwright.config.js) launch their browser. */
const JOURNEY_LAUNCH_OPTIONS = { executablePath: existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : CHROMIUM, args: CHROMIUM_ARGS };

/**
 * Builds what the journey needs (tools/build/builds.cjs, under each build's lock: the server's tests
 * may be building the same at the same time): a workspace whose output is missing (a fresh clone),
 * and the client whenever its sources are newer than its build (so the journey never tests a stale
 * client). A stale rules or server build is only reported (E2E_REBUILD=1 rebuilds it): other
 * people's half-finished server work should not break the client's journey.
 */
function buildWhatIsNeeded() {
  const rebuildAll = process.env.E2E_REBUILD === '1';
  /** @type {Array<[keyof typeof BUILDS, boolean]>} */
  const workspaces = [
    ['@larp/rules', rebuildAll],
    ['@larp/server', rebuildAll],
    ['@larp/client', true],
  ];
  for (const [workspace, rebuildStale] of workspaces) {
    if (ensureBuilt(workspace, { rebuildStale }) === 'stale' && !rebuildStale) {
      const { output, sources } = BUILDS[workspace];
      console.warn(`e2e: ${output} is older than ${sources.join(', ')} (E2E_REBUILD=1 rebuilds it)`);
    }
  }
}

function freePort() {
  return new Promise((resolvePort, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolvePort(port));
    });
  });
}

/**
 * Waits until the server answers: /readyz 200 (its database is reachable), then /login with the
 * client's HTML. Each probe gives up after 5 s, so a server that accepted the connection but answers
 * slowly (a loaded machine) never holds the wait past its deadline. Throws, with the reason, when the
 * server exits first or the deadline passes.
 */
async function waitForServer(baseUrl, server, deadline) {
  let last = 'no answer yet';
  while (Date.now() < deadline) {
    if (server.exitCode !== null || server.signalCode !== null) {
      throw new Error(
        `The server exited (${server.exitCode !== null ? `code ${server.exitCode}` : server.signalCode}) before it was ready`,
      );
    }
    try {
      const ready = await fetch(`${baseUrl}/readyz`, { signal: AbortSignal.timeout(5000) });
      if (!ready.ok) last = `/readyz answered ${ready.status}`;
      else {
        const response = await fetch(`${baseUrl}/login`, { signal: AbortSignal.timeout(5000) });
        if (response.ok && (response.headers.get('content-type') ?? '').includes('text/html')) return;
        last = `/login answered ${response.status} ${response.headers.get('content-type') ?? ''}`;
      }
    } catch (error) {
      last = error instanceof Error ? error.message : String(error); // not listening yet, or slow
    }
    await new Promise((done) => setTimeout(done, 250));
  }
  throw new Error(`The server was not ready in time (last: ${last})`);
}

function stopProcess(child, graceMs) {
  if (!child || child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((done) => {
    const kill = setTimeout(() => child.kill('SIGKILL'), graceMs);
    child.once('exit', () => {
      clearTimeout(kill);
      done(undefined);
    });
    child.kill('SIGTERM');
  });
}

/**
 * The built server on a free port with a fresh DATA_DIR and SQLite database. Call
 * buildWhatIsNeeded() first (the journeys' global-setup.js does).
 * @param {{ startupMs: number, dataDir?: string }} options dataDir: a folder already prepared (the
 * Lighthouse bench's `npm run seed`) instead of a fresh one; stop() removes it all the same.
 */
async function startServer(options) {
  const dataDir = options.dataDir ?? mkdtempSync(join(tmpdir(), 'larp-e2e-'));
  // The port is chosen free, then taken by the server a moment later: on a machine shared by several
  // runs another process may take it first (EADDRINUSE), and the start is tried again on a new one.
  let port = await freePort();
  let baseUrl = `http://127.0.0.1:${port}`;
  /** @type {string[]} */
  const serverLog = [];
  /** @type {import('node:child_process').ChildProcess | undefined} */
  let server;

  const stop = async () => {
    await stopProcess(server, 5000);
    rmSync(dataDir, { recursive: true, force: true });
  };

  // The built server with a clock journeys can move (support/test-server.js); otherwise as main.js.
  // stopServer() and restartServer() take it away and bring it back on the same port and database
  // (the gate journey's outage).
  const launch = async () => {
    server = spawn(process.execPath, [join(__dirname, 'test-server.js')], {
      cwd: ROOT,
      env: {
        ...process.env,
        PORT: String(port),
        DATA_DIR: dataDir,
        DATABASE_URL: `sqlite:${join(dataDir, 'larp.sqlite')}`,
        PUBLIC_URL: baseUrl,
        SMTP_URL: '',
        // The webhooks journey's receiver listens on loopback, which webhooks may reach only when allowed.
        WEBHOOK_ALLOW_NETWORKS: '127.0.0.1/32',
        // The e2e admin of e2e/support/admin.js becomes admin when it verifies its account.
        ADMIN_EMAILS: 'e2e.admin@example.com',
        // Home's rulebook links come from the server's configuration (README "Configuration").
        RULEBOOK_LINKS: JSON.stringify([
          { label: 'Player Rulebook', url: 'https://rules.example.org/player-rulebook.pdf' },
          { label: 'Races and Cultures', url: 'https://rules.example.org/races-and-cultures.pdf' },
          { label: 'Skills and Magic', url: 'https://rules.example.org/skills-and-magic.pdf' },
        ]),
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const keep = (/** @type {unknown} */ chunk) => {
      serverLog.push(String(chunk));
      if (serverLog.length > 200) serverLog.shift();
    };
    server.stdout?.on('data', keep);
    server.stderr?.on('data', keep);
    await waitForServer(baseUrl, server, Date.now() + options.startupMs);
  };
  const stopServer = () => stopProcess(server, 5000);
  const restartServer = async () => {
    await stopServer();
    await launch();
  };

  for (let attempt = 1; ; attempt++) {
    try {
      await launch();
      break;
    } catch (error) {
      const log = serverLog.join('');
      await stopServer();
      if (attempt < 3 && /EADDRINUSE/.test(log)) {
        console.warn(`e2e: port ${port} was taken before the server listened; trying another`);
        serverLog.length = 0;
        port = await freePort();
        baseUrl = `http://127.0.0.1:${port}`;
        continue;
      }
      await stop();
      // What the server said is part of the failure (the last lines of its stdout and stderr).
      const tail = log.split('\n').slice(-40).join('\n');
      throw new Error(`${error instanceof Error ? error.message : String(error)}${tail ? `\n--- server output ---\n${tail}` : ''}`);
    }
  }
  return { baseUrl, dataDir, stop, serverLog, stopServer, restartServer };
}

/**
 * The server (startServer) and Debian's Chromium through playwright-core, for the benches.
 * @param {{ startupMs: number }} options
 */
async function startStack(options) {
  buildWhatIsNeeded();
  const server = await startServer(options);
  /** @type {import('playwright-core').Browser} */
  let browser;
  try {
    const { chromium } = require('playwright-core');
    browser = await chromium.launch({ ...CHROMIUM_LAUNCH_OPTIONS, timeout: options.startupMs });
  } catch (error) {
    await server.stop();
    throw error;
  }
  const stop = async () => {
    await browser.close().catch(() => undefined);
    await server.stop();
  };
  return { ...server, browser, stop };
}

/** The newest mail in the outbox whose text contains `marker`, with quoted-printable soft breaks undone. */
function readOutboxMail(dataDir, marker) {
  // Some mails (forgot password, resend verification) are sent just after the answer, off the
  // request path (the server's background tasks): give them a moment to reach the outbox, so that
  // the newest one is read (a resent mail follows an older one with the same marker) and a mail
  // that must not come has had its chance.
  Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 500);
  return outboxMailNow(dataDir, marker);
}

/**
 * The first mail with `marker` in the outbox, as soon as there is one (polled, for up to 10 s):
 * for a mail that is the only one of its kind, such as a new account's verification mail, where
 * there is no newer one to wait for.
 */
async function waitForOutboxMail(dataDir, marker) {
  for (let waited = 0; ; waited += 50) {
    const mail = outboxMailNow(dataDir, marker);
    if (mail || waited >= 10_000) return mail;
    await new Promise((done) => setTimeout(done, 50));
  }
}

function outboxMailNow(dataDir, marker) {
  const outbox = join(dataDir, 'outbox');
  if (!existsSync(outbox)) return undefined;
  const files = readdirSync(outbox)
    .filter((name) => name.endsWith('.eml'))
    .sort()
    .reverse();
  for (const file of files) {
    const raw = readFileSync(join(outbox, file), 'utf8');
    const text = raw.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_m, hex) => String.fromCharCode(parseInt(hex, 16)));
    if (text.includes(marker)) return text;
  }
  return undefined;
}

module.exports = {
  buildWhatIsNeeded,
  startServer,
  startStack,
  readOutboxMail,
  waitForOutboxMail,
  ROOT,
  CHROMIUM,
  CHROMIUM_ARGS,
  CHROMIUM_LAUNCH_OPTIONS,
  JOURNEY_LAUNCH_OPTIONS,
};

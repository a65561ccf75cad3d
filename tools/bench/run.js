#!/usr/bin/env node
// @ts-check
/**
 * `npm run bench`: runs every benchmark of the project, each in its own process, on SQLite and (when
 * TEST_MYSQL_URL is set) on MariaDB, then repeats at the end the goal lines they printed:
 *
 *   goal: <name> <measured> (target <target>) PASS|FAIL
 *
 * A bench states its goals by printing such lines on its standard output (anything else it prints
 * is passed through). To add one, add an entry to BENCHES below. One or some alone:
 * `npm run bench -- rest-list finalize` or `BENCH=rest-list,finalize npm run bench`;
 * `npm run bench -- --list` names them. Exit status 1 when a goal fails or a bench fails without
 * stating its goals. Benchmarks write only to temporary folders (os.tmpdir()), never into a build.
 */
const { spawn } = require('node:child_process');
const { resolve } = require('node:path');

const ROOT = resolve(__dirname, '../..');
const JEST_BENCH = ['jest', '--runInBand', '--testMatch', '**/*.bench.ts', '--testPathIgnorePatterns', '/node_modules/', '--'];

/**
 * For the benches that serve the built site (client/e2e/support/harness.js): a build older than its
 * sources is rebuilt first, so they measure the code as it is (the journeys only report a stale
 * rules or server build).
 */
const MEASURE_CURRENT_BUILD = { E2E_REBUILD: '1' };

/**
 * @typedef {{ name: string, about: string, cwd: string, command: string[], env?: Record<string, string>, goals: string[] }} Bench
 * `goals`: the goal names the bench is expected to state (a missing one is reported as FAIL).
 * @type {Bench[]}
 */
const BENCHES = [
  {
    name: 'rules',
    about: 'whole-build validation of a maximal build: median and p99',
    cwd: 'rules',
    command: ['npm', 'run', '--silent', 'bench'],
    goals: ['rules-validate-median', 'rules-validate-p99'],
  },
  {
    name: 'rest-list',
    about:
      'REST list of 50 characters against a bare node:http handler with the same SQL (compiled server, bare handler and autocannon each in its own process)',
    cwd: 'server',
    command: ['npx', ...JEST_BENCH, 'test/characters/characters.bench.ts'],
    env: { NODE_ENV: 'production' },
    goals: ['rest-list-50-vs-bare'],
  },
  {
    name: 'staff-graphql',
    about:
      'staff GraphQL list of 100 with owners, ledger, skill names: SQL count, against REST (compiled server in its own process), execution against JSON.stringify (plain node process)',
    cwd: 'server',
    command: ['npx', ...JEST_BENCH, 'test/characters/staff-graphql.bench.ts'],
    env: { NODE_ENV: 'production' },
    goals: ['staff-graphql-sql-statements', 'staff-graphql-vs-rest', 'graphql-execution-vs-json-stringify'],
  },
  {
    name: 'finalize',
    about: 'finalizing an event of 300 attendees: time and one transaction',
    cwd: 'server',
    command: ['npx', ...JEST_BENCH, 'test/events/finalize.bench.ts'],
    env: { NODE_ENV: 'production' },
    goals: ['finalize-300', 'finalize-one-transaction'],
  },
  {
    name: 'ruleset-impact',
    about: 'the ruleset impact report for 1,000 characters through HTTP: median of 5',
    cwd: 'server',
    command: ['npx', ...JEST_BENCH, 'test/rulesets/ruleset-impact.bench.ts'],
    env: { NODE_ENV: 'production' },
    goals: ['ruleset-impact-1000-characters'],
  },
  {
    name: 'big-world',
    about:
      'the eight-year community (5,000 players, 12,000 characters, ...) against the one-year one: paged staff and event calls, first byte of GET /characters and characters.csv, the impact report, /healthz stalls meanwhile, RSS (compiled server in its own process; worlds built once and kept)',
    cwd: 'server',
    command: ['npx', ...JEST_BENCH, 'test/bench/big-world.bench.ts'],
    env: { NODE_ENV: 'production' },
    goals: [
      'big/staff-character-page-last',
      'big/staff-user-page-first',
      'big/admin-events',
      'big/rest-events',
      'big/characters-first-byte',
      'big/characters-csv-first-byte',
      'big/ruleset-impact',
      'big/healthz-stall',
      'big/server-rss',
    ],
  },
  {
    name: 'staff-lists',
    about:
      'staff lists of 1,000 rows (GraphQL staffCharacterRows, staffUserRows, and the server-paged staffCharacterPage, staffUserPage): server time, SQL statements at 10 and 1,000 rows',
    cwd: 'server',
    command: ['npx', ...JEST_BENCH, 'test/staff/staff-lists.bench.ts'],
    env: { NODE_ENV: 'production' },
    goals: ['staff-list-sql-statements'],
  },
  {
    name: 'client-staff-table',
    about:
      'the staff table of 1,000 rows rendered as the screens show it (jsdom): client-paged (Manage XP, Deaths, print selection) and the largest server page (Manage Characters, Users)',
    cwd: 'client',
    command: ['npx', 'jest', '--runInBand', '--testMatch', '**/*.bench.tsx', '--', 'staff-table.bench.tsx'],
    goals: ['staff-table-render', 'staff-table-render-server-page'],
  },
  {
    name: 'editor-click',
    about: 'character editor counter clicks over the whole sample ruleset: p90 of 40 (jsdom, React Profiler)',
    cwd: 'client',
    command: ['npx', 'jest', '--runInBand', '--testMatch', '**/*.bench.tsx', '--', 'editor-click.bench.tsx'],
    goals: ['editor-click-p90'],
  },
  {
    name: 'initial-js',
    about: "the player's initial JavaScript as Chromium receives it from the started server (bytes on the wire)",
    cwd: 'client',
    command: ['node', 'e2e/initial-js.bench.js'],
    env: MEASURE_CURRENT_BUILD,
    goals: ['initial-js-on-the-wire'],
  },
  {
    name: 'gate',
    about: 'the check-in gate at 375 px, CPU 4x slower: a 2,000-player roster onto an empty device, a name search, a signature check',
    cwd: 'client',
    command: ['node', 'e2e/gate.bench.js'],
    env: MEASURE_CURRENT_BUILD,
    goals: ['gate-roster-2000-load', 'gate-name-search', 'gate-signature-check'],
  },
  {
    name: 'lighthouse',
    about: "Lighthouse 13's mobile audit of every player and staff page on a seeded site (median of 3), and the editor's +/- INP at 4x CPU",
    cwd: 'client',
    command: ['node', 'e2e/lighthouse.bench.js'],
    env: MEASURE_CURRENT_BUILD,
    goals: ['lighthouse', 'lighthouse-editor-inp'],
  },
];

function selected() {
  const args = process.argv.slice(2);
  if (args.includes('--list')) {
    for (const bench of BENCHES) console.log(`${bench.name.padEnd(20)} ${bench.about}`);
    process.exit(0);
  }
  const names = [...args, ...(process.env.BENCH ?? '').split(',')].map((name) => name.trim()).filter(Boolean);
  if (names.length === 0) return BENCHES;
  const unknown = names.filter((name) => !BENCHES.some((bench) => bench.name === name));
  if (unknown.length) {
    console.error(`unknown bench: ${unknown.join(', ')} (npm run bench -- --list)`);
    process.exit(2);
  }
  return BENCHES.filter((bench) => names.includes(bench.name));
}

const GOAL = /(?:^|\s)(goal: \S+ .*\(target .*\) (?:PASS|FAIL))\s*$/;

/** @param {Bench} bench @returns {Promise<{ code: number | null, goals: string[], seconds: number }>} */
function run(bench) {
  return new Promise((done) => {
    const started = Date.now();
    const goals = /** @type {string[]} */ ([]);
    console.log(`\n=== bench ${bench.name}: ${bench.about}`);
    const child = spawn(bench.command[0], bench.command.slice(1), {
      cwd: resolve(ROOT, bench.cwd),
      env: { ...process.env, ...bench.env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const scan = (/** @type {NodeJS.WriteStream} */ out) => {
      let rest = '';
      return (/** @type {Buffer} */ chunk) => {
        out.write(chunk);
        const lines = (rest + chunk.toString()).split('\n');
        rest = lines.pop() ?? '';
        for (const line of lines) {
          const match = GOAL.exec(line);
          if (match && !goals.includes(match[1])) goals.push(match[1]);
        }
      };
    };
    child.stdout.on('data', scan(process.stdout));
    child.stderr.on('data', scan(process.stderr));
    child.on('close', (code) => done({ code, goals, seconds: (Date.now() - started) / 1000 }));
  });
}

async function main() {
  const benches = selected();
  const started = Date.now();
  /** @type {string[]} */
  const lines = [];
  const timings = [];
  for (const bench of benches) {
    const result = await run(bench);
    timings.push(`${bench.name} ${result.seconds.toFixed(0)} s${result.code === 0 ? '' : ` (exit ${result.code})`}`);
    const own = [...result.goals];
    // The server's benches state each goal per database: one database's lines do not stand for the other's.
    const databases = bench.cwd === 'server' ? ['sqlite', ...(process.env.TEST_MYSQL_URL ? ['mysql'] : [])] : [null];
    for (const goal of bench.goals) {
      for (const db of databases) {
        const stated = db
          ? result.goals.some((line) => line.startsWith(`goal: ${goal}[${db}`))
          : result.goals.some((line) => line.startsWith(`goal: ${goal} `) || line.startsWith(`goal: ${goal}[`));
        if (!stated) {
          own.push(
            `goal: ${goal}${db ? `[${db}]` : ''} not measured (bench ${bench.name} exited ${result.code}) (target stated by the bench) FAIL`,
          );
        }
      }
    }
    if (result.code !== 0 && !own.some((line) => line.endsWith('FAIL'))) {
      own.push(`goal: bench-${bench.name}-ran exit ${result.code} (target exit 0) FAIL`);
    }
    lines.push(...own);
  }
  console.log(`\n=== benches: ${timings.join(', ')}; ${((Date.now() - started) / 1000).toFixed(0)} s in all`);
  console.log(
    `=== goals (${process.env.TEST_MYSQL_URL ? 'SQLite and MariaDB' : 'SQLite only: set TEST_MYSQL_URL for MariaDB'}; load average ${require('node:os')
      .loadavg()
      .map((n) => n.toFixed(1))
      .join(' ')})`,
  );
  for (const line of lines) console.log(line);
  process.exitCode = lines.some((line) => line.endsWith(' FAIL')) ? 1 : 0;
}

void main();

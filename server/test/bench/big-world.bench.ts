// Benchmark (not a test). `npm run bench -- big-world` (with TEST_MYSQL_URL for MariaDB too).
// The eight-year community (test/support/big-world.ts: 5,000 players, 12,000 characters, ...) against
// the one-year one (500 players, 1,000 characters), each served by the compiled server in its own
// process (as `npm start` runs it): the paged staff and event calls, the first byte of the whole-table
// answers (GET /characters, characters.csv), the ruleset impact report, the longest /healthz answer
// while each heavy call runs (probed every 20 ms from this process), and the server's RSS at the end.
// The worlds are built once and kept: SQLite as a file in the temporary folder (copied for each run),
// MariaDB as a database of their own (BENCH_WORLD_REBUILD=1 builds them again). BENCH_WORLDS=big runs
// the big world alone (the goals comparing with the small world then say so).
import { createHash } from 'node:crypto';
import { copyFileSync, existsSync, mkdtempSync, readFileSync, renameSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { createDataSource } from '../../src/db';
import type { DatabaseConfig } from '../../src/config';
import { MYSQL_MIGRATIONS } from '../../src/db/migrations/mysql';
import { SQLITE_MIGRATIONS } from '../../src/db/migrations/sqlite';
import { databases, testConfig, type DatabaseKind, type TestDatabase } from '../support';
import { copyMysqlTemplate, copySqliteTemplate } from '../support/database-template';
import { generateWorld, worldSize, type WorldSize } from '../support/big-world';
import { startApp } from '../support/http';
import { printGoal } from '../support/load';
import { agentFor, createPersonaUsers } from '../support/personas';
import { fixtureDraft } from '../support/rulesets';
import { startAppProcess, stopAppProcess, PROCESS_MODEL } from '../support/bench-processes';
import type { ServerProcess } from '../support/server-processes';

jest.setTimeout(3_600_000);

const WORLDS = (process.env.BENCH_WORLDS ?? 'small,big').split(',').map((name) => worldSize(name.trim()));
const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const PROBE_EVERY_MS = 20;

const QUERIES = {
  staffCharacterPageLast:
    '{ staffCharacterPage(page: 1000000, perPage: 25, sort: CHARACTER) { total page rows { id userId playerName playerEmail characterName characterClass raceDescription characterLevel characterXpTotal characterXpSequence deathCount reaperFightCount committed } } }',
  staffUserPageFirst:
    '{ staffUserPage(page: 1, perPage: 25, sort: NAME) { total page rows { id firstName lastName email verified roles shardTotal characterCount erased } } }',
  // the admin event list as it opens (client AdminEvents): the first page of each window
  adminEvents: `{ ${['UPCOMING', 'PAST']
    .map(
      (window) =>
        `${window.toLowerCase()}: eventConnection(window: ${window}, first: 12) { totalCount pageInfo { hasNextPage endCursor } nodes { id eventTitle eventDescription eventAddress eventImage eventStartTime eventEndTime eventPublished eventFinalized eventSurveyOpenAt pcRegistrationCount npcRegistrationCount eventRegistrationCount acceptedRegistrationCount waitlistedRegistrationCount unreviewedRegistrationCount pcPlacesLeft npcPlacesLeft eventPcCapacity eventNpcCapacity attendanceRecordCount surveyResponseCount } }`,
    )
    .join(' ')} }`,
  staffCharacterRows:
    '{ staffCharacterRows { id userId playerName playerEmail characterName characterClass raceDescription characterLevel characterXpTotal characterXpSequence deathCount reaperFightCount committed } }',
};

const PLAYER_LIST_INCLUDE =
  'event_registrations.character,attendance_records.character,survey_responses,event_registration_count,attendance_record_count';

/** The generator and the schema a kept world was built with: another of either builds it again. */
function worldKey(kind: DatabaseKind, size: WorldSize): string {
  const hash = createHash('sha1');
  hash.update(readFileSync(join(__dirname, '../support/big-world.ts')));
  hash.update((kind === 'sqlite' ? SQLITE_MIGRATIONS : MYSQL_MIGRATIONS).map((migration) => migration.name).join(','));
  return `${size.name}_${hash.digest('hex').slice(0, 10)}`;
}

async function fill(database: DatabaseConfig, dataDir: string, size: WorldSize, kind: DatabaseKind): Promise<void> {
  const dataSource = await createDataSource(database);
  const db = { kind, database, dataDir, dataSource, config: testConfig(database, dataDir) } as TestDatabase;
  const t = await startApp(db);
  try {
    await t.app.services.gameData.loadSampleIfEmpty();
    const started = performance.now();
    await generateWorld(dataSource, await t.app.services.gameData.loadGameData(), size, (line) => process.stdout.write(`${line}\n`));
    process.stdout.write(`world ${size.name} on ${kind} written in ${((performance.now() - started) / 1000).toFixed(0)} s\n`);
    if (kind === 'sqlite') await dataSource.query('PRAGMA wal_checkpoint(TRUNCATE)');
  } finally {
    await t.app.close();
    if (dataSource.isInitialized) await dataSource.destroy();
  }
}

async function mysqlQuery(url: string, sql: string): Promise<unknown> {
  const mysql = await import('mysql2/promise');
  const connection = await mysql.createConnection(url);
  try {
    return (await connection.query(sql))[0];
  } finally {
    await connection.end();
  }
}

/** The world's database for one run: a copy of the kept SQLite file, or the kept MariaDB database. */
async function openWorld(kind: DatabaseKind, size: WorldSize): Promise<TestDatabase> {
  const key = worldKey(kind, size);
  const dataDir = mkdtempSync(join(tmpdir(), 'larp-bench-world-'));
  const rebuild = process.env.BENCH_WORLD_REBUILD === '1';
  let database: DatabaseConfig;
  if (kind === 'sqlite') {
    const kept = join(tmpdir(), `larp-bench-world-${key}.sqlite`);
    if (rebuild || !existsSync(kept)) {
      const building = join(dataDir, 'building.sqlite');
      await copySqliteTemplate(building);
      await fill({ type: 'sqlite', path: building }, dataDir, size, kind);
      renameSync(building, kept);
    }
    database = { type: 'sqlite', path: join(dataDir, 'world.sqlite') };
    copyFileSync(kept, database.path);
  } else {
    const server = new URL(process.env.TEST_MYSQL_URL ?? '');
    const name = `larp_bench_world_${key}`;
    const url = new URL(server.toString());
    url.pathname = `/${name}`;
    database = { type: 'mysql', url: url.toString() };
    const present = (await mysqlQuery(server.toString(), `SHOW DATABASES LIKE '${name}'`)) as unknown[];
    if (rebuild || present.length === 0) {
      await mysqlQuery(server.toString(), `DROP DATABASE IF EXISTS \`${name}\``);
      await mysqlQuery(server.toString(), `CREATE DATABASE \`${name}\` CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci`);
      try {
        await copyMysqlTemplate(server.toString(), name);
        await fill(database, dataDir, size, kind);
      } catch (error) {
        await mysqlQuery(server.toString(), `DROP DATABASE IF EXISTS \`${name}\``);
        throw error;
      }
    }
  }
  const dataSource = await createDataSource(database);
  return {
    kind,
    database,
    dataDir,
    dataSource,
    config: testConfig(database, dataDir),
    open: () => createDataSource(database),
    async dispose() {
      if (dataSource.isInitialized) await dataSource.destroy();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/** One call's time to its first byte and to its end (the body read as it arrives, not parsed). */
async function timed(url: string, init: RequestInit): Promise<{ status: number; firstByte: number; total: number; bytes: number }> {
  const started = performance.now();
  const response = await fetch(url, init);
  const reader = response.body!.getReader() as ReadableStreamDefaultReader<Uint8Array>;
  let firstByte = 0;
  let bytes = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    if (!firstByte) firstByte = performance.now() - started;
    bytes += value.length;
  }
  return { status: response.status, firstByte, total: performance.now() - started, bytes };
}

/** Runs `work` while /healthz is asked every PROBE_EVERY_MS; answers the longest health answer. */
async function withHealthProbe<T>(origin: string, work: () => Promise<T>): Promise<{ result: T; stall: number; probes: number }> {
  const state = { running: true };
  let stall = 0;
  let probes = 0;
  const probing = (async () => {
    while (state.running) {
      const started = performance.now();
      await fetch(`${origin}/healthz`).then((answer) => answer.arrayBuffer());
      stall = Math.max(stall, performance.now() - started);
      probes += 1;
      await new Promise((wait) => setTimeout(wait, PROBE_EVERY_MS));
    }
  })();
  try {
    return { result: await work(), stall, probes };
  } finally {
    state.running = false;
    await probing;
  }
}

function rssMb(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024;
}

interface WorldFigures {
  paged: Record<string, number>;
  charactersFirstByte: number;
  charactersTotal: number;
  charactersBytes: number;
  csvFirstByte: number;
  csvTotal: number;
  impact: number;
  stalls: Record<string, number>;
  rss: number;
}

async function measure(kind: DatabaseKind, size: WorldSize, say: (line: string) => void): Promise<WorldFigures> {
  const db = await openWorld(kind, size);
  const t = await startApp(db);
  let server: ServerProcess | undefined;
  try {
    const admin = await agentFor(t.app, db.dataSource, await createPersonaUsers(db.dataSource), 'admin');
    const headers = { cookie: admin.cookie!, 'content-type': 'application/json' };
    const draft = await admin.rest('POST', '/ruleset/drafts', fixtureDraft());
    const draftId = (draft.body as { data: { _id: string } }).data._id;
    server = await startAppProcess(db);
    const { base, origin } = server;
    const graphql = (query: string) => timed(`${origin}/graphql`, { method: 'POST', headers, body: JSON.stringify({ query }) });
    const get = (path: string) => timed(`${base}${path}`, { headers });

    const paged: Record<string, number> = {};
    const pagedCalls: Record<string, () => ReturnType<typeof timed>> = {
      'staff-character-page-last': () => graphql(QUERIES.staffCharacterPageLast),
      'staff-user-page-first': () => graphql(QUERIES.staffUserPageFirst),
      'admin-events': () => graphql(QUERIES.adminEvents),
      // the spec's player list (events §7), a page of the upcoming window as an integrator pages it
      'rest-events': () => get(`/events?include=${PLAYER_LIST_INCLUDE}&user=me&event_published=true&window=upcoming&first=12`),
    };
    for (const [name, call] of Object.entries(pagedCalls)) {
      const first = await call();
      if (first.status !== 200) throw new Error(`${name} answered ${first.status}`);
      const times: number[] = [];
      for (let run = 0; run < RUNS; run += 1) times.push((await call()).total);
      paged[name] = median(times);
      say(`${size.name} ${name}: median ${paged[name].toFixed(0)} ms of ${RUNS}, ${first.bytes} bytes`);
    }

    const stalls: Record<string, number> = {};
    const heavy = async (name: string, call: () => ReturnType<typeof timed>, runs: number) => {
      const figures = [];
      for (let run = 0; run < runs; run += 1) {
        const { result, stall, probes } = await withHealthProbe(origin, call);
        if (result.status !== 200) throw new Error(`${name} answered ${result.status}`);
        stalls[name] = Math.max(stalls[name] ?? 0, stall);
        figures.push(result);
        say(
          `${size.name} ${name}: first byte ${result.firstByte.toFixed(0)} ms, all ${result.total.toFixed(0)} ms, ${result.bytes} bytes; /healthz longest ${stall.toFixed(0)} ms of ${probes} probes`,
        );
      }
      return {
        firstByte: median(figures.map((figure) => figure.firstByte)),
        total: median(figures.map((figure) => figure.total)),
        bytes: figures[0].bytes,
      };
    };
    const characters = await heavy('GET /characters', () => get('/characters'), 3);
    const csv = await heavy('characters.csv', () => get('/exports/characters.csv'), 3);
    const impact = await heavy('ruleset impact', () => get(`/ruleset/drafts/${draftId}/impact`), 3);
    await heavy('staffCharacterRows', () => graphql(QUERIES.staffCharacterRows), 1);
    const rss = rssMb(server.child.pid!);
    say(`${size.name} server RSS after the run: ${rss.toFixed(0)} MB`);
    return {
      paged,
      charactersFirstByte: characters.firstByte,
      charactersTotal: characters.total,
      charactersBytes: characters.bytes,
      csvFirstByte: csv.firstByte,
      csvTotal: csv.total,
      impact: impact.total,
      stalls,
      rss,
    };
  } finally {
    if (server) await stopAppProcess(server);
    await t.app.close();
    await db.dispose();
  }
}

describe.each(databases())('the big world on %s', (kind) => {
  it('serves the eight-year community', async () => {
    const lines: string[] = [];
    const say = (line: string) => {
      lines.push(line);
      process.stdout.write(`${line}\n`);
    };
    say(`big world bench on ${kind} (${PROCESS_MODEL.app}; /healthz probed every ${PROBE_EVERY_MS} ms from the bench's process)`);
    const figures: Partial<Record<WorldSize['name'], WorldFigures>> = {};
    for (const size of WORLDS) figures[size.name] = await measure(kind, size, say);
    const big = figures.big;
    if (!big) return;
    const small = figures.small;
    for (const [name, ms] of Object.entries(big.paged)) {
      const versus = small ? small.paged[name] : undefined;
      const ratio = versus ? ms / versus : null;
      printGoal(
        `big/${name}[${kind}]`,
        `${ms.toFixed(0)} ms median${versus ? ` (small world ${versus.toFixed(0)} ms, ${ratio!.toFixed(1)}x)` : ' (small world not run)'}`,
        '< 300 ms and <= 2x the small world',
        ms < 300 && ratio !== null && ratio <= 2,
      );
    }
    printGoal(
      `big/characters-first-byte[${kind}]`,
      `${big.charactersFirstByte.toFixed(0)} ms (all ${big.charactersTotal.toFixed(0)} ms, ${(big.charactersBytes / 1e6).toFixed(1)} MB)`,
      '< 300 ms',
      big.charactersFirstByte < 300,
    );
    printGoal(
      `big/characters-csv-first-byte[${kind}]`,
      `${big.csvFirstByte.toFixed(0)} ms (all ${big.csvTotal.toFixed(0)} ms)`,
      '< 300 ms',
      big.csvFirstByte < 300,
    );
    printGoal(`big/ruleset-impact[${kind}]`, `${big.impact.toFixed(0)} ms (median of 3)`, '< 2000 ms', big.impact < 2000);
    const worst = Math.max(...Object.values(big.stalls));
    printGoal(
      `big/healthz-stall[${kind}]`,
      `${worst.toFixed(0)} ms (${Object.entries(big.stalls)
        .map(([name, ms]) => `${name} ${ms.toFixed(0)}`)
        .join(', ')})`,
      '< 100 ms',
      worst < 100,
    );
    printGoal(`big/server-rss[${kind}]`, `${big.rss.toFixed(0)} MB`, '< 600 MB', big.rss < 600);
  });
});

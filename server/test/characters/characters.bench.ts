// Benchmark (not a test: jest runs only *.test.ts by default). `npm run bench -- rest-list`.
// Requests per second and p50/p99 latency for listing 50 characters through REST and GraphQL on the
// server as `npm start` runs it (compiled, plain node, NODE_ENV=production, in its own process),
// beside a bare node:http handler in its own plain node process (test/support/bare-replay.js) that
// replays the very SQL statements the app issued for the same request (recorded through TypeORM's
// logger in this process, on the same database), and the ratio app/bare. Jest only seeds and records:
// neither side runs in its sandbox (test/support/bench-processes.ts). The load comes from autocannon
// in its own process (test/support/load.ts), the three targets alternating round by round (the
// median round of each counts). SQLite always; MariaDB too with TEST_MYSQL_URL.
// Prints figures and the goal line (REST >= 0.6 of bare); never assertions.
import { loadavg } from 'node:os';
import type { DataSource } from 'typeorm';
import { startApp, type Agent, type TestApp } from '../support/http';
import { createUser } from '../support/accounts';
import { agentFor } from '../support/personas';
import { databases, useTestDatabase } from '../support';
import { agentOf, createCast, fighterBuild, SAMPLE } from '../support/characters';
import { alternate, BENCH_SESSIONS, printGoal, type LoadFigures, type LoadOptions } from '../support/load';
import { PROCESS_MODEL, startAppProcess, startBareProcess, stopAppProcess, type RecordedQuery } from '../support/bench-processes';
import type { ServerProcess } from '../support/server-processes';

const CONNECTIONS = 8;
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 3);
/** REST at least this share of the bare handler's requests per second. */
const TARGET = 0.6;

/** The SQL the app runs for one request, captured from TypeORM's logger. */
async function recordQueries(dataSource: DataSource, send: () => Promise<unknown>): Promise<RecordedQuery[]> {
  const recorded: RecordedQuery[] = [];
  const logger = dataSource.logger;
  const original = logger.logQuery.bind(logger);
  logger.logQuery = (sql: string, parameters?: unknown[], ...rest) => {
    recorded.push({ sql, parameters });
    return original(sql, parameters, ...rest);
  };
  try {
    await send();
  } finally {
    logger.logQuery = original;
  }
  return recorded;
}

const LIST_QUERY = `{ myCharacters { id characterXpTotal characterLevel buildVersion savedBuild { characterName characterClass characterBuildCost characterSkills { skillId entry } } } }`;

describe.each(databases())('characters benchmark on %s', (kind) => {
  const db = useTestDatabase(kind);
  let t: TestApp;
  let server: ServerProcess | undefined;
  const rows: string[] = [];

  beforeAll(async () => {
    // the app in this process seeds the database and records the SQL; it does not listen
    t = await startApp(db);
    await t.app.services.gameData.loadSampleIfEmpty();
  });
  afterAll(async () => {
    if (server) await stopAppProcess(server);
    await t.app.close();
    console.log(
      `characters benchmark on ${kind} (${PROCESS_MODEL.app}; ${PROCESS_MODEL.bare}; ${PROCESS_MODEL.load}; load average ${loadavg()
        .map((n) => n.toFixed(1))
        .join(' ')})\n${rows.join('\n')}`,
    );
  });

  it('lists 50 characters through REST and GraphQL, beside bare node:http', async () => {
    const cast = await createCast(db.dataSource);
    const player = await agentFor(t.app, db.dataSource, cast.users, 'player');
    const cookie = player.cookie!;
    /** The same 50 characters for the player of `agent`. */
    const fiftyCharacters = async (agent: Agent) => {
      for (let i = 0; i < 50; i += 1) {
        const created = await agent.rest('POST', '/user/characters', {
          character_name: 'Mira Ashdown',
          character_race: { race: 'Human', subculture: 'Highland' },
          character_class: 'fighter',
        });
        await agent.rest('PATCH', `/user/characters/${created.body.data._id}/build`, {
          character_build: fighterBuild({ [SAMPLE.battleHardened]: 2, [SAMPLE.highlandEndurance]: 1 }),
        });
      }
    };
    await fiftyCharacters(player);
    const sample = await player.rest('GET', '/user/characters');
    rows.push(`REST answer: ${JSON.stringify(sample.body).length} bytes for ${sample.body.data.length} characters`);
    // Recorded twice, the second kept: a request may also write the session's last_seen (once a
    // minute), which the list's steady state does not do and the bare handler must not replay.
    await recordQueries(db.dataSource, () => player.rest('GET', '/user/characters'));
    const listSql = await recordQueries(db.dataSource, () => player.rest('GET', '/user/characters'));
    server = await startAppProcess(db);
    const port = server.port;
    const served = await fetch(`${server.base}/user/characters`, { headers: { cookie } });
    const servedBody = (await served.json()) as { data?: unknown[] };
    if (served.status !== 200 || servedBody.data?.length !== 50)
      throw new Error(`the server process answered ${served.status} with ${servedBody.data?.length} characters`);
    const bare = await startBareProcess(db, listSql);
    const barePort = bare.port;
    const bareSample = await fetch(`http://127.0.0.1:${barePort}/list`, { headers: { cookie } });
    rows.push(`bare answer: ${(await bareSample.text()).length} bytes (every statement's rows)`);
    const headers = { cookie };
    const cookies = [cookie];
    // each session a player of its own with the same list: the API rate limit counts a user's sessions together
    while (cookies.length < BENCH_SESSIONS) {
      const other = await agentOf(t.app, db.dataSource, cast.users, await createUser(db.dataSource));
      await fiftyCharacters(other);
      cookies.push(other.cookie!);
    }
    const target = (onPort: number, requests: LoadOptions['requests']): LoadOptions => ({
      port: onPort,
      pid: onPort === barePort ? bare.pid : server!.child.pid,
      connections: CONNECTIONS,
      seconds: SECONDS,
      requests,
    });
    const targets = {
      bare: target(barePort, [{ method: 'GET', path: '/list', headers }]),
      rest: target(
        port,
        cookies.map((each) => ({ method: 'GET', path: '/api/v1/user/characters', headers: { cookie: each } })),
      ),
      graphql: target(
        port,
        cookies.map((each) => ({
          method: 'POST',
          path: '/graphql',
          headers: { cookie: each, 'content-type': 'application/json' },
          body: JSON.stringify({ query: LIST_QUERY }),
        })),
      ),
    };
    // Warm-up: every target once, briefly.
    await alternate(Object.fromEntries(Object.entries(targets).map(([name, options]) => [name, { ...options, seconds: 1 }])), 1);
    const figures = await alternate(targets, ROUNDS);
    await bare.stop();

    const fmt = (n: number) => n.toFixed(n >= 100 ? 0 : 1).padStart(7);
    const cpu = (app: LoadFigures) => (app.cpuPerRequest === undefined ? '-' : app.cpuPerRequest.toFixed(3)).padStart(8);
    const line = (name: string, app: LoadFigures) =>
      `${name.padEnd(18)} ${fmt(app.rps)}  ${fmt(app.p50)} ${fmt(app.p99)} |  ${(app.rps / figures.bare.rps).toFixed(2).padStart(8)}  ${String(listSql.length).padStart(7)}  ${String(app.non2xx).padStart(8)} ${cpu(app)}`;
    rows.push(
      `list of 50, ${CONNECTIONS} connections, median of ${ROUNDS} rounds of ${SECONDS} s each; CPU ms/req: the serving process's CPU time (all its threads) per answer`,
    );
    rows.push('target               req/s  p50 ms  p99 ms |  of bare  SQL/req  failures CPU ms/req');
    rows.push(line('bare node:http', figures.bare), line('REST', figures.rest), line('GraphQL', figures.graphql));
    const ratio = figures.rest.rps / figures.bare.rps;
    printGoal(
      `rest-list-50-vs-bare[${kind}]`,
      `${ratio.toFixed(2)} (${figures.rest.rps.toFixed(0)} against ${figures.bare.rps.toFixed(0)} req/s, ${figures.rest.non2xx} failures)`,
      `>= ${TARGET}`,
      ratio >= TARGET && figures.rest.non2xx === 0,
    );
  }, 600_000);
});

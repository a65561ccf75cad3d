// Benchmark (not a test: jest runs only *.test.ts by default). `npm run bench -- rest-list`.
// Requests per second and p50/p99 latency for listing 50 characters through REST and GraphQL on a
// listening server, beside a bare node:http handler that replays the very SQL statements the app
// issued for the same request (recorded through TypeORM's logger), and the ratio app/bare. The load
// comes from autocannon in its own process (test/support/load.ts), the three targets alternating round
// by round (the median round of each counts). SQLite always; MariaDB too with TEST_MYSQL_URL.
// Prints figures and the goal line (REST >= 0.6 of bare); never assertions.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { loadavg } from 'node:os';
import type { DataSource, EntityManager } from 'typeorm';
import { withTransaction } from '../../src/db';
import { startApp, type TestApp } from '../support/http';
import { agentFor } from '../support/personas';
import { databases, useTestDatabase } from '../support';
import { createCast, fighterBuild, SAMPLE } from '../support/characters';
import { alternate, printGoal, profiled, type LoadFigures, type LoadOptions } from '../support/load';

const CONNECTIONS = 8;
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 3);
/** REST at least this share of the bare handler's requests per second (issue 16). */
const TARGET = 0.6;

interface RecordedQuery {
  sql: string;
  parameters: unknown[] | undefined;
}

const TRANSACTION_CONTROL = /^\s*(BEGIN|START TRANSACTION|COMMIT|ROLLBACK)/i;

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

/**
 * A bare node:http server replaying recorded SQL per request (in a transaction when the app used one)
 * and answering every statement's rows as they came, JSON.stringify'd: the same SQL and the same rows
 * as the app, without hydrating, presenting or anything else.
 */
async function bareServer(dataSource: DataSource, queriesFor: (path: string) => RecordedQuery[]): Promise<Server> {
  const server = createServer((req, res) => {
    req.resume();
    req.on('end', async () => {
      const queries = queriesFor(req.url ?? '');
      const body = queries.filter((query) => !TRANSACTION_CONTROL.test(query.sql));
      // Every statement's rows go into the answer: a handler that read 50 characters sends them (it
      // once sent only the last statement's, the ruleset revision, 69 bytes against the app's 38 KB).
      const work = async (manager: EntityManager) => {
        const results: unknown[] = [];
        for (const query of body) results.push(await manager.query(query.sql, query.parameters));
        return results;
      };
      const result = body.length === queries.length ? await work(dataSource.manager) : await withTransaction(dataSource, work);
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ data: result }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return server;
}

const LIST_QUERY = `{ myCharacters { id characterXpTotal characterLevel buildVersion savedBuild { characterName characterClass characterBuildCost characterSkills { skillId entry } } } }`;

describe.each(databases())('characters benchmark on %s', (kind) => {
  const db = useTestDatabase(kind);
  let t: TestApp;
  const rows: string[] = [];

  beforeAll(async () => {
    t = await startApp(db);
    await t.app.services.gameData.loadSampleIfEmpty();
    await t.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(async () => {
    await t.app.close();
    console.log(
      `characters benchmark on ${kind} (load from autocannon in its own process; load average ${loadavg()
        .map((n) => n.toFixed(1))
        .join(' ')})\n${rows.join('\n')}`,
    );
  });

  it('lists 50 characters through REST and GraphQL, beside bare node:http', async () => {
    const cast = await createCast(db.dataSource);
    const player = await agentFor(t.app, db.dataSource, cast.users, 'player');
    const cookie = player.cookie!;
    const port = (t.app.server.address() as AddressInfo).port;
    for (let i = 0; i < 50; i += 1) {
      const created = await player.rest('POST', '/user/characters', {
        character_name: 'Mira Ashdown',
        character_race: { race: 'Human', subculture: 'Highland' },
        character_class: 'fighter',
      });
      await player.rest('PATCH', `/user/characters/${created.body.data._id}/build`, {
        character_build: fighterBuild({ [SAMPLE.battleHardened]: 2, [SAMPLE.highlandEndurance]: 1 }),
      });
    }
    const sample = await player.rest('GET', '/user/characters');
    rows.push(`REST answer: ${JSON.stringify(sample.body).length} bytes for ${sample.body.data.length} characters`);
    const listSql = await recordQueries(db.dataSource, () => player.rest('GET', '/user/characters'));
    const bare = await bareServer(db.dataSource, () => listSql);
    const barePort = (bare.address() as AddressInfo).port;
    const bareSample = await fetch(`http://127.0.0.1:${barePort}/list`, { headers: { cookie } });
    rows.push(`bare answer: ${(await bareSample.text()).length} bytes (every statement's rows)`);
    const headers = { cookie };
    const target = (onPort: number, request: LoadOptions['requests'][number]): LoadOptions => ({
      port: onPort,
      connections: CONNECTIONS,
      seconds: SECONDS,
      requests: [request],
    });
    const targets = {
      bare: target(barePort, { method: 'GET', path: '/list', headers }),
      rest: target(port, { method: 'GET', path: '/api/v1/user/characters', headers }),
      graphql: target(port, {
        method: 'POST',
        path: '/graphql',
        headers: { ...headers, 'content-type': 'application/json' },
        body: JSON.stringify({ query: LIST_QUERY }),
      }),
    };
    // Warm-up: every target once, briefly.
    await alternate(Object.fromEntries(Object.entries(targets).map(([name, options]) => [name, { ...options, seconds: 1 }])), 1);
    if (process.env.BENCH_CPU_PROF) {
      await profiled(`rest-${kind}`, () => alternate({ rest: targets.rest }, 1));
      await profiled(`graphql-${kind}`, () => alternate({ graphql: targets.graphql }, 1));
    }
    const figures = await alternate(targets, ROUNDS);
    await new Promise((resolve) => bare.close(resolve));

    const fmt = (n: number) => n.toFixed(n >= 100 ? 0 : 1).padStart(7);
    const line = (name: string, app: LoadFigures) =>
      `${name.padEnd(18)} ${fmt(app.rps)}  ${fmt(app.p50)} ${fmt(app.p99)} |  ${(app.rps / figures.bare.rps).toFixed(2).padStart(8)}  ${String(listSql.length).padStart(7)}  ${app.non2xx}`;
    rows.push(`list of 50, ${CONNECTIONS} connections, median of ${ROUNDS} rounds of ${SECONDS} s each`);
    rows.push('target               req/s  p50 ms  p99 ms |  of bare  SQL/req  failures');
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

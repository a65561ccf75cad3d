// Benchmark (not a test: jest runs only *.test.ts by default). `npm run bench -w @larp/server`.
// Prints requests per second and p50/p99 latency for listing 50 characters and for saving a build,
// through REST and GraphQL on a listening server, beside a bare node:http handler that replays the
// very SQL statements the app issued for the same request (recorded through TypeORM's logger), and
// the ratio app/bare. SQLite always; MariaDB too with TEST_MYSQL_URL. Figures, never assertions.
import { createServer, request as httpRequest, Agent as HttpAgent, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { performance } from 'node:perf_hooks';
import type { DataSource, EntityManager } from 'typeorm';
import { withTransaction } from '../../src/db';
import { startApp, type TestApp } from '../support/http';
import { agentFor } from '../support/personas';
import { databases, useTestDatabase } from '../support';
import { createCast, fighterBuild, SAMPLE } from '../support/characters';

const CONCURRENCY = 8;
const READ_REQUESTS = Number(process.env.BENCH_READS ?? 1500);
const WRITE_REQUESTS = Number(process.env.BENCH_WRITES ?? 600);
const WARMUP = 100;

interface Call {
  method: 'GET' | 'POST' | 'PATCH';
  path: string;
  body?: unknown;
}

interface Figures {
  rps: number;
  p50: number;
  p99: number;
  failures: number;
}

interface RecordedQuery {
  sql: string;
  parameters: unknown[] | undefined;
}

const TRANSACTION_CONTROL = /^\s*(BEGIN|START TRANSACTION|COMMIT|ROLLBACK)/i;

/** Sends `total` requests over `CONCURRENCY` keep-alive connections; per-request latencies. */
async function load(port: number, cookie: string, calls: (worker: number) => Call, total: number): Promise<Figures> {
  const agent = new HttpAgent({ keepAlive: true, maxSockets: CONCURRENCY });
  const send = (call: Call) =>
    new Promise<number>((resolve, reject) => {
      const payload = call.body === undefined ? undefined : JSON.stringify(call.body);
      const req = httpRequest(
        {
          host: '127.0.0.1',
          port,
          path: call.path,
          method: call.method,
          agent,
          headers: { cookie, ...(payload ? { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) } : {}) },
        },
        (res) => {
          res.resume();
          res.on('end', () => resolve(res.statusCode ?? 0));
        },
      );
      req.on('error', reject);
      if (payload) req.write(payload);
      req.end();
    });
  const run = async (count: number, latencies: number[] | null) => {
    let next = 0;
    let failures = 0;
    await Promise.all(
      Array.from({ length: CONCURRENCY }, async (_, worker) => {
        while (next < count) {
          next += 1;
          const started = performance.now();
          const status = await send(calls(worker));
          latencies?.push(performance.now() - started);
          if (status >= 300) failures += 1;
        }
      }),
    );
    return failures;
  };
  await run(WARMUP, null);
  const latencies: number[] = [];
  const started = performance.now();
  const failures = await run(total, latencies);
  const elapsed = (performance.now() - started) / 1000;
  agent.destroy();
  latencies.sort((a, b) => a - b);
  const at = (q: number) => latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))]!;
  return { rps: total / elapsed, p50: at(0.5), p99: at(0.99), failures };
}

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

/** A bare node:http server replaying recorded SQL per request (in a transaction when the app used one). */
async function bareServer(dataSource: DataSource, queriesFor: (path: string) => RecordedQuery[]): Promise<Server> {
  const server = createServer((req, res) => {
    req.resume();
    req.on('end', async () => {
      const queries = queriesFor(req.url ?? '');
      const body = queries.filter((query) => !TRANSACTION_CONTROL.test(query.sql));
      const work = async (manager: EntityManager) => {
        let last: unknown = null;
        for (const query of body) last = await manager.query(query.sql, query.parameters);
        return last;
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
const SAVE_MUTATION = `mutation Save($id: ID!, $build: JSONObject!) { saveCharacterBuild(id: $id, characterBuild: $build) { id buildVersion characterBuildCost } }`;

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
    console.log(`characters benchmark on ${kind} (concurrency ${CONCURRENCY}, one process, 2 cores)\n${rows.join('\n')}`);
  });

  it('lists 50 characters and saves builds through REST and GraphQL, beside bare node:http', async () => {
    const cast = await createCast(db.dataSource);
    const player = await agentFor(t.app, db.dataSource, cast.users, 'player');
    const cookie = player.cookie!;
    const port = (t.app.server.address() as AddressInfo).port;
    const ids: string[] = [];
    for (let i = 0; i < 50; i += 1) {
      const created = await player.rest('POST', '/user/characters', {
        character_name: 'Mira Ashdown',
        character_race: { race: 'Human', subculture: 'Highland' },
        character_class: 'fighter',
      });
      ids.push(created.body.data._id);
      await player.rest('PATCH', `/user/characters/${created.body.data._id}/build`, {
        character_build: fighterBuild({ [SAMPLE.battleHardened]: 2, [SAMPLE.highlandEndurance]: 1 }),
      });
    }
    const build = fighterBuild({ [SAMPLE.battleHardened]: 2, [SAMPLE.highlandEndurance]: 1 });
    const restList: Call = { method: 'GET', path: '/api/v1/user/characters' };
    const gqlList: Call = { method: 'POST', path: '/graphql', body: { query: LIST_QUERY } };
    // Each connection saves its own character, so saves do not conflict with each other.
    const restSave = (worker: number): Call => ({ method: 'PATCH', path: `/api/v1/user/characters/${ids[worker]}/build`, body: { character_build: build } });
    const gqlSave = (worker: number): Call => ({ method: 'POST', path: '/graphql', body: { query: SAVE_MUTATION, variables: { id: ids[worker], build } } });

    const listSql = await recordQueries(db.dataSource, () => player.rest('GET', '/user/characters'));
    const saveSql = await recordQueries(db.dataSource, () =>
      player.rest('PATCH', `/user/characters/${ids[49]}/build`, { character_build: build }),
    );
    const bare = await bareServer(db.dataSource, (path) => (path.startsWith('/save') ? saveSql : listSql));
    const barePort = (bare.address() as AddressInfo).port;

    const bareList = await load(barePort, cookie, () => ({ method: 'GET', path: '/list' }), READ_REQUESTS);
    const bareSave = await load(barePort, cookie, () => ({ method: 'POST', path: '/save', body: { character_build: build } }), WRITE_REQUESTS);
    const figures: [string, Figures, Figures, number][] = [
      ['list 50, REST', await load(port, cookie, () => restList, READ_REQUESTS), bareList, listSql.length],
      ['list 50, GraphQL', await load(port, cookie, () => gqlList, READ_REQUESTS), bareList, listSql.length],
      ['save build, REST', await load(port, cookie, restSave, WRITE_REQUESTS), bareSave, saveSql.length],
      ['save build, GraphQL', await load(port, cookie, gqlSave, WRITE_REQUESTS), bareSave, saveSql.length],
    ];
    await new Promise((resolve) => bare.close(resolve));

    const fmt = (n: number) => n.toFixed(n >= 100 ? 0 : 1).padStart(7);
    rows.push('scenario              app req/s  p50 ms  p99 ms | bare req/s  p50 ms  p99 ms | app/bare req/s  SQL/req  failures');
    for (const [name, app, base, sql] of figures) {
      rows.push(
        `${name.padEnd(20)} ${fmt(app.rps)}  ${fmt(app.p50)} ${fmt(app.p99)} |  ${fmt(base.rps)}  ${fmt(base.p50)} ${fmt(base.p99)} |  ${(app.rps / base.rps).toFixed(2).padStart(13)}  ${String(sql).padStart(7)}  ${app.failures}`,
      );
    }
  }, 600_000);
});

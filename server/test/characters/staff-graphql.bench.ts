// Benchmark (not a test: jest runs only *.test.ts by default). `npm run bench -- staff-graphql`.
// The staff GraphQL character list with owners, XP ledger (with authors) and skill names:
//  - its SQL statements for 10 and for 100 characters (goal: the same, at most 4);
//  - requests per second against REST GET /characters?ids= for the same 100 characters with their
//    owners (REST has no ledger in its list) on the server as `npm start` runs it (compiled, plain
//    node, NODE_ENV=production, its own process), load from autocannon in its own process, the two
//    alternating round by round (goal: GraphQL at least VS_REST_GOAL of REST);
//  - the execution of the document by the executor /graphql runs (app.graphqlExecutor: graphql-jit,
//    compiled once per document, as Apollo calls it after parsing and validation), in a plain node
//    process of its own on the compiled app (test/support/graphql-execution.js; CPU time, the CPU
//    of the data reads taken out: the SQL statements and the reading of their rows into entities,
//    printed beside it) against the CPU time of JSON.stringify of its answer (goal: at most 3x).
// Jest only seeds the database and counts statements: nothing measured runs in its sandbox.
// SQLite always; MariaDB too with TEST_MYSQL_URL. Figures and goal lines, never assertions.
import { loadavg } from 'node:os';
import { Character, newObjectId, XpLedgerEntry } from '../../src/db';
import { startApp, type TestApp } from '../support/http';
import { agentFor } from '../support/personas';
import { databases, useTestDatabase } from '../support';
import { alternate, BENCH_SESSIONS, printGoal, type LoadOptions } from '../support/load';
import { createCast, fighterBuild, SAMPLE } from '../support/characters';
import { measureExecutionInProcess, PROCESS_MODEL, startAppProcess, stopAppProcess } from '../support/bench-processes';
import type { ServerProcess } from '../support/server-processes';

const LIST = `query List($ids: [ID!]) { characters(ids: $ids) {
  id characterLevel committed characterXpTotal
  user { id email firstName lastName }
  xpLedger { amount reason actor { id firstName } }
  shownBuild { characterName characterClass characterSkills { skillId skillName skill { skillType } } }
} }`;
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
/**
 * GraphQL's requests per second at least this share of REST's, with Apollo Server as it is (its
 * gateway request context costs the garbage collector: docs/PERFORMANCE.md): 10% below the lower of
 * two runs on the project's 2-core machine, and never below 0.4, what Apollo on a plain HTTP stack
 * reaches.
 */
const VS_REST_GOAL = 0.4;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 3);
const EXECUTIONS = Number(process.env.BENCH_EXECUTIONS ?? 300);

jest.setTimeout(600_000);

describe.each(databases())('staff GraphQL list on %s', (kind) => {
  const db = useTestDatabase(kind);
  let t: TestApp;
  let server: ServerProcess | undefined;

  beforeAll(async () => {
    // the app in this process seeds the database and counts statements; it does not listen
    t = await startApp(db);
    await t.app.services.gameData.loadSampleIfEmpty();
  });
  afterAll(async () => {
    if (server) await stopAppProcess(server);
    await t.app.close();
  });

  it('lists 100 characters with owners, ledger and skill names', async () => {
    const cast = await createCast(db.dataSource);
    const admin = await agentFor(t.app, db.dataSource, cast.users, 'admin');
    const ids: string[] = [];
    for (let i = 0; i < 100; i += 1) {
      const owner = newObjectId();
      await db.dataSource.query(
        `INSERT INTO users (id, first_name, last_name, email, password_hash, verified, email_consent, roles, shard_total, xp_token_purchased) VALUES (?, 'Bench', ?, ?, 'x', 1, 0, '[]', 0, 0)`,
        [owner, `Owner${i}`, `bench-${i}-${owner}@example.org`],
      );
      const id = newObjectId();
      await db.dataSource.getRepository(Character).insert({
        id,
        userId: owner,
        characterXpTotal: 10,
        savedBuild: fighterBuild(
          { [SAMPLE.battleHardened]: 2, [SAMPLE.highlandEndurance]: 1 },
          { character_name: `Bench ${i}`, character_build_cost: 4 },
        ),
        committedBuild: null,
        additionalSpellSchools: [],
      });
      await db.dataSource.getRepository(XpLedgerEntry).insert({
        id: newObjectId(),
        characterId: id,
        amount: 10,
        kind: 'starting_xp',
        reason: 'Starting XP',
        actorId: cast.users.admin.id,
        eventId: null,
        createdAt: new Date('2026-01-01T00:00:00Z'),
      } as never);
      ids.push(id);
    }

    // SQL statements at 10 and at 100.
    const logger = db.dataSource.logger;
    const original = logger.logQuery.bind(logger);
    let statements: string[] = [];
    const statementsFor = async (list: string[]) => {
      let count = 0;
      statements = [];
      logger.logQuery = (...args: Parameters<typeof logger.logQuery>) => {
        // the rate limit's batched write runs on a timer, not for the request (a slow answer may
        // overlap it: 5 for 4 under load), as in test/staff/staff-lists.test.ts
        if (/rate_limit_buckets/i.test(args[0])) return original(...args);
        count += 1;
        statements.push(args[0].slice(0, 160));
        return original(...args);
      };
      try {
        const answer = await admin.graphql(LIST, { ids: list });
        if (answer.body.errors) throw new Error(JSON.stringify(answer.body.errors));
      } finally {
        logger.logQuery = original;
      }
      return count;
    };
    await statementsFor(ids.slice(0, 10));
    const atTen = await statementsFor(ids.slice(0, 10));
    const atHundred = await statementsFor(ids);
    printGoal(
      `staff-graphql-sql-statements[${kind}]`,
      `${atTen} at 10, ${atHundred} at 100`,
      'the same, <= 4',
      atTen === atHundred && atHundred <= 4,
    );

    // GraphQL against REST, same 100 characters.
    server = await startAppProcess(db);
    const port = server.port;
    const body = JSON.stringify({ query: LIST, variables: { ids } });
    const cookies = [admin.cookie!];
    while (cookies.length < BENCH_SESSIONS) cookies.push((await agentFor(t.app, db.dataSource, cast.users, 'admin')).cookie!);
    const target = (request: (cookie: string) => LoadOptions['requests'][number]): LoadOptions => ({
      port,
      pid: server!.child.pid,
      connections: 8,
      seconds: SECONDS,
      requests: cookies.map(request),
    });
    const targets = {
      rest: target((cookie) => ({ method: 'GET', path: `/api/v1/characters?ids=${ids.join(',')}`, headers: { cookie } })),
      graphql: target((cookie) => ({
        method: 'POST',
        path: '/graphql',
        headers: { cookie, 'content-type': 'application/json' },
        body,
      })),
    };
    await alternate(Object.fromEntries(Object.entries(targets).map(([name, options]) => [name, { ...options, seconds: 1 }])), 1);
    const figures = await alternate(targets, ROUNDS);
    const ratio = figures.graphql.rps / figures.rest.rps;

    // Execution in a plain node process on the compiled app, SQL time taken out, against JSON.stringify of the answer.
    const measured = await measureExecutionInProcess(db, {
      userId: cast.users.admin.id,
      source: LIST,
      variables: { ids },
      executions: EXECUTIONS,
    });
    const { executions, walls, stringifies, sql, reads, bytes, cold } = measured;
    const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
    const execution = median(executions);
    const stringify = median(stringifies);
    console.log(
      [
        `staff GraphQL list on ${kind} (${PROCESS_MODEL.app}; ${PROCESS_MODEL.load}; ${PROCESS_MODEL.execution}; load average ${loadavg()
          .map((n) => n.toFixed(1))
          .join(' ')})`,
        `  SQL statements: ${atTen} for 10 characters, ${atHundred} for 100:`,
        ...statements.map((sql) => `    ${sql}`),
        `  100 characters: GraphQL ${figures.graphql.rps.toFixed(0)} req/s (p50 ${figures.graphql.p50} ms, ${figures.graphql.non2xx} failures), REST ${figures.rest.rps.toFixed(0)} req/s (p50 ${figures.rest.p50} ms, ${figures.rest.non2xx} failures); GraphQL/REST ${ratio.toFixed(2)} (median of ${ROUNDS} rounds of ${SECONDS} s); the server's CPU per answer: GraphQL ${figures.graphql.cpuPerRequest?.toFixed(2) ?? '-'} ms, REST ${figures.rest.cpuPerRequest?.toFixed(2) ?? '-'} ms`,
        `  execution ${execution.toFixed(2)} ms CPU (the data reads' CPU taken out, median of ${EXECUTIONS} after 1,000 warm-ups; ${median(walls).toFixed(2)} ms wall without them; the first ${cold.length} runs ${median(cold).toFixed(2)} ms) against JSON.stringify ${stringify.toFixed(2)} ms CPU of ${(bytes / 1024).toFixed(0)} KiB: ${(execution / stringify).toFixed(1)}x`,
        `  data reads ${median(reads).toFixed(2)} ms CPU: SQL statements ${median(sql).toFixed(2)} ms, their rows read into entities ${(median(reads) - median(sql)).toFixed(2)} ms (medians)`,
      ].join('\n'),
    );
    printGoal(
      `staff-graphql-vs-rest[${kind}]`,
      `${ratio.toFixed(2)} (${figures.graphql.rps.toFixed(0)} against ${figures.rest.rps.toFixed(0)} req/s, ${figures.graphql.non2xx + figures.rest.non2xx} failures)`,
      `>= ${VS_REST_GOAL}`,
      ratio >= VS_REST_GOAL && figures.graphql.non2xx === 0 && figures.rest.non2xx === 0,
    );
    printGoal(
      `graphql-execution-vs-json-stringify[${kind}]`,
      `${(execution / stringify).toFixed(1)}x (${execution.toFixed(2)} ms against ${stringify.toFixed(2)} ms, CPU)`,
      '<= 3x',
      execution <= 3 * stringify,
    );
  });
});

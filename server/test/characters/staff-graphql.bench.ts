// Benchmark (not a test: jest runs only *.test.ts by default). `npm run bench -- staff-graphql`.
// The staff GraphQL character list with owners, XP ledger (with authors) and skill names:
//  - its SQL statements for 10 and for 100 characters (goal: the same, at most 4);
//  - requests per second against REST GET /characters?ids= for the same 100 characters with their
//    owners (REST has no ledger in its list), load from autocannon in its own process, the two
//    alternating round by round (goal: GraphQL at least 0.5 of REST);
//  - the execution of the document in this process (graphql's execute over the app's schema, CPU
//    time, the CPU spent inside SQL statements taken out) against the CPU time of JSON.stringify of its
//    answer (goal: at most 3x).
// SQLite always; MariaDB too with TEST_MYSQL_URL. Figures and goal lines, never assertions.
import type { AddressInfo } from 'node:net';
import { loadavg } from 'node:os';
import { performance } from 'node:perf_hooks';
import { execute, parse, type GraphQLSchema } from 'graphql';
import { Character, newObjectId, XpLedgerEntry } from '../../src/db';
import { buildAppSchema } from '../../src/graphql/schema';
import { createLoaders } from '../../src/graphql/loaders';
import type { GraphQLContext } from '../../src/graphql/context';
import type { RequestContext } from '../../src/request-context';
import { startApp, type TestApp } from '../support/http';
import { agentFor } from '../support/personas';
import { databases, useTestDatabase } from '../support';
import { alternate, printGoal, profiled, type LoadOptions } from '../support/load';
import { createCast, fighterBuild, SAMPLE } from '../support/characters';

const LIST = `query List($ids: [ID!]) { characters(ids: $ids) {
  id characterLevel committed characterXpTotal
  user { id email firstName lastName }
  xpLedger { amount reason actor { id firstName } }
  shownBuild { characterName characterClass characterSkills { skillId skillName skill { skillType } } }
} }`;
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 3);
const EXECUTIONS = 30;

jest.setTimeout(600_000);

describe.each(databases())('staff GraphQL list on %s', (kind) => {
  const db = useTestDatabase(kind);
  let t: TestApp;

  beforeAll(async () => {
    t = await startApp(db);
    await t.app.services.gameData.loadSampleIfEmpty();
    await t.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(async () => {
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
    const port = (t.app.server.address() as AddressInfo).port;
    const headers = { cookie: admin.cookie!, 'content-type': 'application/json' };
    const body = JSON.stringify({ query: LIST, variables: { ids } });
    const target = (request: LoadOptions['requests'][number]): LoadOptions => ({
      port,
      connections: 8,
      seconds: SECONDS,
      requests: [request],
    });
    const targets = {
      rest: target({ method: 'GET', path: `/api/v1/characters?ids=${ids.join(',')}`, headers: { cookie: admin.cookie! } }),
      graphql: target({ method: 'POST', path: '/graphql', headers, body }),
    };
    await alternate(Object.fromEntries(Object.entries(targets).map(([name, options]) => [name, { ...options, seconds: 1 }])), 1);
    if (process.env.BENCH_CPU_PROF) await profiled(`staff-graphql-${kind}`, () => alternate({ graphql: targets.graphql }, 1));
    const figures = await alternate(targets, ROUNDS);
    const ratio = figures.graphql.rps / figures.rest.rps;

    // Execution in process, SQL time taken out, against JSON.stringify of the answer.
    const schema: GraphQLSchema = await buildAppSchema();
    const document = parse(LIST);
    const request: RequestContext = { user: cast.users.admin, ip: '127.0.0.1', session: undefined as never };
    const sqlWindows = instrumentSql(db.dataSource);
    const executions: number[] = [];
    const walls: number[] = [];
    const stringifies: number[] = [];
    let bytes = 0;
    try {
      for (let run = 0; run < EXECUTIONS + 5; run += 1) {
        const contextValue: GraphQLContext = {
          request: { ...request },
          services: t.app.services,
          loaders: createLoaders(t.app.services),
          logger: t.app.log,
        };
        sqlWindows.reset();
        const cpu = process.cpuUsage();
        const started = performance.now();
        const result = await execute({ schema, document, contextValue, variableValues: { ids } });
        walls.push(performance.now() - started - sqlWindows.total());
        const spent = process.cpuUsage(cpu);
        const took = (spent.user + spent.system) / 1000 - sqlWindows.cpuTotal();
        if (result.errors) throw new Error(JSON.stringify(result.errors));
        const cpuBefore = process.cpuUsage();
        const text = JSON.stringify(result);
        const stringified = process.cpuUsage(cpuBefore);
        const stringify = (stringified.user + stringified.system) / 1000;
        bytes = text.length;
        if (run >= 5) {
          executions.push(took);
          stringifies.push(stringify);
        }
      }
    } finally {
      sqlWindows.restore();
    }
    const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
    const execution = median(executions);
    const stringify = median(stringifies);
    console.log(
      [
        `staff GraphQL list on ${kind} (load average ${loadavg()
          .map((n) => n.toFixed(1))
          .join(' ')})`,
        `  SQL statements: ${atTen} for 10 characters, ${atHundred} for 100:`,
        ...statements.map((sql) => `    ${sql}`),
        `  100 characters: GraphQL ${figures.graphql.rps.toFixed(0)} req/s (p50 ${figures.graphql.p50} ms, ${figures.graphql.non2xx} failures), REST ${figures.rest.rps.toFixed(0)} req/s (p50 ${figures.rest.p50} ms); GraphQL/REST ${ratio.toFixed(2)} (median of ${ROUNDS} rounds of ${SECONDS} s)`,
        `  execution ${execution.toFixed(2)} ms CPU (the SQL statements' CPU taken out, median of ${EXECUTIONS}; ${median(walls).toFixed(2)} ms wall without SQL) against JSON.stringify ${stringify.toFixed(2)} ms CPU of ${(bytes / 1024).toFixed(0)} KiB: ${(execution / stringify).toFixed(1)}x`,
      ].join('\n'),
    );
    printGoal(
      `staff-graphql-vs-rest[${kind}]`,
      `${ratio.toFixed(2)} (${figures.graphql.rps.toFixed(0)} against ${figures.rest.rps.toFixed(0)} req/s)`,
      '>= 0.5',
      ratio >= 0.5 && figures.graphql.non2xx === 0,
    );
    printGoal(
      `graphql-execution-vs-json-stringify[${kind}]`,
      `${(execution / stringify).toFixed(1)}x (${execution.toFixed(2)} ms against ${stringify.toFixed(2)} ms, CPU)`,
      '<= 3x',
      execution <= 3 * stringify,
    );
  });
});

/** Wall time spent inside the driver's statements (their union), so execution can be told apart from SQL. */
function instrumentSql(dataSource: import('typeorm').DataSource) {
  const driver = dataSource.driver as unknown as { createQueryRunner(mode: string): import('typeorm').QueryRunner };
  const create = driver.createQueryRunner.bind(driver);
  let active = 0;
  let since = 0;
  let total = 0;
  let cpuSince = process.cpuUsage();
  let cpuTotal = 0;
  const wrap = (runner: import('typeorm').QueryRunner) => {
    const query = runner.query.bind(runner);
    runner.query = (async (...args: Parameters<typeof runner.query>) => {
      if (active++ === 0) {
        since = performance.now();
        cpuSince = process.cpuUsage();
      }
      try {
        return await query(...args);
      } finally {
        if (--active === 0) {
          total += performance.now() - since;
          const spent = process.cpuUsage(cpuSince);
          cpuTotal += (spent.user + spent.system) / 1000;
        }
      }
    }) as typeof runner.query;
    return runner;
  };
  driver.createQueryRunner = (mode: string) => wrap(create(mode));
  // the default manager's runner may already exist (SQLite keeps one)
  const manager = dataSource.manager as unknown as { queryRunner?: import('typeorm').QueryRunner };
  if (manager.queryRunner) wrap(manager.queryRunner);
  return {
    reset: () => {
      total = 0;
      cpuTotal = 0;
    },
    total: () => total,
    cpuTotal: () => cpuTotal,
    restore: () => {
      driver.createQueryRunner = create;
    },
  };
}

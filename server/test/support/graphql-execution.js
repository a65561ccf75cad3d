// The staff-graphql bench's "execution against JSON.stringify" figure, taken in a plain node process
// (no jest sandbox): loads the compiled app (server/dist) on the bench's seeded database, then runs a
// document through the executor /graphql runs (app.graphqlExecutor: graphql-jit, compiled once per
// document) `executions` times after WARM_UPS warm-ups, measuring the CPU time of each execution with
// the CPU of its data reads taken out (the SQL statements and the reading of their rows into entities,
// both measured too), and the CPU time of JSON.stringify of its answer.
// argv[2]: the compiled server's folder; argv[3]: a JSON file
// { config: AppConfig, graphiqlDist, userId, source, variables, executions }.
// Prints one JSON line: { executions: [ms], walls: [ms], stringifies: [ms], sql: [ms], reads: [ms], bytes, cold: [ms] }
// (cold: the CPU of the first COLD executions, measured as the others).
const { readFileSync } = require('node:fs');
const { join } = require('node:path');
const { performance } = require('node:perf_hooks');
const { parse } = require('graphql');

/**
 * Runs before the measured ones, so the figure is a running server's, which has run its staff list
 * many times: V8 tiers the compiled query, the resolvers and the drivers up over the first several
 * hundred runs (the median of runs 1-100 on the staff list of 100 is well above that of runs from
 * 600 on, on both databases). The median of the first 100 is printed too (`cold`).
 */
const WARM_UPS = 1000;
/** The first runs whose median is printed as the cold figure. */
const COLD = 100;

/**
 * Time windows (wall and CPU, their union) spent inside the calls given to `around`: nested and
 * overlapping calls count once.
 */
function windows() {
  let active = 0;
  let since = 0;
  let total = 0;
  let cpuSince = process.cpuUsage();
  let cpuTotal = 0;
  return {
    around(call) {
      return async (...args) => {
        if (active++ === 0) {
          since = performance.now();
          cpuSince = process.cpuUsage();
        }
        try {
          return await call(...args);
        } finally {
          if (--active === 0) {
            total += performance.now() - since;
            const spent = process.cpuUsage(cpuSince);
            cpuTotal += (spent.user + spent.system) / 1000;
          }
        }
      };
    },
    reset: () => {
      total = 0;
      cpuTotal = 0;
    },
    total: () => total,
    cpuTotal: () => cpuTotal,
  };
}

/**
 * Two sets of windows, so execution can be told apart from data access: `sql`, the driver's statements;
 * `reads`, the statements with their query runner's creation and release (DataSource.query: on
 * MariaDB taking a pool connection and giving it back) and the reading of their rows into entities
 * (the row readers of db/row-reader, which the hot lists use: JSON.parse of the stored builds, dates).
 * Must run before the app is built: the services make their readers when they are constructed.
 */
function instrumentDataAccess(dist) {
  const sql = windows();
  const reads = windows();
  const readers = require(join(dist, 'db', 'row-reader'));
  for (const name of ['rowReader', 'joinedRowReader']) {
    const make = readers[name];
    readers[name] = (...args) => {
      const reader = make(...args);
      const read = reader.read.bind(reader);
      return Object.defineProperty({ read: reads.around(read) }, 'sql', { get: () => reader.sql });
    };
  }
  // SQLite's driver hands out one runner again and again: each runner is wrapped once
  const wrapped = new WeakSet();
  const wrap = (runner) => {
    if (wrapped.has(runner)) return runner;
    wrapped.add(runner);
    runner.query = reads.around(sql.around(runner.query.bind(runner)));
    return runner;
  };
  return {
    sql,
    reads,
    attach(dataSource) {
      // A statement through the DataSource (every manager's query goes there) with its query runner's
      // creation and release: on MariaDB a pool connection taken and given back, data access too.
      dataSource.query = reads.around(dataSource.query.bind(dataSource));
      const driver = dataSource.driver;
      const create = driver.createQueryRunner.bind(driver);
      driver.createQueryRunner = (mode) => wrap(create(mode));
      // the default manager's runner may already exist (SQLite keeps one)
      if (dataSource.manager.queryRunner) wrap(dataSource.manager.queryRunner);
    },
  };
}

async function startProfile() {
  const { Session } = require('node:inspector/promises');
  const { writeFileSync } = require('node:fs');
  const session = new Session();
  session.connect();
  await session.post('Profiler.enable');
  await session.post('Profiler.setSamplingInterval', { interval: 100 });
  await session.post('Profiler.start');
  return {
    async stop(file) {
      const { profile } = await session.post('Profiler.stop');
      writeFileSync(file, JSON.stringify(profile));
      console.error(`CPU profile of the executions: ${file}`);
      session.disconnect();
    },
  };
}

async function main() {
  const dist = process.argv[2];
  const input = JSON.parse(readFileSync(process.argv[3], 'utf8'));
  // FAST_PATHS as the server reads it (a bench run with some fast paths off)
  const fastPaths = require(join(dist, 'fast-paths'));
  const enabled = fastPaths.parseFastPaths(process.env.FAST_PATHS);
  if (typeof enabled === 'string') throw new Error(`FAST_PATHS: ${enabled}`);
  fastPaths.setFastPaths(enabled);
  const access = instrumentDataAccess(dist);
  const { buildApp } = require(join(dist, 'app'));
  const { createDataSource, User } = require(join(dist, 'db'));
  const { createLoaders } = require(join(dist, 'graphql', 'loaders'));
  const dataSource = await createDataSource(input.config.database);
  const app = await buildApp({ config: input.config, dataSource, logger: false, clientDist: null, graphiqlDist: input.graphiqlDist });
  await app.ready();
  const user = await dataSource.getRepository(User).findOneByOrFail({ id: input.userId });
  const executor = app.graphqlExecutor;
  const document = parse(input.source);
  access.attach(dataSource);
  const sqlCpu = [];
  const readCpu = [];
  const executions = [];
  const walls = [];
  const stringifies = [];
  const cold = [];
  let bytes = 0;
  // BENCH_CPU_PROF (passed on by the bench): a CPU profile of the measured executions, for finding where the time goes
  const profile = process.env.BENCH_CPU_PROF ? await startProfile() : null;
  for (let run = 0; run < input.executions + WARM_UPS; run += 1) {
    const contextValue = {
      request: { user, ip: '127.0.0.1', session: undefined },
      services: app.services,
      loaders: createLoaders(app.services),
      logger: app.log,
    };
    access.sql.reset();
    access.reads.reset();
    const cpu = process.cpuUsage();
    const started = performance.now();
    const result = await executor.execute({ document, source: input.source, contextValue, variables: input.variables });
    const wall = performance.now() - started - access.reads.total();
    const spent = process.cpuUsage(cpu);
    const took = (spent.user + spent.system) / 1000 - access.reads.cpuTotal();
    if (result.errors) throw new Error(JSON.stringify(result.errors));
    const cpuBefore = process.cpuUsage();
    const text = JSON.stringify(result);
    const stringified = process.cpuUsage(cpuBefore);
    bytes = text.length;
    if (run < COLD) cold.push(took);
    if (run >= WARM_UPS) {
      executions.push(took);
      sqlCpu.push(access.sql.cpuTotal());
      readCpu.push(access.reads.cpuTotal());
      walls.push(wall);
      stringifies.push((stringified.user + stringified.system) / 1000);
    }
  }
  if (profile) await profile.stop(`${process.env.BENCH_CPU_PROF}.cpuprofile`);
  await app.close();
  if (dataSource.isInitialized) await dataSource.destroy();
  process.stdout.write(`${JSON.stringify({ executions, walls, stringifies, sql: sqlCpu, reads: readCpu, bytes, cold })}\n`);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});

// The staff-graphql bench's "execution against JSON.stringify" figure, taken in a plain node process
// (no jest sandbox): builds the compiled app (test-dist) on the bench's seeded database, then runs a
// document through the executor /graphql runs (app.graphqlExecutor: graphql-jit, compiled once per
// document) `executions` times after 5 warm-ups, measuring the CPU time of each execution with the
// CPU spent inside SQL statements taken out, and the CPU time of JSON.stringify of its answer.
// argv[2]: the compiled server's folder; argv[3]: a JSON file
// { config: AppConfig, graphiqlDist, userId, source, variables, executions }.
// Prints one JSON line: { executions: [ms], walls: [ms], stringifies: [ms], bytes }.
const { readFileSync } = require('node:fs');
const { join } = require('node:path');
const { performance } = require('node:perf_hooks');
const { parse } = require('graphql');

/** Wall and CPU time spent inside the driver's statements (their union), so execution can be told apart from SQL. */
function instrumentSql(dataSource) {
  const driver = dataSource.driver;
  const create = driver.createQueryRunner.bind(driver);
  let active = 0;
  let since = 0;
  let total = 0;
  let cpuSince = process.cpuUsage();
  let cpuTotal = 0;
  const wrap = (runner) => {
    const query = runner.query.bind(runner);
    runner.query = async (...args) => {
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
    };
    return runner;
  };
  driver.createQueryRunner = (mode) => wrap(create(mode));
  // the default manager's runner may already exist (SQLite keeps one)
  if (dataSource.manager.queryRunner) wrap(dataSource.manager.queryRunner);
  return {
    reset: () => {
      total = 0;
      cpuTotal = 0;
    },
    total: () => total,
    cpuTotal: () => cpuTotal,
  };
}

async function main() {
  const dist = process.argv[2];
  const input = JSON.parse(readFileSync(process.argv[3], 'utf8'));
  const { buildApp } = require(join(dist, 'app'));
  const { createDataSource, User } = require(join(dist, 'db'));
  const { createLoaders } = require(join(dist, 'graphql', 'loaders'));
  const dataSource = await createDataSource(input.config.database);
  const app = await buildApp({ config: input.config, dataSource, logger: false, clientDist: null, graphiqlDist: input.graphiqlDist });
  await app.ready();
  const user = await dataSource.getRepository(User).findOneByOrFail({ id: input.userId });
  const executor = app.graphqlExecutor;
  const document = parse(input.source);
  const sqlWindows = instrumentSql(dataSource);
  const executions = [];
  const walls = [];
  const stringifies = [];
  let bytes = 0;
  for (let run = 0; run < input.executions + 5; run += 1) {
    const contextValue = {
      request: { user, ip: '127.0.0.1', session: undefined },
      services: app.services,
      loaders: createLoaders(app.services),
      logger: app.log,
    };
    sqlWindows.reset();
    const cpu = process.cpuUsage();
    const started = performance.now();
    const result = await executor.execute({ document, source: input.source, contextValue, variables: input.variables });
    const wall = performance.now() - started - sqlWindows.total();
    const spent = process.cpuUsage(cpu);
    const took = (spent.user + spent.system) / 1000 - sqlWindows.cpuTotal();
    if (result.errors) throw new Error(JSON.stringify(result.errors));
    const cpuBefore = process.cpuUsage();
    const text = JSON.stringify(result);
    const stringified = process.cpuUsage(cpuBefore);
    bytes = text.length;
    if (run >= 5) {
      executions.push(took);
      walls.push(wall);
      stringifies.push((stringified.user + stringified.system) / 1000);
    }
  }
  await app.close();
  if (dataSource.isInitialized) await dataSource.destroy();
  process.stdout.write(`${JSON.stringify({ executions, walls, stringifies, bytes })}\n`);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});

import './require-supported-node';
import './node-env';
import 'reflect-metadata';
import { buildApp } from './app';
import { ConfigError, loadConfig } from './config';
import { createDataSource, missingMigrations } from './db/data-source';
import { DEFAULT_FAST_PATHS, setFastPaths } from './fast-paths';
import { installProcessGuards } from './process-guards';

/** How long a stopping process lets the requests in flight finish before it closes anyway. */
const CLOSE_TIMEOUT_MS = 15_000;

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * `npm start`: read the environment, migrate the database (under a lock that holds across processes
 * and Galera nodes; MIGRATE_ON_START=false leaves it to `npm run migrate`), load the sample ruleset
 * into an empty database (idempotent), start the scheduled work and serve on HOST:PORT.
 * SIGTERM/SIGINT: report not ready (/readyz 503) for DRAIN_SECONDS so the load balancer stops
 * sending, then stop accepting, let the requests in flight finish (at most CLOSE_TIMEOUT_MS), close
 * the pool and exit 0.
 */
async function main(): Promise<void> {
  let config;
  try {
    config = loadConfig(process.env);
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  // before anything is built: the data source, the row readers and the REST serializer read it
  setFastPaths(config.fastPaths ?? DEFAULT_FAST_PATHS);
  const dataSource = await createDataSource(config.database, { runMigrations: config.migrateOnStart });
  const app = await buildApp({ config, dataSource });
  installProcessGuards(app.log);
  const missing = await missingMigrations(dataSource).catch(() => ['(no migrations table)']);
  if (missing.length > 0) {
    app.log.warn({ missing }, 'The database lacks migrations this code needs: not ready until `npm run migrate` has run');
  } else if (await app.services.gameData.loadSampleIfEmpty()) {
    app.log.info('Empty database: loaded the sample ruleset');
  }

  let stopping = false;
  const shutdown = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    app.log.info(`${signal} received, shutting down`);
    app.lifecycle.startDraining();
    await sleep(config.drainSeconds * 1000);
    const closed = await Promise.race([app.close().then(() => true), sleep(CLOSE_TIMEOUT_MS).then(() => false)]);
    if (!closed) app.log.warn(`Requests still running after ${CLOSE_TIMEOUT_MS} ms; closing anyway`);
    await dataSource.destroy();
    app.log.info('Shut down');
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ port: config.port, host: config.host });
  // Periodic work (the hourly clean-up first), once across every process sharing the database.
  app.services.scheduler.start();
  app.log.info(`Serving on http://${config.host}:${config.port} (links in mail use ${config.publicUrl})`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});

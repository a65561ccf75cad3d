import './require-supported-node';
import './node-env';
import 'reflect-metadata';
import { buildApp } from './app';
import { ConfigError, loadConfig } from './config';
import { createDataSource } from './db/data-source';
import { installProcessGuards } from './process-guards';

/** `npm start`: read the environment, migrate the database, load the game data, serve on PORT. */
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
  const dataSource = await createDataSource(config.database);
  const app = await buildApp({ config, dataSource });
  installProcessGuards(app.log);
  if (await app.services.gameData.loadSampleIfEmpty()) app.log.info('Empty database: loaded the sample ruleset');

  const shutdown = async (signal: string) => {
    app.log.info(`${signal} received, shutting down`);
    await app.close();
    await dataSource.destroy();
    process.exit(0);
  };
  process.once('SIGINT', () => void shutdown('SIGINT'));
  process.once('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ port: config.port, host: '0.0.0.0' });
  // Periodic work (the hourly clean-up first), once across every process sharing the database.
  app.services.scheduler.start();
  app.log.info(`Serving on http://localhost:${config.port} (links in mail use ${config.publicUrl})`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});

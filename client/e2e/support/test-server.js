// @ts-check
/**
 * The server the journeys run: the built server (server/dist) exactly as main.js builds it, except
 * that its clock is the system time plus an offset a journey can set (`setServerClockOffset`), so a
 * journey can live through an event: register before it, then move past it and finalize. The offset
 * lives in DATA_DIR/e2e-clock-offset-ms (no file: the real time). Only the journeys use this file;
 * the production server has no way to move its clock.
 */
const { readFileSync, writeFileSync, rmSync } = require('node:fs');
const { join } = require('node:path');

const OFFSET_FILE = 'e2e-clock-offset-ms';

/** @param {string} dataDir */
function offsetOf(dataDir) {
  try {
    const value = Number(readFileSync(join(dataDir, OFFSET_FILE), 'utf8'));
    return Number.isFinite(value) ? value : 0;
  } catch {
    return 0;
  }
}

/** Moves the journeys' server clock `offsetMs` ahead of the real time (0 puts it back). @param {string} dataDir @param {number} offsetMs */
function setServerClockOffset(dataDir, offsetMs) {
  if (offsetMs === 0) rmSync(join(dataDir, OFFSET_FILE), { force: true });
  else writeFileSync(join(dataDir, OFFSET_FILE), String(offsetMs));
}

async function main() {
  // Loaded here, not at the top: the journeys require this file for setServerClockOffset before
  // the harness has built server/dist (a fresh clone has none yet).
  require('../../../server/dist/node-env');
  require('reflect-metadata');
  const { buildApp } = require('../../../server/dist/app');
  const { loadConfig } = require('../../../server/dist/config');
  const { createDataSource } = require('../../../server/dist/db/data-source');
  const config = loadConfig(process.env);
  const clock = { now: () => new Date(Date.now() + offsetOf(config.dataDir)) };
  const dataSource = await createDataSource(config.database);
  const app = await buildApp({ config, dataSource, clock });
  await app.services.gameData.loadSampleIfEmpty();
  const shutdown = async () => {
    await app.close();
    await dataSource.destroy();
    process.exit(0);
  };
  process.once('SIGINT', () => void shutdown());
  process.once('SIGTERM', () => void shutdown());
  await app.listen({ port: config.port, host: '127.0.0.1' });
}

if (require.main === module) {
  main().catch((error) => {
    console.error(error);
    process.exit(1);
  });
}

module.exports = { setServerClockOffset };

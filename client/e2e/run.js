#!/usr/bin/env node
// @ts-check
/**
 * `npm run e2e -w @larp/client` (also the last step of the client's `npm test`): the player's
 * account journey in Chromium against the real server on a fresh database. Builds rules, server
 * or client only when their output is missing. Stops its server and browser on success, on
 * failure and at the overall time limit.
 */
const { startStack } = require('./harness');
const { accountJourney } = require('./account.journey');
const { charactersJourney } = require('./characters.journey');

const TIME_LIMIT_MS = Number(process.env.E2E_TIME_LIMIT_MS || 180_000);

async function main() {
  const stack = await startStack({ startupMs: 60_000 });
  let timer;
  const timeLimit = new Promise((_resolve, reject) => {
    timer = setTimeout(() => reject(new Error(`The journey took longer than ${TIME_LIMIT_MS} ms`)), TIME_LIMIT_MS);
  });
  try {
    await Promise.race([accountJourney(stack), timeLimit]);
    console.log('e2e: account journey passed');
    await Promise.race([charactersJourney(stack), timeLimit]).then(() => console.log('e2e: characters journey passed'));
    await Promise.race([require('./events.journey').eventsJourney(stack), timeLimit]).then(() => console.log('e2e: events journey passed'));
    await Promise.race([require('./editor.journey').editorJourney(stack), timeLimit]).then(() => console.log('e2e: editor journey passed'));
  } catch (error) {
    console.error('e2e: account journey FAILED');
    console.error('--- server log (last lines) ---\n' + stack.serverLog.slice(-40).join(''));
    throw error;
  } finally {
    clearTimeout(timer);
    await stack.stop();
  }
}

main().then(
  () => process.exit(0),
  (error) => {
    console.error(error);
    process.exit(1);
  },
);

#!/usr/bin/env node
// @ts-check
/**
 * `npm run e2e -w @larp/client` (also the last step of the client's `npm test`): the journeys in
 * Chromium against the real server, one after the other, each with its own server on its own fresh
 * database: no journey depends on what another left behind, on a clock another moved, or on the
 * login rate limits (per account, every attempt counts) that the shared e2e admin filled in earlier
 * journeys. Builds rules, server or client only when their output is missing. Stops each server and
 * browser on success, on failure and at the overall time limit.
 */
const { startStack } = require('./harness');
const { accountJourney } = require('./account.journey');
const { charactersJourney } = require('./characters.journey');
const { eventsJourney } = require('./events.journey');
const { editorJourney } = require('./editor.journey');
const { staffJourney } = require('./staff.journey');
const { eventAdminJourney } = require('./event-admin.journey');
const { playerJourney } = require('./player.journey');
const { narrowJourney } = require('./narrow.journey');
const { privacyJourney } = require('./privacy.journey');
const { waitlistJourney } = require('./waitlist.journey');

const JOURNEYS = [
  ['account', accountJourney],
  ['characters', charactersJourney],
  ['events', eventsJourney],
  ['editor', editorJourney],
  ['staff', staffJourney],
  ['player', playerJourney],
  ['narrow', narrowJourney],
  ['privacy', privacyJourney],
  ['waitlist', waitlistJourney],
  // Last: it moves the server's clock past its event (and back when it ends).
  ['event-admin', eventAdminJourney],
];

/** E2E_JOURNEYS=staff,editor runs only those (while working on them); unset runs all. */
const ONLY = (process.env.E2E_JOURNEYS || '').split(',').map((name) => name.trim()).filter(Boolean);

/** All journeys together; generous because CI shares two cores with nothing else, a developer's machine may not. */
const TIME_LIMIT_MS = Number(process.env.E2E_TIME_LIMIT_MS || 900_000);

async function main() {
  let timer;
  const timeLimit = new Promise((_resolve, reject) => {
    timer = setTimeout(() => reject(new Error(`The journeys took longer than ${TIME_LIMIT_MS} ms`)), TIME_LIMIT_MS);
  });
  try {
    for (const [name, journey] of JOURNEYS) {
      if (ONLY.length && !ONLY.includes(name)) continue;
      const stack = await startStack({ startupMs: 60_000 });
      try {
        await Promise.race([journey(stack), timeLimit]);
        console.log(`e2e: ${name} journey passed`);
      } catch (error) {
        console.error(`e2e: ${name} journey FAILED`);
        console.error('--- server log (last lines) ---\n' + stack.serverLog.slice(-40).join(''));
        throw error;
      } finally {
        await stack.stop();
      }
    }
  } finally {
    clearTimeout(timer);
  }
}

main().then(
  () => process.exit(0),
  (error) => {
    console.error(error);
    process.exit(1);
  },
);

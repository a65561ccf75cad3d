// Benchmark (not a test: jest only runs *.test.ts by default). Prints how long finalizing an event
// with 300 attendees takes through HTTP on each database, over 5 fresh events with the same 300
// players and characters, and checks from the SQL log that its writes to characters and the XP
// ledger happen in one transaction. `npm run bench -- finalize` (with TEST_MYSQL_URL for MariaDB too).
// Goal lines: finalize-300 (median under 2 s) and finalize-one-transaction.
import { performance } from 'node:perf_hooks';
import { printGoal } from '../support/load';
import { Character } from '../../src/db/entities/character.entity';
import { withTransaction } from '../../src/db/transaction';
import { startApp, type TestApp } from '../support/http';
import { agentFor, createPersonaUsers } from '../support/personas';
import { databases, useTestDatabase } from '../support';
import { createEvent, createQuietUsers, DAY } from '../support/events';

const ATTENDEES = 300;
const RUNS = 5;

// Setting up hundreds of rows and the runs themselves outlast jest's default 30 s on the loaded machine,
// more so on MariaDB (a full `npm run bench` once timed out here): a bench states figures, not deadlines.
jest.setTimeout(600_000);

describe.each(databases())('finalize benchmark on %s', (kind) => {
  const db = useTestDatabase(kind);
  let t: TestApp;

  beforeAll(async () => {
    t = await startApp(db);
    await t.app.services.gameData.loadSampleIfEmpty();
  });
  afterAll(async () => {
    await t.app.close();
  });

  it(`finalizes ${ATTENDEES} attendees`, async () => {
    const admin = await agentFor(t.app, db.dataSource, await createPersonaUsers(db.dataSource), 'admin');
    const attendees = await createQuietUsers(db.dataSource, ATTENDEES);
    const characters = await withTransaction(db.dataSource, async (manager) => {
      const saved: Character[] = [];
      for (const user of attendees) {
        saved.push(
          await manager.save(
            manager.create(Character, {
              userId: user.id,
              characterXpTotal: 10,
              characterXpSequence: 0,
              deathCount: 0,
              reaperFightCount: 0,
              savedBuild: null,
              committedBuild: null,
              buildVersion: 0,
              deleteAllowed: true,
              additionalSpellSchools: [],
            }),
          ),
        );
      }
      return saved;
    });
    const records = Object.fromEntries(
      attendees.map((user, index) => [
        user.id,
        { event_role: index % 3 === 0 ? 'npc' : 'pc', character: characters[index].id, deaths: index % 7 === 0 ? 1 : 0 },
      ]),
    );
    const timings: number[] = [];
    const transactionCounts: number[] = [];
    const logger = db.dataSource.logger;
    const original = logger.logQuery.bind(logger);
    for (let run = 0; run < RUNS; run += 1) {
      const start = new Date(t.clock.now().getTime() - 10 * DAY);
      const event = await createEvent(db.dataSource, { eventStartTime: start, eventEndTime: new Date(start.getTime() + 2 * DAY) });
      const statements: string[] = [];
      logger.logQuery = (sql: string, ...rest) => {
        statements.push(sql);
        return original(sql, ...rest);
      };
      const began = performance.now();
      const answer = await admin.rest('POST', `/events/${event.id}/finalize`, { attendance_records: records });
      timings.push(performance.now() - began);
      logger.logQuery = original;
      expect(answer.status).toBe(200);
      transactionCounts.push(writingTransactions(statements));
    }
    timings.sort((a, b) => a - b);
    const median = timings[Math.floor(RUNS / 2)];
    console.log(
      `finalize ${ATTENDEES} attendees on ${kind}: median ${median.toFixed(0)} ms (min ${timings[0].toFixed(0)}, max ${timings[RUNS - 1].toFixed(0)}) over ${RUNS} events; transactions writing characters or the XP ledger per finalize: ${transactionCounts.join(', ')}`,
    );
    printGoal(`finalize-300[${kind}]`, `${median.toFixed(0)} ms (median of ${RUNS})`, '< 2000 ms', median < 2000);
    printGoal(
      `finalize-one-transaction[${kind}]`,
      `${Math.max(...transactionCounts)} (transactions writing characters or the XP ledger, most of ${RUNS} finalizes)`,
      '1, no such write outside it',
      transactionCounts.every((count) => count === 1),
    );
  });
});

const BEGIN = /^\s*(BEGIN|START TRANSACTION)/i;
const END = /^\s*(COMMIT|ROLLBACK)/i;
const FINALIZE_WRITE = /^\s*(INSERT\s+INTO|UPDATE|DELETE\s+FROM)\s+[`"]?(characters|xp_ledger\w*)[`"]?\b/i;

/**
 * The transactions (from the statements logged, in order) that write characters or XP ledger rows;
 * such a write outside any transaction counts as one more. SQLite and MariaDB statements alike.
 */
function writingTransactions(statements: string[]): number {
  let depth = 0;
  let writes = false;
  let count = 0;
  for (const sql of statements) {
    if (BEGIN.test(sql)) {
      depth += 1;
      continue;
    }
    if (END.test(sql)) {
      depth = Math.max(0, depth - 1);
      if (depth === 0 && writes) count += 1;
      if (depth === 0) writes = false;
      continue;
    }
    if (FINALIZE_WRITE.test(sql)) {
      if (depth === 0) count += 1;
      else writes = true;
    }
  }
  return count;
}

// Benchmark (not a test: jest only runs *.test.ts by default). Prints how long finalizing an event
// with 300 attendees takes through HTTP on each database, over 5 fresh events with the same 300
// players and characters. Run (TEST_MYSQL_URL=mysql://root@127.0.0.1:3306/test for MariaDB too):
//   npx jest --runInBand --testMatch '**/*.bench.ts' test/events/finalize.bench.ts
import { performance } from 'node:perf_hooks';
import { Character } from '../../src/db/entities/character.entity';
import { withTransaction } from '../../src/db/transaction';
import { startApp, type TestApp } from '../support/http';
import { agentFor, createPersonaUsers } from '../support/personas';
import { databases, useTestDatabase } from '../support';
import { createEvent, createQuietUsers, DAY } from '../support/events';

const ATTENDEES = 300;
const RUNS = 5;

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
              userId: user.id, characterXpTotal: 10, characterXpSequence: 0, deathCount: 0, reaperFightCount: 0,
              savedBuild: null, committedBuild: null, buildVersion: 0, deleteAllowed: true, additionalSpellSchools: [],
            }),
          ),
        );
      }
      return saved;
    });
    const records = Object.fromEntries(
      attendees.map((user, index) => [user.id, { event_role: index % 3 === 0 ? 'npc' : 'pc', character: characters[index]!.id, deaths: index % 7 === 0 ? 1 : 0 }]),
    );
    const timings: number[] = [];
    for (let run = 0; run < RUNS; run += 1) {
      const start = new Date(t.clock.now().getTime() - 10 * DAY);
      const event = await createEvent(db.dataSource, { eventStartTime: start, eventEndTime: new Date(start.getTime() + 2 * DAY) });
      const began = performance.now();
      const answer = await admin.rest('POST', `/events/${event.id}/finalize`, { attendance_records: records });
      timings.push(performance.now() - began);
      expect(answer.status).toBe(200);
    }
    timings.sort((a, b) => a - b);
    console.log(`finalize ${ATTENDEES} attendees on ${kind}: median ${timings[Math.floor(RUNS / 2)]!.toFixed(0)} ms (min ${timings[0]!.toFixed(0)}, max ${timings[RUNS - 1]!.toFixed(0)}) over ${RUNS} events`);
  });
});

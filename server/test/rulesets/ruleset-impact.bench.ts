// Benchmark (not a test): the impact report for 1,000 characters, through HTTP
// (GET /api/v1/ruleset/drafts/{id}/impact as an admin), median of 5 runs, on each database.
// `npm run bench -- ruleset-impact` (with TEST_MYSQL_URL for MariaDB too).
// Goal line: ruleset-impact-1000-characters (median under 2 s).
import { performance } from 'node:perf_hooks';
import { printGoal } from '../support/load';
import { startApp, type TestApp } from '../support/http';
import { agentFor, createPersonaUsers } from '../support/personas';
import { databases, useTestDatabase } from '../support';
import { fixtureDraft, insertFixture } from '../support/rulesets';

const CHARACTERS = 1000;
const RUNS = 5;

// Setting up hundreds of rows and the runs themselves outlast jest's default 30 s on the loaded machine,
// more so on MariaDB (a full `npm run bench` once timed out here): a bench states figures, not deadlines.
jest.setTimeout(600_000);

describe.each(databases())('ruleset impact benchmark on %s', (kind) => {
  const db = useTestDatabase(kind);
  let t: TestApp;

  beforeAll(async () => {
    t = await startApp(db);
    await t.app.services.gameData.loadSampleIfEmpty();
  });
  afterAll(async () => {
    await t.app.close();
  });

  it(`reports on ${CHARACTERS} characters`, async () => {
    const admin = await agentFor(t.app, db.dataSource, await createPersonaUsers(db.dataSource), 'admin');
    await insertFixture(db.dataSource, CHARACTERS);
    const draft = await admin.rest('POST', '/ruleset/drafts', fixtureDraft());
    expect(draft.status).toBe(201);
    const id = (draft.body as { data: { _id: string } }).data._id;
    const times: number[] = [];
    for (let run = 0; run < RUNS; run += 1) {
      const started = performance.now();
      const answer = await admin.rest('GET', `/ruleset/drafts/${id}/impact`);
      times.push(performance.now() - started);
      expect(answer.status).toBe(200);
      expect((answer.body as { data: { counts: { characters: number } } }).data.counts.characters).toBe(CHARACTERS);
    }
    const median = [...times].sort((a, b) => a - b)[Math.floor(RUNS / 2)];
    printGoal(`ruleset-impact-1000-characters[${kind}]`, `${median.toFixed(0)} ms (median of ${RUNS})`, '2000 ms', median < 2000);
  }, 600_000);
});

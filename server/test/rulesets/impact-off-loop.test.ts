import { indexGameData } from '@larp/rules';
import { Character } from '../../src/db';
import { impactReportOffLoop } from '../../src/modules/rulesets/impact-report';
import { impactReport } from '../../src/modules/rulesets/ruleset-impact';
import { WorkerConversation } from '../../src/workers/worker-thread';
import { databases, useTestDatabase } from '../support';
import { startApp, type TestApp } from '../support/http';
import { agentFor, createPersonaUsers } from '../support/personas';
import { fixtureDraft, insertFixture } from '../support/rulesets';

// The impact report checks every build in a worker thread, the characters read in keyset batches
// (src/modules/rulesets/impact-report.ts): it answers what the in-process report answers, batch
// boundaries and all, and the server answers other requests while it runs.
const CHARACTERS = 300;

jest.setTimeout(180_000);

describe.each(databases())('the impact report off the event loop on %s', (kind) => {
  const db = useTestDatabase(kind);
  let t: TestApp;

  beforeAll(async () => {
    t = await startApp(db);
    await t.app.services.gameData.loadSampleIfEmpty();
    await insertFixture(db.dataSource, CHARACTERS);
  });
  afterAll(async () => {
    jest.restoreAllMocks();
    await t.app.close();
  });

  it('gives the in-process report, whatever the batch size', async () => {
    const current = await t.app.services.gameData.loadGameData();
    const draft = indexGameData(fixtureDraft());
    const characters = (await db.dataSource.getRepository(Character).find({ order: { id: 'ASC' } })).map((row) => ({
      id: row.id,
      userId: row.userId,
      characterXpTotal: row.characterXpTotal,
      additionalSpellSchools: row.additionalSpellSchools,
      savedBuild: row.savedBuild,
      committedBuild: row.committedBuild,
      exemptions: null,
    }));
    const expected = impactReport(current, draft, characters);
    expect(expected.counts.characters).toBe(CHARACTERS);
    expect(expected.counts.affected).toBeGreaterThan(0);
    const rows = expected.characters.map(({ committed: _c, saved: _s, ...row }) => row);
    for (const batch of [CHARACTERS + 1, 64, 1]) {
      const report = await impactReportOffLoop(db.dataSource, current, draft, new Map(), { batch });
      expect(report.counts).toEqual(expected.counts);
      expect(report.characters).toEqual(rows);
    }
  });

  it('answers /healthz while the report of a few hundred characters is being worked out', async () => {
    const admin = await agentFor(t.app, db.dataSource, await createPersonaUsers(db.dataSource), 'admin');
    const draft = await admin.rest('POST', '/ruleset/drafts', fixtureDraft());
    expect(draft.status).toBe(201);
    const id = (draft.body as { data: { _id: string } }).data._id;
    const order: string[] = [];
    let health: Promise<unknown> | undefined;
    type Send = (this: WorkerConversation<unknown, unknown>, request: unknown) => Promise<unknown>;
    const send = Object.getOwnPropertyDescriptor(WorkerConversation.prototype, 'send')!.value as Send;
    // once the first batch of characters is in the worker, a health check is sent
    jest.spyOn(WorkerConversation.prototype, 'send').mockImplementation(function (this: WorkerConversation<unknown, unknown>, request) {
      health ??= t.app.inject({ method: 'GET', url: '/healthz' }).then((answer) => {
        expect(answer.statusCode).toBe(200);
        order.push('healthz');
      });
      return send.call(this, request);
    });
    const report = await admin.rest('GET', `/ruleset/drafts/${id}/impact`).then((answer) => {
      order.push('impact');
      return answer;
    });
    await health;
    expect(report.status).toBe(200);
    expect((report.body as { data: { counts: { characters: number } } }).data.counts.characters).toBe(CHARACTERS);
    expect(order).toEqual(['healthz', 'impact']);
  });
});

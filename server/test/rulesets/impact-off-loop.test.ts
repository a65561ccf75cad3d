import { indexGameData, type GameData, type Ruleset } from '@larp/rules';
import { Character } from '../../src/db';
import { ImpactReports } from '../../src/modules/rulesets/impact-report';
import { draftReach, impactReport } from '../../src/modules/rulesets/ruleset-impact';
import { WorkerConversation } from '../../src/workers/worker-thread';
import { databases, useTestDatabase } from '../support';
import { startApp, type TestApp } from '../support/http';
import { agentFor, createPersonaUsers } from '../support/personas';
import { BH, HE, SW, fixtureBuild, fixtureDraft, insertFixture } from '../support/rulesets';

// The impact report checks every build in a worker thread kept between reports, the characters read in
// keyset batches (src/modules/rulesets/impact-report.ts): it answers what the in-process report answers,
// batch boundaries and all, report after report as the draft and the characters change (characters
// known clean that the next draft cannot reach, and answers already given, are passed without a check), and the server answers other
// requests while it runs.
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

  /** The report worked out in this process over every character, as the worker's report answers it. */
  async function inProcess(current: GameData, draft: GameData) {
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
    return { counts: expected.counts, characters: expected.characters.map(({ committed: _c, saved: _s, ...row }) => row) };
  }

  /** The sample ruleset with one change made to a copy. */
  function edited(current: GameData, change: (ruleset: Ruleset) => void): GameData {
    const ruleset = JSON.parse(JSON.stringify(current.ruleset)) as Ruleset;
    change(ruleset);
    return indexGameData(ruleset);
  }

  it('gives the in-process report, whatever the batch size', async () => {
    const current = await t.app.services.gameData.loadGameData();
    const draft = indexGameData(fixtureDraft());
    const expected = await inProcess(current, draft);
    expect(expected.counts.characters).toBe(CHARACTERS);
    expect(expected.counts.affected).toBeGreaterThan(0);
    const reports = new ImpactReports();
    try {
      for (const batch of [CHARACTERS + 1, 64, 1]) {
        const report = await reports.report(db.dataSource, current, draft, new Map(), { batch });
        expect(report).toEqual(expected);
      }
    } finally {
      await reports.close();
    }
  });

  it('reaches the builds owning a changed skill or one naming it, and every build when the level table changes', async () => {
    const current = await t.app.services.gameData.loadGameData();
    const draft = indexGameData(fixtureDraft());
    const reach = draftReach(current, draft);
    expect(reach.everyBuild).toBe(false);
    expect([...reach.skillIds]).toEqual(expect.arrayContaining([BH, SW, HE]));
    // Second Wind needs Battle Hardened: it is reached when Battle Hardened changes
    const bhOnly = edited(current, (ruleset) => {
      ruleset.skills.find((skill) => skill._id === BH)!.skill_description = 'Harder than before.';
    });
    expect(draftReach(current, bhOnly).skillIds).toEqual(new Set([BH, SW]));
    expect(draftReach(current, current)).toEqual({ everyBuild: false, skillIds: new Set() });
    const levels = edited(current, (ruleset) => {
      ruleset.character_levels = ruleset.character_levels.map((row) => ({ ...row, xp: row.xp * 2 }));
    });
    expect(draftReach(current, levels).everyBuild).toBe(true);
  });

  it('follows each new draft and each changed character, report after report', async () => {
    const current = await t.app.services.gameData.loadGameData();
    const drafts = [
      indexGameData(fixtureDraft()),
      // a skill none of them owns: nothing reached, every undamaged character passed from memory
      edited(current, (ruleset) => {
        const parry = ruleset.skills.find((skill) => skill.skill_name === 'Parry')!;
        parry.skill_cost_model = { all: [9] };
      }),
      // Second Wind dearer only
      edited(current, (ruleset) => {
        ruleset.skills.find((skill) => skill._id === SW)!.skill_cost_model = { fighter: [4] };
      }),
      // every level needs more XP: Battle Hardened's new prerequisite would count, and the level table reaches every build
      edited(indexGameData(fixtureDraft()), (ruleset) => {
        ruleset.character_levels = ruleset.character_levels.map((row) => ({ ...row, xp: row.xp + 5 }));
      }),
    ];
    const reports = new ImpactReports();
    try {
      for (const draft of [...drafts, ...drafts]) {
        expect(await reports.report(db.dataSource, current, draft, new Map(), { batch: 64 })).toEqual(await inProcess(current, draft));
      }
      // characters change between reports: a build owning Highland Endurance now, another losing XP
      const repository = db.dataSource.getRepository(Character);
      const [first, second] = await repository.find({ order: { id: 'ASC' }, take: 2 });
      const build = fixtureBuild('Changed', 1, 0, 3, 8);
      // as every write of a build does (characters/build-writes.ts), the version goes up
      await repository.update({ id: first.id }, { savedBuild: build, committedBuild: build, buildVersion: first.buildVersion + 1 });
      await repository.update({ id: second.id }, { characterXpTotal: 0 });
      for (const draft of drafts) {
        expect(await reports.report(db.dataSource, current, draft, new Map(), { batch: 64 })).toEqual(await inProcess(current, draft));
      }
    } finally {
      await reports.close();
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

import type { Ruleset } from '@larp/rules';
import { In } from 'typeorm';
import { Character, CharacterBuildCommit, CharacterRulesetNotice, Notification, User, XpLedgerEntry } from '../../src/db';
import { readSampleRuleset } from '../../src/modules/game-data';
import { startApp, type TestApp } from '../support/http';
import { agentFor, createPersonaUsers, type PersonaUsers } from '../support/personas';
import { clearTables, databases, useTestDatabase } from '../support';
import {
  BH,
  BH_COST,
  HE,
  HE_COST,
  LEVEL_2_XP,
  SW_NEW,
  fixtureDraft,
  insertFixture,
  oldCost,
  type FixtureCharacter,
} from '../support/rulesets';

/*
 * Ruleset versions end to end: a fixture of 240 characters and a draft that changes a cost, tightens a
 * prerequisite and removes a skill; the report is checked against an oracle computed here from the
 * fixture's own arithmetic (not through the rules engine), then the draft is published with each
 * policy and builds, ledgers and balances are checked.
 */

const COUNT = 240;
const PREREQ_MESSAGE = 'Character build invalid: Prereqs not met for skill: Battle Hardened';

interface Expected {
  kinds: string[];
  lost: { skill: string; dependents: string[] }[];
  costBefore: number;
  costAfter: number;
  message: string | null;
}

/** What the report must say of one character, from the draft's three changes. */
function oracle(c: FixtureCharacter): Expected {
  const bhInvalid = c.bh > 0 && c.xp < LEVEL_2_XP;
  const costBefore = oldCost(c);
  const costAfter = BH_COST[c.bh] + c.sw * SW_NEW;
  const kinds = [];
  if (c.he > 0 || bhInvalid) kinds.push('invalid_build');
  if (costAfter > c.xp) kinds.push('over_budget');
  if (costAfter !== costBefore) kinds.push('cost_changed');
  const lost = [];
  if (bhInvalid) lost.push({ skill: 'Battle Hardened', dependents: c.sw ? ['Second Wind'] : [] });
  if (c.he > 0) lost.push({ skill: 'Highland Endurance', dependents: [] });
  const message = c.he > 0 ? `Skill not found: ${HE}` : bhInvalid ? PREREQ_MESSAGE : null;
  return { kinds, lost, costBefore, costAfter, message };
}

const byName = <T extends { skill: string }>(list: T[]) => [...list].sort((a, b) => a.skill.localeCompare(b.skill));

describe.each(databases())('ruleset versions, report and publish (%s)', (kind) => {
  const db = useTestDatabase(kind);
  let t: TestApp;
  let users: PersonaUsers;
  let fixture: FixtureCharacter[];

  beforeAll(async () => {
    t = await startApp(db);
  });
  afterAll(async () => {
    await t.app.close();
  });
  beforeEach(async () => {
    await clearTables(db.dataSource);
    await t.app.services.gameData.loadSampleIfEmpty();
    users = await createPersonaUsers(db.dataSource);
    fixture = await insertFixture(db.dataSource, COUNT);
  });

  async function admin() {
    return agentFor(t.app, db.dataSource, users, 'admin');
  }

  async function uploadDraft(json: unknown = fixtureDraft()) {
    const agent = await admin();
    const answer = await agent.rest('POST', '/ruleset/drafts', json);
    expect(answer.status).toBe(201);
    return (answer.body as { data: { _id: string } }).data._id;
  }

  it('refuses an invalid draft with the validator’s problems, and reports the diff in words', async () => {
    const agent = await admin();
    const broken = fixtureDraft();
    (broken.skills[0] as unknown as Record<string, unknown>).skill_cost_model = { rogue: 'cheap' };
    const refused = await agent.rest('POST', '/ruleset/drafts', broken);
    expect(refused.status).toBe(400);
    const problems = (refused.body as { problems: { object: string; field: string; message: string }[] }).problems;
    expect(problems).toContainEqual({
      object: `Skill "${broken.skills[0].skill_name}" (${broken.skills[0]._id})`,
      field: 'skill_cost_model.rogue',
      message: expect.stringMatching(/^skill_cost_model\.rogue /),
    });

    const id = await uploadDraft();
    const draft = await agent.rest('GET', `/ruleset/drafts/${id}`);
    expect(draft.status).toBe(200);
    const { diff, base_version } = (
      draft.body as {
        data: {
          diff: { summary: string[]; skills: { removed: string[]; changed: { name: string; fields: string[] }[] } };
          base_version: number;
        };
      }
    ).data;
    expect(base_version).toBe(1);
    expect(diff.skills.removed).toEqual(['Highland Endurance']);
    expect(diff.skills.changed).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ name: 'Second Wind', fields: ['cost'] }),
        expect.objectContaining({ name: 'Battle Hardened', fields: ['prerequisites'] }),
      ]),
    );
    expect(diff.summary).toContain('Skill "Second Wind": Cost changed from fighter 2 to fighter 3.');
  });

  it('removing the only race giving a trait group takes its skills with it: in the diff in words and in the impact report', async () => {
    const agent = await admin();
    const json = JSON.parse(JSON.stringify(readSampleRuleset())) as Ruleset;
    const highland = json.races.find((race) => race.race_name === 'Human' && race.subculture_name === 'Highland')!;
    const id = await uploadDraft(json);
    const removed = await agent.rest('POST', `/ruleset/drafts/${id}/objects`, { kind: 'race', key: highland._id, version: 1, value: null });
    expect(removed.status).toBe(200);
    expect((removed.body as { data: { also_changed: string[] } }).data.also_changed).toEqual([`skill:${HE}`]);
    const draft = await agent.rest('GET', `/ruleset/drafts/${id}`);
    const { summary } = (draft.body as { data: { diff: { summary: string[] } } }).data.diff;
    expect(summary).toEqual(
      expect.arrayContaining([
        'Trait group "Highlander" is no longer given by any race or transformation: its skill goes too.',
        'Skills removed: "Highland Endurance".',
        'Races removed: "Highland Human".',
      ]),
    );
    const report = (await agent.rest('GET', `/ruleset/drafts/${id}/impact`)).body as {
      data: { characters: Array<{ character_id: string; lost_skills: Array<{ skill: string }> }> };
    };
    const losing = report.data.characters.filter((row) => row.lost_skills.some((lost) => lost.skill === 'Highland Endurance'));
    expect(losing.map((row) => row.character_id).sort()).toEqual(
      fixture
        .filter((character) => character.he > 0)
        .map((character) => character.id)
        .sort(),
    );
  });

  it('reports exactly what the oracle computes, and writes nothing', async () => {
    const id = await uploadDraft();
    const agent = await admin();
    const before = await db.dataSource.getRepository(Character).find({ order: { id: 'ASC' } });
    const answer = await agent.rest('GET', `/ruleset/drafts/${id}/impact`);
    expect(answer.status).toBe(200);
    const report = (answer.body as { data: { counts: Record<string, number>; characters: Record<string, unknown>[] } }).data;
    const expected = fixture.map((c) => ({ c, e: oracle(c) })).filter(({ e }) => e.kinds.length > 0);
    // the fixture covers every kind of damage
    for (const k of ['invalid_build', 'over_budget', 'cost_changed']) expect(expected.some(({ e }) => e.kinds.includes(k))).toBe(true);
    expect(expected.some(({ e }) => e.lost.some((l) => l.dependents.length > 0))).toBe(true);
    expect(report.counts).toEqual({
      characters: COUNT + 0,
      affected: expected.length,
      players: new Set(expected.map(({ c }) => c.userId)).size,
      invalid_build: expected.filter(({ e }) => e.kinds.includes('invalid_build')).length,
      over_budget: expected.filter(({ e }) => e.kinds.includes('over_budget')).length,
      cost_changed: expected.filter(({ e }) => e.kinds.includes('cost_changed')).length,
    });
    const rows = new Map(report.characters.map((row) => [row.character_id as string, row]));
    expect(rows.size).toBe(expected.length);
    for (const { c, e } of expected) {
      const row = rows.get(c.id)!;
      expect({ ...row, lost_skills: byName(row.lost_skills as Expected['lost']) }).toEqual({
        character_id: c.id,
        character_name: c.name,
        kinds: e.kinds,
        lost_skills: byName(e.lost),
        cost_before: e.costBefore,
        cost_after: e.costAfter,
        character_xp_total: c.xp,
        messages: e.message ? [e.message] : [],
      });
    }
    const csv = await agent.request('GET', `/api/v1/ruleset/drafts/${id}/impact.csv`);
    expect(csv.status).toBe(200);
    expect(String(csv.headers['content-type'])).toMatch(/text\/csv/);
    expect((csv.body as string).trim().split('\r\n')).toHaveLength(expected.length + 1);
    expect(await db.dataSource.getRepository(Character).find({ order: { id: 'ASC' } })).toEqual(before);
    expect(await db.dataSource.getRepository(CharacterRulesetNotice).count()).toBe(0);
  });

  async function publish(id: string, body: Record<string, unknown>) {
    const agent = await admin();
    const answer = await agent.rest('POST', `/ruleset/drafts/${id}/publish`, body);
    expect(answer.status).toBe(200);
    return answer;
  }

  async function state() {
    const characters = await db.dataSource.getRepository(Character).find();
    const ledger = await db.dataSource.getRepository(XpLedgerEntry).find();
    const sums = new Map<string, number>();
    for (const row of ledger) sums.set(row.characterId, (sums.get(row.characterId) ?? 0) + row.amount);
    for (const character of characters) expect(character.characterXpTotal).toBe(sums.get(character.id) ?? 0);
    return { characters: new Map(characters.map((c) => [c.id, c])), ledger };
  }

  const skillsOf = (build: { character_skills: { skill_id: string; purchase_count?: number }[] } | null) =>
    Object.fromEntries((build?.character_skills ?? []).map((entry) => [entry.skill_id, entry.purchase_count]));
  const expectSkills = (bh: number, sw: number, he: number) => {
    const skills: Record<string, number> = {};
    if (bh) skills[BH] = bh;
    if (sw) skills['6436f826c8f31f6bfb99fc6d'] = sw;
    if (he) skills[HE] = he;
    return skills;
  };

  /** Checks every character's builds, XP and ledger rows against the expected outcome. */
  async function checkOutcome(
    expect_: (c: FixtureCharacter) => { committed: Record<string, number>; saved: Record<string, number>; cost: number },
  ) {
    const { characters, ledger } = await state();
    let repairedCommits = 0;
    for (const c of fixture) {
      const e = oracle(c);
      const row = characters.get(c.id)!;
      const want = expect_(c);
      const topUp = Math.max(0, want.cost - c.xp);
      expect(skillsOf(row.savedBuild)).toEqual(want.saved);
      if (c.committed) expect(skillsOf(row.committedBuild)).toEqual(want.committed);
      const rulesetRows = ledger.filter((entry) => entry.characterId === c.id && entry.kind === 'ruleset');
      expect(rulesetRows.map((entry) => entry.amount)).toEqual(topUp > 0 ? [topUp] : []);
      for (const entry of rulesetRows) expect(entry.reason).toMatch(/^Ruleset version 2 \(/);
      expect(row.characterXpTotal).toBe(c.xp + topUp);
      if (e.kinds.length && c.committed && JSON.stringify(skillsOf(row.committedBuild)) !== JSON.stringify(expectSkills(c.bh, c.sw, c.he)))
        repairedCommits += 1;
    }
    const commits = await db.dataSource.getRepository(CharacterBuildCommit).find();
    expect(commits.filter((commit) => commit.rulesetVersion === 2).length).toBeGreaterThanOrEqual(repairedCommits);
    const affected = fixture.filter((c) => oracle(c).kinds.length > 0);
    expect(await db.dataSource.getRepository(CharacterRulesetNotice).count()).toBe(affected.length);
    const mails = await db.dataSource.getRepository(Notification).find({ where: { kind: 'ruleset_changed' } });
    expect(mails.map((mail) => mail.userId).sort()).toEqual([...new Set(affected.map((c) => c.userId))].sort());
  }

  it('publishes with refund: what became invalid goes with its dependents, price rises are made up', async () => {
    const id = await uploadDraft();
    await publish(id, { policy: 'refund' });
    await checkOutcome((c) => {
      const bhInvalid = c.bh > 0 && c.xp < LEVEL_2_XP;
      const bh = bhInvalid ? 0 : c.bh;
      const sw = bhInvalid ? 0 : c.sw;
      const skills = expectSkills(bh, sw, 0);
      return { committed: skills, saved: skills, cost: BH_COST[bh] + sw * SW_NEW };
    });
    // a commit after publishing records the version it was checked under
    const committer = fixture.find((c) => !c.committed && oracle(c).kinds.length === 0)!;
    const owner = await db.dataSource.getRepository(User).findOneByOrFail({ id: committer.userId });
    const player = await agentFor(t.app, db.dataSource, { ...users, player: owner }, 'player');
    const row = await db.dataSource.getRepository(Character).findOneByOrFail({ id: committer.id });
    const committed = await player.rest('POST', `/user/characters/${committer.id}/build`, {
      character_build: row.savedBuild,
      build_version: row.buildVersion,
      commit: true,
    });
    expect(committed.status).toBe(200);
    const commit = await db.dataSource.getRepository(CharacterBuildCommit).findOneByOrFail({ characterId: committer.id });
    expect(commit.rulesetVersion).toBe(2);
    const agent = await admin();
    const current = await agent.rest('GET', '/ruleset');
    expect(current.headers['x-ruleset-version']).toBe('2');
    expect((current.body as { data: { skills: { _id: string }[] } }).data.skills.some((skill) => skill._id === HE)).toBe(false);
  });

  it('publishes with grandfather: skills are kept and the next save of the unchanged build passes', async () => {
    const id = await uploadDraft();
    await publish(id, { policy: 'grandfather' });
    await checkOutcome((c) => {
      const skills = expectSkills(c.bh, c.sw, c.he);
      return { committed: skills, saved: skills, cost: BH_COST[c.bh] + c.sw * SW_NEW + HE_COST[c.he] };
    });
    const kept = fixture.find((c) => c.committed && c.bh >= 2 && c.sw === 1 && c.xp < LEVEL_2_XP && c.he === 0)!;
    const owner = await db.dataSource.getRepository(User).findOneByOrFail({ id: kept.userId });
    const player = await agentFor(t.app, db.dataSource, { ...users, player: owner }, 'player');
    const row = await db.dataSource.getRepository(Character).findOneByOrFail({ id: kept.id });
    const saved = await player.rest('PATCH', `/user/characters/${kept.id}/build`, {
      character_build: row.savedBuild,
      build_version: row.buildVersion,
    });
    expect(saved.status).toBe(200);
    const notices = await player.rest('GET', `/characters/${kept.id}/ruleset_notices`);
    expect(notices.status).toBe(200);
    expect((notices.body as { data: { explanation: string }[] }).data[0].explanation).toMatch(/You keep Battle Hardened/);
  });

  it('publishes with a rebuild window: uncommitted until the date, then what is still invalid is refunded', async () => {
    const id = await uploadDraft();
    await publish(id, { policy: 'rebuild_window', rebuild_until: '2026-04-01T00:00:00.000Z' });
    const topUps = new Map<string, number>();
    await checkOutcome((c) => {
      const bhInvalid = c.bh > 0 && c.xp < LEVEL_2_XP;
      const cost = BH_COST[c.bh] + c.sw * SW_NEW;
      topUps.set(c.id, Math.max(0, cost - c.xp));
      return {
        committed: expectSkills(bhInvalid ? 0 : c.bh, bhInvalid ? 0 : c.sw, 0),
        saved: expectSkills(c.bh, c.sw, 0),
        cost,
      };
    });
    t.clock.set(new Date('2026-04-02T00:00:00.000Z'));
    await t.app.services.rulesets.closeRebuildWindows();
    const { characters } = await state();
    for (const c of fixture) {
      const xp = c.xp + topUps.get(c.id)!;
      const stillInvalid = c.bh > 0 && xp < LEVEL_2_XP && oracle(c).kinds.includes('invalid_build');
      expect(skillsOf(characters.get(c.id)!.savedBuild)).toEqual(expectSkills(stillInvalid ? 0 : c.bh, stillInvalid ? 0 : c.sw, 0));
    }
  });

  it('refuses a draft made against a version no longer in force (409), and restores a previous version by the same path', async () => {
    const first = await uploadDraft();
    const second = await uploadDraft();
    await publish(first, { policy: 'refund' });
    const agent = await admin();
    const stale = await agent.rest('POST', `/ruleset/drafts/${second}/publish`, { policy: 'refund' });
    expect(stale.status).toBe(409);
    const versionOne = await agent.rest('GET', '/ruleset/versions/1');
    expect(versionOne.status).toBe(200);
    const restore = await uploadDraft((versionOne.body as { data: unknown }).data);
    const report = await agent.rest('GET', `/ruleset/drafts/${restore}/impact`);
    expect(report.status).toBe(200);
    await publish(restore, { policy: 'grandfather' });
    const versions = await agent.rest('GET', '/ruleset/versions');
    const list = (versions.body as { data: { current: number; versions: { number: number; in_force: boolean }[] } }).data;
    expect(list.current).toBe(3);
    expect(list.versions.map((v) => v.number)).toEqual([3, 2, 1]);
    const current = await agent.rest('GET', '/ruleset');
    expect((current.body as { data: unknown }).data).toEqual(readSampleRuleset());
    const characters = await db.dataSource.getRepository(Character).find({ where: { id: In(fixture.map((c) => c.id)) } });
    expect(characters).toHaveLength(COUNT);
  });
});

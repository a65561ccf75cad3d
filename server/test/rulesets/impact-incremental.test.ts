import {
  CHARACTER_CLASSES,
  canIncrease,
  defaultAttributes,
  emptyBuild,
  entryKind,
  increase,
  indexGameData,
  toStored,
  type GameData,
  type PurchaseTarget,
  type Ruleset,
  type StoredBuild,
  type WorkingBuild,
} from '@larp/rules';
import { Character, User, changeXp, withTransaction } from '../../src/db';
import { writeVersioned } from '../../src/modules/characters/build-writes';
import { ImpactReports } from '../../src/modules/rulesets/impact-report';
import { draftReach, idsReached, impactReport, namedSkillIds } from '../../src/modules/rulesets/ruleset-impact';
import { databases, useTestDatabase } from '../support';
import { startApp, type TestApp } from '../support/http';

// The incremental impact report (src/modules/rulesets/impact-report.ts) against the full check over a
// world of real builds bought through the rules (every class and race, budgets from nothing to a
// veteran's, some over budget, some with a saved build beyond the committed one): for a table of
// drafts, in several orders and again after characters change, it answers exactly what checking
// every build answers; and it reads only the builds it must (a repeat reads none, a draft reaching
// a few skills reads the builds naming them and those not known clean, after a restart too: what was
// learnt of each character is kept in impact_character_facts).
const CHARACTERS = 160;

jest.setTimeout(240_000);

/** Park–Miller: the same world every run. */
function random(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state * 16807) % 2147483647;
    return (state - 1) / 2147483646;
  };
}

function randomBuild(data: GameData, index: number, budget: number, next: () => number): WorkingBuild {
  const race = data.races[index % data.races.length];
  let build = emptyBuild({
    character_name: `World ${String(index).padStart(3, '0')}`,
    character_class: CHARACTER_CLASSES[index % CHARACTER_CLASSES.length],
    character_race: {
      race: race.race_name,
      subculture: race.subculture_name || null,
      transformation: null,
      race_attributes: [...defaultAttributes(race), ...(race.attribute_choice?.length ? [race.attribute_choice[0]] : [])],
    },
  });
  const ctx = { character_xp_total: budget, additional_spell_schools: [] };
  const targets: PurchaseTarget[] = [];
  for (const skill of data.skills) {
    const kind = entryKind(skill);
    if (kind === 'plain') targets.push({ skillId: skill._id });
    else if (kind === 'handed') targets.push({ skillId: skill._id, hand: next() < 0.5 ? 'left' : 'right' });
  }
  for (let round = 0; round < 5; round += 1) {
    for (const target of targets) {
      if (next() < 0.7 || !canIncrease(data, build, ctx, target).ok) continue;
      try {
        build = increase(data, build, ctx, target);
      } catch {
        // a purchase whose grants ask the player to choose: left out
      }
    }
  }
  return build;
}

const stored = (build: WorkingBuild): StoredBuild => ({ ...toStored(build), created_at: '2026-02-01T12:00:00.000Z' });

describe.each(databases())('the incremental impact report on %s', (kind) => {
  const db = useTestDatabase(kind);
  let t: TestApp;
  let current: GameData;

  beforeAll(async () => {
    t = await startApp(db);
    await t.app.services.gameData.loadSampleIfEmpty();
    current = await t.app.services.gameData.loadGameData();
    const next = random(20261129);
    await withTransaction(db.dataSource, async (manager) => {
      const users = await manager.getRepository(User).save(
        Array.from({ length: CHARACTERS / 4 }, (_, i) => ({
          firstName: 'Player',
          lastName: 'World',
          email: `world-${i}@example.test`,
          passwordHash: 'no-password',
          verified: true,
          roles: [],
        })),
      );
      for (let i = 0; i < CHARACTERS; i += 1) {
        const budget = [0, 10, 25, 50, 90, 150][i % 6];
        const committed = randomBuild(current, i, budget, next);
        // every third has saved more since committing; every seventh never committed
        const saved = i % 3 === 0 ? randomBuild(current, i, budget + 20, next) : committed;
        const row = await manager.getRepository(Character).save({
          userId: users[i % users.length].id,
          savedBuild: stored(saved),
          committedBuild: i % 7 === 0 ? null : stored(committed),
          buildVersion: 1,
          deleteAllowed: true,
          additionalSpellSchools: [],
        });
        // a few below their build's cost: damaged under the rules in force already
        const xp = budget + (i % 3 === 0 ? 20 : 0) - (i % 11 === 0 ? 5 : 0);
        if (xp > 0)
          await changeXp(manager, {
            characterId: row.id,
            amount: xp,
            kind: 'starting_xp',
            reason: 'Starting XP',
            actorId: null,
            at: new Date('2026-02-01T12:00:00Z'),
          });
      }
    });
  });
  afterAll(async () => {
    jest.restoreAllMocks();
    await t.app.close();
  });

  async function characters() {
    return (await db.dataSource.getRepository(Character).find({ order: { id: 'ASC' } })).map((row) => ({
      id: row.id,
      userId: row.userId,
      characterXpTotal: row.characterXpTotal,
      additionalSpellSchools: row.additionalSpellSchools,
      savedBuild: row.savedBuild,
      committedBuild: row.committedBuild,
      buildVersion: row.buildVersion,
      exemptions: null,
    }));
  }

  /** The full check: every build of every character, in this process. */
  async function fullCheck(draft: GameData) {
    const report = impactReport(current, draft, await characters());
    return { counts: report.counts, characters: report.characters.map(({ committed: _c, saved: _s, ...row }) => row) };
  }

  function edited(change: (ruleset: Ruleset) => void): GameData {
    const ruleset = JSON.parse(JSON.stringify(current.ruleset)) as Ruleset;
    change(ruleset);
    return indexGameData(ruleset);
  }

  /** The skill most characters own, a racial skill some own, and an owned skill with more than one rank. */
  async function ownedSkills() {
    const owners = new Map<string, number>();
    for (const character of await characters())
      for (const entry of character.savedBuild?.character_skills ?? []) owners.set(entry.skill_id, (owners.get(entry.skill_id) ?? 0) + 1);
    const byOwners = [...owners].sort((a, b) => b[1] - a[1]).map(([id]) => current.skillsById.get(id)!);
    return {
      popular: byOwners[0],
      racial: byOwners.find((skill) => skill.skill_type === 'racial')!,
      ranked: byOwners.find((skill) => skill.skill_max_purchases > 1 && entryKind(skill) === 'plain')!,
    };
  }

  async function drafts(): Promise<Array<[string, GameData]>> {
    const { popular, racial, ranked } = await ownedSkills();
    const traits = [...new Set(current.races.flatMap((race) => race.default_attributes))];
    return [
      ['nothing changed', edited(() => undefined)],
      [
        `${popular.skill_name} costs 3 more`,
        edited((r) => {
          const skill = r.skills.find((s) => s._id === popular._id)!;
          skill.skill_cost_model = Object.fromEntries(
            Object.entries(skill.skill_cost_model).map(([cls, costs]) => [cls, (costs as number[]).map((cost) => cost + 3)]),
          );
        }),
      ],
      [
        `${popular.skill_name} needs level 3`,
        edited((r) => {
          r.skills.find((s) => s._id === popular._id)!.skill_prereq_model = { character_level: 3 };
        }),
      ],
      [
        `${ranked.skill_name} has one rank`,
        edited((r) => {
          r.skills.find((s) => s._id === ranked._id)!.skill_max_purchases = 1;
        }),
      ],
      [
        `${racial.skill_name} needs another trait`,
        edited((r) => {
          const skill = r.skills.find((s) => s._id === racial._id)!;
          skill.skill_trait_group = traits.find((trait) => trait !== skill.skill_trait_group)!;
        }),
      ],
      [
        'every level needs 5 XP more',
        edited((r) => {
          r.character_levels = r.character_levels.map((row) => ({ ...row, xp: row.level === 1 ? 0 : row.xp + 5 }));
        }),
      ],
    ];
  }

  /** Counts the builds read (the rows of the queries that read build text) while `run` runs. */
  async function buildsRead<T>(run: () => Promise<T>): Promise<{ result: T; read: number }> {
    const query = db.dataSource.query.bind(db.dataSource);
    let read = 0;
    const spy = jest.spyOn(db.dataSource, 'query').mockImplementation(async (sql: string, parameters?: unknown[]) => {
      const rows = await query<unknown[]>(sql, parameters);
      if (/saved_build/.test(sql)) read += rows.length;
      return rows;
    });
    try {
      return { result: await run(), read };
    } finally {
      spy.mockRestore();
    }
  }

  it('answers what the full check answers, draft after draft, in any order and after characters change', async () => {
    const table = await drafts();
    const reports = new ImpactReports();
    try {
      const affected = new Map<string, number>();
      for (const [name, draft] of [...table, ...[...table].reverse(), table[1], table[3]]) {
        const expected = await fullCheck(draft);
        affected.set(name, expected.counts.affected);
        expect({ name, report: await reports.report(db.dataSource, current, draft, new Map(), { batch: 32 }) }).toEqual({
          name,
          report: expected,
        });
      }
      // the table's drafts damage different characters (none of them is the same report as another)
      expect(new Set(affected.values()).size).toBe(table.length);
      // characters change between reports: new builds through the versioned write, XP taken through the ledger
      const repository = db.dataSource.getRepository(Character);
      const rows = await repository.find({ order: { id: 'ASC' } });
      const next = random(7);
      await withTransaction(db.dataSource, async (manager) => {
        for (const [index, row] of [rows[1], rows[40], rows[77]].entries()) {
          const build = stored(randomBuild(current, index + 3, 150, next));
          await writeVersioned(manager, row, { savedBuild: build, committedBuild: build });
        }
        for (const row of [rows[5], rows[90]])
          await changeXp(manager, {
            characterId: row.id,
            amount: -Math.min(row.characterXpTotal, 10),
            kind: 'correction',
            reason: 'Correction',
            actorId: null,
            at: new Date(),
          });
      });
      for (const [name, draft] of table) {
        expect({ name, report: await reports.report(db.dataSource, current, draft, new Map(), { batch: 32 }) }).toEqual({
          name,
          report: await fullCheck(draft),
        });
      }
    } finally {
      await reports.close();
    }
  });

  it('reads no build for a repeat, and for a new draft (after a restart too) only the builds it reaches and those not known clean', async () => {
    const table = await drafts();
    const [, nothing] = table[0];
    const [, dearer] = table[1];
    // nothing learnt yet (a new installation): the facts the first test left are cleared
    await db.dataSource.query('DELETE FROM impact_character_facts');
    const reports = new ImpactReports();
    const restarted = new ImpactReports();
    try {
      // the first report reads every build once
      const first = await buildsRead(() => reports.report(db.dataSource, current, nothing, new Map()));
      expect(first.read).toBe(CHARACTERS);
      const damagedAlready = new Set(first.result.characters.map((row) => row.character_id));
      expect(damagedAlready.size).toBeGreaterThan(0);
      expect((await buildsRead(() => reports.report(db.dataSource, current, nothing, new Map()))).read).toBe(0);
      // a draft changing one skill: the builds naming a skill it reaches, and the characters damaged already
      const reach = draftReach(current, dearer);
      const expected = (await characters()).filter(
        (character) =>
          damagedAlready.has(character.id) ||
          idsReached(namedSkillIds(JSON.stringify(character.committedBuild), JSON.stringify(character.savedBuild)), reach),
      ).length;
      const second = await buildsRead(() => reports.report(db.dataSource, current, dearer, new Map()));
      expect(second.read).toBe(expected);
      expect(second.read).toBeLessThan(CHARACTERS);
      expect(second.result).toEqual(await fullCheck(dearer));
      expect((await buildsRead(() => reports.report(db.dataSource, current, dearer, new Map()))).read).toBe(0);
      // after a restart (what was learnt is kept in the database): the characters known clean are passed,
      // the others (damaged already, or reached by the draft) are read again
      const again = await buildsRead(() => restarted.report(db.dataSource, current, nothing, new Map()));
      expect(again.read).toBe(damagedAlready.size);
      expect(again.result).toEqual(first.result);
      const dearerAgain = await buildsRead(() => restarted.report(db.dataSource, current, dearer, new Map()));
      expect(dearerAgain.read).toBe(expected);
      expect(dearerAgain.result).toEqual(second.result);
    } finally {
      await reports.close();
      await restarted.close();
    }
  });
});

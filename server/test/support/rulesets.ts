import type { Ruleset, StoredBuild } from '@larp/rules';
import type { DataSource, EntityManager } from 'typeorm';
import { Character, User, changeXp, withTransaction } from '../../src/db';
import { readSampleRuleset } from '../../src/modules/game-data';

/*
 * The fixture of the rulesets tests: characters of the sample ruleset buying Battle
 * Hardened (fighter: 2, 2, 3, 3, 4), Second Wind (needs Battle Hardened twice; 2) and Highland
 * Endurance (1, 2, 3), with XP totals just at or a little above their cost; and a draft that
 * raises Second Wind's price to 3, gives Battle Hardened a prerequisite (character level 2, i.e.
 * 15 XP) and removes Highland Endurance.
 */

export const BH = '784e3d372fe5ac49013a0a03';
export const SW = '6436f826c8f31f6bfb99fc6d';
export const HE = '075a9752bed55351ca82b137';

export const BH_COST = [0, 2, 4, 7, 10, 14];
export const HE_COST = [0, 1, 3, 6];
export const SW_OLD = 2;
export const SW_NEW = 3;
export const LEVEL_2_XP = 15;

export interface FixtureCharacter {
  id: string;
  userId: string;
  name: string;
  bh: number;
  sw: number;
  he: number;
  xp: number;
  committed: boolean;
}

export function fixtureBuild(name: string, bh: number, sw: number, he: number, cost: number): StoredBuild {
  const skills = [];
  if (bh) skills.push({ skill_id: BH, purchase_count: bh, grants: [] });
  if (sw) skills.push({ skill_id: SW, purchase_count: sw, grants: [] });
  if (he) skills.push({ skill_id: HE, purchase_count: he, grants: [] });
  return {
    character_name: name,
    character_race: { race: 'Human', subculture: 'Highland', transformation: null, race_attributes: ['Human', 'Highlander'] },
    character_class: 'fighter',
    character_build_cost: cost,
    character_skills: skills,
    created_at: '2026-02-01T12:00:00.000Z',
  };
}

export const oldCost = (c: { bh: number; sw: number; he: number }) => BH_COST[c.bh] + c.sw * SW_OLD + HE_COST[c.he];

/**
 * `count` characters over every combination, spread over count / 4 players; XP through the ledger.
 * One transaction: a commit per row would cost the tests most of their time on MariaDB.
 */
export function insertFixture(dataSource: DataSource, count: number): Promise<FixtureCharacter[]> {
  return withTransaction(dataSource, (manager) => insertFixtureRows(manager, count));
}

async function insertFixtureRows(manager: EntityManager, count: number): Promise<FixtureCharacter[]> {
  const users = await manager.getRepository(User).save(
    Array.from({ length: Math.ceil(count / 4) }, (_, i) => ({
      firstName: 'Player',
      lastName: 'Example',
      email: `fixture-${i}@example.test`,
      passwordHash: 'no-password',
      verified: true,
      roles: [],
    })),
  );
  const characters: FixtureCharacter[] = [];
  for (let i = 0; i < count; i += 1) {
    const bh = i % 6;
    const sw = bh >= 2 && Math.floor(i / 6) % 2 === 1 ? 1 : 0;
    const he = Math.floor(i / 12) % 4;
    const slack = Math.floor(i / 48) % 3;
    const cost = oldCost({ bh, sw, he });
    const xp = cost + slack + (Math.floor(i / 144) % 2) * 6;
    const committed = i % 5 !== 4;
    const name = `Fixture ${String(i).padStart(4, '0')}`;
    const build = fixtureBuild(name, bh, sw, he, cost);
    const userId = users[i % users.length].id;
    const row = await manager.getRepository(Character).save({
      userId,
      savedBuild: build,
      committedBuild: committed ? build : null,
      buildVersion: 1,
      deleteAllowed: !committed,
      additionalSpellSchools: [],
    });
    if (xp > 0)
      await changeXp(manager, {
        characterId: row.id,
        amount: xp,
        kind: 'starting_xp',
        reason: 'Starting XP',
        actorId: null,
        at: new Date('2026-02-01T12:00:00Z'),
      });
    characters.push({ id: row.id, userId, name, bh, sw, he, xp, committed });
  }
  return characters;
}

/** The draft: Second Wind costs 3, Battle Hardened needs character level 2, Highland Endurance is gone. */
export function fixtureDraft(): Ruleset {
  const ruleset = JSON.parse(JSON.stringify(readSampleRuleset())) as Ruleset;
  ruleset.version = Number(ruleset.version) + 1;
  ruleset.skills = ruleset.skills.filter((skill) => skill._id !== HE);
  const sw = ruleset.skills.find((skill) => skill._id === SW)!;
  sw.skill_cost_model = { fighter: [SW_NEW] };
  const bh = ruleset.skills.find((skill) => skill._id === BH)!;
  bh.skill_prereq_model = { character_level: 2 };
  bh.skill_prereq_description = null;
  return ruleset;
}

import type { StoredBuild } from '@larp/rules';
import type { DataSource } from 'typeorm';
import type { LarpApp } from '../../src/app';
import type { User } from '../../src/db/entities/user.entity';
import { createUser } from './accounts';
import type { Agent } from './http';
import { agentFor, createPersonaUsers, type PersonaUsers } from './personas';

/** Skills of the bundled sample ruleset the character tests buy (rules/ruleset/sample.json). */
export const SAMPLE = {
  /** class, fighter only, costs 2, 2, 3, 3, 4 */
  battleHardened: '784e3d372fe5ac49013a0a03',
  /** class, fighter, cost 2, needs Battle Hardened twice */
  secondWind: '6436f826c8f31f6bfb99fc6d',
  /** racial (trait Highlander), costs 1, 2, 3 */
  highlandEndurance: '075a9752bed55351ca82b137',
} as const;

export const HIGHLAND = { race: 'Human', subculture: 'Highland', transformation: null, race_attributes: ['Human', 'Highlander'] };

/** A stored build of a Highland human fighter with the given purchases (skill id -> purchase_count). */
export function fighterBuild(purchases: Record<string, number> = {}, overrides: Partial<StoredBuild> = {}): StoredBuild {
  return {
    character_name: 'Mira Ashdown',
    character_race: { ...HIGHLAND, race_attributes: [...HIGHLAND.race_attributes] },
    character_class: 'fighter',
    character_build_cost: 0,
    character_skills: Object.entries(purchases).map(([skill_id, purchase_count]) => ({ skill_id, purchase_count, grants: [] })),
    ...overrides,
  };
}

/** A signed-in browser for any user (a session row written like the app does). */
export function agentOf(app: LarpApp, dataSource: DataSource, users: PersonaUsers, user: User): Promise<Agent> {
  return agentFor(app, dataSource, { ...users, player: user }, 'player');
}

export interface Cast {
  users: PersonaUsers;
  /** a second player, whose characters the first must not reach */
  other: User;
}

export async function createCast(dataSource: DataSource): Promise<Cast> {
  return { users: await createPersonaUsers(dataSource), other: await createUser(dataSource) };
}

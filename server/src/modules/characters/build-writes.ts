import type { EntityManager } from 'typeorm';
import { Character } from '../../db/entities/character.entity';
import { conflict } from '../../errors';
import { CHARACTER_MESSAGES as M } from './characters.messages';

/**
 * The one versioned write of a character's builds (the player's save and commit, the staff's
 * uncommit, spell schools and transformation, a ruleset publish's repair): one UPDATE conditional on the version read that also
 * bumps it, so of two concurrent writes from one version exactly one wins and the other is 409 and
 * changes nothing; an editor open on the old version gets 409 too. Returns the new version.
 */
export async function writeVersioned(
  manager: EntityManager,
  current: Pick<Character, 'id' | 'buildVersion'>,
  changes: Partial<Character>,
  staleMessage: string = M.staleBuild,
): Promise<number> {
  const nextVersion = current.buildVersion + 1;
  const result = await manager
    .createQueryBuilder()
    .update(Character)
    .set({ ...changes, buildVersion: nextVersion })
    .where('id = :id AND build_version = :version', { id: current.id, version: current.buildVersion })
    .execute();
  if (!result.affected) throw conflict(staleMessage);
  return nextVersion;
}

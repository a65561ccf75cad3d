import type { EntityManager } from 'typeorm';
import { characterListColumns } from '../../db/character-list-columns';
import { Character } from '../../db/entities/character.entity';
import { conflict } from '../../errors';
import { CHARACTER_MESSAGES as M } from './characters.messages';

/** The builds a write starts from: what the list columns are derived from when a write changes only one. */
type BuildsRead = Pick<Character, 'id' | 'buildVersion' | 'savedBuild' | 'committedBuild'>;

/**
 * The one versioned write of a character's builds (the player's save and commit, the staff's
 * uncommit, spell schools and transformation, a ruleset publish's repair): one UPDATE conditional on the version read that also
 * bumps it, so of two concurrent writes from one version exactly one wins and the other is 409 and
 * changes nothing; an editor open on the old version gets 409 too. A write that changes a build
 * also writes the staff lists' columns derived from the two builds (db/character-list-columns.ts),
 * so they never disagree with the builds. Returns the new version.
 */
export async function writeVersioned(
  manager: EntityManager,
  current: BuildsRead,
  changes: Partial<Character>,
  staleMessage: string = M.staleBuild,
): Promise<number> {
  const nextVersion = current.buildVersion + 1;
  const buildsChange = changes.savedBuild !== undefined || changes.committedBuild !== undefined;
  const listColumns = buildsChange
    ? characterListColumns(
        changes.savedBuild !== undefined ? changes.savedBuild : current.savedBuild,
        changes.committedBuild !== undefined ? changes.committedBuild : current.committedBuild,
      )
    : {};
  const result = await manager
    .createQueryBuilder()
    .update(Character)
    .set({ ...changes, ...listColumns, buildVersion: nextVersion })
    .where('id = :id AND build_version = :version', { id: current.id, version: current.buildVersion })
    .execute();
  if (!result.affected) throw conflict(staleMessage);
  return nextVersion;
}

/** A new character's row with its first builds, and the list columns derived from them (as writeVersioned writes them). */
export async function insertWithBuilds(
  manager: EntityManager,
  fields: Omit<Partial<Character>, keyof ReturnType<typeof characterListColumns>>,
): Promise<Character> {
  return manager.save(manager.create(Character, { ...fields, ...characterListColumns(fields.savedBuild, fields.committedBuild) }));
}

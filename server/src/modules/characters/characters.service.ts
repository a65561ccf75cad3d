import {
  CHARACTER_CLASSES,
  applyInfoChange,
  characterLevel,
  defaultAttributes,
  emptyBuild,
  findRace,
  toWorking,
  type CharacterClass,
  type CharacterRace,
  type GameData,
  type InfoChange,
  type StoredBuild,
  type WorkingBuild,
} from '@larp/rules';
import type { DataSource, EntityManager } from 'typeorm';
import type { Clock } from '../../clock';
import { Character, CharacterBuildCommit, changeXp, withTransaction } from '../../db';
import { sharedRowReader, type RowReader } from '../../db/row-reader';
import type { User } from '../../db/entities/user.entity';
import { AppError, badInput, conflict } from '../../errors';
import type { RequestContext } from '../../request-context';
import { requireUser } from '../accounts/accounts.policy';
import { versionNumberOf, type GameDataService } from '../game-data/game-data.service';
import { exemptionsOf } from '../rulesets/rulesets.service';
import { dataWithExemptions } from '../rulesets/ruleset-impact';
import {
  checkTransformationAllowed,
  countsAsCommitted,
  decideBuild,
  parseRace,
  parseSubmittedBuild,
  type SubmittedRace,
} from './build-decision';
import type { CharacterView } from './character.presenter';
import { CHARACTER_MESSAGES as M } from './characters.messages';
import { insertWithBuilds, writeVersioned } from './build-writes';
import { requireOwnCharacter } from './characters.policy';
import type { CharacterInfoCommand, SaveBuildCommand, UpdateCharacterCommand } from './characters.inputs';

/** Players §9 / events §9: a new character starts with 10 XP, no deaths and no reaper fights. */
export const STARTING_XP = 10;

export interface CharactersServiceDeps {
  dataSource: DataSource;
  clock: Clock;
  gameData: GameDataService;
}

export interface NewCharacter {
  userId: string;
  info: CharacterInfoCommand;
  xpTotal: number;
  deathCount: number;
  reaperFightCount: number;
  commit: boolean;
  /** who creates it (the player, or an admin for a user) */
  actorId: string;
}

/** The stored build's header only (the rules' build types need the skill list, here empty). */
function header(build: WorkingBuild): StoredBuild {
  return { ...build, character_skills: [] };
}

/**
 * Players' characters (players §4, §7) and the build writes shared with the staff calls: every build
 * goes through decideBuild (the rules engine), and every write bumps build_version under a
 * conditional UPDATE so a save computed from an older version is refused with 409.
 */
export class CharactersService {
  /** A player's characters, oldest first: the hot read of the character list (db/row-reader.ts). */
  private readonly ownCharacters: RowReader<Character>;

  constructor(private readonly deps: CharactersServiceDeps) {
    // read on every page a player opens; nothing here changes what it gives (db/row-reader.ts)
    this.ownCharacters = sharedRowReader(
      deps.dataSource,
      Character,
      'FROM characters t WHERE t.user_id = ? ORDER BY t.created_at ASC, t.id ASC',
    );
  }

  private get dataSource(): DataSource {
    return this.deps.dataSource;
  }

  // ---- reading ---------------------------------------------------------------------------------

  async listOwn(context: RequestContext): Promise<CharacterView[]> {
    const user = requireUser(context);
    return this.views(await this.ownCharacters.read(this.dataSource.manager, [user.id]));
  }

  async getOwn(context: RequestContext, id: string): Promise<CharacterView> {
    const user = requireUser(context);
    const character = requireOwnCharacter(user, await this.dataSource.manager.findOneBy(Character, { id }));
    return (await this.views([character]))[0];
  }

  /** Views of rows: the character level from the ruleset's table (cached game data, one read). */
  async views(characters: Character[], owners?: Map<string, User>, scope?: object): Promise<CharacterView[]> {
    if (characters.length === 0) return [];
    const levels = (await this.deps.gameData.loadGameData(scope)).ruleset.character_levels;
    return characters.map((character) => ({
      character,
      characterLevel: characterLevel(character.characterXpTotal, levels),
      owner: owners ? (owners.get(character.userId) ?? null) : undefined,
    }));
  }

  // ---- creating, changing, deleting ------------------------------------------------------------

  /** New character (players §2): the character checks of the rules; 10 starting XP as a ledger row. */
  async create(context: RequestContext, info: CharacterInfoCommand): Promise<CharacterView> {
    const user = requireUser(context);
    const character = await this.insertCharacter({
      userId: user.id,
      info,
      xpTotal: STARTING_XP,
      deathCount: 0,
      reaperFightCount: 0,
      commit: false,
      actorId: user.id,
    });
    return (await this.views([character]))[0];
  }

  /** Creates a character (player or admin), its starting XP ledger row, and with `commit` its first commit. */
  async insertCharacter(input: NewCharacter): Promise<Character> {
    const data = await this.deps.gameData.loadGameData();
    const now = this.deps.clock.now();
    const working = emptyBuild({
      character_name: input.info.characterName?.trim() ?? '',
      character_race: raceWithDefaults(data, input.info.characterRace),
      character_class: (input.info.characterClass ?? null) as CharacterClass | null,
    });
    const build = decideBuild(data, working, { xpTotal: input.xpTotal, additionalSpellSchools: [], committedBuild: null }, now);
    return withTransaction(this.dataSource, async (manager) => {
      const character = await insertWithBuilds(manager, {
        userId: input.userId,
        characterXpTotal: 0,
        characterXpSequence: 0,
        deathCount: input.deathCount,
        reaperFightCount: input.reaperFightCount,
        savedBuild: build,
        committedBuild: input.commit ? build : null,
        buildVersion: 1,
        // Decision: a committed character has history staff rely on; only uncommitted ones are the player's to delete.
        deleteAllowed: !input.commit,
        additionalSpellSchools: [],
      });
      if (input.xpTotal !== 0) {
        character.characterXpTotal = await changeXp(manager, {
          characterId: character.id,
          amount: input.xpTotal,
          kind: 'starting_xp',
          reason: 'Starting XP',
          actorId: input.actorId,
          at: now,
        });
      }
      if (input.commit) await this.recordCommit(manager, character.id, build, 1, input.actorId, now, versionNumberOf(data));
      return character;
    });
  }

  /**
   * Update character (players §2 /update_character): name, race (subculture, transformation,
   * attributes) and class until the first commit. The rules' consequences apply: a new class erases
   * the skills, new attributes or a transformation remove the racial skills.
   */
  async updateInfo(context: RequestContext, id: string, info: UpdateCharacterCommand): Promise<CharacterView> {
    const user = requireUser(context);
    const data = await this.deps.gameData.loadGameData();
    const expected = info.buildVersion;
    const character = await withTransaction(this.dataSource, async (manager) => {
      const current = requireOwnCharacter(user, await manager.findOneBy(Character, { id }));
      if (countsAsCommitted(current.committedBuild)) throw conflict(M.lockedAfterCommit);
      const working = applyInfoChanges(data, toWorking(current.savedBuild ?? header(emptyBuild())), info);
      return this.writeBuild(manager, current, working, { expectedVersion: expected, commit: false, actorId: user.id, data });
    });
    return (await this.views([character]))[0];
  }

  /** Own delete (players §6): only a character with delete_allowed. */
  async deleteOwn(context: RequestContext, id: string): Promise<{ id: string }> {
    const user = requireUser(context);
    return withTransaction(this.dataSource, async (manager) => {
      const character = requireOwnCharacter(user, await manager.findOneBy(Character, { id }));
      if (!character.deleteAllowed) throw new AppError('FORBIDDEN', M.notDeletable);
      await manager.delete(Character, { id });
      return { id };
    });
  }

  // ---- builds ----------------------------------------------------------------------------------

  /** Save (PATCH .../build) or, with commit=true, commit (POST .../build) one's own character's build. */
  async saveBuild(context: RequestContext, id: string, input: SaveBuildCommand): Promise<CharacterView> {
    const user = requireUser(context);
    const submitted = parseSubmittedBuild(input.characterBuild);
    const expected = input.buildVersion;
    const data = await this.deps.gameData.loadGameData();
    const character = await withTransaction(this.dataSource, async (manager) => {
      const current = requireOwnCharacter(user, await manager.findOneBy(Character, { id }));
      if (expected === null) checkBasedOnSavedBuild(current, input.characterBuild);
      return this.writeBuild(manager, current, submitted, {
        expectedVersion: expected,
        commit: input.commit,
        actorId: user.id,
        data,
      });
    });
    return (await this.views([character]))[0];
  }

  /**
   * Decides `working` against the character (rules engine) and writes it as the saved build (and the
   * committed one with a history row when `commit`). The UPDATE is conditional on the version read, so
   * of two concurrent writes from one version exactly one wins; the other is 409 and changes nothing.
   */
  async writeBuild(
    manager: EntityManager,
    current: Character,
    working: WorkingBuild,
    options: { expectedVersion: number | null; commit: boolean; actorId: string; data: GameData },
  ): Promise<Character> {
    if (options.expectedVersion !== null && options.expectedVersion !== current.buildVersion) throw conflict(M.staleBuild);
    const now = stampAfter(this.deps.clock.now(), current.savedBuild?.created_at);
    // Skills grandfathered by a ruleset change keep the rules they were bought under while unchanged.
    const data = dataWithExemptions(options.data, await exemptionsOf(manager, current.id), working);
    const build = decideBuild(
      data,
      working,
      {
        xpTotal: current.characterXpTotal,
        additionalSpellSchools: current.additionalSpellSchools,
        committedBuild: current.committedBuild,
      },
      now,
    );
    const changes: Partial<Character> = { savedBuild: build };
    if (options.commit) {
      changes.committedBuild = build;
      changes.deleteAllowed = false;
    }
    const nextVersion = await writeVersioned(manager, current, changes);
    if (options.commit)
      await this.recordCommit(manager, current.id, build, nextVersion, options.actorId, now, versionNumberOf(options.data));
    return manager.findOneByOrFail(Character, { id: current.id });
  }

  /** One history row per commit ("Every commit writes a history row"), naming the ruleset version it was checked under. */
  async recordCommit(
    manager: EntityManager,
    characterId: string,
    build: StoredBuild,
    version: number,
    actorId: string,
    at: Date,
    rulesetVersion: number,
  ): Promise<void> {
    await manager.insert(CharacterBuildCommit, {
      characterId,
      build,
      buildVersion: version,
      committedById: actorId,
      committedAt: at,
      rulesetVersion: rulesetVersion || null,
    });
  }
}

/**
 * A save without build_version (the documented body has only character_build) is still checked
 * against what the client edited: the build it sends carries the `created_at` of the build it was
 * loaded as (players' build format), and every save stamps a new one. A build whose `created_at` is
 * not the saved build's was edited from an older save, so writing it would silently replace a save
 * its sender never saw: 409, as with a stale build_version, on both databases and whatever the
 * timing (two tabs saving from one load: the first lands, the second is refused). A build without
 * `created_at` (made from scratch) has nothing to be checked against and replaces the saved one.
 */
function checkBasedOnSavedBuild(current: Character, submitted: SaveBuildCommand['characterBuild']): void {
  const stamp = submitted.created_at;
  const sentAt = typeof stamp === 'string' && stamp !== '' ? stamp : null;
  if (sentAt !== null && sentAt !== (current.savedBuild?.created_at ?? null)) throw conflict(M.staleBuild);
}

/** The new build's created_at: now, or 1 ms after the build it replaces, so every save's stamp differs from the last. */
function stampAfter(now: Date, previous: string | undefined): Date {
  const last = previous ? Date.parse(previous) : NaN;
  return Number.isNaN(last) || now.getTime() > last ? now : new Date(last + 1);
}

/**
 * The race as submitted. Decision: race_attributes left out (undefined) get the race's defaults
 * (players §2: default attributes plus the first choice), or the transformation's; an explicit null
 * stays null ("not selected yet", which the race check allows).
 */
export function raceWithDefaults(data: GameData, value: SubmittedRace | null | undefined): CharacterRace {
  const race = parseRace(value);
  const given = value?.race_attributes !== undefined;
  if (!given) {
    const transformation = race.transformation ? data.transformationsByName.get(race.transformation) : undefined;
    const raceDef = findRace(data, race.race, race.subculture);
    if (transformation) race.race_attributes = [...transformation.default_attributes];
    else if (raceDef) race.race_attributes = defaultAttributes(raceDef);
  }
  checkTransformationAllowed(data, race);
  return race;
}

/** Applies an info update to the saved build with the rules' consequences (players §4, rules' applyInfoChange). */
export function applyInfoChanges(data: GameData, build: WorkingBuild, info: CharacterInfoCommand): WorkingBuild {
  const change: InfoChange = {};
  if (info.characterName !== undefined) change.characterName = info.characterName;
  if (info.characterClass !== undefined) {
    const cls = info.characterClass;
    if (cls === null || !(CHARACTER_CLASSES as readonly string[]).includes(cls)) {
      throw badInput(`Character class must be one of ${CHARACTER_CLASSES.join(', ')}`);
    }
    change.characterClass = cls as CharacterClass;
  }
  if (info.characterRace !== undefined) {
    change.characterRace = raceWithDefaults(data, info.characterRace);
    change.attributesGiven = info.characterRace?.race_attributes !== undefined;
  }
  return applyInfoChange(data, build, change);
}

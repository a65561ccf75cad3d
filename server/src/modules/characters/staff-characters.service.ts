import { applyTransformation, recomputeCost, toStored, toWorking, type GameData, type StoredBuild } from '@larp/rules';
import { In, type DataSource, type EntityManager } from 'typeorm';
import type { Clock } from '../../clock';
import { BalanceError, Character, DeathRecord, MAX_BALANCE, User, changeShards, changeXp, isObjectId, withTransaction } from '../../db';
import { joinedRowReader, inList, type RowReader } from '../../db/row-reader';
import { batchStream, type BatchStream } from '../../calls/batch-stream';
import { AppError, badInput, conflict, present } from '../../errors';
import type { RequestContext } from '../../request-context';
import { authorizeOnCharacters } from './characters.policy';
import { decideBuild } from './build-decision';
import type { CharacterView } from './character.presenter';
import { CHARACTER_MESSAGES } from './characters.messages';
import { writeVersioned } from './build-writes';
import { STARTING_XP, type CharactersService } from './characters.service';
import type { GameDataService } from '../game-data/game-data.service';
import type { CharacterConnectionQuery } from '../staff-lists/staff-lists.inputs';
import type { Connection } from '../../input/paging';
import { STAFF_CHARACTER_MESSAGES as M } from './staff-characters.messages';
import {
  type AdminCreateCommand,
  type CharacterChangeCommand,
  type GrantShardsCommand,
  type GrantXpCommand,
  type PastEventCountsCommand,
  type RecordDeathsCommand,
  type UncommitScope,
} from './staff-characters.inputs';

export { DEFAULT_UNCOMMIT_SCOPE, UNCOMMIT_SCOPES, type UncommitScope } from './staff-characters.inputs';

export interface GrantOutcome<T> {
  message: string;
  results: T[];
}

/** Ids in one order, so two writers touching the same rows lock them in the same order (no deadlock cycle). */
const lockOrder = (ids: readonly string[]) => [...ids].sort();

/**
 * Characters read, presented and written at a time by the streamed whole list: a batch is one turn
 * of the event loop (its builds read, parsed and serialized, about 4 KB of JSON a character), so
 * its size bounds how long other requests wait behind it.
 */
const LIST_BATCH = 25;

/**
 * The admin's character tools (events §2 staff screens, §7 "Characters and admin"). Every method
 * requires the admin role (the staff route group is admin-only, events §6). Balances change only
 * through changeXp/changeShards (conditional update plus a ledger row with amount, reason, author
 * and time), each request in one transaction: all of it happens or none of it.
 */
export class StaffCharactersService {
  /** Every character with its owner (a LEFT JOIN, as find's relation: an owner's columns are null when the row is gone). */
  private readonly allCharacters: RowReader<{ c: Character; u: User }>;
  /** The characters of ids, with their owners. */
  private readonly charactersOfIds: RowReader<{ c: Character; u: User }>;
  /** The same, for the streamed whole list: each row is read once, so its builds are neither kept nor frozen. */
  private readonly streamedCharactersOfIds: RowReader<{ c: Character; u: User }>;

  constructor(
    private readonly deps: {
      dataSource: DataSource;
      clock: Clock;
      gameData: GameDataService;
      characters: CharactersService;
      /** the ids of one page of the characters connection (staff-lists: its filters, orders and cursors) */
      characterIds: (context: RequestContext, query: CharacterConnectionQuery) => Promise<Connection<string>>;
    },
  ) {
    const joined = 'FROM characters c LEFT JOIN users u ON u.id = c.user_id';
    const order = 'ORDER BY c.created_at ASC, c.id ASC';
    this.allCharacters = joinedRowReader(deps.dataSource, { c: Character, u: User }, `${joined} ${order}`);
    const ofIds = (ids: readonly unknown[]) => `${joined} WHERE c.id IN (${inList(ids.length)}) ${order}`;
    this.charactersOfIds = joinedRowReader(deps.dataSource, { c: Character, u: User }, ofIds);
    this.streamedCharactersOfIds = joinedRowReader(deps.dataSource, { c: Character, u: User }, ofIds, { sharedJson: false });
  }

  private get dataSource(): DataSource {
    return this.deps.dataSource;
  }

  // ---- reading ---------------------------------------------------------------------------------

  /** All characters, or those of `ids` (?id=a,b, e.g. for printing sheets), each with its owner. */
  async list(context: RequestContext, ids?: string[]): Promise<CharacterView[]> {
    authorizeOnCharacters(context, 'manageAll');
    // The owners joined in the same statement (one SQL statement for the list, whatever its length),
    // read by a plain row reader (the staff lists of 100 read through find's query builder
    // spent more than the rest of the request).
    return this.withOwnersJoined(await (ids ? this.charactersOfIds : this.allCharacters).read(this.dataSource.manager, ids ?? []), context);
  }

  /**
   * One page of every character (GET /characters with the connection's parameters): the page's ids
   * chosen on the list columns' indexes by the characters connection, then those characters read
   * with their owners, in the page's order.
   */
  async page(context: RequestContext, query: CharacterConnectionQuery): Promise<Connection<CharacterView>> {
    authorizeOnCharacters(context, 'manageAll');
    const ids = await this.deps.characterIds(context, query);
    const views = ids.nodes.length ? await this.list(context, ids.nodes) : [];
    const byId = new Map(views.map((view) => [view.character.id, view]));
    return { ...ids, nodes: ids.nodes.flatMap((id) => byId.get(id) ?? []) };
  }

  private async withOwnersJoined(rows: Array<{ c: Character; u: User }>, context: RequestContext): Promise<CharacterView[]> {
    const owners = new Map<string, User>();
    const characters = rows.map(({ c, u }) => {
      if (u.id) owners.set(u.id, u);
      return c;
    });
    return this.deps.characters.views(characters, owners, context);
  }

  /**
   * Every character with its owner, in the list's order, a batch of LIST_BATCH at a time: the ids in
   * order first (no builds read), then each batch by the same reader as a list of ids, so the REST
   * list streams the same rows `list` answers while holding one batch and letting other requests run.
   */
  async listInBatches(context: RequestContext): Promise<BatchStream<CharacterView>> {
    authorizeOnCharacters(context, 'manageAll');
    const ordered = await this.dataSource.query<Array<{ id: string }>>('SELECT id FROM characters ORDER BY created_at ASC, id ASC');
    const ids = ordered.map((row) => row.id);
    const batches = async function* (this: StaffCharactersService): AsyncGenerator<CharacterView[]> {
      for (let at = 0; at < ids.length; at += LIST_BATCH) {
        const rows = await this.streamedCharactersOfIds.read(this.dataSource.manager, ids.slice(at, at + LIST_BATCH));
        yield await this.withOwnersJoined(rows, context);
        // a turn of the event loop between batches (better-sqlite3 reads synchronously)
        await new Promise((resume) => setImmediate(resume));
      }
    };
    return batchStream(batches.call(this));
  }

  async listForUser(context: RequestContext, userId: string): Promise<CharacterView[]> {
    authorizeOnCharacters(context, 'manageAll');
    const manager = this.dataSource.manager;
    if (!(await manager.existsBy(User, { id: userId }))) throw new AppError('NOT_FOUND', M.userNotFound(userId));
    return this.withOwners(await manager.find(Character, { where: { userId }, order: { createdAt: 'ASC', id: 'ASC' } }), context);
  }

  /** One character of a user, with its owner: what the admin character sheet and its print need. */
  async getForUser(context: RequestContext, userId: string, characterId: string): Promise<CharacterView> {
    authorizeOnCharacters(context, 'manageAll');
    const character = await this.characterOf(this.dataSource.manager, userId, characterId);
    return (await this.withOwners([character]))[0];
  }

  /** GET /characters/secret_options: the schools staff may enable per character. */
  async secretOptions(context: RequestContext): Promise<string[]> {
    authorizeOnCharacters(context, 'manageAll');
    return [...(await this.deps.gameData.loadGameData()).ruleset.additional_spell_schools];
  }

  // ---- creating and deleting -------------------------------------------------------------------

  /** Create Character for User (events §9 defaults: starting XP 10, deaths 0, reaper fights 0; committed). */
  async createForUser(context: RequestContext, userId: string, input: AdminCreateCommand): Promise<CharacterView> {
    const admin = authorizeOnCharacters(context, 'manageAll');
    if (!(await this.dataSource.manager.existsBy(User, { id: userId }))) throw new AppError('NOT_FOUND', M.userNotFound(userId));
    const character = await this.deps.characters.insertCharacter({
      userId,
      info: input,
      xpTotal: input.xpTotal ?? STARTING_XP,
      deathCount: input.deathCount ?? 0,
      reaperFightCount: input.reaperFightCount ?? 0,
      // Decision: the documented call sends commit=true; leaving it out commits too, commit=false does not.
      commit: input.commit,
      actorId: admin.id,
    });
    return (await this.withOwners([character]))[0];
  }

  /** Admin delete (players §6): whatever delete_allowed says. */
  async deleteForUser(context: RequestContext, userId: string, characterId: string): Promise<{ id: string }> {
    authorizeOnCharacters(context, 'manageAll');
    return withTransaction(this.dataSource, async (manager) => {
      await this.characterOf(manager, userId, characterId);
      await manager.delete(Character, { id: characterId });
      return { id: characterId };
    });
  }

  // ---- changing a character --------------------------------------------------------------------

  /**
   * PATCH /users/{user_id}/characters/{character_id}: uncommit (committed_build, with uncommit_scope),
   * enable additional spell schools (never removed), and set_transformation (name or null), in that
   * order and in one transaction. Each bumps build_version, so an editor open on the old build gets 409.
   */
  async change(context: RequestContext, userId: string, characterId: string, input: CharacterChangeCommand): Promise<CharacterView> {
    authorizeOnCharacters(context, 'manageAll');
    const scope = input.uncommitScope;
    const schools = input.additionalSpellSchools;
    const transforming = input.setTransformation !== undefined;
    const data = await this.deps.gameData.loadGameData();
    const character = await withTransaction(this.dataSource, async (manager) => {
      const current = await this.characterOf(manager, userId, characterId);
      const changes: Partial<Character> = {};
      let committed = current.committedBuild;
      let saved = current.savedBuild;
      if (scope) committed = uncommitted(committed, scope);
      if (schools !== undefined) changes.additionalSpellSchools = widenSchools(data, current.additionalSpellSchools, schools);
      if (transforming) {
        const name = input.setTransformation ?? null;
        committed = committed ? transformed(data, committed, name) : null;
        saved = saved ? transformed(data, saved, name) : null;
        if (saved) {
          // The saved build must still stand against the new committed one (the rules engine decides).
          saved = decideBuild(
            data,
            toWorking(saved),
            {
              xpTotal: current.characterXpTotal,
              additionalSpellSchools: changes.additionalSpellSchools ?? current.additionalSpellSchools,
              committedBuild: committed,
            },
            this.deps.clock.now(),
          );
        }
      }
      if (committed !== current.committedBuild) changes.committedBuild = committed;
      if (saved !== current.savedBuild) changes.savedBuild = saved;
      // Through the characters' one versioned write (the player's saves use it too).
      await writeVersioned(manager, current, changes);
      return manager.findOneByOrFail(Character, { id: current.id });
    });
    return (await this.withOwners([character]))[0];
  }

  // ---- XP, deaths, event counts, shards ---------------------------------------------------------

  /** Manage XP (events §5): every character gets xp_amount with the reason, all or none. */
  async grantXp(context: RequestContext, input: GrantXpCommand): Promise<GrantOutcome<{ id: string; xpTotal: number }>> {
    const admin = authorizeOnCharacters(context, 'manageAll');
    const { characterIds: ids, xpAmount: amount, reason } = input;
    const at = this.deps.clock.now();
    const results = await withTransaction(this.dataSource, async (manager) => {
      await this.requireCharacters(manager, ids);
      const totals = new Map<string, number>();
      const refused = new Set<string>();
      for (const id of lockOrder(ids)) {
        try {
          totals.set(id, await changeXp(manager, { characterId: id, amount, kind: 'grant', reason, actorId: admin.id, at }));
        } catch (error) {
          if (!(error instanceof BalanceError)) throw error;
          refused.add(id);
        }
      }
      // all or nothing: the first refused character in the caller's order is named, and the throw rolls back the rest
      const first = ids.find((id) => refused.has(id));
      if (first) throw badInput(M.xpBelowZero(first));
      return ids.map((id) => ({ id, xpTotal: present(totals.get(id), `the XP total of ${id}`) }));
    });
    return { message: M.xpGranted, results };
  }

  /**
   * Manage Deaths (events §5): adds deaths and reaper fights to one character and records the entry
   * with its event name, author and time (DeathRecord). Decision: negative numbers correct earlier
   * entries, but the totals never go below 0 (conditional update).
   */
  async recordDeaths(
    context: RequestContext,
    characterId: string,
    input: RecordDeathsCommand,
  ): Promise<GrantOutcome<{ id: string; deathCount: number; reaperFightCount: number }>> {
    const admin = authorizeOnCharacters(context, 'manageAll');
    if (!isObjectId(characterId)) throw badInput(M.mustSelectCharacter);
    const { deathCount: deaths, reaperFightCount: reaperFights } = input;
    const character = await withTransaction(this.dataSource, async (manager) => {
      await this.requireCharacters(manager, [characterId]);
      const result = await manager
        .createQueryBuilder()
        .update(Character)
        .set({
          // whole numbers within ±LIMITS.deathEntry (the input contract), so safe to write inline
          deathCount: () => `death_count + ${deaths}`,
          reaperFightCount: () => `reaper_fight_count + ${reaperFights}`,
        })
        .where('id = :id AND death_count + :deaths BETWEEN 0 AND :max AND reaper_fight_count + :reaperFights BETWEEN 0 AND :max', {
          id: characterId,
          deaths,
          reaperFights,
          max: MAX_BALANCE,
        })
        .execute();
      if (!result.affected) throw badInput(M.deathsBelowZero);
      await manager.insert(DeathRecord, {
        characterId,
        deathCount: deaths,
        reaperFightCount: reaperFights,
        eventName: input.event,
        actorId: admin.id,
        recordedAt: this.deps.clock.now(),
      });
      return manager.findOneByOrFail(Character, { id: characterId });
    });
    return {
      message: M.deathsCounted,
      results: [{ id: character.id, deathCount: character.deathCount, reaperFightCount: character.reaperFightCount }],
    };
  }

  /** Manage Past Event Counts (events §5): sets each character's xp_sequence; numbers, minimum 0. */
  async updatePastEventCounts(
    context: RequestContext,
    input: PastEventCountsCommand,
  ): Promise<GrantOutcome<{ id: string; xpSequence: number }>> {
    authorizeOnCharacters(context, 'manageAll');
    const wanted = [...input.xpSequences.entries()];
    const results = await withTransaction(this.dataSource, async (manager) => {
      await this.requireCharacters(
        manager,
        wanted.map(([id]) => id),
      );
      for (const [id, xpSequence] of [...wanted].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))) {
        await manager.update(Character, { id }, { characterXpSequence: xpSequence });
      }
      return wanted.map(([id, xpSequence]) => ({ id, xpSequence }));
    });
    return { message: M.eventCountsUpdated, results };
  }

  /** Manage Shards (events §5): every user gets shard_amount with the reason, all or none. */
  async grantShards(context: RequestContext, input: GrantShardsCommand): Promise<GrantOutcome<{ id: string; shards: number }>> {
    const admin = authorizeOnCharacters(context, 'manageAll');
    const { userIds: ids, shardAmount: amount, reason } = input;
    const at = this.deps.clock.now();
    const results = await withTransaction(this.dataSource, async (manager) => {
      const found = new Set((await manager.find(User, { where: { id: In(ids) }, select: { id: true } })).map((user) => user.id));
      const missing = ids.find((id) => !found.has(id));
      if (missing) throw new AppError('NOT_FOUND', M.userNotFound(missing));
      const balances = new Map<string, number>();
      const refused = new Set<string>();
      for (const id of lockOrder(ids)) {
        try {
          balances.set(id, await changeShards(manager, { userId: id, amount, kind: 'grant', reason, actorId: admin.id, at }));
        } catch (error) {
          if (!(error instanceof BalanceError)) throw error;
          refused.add(id);
        }
      }
      const first = ids.find((id) => refused.has(id));
      if (first) throw badInput(M.shardsBelowZero(first));
      return ids.map((id) => ({ id, shards: present(balances.get(id), `the shard balance of ${id}`) }));
    });
    return { message: M.shardsGranted, results };
  }

  // ---- helpers ---------------------------------------------------------------------------------

  private async characterOf(manager: EntityManager, userId: string, characterId: string): Promise<Character> {
    const character = await manager.findOneBy(Character, { id: characterId });
    if (!character || character.userId !== userId) throw new AppError('NOT_FOUND', CHARACTER_MESSAGES.notFound);
    return character;
  }

  private async requireCharacters(manager: EntityManager, ids: string[]): Promise<void> {
    const found = new Set(
      (await manager.find(Character, { where: { id: In(ids) }, select: { id: true } })).map((character) => character.id),
    );
    const missing = ids.find((id) => !found.has(id));
    if (missing) throw new AppError('NOT_FOUND', M.characterNotFound(missing));
  }

  /** Views with their owners; `scope` (the request) shares the request's one game-data read. */
  private async withOwners(characters: Character[], scope?: object): Promise<CharacterView[]> {
    const ownerIds = [...new Set(characters.map((character) => character.userId))];
    const owners = ownerIds.length ? await this.dataSource.manager.findBy(User, { id: In(ownerIds) }) : [];
    return this.deps.characters.views(characters, new Map(owners.map((owner) => [owner.id, owner])), scope);
  }
}

/**
 * The committed build after an uncommit (events §4): 'skills' empties its skills (so the player may
 * lower them); 'skills_and_race_attributes' also clears the race attributes, after which the build no
 * longer counts as committed and the player chooses attributes again; 'everything' removes it, which
 * frees race and class too.
 */
export function uncommitted(committed: StoredBuild | null, scope: UncommitScope): StoredBuild | null {
  if (!committed) throw conflict(M.notCommitted);
  if (scope === 'everything') return null;
  const build: StoredBuild = { ...committed, character_skills: [], character_build_cost: 0 };
  if (scope === 'skills_and_race_attributes') build.character_race = { ...committed.character_race, race_attributes: null };
  return build;
}

/** Enabled schools only grow (events §4): the new list must keep every school already enabled. */
function widenSchools(data: GameData, current: string[], wanted: string[]): string[] {
  for (const school of wanted) {
    if (!data.ruleset.additional_spell_schools.includes(school)) throw badInput(M.unknownSchool(school));
  }
  if (current.some((school) => !wanted.includes(school))) throw badInput(M.schoolsIrreversible);
  return [...current, ...wanted.filter((school, index) => !current.includes(school) && wanted.indexOf(school) === index)];
}

/** A build with the transformation applied by the rules (racial skills go), its cost recomputed. */
function transformed(data: GameData, build: StoredBuild, name: string | null): StoredBuild {
  const working = applyTransformation(data, toWorking(build), name);
  working.character_build_cost = recomputeCost(data, working);
  return { ...toStored(working), ...(build.created_at ? { created_at: build.created_at } : {}) };
}

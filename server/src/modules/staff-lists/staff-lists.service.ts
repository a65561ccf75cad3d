import { characterLevel, raceDescription } from '@larp/rules';
import { In, IsNull, MoreThan, type DataSource, type EntityManager } from 'typeorm';
import type { Clock } from '../../clock';
import { Character, User } from '../../db';
import { Event } from '../../db/entities/event.entity';
import { ShardLedgerEntry } from '../../db/entities/ledger.entities';
import { AppError } from '../../errors';
import type { RequestContext } from '../../request-context';
import { authorizeOnStaffLists } from './staff-lists.policy';
import { countsAsCommitted, shownBuild } from '../characters/build-decision';
import type { GameDataService } from '../game-data/game-data.service';
import { staffListSql, type StaffListSql } from './staff-list-sql';
import { batchStream, type BatchStream } from '../../calls/batch-stream';

/** Characters read and written at a time by the streamed characters.csv. */
const CHARACTER_ROW_BATCH = 200;
import type { CharacterSort, SortDirection, StaffPageQuery, UserSort } from './staff-lists.inputs';

/** The counts of the /staff dashboard. */
export interface StaffDashboardCounts {
  playerCount: number;
  characterCount: number;
  uncommittedCount: number;
  upcomingEventCount: number;
}

/** One line of the Manage Characters list: what the table shows, nothing of the build's skills. */
export interface StaffCharacterRow {
  id: string;
  userId: string;
  playerName: string;
  playerEmail: string;
  characterName: string;
  characterClass: string | null;
  raceDescription: string;
  characterLevel: number;
  characterXpTotal: number;
  characterXpSequence: number;
  deathCount: number;
  reaperFightCount: number;
  committed: boolean;
}

/** One line of the Manage Users / Shards / Roles lists. */
export interface StaffUserRow {
  id: string;
  firstName: string;
  lastName: string;
  email: string;
  verified: boolean;
  roles: string[];
  shardTotal: number;
  characterCount: number;
  erased: boolean;
}

/** One page of a staff list: its rows, how many match in all, and the page actually answered. */
export interface StaffPage<Row> {
  rows: Row[];
  /** rows matching the search, on every page */
  total: number;
  /** 1-based; a page past the last answers the last page */
  page: number;
  perPage: number;
}

/**
 * The staff lists (events §2 staff screens): every row of a list comes from a fixed number of
 * queries whatever the number of rows (characters: 2, users: 2), so 1,000 characters or players
 * cost what 10 do. characterRows and userRows answer every row (the exports, and the forms that
 * pick from the whole list); characterPage and userPage (Manage Characters, Manage
 * Users) search, sort and page on the server: a count and one page, 2 statements at any size.
 * Admin only (events §6).
 */
export class StaffListsService {
  constructor(private readonly deps: { dataSource: DataSource; clock: Clock; gameData: GameDataService }) {}

  async dashboard(context: RequestContext): Promise<StaffDashboardCounts> {
    authorizeOnStaffLists(context, 'viewDashboard');
    const manager = this.deps.dataSource.manager;
    const playerCount = await manager.countBy(User, { verified: true });
    const committedBuilds = await manager.find(Character, { select: { id: true, committedBuild: true } });
    const upcomingEventCount = await manager.countBy(Event, { eventStartTime: MoreThan(this.deps.clock.now()) });
    return {
      playerCount,
      characterCount: committedBuilds.length,
      uncommittedCount: committedBuilds.filter((row) => !countsAsCommitted(row.committedBuild)).length,
      upcomingEventCount,
    };
  }

  async characterRows(context: RequestContext): Promise<StaffCharacterRow[]> {
    authorizeOnStaffLists(context, 'listCharacters');
    const manager = this.deps.dataSource.manager;
    const characters = await manager.find(Character, { order: { createdAt: 'ASC', id: 'ASC' } });
    return this.rowsOf(manager, characters);
  }

  /**
   * characterRows a batch of CHARACTER_ROW_BATCH at a time (characters.csv streams them): the ids in
   * order first (no builds read), then each batch's characters and owners, so memory holds one batch
   * and other requests run between the batches.
   */
  async characterRowsInBatches(context: RequestContext): Promise<BatchStream<StaffCharacterRow>> {
    authorizeOnStaffLists(context, 'listCharacters');
    const manager = this.deps.dataSource.manager;
    const ordered = await manager.query<Array<{ id: string }>>('SELECT id FROM characters ORDER BY created_at ASC, id ASC');
    const ids = ordered.map((row) => row.id);
    const batches = async function* (this: StaffListsService): AsyncGenerator<StaffCharacterRow[]> {
      for (let at = 0; at < ids.length; at += CHARACTER_ROW_BATCH) {
        const characters = await manager.find(Character, {
          where: { id: In(ids.slice(at, at + CHARACTER_ROW_BATCH)) },
          order: { createdAt: 'ASC', id: 'ASC' },
        });
        yield await this.rowsOf(manager, characters);
        // a turn of the event loop between batches (better-sqlite3 reads synchronously)
        await new Promise((resume) => setImmediate(resume));
      }
    };
    return batchStream(batches.call(this));
  }

  private async rowsOf(manager: EntityManager, characters: Character[]): Promise<StaffCharacterRow[]> {
    const ownerIds = [...new Set(characters.map((character) => character.userId))];
    const owners = ownerIds.length
      ? await manager.find(User, { where: { id: In(ownerIds) }, select: { id: true, firstName: true, lastName: true, email: true } })
      : [];
    const ownerById = new Map(owners.map((owner) => [owner.id, owner]));
    const levels = (await this.deps.gameData.loadGameData()).ruleset.character_levels;
    return characters.map((character) => {
      const build = shownBuild(character.savedBuild, character.committedBuild);
      const owner = ownerById.get(character.userId);
      return {
        id: character.id,
        userId: character.userId,
        playerName: owner ? `${owner.firstName} ${owner.lastName}` : '',
        playerEmail: owner?.email ?? '',
        characterName: build?.character_name ?? '',
        characterClass: build?.character_class ?? null,
        raceDescription: raceDescription(build?.character_race),
        characterLevel: characterLevel(character.characterXpTotal, levels),
        characterXpTotal: character.characterXpTotal,
        characterXpSequence: character.characterXpSequence,
        deathCount: character.deathCount,
        reaperFightCount: character.reaperFightCount,
        committed: countsAsCommitted(character.committedBuild),
      };
    });
  }

  async userRows(context: RequestContext, options: { includeErased?: boolean } = {}): Promise<StaffUserRow[]> {
    authorizeOnStaffLists(context, 'listUsers');
    const manager = this.deps.dataSource.manager;
    // Erased accounts are pseudonyms kept for the game's records: listed only when asked.
    const users = await manager.find(User, {
      where: options.includeErased ? {} : { erasedAt: IsNull() },
      order: { lastName: 'ASC', firstName: 'ASC', id: 'ASC' },
    });
    const counts: { userId: string; count: string | number }[] = await manager
      .createQueryBuilder(Character, 'character')
      .select('character.user_id', 'userId')
      .addSelect('COUNT(*)', 'count')
      .groupBy('character.user_id')
      .getRawMany();
    const countByUser = new Map(counts.map((row) => [row.userId, Number(row.count)]));
    return users.map((user) => ({
      id: user.id,
      firstName: user.firstName,
      lastName: user.lastName,
      email: user.email,
      verified: user.verified,
      roles: [...user.roles],
      shardTotal: user.shardTotal,
      characterCount: countByUser.get(user.id) ?? 0,
      erased: user.erasedAt !== null,
    }));
  }

  /**
   * One page of Manage Characters: searched (every word in the shown build's character name, the
   * player's first or last name or email; case-insensitive), sorted and paged in SQL. The shown
   * build's name and committed state are computed in SQL by the rules' shownBuild/countsAsCommitted
   * (rules/build-status.ts), written out in sql/staff-list-sql.ts and checked against them by a test.
   */
  async characterPage(context: RequestContext, query: StaffPageQuery<CharacterSort>): Promise<StaffPage<StaffCharacterRow>> {
    authorizeOnStaffLists(context, 'listCharacters');
    const manager = this.deps.dataSource.manager;
    const sql = staffListSql(this.deps.dataSource);
    const from = 'FROM characters c LEFT JOIN users u ON u.id = c.user_id';
    const where = sql.searchWhere(query.words, [sql.shownName, 'u.first_name', 'u.last_name', 'u.email']);
    const total = await countOf(manager, `SELECT COUNT(*) AS total ${from} ${where.sql}`, where.parameters);
    const page = clampPage(query.page, query.perPage, total);
    const order = characterOrder(sql, query.sort, query.direction);
    const rows: RawCharacterRow[] = await manager.query(
      `SELECT c.id, c.user_id, c.saved_build, c.committed_build, c.character_xp_total, c.character_xp_sequence, c.death_count,
         c.reaper_fight_count, u.first_name, u.last_name, u.email
       ${from} ${where.sql} ORDER BY ${order}, c.created_at ASC, c.id ASC LIMIT ? OFFSET ?`,
      [...where.parameters, query.perPage, (page - 1) * query.perPage],
    );
    const levels = (await this.deps.gameData.loadGameData()).ruleset.character_levels;
    return {
      total,
      page,
      perPage: query.perPage,
      rows: rows.map((row) => {
        const committedBuild = parseJson(row.committed_build) as Character['committedBuild'];
        const build = shownBuild(parseJson(row.saved_build) as Character['savedBuild'], committedBuild);
        const xpTotal = Number(row.character_xp_total);
        return {
          id: row.id,
          userId: row.user_id,
          playerName: row.first_name === null ? '' : `${row.first_name} ${row.last_name ?? ''}`,
          playerEmail: row.email ?? '',
          characterName: build?.character_name ?? '',
          characterClass: build?.character_class ?? null,
          raceDescription: raceDescription(build?.character_race),
          characterLevel: characterLevel(xpTotal, levels),
          characterXpTotal: xpTotal,
          characterXpSequence: Number(row.character_xp_sequence),
          deathCount: Number(row.death_count),
          reaperFightCount: Number(row.reaper_fight_count),
          committed: countsAsCommitted(committedBuild),
        };
      }),
    };
  }

  /** One page of Manage Users: searched (every word in first or last name or email), sorted and paged in SQL. */
  async userPage(context: RequestContext, query: StaffPageQuery<UserSort> & { includeErased: boolean }): Promise<StaffPage<StaffUserRow>> {
    authorizeOnStaffLists(context, 'listUsers');
    const manager = this.deps.dataSource.manager;
    const sql = staffListSql(this.deps.dataSource);
    const search = sql.searchWhere(query.words, ['u.first_name', 'u.last_name', 'u.email']);
    // Erased accounts are pseudonyms kept for the game's records: listed only when asked.
    const conditions = [...(query.includeErased ? [] : ['u.erased_at IS NULL']), ...search.conditions];
    const where = conditions.length ? `WHERE ${conditions.join(' AND ')}` : '';
    const total = await countOf(manager, `SELECT COUNT(*) AS total FROM users u ${where}`, search.parameters);
    const page = clampPage(query.page, query.perPage, total);
    const rows: RawUserRow[] = await manager.query(
      `SELECT u.id, u.first_name, u.last_name, u.email, u.verified, u.roles, u.shard_total, u.erased_at,
         (SELECT COUNT(*) FROM characters c WHERE c.user_id = u.id) AS character_count
       FROM users u ${where} ORDER BY ${userOrder(query.sort, query.direction)}, u.id ASC LIMIT ? OFFSET ?`,
      [...search.parameters, query.perPage, (page - 1) * query.perPage],
    );
    return {
      total,
      page,
      perPage: query.perPage,
      rows: rows.map((row) => ({
        id: row.id,
        firstName: row.first_name,
        lastName: row.last_name,
        email: row.email,
        verified: Boolean(Number(row.verified)),
        roles: [...((parseJson(row.roles) as string[] | null) ?? [])],
        shardTotal: Number(row.shard_total),
        characterCount: Number(row.character_count),
        erased: row.erased_at !== null,
      })),
    };
  }

  /** A player's shard ledger (Manage Shards, Manage Users), oldest first. */
  async shardLedger(context: RequestContext, userId: string): Promise<ShardLedgerEntry[]> {
    authorizeOnStaffLists(context, 'viewShardLedger');
    const manager = this.deps.dataSource.manager;
    if (!(await manager.existsBy(User, { id: userId }))) throw new AppError('NOT_FOUND', `User not found: ${userId}`);
    return manager.find(ShardLedgerEntry, { where: { userId }, order: { createdAt: 'ASC', id: 'ASC' } });
  }
}

interface RawCharacterRow {
  id: string;
  user_id: string;
  saved_build: unknown;
  committed_build: unknown;
  character_xp_total: number | string;
  character_xp_sequence: number | string;
  death_count: number | string;
  reaper_fight_count: number | string;
  first_name: string | null;
  last_name: string | null;
  email: string | null;
}

interface RawUserRow {
  id: string;
  first_name: string;
  last_name: string;
  email: string;
  verified: number | string | boolean;
  roles: unknown;
  shard_total: number | string;
  erased_at: unknown;
  character_count: number | string;
}

/** A JSON column as the driver hands it over: text (SQLite, MariaDB's LONGTEXT) or already parsed. */
function parseJson(value: unknown): unknown {
  if (value === null || value === undefined) return null;
  return typeof value === 'string' ? (JSON.parse(value) as unknown) : value;
}

async function countOf(manager: EntityManager, sql: string, parameters: unknown[]): Promise<number> {
  const rows: { total: number | string }[] = await manager.query(sql, parameters);
  return Number(rows[0]?.total ?? 0);
}

/** The page asked for, or the last one there is (1 when nothing matches). */
function clampPage(page: number, perPage: number, total: number): number {
  return Math.min(page, Math.max(1, Math.ceil(total / perPage)));
}

const dir = (direction: SortDirection) => (direction === 'ascending' ? 'ASC' : 'DESC');

/** ORDER BY of a character page; empty names sort last both ways, ties by creation. */
function characterOrder(sql: StaffListSql, sort: CharacterSort, direction: SortDirection): string {
  const d = dir(direction);
  switch (sort) {
    case 'character':
      return `CASE WHEN ${sql.shownName} = '' THEN 1 ELSE 0 END, LOWER(${sql.shownName}) ${d}`;
    case 'player':
      return `CASE WHEN u.id IS NULL THEN 1 ELSE 0 END, LOWER(u.first_name) ${d}, LOWER(u.last_name) ${d}`;
    case 'level':
    case 'xp':
      return `c.character_xp_total ${d}`;
    case 'deaths':
      return `c.death_count ${d}`;
    case 'events':
      return `c.character_xp_sequence ${d}`;
    case 'status':
      // ascending: committed first (as the table's 'committed' < 'uncommitted')
      return `${sql.committedFlag} ${direction === 'ascending' ? 'DESC' : 'ASC'}`;
  }
}

function userOrder(sort: UserSort, direction: SortDirection): string {
  const d = dir(direction);
  switch (sort) {
    case 'name':
      return `LOWER(u.last_name) ${d}, LOWER(u.first_name) ${d}`;
    case 'email':
      return `LOWER(u.email) ${d}`;
    case 'verified':
      // ascending: verified first (as the table's true before false)
      return `u.verified ${direction === 'ascending' ? 'DESC' : 'ASC'}`;
    case 'shards':
      return `u.shard_total ${d}`;
    case 'characters':
      return `character_count ${d}`;
  }
}

import { characterLevel, raceDescription, type CharacterLevelThreshold, type CharacterRace } from '@larp/rules';
import { IsNull, MoreThan, type DataSource, type EntityManager, type SelectQueryBuilder } from 'typeorm';
import type { Clock } from '../../clock';
import { Character, User } from '../../db';
import { Event } from '../../db/entities/event.entity';
import { ShardLedgerEntry, XpLedgerEntry } from '../../db/entities/ledger.entities';
import { AppError } from '../../errors';
import type { RequestContext } from '../../request-context';
import { authorizeOnStaffLists } from './staff-lists.policy';
import { shownBuild } from '../characters/build-decision';
import type { GameDataService } from '../game-data/game-data.service';
import { searchWhere } from './staff-list-sql';
import { inList } from '../../db/row-reader';
import { keysetAfter, keysetOrderBy, keysetPage, type KeysetOrder } from '../../db/keyset';
import { toConnection, type Connection, type CursorKeys } from '../../input/paging';
import {
  characterFilters,
  characterOrder as characterKeyset,
  userFilters,
  userOrder as userKeyset,
  type Filters,
} from './staff-list-filters';
import {
  orderName,
  type CharacterConnectionQuery,
  type CharacterSort,
  type LedgerConnectionQuery,
  type SortDirection,
  type StaffPageQuery,
  type UserConnectionQuery,
  type UserSort,
} from './staff-lists.inputs';
import { batchStream, type BatchStream } from '../../calls/batch-stream';

/** Characters read and written at a time by the streamed characters.csv. */
const CHARACTER_ROW_BATCH = 100;
/**
 * Characters read at a time for the whole staffCharacterRows answer: a statement per batch, so the
 * count of statements stays the same up to this many characters.
 */
const CHARACTER_ROWS_READ = 1000;

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
    // the stored committed flag (db/character-list-columns.ts) counts from an index, no build is read
    const characterCount = await manager.count(Character);
    const uncommittedCount = await manager.countBy(Character, { committed: false });
    const upcomingEventCount = await manager.countBy(Event, { eventStartTime: MoreThan(this.deps.clock.now()) });
    return { playerCount, characterCount, uncommittedCount, upcomingEventCount };
  }

  /**
   * Every character's line, read in batches that read no build (characterLines): the stored list
   * columns, and of the shown build (the committed one when it counts as committed,
   * db/character-list-columns.ts) only its race, which the database cuts out, so the answer costs no
   * JSON parse of 12,000 builds, and other requests run between the batches.
   */
  async characterRows(context: RequestContext): Promise<StaffCharacterRow[]> {
    authorizeOnStaffLists(context, 'listCharacters');
    const rows: StaffCharacterRow[] = [];
    for await (const batch of this.characterLines(context, CHARACTER_ROWS_READ)) rows.push(...batch);
    return rows;
  }

  /**
   * characterRows a batch of CHARACTER_ROW_BATCH at a time (characters.csv streams them), so memory
   * holds one batch and the first line leaves after the first batch.
   */
  async characterRowsInBatches(context: RequestContext): Promise<BatchStream<StaffCharacterRow>> {
    authorizeOnStaffLists(context, 'listCharacters');
    return batchStream(this.characterLines(context, CHARACTER_ROW_BATCH));
  }

  /**
   * Every character's line in the list's order, `batch` at a time: the ids in order first (read from
   * the (created_at, id) index alone), then each batch's lines by id, a turn of the event loop
   * between batches (better-sqlite3 reads synchronously, so one statement over every row would hold
   * every other request for as long as it runs).
   */
  private async *characterLines(context: RequestContext, batch: number): AsyncGenerator<StaffCharacterRow[]> {
    const manager = this.deps.dataSource.manager;
    const levels = (await this.deps.gameData.loadGameData(context)).ruleset.character_levels;
    const ordered = await manager.query<Array<{ id: string }>>('SELECT id FROM characters ORDER BY created_at ASC, id ASC');
    const ids = ordered.map((row) => row.id);
    for (let at = 0; at < ids.length; at += batch) {
      if (at > 0) await new Promise((resume) => setImmediate(resume));
      const some = ids.slice(at, at + batch);
      // put in the ids' order here, not by a sort in the statement, which would cost more than the read itself
      const rows = await manager.query<Array<RawCharacterRow & { shown_race: unknown }>>(
        `SELECT ${CHARACTER_LINE_COLUMNS} ${CHARACTERS_WITH_OWNERS} WHERE c.id IN (${inList(some.length)})`,
        some,
      );
      const byId = new Map(rows.map((row) => [row.id, row]));
      yield some.flatMap((id) => {
        const row = byId.get(id);
        return row ? [toCharacterRow(row, levels, parseJson(row.shown_race) as CharacterRace | null)] : [];
      });
    }
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
   * player's first or last name or email; case-insensitive), sorted and paged in SQL on the
   * characters' stored list columns (db/character-list-columns.ts: the rules' shownBuild and
   * countsAsCommitted, kept by the one build writer), so no statement reads every row's builds.
   */
  async characterPage(context: RequestContext, query: StaffPageQuery<CharacterSort>): Promise<StaffPage<StaffCharacterRow>> {
    authorizeOnStaffLists(context, 'listCharacters');
    const manager = this.deps.dataSource.manager;
    const search = searchWhere(query.words, ['c.name_key', 'u.first_name', 'u.last_name', 'u.email']);
    // the owner is joined only where a condition or the order reads the owner's columns
    const from = search.conditions.length > 0 || query.sort === 'player' ? CHARACTERS_WITH_OWNERS : 'FROM characters c';
    const [counted] = await manager.query<Array<{ total: number | string; unnamed: number | string }>>(
      `SELECT COUNT(*) AS total, COUNT(CASE WHEN c.name_key = '' THEN 1 END) AS unnamed ${from} ${search.sql}`,
      search.parameters,
    );
    const total = Number(counted.total);
    const page = clampPage(query.page, query.perPage, total);
    // The page's ids are chosen first over an index of the narrow list columns, then only those
    // rows' builds are read: sorting every row with both builds in it costs many times more at a deep page.
    const parts = characterPageParts(query.sort, query.direction, total, Number(counted.unnamed));
    const chosen = pageSlices(parts, (page - 1) * query.perPage, query.perPage).map(({ part, index, limit, offset }) => ({
      sql: `SELECT * FROM (SELECT c.id AS page_id, ${index} AS part ${from} ${whereAll([...search.conditions, ...part.conditions])}
        ORDER BY ${part.order} LIMIT ? OFFSET ?) p${index}`,
      parameters: [...search.parameters, limit, offset],
    }));
    if (chosen.length === 0) return { total, page, perPage: query.perPage, rows: [] };
    const rows: RawCharacterRow[] = await manager.query(
      `SELECT ${CHARACTER_ROW_COLUMNS} FROM (${chosen.map((slice) => slice.sql).join(' UNION ALL ')}) p
       JOIN characters c ON c.id = p.page_id LEFT JOIN users u ON u.id = c.user_id ORDER BY p.part, ${parts[0].order}`,
      chosen.flatMap((slice) => slice.parameters),
    );
    const levels = await this.levels();
    return { total, page, perPage: query.perPage, rows: rows.map((row) => toCharacterRow(row, levels)) };
  }

  /**
   * The characters as a keyset connection (input/paging.ts), filtered by player, class, race,
   * committed or not, XP and level ranges and event attended, in name, XP or creation order: a count
   * and one page, each on an index of the stored list columns, at any depth and any size.
   */
  async characterConnection(context: RequestContext, query: CharacterConnectionQuery): Promise<Connection<StaffCharacterRow>> {
    authorizeOnStaffLists(context, 'listCharacters');
    const levels = await this.levels();
    // The page's ids first, on the order's index alone (a deep page never reads the rows before it
    // with their builds), then those rows whole.
    const keyset = characterKeyset(query.order, query.descending);
    const ids = await this.characterKeysetConnection(query, levels, keyset.columns.join(', '), (row: { id: string }) => row.id);
    const rows = await this.deps.dataSource.manager.query<RawCharacterRow[]>(
      `SELECT ${CHARACTER_ROW_COLUMNS} ${CHARACTERS_WITH_OWNERS} WHERE c.id IN (${inList(ids.nodes.length)})`,
      ids.nodes,
    );
    const byId = new Map(rows.map((row) => [row.id, row]));
    return {
      ...ids,
      nodes: ids.nodes.flatMap((id) => {
        const row = byId.get(id);
        return row ? [toCharacterRow(row, levels)] : [];
      }),
    };
  }

  /**
   * The ids of one page of characterConnection (GET /characters with paging reads the page's
   * characters by them): the same filters, order, cursor and count, no column but the keys read.
   */
  async characterIdConnection(context: RequestContext, query: CharacterConnectionQuery): Promise<Connection<string>> {
    authorizeOnStaffLists(context, 'listCharacters');
    const keyset = characterKeyset(query.order, query.descending);
    return this.characterKeysetConnection(query, await this.levels(), keyset.columns.join(', '), (row: { id: string }) => row.id);
  }

  /** `toNode` gets each row as read with `columns` (the connection's rows or only their keys). */
  private async characterKeysetConnection<Node>(
    query: CharacterConnectionQuery,
    levels: readonly CharacterLevelThreshold[],
    columns: string,
    toNode: (row: never) => Node,
  ): Promise<Connection<Node>> {
    const filters = characterFilters(query, levels);
    const keyset = characterKeyset(query.order, query.descending);
    const countFrom = filters.readsOwner ? CHARACTERS_WITH_OWNERS : 'FROM characters c';
    const rows = await this.keysetPage<never>(`SELECT ${columns} ${CHARACTERS_WITH_OWNERS}`, filters, keyset, query.page);
    const total = await this.countMatching(countFrom, filters);
    return toConnection(rows, query.page, total, { name: orderName(query.order, query.descending), keysOf: keysOf(keyset) }, toNode);
  }

  /** The players as a keyset connection, filtered by role, verified and a name or email search, in name or creation order. */
  async userConnection(context: RequestContext, query: UserConnectionQuery): Promise<Connection<StaffUserRow>> {
    authorizeOnStaffLists(context, 'listUsers');
    return this.userKeysetConnection(query, USER_ROW_COLUMNS, toUserRow);
  }

  /** The ids of one page of userConnection (GET /users with paging reads the page's users by them). */
  async userIdConnection(context: RequestContext, query: UserConnectionQuery): Promise<Connection<string>> {
    authorizeOnStaffLists(context, 'listUsers');
    const keyset = userKeyset(query.order, query.descending);
    return this.userKeysetConnection(query, keyset.columns.join(', '), (row: { id: string }) => row.id);
  }

  /** `toNode` gets each row as read with `columns` (the connection's rows or only their keys). */
  private async userKeysetConnection<Node>(
    query: UserConnectionQuery,
    columns: string,
    toNode: (row: never) => Node,
  ): Promise<Connection<Node>> {
    const filters = userFilters(query);
    const keyset = userKeyset(query.order, query.descending);
    const rows = await this.keysetPage<never>(`SELECT ${columns} FROM users u`, filters, keyset, query.page);
    const total = await this.countMatching('FROM users u', filters);
    return toConnection(rows, query.page, total, { name: orderName(query.order, query.descending), keysOf: keysOf(keyset) }, toNode);
  }

  /** One page of Manage Users: searched (every word in first or last name or email), sorted and paged in SQL. */
  async userPage(context: RequestContext, query: StaffPageQuery<UserSort> & { includeErased: boolean }): Promise<StaffPage<StaffUserRow>> {
    authorizeOnStaffLists(context, 'listUsers');
    const manager = this.deps.dataSource.manager;
    const search = searchWhere(query.words, ['u.first_name', 'u.last_name', 'u.email']);
    // Erased accounts are pseudonyms kept for the game's records: listed only when asked.
    const conditions = [...(query.includeErased ? [] : ['u.erased_at IS NULL']), ...search.conditions];
    const where = conditions.length ? `WHERE ${conditions.join(' AND ')}` : '';
    const total = await countOf(manager, `SELECT COUNT(*) AS total FROM users u ${where}`, search.parameters);
    const page = clampPage(query.page, query.perPage, total);
    const rows: RawUserRow[] = await manager.query(
      `SELECT ${USER_ROW_COLUMNS} FROM users u ${where} ORDER BY ${userOrder(query.sort, query.direction)}, u.id ASC LIMIT ? OFFSET ?`,
      [...search.parameters, query.perPage, (page - 1) * query.perPage],
    );
    return { total, page, perPage: query.perPage, rows: rows.map(toUserRow) };
  }

  /** A player's shard ledger (Manage Shards, Manage Users), oldest first. */
  async shardLedger(context: RequestContext, userId: string): Promise<ShardLedgerEntry[]> {
    authorizeOnStaffLists(context, 'viewShardLedger');
    const manager = this.deps.dataSource.manager;
    if (!(await manager.existsBy(User, { id: userId }))) throw new AppError('NOT_FOUND', `User not found: ${userId}`);
    return manager.find(ShardLedgerEntry, { where: { userId }, order: { createdAt: 'ASC', id: 'ASC' } });
  }

  /** A character's XP ledger a page at a time, by date range and kind of change (Manage XP, the character's history). */
  async xpLedgerConnection(context: RequestContext, query: LedgerConnectionQuery): Promise<Connection<XpLedgerEntry>> {
    authorizeOnStaffLists(context, 'listCharacters');
    const manager = this.deps.dataSource.manager;
    if (!(await manager.existsBy(Character, { id: query.ownerId })))
      throw new AppError('NOT_FOUND', `Character not found: ${query.ownerId}`);
    return this.ledgerPage(manager.createQueryBuilder(XpLedgerEntry, 'l').where('l.characterId = :owner', { owner: query.ownerId }), query);
  }

  /** A player's shard ledger a page at a time, by date range and kind of change (Manage Shards, Manage Users). */
  async shardLedgerConnection(context: RequestContext, query: LedgerConnectionQuery): Promise<Connection<ShardLedgerEntry>> {
    authorizeOnStaffLists(context, 'viewShardLedger');
    const manager = this.deps.dataSource.manager;
    if (!(await manager.existsBy(User, { id: query.ownerId }))) throw new AppError('NOT_FOUND', `User not found: ${query.ownerId}`);
    return this.ledgerPage(manager.createQueryBuilder(ShardLedgerEntry, 'l').where('l.userId = :owner', { owner: query.ownerId }), query);
  }

  /** One page of a ledger on its (owner, created_at) index: a count and the page. */
  private async ledgerPage<Entry extends XpLedgerEntry | ShardLedgerEntry>(
    filtered: SelectQueryBuilder<Entry>,
    query: LedgerConnectionQuery,
  ): Promise<Connection<Entry>> {
    if (query.from) filtered.andWhere('l.createdAt >= :from', { from: query.from });
    if (query.before) filtered.andWhere('l.createdAt < :before', { before: query.before });
    if (query.kind) filtered.andWhere('l.kind = :kind', { kind: query.kind });
    const page = keysetPage(filtered.clone(), 'l', 'createdAt', query.descending, query.page, (keys) => new Date(String(keys[0])));
    const rows = await page.getMany();
    const totalCount = await filtered.getCount();
    return toConnection(
      rows,
      query.page,
      totalCount,
      { name: orderName('ledger', query.descending), keysOf: (row) => [row.createdAt.toISOString(), row.id] },
      (row) => row,
    );
  }

  private async levels(): Promise<readonly CharacterLevelThreshold[]> {
    return (await this.deps.gameData.loadGameData()).ruleset.character_levels;
  }

  /** One page of `select` after the cursor in the keyset's order: its `first` rows and one more, which says that more follow. */
  private async keysetPage<Row>(
    select: string,
    filters: Filters,
    keyset: KeysetOrder,
    page: { first: number; after: CursorKeys | null },
  ): Promise<Row[]> {
    const after = page.after ? keysetAfter(keyset, page.after) : null;
    const conditions = after ? [...filters.conditions, after.sql] : filters.conditions;
    const where = conditions.length ? `WHERE ${conditions.join(' AND ')}` : '';
    return this.deps.dataSource.manager.query(`${select} ${where} ORDER BY ${keysetOrderBy(keyset)} LIMIT ?`, [
      ...filters.parameters,
      ...(after?.parameters ?? []),
      page.first + 1,
    ]);
  }

  private async countMatching(from: string, filters: Filters): Promise<number> {
    const where = filters.conditions.length ? `WHERE ${filters.conditions.join(' AND ')}` : '';
    return countOf(this.deps.dataSource.manager, `SELECT COUNT(*) AS total ${from} ${where}`, filters.parameters);
  }
}

const CHARACTERS_WITH_OWNERS = 'FROM characters c LEFT JOIN users u ON u.id = c.user_id';
const CHARACTER_ROW_COLUMNS = `c.id, c.user_id, c.name_key, c.shown_name, c.shown_class, c.committed, c.saved_build, c.committed_build,
  c.character_xp_total, c.character_xp_sequence, c.death_count, c.reaper_fight_count, u.first_name, u.last_name, u.email`;
/** CHARACTER_ROW_COLUMNS without the builds: the shown build's race alone, as JSON text. */
const CHARACTER_LINE_COLUMNS = `c.id, c.user_id, c.name_key, c.shown_name, c.shown_class, c.committed,
  JSON_EXTRACT(CASE WHEN c.committed = 1 THEN c.committed_build ELSE c.saved_build END, '$.character_race') AS shown_race,
  c.character_xp_total, c.character_xp_sequence, c.death_count, c.reaper_fight_count, u.first_name, u.last_name, u.email`;
const USER_ROW_COLUMNS = `u.id, u.first_name, u.last_name, u.email, u.verified, u.roles, u.shard_total, u.erased_at,
  (SELECT COUNT(*) FROM characters c WHERE c.user_id = u.id) AS character_count`;

/** The cursor keys of a row read with the keyset's columns (`c.name_key` is the row's `name_key`). */
const keysOf =
  (keyset: KeysetOrder) =>
  (row: object): CursorKeys =>
    keyset.columns.map((column) => {
      const value = (row as Record<string, unknown>)[column.slice(column.indexOf('.') + 1)];
      return typeof value === 'number' || typeof value === 'string' ? value : String(value);
    });

/** The shown build's race of a row read with both builds. */
function shownRaceOf(row: Pick<RawCharacterRow, 'saved_build' | 'committed_build'>): CharacterRace | null {
  const build = shownBuild(
    parseJson(row.saved_build) as Character['savedBuild'],
    parseJson(row.committed_build) as Character['committedBuild'],
  );
  return build?.character_race ?? null;
}

/** One line of the characters list: the stored list columns, the race description of the shown build. */
function toCharacterRow(
  row: Omit<RawCharacterRow, 'saved_build' | 'committed_build'> & Partial<Pick<RawCharacterRow, 'saved_build' | 'committed_build'>>,
  levels: readonly CharacterLevelThreshold[],
  race: CharacterRace | null = shownRaceOf({ saved_build: row.saved_build, committed_build: row.committed_build }),
): StaffCharacterRow {
  const xpTotal = Number(row.character_xp_total);
  return {
    id: row.id,
    userId: row.user_id,
    playerName: row.first_name === null ? '' : `${row.first_name} ${row.last_name ?? ''}`,
    playerEmail: row.email ?? '',
    characterName: row.shown_name,
    characterClass: row.shown_class,
    raceDescription: raceDescription(race),
    characterLevel: characterLevel(xpTotal, levels),
    characterXpTotal: xpTotal,
    characterXpSequence: Number(row.character_xp_sequence),
    deathCount: Number(row.death_count),
    reaperFightCount: Number(row.reaper_fight_count),
    committed: Boolean(Number(row.committed)),
  };
}

function toUserRow(row: RawUserRow): StaffUserRow {
  return {
    id: row.id,
    firstName: row.first_name,
    lastName: row.last_name,
    email: row.email,
    verified: Boolean(Number(row.verified)),
    roles: [...((parseJson(row.roles) as string[] | null) ?? [])],
    shardTotal: Number(row.shard_total),
    characterCount: Number(row.character_count),
    erased: row.erased_at !== null,
  };
}

interface RawCharacterRow {
  id: string;
  user_id: string;
  name_key: string;
  shown_name: string;
  shown_class: string | null;
  committed: number | string | boolean;
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

/** One run of a character page's order: its rows (conditions), their order, and how many there are. */
interface PagePart {
  conditions: string[];
  order: string;
  count: number;
}

/**
 * The runs a character page's order is made of. Each run's ORDER BY is an index's columns (the
 * Character entity's indexes), ties by id, so a deep page walks an index instead of sorting every
 * row. By character: the named ones by name, then the unnamed ones, both ways (empty names last).
 */
function characterPageParts(sort: CharacterSort, direction: SortDirection, total: number, unnamed: number): PagePart[] {
  const d = dir(direction);
  const one = (order: string): PagePart[] => [{ conditions: [], order: `${order}, c.id ${d}`, count: total }];
  switch (sort) {
    case 'character':
      return [
        { conditions: ["c.name_key <> ''"], order: `c.name_key ${d}, c.id ${d}`, count: total - unnamed },
        { conditions: ["c.name_key = ''"], order: `c.name_key ${d}, c.id ${d}`, count: unnamed },
      ];
    case 'player':
      return one(`CASE WHEN u.id IS NULL THEN 1 ELSE 0 END, LOWER(u.first_name) ${d}, LOWER(u.last_name) ${d}`);
    case 'level':
    case 'xp':
      return one(`c.character_xp_total ${d}`);
    case 'deaths':
      return one(`c.death_count ${d}`);
    case 'events':
      return one(`c.character_xp_sequence ${d}`);
    case 'status':
      // ascending: committed first (as the table's 'committed' < 'uncommitted')
      return one(`c.committed ${direction === 'ascending' ? 'DESC' : 'ASC'}`);
  }
}

/** Which rows of each run the page [offset, offset + length) takes: a LIMIT and OFFSET per run it reaches. */
function pageSlices(parts: PagePart[], offset: number, length: number) {
  const slices: Array<{ part: PagePart; index: number; limit: number; offset: number }> = [];
  let start = 0;
  for (const [index, part] of parts.entries()) {
    const from = Math.max(offset, start);
    const to = Math.min(offset + length, start + part.count);
    if (to > from) slices.push({ part, index, limit: to - from, offset: from - start });
    start += part.count;
  }
  return slices;
}

const whereAll = (conditions: readonly string[]) => (conditions.length ? `WHERE ${conditions.join(' AND ')}` : '');

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

import type { z } from 'zod';
import { USER_ROLES, type UserRole } from '../../db/entities/user.entity';
import { query } from '../../input/contract';
import { LIMITS, id, oneOf, queryChoice, queryFlag, queryIds, queryInt, text } from '../../input/fields';
import { pageRequest, pagingFields, queryDate, type PageRequest } from '../../input/paging';
import { LEDGER_KINDS, type LedgerKind } from '../../db/entities/ledger.entities';

/*
 * One page of a staff list, one contract for REST (GET /characters/rows,
 * GET /users/rows: numbers and flags arrive as text) and GraphQL (staffCharacterPage,
 * staffUserPage). The server searches, sorts and pages; a page holds at most STAFF_PAGE_SIZE_MAX rows.
 */

export const STAFF_PAGE_SIZE_MAX = 100;
export const STAFF_PAGE_SIZE_DEFAULT = 25;
/** words of a search looked for (each must match); more are ignored */
export const STAFF_SEARCH_WORDS_MAX = 8;

export const CHARACTER_SORTS = ['character', 'player', 'level', 'xp', 'deaths', 'events', 'status'] as const;
export const USER_SORTS = ['name', 'email', 'verified', 'shards', 'characters'] as const;
export type CharacterSort = (typeof CHARACTER_SORTS)[number];
export type UserSort = (typeof USER_SORTS)[number];
export type SortDirection = 'ascending' | 'descending';

const pageFields = {
  page: queryInt(1, LIMITS.int32Max).nullable().optional(),
  per_page: queryInt(1, STAFF_PAGE_SIZE_MAX).nullable().optional(),
  direction: oneOf(['ascending', 'descending']).nullable().optional(),
  search: text(LIMITS.queryText).nullable().optional(),
};

/** The words of a search, lower-cased (each must be found in one of the searched fields). */
function searchWords(search: string | null | undefined): string[] {
  return (search ?? '').toLowerCase().split(/\s+/).filter(Boolean).slice(0, STAFF_SEARCH_WORDS_MAX);
}

export interface StaffPageQuery<Sort extends string> {
  page: number;
  perPage: number;
  sort: Sort;
  direction: SortDirection;
  words: string[];
}

export const characterPageQuery = query({ ...pageFields, sort: oneOf(CHARACTER_SORTS).nullable().optional() }).transform(
  (input): StaffPageQuery<CharacterSort> => ({
    page: input.page ?? 1,
    perPage: input.per_page ?? STAFF_PAGE_SIZE_DEFAULT,
    sort: input.sort ?? 'character',
    direction: input.direction ?? 'ascending',
    words: searchWords(input.search),
  }),
);

export const userPageQuery = query({ ...pageFields, sort: oneOf(USER_SORTS).nullable().optional(), include_erased: queryFlag() }).transform(
  (input): StaffPageQuery<UserSort> & { includeErased: boolean } => ({
    page: input.page ?? 1,
    perPage: input.per_page ?? STAFF_PAGE_SIZE_DEFAULT,
    sort: input.sort ?? 'name',
    direction: input.direction ?? 'ascending',
    words: searchWords(input.search),
    includeErased: input.include_erased,
  }),
);

/*
 * The staff lists as keyset connections (input/paging.ts): `first`/`after` and filters, one contract
 * for REST (GET /characters/paged, /users/paged: numbers and flags arrive as text) and GraphQL
 * (staffCharacterConnection, staffUserConnection). Each order is a list of stored, indexed columns
 * ending with the id, so a page is an index seek at any depth.
 */

export const CHARACTER_ORDERS = ['name', 'xp', 'created'] as const;
export type CharacterOrder = (typeof CHARACTER_ORDERS)[number];
export const USER_ORDERS = ['name', 'created'] as const;
export type UserOrder = (typeof USER_ORDERS)[number];
/** The sort keys each order's cursor holds. */
export const CHARACTER_ORDER_ARITY: Record<CharacterOrder, number> = { name: 2, xp: 2, created: 1 };
export const USER_ORDER_ARITY: Record<UserOrder, number> = { name: 3, created: 1 };

const direction = () => oneOf(['ascending', 'descending']).nullable().optional();
const nonNegative = () => queryInt(0, LIMITS.int32Max).nullable().optional();
const level = () => queryInt(1, LIMITS.counter).nullable().optional();
const label = () => text(LIMITS.label).nullable().optional();
const optionalId = () => text(LIMITS.token).nullable().optional();

export interface CharacterConnectionQuery {
  page: PageRequest;
  order: CharacterOrder;
  descending: boolean;
  words: string[];
  playerId?: string;
  characterClass?: string;
  race?: string;
  committed?: boolean;
  xpMin?: number;
  xpMax?: number;
  levelMin?: number;
  levelMax?: number;
  attendedEventId?: string;
  /** only these characters (a picker's chosen ones) */
  ids?: string[];
}

/** The order's name in a cursor: the order and its direction (a cursor of one is refused by the other). */
export const orderName = (order: string, descending: boolean) => `${order}.${descending ? 'desc' : 'asc'}`;

/** The characters connection's fields (GET /characters/paged, GET /characters with paging, staffCharacterConnection). */
export const characterConnectionFields = {
  ...pagingFields,
  sort: oneOf(CHARACTER_ORDERS).nullable().optional(),
  direction: direction(),
  search: text(LIMITS.queryText).nullable().optional(),
  player_id: optionalId(),
  character_class: label(),
  race: label(),
  committed: queryChoice(),
  xp_min: nonNegative(),
  xp_max: nonNegative(),
  level_min: level(),
  level_max: level(),
  attended_event_id: optionalId(),
  ids: queryIds(),
};

type CharacterConnectionInput = z.output<z.ZodObject<typeof characterConnectionFields>>;

/** The typed query of characterConnectionFields as parsed. */
export function toCharacterConnectionQuery(input: CharacterConnectionInput, ctx: z.RefinementCtx): CharacterConnectionQuery {
  const order = input.sort ?? 'name';
  const descending = input.direction === 'descending';
  return {
    page: pageRequest(input, { name: orderName(order, descending), arity: CHARACTER_ORDER_ARITY[order] }, ctx),
    order,
    descending,
    words: searchWords(input.search),
    playerId: input.player_id || undefined,
    characterClass: input.character_class || undefined,
    race: input.race || undefined,
    committed: input.committed,
    xpMin: input.xp_min ?? undefined,
    xpMax: input.xp_max ?? undefined,
    levelMin: input.level_min ?? undefined,
    levelMax: input.level_max ?? undefined,
    attendedEventId: input.attended_event_id || undefined,
    ids: input.ids ?? undefined,
  };
}

export const characterConnectionQuery = query(characterConnectionFields).transform(toCharacterConnectionQuery);

/** Whether a list's query names any of a connection's fields (the list then answers one page). */
export const asksForPage = (input: Record<string, unknown>, fields: object) =>
  Object.keys(fields).some((name) => input[name] !== undefined && input[name] !== null);

export interface UserConnectionQuery {
  page: PageRequest;
  order: UserOrder;
  descending: boolean;
  words: string[];
  role?: UserRole;
  verified?: boolean;
  includeErased: boolean;
  /** only these players (a picker's chosen ones) */
  ids?: string[];
}

/** The players connection's fields (GET /users/paged, GET /users with paging, staffUserConnection). */
export const userConnectionFields = {
  ...pagingFields,
  sort: oneOf(USER_ORDERS).nullable().optional(),
  direction: direction(),
  search: text(LIMITS.queryText).nullable().optional(),
  role: oneOf(USER_ROLES).nullable().optional(),
  verified: queryChoice(),
  include_erased: queryFlag(),
  ids: queryIds(),
};

type UserConnectionInput = z.output<z.ZodObject<typeof userConnectionFields>>;

/** The typed query of userConnectionFields as parsed. */
export function toUserConnectionQuery(input: UserConnectionInput, ctx: z.RefinementCtx): UserConnectionQuery {
  const order = input.sort ?? 'name';
  const descending = input.direction === 'descending';
  return {
    page: pageRequest(input, { name: orderName(order, descending), arity: USER_ORDER_ARITY[order] }, ctx),
    order,
    descending,
    words: searchWords(input.search),
    role: input.role || undefined,
    verified: input.verified,
    includeErased: input.include_erased,
    ids: input.ids ?? undefined,
  };
}

export const userConnectionQuery = query(userConnectionFields).transform(toUserConnectionQuery);

/** Whose shard ledger (Manage Shards, Manage Users): GraphQL's `userId`. */
export const shardLedgerQuery = query({ user_id: id() });

/*
 * A character's XP ledger and a player's shard ledger as keyset connections (input/paging.ts),
 * filtered by a date range and the kind of change, oldest first (or newest first): one contract for
 * REST (GET /characters/:id/xp_ledger/paged, /users/:id/shard_ledger/paged) and GraphQL
 * (xpLedgerConnection, shardLedgerConnection).
 */

export interface LedgerConnectionQuery {
  page: PageRequest;
  ownerId: string;
  descending: boolean;
  from?: Date;
  before?: Date;
  kind?: LedgerKind;
}

const ledgerFields = {
  ...pagingFields,
  direction: direction(),
  created_from: queryDate(),
  created_before: queryDate(),
  kind: oneOf(LEDGER_KINDS).nullable().optional(),
};

type LedgerInput = { first?: number | null; after?: string | null; direction?: 'ascending' | 'descending' | null } & {
  created_from?: Date | null;
  created_before?: Date | null;
  kind?: LedgerKind | null;
};

function ledgerQuery(input: LedgerInput, ownerId: string, ctx: z.RefinementCtx): LedgerConnectionQuery {
  const descending = input.direction === 'descending';
  return {
    page: pageRequest(input, { name: orderName('ledger', descending), arity: 2 }, ctx),
    ownerId,
    descending,
    from: input.created_from ?? undefined,
    before: input.created_before ?? undefined,
    kind: input.kind ?? undefined,
  };
}

export const xpLedgerConnectionQuery = query({ ...ledgerFields, character_id: id() }).transform((input, ctx) =>
  ledgerQuery(input, input.character_id, ctx),
);
export const shardLedgerConnectionQuery = query({ ...ledgerFields, user_id: id() }).transform((input, ctx) =>
  ledgerQuery(input, input.user_id, ctx),
);

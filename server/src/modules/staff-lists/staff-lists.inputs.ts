import { z } from 'zod';
import { query } from '../../input/contract';
import { LIMITS, bool, fieldMessages, int, oneOf, text } from '../../input/fields';

/*
 * One page of a staff list, one contract for REST (GET /characters/rows,
 * GET /users/rows: numbers and flags arrive as text) and GraphQL (staffCharacterPage,
 * staffUserPage). The server searches, sorts and pages; a page holds at most STAFF_PAGE_SIZE_MAX rows.
 */

export const STAFF_PAGE_SIZE_MAX = 100;
export const STAFF_PAGE_SIZE_DEFAULT = 25;
/** words of a search looked for (each must match); more are ignored */
export const STAFF_SEARCH_WORDS_MAX = 8;

/** A whole number, or its decimal digits as a query string sends them. */
const wholeNumber = (min: number, max: number) =>
  z.preprocess((value) => (typeof value === 'string' && /^\d{1,10}$/.test(value) ? Number(value) : value), int(min, max));

const flag = () =>
  z
    .union([bool(), z.enum(['true', 'false'], { error: fieldMessages.boolean })])
    .nullable()
    .optional()
    .transform((value) => value === true || value === 'true');

export const CHARACTER_SORTS = ['character', 'player', 'level', 'xp', 'deaths', 'events', 'status'] as const;
export const USER_SORTS = ['name', 'email', 'verified', 'shards', 'characters'] as const;
export type CharacterSort = (typeof CHARACTER_SORTS)[number];
export type UserSort = (typeof USER_SORTS)[number];
export type SortDirection = 'ascending' | 'descending';

const pageFields = {
  page: wholeNumber(1, LIMITS.int32Max).nullable().optional(),
  per_page: wholeNumber(1, STAFF_PAGE_SIZE_MAX).nullable().optional(),
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

export const userPageQuery = query({ ...pageFields, sort: oneOf(USER_SORTS).nullable().optional(), include_erased: flag() }).transform(
  (input): StaffPageQuery<UserSort> & { includeErased: boolean } => ({
    page: input.page ?? 1,
    perPage: input.per_page ?? STAFF_PAGE_SIZE_DEFAULT,
    sort: input.sort ?? 'name',
    direction: input.direction ?? 'ascending',
    words: searchWords(input.search),
    includeErased: input.include_erased,
  }),
);

import { STAFF_LISTS_CALLS } from './staff-lists.calls';
import { z } from 'zod';
import { restRoute, type RestRoute } from '../../rest/route-table';

import { pagedRoute } from '../../rest/paged-route';
import type { ShardLedgerEntry, XpLedgerEntry } from '../../db/entities/ledger.entities';
import type { StaffCharacterRow, StaffPage, StaffUserRow } from './staff-lists.service';

/*
 * The paged staff lists over REST, beside GraphQL's staffCharacterPage and
 * staffUserPage with the same input schema: ?page=1&per_page=25&sort=character&direction=ascending
 * &search=words (users also &include_erased=true). The answer: { rows, total, page, per_page }.
 */

const pageOutput = <T extends z.ZodType>(row: T) =>
  z.object({ rows: z.array(row), total: z.number(), page: z.number(), per_page: z.number() });

export const staffCharacterRowOutput = z.object({
  _id: z.string(),
  user_id: z.string(),
  player_name: z.string(),
  player_email: z.string(),
  character_name: z.string(),
  character_class: z.string().nullable(),
  race_description: z.string(),
  character_level: z.number(),
  character_xp_total: z.number(),
  character_xp_sequence: z.number(),
  death_count: z.number(),
  reaper_fight_count: z.number(),
  committed: z.boolean(),
});

export const staffUserRowOutput = z.object({
  _id: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  email: z.string(),
  verified: z.boolean(),
  roles: z.array(z.string()),
  shard_total: z.number(),
  character_count: z.number(),
  erased: z.boolean(),
});

const presentCharacterRow = (row: StaffCharacterRow): z.output<typeof staffCharacterRowOutput> => ({
  _id: row.id,
  user_id: row.userId,
  player_name: row.playerName,
  player_email: row.playerEmail,
  character_name: row.characterName,
  character_class: row.characterClass,
  race_description: row.raceDescription,
  character_level: row.characterLevel,
  character_xp_total: row.characterXpTotal,
  character_xp_sequence: row.characterXpSequence,
  death_count: row.deathCount,
  reaper_fight_count: row.reaperFightCount,
  committed: row.committed,
});

const presentUserRow = (row: StaffUserRow): z.output<typeof staffUserRowOutput> => ({
  _id: row.id,
  first_name: row.firstName,
  last_name: row.lastName,
  email: row.email,
  verified: row.verified,
  roles: row.roles,
  shard_total: row.shardTotal,
  character_count: row.characterCount,
  erased: row.erased,
});

const presentPage =
  <Row, Out>(presentRow: (row: Row) => Out) =>
  (page: StaffPage<Row>) => ({ rows: page.rows.map(presentRow), total: page.total, page: page.page, per_page: page.perPage });

/* The same lists as keyset connections (input/paging.ts, rest/paged-route.ts). */

const ledgerRowOutput = z.object({
  _id: z.string(),
  amount: z.number(),
  kind: z.string(),
  reason: z.string(),
  event: z.string().nullable(),
  created_at: z.string(),
});

const presentLedgerRow = (row: XpLedgerEntry | ShardLedgerEntry): z.output<typeof ledgerRowOutput> => ({
  _id: row.id,
  amount: row.amount,
  kind: row.kind,
  reason: row.reason,
  event: row.eventId,
  created_at: row.createdAt.toISOString(),
});

export const STAFF_LIST_ROUTES: RestRoute[] = [
  restRoute({
    definition: STAFF_LISTS_CALLS.staffCharacterPage,
    method: 'GET',
    path: '/characters/rows',
    response: pageOutput(staffCharacterRowOutput),
    present: presentPage(presentCharacterRow),
  }),
  restRoute({
    definition: STAFF_LISTS_CALLS.staffUserPage,
    method: 'GET',
    path: '/users/rows',
    response: pageOutput(staffUserRowOutput),
    present: presentPage(presentUserRow),
  }),
  pagedRoute({
    definition: STAFF_LISTS_CALLS.staffCharacterConnection,
    path: '/characters/paged',
    deprecated: 'GET /characters takes the same parameters and pages itself.',
    item: staffCharacterRowOutput,
    presentNode: presentCharacterRow,
  }),
  pagedRoute({
    definition: STAFF_LISTS_CALLS.staffUserConnection,
    path: '/users/paged',
    deprecated: 'GET /users takes the same parameters and pages itself.',
    item: staffUserRowOutput,
    presentNode: presentUserRow,
  }),
  pagedRoute({
    definition: STAFF_LISTS_CALLS.xpLedgerConnection,
    path: '/characters/xp_ledger/paged',
    item: ledgerRowOutput,
    presentNode: presentLedgerRow,
  }),
  pagedRoute({
    definition: STAFF_LISTS_CALLS.shardLedgerConnection,
    path: '/users/shard_ledger/paged',
    item: ledgerRowOutput,
    presentNode: presentLedgerRow,
  }),
];

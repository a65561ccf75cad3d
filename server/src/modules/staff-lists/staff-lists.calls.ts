import { defineCall, defineCalls } from '../../calls/call-definition';
import { rule } from '../accounts/accounts.policy';
import { userListQuery } from '../accounts/accounts.inputs';
import { STAFF_LIST_POLICY } from './staff-lists.policy';
import {
  characterConnectionQuery,
  characterPageQuery,
  shardLedgerConnectionQuery,
  shardLedgerQuery,
  userConnectionQuery,
  userPageQuery,
  xpLedgerConnectionQuery,
} from './staff-lists.inputs';

/** The calls of staff-lists: who may make each, the API token scope it needs, its contract and service call (calls/call-definition.ts). */
export const STAFF_LISTS_CALLS = defineCalls({
  staffCharacterPage: defineCall({
    access: rule(STAFF_LIST_POLICY, 'listCharacters'),
    scope: 'characters:read',
    input: characterPageQuery,
    summary: 'One page of the staff characters list (searched, sorted and paged on the server; at most 100 rows).',
    run: ({ context, services }, query) => services.staffLists.characterPage(context, query),
  }),
  staffUserPage: defineCall({
    access: rule(STAFF_LIST_POLICY, 'listUsers'),
    scope: 'account:read',
    input: userPageQuery,
    summary: 'One page of the staff players list (searched, sorted and paged on the server; at most 100 rows).',
    run: ({ context, services }, query) => services.staffLists.userPage(context, query),
  }),
  staffDashboard: defineCall({
    access: rule(STAFF_LIST_POLICY, 'viewDashboard'),
    scope: 'events:read',
    run: ({ context, services }) => services.staffLists.dashboard(context),
  }),
  staffCharacterRows: defineCall({
    access: rule(STAFF_LIST_POLICY, 'listCharacters'),
    scope: 'characters:read',
    run: ({ context, services }) => services.staffLists.characterRows(context),
  }),
  staffUserRows: defineCall({
    access: rule(STAFF_LIST_POLICY, 'listUsers'),
    scope: 'account:read',
    input: userListQuery,
    run: ({ context, services }, query) => services.staffLists.userRows(context, { includeErased: query.include_erased }),
  }),
  staffCharacterConnection: defineCall({
    access: rule(STAFF_LIST_POLICY, 'listCharacters'),
    scope: 'characters:read',
    input: characterConnectionQuery,
    summary:
      'The characters, a page at a time (keyset cursor, at most 100), filtered by player, class, race, committed, XP, level, event attended and ids.',
    run: ({ context, services }, query) => services.staffLists.characterConnection(context, query),
  }),
  staffUserConnection: defineCall({
    access: rule(STAFF_LIST_POLICY, 'listUsers'),
    scope: 'account:read',
    input: userConnectionQuery,
    summary: 'The players, a page at a time (keyset cursor, at most 100), filtered by role, verified, ids and a name or email search.',
    run: ({ context, services }, query) => services.staffLists.userConnection(context, query),
  }),
  userShardLedger: defineCall({
    access: rule(STAFF_LIST_POLICY, 'viewShardLedger'),
    scope: 'shards:read',
    input: shardLedgerQuery,
    run: ({ context, services }, { user_id }) => services.staffLists.shardLedger(context, user_id),
  }),
  xpLedgerConnection: defineCall({
    access: rule(STAFF_LIST_POLICY, 'listCharacters'),
    scope: 'characters:read',
    input: xpLedgerConnectionQuery,
    summary: "A character's XP ledger a page at a time (keyset cursor, at most 100), oldest first, by date range and kind of change.",
    run: ({ context, services }, query) => services.staffLists.xpLedgerConnection(context, query),
  }),
  shardLedgerConnection: defineCall({
    access: rule(STAFF_LIST_POLICY, 'viewShardLedger'),
    scope: 'shards:read',
    input: shardLedgerConnectionQuery,
    summary: "A player's shard ledger a page at a time (keyset cursor, at most 100), oldest first, by date range and kind of change.",
    run: ({ context, services }, query) => services.staffLists.shardLedgerConnection(context, query),
  }),
});

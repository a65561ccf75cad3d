import { defineCalls } from '../../calls/call-definition';
import { rule } from '../accounts/accounts.policy';
import { STAFF_LIST_POLICY } from './staff-lists.policy';

/** The calls of staff-lists: who may make each, the API token scope it needs (calls/call-definition.ts). */
export const STAFF_LISTS_CALLS = defineCalls({
  staffCharacterPage: { access: rule(STAFF_LIST_POLICY, 'listCharacters'), scope: 'characters:read' },
  staffUserPage: { access: rule(STAFF_LIST_POLICY, 'listUsers'), scope: 'account:read' },
  staffDashboard: { access: rule(STAFF_LIST_POLICY, 'viewDashboard'), scope: 'events:read' },
  staffCharacterRows: { access: rule(STAFF_LIST_POLICY, 'listCharacters'), scope: 'characters:read' },
  staffUserRows: { access: rule(STAFF_LIST_POLICY, 'listUsers'), scope: 'account:read' },
  staffCharacterConnection: {
    access: rule(STAFF_LIST_POLICY, 'listCharacters'),
    scope: 'characters:read',
    summary:
      'The characters, a page at a time (keyset cursor, at most 100), filtered by player, class, race, committed, XP, level and event attended.',
  },
  staffUserConnection: {
    access: rule(STAFF_LIST_POLICY, 'listUsers'),
    scope: 'account:read',
    summary: 'The players, a page at a time (keyset cursor, at most 100), filtered by role, verified and a name or email search.',
  },
  userShardLedger: { access: rule(STAFF_LIST_POLICY, 'viewShardLedger'), scope: 'shards:read' },
});

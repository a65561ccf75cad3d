import type { User } from '../../db/entities/user.entity';
import type { RequestContext } from '../../request-context';
import { authorize, can, type Policy } from '../accounts/accounts.policy';

/**
 * Who may read the staff area's lists (events §5, §6: the staff screens are admin-only): the /staff
 * dashboard's counts, the character list (Manage Characters), the user list (Manage Users) and a
 * player's shard ledger.
 */
export const STAFF_LIST_POLICY = {
  viewDashboard: 'admin',
  listCharacters: 'admin',
  listUsers: 'admin',
  viewShardLedger: 'admin',
} as const satisfies Policy<string>;
export type StaffListAction = keyof typeof STAFF_LIST_POLICY;

export const canOnStaffLists = (user: User | null, action: StaffListAction): boolean => can(STAFF_LIST_POLICY, user, action);
export const authorizeOnStaffLists = (context: RequestContext, action: StaffListAction): User =>
  authorize(STAFF_LIST_POLICY, context, action);

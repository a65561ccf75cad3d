import type { User } from '../../db/entities/user.entity';
import type { RequestContext } from '../../request-context';
import { authorize, can, type Policy } from '../accounts/accounts.policy';

/**
 * Who may do what with GraphiQL and its saved queries: staff (and admins) open GraphiQL
 * at /graphiql/ and keep, share and delete their saved queries there.
 */
export const SAVED_QUERY_POLICY = {
  useGraphiql: 'staff',
  manage: 'staff',
} as const satisfies Policy<string>;
export type SavedQueryAction = keyof typeof SAVED_QUERY_POLICY;

export const canOnSavedQueries = (user: User | null, action: SavedQueryAction): boolean => can(SAVED_QUERY_POLICY, user, action);
export const authorizeOnSavedQueries = (context: RequestContext, action: SavedQueryAction): User =>
  authorize(SAVED_QUERY_POLICY, context, action);

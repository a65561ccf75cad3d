import { defineCalls } from '../../calls/call-definition';
import { rule } from '../accounts/accounts.policy';
import { SAVED_QUERY_POLICY } from './saved-queries.policy';

/** The calls of saved-queries: who may make each, the API token scope it needs (calls/call-definition.ts). */
export const SAVED_QUERIES_CALLS = defineCalls({
  savedQueries: {
    access: rule(SAVED_QUERY_POLICY, 'manage'),
    scope: 'graphql:read',
    restOnly: 'saved GraphQL documents, managed beside the GraphQL endpoint',
  },
  saveQuery: {
    access: rule(SAVED_QUERY_POLICY, 'manage'),
    scope: 'graphql:write',
    restOnly: 'saved GraphQL documents, managed beside the GraphQL endpoint',
  },
  deleteSavedQuery: {
    access: rule(SAVED_QUERY_POLICY, 'manage'),
    scope: 'graphql:write',
    restOnly: 'saved GraphQL documents, managed beside the GraphQL endpoint',
  },
});

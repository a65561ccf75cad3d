import { defineCall, defineCalls } from '../../calls/call-definition';
import { rule } from '../accounts/accounts.policy';
import { saveQueryInput, savedQueryParams } from './saved-queries.inputs';
import { SAVED_QUERY_POLICY } from './saved-queries.policy';

const REST_ONLY = 'saved GraphQL documents, managed beside the GraphQL endpoint';

/** The calls of saved-queries: who may make each, its token scope, contracts, summary and service call (calls/call-definition.ts). */
export const SAVED_QUERIES_CALLS = defineCalls({
  savedQueries: defineCall({
    access: rule(SAVED_QUERY_POLICY, 'manage'),
    scope: 'graphql:read',
    restOnly: REST_ONLY,
    summary:
      'The GraphQL queries staff saved (yours and the shared ones) and those shipped with the project, each with its audience (the least role that may run it), whether it still validates against the schema and the variables it declares. Queries you cannot run are listed only when they are yours, flagged.',
    run: ({ context, services }) => services.savedQueries.list(context),
  }),
  saveQuery: defineCall({
    access: rule(SAVED_QUERY_POLICY, 'manage'),
    scope: 'graphql:write',
    restOnly: REST_ONLY,
    input: saveQueryInput,
    summary: 'Saves a GraphQL query under a name; shared ones are listed for every staff member.',
    run: ({ context, services }, command) => services.savedQueries.save(context, command),
  }),
  deleteSavedQuery: defineCall({
    access: rule(SAVED_QUERY_POLICY, 'manage'),
    scope: 'graphql:write',
    restOnly: REST_ONLY,
    params: savedQueryParams,
    summary: 'Deletes one of your saved queries.',
    run: ({ context, services }, { id }) => services.savedQueries.remove(context, id),
  }),
});

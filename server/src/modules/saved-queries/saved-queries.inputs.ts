import { z } from 'zod';
import { body, params } from '../../input/contract';
import { bool, id, LIMITS, requiredText } from '../../input/fields';

export const SAVED_QUERY_MESSAGES = {
  nameRequired: 'Give the query a name',
  queryRequired: 'The query is empty',
  variables: 'Variables must be a JSON object',
  notFound: 'Saved query not found',
  notYours: 'Only the staff member who saved a query can delete it',
} as const;
const M = SAVED_QUERY_MESSAGES;

/** POST /saved_queries: a GraphQL query saved under a name, optionally shared with all staff. */
export const saveQueryInput = body({
  name: requiredText(LIMITS.name, M.nameRequired),
  query: requiredText(20_000, M.queryRequired),
  variables: z
    .record(z.string(), z.unknown(), { error: M.variables })
    .nullable()
    .optional()
    .refine((value) => value === undefined || value === null || JSON.stringify(value).length <= 20_000, { error: M.variables }),
  shared: bool().optional(),
}).transform((input) => ({ name: input.name, query: input.query, variables: input.variables ?? null, shared: input.shared ?? false }));
export type SaveQueryCommand = z.output<typeof saveQueryInput>;

export const savedQueryParams = params({ id: id() });

import { SAVED_QUERIES_CALLS } from './saved-queries.calls';
import { z } from 'zod';
import { restRoute, type RestRoute } from '../../rest/route-table';
import type { SavedQueryView } from './saved-queries.service';

const savedQueryOutput = z.object({
  _id: z.string(),
  name: z.string(),
  query: z.string(),
  variables: z.record(z.string(), z.unknown()).nullable(),
  shared: z.boolean(),
  owner: z.string().nullable(),
  mine: z.boolean(),
  shipped: z.boolean(),
  audience: z.enum(['staff', 'admin']),
  valid: z.boolean(),
  problem: z.string().nullable(),
  runnable: z.boolean(),
  parameters: z.array(z.object({ name: z.string(), type: z.string(), picker: z.enum(['event', 'character']).nullable() })),
});

const present = (view: SavedQueryView) => ({ _id: view.id, ...view, id: undefined });

/** The GraphQL IDE's saved queries (staff). */
export const SAVED_QUERY_ROUTES: RestRoute[] = [
  restRoute({
    definition: SAVED_QUERIES_CALLS.savedQueries,
    method: 'GET',
    path: '/saved_queries',
    response: z.array(savedQueryOutput),
    present: (views: SavedQueryView[]) => views.map(present),
  }),
  restRoute({
    definition: SAVED_QUERIES_CALLS.saveQuery,
    method: 'POST',
    path: '/saved_queries',
    status: 201,
    response: savedQueryOutput,
    present,
  }),
  restRoute({
    definition: SAVED_QUERIES_CALLS.deleteSavedQuery,
    method: 'DELETE',
    path: '/saved_queries/:id',
    response: z.object({ message: z.string() }),
    present: () => ({ message: 'Saved query deleted' }),
  }),
];

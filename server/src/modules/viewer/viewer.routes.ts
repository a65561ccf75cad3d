import { VIEWER_CALLS } from './viewer.calls';
import { z } from 'zod';
import { restRoute, type RestRoute } from '../../rest/route-table';
import { ABILITY_NAMES, type Ability, type ViewerView } from './viewer.abilities';

const snake = (name: string): string => name.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`);

const abilitiesOutput = z
  .object(Object.fromEntries(ABILITY_NAMES.map((name) => [snake(name), z.boolean()])))
  .describe("What the viewer may do, from the domains' policies (the same ones every call checks).");

/** GET /api/v1/viewer: the REST form of GraphQL's `viewer { signedIn can { ... } }`, in snake_case. */
export const VIEWER_ROUTES: RestRoute[] = [
  restRoute({
    definition: VIEWER_CALLS.viewer,
    method: 'GET',
    path: '/viewer',
    response: z.object({ signed_in: z.boolean(), can: abilitiesOutput }),
    present: (viewer: ViewerView) => ({
      signed_in: viewer.signedIn,
      can: Object.fromEntries(ABILITY_NAMES.map((name: Ability) => [snake(name), viewer.can[name]])),
    }),
  }),
];

import { GAME_DATA_CALLS } from './game-data.calls';
import { z } from 'zod';
import { restRoute, type RestRoute } from '../../rest/route-table';
import { gameDataAnswer, gameDataOutput } from './game-data.answer';

/*
 * The game data calls of players §7 (plus the level table the editor's rules need). The client caches
 * them locally under the four names, so each answer is the ruleset's own JSON (snake_case with `_id`), exactly as imported.
 */

export const GAME_DATA_ROUTES: RestRoute[] = [
  restRoute({
    definition: GAME_DATA_CALLS.gameData,
    method: 'GET',
    path: '/game_data',
    response: gameDataOutput,
    present: gameDataAnswer,
  }),
  restRoute({
    definition: GAME_DATA_CALLS.skills,
    method: 'GET',
    path: '/skills',
    response: gameDataOutput.shape.skills,
    present: (skills) => skills,
  }),
  restRoute({
    definition: GAME_DATA_CALLS.races,
    method: 'GET',
    path: '/races',
    response: gameDataOutput.shape.races,
    present: (races) => races,
  }),
  restRoute({
    definition: GAME_DATA_CALLS.transformations,
    method: 'GET',
    path: '/transformations',
    response: gameDataOutput.shape.transformations,
    present: (transformations) => transformations,
  }),
  restRoute({
    definition: GAME_DATA_CALLS.eventRoleTypes,
    method: 'GET',
    path: '/event_role_types',
    response: gameDataOutput.shape.event_role_types,
    present: (roles) => roles,
  }),
  restRoute({
    definition: GAME_DATA_CALLS.characterClasses,
    method: 'GET',
    path: '/character_classes',
    response: z.array(z.object({ name: z.string(), description: z.string().nullable() })),
    present: (classes) => classes,
  }),
];

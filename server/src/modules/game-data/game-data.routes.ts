import { GAME_DATA_CALLS } from './game-data.calls';
import { classChoices, type GameData } from '@larp/rules';
import { z } from 'zod';
import { restRoute, type RestRoute } from '../../rest/route-table';
import { requireUser } from '../accounts/accounts.policy';
import { gameDataAnswer, gameDataOutput } from './game-data.answer';

/*
 * The game data calls of players §7 (plus the level table the editor's rules need). The client caches
 * them locally under the four names, so each answer is the ruleset's own JSON (snake_case with `_id`), exactly as imported. Signed-in users only
 * ("after login"): the rules are the community's, not public.
 */

async function signedInGameData({ context, services }: Parameters<RestRoute['call']>[0]): Promise<GameData> {
  requireUser(context);
  return services.gameData.loadGameData();
}

export const GAME_DATA_ROUTES: RestRoute[] = [
  restRoute({
    definition: GAME_DATA_CALLS.gameData,
    method: 'GET',
    summary: 'The game data: skills, races, transformations and event role types of the ruleset in force.',
    path: '/game_data',
    call: signedInGameData,
    response: gameDataOutput,
    present: gameDataAnswer,
  }),
  restRoute({
    definition: GAME_DATA_CALLS.skills,
    method: 'GET',
    summary: 'The skills of the ruleset in force.',
    path: '/skills',
    call: signedInGameData,
    response: gameDataOutput.shape.skills,
    present: (data: GameData) => data.ruleset.skills,
  }),
  restRoute({
    definition: GAME_DATA_CALLS.races,
    method: 'GET',
    summary: 'The races of the ruleset in force.',
    path: '/races',
    call: signedInGameData,
    response: gameDataOutput.shape.races,
    present: (data: GameData) => data.ruleset.races,
  }),
  restRoute({
    definition: GAME_DATA_CALLS.transformations,
    method: 'GET',
    summary: 'The transformations of the ruleset in force.',
    path: '/transformations',
    call: signedInGameData,
    response: gameDataOutput.shape.transformations,
    present: (data: GameData) => data.ruleset.transformations,
  }),
  restRoute({
    definition: GAME_DATA_CALLS.eventRoleTypes,
    method: 'GET',
    summary: 'The event role types (pc, npc, ...) with their descriptions.',
    path: '/event_role_types',
    call: signedInGameData,
    response: gameDataOutput.shape.event_role_types,
    present: (data: GameData) => data.ruleset.event_role_types,
  }),
  restRoute({
    definition: GAME_DATA_CALLS.characterClasses,
    method: 'GET',
    summary: 'The classes, each with the ruleset description of it (null when it has none).',
    path: '/character_classes',
    call: signedInGameData,
    response: z.array(z.object({ name: z.string(), description: z.string().nullable() })),
    present: (data: GameData) => classChoices(data.ruleset),
  }),
];

import { z } from 'zod';
import type { GameData } from '@larp/rules';
import { versionNumberOf } from './game-data.service';

/**
 * The answer shape of the game data: the ruleset's definitions as imported, each named by its `_id`.
 * Their fields are the ruleset format's (rules/src/types.ts; validated on import by
 * ruleset-validation.ts), kept open here so an answer carries everything imported.
 */
const definition = z.looseObject({ _id: z.string() });
export const gameDataOutput = z.object({
  skills: z.array(definition.extend({ skill_name: z.string() })),
  races: z.array(definition.extend({ race_name: z.string() })),
  transformations: z.array(definition.extend({ transformation_name: z.string() })),
  /** role code to its description: { pc: 'Player Character', ... } */
  event_role_types: z.record(z.string(), z.string()),
  character_levels: z.array(z.object({ level: z.number().int(), xp: z.number().int() })),
  /** the number of the version in force */
  ruleset_version: z.number().int(),
});

/**
 * The whole game data as the client caches it (players §7, §9): the ruleset's own JSON (snake_case
 * with `_id`), exactly as imported, plus the level table the editor's rules need. One answer for
 * GET /api/v1/game_data and GraphQL `gameData`.
 */
export function gameDataAnswer(data: GameData) {
  return {
    skills: data.ruleset.skills,
    races: data.ruleset.races,
    transformations: data.ruleset.transformations,
    event_role_types: data.ruleset.event_role_types,
    // the level table: the editor needs it for character_level prerequisites and the level shown
    character_levels: data.ruleset.character_levels,
    // the version in force: a client holding an older copy reloads it
    ruleset_version: versionNumberOf(data),
  };
}

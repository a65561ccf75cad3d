import type { GameData } from '@larp/rules';
import { versionNumberOf } from './game-data.service';

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
    // the version in force (issue 21): a client holding an older copy reloads it
    ruleset_version: versionNumberOf(data),
  };
}

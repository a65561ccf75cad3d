import { CHARACTER_CLASSES, classChoices, type GameData, type SkillDefinition } from '@larp/rules';
import { defineCall, defineCalls, type Caller } from '../../calls/call-definition';
import { badInput } from '../../errors';

/*
 * The game data calls of players §7 (plus the level table the editor's rules need), for signed-in
 * users only ("after login"): the rules are the community's, not public. Each call's access says
 * so, and both transports check it before the call runs.
 */

/** Which skills a skill list keeps: every filter given must match. */
interface SkillFilter {
  type?: string | null;
  tag?: string | null;
  className?: string | null;
}

/** Whether a class can buy the skill: its cost model has an entry for the class or for all (players §5). */
function purchasableBy(skill: SkillDefinition, className: string): boolean {
  const model = skill.skill_cost_model as Record<string, unknown>;
  return model[className] !== undefined || model.all !== undefined;
}

const loadGameData = ({ services }: Caller): Promise<GameData> => services.gameData.loadGameData();

/** The calls of game-data: who may make each, its token scope, summary and service call (calls/call-definition.ts). */
export const GAME_DATA_CALLS = defineCalls({
  gameData: defineCall({
    access: 'signedIn',
    scope: 'game_data:read',
    summary: 'The game data: skills, races, transformations and event role types of the ruleset in force.',
    run: loadGameData,
  }),
  skills: defineCall({
    access: 'signedIn',
    scope: 'game_data:read',
    summary: 'The skills of the ruleset in force.',
    run: async (caller, { type, tag, className }: SkillFilter) => {
      if (className && !(CHARACTER_CLASSES as readonly string[]).includes(className)) throw badInput(`Unknown class: ${className}`);
      return (await loadGameData(caller)).skills
        .filter((skill) => !type || skill.skill_type === type)
        .filter((skill) => !tag || skill.skill_tags.includes(tag))
        .filter((skill) => !className || purchasableBy(skill, className));
    },
  }),
  races: defineCall({
    access: 'signedIn',
    scope: 'game_data:read',
    summary: 'The races of the ruleset in force.',
    run: async (caller) => (await loadGameData(caller)).races,
  }),
  transformations: defineCall({
    access: 'signedIn',
    scope: 'game_data:read',
    summary: 'The transformations of the ruleset in force.',
    run: async (caller) => (await loadGameData(caller)).ruleset.transformations,
  }),
  eventRoleTypes: defineCall({
    access: 'signedIn',
    scope: 'game_data:read',
    summary: 'The event role types (pc, npc, ...) with their descriptions.',
    run: async (caller) => (await loadGameData(caller)).ruleset.event_role_types,
  }),
  skill: defineCall({
    access: 'signedIn',
    scope: 'game_data:read',
    summary: 'One skill of the ruleset in force; null when there is none.',
    run: async (caller, { id }: { id: string }) => (await loadGameData(caller)).skillsById.get(id) ?? null,
  }),
  characterClasses: defineCall({
    access: 'signedIn',
    scope: 'game_data:read',
    summary: 'The classes, each with the ruleset description of it (null when it has none).',
    run: async (caller) => classChoices((await loadGameData(caller)).ruleset),
  }),
});

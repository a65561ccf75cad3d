import { Call } from '../../../graphql/call-field';
import { GAME_DATA_CALLS } from '../game-data.calls';
import { CHARACTER_CLASSES, classChoices, type SkillDefinition } from '@larp/rules';
import { GraphQLJSONObject } from 'graphql-scalars';
import { Arg, Ctx, Query, Resolver } from 'type-graphql';
import { badInput } from '../../../errors';
import type { GraphQLContext } from '../../../graphql/context';
import { gameDataAnswer } from '../game-data.answer';
import {
  CharacterClassType,
  EventRoleTypeType,
  RaceType,
  SkillDefinitionType,
  TransformationType,
  toRaceType,
  toSkillDefinitionType,
  toTransformationType,
} from './game-data.types';

/** Whether a class can buy the skill: its cost model has an entry for the class or for all (players §5). */
function purchasableBy(skill: SkillDefinition, className: string): boolean {
  const model = skill.skill_cost_model as Record<string, unknown>;
  return model[className] !== undefined || model.all !== undefined;
}

/** The game data for signed-in users, with the filters staff use when browsing skills. */
@Resolver()
export class GameDataResolver {
  @Call(GAME_DATA_CALLS.gameData)
  @Query(() => GraphQLJSONObject, {
    description:
      "The whole game data as GET /api/v1/game_data answers it: the ruleset's own JSON (skills, races, transformations, event_role_types, character_levels). The editor's rules read it.",
  })
  async gameData(@Ctx() { services }: GraphQLContext): Promise<Record<string, unknown>> {
    return gameDataAnswer(await services.gameData.loadGameData());
  }

  @Call(GAME_DATA_CALLS.skills)
  @Query(() => [SkillDefinitionType], {
    description: 'Skills in ruleset order; every filter given must match (type, tag, a class that can buy it).',
  })
  async skills(
    @Ctx() { services }: GraphQLContext,
    @Arg('type', () => String, { description: 'Only skills of this type.', nullable: true }) type?: string | null,
    @Arg('tag', () => String, { description: 'Only skills with this tag.', nullable: true }) tag?: string | null,
    @Arg('className', () => String, { description: 'Only skills this class can buy.', nullable: true }) className?: string | null,
  ): Promise<SkillDefinitionType[]> {
    if (className && !(CHARACTER_CLASSES as readonly string[]).includes(className)) {
      throw badInput(`Unknown class: ${className}`);
    }
    const data = await services.gameData.loadGameData();
    return data.skills
      .filter((skill) => !type || skill.skill_type === type)
      .filter((skill) => !tag || skill.skill_tags.includes(tag))
      .filter((skill) => !className || purchasableBy(skill, className))
      .map(toSkillDefinitionType);
  }

  @Call(GAME_DATA_CALLS.skill)
  @Query(() => SkillDefinitionType, { description: 'One skill of the ruleset in force; null when there is none.', nullable: true })
  async skill(
    @Arg('id', () => String, { description: "The skill's id." }) id: string,
    @Ctx() { services }: GraphQLContext,
  ): Promise<SkillDefinitionType | null> {
    const skill = (await services.gameData.loadGameData()).skillsById.get(id);
    return skill ? toSkillDefinitionType(skill) : null;
  }

  @Call(GAME_DATA_CALLS.races)
  @Query(() => [RaceType], { description: 'The races of the ruleset in force.' })
  async races(@Ctx() { services }: GraphQLContext): Promise<RaceType[]> {
    return (await services.gameData.loadGameData()).races.map(toRaceType);
  }

  @Call(GAME_DATA_CALLS.transformations)
  @Query(() => [TransformationType], { description: 'The transformations of the ruleset in force.' })
  async transformations(@Ctx() { services }: GraphQLContext): Promise<TransformationType[]> {
    return (await services.gameData.loadGameData()).ruleset.transformations.map(toTransformationType);
  }

  @Call(GAME_DATA_CALLS.characterClasses)
  @Query(() => [CharacterClassType], { description: 'The classes of the ruleset in force.' })
  async characterClasses(@Ctx() { services }: GraphQLContext): Promise<CharacterClassType[]> {
    return classChoices((await services.gameData.loadGameData()).ruleset).map((choice) => Object.assign(new CharacterClassType(), choice));
  }

  @Call(GAME_DATA_CALLS.eventRoleTypes)
  @Query(() => [EventRoleTypeType], { description: 'The event roles of the ruleset (pc, npc, ...).' })
  async eventRoleTypes(@Ctx() { services }: GraphQLContext): Promise<EventRoleTypeType[]> {
    const roles = (await services.gameData.loadGameData()).ruleset.event_role_types;
    return Object.entries(roles).map(([code, description]) => Object.assign(new EventRoleTypeType(), { code, description }));
  }
}

import { Call, runCall, runCommand } from '../../../graphql/call-field';
import { GAME_DATA_CALLS } from '../game-data.calls';
import { GraphQLJSONObject } from 'graphql-scalars';
import { Arg, Ctx, Query, Resolver } from 'type-graphql';
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

/** The game data for signed-in users, with the filters staff use when browsing skills: each field runs its call's definition (game-data.calls.ts). */
@Resolver()
export class GameDataResolver {
  @Call(GAME_DATA_CALLS.gameData)
  @Query(() => GraphQLJSONObject, {
    description:
      "The whole game data as GET /api/v1/game_data answers it: the ruleset's own JSON (skills, races, transformations, event_role_types, character_levels). The editor's rules read it.",
  })
  async gameData(@Ctx() context: GraphQLContext): Promise<Record<string, unknown>> {
    return gameDataAnswer(await runCall(GAME_DATA_CALLS.gameData, context));
  }

  @Call(GAME_DATA_CALLS.skills)
  @Query(() => [SkillDefinitionType], {
    description: 'Skills in ruleset order; every filter given must match (type, tag, a class that can buy it).',
  })
  async skills(
    @Ctx() context: GraphQLContext,
    @Arg('type', () => String, { description: 'Only skills of this type.', nullable: true }) type?: string | null,
    @Arg('tag', () => String, { description: 'Only skills with this tag.', nullable: true }) tag?: string | null,
    @Arg('className', () => String, { description: 'Only skills this class can buy.', nullable: true }) className?: string | null,
  ): Promise<SkillDefinitionType[]> {
    return (await runCommand(GAME_DATA_CALLS.skills, context, { type, tag, className })).map(toSkillDefinitionType);
  }

  @Call(GAME_DATA_CALLS.skill)
  @Query(() => SkillDefinitionType, { description: 'One skill of the ruleset in force; null when there is none.', nullable: true })
  async skill(
    @Arg('id', () => String, { description: "The skill's id." }) id: string,
    @Ctx() context: GraphQLContext,
  ): Promise<SkillDefinitionType | null> {
    const skill = await runCommand(GAME_DATA_CALLS.skill, context, { id });
    return skill ? toSkillDefinitionType(skill) : null;
  }

  @Call(GAME_DATA_CALLS.races)
  @Query(() => [RaceType], { description: 'The races of the ruleset in force.' })
  async races(@Ctx() context: GraphQLContext): Promise<RaceType[]> {
    return (await runCall(GAME_DATA_CALLS.races, context)).map(toRaceType);
  }

  @Call(GAME_DATA_CALLS.transformations)
  @Query(() => [TransformationType], { description: 'The transformations of the ruleset in force.' })
  async transformations(@Ctx() context: GraphQLContext): Promise<TransformationType[]> {
    return (await runCall(GAME_DATA_CALLS.transformations, context)).map(toTransformationType);
  }

  @Call(GAME_DATA_CALLS.characterClasses)
  @Query(() => [CharacterClassType], { description: 'The classes of the ruleset in force.' })
  async characterClasses(@Ctx() context: GraphQLContext): Promise<CharacterClassType[]> {
    return (await runCall(GAME_DATA_CALLS.characterClasses, context)).map((choice) => Object.assign(new CharacterClassType(), choice));
  }

  @Call(GAME_DATA_CALLS.eventRoleTypes)
  @Query(() => [EventRoleTypeType], { description: 'The event roles of the ruleset (pc, npc, ...).' })
  async eventRoleTypes(@Ctx() context: GraphQLContext): Promise<EventRoleTypeType[]> {
    const roles = await runCall(GAME_DATA_CALLS.eventRoleTypes, context);
    return Object.entries(roles).map(([code, description]) => Object.assign(new EventRoleTypeType(), { code, description }));
  }
}

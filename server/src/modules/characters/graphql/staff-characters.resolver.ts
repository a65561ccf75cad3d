import { Call } from '../../../graphql/call-field';
import { CHARACTERS_CALLS } from '../characters.calls';
import type { GraphQLResolveInfo } from 'graphql';
import { Arg, Ctx, Field, ID, Info, InputType, Int, Mutation, ObjectType, Query, Resolver } from 'type-graphql';
import type { GraphQLContext } from '../../../graphql/context';
import { parseGraphQLArgs } from '../../../input/contract';
import {
  adminCreateCharacterInput,
  characterChangeInput,
  characterIdsInput,
  grantShardsInput,
  grantXpInput,
  pastEventCountsInput,
  recordDeathsInput,
} from '../staff-characters.inputs';
import { presentCharacter, presentCharacters } from './characters.resolver';
import { CharacterInfoGqlInput } from './character.inputs';
import { CharacterType } from './character.types';
import type { GrantOutcome } from '../staff-characters.service';

@ObjectType('GrantResult', { description: "A staff form's answer: the spec's success message and who changed." })
export class GrantResultType {
  @Field() message: string;
  @Field(() => [ID]) ids: string[];
}

@InputType()
export class AdminCharacterInput extends CharacterInfoGqlInput {
  @Field(() => Int, { nullable: true, description: 'default 10' })
  characterXpTotal?: number | null;

  @Field(() => Int, { nullable: true, description: 'previous deaths, default 0' })
  deathCount?: number | null;

  @Field(() => Int, { nullable: true, description: 'previous reaper fights, default 0' })
  reaperFightCount?: number | null;

  @Field(() => Boolean, { nullable: true, description: 'default true' })
  commit?: boolean | null;
}

@InputType()
export class PastEventCountInput {
  @Field(() => ID) characterId: string;
  @Field(() => Int) xpSequence: number;
}

const grantResult = <T extends { id: string }>(outcome: GrantOutcome<T>) =>
  Object.assign(new GrantResultType(), { message: outcome.message, ids: outcome.results.map((result) => result.id) });

/** The admin character tools (events §7), each one StaffCharactersService call; the service checks the role again. */
@Resolver()
export class StaffCharactersResolver {
  @Call(CHARACTERS_CALLS.characters)
  @Query(() => [CharacterType], { description: 'Every character, or those of ids; owners via `user`.' })
  async characters(
    @Arg('ids', () => [ID], { nullable: true }) ids: string[] | null,
    @Ctx() context: GraphQLContext,
    @Info() info: GraphQLResolveInfo,
  ): Promise<CharacterType[]> {
    const input = parseGraphQLArgs(characterIdsInput, { ids });
    return presentCharacters(context, info, await context.services.staffCharacters.list(context.request, input.ids ?? undefined));
  }

  @Call(CHARACTERS_CALLS.userCharacters)
  @Query(() => [CharacterType])
  async userCharacters(
    @Arg('userId', () => ID) userId: string,
    @Ctx() context: GraphQLContext,
    @Info() info: GraphQLResolveInfo,
  ): Promise<CharacterType[]> {
    return presentCharacters(context, info, await context.services.staffCharacters.listForUser(context.request, userId));
  }

  @Call(CHARACTERS_CALLS.secretOptions)
  @Query(() => [String], { description: 'The additional spell schools staff may enable per character.' })
  secretOptions(@Ctx() { request, services }: GraphQLContext): Promise<string[]> {
    return services.staffCharacters.secretOptions(request);
  }

  @Call(CHARACTERS_CALLS.createCharacterForUser)
  @Mutation(() => CharacterType, { description: 'Create Character for User: committed unless commit is false.' })
  async createCharacterForUser(
    @Arg('userId', () => ID) userId: string,
    @Arg('input') input: AdminCharacterInput,
    @Ctx() context: GraphQLContext,
    @Info() info: GraphQLResolveInfo,
  ): Promise<CharacterType> {
    const command = parseGraphQLArgs(adminCreateCharacterInput, input);
    const view = await context.services.staffCharacters.createForUser(context.request, userId, command);
    return presentCharacter(context, info, view);
  }

  @Call(CHARACTERS_CALLS.uncommitCharacter)
  @Mutation(() => CharacterType, { description: 'scope: skills, skills_and_race_attributes (default) or everything.' })
  async uncommitCharacter(
    @Arg('userId', () => ID) userId: string,
    @Arg('characterId', () => ID) characterId: string,
    @Arg('scope', () => String, { nullable: true }) scope: string | null,
    @Ctx() context: GraphQLContext,
    @Info() info: GraphQLResolveInfo,
  ): Promise<CharacterType> {
    return changeCharacter(context, info, userId, characterId, { committedBuild: null, scope });
  }

  @Call(CHARACTERS_CALLS.setAdditionalSpellSchools)
  @Mutation(() => CharacterType, { description: 'The full list of enabled schools; a school once enabled cannot be removed.' })
  async setAdditionalSpellSchools(
    @Arg('userId', () => ID) userId: string,
    @Arg('characterId', () => ID) characterId: string,
    @Arg('schools', () => [String]) schools: string[],
    @Ctx() context: GraphQLContext,
    @Info() info: GraphQLResolveInfo,
  ): Promise<CharacterType> {
    return changeCharacter(context, info, userId, characterId, { schools });
  }

  @Call(CHARACTERS_CALLS.setTransformation)
  @Mutation(() => CharacterType, { description: 'A transformation name, or null to end one; removes racial skills.' })
  async setTransformation(
    @Arg('userId', () => ID) userId: string,
    @Arg('characterId', () => ID) characterId: string,
    @Arg('transformation', () => String, { nullable: true }) transformation: string | null,
    @Ctx() context: GraphQLContext,
    @Info() info: GraphQLResolveInfo,
  ): Promise<CharacterType> {
    return changeCharacter(context, info, userId, characterId, { transformation });
  }

  @Call(CHARACTERS_CALLS.deleteUserCharacter)
  @Mutation(() => ID)
  async deleteUserCharacter(
    @Arg('userId', () => ID) userId: string,
    @Arg('characterId', () => ID) characterId: string,
    @Ctx() { request, services }: GraphQLContext,
  ): Promise<string> {
    return (await services.staffCharacters.deleteForUser(request, userId, characterId)).id;
  }

  @Call(CHARACTERS_CALLS.grantXp)
  @Mutation(() => GrantResultType)
  async grantXp(
    @Arg('characterIds', () => [ID]) characterIds: string[],
    @Arg('xpAmount', () => Int) xpAmount: number,
    @Arg('reason', () => String) reason: string,
    @Ctx() { request, services }: GraphQLContext,
  ): Promise<GrantResultType> {
    return grantResult(await services.staffCharacters.grantXp(request, parseGraphQLArgs(grantXpInput, { characterIds, xpAmount, reason })));
  }

  @Call(CHARACTERS_CALLS.recordDeaths)
  @Mutation(() => GrantResultType)
  async recordDeaths(
    @Arg('characterId', () => ID) characterId: string,
    @Arg('deathCount', () => Int, { nullable: true }) deathCount: number | null,
    @Arg('reaperFightCount', () => Int, { nullable: true }) reaperFightCount: number | null,
    @Arg('event', () => String, { nullable: true }) event: string | null,
    @Ctx() { request, services }: GraphQLContext,
  ): Promise<GrantResultType> {
    return grantResult(
      await services.staffCharacters.recordDeaths(
        request,
        characterId,
        parseGraphQLArgs(recordDeathsInput, { deathCount, reaperFightCount, event }),
      ),
    );
  }

  @Call(CHARACTERS_CALLS.updatePastEventCounts)
  @Mutation(() => GrantResultType)
  async updatePastEventCounts(
    @Arg('counts', () => [PastEventCountInput]) counts: PastEventCountInput[],
    @Ctx() { request, services }: GraphQLContext,
  ): Promise<GrantResultType> {
    return grantResult(await services.staffCharacters.updatePastEventCounts(request, parseGraphQLArgs(pastEventCountsInput, { counts })));
  }

  @Call(CHARACTERS_CALLS.grantShards)
  @Mutation(() => GrantResultType)
  async grantShards(
    @Arg('userIds', () => [ID]) userIds: string[],
    @Arg('shardAmount', () => Int) shardAmount: number,
    @Arg('reason', () => String) reason: string,
    @Ctx() { request, services }: GraphQLContext,
  ): Promise<GrantResultType> {
    return grantResult(
      await services.staffCharacters.grantShards(request, parseGraphQLArgs(grantShardsInput, { userIds, shardAmount, reason })),
    );
  }
}

/** One staff change of a character (its arguments), parsed by the REST call's input schema and presented as a character. */
async function changeCharacter(
  context: GraphQLContext,
  info: GraphQLResolveInfo,
  userId: string,
  characterId: string,
  args: object,
): Promise<CharacterType> {
  const view = await context.services.staffCharacters.change(
    context.request,
    userId,
    characterId,
    parseGraphQLArgs(characterChangeInput, args),
  );
  return presentCharacter(context, info, view);
}

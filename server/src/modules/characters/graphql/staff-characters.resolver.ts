import { wholeList } from '../../../input/paging';
import { Call, parseCallArgs, runCall, runCommand } from '../../../graphql/call-field';
import { CHARACTERS_CALLS } from '../characters.calls';
import type { GraphQLResolveInfo } from 'graphql';
import { Arg, Ctx, Field, ID, Info, InputType, Int, Mutation, ObjectType, Query, Resolver } from 'type-graphql';
import type { GraphQLContext } from '../../../graphql/context';
import type { CharacterView } from '../character.presenter';
import { presentCharacter, presentCharacters } from './characters.resolver';
import { CharacterInfoGqlInput } from './character.inputs';
import { CharacterType } from './character.types';
import type { GrantOutcome } from '../staff-characters.service';
import { UncommitScopeEnum } from './uncommit-scope.enum';

@ObjectType('GrantResult', { description: "A staff form's answer: the spec's success message and who changed." })
export class GrantResultType {
  @Field({ description: 'The confirmation text to show the user.' }) message: string;
  @Field(() => [ID], { description: 'The ids of the characters or users changed.' }) ids: string[];
}

@InputType({ description: 'A new character made by an admin for a player: its build header, starting XP and earlier deaths.' })
export class AdminCharacterInput extends CharacterInfoGqlInput {
  @Field(() => Int, { nullable: true, description: 'Default 10' })
  characterXpTotal?: number | null;

  @Field(() => Int, { nullable: true, description: 'Previous deaths, default 0' })
  deathCount?: number | null;

  @Field(() => Int, { nullable: true, description: 'Previous reaper fights, default 0' })
  reaperFightCount?: number | null;

  @Field(() => Boolean, { nullable: true, description: 'Default true' })
  commit?: boolean | null;
}

@InputType({ description: "A character's count of past events (its XP sequence) as staff set it." })
export class PastEventCountInput {
  @Field(() => ID, { description: "The character's id." }) characterId: string;
  @Field(() => Int, { description: "The character's new XP sequence (events attended)." }) xpSequence: number;
}

const grantResult = <T extends { id: string }>(outcome: GrantOutcome<T>) =>
  Object.assign(new GrantResultType(), { message: outcome.message, ids: outcome.results.map((result) => result.id) });

/** The admin character tools (events §7), each one StaffCharactersService call; the service checks the role again. */
@Resolver()
export class StaffCharactersResolver {
  @Call(CHARACTERS_CALLS.characters)
  @Query(() => [CharacterType], { description: 'Every character, or those of ids; owners via `user`.' })
  async characters(
    @Arg('ids', () => [ID], { description: 'Only these characters; all when left out.', nullable: true }) ids: string[] | null,
    @Ctx() context: GraphQLContext,
    @Info() info: GraphQLResolveInfo,
  ): Promise<CharacterType[]> {
    // the call's own contract, as REST's query string is read; GraphQL answers one list (no inBatches, no paging)
    const { ids: only } = parseCallArgs(CHARACTERS_CALLS.characters, { ids });
    const views = await runCommand(CHARACTERS_CALLS.characters, context, { ids: only });
    return presentCharacters(context, info, wholeList(views as CharacterView[]));
  }

  @Call(CHARACTERS_CALLS.userCharacters)
  @Query(() => [CharacterType], { description: "A user's characters (admin)." })
  async userCharacters(
    @Arg('userId', () => ID, { description: "The user's (player account's) id." }) userId: string,
    @Ctx() context: GraphQLContext,
    @Info() info: GraphQLResolveInfo,
  ): Promise<CharacterType[]> {
    return presentCharacters(context, info, await runCall(CHARACTERS_CALLS.userCharacters, context, { userId }));
  }

  @Call(CHARACTERS_CALLS.secretOptions)
  @Query(() => [String], { description: 'The additional spell schools staff may enable per character.' })
  secretOptions(@Ctx() context: GraphQLContext): Promise<string[]> {
    return runCall(CHARACTERS_CALLS.secretOptions, context);
  }

  @Call(CHARACTERS_CALLS.createCharacterForUser)
  @Mutation(() => CharacterType, { description: 'Create Character for User: committed unless commit is false.' })
  async createCharacterForUser(
    @Arg('userId', () => ID, { description: "The user's (player account's) id." }) userId: string,
    @Arg('input', { description: 'The fields to set, as on the matching form.' }) input: AdminCharacterInput,
    @Ctx() context: GraphQLContext,
    @Info() info: GraphQLResolveInfo,
  ): Promise<CharacterType> {
    return presentCharacter(context, info, await runCall(CHARACTERS_CALLS.createCharacterForUser, context, { userId }, input));
  }

  @Call(CHARACTERS_CALLS.uncommitCharacter)
  @Mutation(() => CharacterType, { description: 'Scope: skills, skills_and_race_attributes (default) or everything.' })
  async uncommitCharacter(
    @Arg('userId', () => ID, { description: "The user's (player account's) id." }) userId: string,
    @Arg('characterId', () => ID, { description: "The character's id." }) characterId: string,
    @Arg('scope', () => UncommitScopeEnum, {
      description:
        'What the uncommit resets: skills only, skills and race attributes (the default), or everything (race and class may change too).',
      nullable: true,
    })
    scope: string | null,
    @Ctx() context: GraphQLContext,
    @Info() info: GraphQLResolveInfo,
  ): Promise<CharacterType> {
    return presentCharacter(
      context,
      info,
      await runCall(CHARACTERS_CALLS.uncommitCharacter, context, { userId, characterId, committedBuild: null, scope }),
    );
  }

  @Call(CHARACTERS_CALLS.setAdditionalSpellSchools)
  @Mutation(() => CharacterType, { description: 'The full list of enabled schools; a school once enabled cannot be removed.' })
  async setAdditionalSpellSchools(
    @Arg('userId', () => ID, { description: "The user's (player account's) id." }) userId: string,
    @Arg('characterId', () => ID, { description: "The character's id." }) characterId: string,
    @Arg('schools', () => [String], { description: "The additional spell schools, from the ruleset's additional_spell_schools." })
    schools: string[],
    @Ctx() context: GraphQLContext,
    @Info() info: GraphQLResolveInfo,
  ): Promise<CharacterType> {
    return presentCharacter(
      context,
      info,
      await runCall(CHARACTERS_CALLS.setAdditionalSpellSchools, context, { userId, characterId, schools }),
    );
  }

  @Call(CHARACTERS_CALLS.setTransformation)
  @Mutation(() => CharacterType, { description: 'A transformation name, or null to end one; removes racial skills.' })
  async setTransformation(
    @Arg('userId', () => ID, { description: "The user's (player account's) id." }) userId: string,
    @Arg('characterId', () => ID, { description: "The character's id." }) characterId: string,
    @Arg('transformation', () => String, { description: "The transformation's name; null clears it.", nullable: true })
    transformation: string | null,
    @Ctx() context: GraphQLContext,
    @Info() info: GraphQLResolveInfo,
  ): Promise<CharacterType> {
    return presentCharacter(
      context,
      info,
      await runCall(CHARACTERS_CALLS.setTransformation, context, { userId, characterId, transformation }),
    );
  }

  @Call(CHARACTERS_CALLS.deleteUserCharacter)
  @Mutation(() => ID, { description: "Deletes a player's character (admin); answers its id." })
  async deleteUserCharacter(
    @Arg('userId', () => ID, { description: "The user's (player account's) id." }) userId: string,
    @Arg('characterId', () => ID, { description: "The character's id." }) characterId: string,
    @Ctx() context: GraphQLContext,
  ): Promise<string> {
    return (await runCall(CHARACTERS_CALLS.deleteUserCharacter, context, { userId, characterId })).id;
  }

  @Call(CHARACTERS_CALLS.grantXp)
  @Mutation(() => GrantResultType, { description: "Grants XP to characters (admin); written to each one's XP ledger." })
  async grantXp(
    @Arg('characterIds', () => [ID], { description: 'The characters to grant to.' }) characterIds: string[],
    @Arg('xpAmount', () => Int, { description: 'XP each gets (negative takes away; not 0).' }) xpAmount: number,
    @Arg('reason', () => String, { description: 'Why, in words the person concerned may read.' }) reason: string,
    @Ctx() context: GraphQLContext,
  ): Promise<GrantResultType> {
    return grantResult(await runCall(CHARACTERS_CALLS.grantXp, context, { characterIds, xpAmount, reason }));
  }

  @Call(CHARACTERS_CALLS.recordDeaths)
  @Mutation(() => GrantResultType, { description: 'Records deaths and reaper fights for a character at an event (admin).' })
  async recordDeaths(
    @Arg('characterId', () => ID, { description: "The character's id." }) characterId: string,
    @Arg('deathCount', () => Int, { description: 'Deaths to add.', nullable: true }) deathCount: number | null,
    @Arg('reaperFightCount', () => Int, { description: 'Reaper fights to add.', nullable: true }) reaperFightCount: number | null,
    @Arg('event', () => String, { description: "The event's name, for the record.", nullable: true }) event: string | null,
    @Ctx() context: GraphQLContext,
  ): Promise<GrantResultType> {
    return grantResult(await runCall(CHARACTERS_CALLS.recordDeaths, context, { characterId, deathCount, reaperFightCount, event }));
  }

  @Call(CHARACTERS_CALLS.updatePastEventCounts)
  @Mutation(() => GrantResultType, { description: "Sets characters' XP sequences (past event counts) (admin)." })
  async updatePastEventCounts(
    @Arg('counts', () => [PastEventCountInput], { description: 'The new count per character.' }) counts: PastEventCountInput[],
    @Ctx() context: GraphQLContext,
  ): Promise<GrantResultType> {
    return grantResult(await runCall(CHARACTERS_CALLS.updatePastEventCounts, context, { counts }));
  }

  @Call(CHARACTERS_CALLS.grantShards)
  @Mutation(() => GrantResultType, { description: "Grants shards to users (admin); written to each one's shard ledger." })
  async grantShards(
    @Arg('userIds', () => [ID], { description: 'The users to grant to.' }) userIds: string[],
    @Arg('shardAmount', () => Int, { description: 'Shards each gets (negative takes away; not 0).' }) shardAmount: number,
    @Arg('reason', () => String, { description: 'Why, in words the person concerned may read.' }) reason: string,
    @Ctx() context: GraphQLContext,
  ): Promise<GrantResultType> {
    return grantResult(await runCall(CHARACTERS_CALLS.grantShards, context, { userIds, shardAmount, reason }));
  }
}

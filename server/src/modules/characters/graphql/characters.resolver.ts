import { GraphQLJSONObject } from 'graphql-scalars';
import { Arg, Authorized, Ctx, FieldResolver, ID, Int, Mutation, Query, Resolver, Root } from 'type-graphql';
import type { GraphQLContext } from '../../../graphql/context';
import { parseGraphQLInput } from '../../../input/contract';
import { createCharacterInput, saveBuildInput, updateCharacterInput } from '../characters.inputs';
import { toUserType, UserType } from '../../accounts/graphql/user.type';
import { toSkillDefinitionType, SkillDefinitionType } from '../../game-data/graphql/game-data.types';
import type { CharacterView } from '../character.presenter';
import { CharacterInfoGqlInput, toInfoBody } from './character.inputs';
import { BuildEntryType, CharacterType, toCharacterType } from './character.types';
import { LedgerAuthorType, ShardLedgerEntryType, toXpLedgerEntryType, XpLedgerEntryType } from './ledger.types';

/**
 * Presents views with the game data read once per request. The owners the views carry and the
 * signed-in user are handed to the request's user loader, so `user` and ledger `actor` fields do
 * not read them again.
 */
export async function presentCharacters(context: GraphQLContext, views: CharacterView[]): Promise<CharacterType[]> {
  const { userById } = context.loaders;
  if (context.request.user) userById.prime(context.request.user.id, context.request.user);
  for (const view of views) if (view.owner) userById.prime(view.owner.id, view.owner);
  const data = await context.services.gameData.loadGameData(context.request);
  return views.map((view) => toCharacterType(view, data));
}

/** The player's own characters (players §7), each operation one CharactersService call. */
@Resolver(() => CharacterType)
export class CharactersResolver {
  @Authorized()
  @Query(() => [CharacterType], { description: "The signed-in player's characters." })
  async myCharacters(@Ctx() context: GraphQLContext): Promise<CharacterType[]> {
    return presentCharacters(context, await context.services.characters.listOwn(context.request));
  }

  @Authorized()
  @Query(() => CharacterType, { description: "One of the signed-in player's characters (NOT_FOUND otherwise)." })
  async myCharacter(@Arg('id', () => ID) id: string, @Ctx() context: GraphQLContext): Promise<CharacterType> {
    return (await presentCharacters(context, [await context.services.characters.getOwn(context.request, id)]))[0]!;
  }

  @Authorized()
  @Mutation(() => CharacterType)
  async createCharacter(@Arg('input') input: CharacterInfoGqlInput, @Ctx() context: GraphQLContext): Promise<CharacterType> {
    const view = await context.services.characters.create(context.request, parseGraphQLInput(createCharacterInput, toInfoBody(input)));
    return (await presentCharacters(context, [view]))[0]!;
  }

  @Authorized()
  @Mutation(() => CharacterType, { description: 'Name, race and class until the first commit.' })
  async updateCharacter(
    @Arg('id', () => ID) id: string,
    @Arg('input') input: CharacterInfoGqlInput,
    @Ctx() context: GraphQLContext,
  ): Promise<CharacterType> {
    const view = await context.services.characters.updateInfo(context.request, id, parseGraphQLInput(updateCharacterInput, toInfoBody(input)));
    return (await presentCharacters(context, [view]))[0]!;
  }

  @Authorized()
  @Mutation(() => ID, { description: 'Only a character with deleteAllowed.' })
  async deleteCharacter(@Arg('id', () => ID) id: string, @Ctx() context: GraphQLContext): Promise<string> {
    return (await context.services.characters.deleteOwn(context.request, id)).id;
  }

  @Authorized()
  @Mutation(() => CharacterType, { description: 'Saves a build in the stored form (snake_case JSON, as REST).' })
  async saveCharacterBuild(
    @Arg('id', () => ID) id: string,
    @Arg('characterBuild', () => GraphQLJSONObject, { validate: false }) characterBuild: Record<string, unknown>,
    @Arg('buildVersion', () => Int, { nullable: true }) buildVersion: number | null,
    @Ctx() context: GraphQLContext,
  ): Promise<CharacterType> {
    const command = parseGraphQLInput(saveBuildInput, { character_build: characterBuild, build_version: buildVersion, commit: false });
    const view = await context.services.characters.saveBuild(context.request, id, command);
    return (await presentCharacters(context, [view]))[0]!;
  }

  @Authorized()
  @Mutation(() => CharacterType, { description: 'Commits a build: irreversible for the player.' })
  async commitCharacterBuild(
    @Arg('id', () => ID) id: string,
    @Arg('characterBuild', () => GraphQLJSONObject, { validate: false }) characterBuild: Record<string, unknown>,
    @Arg('buildVersion', () => Int, { nullable: true }) buildVersion: number | null,
    @Ctx() context: GraphQLContext,
  ): Promise<CharacterType> {
    const command = parseGraphQLInput(saveBuildInput, { character_build: characterBuild, build_version: buildVersion, commit: true });
    const view = await context.services.characters.saveBuild(context.request, id, command);
    return (await presentCharacters(context, [view]))[0]!;
  }

  // ---- relations, batched per request --------------------------------------------------------

  @FieldResolver(() => UserType, { nullable: true, description: 'the owner' })
  async user(@Root() character: CharacterType, @Ctx() { loaders }: GraphQLContext): Promise<UserType | null> {
    const user = await loaders.userById.load(character.userId);
    return user ? toUserType(user) : null;
  }

  @FieldResolver(() => [XpLedgerEntryType], { description: 'every XP change, oldest first' })
  async xpLedger(@Root() character: CharacterType, @Ctx() { loaders }: GraphQLContext): Promise<XpLedgerEntryType[]> {
    return (await loaders.xpLedgerByCharacterId.load(character.id)).map(toXpLedgerEntryType);
  }
}

/** A build entry's skill definition, from the game data already in memory (no query). */
@Resolver(() => BuildEntryType)
export class BuildEntryResolver {
  @FieldResolver(() => SkillDefinitionType, { nullable: true })
  skill(@Root() entry: BuildEntryType): SkillDefinitionType | null {
    return entry.definition ? toSkillDefinitionType(entry.definition) : null;
  }
}

/** A ledger row's author (name only), batched per request. */
@Resolver(() => XpLedgerEntryType)
export class XpLedgerEntryResolver {
  @FieldResolver(() => LedgerAuthorType, { nullable: true, description: 'who made the change; null for the system' })
  async actor(@Root() row: XpLedgerEntryType, @Ctx() { loaders }: GraphQLContext): Promise<LedgerAuthorType | null> {
    if (!row.actorId) return null;
    const user = await loaders.userById.load(row.actorId);
    return user ? Object.assign(new LedgerAuthorType(), { id: user.id, firstName: user.firstName, lastName: user.lastName }) : null;
  }
}

/** A shard ledger row's author (name only), batched per request. */
@Resolver(() => ShardLedgerEntryType)
export class ShardLedgerEntryResolver {
  @FieldResolver(() => LedgerAuthorType, { nullable: true, description: 'who made the change; null for the system' })
  async actor(@Root() row: ShardLedgerEntryType, @Ctx() { loaders }: GraphQLContext): Promise<LedgerAuthorType | null> {
    if (!row.actorId) return null;
    const user = await loaders.userById.load(row.actorId);
    return user ? Object.assign(new LedgerAuthorType(), { id: user.id, firstName: user.firstName, lastName: user.lastName }) : null;
  }
}

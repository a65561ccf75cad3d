import { Kind, type FragmentDefinitionNode, type GraphQLResolveInfo, type SelectionSetNode } from 'graphql';
import { GraphQLJSONObject } from 'graphql-scalars';
import { Arg, Authorized, Ctx, FieldResolver, ID, Int, Mutation, Query, Resolver, Root } from 'type-graphql';
import type { GraphQLContext } from '../../../graphql/context';
import { parseGraphQLInput } from '../../../input/contract';
import { createCharacterInput, saveBuildInput, updateCharacterInput } from '../characters.inputs';
import { toUserType, UserType } from '../../accounts/graphql/user.type';
import type { CharacterView } from '../character.presenter';
import { readXpLedgers } from '../ledger.loaders';
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

/** Whether the field's selection asks for `path` (field names, through inline fragments and fragment spreads). */
function selects(info: GraphQLResolveInfo, path: string[]): boolean {
  const visit = (set: SelectionSetNode | undefined, depth: number): boolean =>
    !!set &&
    set.selections.some((selection) => {
      if (selection.kind === Kind.FIELD)
        return selection.name.value === path[depth] && (depth === path.length - 1 || visit(selection.selectionSet, depth + 1));
      if (selection.kind === Kind.INLINE_FRAGMENT) return visit(selection.selectionSet, depth);
      const fragment = info.fragments[selection.name.value] as FragmentDefinitionNode | undefined;
      return visit(fragment?.selectionSet, depth);
    });
  return info.fieldNodes.some((node) => visit(node.selectionSet, 0));
}

/**
 * A list's relations loaded up front, once for the whole list (issue 16: no async resolver per list
 * item): the owners (already in the request's user loader), and, when the query asks for them, the XP
 * ledgers in one batched read and their authors in one more. The field resolvers below then answer
 * from the object; what was not asked for stays with the loaders. The same statements as before.
 */
export async function preloadRelations(
  context: GraphQLContext,
  info: GraphQLResolveInfo,
  characters: CharacterType[],
): Promise<CharacterType[]> {
  const { userById, xpLedgerByCharacterId } = context.loaders;
  if (selects(info, ['user'])) {
    // the owners the views carried need no loader
    const unknown = characters.filter((character) => character.ownerRow === undefined);
    const owners = unknown.length ? await userById.loadMany(unknown.map((character) => character.userId)) : [];
    unknown.forEach((character, index) => {
      const owner = owners[index];
      if (owner instanceof Error) throw owner;
      character.ownerRow = owner;
    });
    for (const character of characters) character.owner = character.ownerRow ? toUserType(character.ownerRow) : null;
  }
  if (selects(info, ['xpLedger'])) {
    // One read for the whole list, without a loader promise per character; the request's loader
    // learns them (a later field of the same request asking for one of these ledgers reads nothing).
    const ledgers = await readXpLedgers(
      context.services.dataSource,
      characters.map((character) => character.id),
    );
    const rows = ledgers.map((ledger, index) => {
      xpLedgerByCharacterId.prime(characters[index].id, ledger);
      return ledger.map(toXpLedgerEntryType);
    });
    if (selects(info, ['xpLedger', 'actor'])) {
      const actorIds = [...new Set(rows.flat().flatMap((row) => (row.actorId ? [row.actorId] : [])))];
      const actors = new Map((await userById.loadMany(actorIds)).map((actor, index) => [actorIds[index], actor]));
      for (const row of rows.flat()) {
        const actor = row.actorId ? actors.get(row.actorId) : null;
        if (actor instanceof Error) throw actor;
        row.author = actor
          ? Object.assign(new LedgerAuthorType(), { id: actor.id, firstName: actor.firstName, lastName: actor.lastName })
          : null;
      }
    }
    characters.forEach((character, index) => (character.ledger = rows[index]));
  }
  return characters;
}

// ---- relations: plain resolvers (issue 16) -------------------------------------------------------
// Each runs once per list item. The schema calls them directly (PLAIN_FIELD_RESOLVERS, installed by
// buildAppSchema), without type-graphql's per-call wrapper (parameter list, middleware chain): they
// have no @Authorized, no middleware and no arguments, so nothing is skipped. The @FieldResolver
// methods below declare the fields (type, description) and call the same functions.

/** The owner: from the object when the list loaded it up front, else the request's user loader. */
function characterUser(character: CharacterType, _args: unknown, { loaders }: GraphQLContext): UserType | null | Promise<UserType | null> {
  if (character.owner !== undefined) return character.owner;
  if (character.ownerRow !== undefined) return (character.owner = character.ownerRow ? toUserType(character.ownerRow) : null);
  return loaders.userById.load(character.userId).then((user) => (user ? toUserType(user) : null));
}

/** The XP ledger: from the object when the list loaded it up front, else the request's ledger loader. */
function characterXpLedger(
  character: CharacterType,
  _args: unknown,
  { loaders }: GraphQLContext,
): XpLedgerEntryType[] | Promise<XpLedgerEntryType[]> {
  if (character.ledger !== undefined) return character.ledger;
  return loaders.xpLedgerByCharacterId.load(character.id).then((rows) => rows.map(toXpLedgerEntryType));
}

/** A ledger row's author (name only): from the row when the list loaded it up front, else the user loader. */
function xpLedgerEntryActor(
  row: XpLedgerEntryType,
  _args: unknown,
  { loaders }: GraphQLContext,
): LedgerAuthorType | null | Promise<LedgerAuthorType | null> {
  if (row.author !== undefined) return row.author;
  if (!row.actorId) return null;
  return loaders.userById
    .load(row.actorId)
    .then((user) =>
      user ? Object.assign(new LedgerAuthorType(), { id: user.id, firstName: user.firstName, lastName: user.lastName }) : null,
    );
}

/** `Type.field` → its resolver, called by the schema as it is (see above). */
export const CHARACTER_PLAIN_RESOLVERS = {
  'Character.user': characterUser,
  'Character.xpLedger': characterXpLedger,
  'XpLedgerEntry.actor': xpLedgerEntryActor,
  // getters, which type-graphql would otherwise call through its field-resolver wrapper
  'Character.savedBuild': (character: CharacterType) => character.savedBuild,
  'Character.committedBuild': (character: CharacterType) => character.committedBuild,
  'Character.shownBuild': (character: CharacterType) => character.shownBuild,
  'BuildEntry.entry': (entry: BuildEntryType) => entry.entry,
} as const;

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
    return (await presentCharacters(context, [await context.services.characters.getOwn(context.request, id)]))[0];
  }

  @Authorized()
  @Mutation(() => CharacterType)
  async createCharacter(@Arg('input') input: CharacterInfoGqlInput, @Ctx() context: GraphQLContext): Promise<CharacterType> {
    const view = await context.services.characters.create(context.request, parseGraphQLInput(createCharacterInput, toInfoBody(input)));
    return (await presentCharacters(context, [view]))[0];
  }

  @Authorized()
  @Mutation(() => CharacterType, { description: 'Name, race and class until the first commit.' })
  async updateCharacter(
    @Arg('id', () => ID) id: string,
    @Arg('input') input: CharacterInfoGqlInput,
    @Ctx() context: GraphQLContext,
  ): Promise<CharacterType> {
    const view = await context.services.characters.updateInfo(
      context.request,
      id,
      parseGraphQLInput(updateCharacterInput, toInfoBody(input)),
    );
    return (await presentCharacters(context, [view]))[0];
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
    return (await presentCharacters(context, [view]))[0];
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
    return (await presentCharacters(context, [view]))[0];
  }

  // ---- relations, batched per request --------------------------------------------------------

  @FieldResolver(() => UserType, { nullable: true, description: 'the owner' })
  user(@Root() character: CharacterType, @Ctx() context: GraphQLContext): UserType | null | Promise<UserType | null> {
    return characterUser(character, {}, context);
  }

  @FieldResolver(() => [XpLedgerEntryType], { description: 'every XP change, oldest first' })
  xpLedger(@Root() character: CharacterType, @Ctx() context: GraphQLContext): XpLedgerEntryType[] | Promise<XpLedgerEntryType[]> {
    return characterXpLedger(character, {}, context);
  }
}

/** A ledger row's author (name only), batched per request. */
@Resolver(() => XpLedgerEntryType)
export class XpLedgerEntryResolver {
  @FieldResolver(() => LedgerAuthorType, { nullable: true, description: 'who made the change; null for the system' })
  actor(@Root() row: XpLedgerEntryType, @Ctx() context: GraphQLContext): LedgerAuthorType | null | Promise<LedgerAuthorType | null> {
    return xpLedgerEntryActor(row, {}, context);
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

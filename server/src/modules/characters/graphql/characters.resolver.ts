import { Call, runCall } from '../../../graphql/call-field';
import { CHARACTERS_CALLS } from '../characters.calls';
import { Kind, type FragmentDefinitionNode, type GraphQLResolveInfo, type SelectionSetNode } from 'graphql';
import { GraphQLJSONObject } from 'graphql-scalars';
import { Arg, Ctx, FieldResolver, ID, Info, Int, Mutation, Query, Resolver, Root } from 'type-graphql';
import type { GraphQLContext } from '../../../graphql/context';
import { toUserType } from '../../accounts/graphql/user.type';
import type { CharacterView } from '../character.presenter';
import type { User } from '../../../db';
import { readXpLedgers } from '../ledger.loaders';
import { CharacterInfoGqlInput } from './character.inputs';
import { CharacterType, toCharacterType } from './character.types';
import { LedgerAuthorType, ShardLedgerEntryType, toXpLedgerEntryType } from './ledger.types';

/**
 * Presents views as the query asks for them: the game data read once per request, and the relations
 * the query selects loaded up front for the whole list (loadRelations). Every field that returns
 * characters presents them here, so `Character.user`, `Character.xpLedger` and `XpLedgerEntry.actor`
 * are plain properties, which graphql-jit's compiled query reads inline instead of calling a resolver
 * per list item. The owners the views carry and the signed-in user are known to the
 * request's user loader, so neither owners nor ledger authors read them again.
 */
export async function presentCharacters(
  context: GraphQLContext,
  info: GraphQLResolveInfo,
  views: CharacterView[],
): Promise<CharacterType[]> {
  const { knownUsers } = context.loaders;
  if (context.request.user) knownUsers.set(context.request.user.id, context.request.user);
  for (const view of views) if (view.owner) knownUsers.set(view.owner.id, view.owner);
  const data = await context.services.gameData.loadGameData(context.request);
  return loadRelations(
    context,
    info,
    views.map((view) => toCharacterType(view, data)),
  );
}

/** One character presented (a query or mutation of one). */
export async function presentCharacter(context: GraphQLContext, info: GraphQLResolveInfo, view: CharacterView): Promise<CharacterType> {
  return (await presentCharacters(context, info, [view]))[0];
}

/** A ledger row's author as GraphQL shows it: the name only. */
function toLedgerAuthor(user: User): LedgerAuthorType {
  const author = new LedgerAuthorType();
  author.id = user.id;
  author.firstName = user.firstName;
  author.lastName = user.lastName;
  return author;
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
 * The relations the query selects, loaded for the whole list at once (no async resolver
 * per list item): the owners (those the views carried need no read; the rest in one batched read),
 * the XP ledgers in one read, and their authors in one batched read of the users not yet known.
 * What the query does not select is not loaded (and not read: the types' getters say so if it were).
 */
async function loadRelations(context: GraphQLContext, info: GraphQLResolveInfo, characters: CharacterType[]): Promise<CharacterType[]> {
  const { userById } = context.loaders;
  if (characters.length === 0) return characters;
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
    // one read for the whole list
    const ledgers = await readXpLedgers(
      context.services.dataSource,
      characters.map((character) => character.id),
    );
    const rows = ledgers.map((ledger) => ledger.map(toXpLedgerEntryType));
    if (selects(info, ['xpLedger', 'actor'])) {
      const actorIds = [...new Set(rows.flat().flatMap((row) => (row.actorId ? [row.actorId] : [])))];
      // one author object per actor, shared by the actor's rows (a staff member writes many of them)
      const authors = new Map(
        (await userById.loadMany(actorIds)).map((actor, index) => {
          if (actor instanceof Error) throw actor;
          return [actorIds[index], actor ? toLedgerAuthor(actor) : null];
        }),
      );
      for (const ledger of rows) for (const row of ledger) row.author = row.actorId ? (authors.get(row.actorId) ?? null) : null;
    }
    characters.forEach((character, index) => (character.ledger = rows[index]));
  }
  return characters;
}

/** The player's own characters (players §7), each operation one CharactersService call. */
@Resolver(() => CharacterType)
export class CharactersResolver {
  @Call(CHARACTERS_CALLS.myCharacters)
  @Query(() => [CharacterType], { description: "The signed-in player's characters." })
  async myCharacters(@Ctx() context: GraphQLContext, @Info() info: GraphQLResolveInfo): Promise<CharacterType[]> {
    return presentCharacters(context, info, await runCall(CHARACTERS_CALLS.myCharacters, context));
  }

  @Call(CHARACTERS_CALLS.myCharacter)
  @Query(() => CharacterType, {
    nullable: true,
    description: "One of the signed-in player's characters; null with a NOT_FOUND error entry for an id that is not one of them.",
  })
  async myCharacter(
    @Arg('id', () => ID, { description: "The character's id." }) id: string,
    @Ctx() context: GraphQLContext,
    @Info() info: GraphQLResolveInfo,
  ): Promise<CharacterType> {
    return presentCharacter(context, info, await runCall(CHARACTERS_CALLS.myCharacter, context, { id }));
  }

  @Call(CHARACTERS_CALLS.createCharacter)
  @Mutation(() => CharacterType, { description: 'Creates a character for the signed-in player.' })
  async createCharacter(
    @Arg('input', { description: 'The fields to set, as on the matching form.' }) input: CharacterInfoGqlInput,
    @Ctx() context: GraphQLContext,
    @Info() info: GraphQLResolveInfo,
  ): Promise<CharacterType> {
    return presentCharacter(context, info, await runCall(CHARACTERS_CALLS.createCharacter, context, input));
  }

  @Call(CHARACTERS_CALLS.updateCharacter)
  @Mutation(() => CharacterType, { description: 'Name, race and class until the first commit.' })
  async updateCharacter(
    @Arg('id', () => ID, { description: 'The id of the record to act on.' }) id: string,
    @Arg('input', { description: 'The fields to set, as on the matching form.' }) input: CharacterInfoGqlInput,
    @Ctx() context: GraphQLContext,
    @Info() info: GraphQLResolveInfo,
  ): Promise<CharacterType> {
    return presentCharacter(context, info, await runCall(CHARACTERS_CALLS.updateCharacter, context, { id }, input));
  }

  @Call(CHARACTERS_CALLS.deleteCharacter)
  @Mutation(() => ID, { description: 'Only a character with deleteAllowed.' })
  async deleteCharacter(
    @Arg('id', () => ID, { description: 'The id of the record to act on.' }) id: string,
    @Ctx() context: GraphQLContext,
  ): Promise<string> {
    return (await runCall(CHARACTERS_CALLS.deleteCharacter, context, { id })).id;
  }

  @Call(CHARACTERS_CALLS.saveCharacterBuild)
  @Mutation(() => CharacterType, { description: 'Saves a build in the stored form (snake_case JSON, as REST).' })
  async saveCharacterBuild(
    @Arg('id', () => ID, { description: "The character's id." }) id: string,
    @Arg('characterBuild', () => GraphQLJSONObject, {
      description:
        "The build in its working form (character_name, character_race, character_class, character_skills as a map from skill id to entry): see the rules package's build forms.",
      validate: false,
    })
    characterBuild: Record<string, unknown>,
    @Arg('buildVersion', () => Int, {
      description: 'The version of the build the client last read; a stale version is refused.',
      nullable: true,
    })
    buildVersion: number | null,
    @Ctx() context: GraphQLContext,
    @Info() info: GraphQLResolveInfo,
  ): Promise<CharacterType> {
    const view = await runCall(CHARACTERS_CALLS.saveCharacterBuild, context, { id, characterBuild, buildVersion });
    return presentCharacter(context, info, view);
  }

  @Call(CHARACTERS_CALLS.commitCharacterBuild)
  @Mutation(() => CharacterType, { description: 'Commits a build: irreversible for the player.' })
  async commitCharacterBuild(
    @Arg('id', () => ID, { description: "The character's id." }) id: string,
    @Arg('characterBuild', () => GraphQLJSONObject, {
      description:
        "The build in its working form (character_name, character_race, character_class, character_skills as a map from skill id to entry): see the rules package's build forms.",
      validate: false,
    })
    characterBuild: Record<string, unknown>,
    @Arg('buildVersion', () => Int, {
      description: 'The version of the build the client last read; a stale version is refused.',
      nullable: true,
    })
    buildVersion: number | null,
    @Ctx() context: GraphQLContext,
    @Info() info: GraphQLResolveInfo,
  ): Promise<CharacterType> {
    const view = await runCall(CHARACTERS_CALLS.commitCharacterBuild, context, { id, characterBuild, buildVersion, commit: true });
    return presentCharacter(context, info, view);
  }
}

/** A shard ledger row's author (name only), batched per request. */
@Resolver(() => ShardLedgerEntryType)
export class ShardLedgerEntryResolver {
  @FieldResolver(() => LedgerAuthorType, { nullable: true, description: 'Who made the change; null for the system' })
  async actor(@Root() row: ShardLedgerEntryType, @Ctx() { loaders }: GraphQLContext): Promise<LedgerAuthorType | null> {
    if (!row.actorId) return null;
    const user = await loaders.userById.load(row.actorId);
    return user ? toLedgerAuthor(user) : null;
  }
}

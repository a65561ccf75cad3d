import { ScopeDomain } from '../../../graphql/call-field';
import { buildStatus, type GameData, type StoredBuild } from '@larp/rules';
import { skillDefinitionTypeOf, SkillDefinitionType } from '../../game-data/graphql/game-data.types';
import { GraphQLJSONObject } from 'graphql-scalars';
import { Field, ID, Int, ObjectType } from 'type-graphql';
import type { CharacterView } from '../character.presenter';
import { UserType } from '../../accounts/graphql/user.type';
import type { User } from '../../../db';
import { loaded, XpLedgerEntryType } from './ledger.types';

/*
 * Characters as GraphQL shows them. Hot types stay flat (DESIGN.md "graphql/"): a build's skill
 * entries keep the stored form's compact JSON, and relations (owner, ledger rows and their authors)
 * are loaded for the whole list in one read each by presentCharacters (characters.resolver.ts) and
 * read as plain properties (CHARACTER_PROPERTY_FIELDS).
 */

@ObjectType('CharacterRace', { simpleResolvers: true })
export class CharacterRaceType {
  @Field(() => String, { nullable: true }) race: string | null;
  @Field(() => String, { nullable: true }) subculture: string | null;
  @Field(() => String, { nullable: true }) transformation: string | null;
  @Field(() => [String], { nullable: true, description: 'ordered; null when not selected yet' }) raceAttributes: string[] | null;
}

@ScopeDomain('characters')
@ObjectType('BuildEntry', {
  simpleResolvers: true,
  description: 'One skill of a build, in the stored form (DESIGN.md "The stored build").',
})
export class BuildEntryType {
  @Field(() => ID) skillId: string;
  @Field(() => String, { nullable: true, description: 'from the game data; null for a skill it no longer has' })
  skillName: string | null;
  /** the entry as stored (with skill_id) */
  stored: StoredBuild['character_skills'][number];
  // A plain property (no resolver per list item): the skill's definition in the game data
  // (null for a skill it no longer has), made once per definition by skillDefinitionTypeOf, so
  // setting it for every entry costs a lookup.
  @Field(() => SkillDefinitionType, { nullable: true })
  skill: SkillDefinitionType | null;

  // Read when the query asks for it, so a list that does not select it pays nothing for it.
  @Field(() => GraphQLJSONObject, { description: 'the entry without skill_id: purchase_count and grants, left/right, levels, schools' })
  get entry(): Record<string, unknown> {
    const { skill_id: _skillId, ...entry } = this.stored;
    return entry;
  }
}

@ScopeDomain('characters')
@ObjectType('CharacterBuild', { simpleResolvers: true })
export class CharacterBuildType {
  @Field() characterName: string;
  @Field(() => CharacterRaceType) characterRace: CharacterRaceType;
  @Field(() => String, { nullable: true }) characterClass: string | null;
  @Field(() => Int) characterBuildCost: number;
  @Field(() => String, { nullable: true, description: 'when this build was saved or committed (ISO 8601)' })
  createdAt: string | null;
  @Field(() => [BuildEntryType]) characterSkills: BuildEntryType[];
}

@ScopeDomain('characters')
@ObjectType('Character', { simpleResolvers: true })
export class CharacterType {
  @Field(() => ID) id: string;
  @Field(() => ID) userId: string;
  @Field(() => Int) characterXpTotal: number;
  @Field(() => Int, { description: 'events attended (the Events column)' }) characterXpSequence: number;
  @Field(() => Int) deathCount: number;
  @Field(() => Int) reaperFightCount: number;
  @Field(() => CharacterBuildType, { nullable: true })
  get savedBuild(): CharacterBuildType | null {
    return this.presented('saved');
  }
  @Field(() => CharacterBuildType, { nullable: true })
  get committedBuild(): CharacterBuildType | null {
    return this.presented('committed');
  }
  @Field(() => CharacterBuildType, { nullable: true, description: 'the committed build when it counts as committed, else the saved one' })
  get shownBuild(): CharacterBuildType | null {
    return this.builds.shown ? this.presented(this.builds.shown) : null;
  }
  @Field({ description: 'whether the committed build counts as committed (players §4)' }) committed: boolean;
  @Field({ description: 'the build counts as committed and the saved build differs from it: Commit would change something' })
  uncommittedChanges: boolean;
  @Field() deleteAllowed: boolean;
  @Field(() => Int) characterBuildCost: number;
  @Field(() => Int) characterLevel: number;
  @Field(() => [String]) additionalSpellSchools: string[];
  @Field(() => Int, { description: 'send it back when saving: a save from an older version is refused (CONFLICT)' })
  buildVersion: number;

  // Relations: plain properties, loaded for the whole list by presentCharacters when the query selects
  // them (graphql-jit reads a field without a resolver inline, instead of calling a resolver
  // per list item). Reading one that was not loaded is a bug of the code that presented the character.
  @Field(() => UserType, { nullable: true, description: 'the owner' })
  get user(): UserType | null {
    return loaded(this.owner, 'Character.user');
  }
  @Field(() => [XpLedgerEntryType], { description: 'every XP change, oldest first' })
  get xpLedger(): XpLedgerEntryType[] {
    return loaded(this.ledger, 'Character.xpLedger');
  }

  /** the owner, when presentCharacters loaded it */
  owner?: UserType | null;
  /** the owner's row, when the view carried it (the staff lists read it with the characters) */
  ownerRow?: User | null;
  /** the XP ledger, when presentCharacters loaded it */
  ledger?: XpLedgerEntryType[];

  /**
   * The stored builds, each presented (toBuildType) when a query first asks for it (a list
   * that shows one build does not present two).
   */
  builds: {
    stored: Record<'saved' | 'committed', StoredBuild | null>;
    /** null: neither build exists */
    shown: 'saved' | 'committed' | null;
    data: GameData;
    presented: Partial<Record<'saved' | 'committed', CharacterBuildType | null>>;
  };

  private presented(which: 'saved' | 'committed'): CharacterBuildType | null {
    const { presented } = this.builds;
    return (presented[which] ??= toBuildType(this.builds.stored[which], this.builds.data));
  }
}

/** The fields of these types that the schema reads as properties, without a resolver (graphql/schema.ts). */
export const CHARACTER_PROPERTY_FIELDS = [
  'Character.user',
  'Character.xpLedger',
  'Character.savedBuild',
  'Character.committedBuild',
  'Character.shownBuild',
  'XpLedgerEntry.actor',
  'BuildEntry.entry',
] as const;

/**
 * Presented builds of the stored builds the row readers share (frozen: fast-paths/shared-json.ts), per game
 * data (skill names come from it): a list read again presents each unchanged build once, not once
 * per request. A build that is not frozen (read by TypeORM's find, or just written) is
 * presented each time.
 */
const presentedBuilds = new WeakMap<GameData, WeakMap<StoredBuild, CharacterBuildType>>();

export function toBuildType(build: StoredBuild | null, data: GameData): CharacterBuildType | null {
  if (!build) return null;
  if (!Object.isFrozen(build)) return presentBuild(build, data);
  let forData = presentedBuilds.get(data);
  if (!forData) presentedBuilds.set(data, (forData = new WeakMap()));
  let presented = forData.get(build);
  if (!presented) forData.set(build, (presented = presentBuild(build, data)));
  return presented;
}

function presentBuild(build: StoredBuild, data: GameData): CharacterBuildType {
  return Object.assign(new CharacterBuildType(), {
    characterName: build.character_name,
    characterRace: Object.assign(new CharacterRaceType(), {
      race: build.character_race.race,
      subculture: build.character_race.subculture,
      transformation: build.character_race.transformation,
      raceAttributes: build.character_race.race_attributes,
    }),
    characterClass: build.character_class,
    characterBuildCost: build.character_build_cost,
    createdAt: build.created_at ?? null,
    characterSkills: build.character_skills.map((stored) => {
      const entry = new BuildEntryType();
      const definition = data.skillsById.get(stored.skill_id) ?? null;
      entry.skillId = stored.skill_id;
      entry.skillName = definition?.skill_name ?? null;
      entry.stored = stored;
      entry.skill = definition ? skillDefinitionTypeOf(definition) : null;
      return entry;
    }),
  });
}

export function toCharacterType(view: CharacterView, data: GameData): CharacterType {
  const { character } = view;
  // the shown-build rule of players §4 (rules' buildStatus)
  const status = buildStatus(character.savedBuild, character.committedBuild);
  const stored = { saved: character.savedBuild, committed: character.committedBuild };
  const type = new CharacterType();
  type.id = character.id;
  type.userId = character.userId;
  type.characterXpTotal = character.characterXpTotal;
  type.characterXpSequence = character.characterXpSequence;
  type.deathCount = character.deathCount;
  type.reaperFightCount = character.reaperFightCount;
  type.builds = { stored, shown: status.shown, data, presented: {} };
  type.committed = status.committed;
  type.uncommittedChanges = status.uncommittedChanges;
  type.deleteAllowed = character.deleteAllowed;
  type.characterBuildCost = (status.shown && stored[status.shown]?.character_build_cost) ?? 0;
  type.characterLevel = view.characterLevel;
  type.additionalSpellSchools = character.additionalSpellSchools;
  type.buildVersion = character.buildVersion;
  if (view.owner !== undefined) type.ownerRow = view.owner;
  return type;
}

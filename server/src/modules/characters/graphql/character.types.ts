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

@ObjectType('CharacterRace', {
  description: "A character's race as chosen: race, subculture, transformation and ordered race attributes.",
  simpleResolvers: true,
})
export class CharacterRaceType {
  @Field(() => String, { description: "The race's name.", nullable: true }) race: string | null;
  @Field(() => String, { description: 'The subculture within the race, if any.', nullable: true }) subculture: string | null;
  @Field(() => String, {
    description: "The transformation (a change of a character's race, e.g. by death or magic), if any; transforming deletes racial skills.",
    nullable: true,
  })
  transformation: string | null;
  @Field(() => [String], { nullable: true, description: 'Ordered; null when not selected yet' }) raceAttributes: string[] | null;
}

@ScopeDomain('characters')
@ObjectType('BuildEntry', {
  simpleResolvers: true,
  description: 'One skill of a build, in the stored form (DESIGN.md "The stored build").',
})
export class BuildEntryType {
  @Field(() => ID, { description: 'The id of the skill in the game data.' }) skillId: string;
  @Field(() => String, { nullable: true, description: 'From the game data; null for a skill it no longer has' })
  skillName: string | null;
  /** the entry as stored (with skill_id) */
  stored: StoredBuild['character_skills'][number];
  // A plain property (no resolver per list item): the skill's definition in the game data
  // (null for a skill it no longer has), made once per definition by skillDefinitionTypeOf, so
  // setting it for every entry costs a lookup.
  @Field(() => SkillDefinitionType, {
    description: "The skill's definition in the game data; null for a skill it no longer has.",
    nullable: true,
  })
  skill: SkillDefinitionType | null;

  // Read when the query asks for it, so a list that does not select it pays nothing for it.
  @Field(() => GraphQLJSONObject, { description: 'The entry without skill_id: purchase_count and grants, left/right, levels, schools' })
  get entry(): Record<string, unknown> {
    const { skill_id: _skillId, ...entry } = this.stored;
    return entry;
  }
}

@ScopeDomain('characters')
@ObjectType('CharacterBuild', {
  description: "A build: the character's name, race, class and skills bought with XP (build points), and what it costs.",
  simpleResolvers: true,
})
export class CharacterBuildType {
  @Field({ description: "The character's name." }) characterName: string;
  @Field(() => CharacterRaceType, { description: "The character's race, subculture, transformation and race attributes." })
  characterRace: CharacterRaceType;
  @Field(() => String, {
    description: "The character's class code (fighter, rogue, adept, shadow or templar); changing it erases skills.",
    nullable: true,
  })
  characterClass: string | null;
  @Field(() => Int, { description: 'The XP this build costs.' }) characterBuildCost: number;
  @Field(() => String, { nullable: true, description: 'When this build was saved or committed (ISO 8601)' })
  createdAt: string | null;
  @Field(() => [BuildEntryType], { description: 'The skills of the build, in the stored form (one entry per skill id).' })
  characterSkills: BuildEntryType[];
}

@ScopeDomain('characters')
@ObjectType('Character', {
  description: "A player's character: XP, deaths, reaper fights, events attended and its saved and committed builds.",
  simpleResolvers: true,
})
export class CharacterType {
  @Field(() => ID, { description: 'The unique id of this record.' }) id: string;
  @Field(() => ID, { description: 'The id of the player who owns the character.' }) userId: string;
  @Field(() => Int, { description: "The character's total XP: all XP ever gained, spent or not (build points)." }) characterXpTotal: number;
  @Field(() => Int, { description: 'Events attended (the Events column)' }) characterXpSequence: number;
  @Field(() => Int, { description: 'Deaths of the character so far.' }) deathCount: number;
  @Field(() => Int, { description: 'Reaper fights of the character so far (fights with the reaper after a death).' })
  reaperFightCount: number;
  @Field(() => CharacterBuildType, {
    description: "The saved build: the player's working copy, still editable; null when none is saved.",
    nullable: true,
  })
  get savedBuild(): CharacterBuildType | null {
    return this.presented('saved');
  }
  @Field(() => CharacterBuildType, {
    description: 'The committed build: locked against reduction; the player can only add to it. Null until the first commit.',
    nullable: true,
  })
  get committedBuild(): CharacterBuildType | null {
    return this.presented('committed');
  }
  @Field(() => CharacterBuildType, { nullable: true, description: 'The committed build when it counts as committed, else the saved one' })
  get shownBuild(): CharacterBuildType | null {
    return this.builds.shown ? this.presented(this.builds.shown) : null;
  }
  @Field({ description: 'Whether the committed build counts as committed (players §4)' }) committed: boolean;
  @Field({ description: 'The build counts as committed and the saved build differs from it: Commit would change something' })
  uncommittedChanges: boolean;
  @Field({ description: 'Whether the character may be deleted (never attended an event).' }) deleteAllowed: boolean;
  @Field(() => Int, { description: 'The XP the shown build costs.' }) characterBuildCost: number;
  @Field(() => Int, { description: "The character's level, from its total XP and the ruleset's character_levels." }) characterLevel: number;
  @Field(() => [String], {
    description: 'The secret spell schools staff enabled for this character, beyond the nine standard ones (cannot be reversed).',
  })
  additionalSpellSchools: string[];
  @Field(() => Int, { description: 'Send it back when saving: a save from an older version is refused (CONFLICT)' })
  buildVersion: number;

  // Relations: plain properties, loaded for the whole list by presentCharacters when the query selects
  // them (graphql-jit reads a field without a resolver inline, instead of calling a resolver
  // per list item). Reading one that was not loaded is a bug of the code that presented the character.
  @Field(() => UserType, { nullable: true, description: 'The owner' })
  get user(): UserType | null {
    return loaded(this.owner, 'Character.user');
  }
  @Field(() => [XpLedgerEntryType], { description: 'Every XP change, oldest first' })
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

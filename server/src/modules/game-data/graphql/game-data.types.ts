import { ScopeDomain } from '../../../graphql/call-field';
import type { RaceDefinition, SkillDefinition, TransformationDefinition } from '@larp/rules';
import { GraphQLJSON } from 'graphql-scalars';
import { Field, ID, Int, ObjectType } from 'type-graphql';

/*
 * The game data as GraphQL shows it. Flat scalar fields for what staff filter and read; the
 * ruleset's nested models (costs, prerequisites, grants, options) travel as JSON in the ruleset's
 * own format (rules/README.md), so the schema does not have to mirror every model.
 */

@ScopeDomain('game_data')
@ObjectType('SkillDefinition', {
  description: 'A skill of the ruleset: its cost per class, prerequisites, options and grants.',
  simpleResolvers: true,
})
export class SkillDefinitionType {
  @Field(() => ID, { description: "The skill's id in the ruleset." }) id: string;
  @Field({ description: "The skill's name." }) skillName: string;
  @Field({ description: 'What the skill does in play.' }) skillDescription: string;
  @Field({ description: "The skill's type, e.g. maneuver or spell." }) skillType: string;
  @Field(() => String, { description: "The skill's subtype, e.g. Martial.", nullable: true }) skillSubtype: string | null;
  @Field(() => [String], { description: "The skill's tags." }) skillTags: string[];
  @Field(() => Int, { description: 'How many times the skill may be bought.' }) skillMaxPurchases: number;
  @Field(() => GraphQLJSON, { description: 'XP cost per class and level, e.g. { fighter: [2, 3, 4] }.' }) skillCostModel: unknown;
  @Field(() => GraphQLJSON, { description: 'The prerequisites as the ruleset states them.', nullable: true }) skillPrereqModel: unknown;
  @Field(() => String, { description: 'The prerequisites in words.', nullable: true }) skillPrereqDescription: string | null;
  @Field(() => String, { description: 'The trait group the skill belongs to, if any.', nullable: true }) skillTraitGroup: string | null;
  @Field(() => GraphQLJSON, { description: 'Skills this one grants at given levels.' }) skillGrants: unknown;
  @Field(() => GraphQLJSON, { description: 'How an entry is shaped (handed, spell_slot, alchemy_slot, magic_schools) and other options.' })
  skillOptions: unknown;
  @Field(() => [String], { description: 'Names of the skills this one needs.' }) prereqSkills: string[];
  @Field(() => [String], { description: 'Names of the skills that need this one.' }) prereqOf: string[];
}

export function toSkillDefinitionType(skill: SkillDefinition): SkillDefinitionType {
  return Object.assign(new SkillDefinitionType(), {
    id: skill._id,
    skillName: skill.skill_name,
    skillDescription: skill.skill_description,
    skillType: skill.skill_type,
    skillSubtype: skill.skill_subtype ?? null,
    skillTags: skill.skill_tags,
    skillMaxPurchases: skill.skill_max_purchases,
    skillCostModel: skill.skill_cost_model,
    skillPrereqModel: skill.skill_prereq_model ?? null,
    skillPrereqDescription: skill.skill_prereq_description ?? null,
    skillTraitGroup: skill.skill_trait_group ?? null,
    skillGrants: skill.skill_grants,
    skillOptions: skill.skill_options,
    prereqSkills: skill.prereq_skills ?? [],
    prereqOf: skill.prereq_of ?? [],
  });
}

/**
 * The definition's type, made once per definition and shared: the game data is cached per ruleset
 * revision, so a list of builds presents each skill once rather than once per build entry.
 * The objects are read-only answers, never changed after they are made.
 */
const skillTypes = new WeakMap<SkillDefinition, SkillDefinitionType>();
export function skillDefinitionTypeOf(skill: SkillDefinition): SkillDefinitionType {
  let type = skillTypes.get(skill);
  if (!type) {
    type = toSkillDefinitionType(skill);
    skillTypes.set(skill, type);
  }
  return type;
}

@ScopeDomain('game_data')
@ObjectType('Race', { description: 'A playable race from the ruleset, with its subculture and race attribute rules.' })
export class RaceType {
  @Field(() => ID, { description: "The race's id in the ruleset." }) id: string;
  @Field({ description: "The race's name." }) raceName: string;
  @Field(() => String, { description: "The subculture's name; null for the race itself.", nullable: true }) subcultureName: string | null;
  @Field(() => [String], { description: 'The race attributes a character gets by default.' }) defaultAttributes: string[];
  @Field(() => [String], { description: 'The race attributes a player may choose from; null when there is no choice.', nullable: true })
  attributeChoice: string[] | null;
  @Field(() => [String], { description: 'The transformations a character of this race may undergo.' }) transformations: string[];
  @Field(() => String, { description: "The ruleset's text about the race.", nullable: true }) raceDescription: string | null;
}

export function toRaceType(race: RaceDefinition): RaceType {
  return Object.assign(new RaceType(), {
    id: race._id,
    raceName: race.race_name,
    subcultureName: race.subculture_name ?? null,
    defaultAttributes: race.default_attributes,
    attributeChoice: race.attribute_choice ?? null,
    transformations: race.transformations,
    raceDescription: race.race_description ?? null,
  });
}

@ScopeDomain('game_data')
@ObjectType('Transformation', {
  description: 'A transformation from the ruleset: a change of race a character may undergo (e.g. by death or magic).',
})
export class TransformationType {
  @Field(() => ID, { description: "The transformation's id." }) id: string;
  @Field({ description: 'Its name.' }) transformationName: string;
  @Field(() => [String], { description: 'The race attributes a character gets by default.' }) defaultAttributes: string[];
  @Field(() => String, { description: "The ruleset's text about it.", nullable: true }) transformationDescription: string | null;
}

export function toTransformationType(transformation: TransformationDefinition): TransformationType {
  return Object.assign(new TransformationType(), {
    id: transformation._id,
    transformationName: transformation.transformation_name,
    defaultAttributes: transformation.default_attributes,
    transformationDescription: transformation.transformation_description ?? null,
  });
}

@ScopeDomain('game_data')
@ObjectType('EventRoleType', { description: 'A role a user can register for an event as (pc, npc).' })
export class EventRoleTypeType {
  @Field({ description: 'The role code, e.g. pc or npc.' }) code: string;
  @Field({ description: 'What the role is, e.g. Player Character.' }) description: string;
}

@ScopeDomain('game_data')
@ObjectType('CharacterClass', { description: 'A class a character can take, with the ruleset description of it.' })
export class CharacterClassType {
  @Field({ description: 'The class code.' }) name: string;
  @Field(() => String, { description: "The ruleset's text about the class, shown where a class is chosen.", nullable: true }) description:
    string | null;
}

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
@ObjectType('SkillDefinition', { simpleResolvers: true })
export class SkillDefinitionType {
  @Field(() => ID) id: string;
  @Field() skillName: string;
  @Field() skillDescription: string;
  @Field() skillType: string;
  @Field(() => String, { nullable: true }) skillSubtype: string | null;
  @Field(() => [String]) skillTags: string[];
  @Field(() => Int) skillMaxPurchases: number;
  @Field(() => GraphQLJSON) skillCostModel: unknown;
  @Field(() => GraphQLJSON, { nullable: true }) skillPrereqModel: unknown;
  @Field(() => String, { nullable: true }) skillPrereqDescription: string | null;
  @Field(() => String, { nullable: true }) skillTraitGroup: string | null;
  @Field(() => GraphQLJSON) skillGrants: unknown;
  @Field(() => GraphQLJSON) skillOptions: unknown;
  @Field(() => [String]) prereqSkills: string[];
  @Field(() => [String]) prereqOf: string[];
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
@ObjectType('Race')
export class RaceType {
  @Field(() => ID) id: string;
  @Field() raceName: string;
  @Field(() => String, { nullable: true }) subcultureName: string | null;
  @Field(() => [String]) defaultAttributes: string[];
  @Field(() => [String], { nullable: true }) attributeChoice: string[] | null;
  @Field(() => [String]) transformations: string[];
  @Field(() => String, { nullable: true }) raceDescription: string | null;
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
@ObjectType('Transformation')
export class TransformationType {
  @Field(() => ID) id: string;
  @Field() transformationName: string;
  @Field(() => [String]) defaultAttributes: string[];
  @Field(() => String, { nullable: true }) transformationDescription: string | null;
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
  @Field() code: string;
  @Field() description: string;
}

@ScopeDomain('game_data')
@ObjectType('CharacterClass', { description: 'A class a character can take, with the ruleset description of it.' })
export class CharacterClassType {
  @Field() name: string;
  @Field(() => String, { nullable: true }) description: string | null;
}

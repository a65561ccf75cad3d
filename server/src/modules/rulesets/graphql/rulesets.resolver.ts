import { Call, ScopeDomain } from '../../../graphql/call-field';
import { RULESETS_CALLS } from '../rulesets.calls';
import { GraphQLJSON, GraphQLJSONObject } from 'graphql-scalars';
import { Arg, Ctx, Field, ID, Int, Mutation, ObjectType, Query, Resolver } from 'type-graphql';
import type { GraphQLContext } from '../../../graphql/context';
import { parseGraphQLArgs } from '../../../input/contract';
import type { CharacterRulesetNotice, RulesetVersion } from '../../../db';
import type { ImpactReport } from '../ruleset-impact';
import { draftIdParams, publishInput, versionParams } from '../rulesets.inputs';
import type { DraftView } from '../rulesets.service';
import { PublishPolicyEnum, RulesetImpactKindEnum } from './ruleset.enums';

/* The ruleset calls through GraphQL: the same service calls as the REST routes. */

@ScopeDomain('game_data')
@ObjectType('RulesetVersion', { description: 'A published ruleset version; every one is kept.' })
export class RulesetVersionType {
  @Field(() => Int, { description: 'The version number.' }) number: number;
  @Field({ description: "The ruleset's name." }) name: string;
  @Field(() => Int, { description: "The JSON's own version label" }) label: number;
  @Field({ description: 'When it was published.' }) publishedAt: Date;
  @Field(() => String, { nullable: true, description: 'Who published it; null for the system' }) publishedBy: string | null;
  @Field(() => PublishPolicyEnum, {
    description: 'How characters were treated at publishing; null for the first version.',
    nullable: true,
  })
  policy: string | null;
  @Field(() => Date, { description: 'Until when players may rebuild freely; null without a rebuild window.', nullable: true })
  rebuildUntil: Date | null;
  @Field({ description: 'Whether this is the version in force.' }) inForce: boolean;
}

@ScopeDomain('game_data')
@ObjectType('RulesetDraft', { description: 'An uploaded ruleset with its changes against the ruleset in force.' })
export class RulesetDraftType {
  @Field(() => ID, { description: 'The unique id of this record.' }) id: string;
  @Field({ description: "The ruleset's name." }) name: string;
  @Field(() => Int, { description: 'The version number the draft would get when published.' }) label: number;
  @Field(() => Int, { description: 'The version in force when it was uploaded' }) baseVersion: number;
  @Field(() => Int, { description: 'The ruleset version in force when the draft was made.' }) currentVersion: number;
  @Field({ description: 'Another version is in force now: publishing is refused' }) stale: boolean;
  @Field({ description: 'When the draft was uploaded.' }) createdAt: Date;
  @Field(() => Int, { description: 'The version it was published as; null while a draft.', nullable: true }) publishedVersion:
    number | null;
  @Field(() => [String], { description: 'Every change, one sentence each' }) summary: string[];
  @Field(() => GraphQLJSON, {
    description: 'The changes per part (skills, races, transformations, general) as GET /api/v1/ruleset/drafts/{id} answers them',
  })
  diff: unknown;
}

@ObjectType('RulesetImpactCounts', { description: 'How many characters a ruleset draft affects, and how.' })
export class RulesetImpactCountsType {
  @Field(() => Int, { description: 'Characters checked.' }) characters: number;
  @Field(() => Int, { description: 'Characters affected in any way.' }) affected: number;
  @Field(() => Int, { description: 'Characters whose build would break a rule.' }) invalidBuild: number;
  @Field(() => Int, { description: 'Characters whose build would cost more XP than they have.' }) overBudget: number;
  @Field(() => Int, { description: 'Characters whose build cost changes.' }) costChanged: number;
}

@ObjectType('RulesetLostSkill', { description: 'A skill a character loses under a new ruleset, and the skills that depend on it.' })
export class RulesetLostSkillType {
  @Field({ description: "The skill's name." }) skill: string;
  @Field(() => [String], { description: 'Skills lost with it because they need it as a prerequisite.' }) dependents: string[];
}

@ObjectType('RulesetImpactCharacter', { description: 'One character affected by a ruleset draft.' })
export class RulesetImpactCharacterType {
  @Field(() => ID, { description: 'The id of the character this is about.' }) characterId: string;
  @Field({ description: "The character's name." }) characterName: string;
  @Field(() => [RulesetImpactKindEnum], { description: 'How the character is affected.' })
  kinds: string[];
  @Field(() => [RulesetLostSkillType], { description: 'The skills the character loses under the new ruleset.' })
  lostSkills: RulesetLostSkillType[];
  @Field(() => Int, { description: 'The build cost under the ruleset in force before.' }) costBefore: number;
  @Field(() => Int, { description: 'The build cost under the new ruleset.' }) costAfter: number;
  @Field(() => Int, { description: "The character's total XP: all XP ever gained, spent or not (build points)." }) characterXpTotal: number;
  @Field(() => [String], { description: "The rule checks the character's build would fail." }) messages: string[];
}

@ScopeDomain('game_data')
@ObjectType('RulesetImpact', { description: 'What publishing a draft would do to existing characters.' })
export class RulesetImpactType {
  @Field(() => RulesetImpactCountsType, { description: 'How many characters are affected, and how.' }) counts: RulesetImpactCountsType;
  @Field(() => [RulesetImpactCharacterType], { description: 'Each affected character.' }) characters: RulesetImpactCharacterType[];
}

@ScopeDomain('characters')
@ObjectType('RulesetNotice', { description: 'What a ruleset change did to a character, and why.' })
export class RulesetNoticeType {
  @Field(() => Int, { description: 'The ruleset version published.' }) version: number;
  @Field(() => PublishPolicyEnum, { description: 'How the change was handled for the character.' }) policy: string;
  @Field(() => [RulesetImpactKindEnum], { description: 'How the character is affected.' })
  kinds: string[];
  @Field({ description: 'The explanation shown to the player.' }) explanation: string;
  @Field(() => [RulesetLostSkillType], { description: 'The skills the character loses under the new ruleset.' })
  lostSkills: RulesetLostSkillType[];
  @Field(() => Int, { description: 'The build cost under the ruleset in force before.' }) costBefore: number;
  @Field(() => Int, { description: 'The build cost under the new ruleset.' }) costAfter: number;
  @Field(() => Int, { description: 'XP given to the character to cover a higher cost.' }) xpAdded: number;
  @Field(() => Date, { description: 'Until when the player may rebuild freely; null without a rebuild window.', nullable: true })
  rebuildUntil: Date | null;
  @Field(() => Date, { description: 'When the player settled the notice; null while open.', nullable: true }) settledAt: Date | null;
  @Field({ description: 'When the ruleset was published.' }) createdAt: Date;
}

function toVersion(version: RulesetVersion, current: number): RulesetVersionType {
  return Object.assign(new RulesetVersionType(), {
    number: version.number,
    name: version.name,
    label: version.label,
    publishedAt: version.publishedAt,
    publishedBy: version.publishedBy ? [version.publishedBy.firstName, version.publishedBy.lastName].filter(Boolean).join(' ') : null,
    policy: version.policy,
    rebuildUntil: version.rebuildUntil,
    inForce: version.number === current,
  });
}

function toDraft({ draft, diff, currentVersion }: DraftView): RulesetDraftType {
  return Object.assign(new RulesetDraftType(), {
    id: draft.id,
    name: draft.ruleset.name,
    label: draft.ruleset.version,
    baseVersion: draft.baseVersion,
    currentVersion,
    stale: draft.baseVersion !== currentVersion,
    createdAt: draft.createdAt,
    publishedVersion: draft.publishedVersion,
    summary: diff.summary,
    diff,
  });
}

function toImpact(report: ImpactReport): RulesetImpactType {
  const { counts } = report;
  return Object.assign(new RulesetImpactType(), {
    counts: Object.assign(new RulesetImpactCountsType(), {
      characters: counts.characters,
      affected: counts.affected,
      invalidBuild: counts.invalid_build,
      overBudget: counts.over_budget,
      costChanged: counts.cost_changed,
    }),
    characters: report.characters.map((impact) =>
      Object.assign(new RulesetImpactCharacterType(), {
        characterId: impact.character_id,
        characterName: impact.character_name,
        kinds: impact.kinds,
        lostSkills: impact.lost_skills.map(({ skill, dependents }) => ({ skill, dependents })),
        costBefore: impact.cost_before,
        costAfter: impact.cost_after,
        characterXpTotal: impact.character_xp_total,
        messages: impact.messages,
      }),
    ),
  });
}

function toNotice(notice: CharacterRulesetNotice): RulesetNoticeType {
  return Object.assign(new RulesetNoticeType(), {
    version: notice.versionNumber,
    policy: notice.policy,
    kinds: notice.kinds,
    explanation: notice.explanation,
    lostSkills: notice.lostSkills,
    costBefore: notice.costBefore,
    costAfter: notice.costAfter,
    xpAdded: notice.xpAdded,
    rebuildUntil: notice.rebuildUntil,
    settledAt: notice.settledAt,
    createdAt: notice.createdAt,
  });
}

@Resolver()
export class RulesetsResolver {
  @Call(RULESETS_CALLS.ruleset)
  @Query(() => GraphQLJSONObject, { description: 'The ruleset in force as its JSON (GET /api/v1/ruleset).' })
  async ruleset(@Ctx() { request, services }: GraphQLContext): Promise<Record<string, unknown>> {
    return (await services.rulesets.current(request)).ruleset as unknown as Record<string, unknown>;
  }

  @Call(RULESETS_CALLS.rulesetVersionInForce)
  @Query(() => Int, { description: 'The number of the ruleset version in force.' })
  async rulesetVersionInForce(@Ctx() { request, services }: GraphQLContext): Promise<number> {
    return (await services.rulesets.current(request)).number;
  }

  @Call(RULESETS_CALLS.rulesetVersions)
  @Query(() => [RulesetVersionType], { description: 'Every published version, newest first.' })
  async rulesetVersions(@Ctx() { request, services }: GraphQLContext): Promise<RulesetVersionType[]> {
    const { versions, current } = await services.rulesets.versions(request);
    return versions.map((version) => toVersion(version, current));
  }

  @Call(RULESETS_CALLS.rulesetVersion)
  @Query(() => GraphQLJSONObject, { description: "One published version's JSON (upload it as a draft to restore it)." })
  async rulesetVersion(
    @Arg('number', () => Int, { description: 'The version number.' }) number: number,
    @Ctx() { request, services }: GraphQLContext,
  ): Promise<Record<string, unknown>> {
    const params = parseGraphQLArgs(versionParams, { number });
    return (await services.rulesets.version(request, params.number)).ruleset as unknown as Record<string, unknown>;
  }

  @Call(RULESETS_CALLS.createRulesetDraft)
  @Mutation(() => RulesetDraftType, {
    description: 'Upload a ruleset as a draft; a refused one answers BAD_USER_INPUT with extensions.problems.',
  })
  async createRulesetDraft(
    @Arg('ruleset', () => GraphQLJSONObject, {
      description: 'The ruleset JSON (skills, races, transformations, event_role_types, character_levels...).',
    })
    ruleset: Record<string, unknown>,
    @Ctx() { request, services }: GraphQLContext,
  ): Promise<RulesetDraftType> {
    return toDraft(await services.rulesets.createDraft(request, ruleset));
  }

  @Call(RULESETS_CALLS.rulesetDraft)
  @Query(() => RulesetDraftType, {
    description: 'One ruleset draft; null with a NOT_FOUND error entry when there is none.',
    nullable: true,
  })
  async rulesetDraft(
    @Arg('id', () => ID, { description: "The draft's id." }) id: string,
    @Ctx() { request, services }: GraphQLContext,
  ): Promise<RulesetDraftType> {
    const params = parseGraphQLArgs(draftIdParams, { id });
    return toDraft(await services.rulesets.draft(request, params.id));
  }

  @Call(RULESETS_CALLS.rulesetImpact)
  @Query(() => RulesetImpactType, { description: 'What publishing the draft would do to every character (nothing is written).' })
  async rulesetImpact(
    @Arg('draftId', () => ID, { description: "The ruleset draft's id." }) draftId: string,
    @Ctx() { request, services }: GraphQLContext,
  ): Promise<RulesetImpactType> {
    const params = parseGraphQLArgs(draftIdParams, { draftId });
    return toImpact(await services.rulesets.impact(request, params.id));
  }

  @Call(RULESETS_CALLS.publishRulesetDraft)
  @Mutation(() => RulesetVersionType, {
    description: 'Puts a ruleset draft in force; the policy says how characters it hurts are treated (REBUILD_WINDOW with rebuildUntil).',
  })
  async publishRulesetDraft(
    @Arg('draftId', () => ID, { description: "The ruleset draft's id." }) draftId: string,
    @Arg('policy', () => PublishPolicyEnum, { description: 'How characters the new ruleset makes invalid or costlier are treated.' })
    policy: string,
    @Arg('rebuildUntil', () => String, {
      description: 'For the rebuild window policy: until when players may rebuild (ISO 8601).',
      nullable: true,
    })
    rebuildUntil: string | null,
    @Ctx() { request, services }: GraphQLContext,
  ): Promise<RulesetVersionType> {
    const params = parseGraphQLArgs(draftIdParams, { draftId });
    const command = parseGraphQLArgs(publishInput, { policy, rebuildUntil });
    const { version } = await services.rulesets.publish(request, params.id, command);
    return toVersion(version, version.number);
  }

  @Call(RULESETS_CALLS.characterRulesetNotices)
  @Query(() => [RulesetNoticeType], { description: 'What rules changes did to a character (its player, or staff).' })
  async characterRulesetNotices(
    @Arg('characterId', () => ID, { description: "The character's id." }) characterId: string,
    @Ctx() { request, services }: GraphQLContext,
  ): Promise<RulesetNoticeType[]> {
    return (await services.rulesets.notices(request, characterId)).map(toNotice);
  }
}

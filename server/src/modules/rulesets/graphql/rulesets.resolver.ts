import { Call, ScopeDomain } from '../../../graphql/call-field';
import { RULESETS_CALLS } from '../rulesets.calls';
import { GraphQLJSON, GraphQLJSONObject } from 'graphql-scalars';
import { Arg, Ctx, Field, ID, Int, Mutation, ObjectType, Query, Resolver } from 'type-graphql';
import type { GraphQLContext } from '../../../graphql/context';
import { parseGraphQLArgs } from '../../../input/contract';
import type { CharacterRulesetNotice, RulesetVersion } from '../../../db';
import type { ImpactReport, ImpactRow } from '../ruleset-impact';
import { draftIdParams, publishInput, versionParams } from '../rulesets.inputs';
import type { DraftView } from '../rulesets.service';

/* The ruleset calls through GraphQL: the same service calls as the REST routes. */

@ScopeDomain('game_data')
@ObjectType('RulesetVersion', { description: 'A published ruleset version; every one is kept.' })
export class RulesetVersionType {
  @Field(() => Int) number: number;
  @Field() name: string;
  @Field(() => Int, { description: "the JSON's own version label" }) label: number;
  @Field() publishedAt: Date;
  @Field(() => String, { nullable: true, description: 'who published it; null for the system' }) publishedBy: string | null;
  @Field(() => String, { nullable: true }) policy: string | null;
  @Field(() => Date, { nullable: true }) rebuildUntil: Date | null;
  @Field() inForce: boolean;
}

@ScopeDomain('game_data')
@ObjectType('RulesetDraft', { description: 'An uploaded ruleset with its changes against the ruleset in force.' })
export class RulesetDraftType {
  @Field(() => ID) id: string;
  @Field() name: string;
  @Field(() => Int) label: number;
  @Field(() => Int, { description: 'the version in force when it was uploaded' }) baseVersion: number;
  @Field(() => Int) currentVersion: number;
  @Field({ description: 'another version is in force now: publishing is refused' }) stale: boolean;
  @Field() createdAt: Date;
  @Field(() => Int, { nullable: true }) publishedVersion: number | null;
  @Field(() => [String], { description: 'every change, one sentence each' }) summary: string[];
  @Field(() => GraphQLJSON, {
    description: 'the changes per part (skills, races, transformations, general) as GET /api/v1/ruleset/drafts/{id} answers them',
  })
  diff: unknown;
}

@ObjectType('RulesetImpactCounts')
export class RulesetImpactCountsType {
  @Field(() => Int) characters: number;
  @Field(() => Int) affected: number;
  @Field(() => Int) invalidBuild: number;
  @Field(() => Int) overBudget: number;
  @Field(() => Int) costChanged: number;
}

@ObjectType('RulesetLostSkill')
export class RulesetLostSkillType {
  @Field() skill: string;
  @Field(() => [String]) dependents: string[];
}

@ObjectType('RulesetImpactCharacter')
export class RulesetImpactCharacterType {
  @Field(() => ID) characterId: string;
  @Field() characterName: string;
  @Field(() => [String]) kinds: string[];
  @Field(() => [RulesetLostSkillType]) lostSkills: RulesetLostSkillType[];
  @Field(() => Int) costBefore: number;
  @Field(() => Int) costAfter: number;
  @Field(() => Int) characterXpTotal: number;
  @Field(() => [String]) messages: string[];
}

@ScopeDomain('game_data')
@ObjectType('RulesetImpact')
export class RulesetImpactType {
  @Field(() => RulesetImpactCountsType) counts: RulesetImpactCountsType;
  @Field(() => [RulesetImpactCharacterType]) characters: RulesetImpactCharacterType[];
}

@ScopeDomain('characters')
@ObjectType('RulesetNotice', { description: 'What a ruleset change did to a character, and why.' })
export class RulesetNoticeType {
  @Field(() => Int) version: number;
  @Field() policy: string;
  @Field(() => [String]) kinds: string[];
  @Field() explanation: string;
  @Field(() => [RulesetLostSkillType]) lostSkills: RulesetLostSkillType[];
  @Field(() => Int) costBefore: number;
  @Field(() => Int) costAfter: number;
  @Field(() => Int) xpAdded: number;
  @Field(() => Date, { nullable: true }) rebuildUntil: Date | null;
  @Field(() => Date, { nullable: true }) settledAt: Date | null;
  @Field() createdAt: Date;
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

function toImpact(report: ImpactReport<ImpactRow>): RulesetImpactType {
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
    @Arg('number', () => Int) number: number,
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
    @Arg('ruleset', () => GraphQLJSONObject) ruleset: Record<string, unknown>,
    @Ctx() { request, services }: GraphQLContext,
  ): Promise<RulesetDraftType> {
    return toDraft(await services.rulesets.createDraft(request, ruleset));
  }

  @Call(RULESETS_CALLS.rulesetDraft)
  @Query(() => RulesetDraftType)
  async rulesetDraft(@Arg('id', () => ID) id: string, @Ctx() { request, services }: GraphQLContext): Promise<RulesetDraftType> {
    const params = parseGraphQLArgs(draftIdParams, { id });
    return toDraft(await services.rulesets.draft(request, params.id));
  }

  @Call(RULESETS_CALLS.rulesetImpact)
  @Query(() => RulesetImpactType, { description: 'What publishing the draft would do to every character (nothing is written).' })
  async rulesetImpact(@Arg('draftId', () => ID) draftId: string, @Ctx() { request, services }: GraphQLContext): Promise<RulesetImpactType> {
    const params = parseGraphQLArgs(draftIdParams, { id: draftId });
    return toImpact(await services.rulesets.impact(request, params.id));
  }

  @Call(RULESETS_CALLS.publishRulesetDraft)
  @Mutation(() => RulesetVersionType, { description: 'Publish a draft: policy grandfather, refund or rebuild_window (with rebuildUntil).' })
  async publishRulesetDraft(
    @Arg('draftId', () => ID) draftId: string,
    @Arg('policy', () => String) policy: string,
    @Arg('rebuildUntil', () => String, { nullable: true }) rebuildUntil: string | null,
    @Ctx() { request, services }: GraphQLContext,
  ): Promise<RulesetVersionType> {
    const params = parseGraphQLArgs(draftIdParams, { id: draftId });
    const command = parseGraphQLArgs(publishInput, { policy, rebuildUntil });
    const { version } = await services.rulesets.publish(request, params.id, command);
    return toVersion(version, version.number);
  }

  @Call(RULESETS_CALLS.characterRulesetNotices)
  @Query(() => [RulesetNoticeType], { description: 'What rules changes did to a character (its player, or staff).' })
  async characterRulesetNotices(
    @Arg('characterId', () => ID) characterId: string,
    @Ctx() { request, services }: GraphQLContext,
  ): Promise<RulesetNoticeType[]> {
    return (await services.rulesets.notices(request, characterId)).map(toNotice);
  }
}

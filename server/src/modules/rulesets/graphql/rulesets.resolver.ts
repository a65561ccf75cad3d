import { Call, runCall, runCommand, ScopeDomain } from '../../../graphql/call-field';
import { RULESETS_CALLS } from '../rulesets.calls';
import { GraphQLJSON, GraphQLJSONObject } from 'graphql-scalars';
import { Arg, Ctx, Field, ID, Int, Mutation, ObjectType, Query, Resolver } from 'type-graphql';
import type { GraphQLContext } from '../../../graphql/context';
import type { CharacterRulesetNotice, RulesetDraft as RulesetDraftEntity, RulesetVersion } from '../../../db';
import type { ImpactReport, ImpactRow } from '../ruleset-impact';
import type { DraftView } from '../rulesets.service';
import { PublishPolicyEnum, RulesetImpactKindEnum } from './ruleset.enums';

/* The ruleset calls through GraphQL: the same service calls as the REST routes. */

@ScopeDomain('game_data')
@ObjectType('RulesetVersion', { description: 'A published ruleset version; every one is kept.' })
export class RulesetVersionType {
  @Field(() => Int, { description: 'The version number.' }) number: number;
  @Field({ description: "The ruleset's name." }) name: string;
  @Field(() => String, { description: "The JSON's own version label, as text" }) label: string;
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
  @Field(() => String, { description: "The JSON's own version label, as text" }) label: string;
  @Field(() => Int, { description: 'The version in force when it was uploaded' }) baseVersion: number;
  @Field(() => Int, { description: 'The ruleset version in force now.' }) currentVersion: number;
  @Field({ description: 'Another version is in force now: publishing is refused' }) stale: boolean;
  @Field({ description: 'When the draft was uploaded.' }) createdAt: Date;
  @Field(() => Date, { nullable: true, description: 'The last saved edit' }) updatedAt: Date | null;
  @Field(() => Int, { description: 'The version it was published as; null while a draft.', nullable: true }) publishedVersion:
    number | null;
  @Field(() => GraphQLJSONObject, {
    description: "Each edited object's version by its key (kind:key); an object not listed is at version 1",
  })
  objectVersions: Record<string, number>;
  @Field(() => [String], { description: 'Every change, one sentence each' }) summary: string[];
  @Field(() => GraphQLJSON, {
    description: 'The changes per part (skills, races, transformations, general) as GET /api/v1/ruleset/drafts/{id} answers them',
  })
  diff: unknown;
}

@ScopeDomain('game_data')
@ObjectType('RulesetDraftSummary', { description: 'A draft not yet published, in the list of open drafts.' })
export class RulesetDraftSummaryType {
  @Field(() => ID, { description: 'The unique id of this record.' }) id: string;
  @Field({ description: "The ruleset's name." }) name: string;
  @Field({ description: "The JSON's own version label, as text." }) label: string;
  @Field(() => Int, { description: 'The version in force when it was uploaded.' }) baseVersion: number;
  @Field({ description: 'When the draft was uploaded.' }) createdAt: Date;
  @Field(() => Date, { nullable: true, description: 'The last saved edit; null before any.' }) updatedAt: Date | null;
  @Field(() => String, { nullable: true, description: 'Who uploaded it.' }) createdBy: string | null;
}

@ScopeDomain('game_data')
@ObjectType('RulesetObject', { description: 'One object of a draft (a skill, a race, ...) with its version.' })
export class RulesetObjectType {
  @Field({
    description:
      'What kind of object: skill, race, transformation, event_role_type, class_description, rulebooks or general (the ruleset header).',
  })
  kind: string;
  @Field({ description: 'Its key within its kind: a skill or race name, for instance.' }) key: string;
  @Field(() => Int, { description: 'Its version; 0: the draft has no such object.' }) version: number;
  @Field(() => GraphQLJSON, { nullable: true, description: 'The object as saved; null when removed.' }) value: unknown;
  @Field(() => [String], { description: 'The keys (kind:key) of other objects the save changed too.' }) alsoChanged: string[];
}

@ObjectType('RulesetImpactCounts', { description: 'How many characters a ruleset draft affects, and how.' })
export class RulesetImpactCountsType {
  @Field(() => Int, { description: 'Characters checked.' }) characters: number;
  @Field(() => Int, { description: 'Characters affected in any way.' }) affected: number;
  @Field(() => Int, { description: 'The players of the affected characters, each mailed once on publishing.' }) players: number;
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
    label: String(draft.ruleset.version),
    baseVersion: draft.baseVersion,
    currentVersion,
    stale: draft.baseVersion !== currentVersion,
    createdAt: draft.createdAt,
    updatedAt: draft.updatedAt,
    publishedVersion: draft.publishedVersion,
    objectVersions: draft.objectVersions ?? {},
    summary: diff.summary,
    diff,
  });
}

function toDraftSummary(draft: RulesetDraftEntity): RulesetDraftSummaryType {
  return Object.assign(new RulesetDraftSummaryType(), {
    id: draft.id,
    name: draft.ruleset.name,
    label: String(draft.ruleset.version),
    baseVersion: draft.baseVersion,
    createdAt: draft.createdAt,
    updatedAt: draft.updatedAt,
    createdBy: draft.createdBy ? [draft.createdBy.firstName, draft.createdBy.lastName].filter(Boolean).join(' ') : null,
  });
}

function toImpact(report: ImpactReport<ImpactRow>): RulesetImpactType {
  const { counts } = report;
  return Object.assign(new RulesetImpactType(), {
    counts: Object.assign(new RulesetImpactCountsType(), {
      characters: counts.characters,
      affected: counts.affected,
      players: counts.players,
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
  async ruleset(@Ctx() context: GraphQLContext): Promise<Record<string, unknown>> {
    return (await runCall(RULESETS_CALLS.ruleset, context)).ruleset as unknown as Record<string, unknown>;
  }

  @Call(RULESETS_CALLS.rulesetVersionInForce)
  @Query(() => Int, { description: 'The number of the ruleset version in force.' })
  rulesetVersionInForce(@Ctx() context: GraphQLContext): Promise<number> {
    return runCall(RULESETS_CALLS.rulesetVersionInForce, context);
  }

  @Call(RULESETS_CALLS.rulesetVersions)
  @Query(() => [RulesetVersionType], { description: 'Every published version, newest first.' })
  async rulesetVersions(@Ctx() context: GraphQLContext): Promise<RulesetVersionType[]> {
    const { versions, current } = await runCall(RULESETS_CALLS.rulesetVersions, context);
    return versions.map((version) => toVersion(version, current));
  }

  @Call(RULESETS_CALLS.rulesetVersion)
  @Query(() => GraphQLJSONObject, { description: "One published version's JSON (upload it as a draft to restore it)." })
  async rulesetVersion(
    @Arg('number', () => Int, { description: 'The version number.' }) number: number,
    @Ctx() context: GraphQLContext,
  ): Promise<Record<string, unknown>> {
    return (await runCall(RULESETS_CALLS.rulesetVersion, context, { number })).ruleset as unknown as Record<string, unknown>;
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
    @Ctx() context: GraphQLContext,
  ): Promise<RulesetDraftType> {
    // the ruleset argument is the body itself, as REST's is
    return toDraft(await runCommand(RULESETS_CALLS.createRulesetDraft, context, RULESETS_CALLS.createRulesetDraft.input.parse(ruleset)));
  }

  @Call(RULESETS_CALLS.rulesetDraft)
  @Query(() => RulesetDraftType, {
    description: 'One ruleset draft; null with a NOT_FOUND error entry when there is none.',
    nullable: true,
  })
  async rulesetDraft(
    @Arg('id', () => ID, { description: "The draft's id." }) id: string,
    @Ctx() context: GraphQLContext,
  ): Promise<RulesetDraftType> {
    return toDraft(await runCall(RULESETS_CALLS.rulesetDraft, context, { id }));
  }

  @Call(RULESETS_CALLS.rulesetDrafts)
  @Query(() => [RulesetDraftSummaryType], { description: 'The drafts not yet published, last edited first.' })
  async rulesetDrafts(@Ctx() context: GraphQLContext): Promise<RulesetDraftSummaryType[]> {
    return (await runCall(RULESETS_CALLS.rulesetDrafts, context)).map(toDraftSummary);
  }

  @Call(RULESETS_CALLS.rulesetDraftJson)
  @Query(() => GraphQLJSONObject, { description: "A draft's ruleset JSON as edited so far (GET /api/v1/ruleset/drafts/{id}/ruleset)." })
  async rulesetDraftJson(
    @Arg('id', () => ID, { description: "The draft's id." }) id: string,
    @Ctx() context: GraphQLContext,
  ): Promise<Record<string, unknown>> {
    return (await runCall(RULESETS_CALLS.rulesetDraftJson, context, { id })).ruleset as unknown as Record<string, unknown>;
  }

  @Call(RULESETS_CALLS.saveRulesetObject)
  @Mutation(() => RulesetObjectType, {
    description:
      'Puts one object of a draft in place, naming the version it was read at (0: new); value null removes it. A stale save answers CONFLICT with extensions.current; a ruleset the validator refuses, BAD_USER_INPUT with extensions.problems.',
  })
  async saveRulesetObject(
    @Arg('draftId', () => ID, { description: "The draft's id." }) draftId: string,
    @Arg('kind', () => String, {
      description:
        'What kind of object: skill, race, transformation, event_role_type, class_description, rulebooks or general (the ruleset header).',
    })
    kind: string,
    @Arg('key', () => String, {
      description: 'Its key within its kind: a skill or race name, for instance (a new one for an added object).',
    })
    key: string,
    @Arg('version', () => Int, {
      description: 'The version the edit was made on (0 for a new object); a stale one is refused with the current value.',
    })
    version: number,
    @Arg('value', () => GraphQLJSON, { nullable: true, description: 'The object as it should be saved; null removes it.' }) value: unknown,
    @Ctx() context: GraphQLContext,
  ): Promise<RulesetObjectType> {
    return Object.assign(
      new RulesetObjectType(),
      await runCall(RULESETS_CALLS.saveRulesetObject, context, { draftId, kind, key, version, value }),
    );
  }

  @Call(RULESETS_CALLS.discardRulesetDraft)
  @Mutation(() => ID, { description: 'Discards a draft not yet published; returns its id.' })
  async discardRulesetDraft(
    @Arg('id', () => ID, { description: "The draft's id." }) id: string,
    @Ctx() context: GraphQLContext,
  ): Promise<string> {
    return runCall(RULESETS_CALLS.discardRulesetDraft, context, { id });
  }

  @Call(RULESETS_CALLS.rulesetImpact)
  @Query(() => RulesetImpactType, { description: 'What publishing the draft would do to every character (nothing is written).' })
  async rulesetImpact(
    @Arg('draftId', () => ID, { description: "The ruleset draft's id." }) draftId: string,
    @Ctx() context: GraphQLContext,
  ): Promise<RulesetImpactType> {
    return toImpact(await runCall(RULESETS_CALLS.rulesetImpact, context, { draftId }));
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
    @Ctx() context: GraphQLContext,
  ): Promise<RulesetVersionType> {
    const { version } = await runCall(RULESETS_CALLS.publishRulesetDraft, context, { draftId, policy, rebuildUntil });
    return toVersion(version, version.number);
  }

  @Call(RULESETS_CALLS.characterRulesetNotices)
  @Query(() => [RulesetNoticeType], { description: 'What rules changes did to a character (its player, or staff).' })
  async characterRulesetNotices(
    @Arg('characterId', () => ID, { description: "The character's id." }) characterId: string,
    @Ctx() context: GraphQLContext,
  ): Promise<RulesetNoticeType[]> {
    return (await runCall(RULESETS_CALLS.characterRulesetNotices, context, { characterId })).map(toNotice);
  }
}

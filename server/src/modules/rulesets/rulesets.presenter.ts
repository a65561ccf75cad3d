import { z } from 'zod';
import type { CharacterRulesetNotice, RulesetDraft, RulesetVersion } from '../../db';
import { presentImpactRow, type ImpactReport, type ImpactRow } from './ruleset-impact';
import type { DraftView, PublishResult } from './rulesets.service';

/** The answers of the rulesets calls, snake_case as the REST API writes. */

export function presentVersion(version: RulesetVersion, current?: number) {
  return {
    number: version.number,
    name: version.name,
    label: version.label,
    published_at: version.publishedAt.toISOString(),
    published_by: version.publishedBy
      ? { _id: version.publishedBy.id, name: [version.publishedBy.firstName, version.publishedBy.lastName].filter(Boolean).join(' ') }
      : null,
    policy: version.policy,
    rebuild_until: version.rebuildUntil ? version.rebuildUntil.toISOString() : null,
    in_force: current === undefined ? undefined : version.number === current,
  };
}

export function presentVersions({ versions, current }: { versions: RulesetVersion[]; current: number }) {
  return { current, versions: versions.map((version) => presentVersion(version, current)) };
}

export function presentDraft({ draft, diff, currentVersion }: DraftView) {
  return {
    _id: draft.id,
    name: draft.ruleset.name,
    label: String(draft.ruleset.version),
    base_version: draft.baseVersion,
    current_version: currentVersion,
    stale: draft.baseVersion !== currentVersion,
    created_at: draft.createdAt.toISOString(),
    updated_at: draft.updatedAt ? draft.updatedAt.toISOString() : null,
    published_version: draft.publishedVersion,
    object_versions: draft.objectVersions ?? {},
    diff,
  };
}

/** A draft in the list of open drafts (its JSON and diff are read one draft at a time). */
export function presentDraftSummary(draft: RulesetDraft) {
  return {
    _id: draft.id,
    name: draft.ruleset.name,
    label: String(draft.ruleset.version),
    base_version: draft.baseVersion,
    created_at: draft.createdAt.toISOString(),
    updated_at: draft.updatedAt ? draft.updatedAt.toISOString() : null,
    created_by: draft.createdBy ? [draft.createdBy.firstName, draft.createdBy.lastName].filter(Boolean).join(' ') : null,
  };
}

export function presentImpact(report: ImpactReport<ImpactRow>) {
  return { counts: report.counts, characters: report.characters.map(presentImpactRow) };
}

export function presentPublished({ version, report }: PublishResult) {
  return { version: presentVersion(version), counts: report.counts };
}

export function presentNotice(notice: CharacterRulesetNotice) {
  return {
    version: notice.versionNumber,
    policy: notice.policy,
    kinds: notice.kinds,
    explanation: notice.explanation,
    lost_skills: notice.lostSkills,
    cost_before: notice.costBefore,
    cost_after: notice.costAfter,
    xp_added: notice.xpAdded,
    rebuild_until: notice.rebuildUntil ? notice.rebuildUntil.toISOString() : null,
    settled_at: notice.settledAt ? notice.settledAt.toISOString() : null,
    created_at: notice.createdAt.toISOString(),
  };
}

/* The answer shapes of the presenters above (the API document; answers are serialized through them). */
/** the JSON's own version label, as text */
const label = z.string();
/** a ruleset as imported (rules/src/types.ts), kept open so an answer carries all of it */
export const rulesetOutput = z.looseObject({ name: z.string() });
export const versionOutput = z.object({
  number: z.number().int(),
  name: z.string(),
  label,
  published_at: z.string(),
  published_by: z.object({ _id: z.string(), name: z.string() }).nullable(),
  /** null for the first version */
  policy: z.string().nullable(),
  rebuild_until: z.string().nullable(),
  in_force: z.boolean().optional(),
});
export const versionsOutput = z.object({ current: z.number().int(), versions: z.array(versionOutput) });
/** The diff of a draft against the ruleset in force (ruleset-diff.ts RulesetDiff). */
const partDiffOutput = z.object({
  added: z.array(z.string()),
  removed: z.array(z.string()),
  changed: z.array(z.object({ name: z.string(), id: z.string(), fields: z.array(z.string()), changes: z.array(z.string()) })),
});
const diffOutput = z.object({
  skills: partDiffOutput,
  races: partDiffOutput,
  transformations: partDiffOutput,
  general: z.array(z.string()),
  summary: z.array(z.string()),
});
/** The impact report's counts (ruleset-impact.ts ImpactCounts). */
const countsOutput = z.object({
  characters: z.number().int(),
  affected: z.number().int(),
  /** the players of the affected characters (each gets one mail on publishing) */
  players: z.number().int(),
  invalid_build: z.number().int(),
  over_budget: z.number().int(),
  cost_changed: z.number().int(),
});
/** A skill a build loses, with the skills that go with it. */
const lostSkillOutput = z.object({ skill: z.string(), dependents: z.array(z.string()) });
/** One affected character of the impact report (ruleset-impact.ts presentImpactRow). */
const impactRowOutput = z.object({
  character_id: z.string(),
  character_name: z.string(),
  kinds: z.array(z.string()),
  lost_skills: z.array(lostSkillOutput),
  cost_before: z.number(),
  cost_after: z.number(),
  character_xp_total: z.number().int(),
  messages: z.array(z.string()),
});
export const draftOutput = z.object({
  _id: z.string(),
  name: z.string(),
  label,
  base_version: z.number().int(),
  current_version: z.number().int(),
  stale: z.boolean(),
  created_at: z.string(),
  /** the last saved edit; null before the first */
  updated_at: z.string().nullable(),
  published_version: z.number().int().nullable(),
  /** each edited object's version by its key (kind:key); an object not listed is at version 1 */
  object_versions: z.record(z.string(), z.number().int()),
  diff: diffOutput,
});
export const draftSummaryOutput = z.object({
  _id: z.string(),
  name: z.string(),
  label,
  base_version: z.number().int(),
  created_at: z.string(),
  updated_at: z.string().nullable(),
  /** who uploaded it; null for the system or a removed account */
  created_by: z.string().nullable(),
});
export const impactOutput = z.object({ counts: countsOutput, characters: z.array(impactRowOutput) });
export const publishedOutput = z.object({ version: versionOutput, counts: countsOutput });
export const noticeOutput = z.object({
  version: z.number().int(),
  policy: z.string(),
  kinds: z.array(z.string()),
  explanation: z.string().nullable(),
  lost_skills: z.array(lostSkillOutput),
  cost_before: z.number().nullable(),
  cost_after: z.number().nullable(),
  xp_added: z.number().nullable(),
  rebuild_until: z.string().nullable(),
  settled_at: z.string().nullable(),
  created_at: z.string(),
});

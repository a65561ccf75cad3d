import type { CharacterRulesetNotice, RulesetVersion } from '../../db';
import { presentImpactRow, type ImpactReport } from './ruleset-impact';
import type { DraftView, PublishResult } from './rulesets.service';

/** The answers of the rulesets calls (issue 21), snake_case as the REST API writes. */

export function presentVersion(version: RulesetVersion, current?: number) {
  return {
    number: version.number,
    name: version.name,
    label: version.label,
    published_at: version.publishedAt.toISOString(),
    published_by: version.publishedBy ? { _id: version.publishedBy.id, name: [version.publishedBy.firstName, version.publishedBy.lastName].filter(Boolean).join(' ') } : null,
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
    label: draft.ruleset.version,
    base_version: draft.baseVersion,
    current_version: currentVersion,
    stale: draft.baseVersion !== currentVersion,
    created_at: draft.createdAt.toISOString(),
    published_version: draft.publishedVersion,
    diff,
  };
}

export function presentImpact(report: ImpactReport) {
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

import { RULESETS_CALLS } from './rulesets.calls';
import { z } from 'zod';
import { restRoute, type RestRoute } from '../../rest/route-table';
import { impactCsv, type ImpactReport, type ImpactRow } from './ruleset-impact';
import { objectOutput, presentObject } from './draft-objects';
import {
  draftOutput,
  draftSummaryOutput,
  presentDraftSummary,
  impactOutput,
  noticeOutput,
  presentDraft,
  presentImpact,
  presentNotice,
  presentPublished,
  presentVersions,
  publishedOutput,
  rulesetOutput,
  versionsOutput,
} from './rulesets.presenter';
import type { RulesetDraft, RulesetVersion } from '../../db';
import { RULESET_MESSAGES } from './rulesets.messages';

/**
 * The ruleset calls. Anyone signed in reads the ruleset in force; drafts, diffs,
 * reports, versions and publishing are for admins.
 */
export const RULESET_ROUTES: RestRoute[] = [
  restRoute({
    definition: RULESETS_CALLS.ruleset,
    method: 'GET',
    path: '/ruleset',
    response: rulesetOutput,
    present: ({ ruleset }) => ruleset,
  }),
  restRoute({
    definition: RULESETS_CALLS.rulesetVersions,
    method: 'GET',
    path: '/ruleset/versions',
    response: versionsOutput,
    present: presentVersions,
  }),
  restRoute({
    definition: RULESETS_CALLS.rulesetVersion,
    method: 'GET',
    path: '/ruleset/versions/:number',
    response: rulesetOutput,
    present: (version: RulesetVersion) => version.ruleset,
  }),
  restRoute({
    definition: RULESETS_CALLS.createRulesetDraft,
    method: 'POST',
    path: '/ruleset/drafts',
    status: 201,
    response: draftOutput,
    present: presentDraft,
  }),
  restRoute({
    definition: RULESETS_CALLS.rulesetDraft,
    method: 'GET',
    path: '/ruleset/drafts/:id',
    response: draftOutput,
    present: presentDraft,
  }),
  restRoute({
    definition: RULESETS_CALLS.rulesetDrafts,
    method: 'GET',
    path: '/ruleset/drafts',
    response: z.array(draftSummaryOutput),
    present: (drafts) => drafts.map(presentDraftSummary),
  }),
  restRoute({
    definition: RULESETS_CALLS.rulesetDraftJson,
    method: 'GET',
    path: '/ruleset/drafts/:id/ruleset',
    response: rulesetOutput,
    present: (draft: RulesetDraft) => draft.ruleset,
  }),
  restRoute({
    definition: RULESETS_CALLS.saveRulesetObject,
    method: 'POST',
    path: '/ruleset/drafts/:id/objects',
    response: objectOutput,
    present: presentObject,
  }),
  restRoute({
    definition: RULESETS_CALLS.discardRulesetDraft,
    method: 'DELETE',
    path: '/ruleset/drafts/:id',
    response: z.object({ message: z.string() }),
    present: () => ({ message: RULESET_MESSAGES.draftDiscarded }),
  }),
  restRoute({
    definition: RULESETS_CALLS.rulesetImpact,
    method: 'GET',
    path: '/ruleset/drafts/:id/impact',
    response: impactOutput,
    present: presentImpact,
  }),
  restRoute({
    definition: RULESETS_CALLS.rulesetImpactCsv,
    method: 'GET',
    path: '/ruleset/drafts/:id/impact.csv',
    produces: { type: 'text/csv', fileName: () => 'ruleset-impact.csv' },
    present: (report: ImpactReport<ImpactRow>) => impactCsv(report),
  }),
  restRoute({
    definition: RULESETS_CALLS.publishRulesetDraft,
    method: 'POST',
    path: '/ruleset/drafts/:id/publish',
    response: publishedOutput,
    present: presentPublished,
  }),
  restRoute({
    definition: RULESETS_CALLS.characterRulesetNotices,
    method: 'GET',
    path: '/characters/:id/ruleset_notices',
    response: z.array(noticeOutput),
    present: (notices) => notices.map(presentNotice),
  }),
];

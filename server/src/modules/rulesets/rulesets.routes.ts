import { RULESETS_CALLS } from './rulesets.calls';
import { z } from 'zod';
import { restRoute, type RestRoute } from '../../rest/route-table';
import { characterIdParams } from '../characters/characters.inputs';
import { impactCsv, type ImpactReport, type ImpactRow } from './ruleset-impact';
import { draftIdParams, draftInput, publishInput, versionParams } from './rulesets.inputs';
import {
  draftOutput,
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
import type { RulesetVersion } from '../../db';

/**
 * The ruleset calls. Anyone signed in reads the ruleset in force; drafts, diffs,
 * reports, versions and publishing are for admins.
 */
export const RULESET_ROUTES: RestRoute[] = [
  restRoute({
    definition: RULESETS_CALLS.ruleset,
    method: 'GET',
    path: '/ruleset',
    summary: 'The ruleset in force, as its JSON (rules/README.md); its version number in the X-Ruleset-Version header',
    call: ({ context, services }) => services.rulesets.current(context),
    response: rulesetOutput,
    present: ({ ruleset }) => ruleset,
  }),
  restRoute({
    definition: RULESETS_CALLS.rulesetVersions,
    method: 'GET',
    path: '/ruleset/versions',
    summary: 'Every published version, newest first',
    call: ({ context, services }) => services.rulesets.versions(context),
    response: versionsOutput,
    present: presentVersions,
  }),
  restRoute({
    definition: RULESETS_CALLS.rulesetVersion,
    method: 'GET',
    path: '/ruleset/versions/:number',
    params: versionParams,
    summary: 'One published version as its JSON (upload it as a draft to restore it)',
    call: ({ params, context, services }) => services.rulesets.version(context, params.number),
    response: rulesetOutput,
    present: (version: RulesetVersion) => version.ruleset,
  }),
  restRoute({
    definition: RULESETS_CALLS.createRulesetDraft,
    method: 'POST',
    path: '/ruleset/drafts',
    status: 201,
    body: draftInput,
    summary: 'Upload a ruleset as a draft; refused with 400 and problems [{ object, field, message }]',
    call: ({ body, context, services }) => services.rulesets.createDraft(context, body),
    response: draftOutput,
    present: presentDraft,
  }),
  restRoute({
    definition: RULESETS_CALLS.rulesetDraft,
    method: 'GET',
    path: '/ruleset/drafts/:id',
    params: draftIdParams,
    summary: 'A draft with its changes against the ruleset in force',
    call: ({ params, context, services }) => services.rulesets.draft(context, params.id),
    response: draftOutput,
    present: presentDraft,
  }),
  restRoute({
    definition: RULESETS_CALLS.rulesetImpact,
    method: 'GET',
    path: '/ruleset/drafts/:id/impact',
    params: draftIdParams,
    summary: 'What publishing the draft would do to every character (nothing is written)',
    call: ({ params, context, services }) => services.rulesets.impact(context, params.id),
    response: impactOutput,
    present: presentImpact,
  }),
  restRoute({
    definition: RULESETS_CALLS.rulesetImpactCsv,
    method: 'GET',
    path: '/ruleset/drafts/:id/impact.csv',
    params: draftIdParams,
    produces: { type: 'text/csv', fileName: () => 'ruleset-impact.csv' },
    summary: 'The impact report as CSV',
    call: ({ params, context, services }) => services.rulesets.impact(context, params.id),
    present: (report: ImpactReport<ImpactRow>) => impactCsv(report),
  }),
  restRoute({
    definition: RULESETS_CALLS.publishRulesetDraft,
    method: 'POST',
    path: '/ruleset/drafts/:id/publish',
    params: draftIdParams,
    body: publishInput,
    summary: 'Publish the draft with a policy for the builds it makes invalid: grandfather, refund or rebuild_window (with rebuild_until)',
    call: ({ params, body, context, services }) => services.rulesets.publish(context, params.id, body),
    response: publishedOutput,
    present: presentPublished,
  }),
  restRoute({
    definition: RULESETS_CALLS.characterRulesetNotices,
    method: 'GET',
    path: '/characters/:id/ruleset_notices',
    params: characterIdParams,
    summary: 'What rules changes did to the character (its player, or staff)',
    call: ({ params, context, services }) => services.rulesets.notices(context, params.id),
    response: z.array(noticeOutput),
    present: (notices) => notices.map(presentNotice),
  }),
];

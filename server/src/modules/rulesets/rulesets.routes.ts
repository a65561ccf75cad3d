import { z } from 'zod';
import { restRoute, type RestRoute } from '../../rest/route-table';
import { characterIdParams } from '../characters/characters.inputs';
import { impactCsv, type ImpactReport } from './ruleset-impact';
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
import { RULESET_POLICY } from './rulesets.policy';
import { rule } from '../accounts/accounts.policy';

/**
 * The ruleset calls of issue 21. Anyone signed in reads the ruleset in force; drafts, diffs,
 * reports, versions and publishing are for admins.
 */
export const RULESET_ROUTES: RestRoute[] = [
  restRoute({
    method: 'GET',
    path: '/ruleset',
    summary: 'The ruleset in force, as its JSON (rules/README.md); its version number in the X-Ruleset-Version header',
    call: ({ context, services }) => services.rulesets.current(context),
    response: rulesetOutput,
    present: ({ ruleset }) => ruleset,
  }),
  restRoute({
    method: 'GET',
    path: '/ruleset/versions',
    access: rule(RULESET_POLICY, 'manage'),
    summary: 'Every published version, newest first',
    call: ({ context, services }) => services.rulesets.versions(context),
    response: versionsOutput,
    present: presentVersions,
  }),
  restRoute({
    method: 'GET',
    path: '/ruleset/versions/:number',
    access: rule(RULESET_POLICY, 'manage'),
    params: versionParams,
    summary: 'One published version as its JSON (upload it as a draft to restore it)',
    call: ({ params, context, services }) => services.rulesets.version(context, params.number),
    response: rulesetOutput,
    present: (version: RulesetVersion) => version.ruleset,
  }),
  restRoute({
    method: 'POST',
    path: '/ruleset/drafts',
    access: rule(RULESET_POLICY, 'manage'),
    status: 201,
    body: draftInput,
    summary: 'Upload a ruleset as a draft; refused with 400 and problems [{ object, field, message }]',
    call: ({ body, context, services }) => services.rulesets.createDraft(context, body),
    response: draftOutput,
    present: presentDraft,
  }),
  restRoute({
    method: 'GET',
    path: '/ruleset/drafts/:id',
    access: rule(RULESET_POLICY, 'manage'),
    params: draftIdParams,
    summary: 'A draft with its changes against the ruleset in force',
    call: ({ params, context, services }) => services.rulesets.draft(context, params.id),
    response: draftOutput,
    present: presentDraft,
  }),
  restRoute({
    method: 'GET',
    path: '/ruleset/drafts/:id/impact',
    access: rule(RULESET_POLICY, 'manage'),
    params: draftIdParams,
    summary: 'What publishing the draft would do to every character (nothing is written)',
    call: ({ params, context, services }) => services.rulesets.impact(context, params.id),
    response: impactOutput,
    present: presentImpact,
  }),
  restRoute({
    method: 'GET',
    path: '/ruleset/drafts/:id/impact.csv',
    access: rule(RULESET_POLICY, 'manage'),
    params: draftIdParams,
    produces: { type: 'text/csv', fileName: () => 'ruleset-impact.csv' },
    summary: 'The impact report as CSV',
    call: ({ params, context, services }) => services.rulesets.impact(context, params.id),
    present: (report: ImpactReport) => impactCsv(report),
  }),
  restRoute({
    method: 'POST',
    path: '/ruleset/drafts/:id/publish',
    access: rule(RULESET_POLICY, 'manage'),
    params: draftIdParams,
    body: publishInput,
    summary: 'Publish the draft with a policy for the builds it makes invalid: grandfather, refund or rebuild_window (with rebuild_until)',
    call: ({ params, body, context, services }) => services.rulesets.publish(context, params.id, body),
    response: publishedOutput,
    present: presentPublished,
  }),
  restRoute({
    method: 'GET',
    path: '/characters/:id/ruleset_notices',
    params: characterIdParams,
    summary: 'What rules changes did to the character (its player, or staff)',
    call: ({ params, context, services }) => services.rulesets.notices(context, params.id),
    response: z.array(noticeOutput),
    present: (notices) => notices.map(presentNotice),
  }),
];

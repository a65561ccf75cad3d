import { defineCall, defineCalls } from '../../calls/call-definition';
import { rule } from '../accounts/accounts.policy';
import { RULESET_POLICY } from './rulesets.policy';
import { draftIdParams, draftInput, noticesParams, publishInput, saveObjectInput, versionParams } from './rulesets.inputs';

/** The calls of rulesets: who may make each, its token scope, contracts, summary and service call (calls/call-definition.ts). */
export const RULESETS_CALLS = defineCalls({
  ruleset: defineCall({
    access: 'signedIn',
    scope: 'game_data:read',
    summary: 'The ruleset in force, as its JSON (rules/README.md); its version number in the X-Ruleset-Version header',
    run: ({ context, services }) => services.rulesets.current(context),
  }),
  rulesetVersions: defineCall({
    access: rule(RULESET_POLICY, 'manage'),
    scope: 'game_data:read',
    summary: 'Every published version, newest first',
    run: ({ context, services }) => services.rulesets.versions(context),
  }),
  rulesetVersion: defineCall({
    access: rule(RULESET_POLICY, 'manage'),
    scope: 'game_data:read',
    params: versionParams,
    summary: 'One published version as its JSON (upload it as a draft to restore it)',
    run: ({ context, services }, { number }) => services.rulesets.version(context, number),
  }),
  createRulesetDraft: defineCall({
    access: rule(RULESET_POLICY, 'manage'),
    scope: 'game_data:write',
    input: draftInput,
    summary: 'Upload a ruleset as a draft; refused with 400 and problems [{ object, field, message }]',
    run: ({ context, services }, ruleset) => services.rulesets.createDraft(context, ruleset),
  }),
  rulesetDraft: defineCall({
    access: rule(RULESET_POLICY, 'manage'),
    scope: 'game_data:read',
    params: draftIdParams,
    summary: 'A draft with its changes against the ruleset in force',
    run: ({ context, services }, { id }) => services.rulesets.draft(context, id),
  }),
  rulesetDrafts: defineCall({
    access: rule(RULESET_POLICY, 'manage'),
    scope: 'game_data:read',
    summary: 'The drafts not yet published, last edited first',
    run: ({ context, services }) => services.rulesets.drafts(context),
  }),
  rulesetDraftJson: defineCall({
    access: rule(RULESET_POLICY, 'manage'),
    scope: 'game_data:read',
    params: draftIdParams,
    summary: "A draft's ruleset JSON as edited so far (import it again as a draft: the same ruleset)",
    run: ({ context, services }, { id }) => services.rulesets.draftRuleset(context, id),
  }),
  saveRulesetObject: defineCall({
    access: rule(RULESET_POLICY, 'manage'),
    scope: 'game_data:write',
    conflictAnswersCurrent: true,
    params: draftIdParams,
    input: saveObjectInput,
    summary:
      "Puts one object of a draft in place (kind skill, race, transformation, event_role_type, class_description by key; rulebooks, general), naming the version it was read at (0: new); value null removes it. A skill's rename rewrites the prerequisites and grants naming it, its removal takes it out of them. Refused with 400 and problems when the ruleset would not pass the validator, and with 409 and the object as it is now (current) when it was saved since.",
    run: ({ context, services }, { id, ...command }) => services.rulesets.saveObject(context, id, command),
  }),
  discardRulesetDraft: defineCall({
    access: rule(RULESET_POLICY, 'manage'),
    scope: 'game_data:write',
    params: draftIdParams,
    summary: 'Discards a draft not yet published',
    run: async ({ context, services }, { id }) => {
      await services.rulesets.discardDraft(context, id);
      return id;
    },
  }),
  rulesetImpact: defineCall({
    access: rule(RULESET_POLICY, 'manage'),
    scope: 'game_data:read',
    params: draftIdParams,
    summary: 'What publishing the draft would do to every character (nothing is written)',
    run: ({ context, services }, { id }) => services.rulesets.impact(context, id),
  }),
  rulesetImpactCsv: defineCall({
    access: rule(RULESET_POLICY, 'manage'),
    scope: 'game_data:read',
    restOnly: 'a CSV download; GraphQL has rulesetImpact',
    params: draftIdParams,
    summary: 'The impact report as CSV',
    run: ({ context, services }, { id }) => services.rulesets.impact(context, id),
  }),
  publishRulesetDraft: defineCall({
    access: rule(RULESET_POLICY, 'manage'),
    scope: 'game_data:write',
    params: draftIdParams,
    input: publishInput,
    summary: 'Publish the draft with a policy for the builds it makes invalid: grandfather, refund or rebuild_window (with rebuild_until)',
    run: ({ context, services }, { id, ...command }) => services.rulesets.publish(context, id, command),
  }),
  characterRulesetNotices: defineCall({
    access: 'signedIn',
    scope: 'characters:read',
    params: noticesParams,
    summary: 'What rules changes did to the character (its player, or staff)',
    run: ({ context, services }, { id }) => services.rulesets.notices(context, id),
  }),
  rulesetVersionInForce: defineCall({
    access: 'signedIn',
    scope: 'game_data:read',
    summary: 'The number of the ruleset version in force.',
    run: async ({ context, services }) => (await services.rulesets.current(context)).number,
  }),
});

import { defineCalls } from '../../calls/call-definition';
import { rule } from '../accounts/accounts.policy';
import { RULESET_POLICY } from './rulesets.policy';

/** The calls of rulesets: who may make each, the API token scope it needs (calls/call-definition.ts). */
export const RULESETS_CALLS = defineCalls({
  ruleset: { access: 'signedIn', scope: 'game_data:read' },
  rulesetVersions: { access: rule(RULESET_POLICY, 'manage'), scope: 'game_data:read' },
  rulesetVersion: { access: rule(RULESET_POLICY, 'manage'), scope: 'game_data:read' },
  createRulesetDraft: { access: rule(RULESET_POLICY, 'manage'), scope: 'game_data:write' },
  rulesetDraft: { access: rule(RULESET_POLICY, 'manage'), scope: 'game_data:read' },
  rulesetDrafts: { access: rule(RULESET_POLICY, 'manage'), scope: 'game_data:read' },
  rulesetDraftJson: { access: rule(RULESET_POLICY, 'manage'), scope: 'game_data:read' },
  saveRulesetObject: { access: rule(RULESET_POLICY, 'manage'), scope: 'game_data:write', conflictAnswersCurrent: true },
  discardRulesetDraft: { access: rule(RULESET_POLICY, 'manage'), scope: 'game_data:write' },
  rulesetImpact: { access: rule(RULESET_POLICY, 'manage'), scope: 'game_data:read' },
  rulesetImpactCsv: {
    access: rule(RULESET_POLICY, 'manage'),
    scope: 'game_data:read',
    restOnly: 'a CSV download; GraphQL has rulesetImpact',
  },
  publishRulesetDraft: { access: rule(RULESET_POLICY, 'manage'), scope: 'game_data:write' },
  characterRulesetNotices: { access: 'signedIn', scope: 'characters:read' },
  rulesetVersionInForce: { access: 'signedIn', scope: 'game_data:read' },
});

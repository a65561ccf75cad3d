import { graphql } from '../../graphql/generated';

/** The ruleset in force as its JSON (the Download JSON button). */
export const CurrentRulesetQuery = graphql(`
  query CurrentRuleset {
    ruleset
  }
`);

/** Every published version, newest first; the one in force carries inForce. */
export const RulesetVersionsQuery = graphql(`
  query RulesetVersions {
    rulesetVersions {
      number
      name
      label
      publishedAt
      publishedBy
      policy
      rebuildUntil
      inForce
    }
  }
`);

/** One published version's JSON (restored by uploading it as a draft). */
export const RulesetVersionJsonQuery = graphql(`
  query RulesetVersionJson($number: Int!) {
    rulesetVersion(number: $number)
  }
`);

export const CreateRulesetDraftMutation = graphql(`
  mutation CreateRulesetDraft($ruleset: JSONObject!) {
    createRulesetDraft(ruleset: $ruleset) {
      id
      name
      label
      baseVersion
      currentVersion
      stale
      summary
    }
  }
`);

/** The drafts not yet published, last edited first. */
export const RulesetDraftsQuery = graphql(`
  query RulesetDrafts {
    rulesetDrafts {
      id
      name
      label
      createdAt
      updatedAt
      createdBy
    }
  }
`);

/** One draft: its changes in sentences and its objects' versions. */
export const RulesetDraftQuery = graphql(`
  query RulesetDraft($id: ID!) {
    rulesetDraft(id: $id) {
      id
      name
      label
      baseVersion
      currentVersion
      stale
      summary
      objectVersions
    }
  }
`);

/** A draft's ruleset JSON as edited so far. */
export const RulesetDraftJsonQuery = graphql(`
  query RulesetDraftJson($id: ID!) {
    rulesetDraftJson(id: $id)
  }
`);

/** Puts one object of a draft in place (value null removes it). */
export const SaveRulesetObjectMutation = graphql(`
  mutation SaveRulesetObject($draftId: ID!, $kind: String!, $key: String!, $version: Int!, $value: JSON) {
    saveRulesetObject(draftId: $draftId, kind: $kind, key: $key, version: $version, value: $value) {
      kind
      key
      version
      value
      alsoChanged
    }
  }
`);

export const DiscardRulesetDraftMutation = graphql(`
  mutation DiscardRulesetDraft($id: ID!) {
    discardRulesetDraft(id: $id)
  }
`);

/** What publishing the draft would do to every character. */
export const RulesetImpactQuery = graphql(`
  query RulesetImpact($draftId: ID!) {
    rulesetImpact(draftId: $draftId) {
      counts {
        characters
        affected
        players
        invalidBuild
        overBudget
        costChanged
      }
      characters {
        characterId
        characterName
        kinds
        lostSkills {
          skill
          dependents
        }
        costBefore
        costAfter
        characterXpTotal
        messages
      }
    }
  }
`);

export const PublishRulesetDraftMutation = graphql(`
  mutation PublishRulesetDraft($draftId: ID!, $policy: PublishPolicy!, $rebuildUntil: String) {
    publishRulesetDraft(draftId: $draftId, policy: $policy, rebuildUntil: $rebuildUntil) {
      number
      name
    }
  }
`);

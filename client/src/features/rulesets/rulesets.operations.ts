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

/** What publishing the draft would do to every character. */
export const RulesetImpactQuery = graphql(`
  query RulesetImpact($draftId: ID!) {
    rulesetImpact(draftId: $draftId) {
      counts {
        characters
        affected
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

/** What rules changes did to a character, newest first. */
export const CharacterRulesetNoticesQuery = graphql(`
  query CharacterRulesetNotices($characterId: ID!) {
    characterRulesetNotices(characterId: $characterId) {
      version
      explanation
    }
  }
`);

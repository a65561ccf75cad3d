import { graphql } from '../../graphql/generated';

/** What rules changes did to a character, newest first. */
export const CharacterRulesetNoticesQuery = graphql(`
  query CharacterRulesetNotices($characterId: ID!) {
    characterRulesetNotices(characterId: $characterId) {
      version
      explanation
    }
  }
`);

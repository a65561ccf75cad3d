import { graphql } from '../../graphql/generated';

/** Everything the editor shows about one build (stored form: entries as JSON, as REST). */
export const EditorBuildFields = graphql(`
  fragment EditorBuildFields on CharacterBuild {
    characterName
    characterClass
    characterBuildCost
    createdAt
    characterRace {
      race
      subculture
      transformation
      raceAttributes
    }
    characterSkills {
      skillId
      entry
    }
  }
`);

/** One of the player's characters with both builds, the concurrency token and the player's name and shards. */
export const EditorCharacterQuery = graphql(`
  query EditorCharacter($id: ID!) {
    myCharacter(id: $id) {
      ...EditorCharacterFields
    }
    currentUser {
      id
      firstName
      lastName
      shardTotal
    }
  }
`);

export const EditorCharacterFields = graphql(`
  fragment EditorCharacterFields on Character {
    id
    buildVersion
    committed
    characterLevel
    characterXpTotal
    deathCount
    reaperFightCount
    additionalSpellSchools
    savedBuild {
      ...EditorBuildFields
    }
    committedBuild {
      ...EditorBuildFields
    }
  }
`);

export const SaveCharacterBuildMutation = graphql(`
  mutation SaveCharacterBuild($id: ID!, $characterBuild: JSONObject!, $buildVersion: Int) {
    saveCharacterBuild(id: $id, characterBuild: $characterBuild, buildVersion: $buildVersion) {
      ...EditorCharacterFields
    }
  }
`);

export const CommitCharacterBuildMutation = graphql(`
  mutation CommitCharacterBuild($id: ID!, $characterBuild: JSONObject!, $buildVersion: Int) {
    commitCharacterBuild(id: $id, characterBuild: $characterBuild, buildVersion: $buildVersion) {
      ...EditorCharacterFields
    }
  }
`);

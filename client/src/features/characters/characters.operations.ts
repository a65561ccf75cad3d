import { graphql } from '../../graphql/generated';

/** The home page's characters table (players §2 "Characters table"): its rows' fields sit beside it. */
export const HomeCharactersQuery = graphql(`
  query HomeCharacters {
    myCharacters {
      ...CharacterRowFields
    }
  }
`);

/** The shard balance and whether an XP token was already bought (players §4 "Shard purchase"). */
export const HomeShardsQuery = graphql(`
  query HomeShards {
    myShards {
      shards
      xpTokenPurchased
    }
  }
`);

export const DeleteOwnCharacterMutation = graphql(`
  mutation DeleteOwnCharacter($id: ID!) {
    deleteCharacter(id: $id)
  }
`);

export const BuyXpTokenForCharacterMutation = graphql(`
  mutation BuyXpTokenForCharacter($characterId: ID!) {
    buyXpToken(characterId: $characterId) {
      characterId
      characterXpTotal
      shards
      xpTokenPurchased
    }
  }
`);

/** What the race pickers need: race rows (race/subculture pairs) and transformations. */
export const RaceRulesQuery = graphql(`
  query RaceRules {
    races {
      id
      raceName
      subcultureName
      defaultAttributes
      attributeChoice
      transformations
      raceDescription
    }
    transformations {
      id
      transformationName
      defaultAttributes
      transformationDescription
    }
    characterClasses {
      name
      description
    }
  }
`);

export const CreateNewCharacterMutation = graphql(`
  mutation CreateNewCharacter($input: CharacterInfoGqlInput!) {
    createCharacter(input: $input) {
      id
    }
  }
`);

/** The character as /update_character edits it: its saved build's header and whether it is committed. */
export const CharacterInfoToUpdateQuery = graphql(`
  query CharacterInfoToUpdate($id: ID!) {
    myCharacter(id: $id) {
      ...CharacterInfoToUpdateFields
    }
  }
`);

export const UpdateCharacterInfoMutation = graphql(`
  mutation UpdateCharacterInfo($id: ID!, $input: CharacterInfoGqlInput!) {
    updateCharacter(id: $id, input: $input) {
      ...CharacterInfoToUpdateFields
    }
  }
`);

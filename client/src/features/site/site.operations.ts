import { graphql } from '../../graphql/generated';

/** The site settings' calls (staff); the public privacy statement's query is in privacy.operations.ts. */
export const UpdatePrivacyStatementMutation = graphql(`
  mutation UpdatePrivacyStatement($text: String!) {
    updatePrivacyStatement(text: $text) {
      text
      isDefault
      updatedAt
    }
  }
`);

export const SiteLookQuery = graphql(`
  query SiteLook {
    siteLook {
      communityName
      welcomeText
      accentColor
      logoUrl
    }
  }
`);

export const UpdateSiteLookMutation = graphql(`
  mutation UpdateSiteLook($input: SiteLookInput!) {
    updateSiteLook(input: $input) {
      communityName
      welcomeText
      accentColor
      logoUrl
    }
  }
`);

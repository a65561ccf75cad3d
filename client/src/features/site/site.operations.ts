import { graphql } from '../../graphql/generated';

/** The privacy statement /privacy shows (public: signup links to it before there is an account). */
export const PrivacyStatementQuery = graphql(`
  query PrivacyStatement {
    privacyStatement {
      text
      isDefault
      updatedAt
    }
  }
`);

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

import { graphql } from '../../graphql/generated';

/**
 * The privacy statement /privacy shows (public: signup links to it before there is an account). Its
 * own module: the route loaders start it, and what they import loads with the app.
 */
export const PrivacyStatementQuery = graphql(`
  query PrivacyStatement {
    privacyStatement {
      text
      isDefault
      updatedAt
    }
  }
`);

import { graphql } from '../../graphql/generated';

// Its own module: only one page uses it, and the route loaders' operation modules load with the app.
/** The deletion confirmation mail's cancel link: no sign-in, once, until the erasure date. */
export const CancelAccountDeletionByLinkMutation = graphql(`
  mutation CancelAccountDeletionByLink($token: String!) {
    cancelAccountDeletionByLink(token: $token)
  }
`);

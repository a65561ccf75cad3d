import { graphql } from '../../graphql/generated';

// Its own module: only one page uses it, and the route loaders' operation modules load with the app.
/** The staff user screen's immediate erasure (admins; never the last admin). */
export const EraseUserMutation = graphql(`
  mutation EraseUser($userId: ID!) {
    eraseUser(userId: $userId)
  }
`);

import { graphql } from '../../graphql/generated';

/**
 * The player's past events a page at a time, newest first: asked for only when Past Events is
 * opened, so it lives apart from the operations the route loaders start (which load with the app).
 */
export const PlayerPastEventsQuery = graphql(`
  query PlayerPastEvents($staff: Boolean!, $first: Int, $after: String) {
    eventConnection(mine: true, published: true, window: PAST, first: $first, after: $after) {
      totalCount
      pageInfo {
        hasNextPage
        endCursor
      }
      nodes {
        ...PlayerEventFields
      }
    }
  }
`);

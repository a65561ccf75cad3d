import { graphql } from '../../graphql/generated';

/** The published events as the player sees them (newest first, from the server). */
export const PlayerEventsQuery = graphql(`
  query PlayerEvents {
    events(mine: true, publishedOnly: true) {
      id
      eventTitle
      eventAddress
      eventStartTime
      eventEndTime
    }
  }
`);

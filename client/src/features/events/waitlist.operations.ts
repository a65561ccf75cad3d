import { graphql } from '../../graphql/generated';

/**
 * Places and the waitlist on the player's event cards: places left per role and the
 * player's place in line or offer. A query of its own beside PlayerEvents, so the cards' main query
 * stays as it is; Apollo asks once for every card. Only events not over yet have places or a line
 * to wait in, and a community has far fewer of them than a page holds.
 */
export const EventPlacesQuery = graphql(`
  query EventPlaces {
    eventConnection(mine: true, published: true, window: UPCOMING, first: 100) {
      nodes {
        id
        pcPlacesLeft
        npcPlacesLeft
        eventRegistrations {
          id
          state
          eventRole
          waitlistPosition
          offerExpiresAt
        }
      }
    }
  }
`);

/** The offer page: the registration and its event. */
export const OfferQuery = graphql(`
  query Offer($id: ID!) {
    eventRegistration(id: $id) {
      id
      eventId
      state
      eventRole
      offerExpiresAt
      waitlistPosition
    }
  }
`);

export const OfferEventQuery = graphql(`
  query OfferEvent($id: ID!) {
    event(id: $id, mine: true) {
      id
      eventTitle
      eventStartTime
    }
  }
`);

export const AcceptOfferMutation = graphql(`
  mutation AcceptOffer($id: ID!) {
    acceptOffer(id: $id) {
      id
      state
      offerExpiresAt
      waitlistPosition
    }
  }
`);

export const DeclineOfferMutation = graphql(`
  mutation DeclineOffer($id: ID!) {
    declineOffer(id: $id) {
      id
      state
      offerExpiresAt
      waitlistPosition
    }
  }
`);

import { graphql } from '../../graphql/generated';

/** The attendance review's waitlist: per role the places, offers out and the line. */
export const WaitlistQueueQuery = graphql(`
  query WaitlistQueue($eventId: ID!) {
    waitlist(eventId: $eventId) {
      eventRole
      capacity
      taken
      placesLeft
      waitlistMode
      offers {
        ...QueueEntry
      }
      line {
        ...QueueEntry
      }
    }
  }

  fragment QueueEntry on EventRegistration {
    id
    userId
    registeredAt
    waitlistPosition
    waitlistPriority
    offerExpiresAt
  }
`);

/** Names for the queue's user ids (the attendance review already knows them; a small query of its own). */
export const WaitlistNamesQuery = graphql(`
  query WaitlistNames($eventId: ID!) {
    attendanceReview(eventId: $eventId) {
      id
      eventRegistrations {
        id
        user {
          id
          firstName
          lastName
        }
        character {
          id
          characterName
        }
      }
    }
  }
`);

export const SetWaitlistPriorityMutation = graphql(`
  mutation SetWaitlistPriority($eventId: ID!, $registrationId: ID!, $priority: Int) {
    updateRegistrationAdmin(eventId: $eventId, registrationId: $registrationId, waitlistPriority: $priority) {
      id
      waitlistPriority
      waitlistPosition
    }
  }
`);

export const PromoteRegistrationMutation = graphql(`
  mutation PromoteRegistration($eventId: ID!, $registrationId: ID!, $override: Boolean) {
    confirmRegistrations(eventId: $eventId, accept: [$registrationId], overrideCapacity: $override) {
      id
      state
      waitlistPosition
    }
  }
`);

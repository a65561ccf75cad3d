import { graphql } from '../../graphql/generated';

/**
 * The fields of a player's event card: the event, with the player's own registrations, attendance
 * and survey responses. survey_response_count is asked for only when the user has staff (events §6:
 * players may not read it).
 */
export const PlayerEventFields = graphql(`
  fragment PlayerEventFields on Event {
    id
    eventTitle
    eventDescription
    eventAddress
    eventImage
    eventStartTime
    eventEndTime
    eventPublished
    eventFinalized
    eventSurveyOpenAt
    eventRegistrationCount
    attendanceRecordCount
    surveyResponseCount @include(if: $staff)
    surveyQuestions {
      id
    }
    eventRegistrations {
      id
      state
      eventRole
      registeredAt
      waitlistNote
      character {
        id
        characterName
      }
    }
    attendanceRecords {
      id
    }
    surveyResponses {
      id
    }
  }
`);

/**
 * The player's upcoming events a page at a time (not over yet, soonest first), published only, with
 * the player's own registrations, attendance and survey; and how many past events there are, so the
 * Past Events list is offered only when it has any and loaded only when opened.
 */
export const PlayerEventsQuery = graphql(`
  query PlayerEvents($staff: Boolean!, $first: Int, $after: String) {
    eventConnection(mine: true, published: true, window: UPCOMING, first: $first, after: $after) {
      totalCount
      pageInfo {
        hasNextPage
        endCursor
      }
      nodes {
        ...PlayerEventFields
      }
    }
    pastEvents: eventConnection(mine: true, published: true, window: PAST, first: 1) {
      totalCount
    }
  }
`);

export { PLAYER_EVENT_PAGE, playerEventsVariables } from './player-event-page.mts';

/** What the registration form offers: the player's characters and the event role types. */
export const RegistrationChoicesQuery = graphql(`
  query RegistrationChoices {
    myCharacters {
      id
      shownBuild {
        characterName
      }
    }
    eventRoleTypes {
      code
      description
    }
  }
`);

/** One event for the registration screens: its times, questions and the player's own registrations. */
export const RegistrationEventQuery = graphql(`
  query RegistrationEvent($id: ID!) {
    event(id: $id, mine: true) {
      ...EventTimingFields
      registrationQuestions {
        ...AskedQuestionFields
      }
      eventRegistrations {
        id
        state
      }
    }
  }
`);

export const EventRegistrationQuery = graphql(`
  query EventRegistration($id: ID!) {
    eventRegistration(id: $id) {
      ...OwnRegistrationFields
    }
  }
`);

export const RegisterForEventMutation = graphql(`
  mutation RegisterForEvent($input: RegistrationInput!) {
    registerForEvent(input: $input) {
      id
      eventId
      characterId
      eventRole
      state
    }
  }
`);

export const UpdateEventRegistrationMutation = graphql(`
  mutation UpdateEventRegistration($id: ID!, $input: RegistrationInput!) {
    updateEventRegistration(id: $id, input: $input) {
      ...OwnRegistrationFields
    }
  }
`);

export const CancelEventRegistrationMutation = graphql(`
  mutation CancelEventRegistration($id: ID!) {
    cancelEventRegistration(id: $id) {
      id
      state
    }
  }
`);

/** One event for the survey screens: its times, survey questions, and the player's attendance and response. */
export const SurveyEventQuery = graphql(`
  query SurveyEvent($id: ID!) {
    event(id: $id, mine: true) {
      ...EventTimingFields
      surveyQuestions {
        ...AskedQuestionFields
      }
      attendanceRecords {
        id
        eventRole
      }
      surveyResponses {
        id
        surveyAnswers {
          questionId
          answer
        }
      }
    }
  }
`);

export const SubmitSurveyResponseMutation = graphql(`
  mutation SubmitSurveyResponse($eventId: ID!, $answers: [AnswerInput!]!, $edit: Boolean!) {
    submitSurveyResponse(eventId: $eventId, answers: $answers, edit: $edit) {
      id
      eventId
      surveyAnswers {
        questionId
        answer
      }
    }
  }
`);

import { graphql } from '../../graphql/generated';

/**
 * The published events as the player sees them (newest first, from the server), with the player's
 * own registrations, attendance and survey responses. survey_response_count is asked for only when
 * the user has staff (events §6: players may not read it).
 */
/** The fields of a player's event card. */
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
 * The player's events a page at a time: UPCOMING (not over yet, soonest first) or PAST (newest
 * first), published only, with the player's own registrations, attendance and survey.
 */
export const PlayerEventsQuery = graphql(`
  query PlayerEvents($staff: Boolean!, $window: EventWindow!, $first: Int, $after: String) {
    eventConnection(mine: true, published: true, window: $window, first: $first, after: $after) {
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

/** How many events a page of the player's list holds: four rows of three cards. */
export const PLAYER_EVENT_PAGE = 12;

/** The variables of one window of the player's list; /events' route loader asks for the same first page. */
export const playerEventsVariables = (staff: boolean, window: 'UPCOMING' | 'PAST') => ({ staff, window, first: PLAYER_EVENT_PAGE }) as const;

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

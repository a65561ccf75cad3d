import { graphql } from '../../graphql/generated';

/**
 * The operations of the staff event screens. They are the same GraphQL calls any
 * integrator can make; the image upload and the CSV download go through REST (event-form-upload.ts).
 */

/**
 * The events of one window a page at a time (admins also see unpublished ones) with their counts;
 * survey counts only for staff. UPCOMING: not over yet, soonest first; PAST: newest first.
 */
export const AdminEventsQuery = graphql(`
  query AdminEvents($window: EventWindow!, $first: Int, $after: String) {
    eventConnection(window: $window, first: $first, after: $after) {
      totalCount
      pageInfo {
        hasNextPage
        endCursor
      }
      nodes {
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
        pcRegistrationCount
        npcRegistrationCount
        eventRegistrationCount
        acceptedRegistrationCount
        waitlistedRegistrationCount
        unreviewedRegistrationCount
        pcPlacesLeft
        npcPlacesLeft
        eventPcCapacity
        eventNpcCapacity
        attendanceRecordCount
        surveyResponseCount
      }
    }
  }
`);

export const PublishEventMutation = graphql(`
  mutation PublishEvent($id: ID!) {
    publishEvent(id: $id) {
      id
      eventPublished
    }
  }
`);

export const DeleteEventMutation = graphql(`
  mutation DeleteEvent($id: ID!) {
    deleteEvent(id: $id)
  }
`);

/** The event form's data: the event (when editing), the default questions and the role types. */
export const EventFormQuery = graphql(`
  query EventForm($id: ID!, $editing: Boolean!) {
    event(id: $id) @include(if: $editing) {
      id
      eventTitle
      eventDescription
      eventAddress
      eventStartTime
      eventEndTime
      eventImage
      eventPublished
      eventFinalized
      eventSurveyOpenAt
      registrationQuestions {
        id
        questionText
        rolesToAsk
        answerRequired
      }
    }
    defaultRegistrationQuestions {
      id
      questionText
      rolesToAsk
      answerRequired
    }
    eventRoleTypes {
      code
      description
    }
  }
`);

export const DefaultRegistrationQuestionsQuery = graphql(`
  query DefaultRegistrationQuestions {
    defaultRegistrationQuestions {
      id
      questionText
      rolesToAsk
      answerRequired
    }
    eventRoleTypes {
      code
      description
    }
  }
`);

export const DefaultSurveyQuestionsQuery = graphql(`
  query DefaultSurveyQuestions {
    defaultSurveyQuestions {
      id
      questionText
      rolesToAsk
      answerRequired
    }
    eventRoleTypes {
      code
      description
    }
  }
`);

export const UpdateDefaultRegistrationQuestionsMutation = graphql(`
  mutation UpdateDefaultRegistrationQuestions($questions: [QuestionInput!]!) {
    updateDefaultRegistrationQuestions(questions: $questions) {
      id
      questionText
      rolesToAsk
      answerRequired
    }
  }
`);

export const UpdateDefaultSurveyQuestionsMutation = graphql(`
  mutation UpdateDefaultSurveyQuestions($questions: [QuestionInput!]!) {
    updateDefaultSurveyQuestions(questions: $questions) {
      id
      questionText
      rolesToAsk
      answerRequired
    }
  }
`);

/** An attendance record as the Attendance tab and the finalized post-event page show it. */
export const AttendanceRecordFields = graphql(`
  fragment AttendanceRecordFields on AttendanceRecord {
    id
    userId
    characterId
    eventRole
    deaths
    reaperFights
    xp
    xpSequence
    npcShards
    donationShards
    donationItems
    user {
      id
      firstName
      lastName
      email
    }
    character {
      id
      characterName
    }
  }
`);

/** Everything the attendance review shows, with users and characters. */
export const AttendanceReviewQuery = graphql(`
  query AttendanceReview($eventId: ID!) {
    attendanceReview(eventId: $eventId) {
      id
      eventTitle
      eventAddress
      eventStartTime
      eventEndTime
      eventPublished
      eventFinalized
      eventSurveyOpenAt
      pcRegistrationCount
      npcRegistrationCount
      attendanceRecordCount
      surveyResponseCount
      registrationQuestions {
        id
        questionText
        rolesToAsk
        answerRequired
      }
      surveyQuestions {
        id
        questionText
      }
      eventRegistrations {
        id
        userId
        characterId
        eventRole
        state
        waitlistNote
        staffNote
        roleChangedAt
        registeredAt
        questionAnswers {
          questionId
          answer
        }
        user {
          id
          firstName
          lastName
          email
        }
        character {
          id
          characterName
          characterXpSequence
        }
      }
      attendanceRecords {
        ...AttendanceRecordFields
      }
      surveyResponses {
        id
        userId
        surveyAnswers {
          questionId
          answer
        }
        user {
          id
          firstName
          lastName
        }
      }
    }
  }
`);

export const ConfirmRegistrationsMutation = graphql(`
  mutation ConfirmRegistrations(
    $eventId: ID!
    $accept: [ID!]!
    $waitlist: [WaitlistInput!]!
    $overrideCapacity: Boolean
    $waitlistOverPlaces: Boolean
    $overPlacesMessage: String
  ) {
    confirmRegistrations(
      eventId: $eventId
      accept: $accept
      waitlist: $waitlist
      overrideCapacity: $overrideCapacity
      waitlistOverPlaces: $waitlistOverPlaces
      overPlacesMessage: $overPlacesMessage
    ) {
      id
      state
      waitlistNote
    }
  }
`);

/** A row of the finalize preview: the record finalize would write and the balances before and after. */
export const FinalizePreviewRowFields = graphql(`
  fragment FinalizePreviewRowFields on FinalizePreviewRow {
    userId
    characterId
    characterName
    eventRole
    deaths
    reaperFights
    xp
    xpSequence
    npcShards
    donationShards
    donationItems
    checkedInAt
    walkIn
    walkInReason
    user {
      id
      firstName
      lastName
    }
    characterXp {
      before
      after
    }
    characterXpSequence {
      before
      after
    }
    characterDeaths {
      before
      after
    }
    characterReaperFights {
      before
      after
    }
    shards {
      before
      after
    }
  }
`);

export const FinalizePreviewQuery = graphql(`
  query FinalizePreview($eventId: ID!, $records: [AttendanceInput!]!) {
    finalizePreview(eventId: $eventId, records: $records) {
      ...FinalizePreviewRowFields
    }
  }
`);

/**
 * The post-event page in one round trip: the event, its attendance records once finalized, and
 * the server's starting row for every accepted registration (none once finalized).
 */
export const PostEventPageQuery = graphql(`
  query PostEventPage($eventId: ID!) {
    attendanceReview(eventId: $eventId) {
      id
      eventTitle
      eventStartTime
      eventEndTime
      eventFinalized
      attendanceRecords {
        ...AttendanceRecordFields
      }
    }
    postEventDefaults(eventId: $eventId) {
      ...FinalizePreviewRowFields
    }
    postEventDraft(eventId: $eventId) {
      ...PostEventDraftFields
    }
    postEventWalkIns(eventId: $eventId) {
      ...GateWalkInFields
    }
  }
`);

export const PostEventDraftFields = graphql(`
  fragment PostEventDraftFields on PostEventDraft {
    version
    updatedAt
    updatedByName
    records {
      userId
      playerName
      eventRole
      characterId
      characterName
      deaths
      reaperFights
      xp
      xpSequence
      npcShards
      donationShards
      donationItems
      xpTouched
      walkIn
    }
  }
`);

export const GateWalkInFields = graphql(`
  fragment GateWalkInFields on GateWalkIn {
    checkinId
    name
    reason
    scannedAt
    user {
      id
      firstName
      lastName
      email
    }
  }
`);

/** The post-event table as typed so far (kept on the server, so leaving the page loses nothing). */
export const PostEventDraftQuery = graphql(`
  query PostEventDraft($eventId: ID!) {
    postEventDraft(eventId: $eventId) {
      ...PostEventDraftFields
    }
  }
`);

export const SavePostEventDraftMutation = graphql(`
  mutation SavePostEventDraft($eventId: ID!, $version: Int!, $records: [PostEventDraftRowInput!]!) {
    savePostEventDraft(eventId: $eventId, version: $version, records: $records) {
      version
      updatedAt
      updatedByName
    }
  }
`);

/** The walk-ins let in by name, for the gate's admins to give each an account while they are at the gate. */
export const GateWalkInsQuery = graphql(`
  query GateWalkIns($eventId: ID!) {
    postEventWalkIns(eventId: $eventId) {
      ...GateWalkInFields
    }
  }
`);

export const AttachWalkInAccountMutation = graphql(`
  mutation AttachWalkInAccount($eventId: ID!, $checkinId: ID!, $userId: ID, $newAccount: NewWalkInAccountInput) {
    attachWalkInAccount(eventId: $eventId, checkinId: $checkinId, userId: $userId, newAccount: $newAccount) {
      ...GateWalkInFields
    }
  }
`);

export const FinalizeEventMutation = graphql(`
  mutation FinalizeEvent($eventId: ID!, $records: [AttendanceInput!]!) {
    finalizeEvent(eventId: $eventId, records: $records) {
      id
      eventFinalized
      attendanceRecordCount
    }
  }
`);

/** The walk-in picker: every user, and a chosen user's characters. */
export const PlayerCharactersQuery = graphql(`
  query PlayerCharacters($userId: ID!) {
    userCharacters(userId: $userId) {
      id
      characterXpSequence
      shownBuild {
        characterName
      }
    }
  }
`);

/** Who is in: the event's check-ins, the conflicts between devices and the admins' decisions. */
export const EventCheckinsQuery = graphql(`
  query EventCheckins($eventId: ID!) {
    eventCheckins(eventId: $eventId) {
      checkins {
        id
        registrationId
        deviceId
        scannedAt
        walkIn
        walkInName
        walkInReason
        annulledAt
      }
      conflicts {
        id
        registrationId
        checkinId
        openedAt
        resolvedAt
        resolution
        devices {
          deviceId
          scannedAt
          staffName
        }
      }
    }
    checkinDecisions(eventId: $eventId) {
      id
      action
      at
      reason
      checkinId
      conflictId
    }
  }
`);

/** Admin: the registration's staff note, shown at the gate and in the attendance review ('' clears it). */
export const UpdateStaffNoteMutation = graphql(`
  mutation UpdateStaffNote($eventId: ID!, $registrationId: ID!, $staffNote: String!) {
    updateRegistrationAdmin(eventId: $eventId, registrationId: $registrationId, staffNote: $staffNote) {
      id
      staffNote
    }
  }
`);

/** An admin's change of a registration's role or character, and perhaps its acceptance in the same change. */
export const ChangeRegistrationAdminMutation = graphql(`
  mutation ChangeRegistrationAdmin(
    $eventId: ID!
    $registrationId: ID!
    $eventRole: String
    $characterId: ID
    $accept: Boolean
    $overrideCapacity: Boolean
  ) {
    updateRegistrationAdmin(
      eventId: $eventId
      registrationId: $registrationId
      eventRole: $eventRole
      characterId: $characterId
      accept: $accept
      overrideCapacity: $overrideCapacity
    ) {
      id
      eventRole
      state
      waitlistNote
      roleChangedAt
      characterId
      character {
        id
        characterName
        characterXpSequence
      }
    }
  }
`);

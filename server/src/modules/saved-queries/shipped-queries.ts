/**
 * Queries that ship with the project, listed in the GraphQL IDE beside the ones staff save, to
 * whoever may run them (the list reads each one's audience from the schema's guards). An `$eventId`
 * variable is chosen in the IDE with an event picker (by title and date). Each is validated against
 * the schema and run by the least role of its audience in a test.
 */
export interface ShippedQuery {
  id: string;
  name: string;
  query: string;
  variables: Record<string, unknown> | null;
}

export const SHIPPED_QUERIES: ShippedQuery[] = [
  {
    id: 'shipped:event-registrations',
    name: "An event's registrations with answers",
    query: `query EventRegistrationsWithAnswers($eventId: ID!) {
  attendanceReview(eventId: $eventId) {
    eventTitle
    eventStartTime
    registrationQuestions { id questionText }
    eventRegistrations {
      id
      state
      eventRole
      registeredAt
      user { firstName lastName email }
      character { characterName characterXpTotal }
      questionAnswers { questionId answer }
    }
  }
}`,
    variables: null,
  },
  {
    id: 'shipped:characters-xp-deaths',
    name: 'Characters with XP and deaths',
    query: `query CharactersWithXpAndDeaths {
  characters {
    id
    characterXpTotal
    characterLevel
    deathCount
    reaperFightCount
    shownBuild { characterName characterClass }
    user { firstName lastName email }
  }
}`,
    variables: null,
  },
  {
    id: 'shipped:survey-answers',
    name: "An event's survey answers",
    query: `query SurveyAnswers($eventId: ID!) {
  attendanceReview(eventId: $eventId) {
    eventTitle
    surveyQuestions { id questionText }
    surveyResponses {
      user { firstName lastName email }
      surveyAnswers { questionId answer }
    }
  }
}`,
    variables: null,
  },
  {
    id: 'shipped:characters-over-40-xp',
    name: 'Characters with more than 40 XP, their players and their last event',
    query: `query CharactersOver40Xp {
  staffCharacterConnection(xpMin: 41, sort: XP, direction: DESCENDING, first: 100) {
    totalCount
    pageInfo { hasNextPage endCursor }
    nodes {
      id
      characterName
      characterXpTotal
      characterLevel
      playerName
      playerEmail
      lastEvent { eventTitle eventStartTime }
    }
  }
}`,
    variables: null,
  },
  {
    id: 'shipped:accepted-npc-registrations',
    name: "An event's accepted npc registrations with their answers",
    query: `query AcceptedNpcRegistrations($eventId: ID!) {
  registrationConnection(eventId: $eventId, state: ACCEPTED, eventRole: "npc", first: 100) {
    totalCount
    pageInfo { hasNextPage endCursor }
    nodes {
      id
      registeredAt
      user { firstName lastName email }
      questionAnswers { questionId answer }
    }
  }
}`,
    variables: null,
  },
];

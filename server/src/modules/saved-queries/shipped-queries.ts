/**
 * Queries that ship with the project, listed in the GraphQL IDE for every staff member
 * beside the ones staff save. Each is validated against the schema by a test.
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
    variables: { eventId: 'EVENT_ID' },
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
    variables: { eventId: 'EVENT_ID' },
  },
];

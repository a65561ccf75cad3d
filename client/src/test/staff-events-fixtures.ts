import type { PostEventRow } from '../features/staff-events/post-event-rows';
import type { ReviewEvent } from '../features/staff-events/review-types';

/** Test data: an event of `count` registrations (half pc, half npc), each with answers and an attendance record. */
export function bigEvent(count: number): ReviewEvent {
  const questions = [
    { id: 'q1', questionText: 'Dietary needs?', rolesToAsk: ['pc', 'npc'], answerRequired: true },
    { id: 'q2', questionText: 'Which camp?', rolesToAsk: ['pc'], answerRequired: false },
  ];
  const people = Array.from({ length: count }, (_, i) => ({
    __typename: 'EventUserSummary' as const,
    id: `u${i}`,
    firstName: `First${i}`,
    lastName: `Last${i}`,
    email: `player${i}@example.org`,
  }));
  return {
    id: 'e1',
    eventTitle: 'Big Gathering',
    eventAddress: 'The Old Mill',
    eventStartTime: '2026-06-05T18:00:00.000Z',
    eventEndTime: '2026-06-07T15:00:00.000Z',
    eventPublished: true,
    eventFinalized: false,
    eventSurveyOpenAt: null,
    pcRegistrationCount: Math.ceil(count / 2),
    npcRegistrationCount: Math.floor(count / 2),
    attendanceRecordCount: 0,
    surveyResponseCount: 0,
    registrationQuestions: questions,
    surveyQuestions: [],
    eventRegistrations: people.map((user, i) => ({
      __typename: 'EventRegistration' as const,
      id: `r${i}`,
      userId: user.id,
      characterId: `c${i}`,
      eventRole: i % 2 ? 'npc' : 'pc',
      state: i % 3 === 0 ? 'ACCEPTED' : i % 3 === 1 ? null : 'WAITLISTED',
      waitlistNote: i % 3 === 2 ? 'Camp is full' : null,
      staffNote: i === 0 ? 'Carries the banner' : null,
      // every other undecided registration had its role changed after a decision
      roleChangedAt: i % 3 === 1 && i % 2 === 1 ? new Date(Date.UTC(2026, 4, 1)).toISOString() : null,
      registeredAt: new Date(Date.UTC(2026, 3, 1, 0, i)).toISOString(),
      questionAnswers: [
        { questionId: 'q1', answer: `No nuts ${i}` },
        { questionId: 'q2', answer: `Camp ${i % 4}` },
      ],
      user,
      character: { id: `c${i}`, characterName: `Hero ${i}`, characterXpSequence: i % 7 },
    })),
    attendanceRecords: people.map((user, i) => ({
      __typename: 'AttendanceRecord' as const,
      id: `a${i}`,
      userId: user.id,
      characterId: `c${i}`,
      eventRole: i % 2 ? 'npc' : 'pc',
      deaths: i % 2,
      reaperFights: 0,
      xp: 5,
      xpSequence: 1 + (i % 7),
      npcShards: i % 2 ? 30 : 0,
      donationShards: 0,
      donationItems: null,
      user,
      character: { id: `c${i}`, characterName: `Hero ${i}` },
    })),
    surveyResponses: [],
  };
}

export function postEventRows(count: number): PostEventRow[] {
  return Array.from({ length: count }, (_, i) => ({
    userId: `u${i}`,
    playerName: `First${i} Last${i}`,
    eventRole: i % 2 ? 'npc' : 'pc',
    characterId: `c${i}`,
    characterName: `Hero ${i}`,
    characterChoices: null,
    values: {
      deaths: '0',
      reaperFights: '0',
      xp: '5',
      xpSequence: String(1 + (i % 7)),
      npcShards: i % 2 ? '30' : '0',
      donationShards: '0',
    },
    donationItems: '',
    xpTouched: false,
    walkIn: false,
    walkInReason: null,
    checkedInAt: null,
  }));
}

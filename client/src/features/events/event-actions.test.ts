import {
  currentRegistration,
  eventCardActions,
  registrationPermissions,
  type EventCardFacts,
  type RegistrationSummary,
} from './event-actions';

const NOW = new Date('2030-03-01T12:00:00Z');
const DAY = 24 * 3600_000;
const at = (days: number) => new Date(NOW.getTime() + days * DAY).toISOString();

/** A published event starting `startInDays` from NOW and lasting two days. */
function event(startInDays: number, extra: Partial<EventCardFacts> = {}): EventCardFacts & { id: string } {
  return {
    id: 'e1',
    eventStartTime: at(startInDays),
    eventEndTime: at(startInDays + 2),
    eventPublished: true,
    eventFinalized: false,
    eventSurveyOpenAt: null,
    eventRegistrations: [],
    attendanceRecords: [],
    surveyResponses: [],
    surveyQuestions: [],
    ...extra,
  };
}

describe('eventCardActions', () => {
  it.each([
    ['pre-registration open, not registered', event(30), { register: '/event_registration/e1', registrationId: undefined }],
    ['inside the 14-day cutoff', event(13), { register: undefined, registrationId: undefined }],
    ['registered', event(30, { eventRegistrations: [{ id: 'r1', state: null }] }), { register: undefined, registrationId: 'r1' }],
    [
      'cancelled: Register leads to its form to register again',
      event(30, { eventRegistrations: [{ id: 'r1', state: 'CANCELLED' }] }),
      { register: '/event_registration/r1/edit', registrationId: undefined },
    ],
    [
      'cancelled inside the cutoff: still taken up again before the start',
      event(3, { eventRegistrations: [{ id: 'r1', state: 'CANCELLED' }] }),
      { register: '/event_registration/r1/edit', registrationId: undefined },
    ],
    [
      'cancelled, event started: only the details',
      event(-1, { eventRegistrations: [{ id: 'r1', state: 'CANCELLED' }] }),
      { register: undefined, registrationId: 'r1' },
    ],
    [
      'registered inside the cutoff: still viewable',
      event(3, { eventRegistrations: [{ id: 'r2', state: 'ACCEPTED' }] }),
      { register: undefined, registrationId: 'r2' },
    ],
  ])('%s', (_case, facts, expected) => {
    expect(eventCardActions(facts, false, NOW)).toMatchObject(expected);
  });

  const attended = {
    surveyQuestions: [{ id: 'q' }],
    attendanceRecords: [{ id: 'a' }],
    eventSurveyOpenAt: at(-1),
  };
  it.each([
    ['open, attended, not answered', event(-5, attended), 'take'],
    ['open, answered', event(-5, { ...attended, surveyResponses: [{ id: 's' }] }), 'edit'],
    ['no attendance record', event(-5, { ...attended, attendanceRecords: [] }), undefined],
    ['no survey questions', event(-5, { ...attended, surveyQuestions: [] }), undefined],
    ['window over (15 days)', event(-20, { ...attended, eventSurveyOpenAt: at(-16) }), undefined],
    ['not opened yet', event(-5, { ...attended, eventSurveyOpenAt: at(1) }), undefined],
    ['no survey_open_at: no survey', event(-5, { ...attended, eventSurveyOpenAt: null }), undefined],
  ])('survey button: %s', (_case, facts, expected) => {
    expect(eventCardActions(facts, false, NOW).survey).toBe(expected);
  });

  it('offers Review Attendance to staff only', () => {
    expect(eventCardActions(event(30), true, NOW).reviewAttendance).toBe(true);
    expect(eventCardActions(event(30), false, NOW).reviewAttendance).toBe(false);
  });
});

describe('currentRegistration', () => {
  it('prefers the active registration, else the newest cancelled one', () => {
    expect(
      currentRegistration([
        { id: 'old', state: 'CANCELLED', registeredAt: at(-9) },
        { id: 'now', state: null, registeredAt: at(-8) },
      ])?.id,
    ).toBe('now');
    expect(
      currentRegistration([
        { id: 'older', state: 'CANCELLED', registeredAt: at(-9) },
        { id: 'newer', state: 'CANCELLED', registeredAt: at(-2) },
      ])?.id,
    ).toBe('newer');
    expect(currentRegistration<RegistrationSummary>([])).toBeUndefined();
  });
});

describe('registrationPermissions', () => {
  it.each([
    ['before the cutoff', event(30), null, { editable: true, cancellable: true }],
    ['after the cutoff, before the start', event(5), null, { editable: false, cancellable: true }],
    ['cancelled after the cutoff: can register again', event(5), 'CANCELLED' as const, { editable: true, cancellable: false }],
    ['started', event(-1), 'ACCEPTED' as const, { editable: false, cancellable: false }],
  ])('%s', (_case, facts, state, expected) => {
    expect(registrationPermissions(facts, { state }, NOW)).toEqual(expected);
  });
});

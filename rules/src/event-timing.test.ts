import {
  canDelete,
  canFinalize,
  canPublish,
  cancelAllowed,
  eventLengthDays,
  eventState,
  eventXp,
  preregistrationOpen,
  registrationEditable,
  registrationReviewText,
  surveyOpen,
  type EventTimes,
} from './event-timing';

const START = '2026-06-12T18:00:00Z';
const END = '2026-06-14T15:00:00Z';
const event = (extra: Partial<EventTimes> = {}): EventTimes => ({
  event_start_time: START,
  event_end_time: END,
  event_published: true,
  event_finalized: false,
  ...extra,
});
const DAY = 24 * 60 * 60 * 1000;
/** An instant relative to the start (or another ISO time), in days. */
const at = (days: number, from = START): Date => new Date(new Date(from).getTime() + days * DAY);

describe('eventState (events-and-staff §4 "unpublished, then published, then started, passed, and finalized")', () => {
  test.each<[string, EventTimes, Date, string]>([
    ['unpublished', event({ event_published: false }), at(-30), 'unpublished'],
    ['an unpublished event stays unpublished after its dates', event({ event_published: false }), at(10), 'unpublished'],
    ['published, before the start', event(), at(-1), 'published'],
    ['"started once its start time is past"', event(), at(0), 'started'],
    ['started, during the event', event(), at(1), 'started'],
    ['"passed once its end time is past"', event(), new Date(END), 'passed'],
    ['finalized wins over everything', event({ event_finalized: true }), at(10), 'finalized'],
  ])('%s', (_name, value, now, state) => {
    expect(eventState(value, now)).toBe(state);
  });
});

describe('event actions (events-and-staff §4)', () => {
  test.each<[string, EventTimes, Date, boolean]>([
    ['"Publish is offered only before the start and while unpublished"', event({ event_published: false }), at(-1), true],
    ['publish: not once started', event({ event_published: false }), at(0), false],
    ['publish: not when already published', event(), at(-1), false],
    ['publish: not when finalized', event({ event_published: false, event_finalized: true }), at(-1), false],
  ])('canPublish: %s', (_name, value, now, expected) => {
    expect(canPublish(value, now)).toBe(expected);
  });

  test.each<[string, EventTimes, boolean]>([
    ['"Delete is offered until finalized" - published', event(), true],
    ['"Delete is offered until finalized" - unpublished', event({ event_published: false }), true],
    ['"Delete is offered until finalized" - finalized', event({ event_finalized: true }), false],
  ])('canDelete: %s', (_name, value, expected) => {
    expect(canDelete(value)).toBe(expected);
  });

  test.each<[string, EventTimes, Date, boolean]>([
    ['"offered when the event has passed and is published"', event(), at(0, END), true],
    ['not before it has passed', event(), at(-0.01, END), false],
    ['not when unpublished', event({ event_published: false }), at(1, END), false],
    ['not when already finalized', event({ event_finalized: true }), at(1, END), false],
  ])('canFinalize: %s', (_name, value, now, expected) => {
    expect(canFinalize(value, now)).toBe(expected);
  });

  test.each<[string, EventTimes, Date, boolean]>([
    ['"Cancel is offered only before the start"', event(), at(-0.01), true],
    ['cancel: not at the start', event(), at(0), false],
    ['cancel: not after the event', event(), at(5), false],
  ])('cancelAllowed: %s', (_name, value, now, expected) => {
    expect(cancelAllowed(value, now)).toBe(expected);
  });
});

describe('registration timing (events-and-staff §4, §9 "Pre-registration cutoff: 14 days")', () => {
  test.each<[string, EventTimes, Date, boolean]>([
    ['"active until 14 days before the start" - 15 days before', event(), at(-15), true],
    ['just before the cutoff', event(), at(-14.001), true],
    ['at the cutoff it has closed', event(), at(-14), false],
    ['after the cutoff', event(), at(-3), false],
    ['not for an unpublished event', event({ event_published: false }), at(-30), false],
    ['not for a finalized event', event({ event_finalized: true }), at(-30), false],
  ])('preregistrationOpen: %s', (_name, value, now, expected) => {
    expect(preregistrationOpen(value, now)).toBe(expected);
  });

  test.each<[string, string | null, Date, boolean]>([
    ['editable before the cutoff', 'accepted', at(-20), true],
    ['an unreviewed registration before the cutoff', null, at(-20), true],
    ['"frozen ... after the pre-registration cutoff"', 'accepted', at(-10), false],
    ['waitlisted is frozen after the cutoff too', 'waitlisted', at(-10), false],
    ['"unless the registration is cancelled"', 'cancelled', at(-10), true],
    ['"frozen once the event starts" even when cancelled', 'cancelled', at(0), false],
    ['frozen once the event starts', 'accepted', at(1), false],
  ])('registrationEditable: %s', (_name, state, now, expected) => {
    expect(registrationEditable(event(), { state }, now)).toBe(expected);
  });

  test('registrationEditable with no registration yet follows the cutoff', () => {
    expect(registrationEditable(event(), null, at(-20))).toBe(true);
    expect(registrationEditable(event(), null, at(-10))).toBe(false);
  });
});

describe('surveyOpen (events-and-staff §4 "active until 15 days after event_survey_open_at")', () => {
  const OPEN = '2026-06-15T09:00:00Z';
  test.each<[string, EventTimes, Date, boolean]>([
    ['"without that field there is no survey"', event(), at(1, END), false],
    ['a null field is no survey', event({ event_survey_open_at: null }), at(1, END), false],
    ['open when it opens', event({ event_survey_open_at: OPEN }), at(0, OPEN), true],
    ['open 14 days later', event({ event_survey_open_at: OPEN }), at(14.99, OPEN), true],
    ['closed 15 days later', event({ event_survey_open_at: OPEN }), at(15, OPEN), false],
    ['not before it opens', event({ event_survey_open_at: OPEN }), at(-0.01, OPEN), false],
    ['a Date works as well as a string', event({ event_survey_open_at: new Date(OPEN) }), at(3, OPEN), true],
  ])('%s', (_name, value, now, expected) => {
    expect(surveyOpen(value, now)).toBe(expected);
  });
});

describe('eventLengthDays (events-and-staff §9 "calendar-day difference between start and end")', () => {
  test.each<[string, string, string, string, number]>([
    ['Friday evening to Sunday afternoon', START, END, 'UTC', 2],
    ['calendar days, not 24-hour periods (23:00 to 01:00 next day)', '2026-06-12T23:00:00Z', '2026-06-13T01:00:00Z', 'UTC', 1],
    ['a same-day event counts 1 day', '2026-06-12T09:00:00Z', '2026-06-12T21:00:00Z', 'UTC', 1],
    ['a long event', '2026-06-01T10:00:00Z', '2026-06-08T10:00:00Z', 'UTC', 7],
    ['an end before the start counts 0', END, START, 'UTC', 0],
    ['evening times in New York keep their local days', '2026-06-12T23:30:00Z', '2026-06-14T22:30:00Z', 'America/New_York', 2],
    ['the same instants in UTC', '2026-06-12T23:30:00Z', '2026-06-14T22:30:00Z', 'UTC', 2],
    ['a time zone moving both ends across midnight', '2026-06-12T03:00:00Z', '2026-06-13T05:00:00Z', 'America/New_York', 2],
  ])('%s', (_name, start, end, zone, days) => {
    expect(eventLengthDays(new Date(start), end, zone)).toBe(days);
  });

  test('defaults to UTC', () => {
    expect(eventLengthDays('2026-06-12T03:00:00Z', '2026-06-13T05:00:00Z')).toBe(1);
  });
});

describe('eventXp (events-and-staff §9 "Event XP")', () => {
  test.each<[string, number, number, number]>([
    ['first event (e = 0): base 5, 2 days -> 5', 0, 2, 5],
    ['"e below 25: 5 - floor(e/5)" e = 4 -> base 5', 4, 2, 5],
    ['e = 5 -> base 4', 5, 2, 4],
    ['e = 12 -> base 3, 3 days -> ceil(4.5) = 5', 12, 3, 5],
    ['e = 24 -> base 1, 2 days -> 1', 24, 2, 1],
    ['"e 25 or more: ((e-1) mod 2)+1" e = 25 -> base 1', 25, 2, 1],
    ['e = 26 -> base 2', 26, 2, 2],
    ['e = 27 -> base 1', 27, 4, 2],
    ['"rounded up": base 5, 1 day -> ceil(2.5) = 3', 0, 1, 3],
    ['"rounded up": base 1, 1 day -> 1', 30, 1, 1],
    ['no days, no XP', 0, 0, 0],
  ])('%s', (_name, sequence, days, xp) => {
    expect(eventXp(sequence, days)).toBe(xp);
  });
});

describe('registrationReviewText (events §4: unreviewed, or needing reconfirmation after a role change)', () => {
  it.each([
    ['a new registration', { state: null }, 'Unreviewed'],
    ['a decided registration whose role changed', { state: null, roleChangedAt: '2026-06-01T10:00:00Z' }, 'Needs reconfirmation'],
    ['accepted (a role change before was reconfirmed)', { state: 'accepted', roleChangedAt: null }, 'Accepted'],
    ['waitlisted', { state: 'waitlisted' }, 'Waitlisted'],
    ['cancelled', { state: 'cancelled' }, 'Cancelled'],
  ])('%s', (_name, registration, text) => {
    expect(registrationReviewText(registration)).toBe(text);
  });
});

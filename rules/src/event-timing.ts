/**
 * Event timing and event XP (events-and-staff §4 "Event", "Registration state", §9).
 * Pure functions of the event's times and a `now` the caller passes in, so the server and the browser
 * agree and tests need no clock. Field names are the event's own, so an event record can be passed as is.
 */

export type DateInput = Date | string;

/** What the timing rules read from an event. */
export interface EventTimes {
  event_start_time: DateInput;
  event_end_time: DateInput;
  event_published: boolean;
  event_finalized: boolean;
  event_survey_open_at?: DateInput | null;
}

/** What the timing rules read from a registration (state: null, 'accepted', 'waitlisted' or 'cancelled'). */
export interface RegistrationTimes {
  state?: string | null;
}

export type EventState = 'unpublished' | 'published' | 'started' | 'passed' | 'finalized';

const DAY_MS = 24 * 60 * 60 * 1000;
/** events-and-staff §9: pre-registration closes two weeks before the start. */
export const PREREGISTRATION_CUTOFF_DAYS = 14;
/** events-and-staff §9: the survey stays open 15 days after it opens. */
export const SURVEY_WINDOW_DAYS = 15;

const time = (value: DateInput): number => (value instanceof Date ? value.getTime() : new Date(value).getTime());

/** events-and-staff §4: "an event has started or passed once its start or end time is past" (from that instant on). */
export const hasStarted = (event: EventTimes, now: DateInput): boolean => time(now) >= time(event.event_start_time);
export const hasPassed = (event: EventTimes, now: DateInput): boolean => time(now) >= time(event.event_end_time);

/** The moment pre-registration closes: 14 days (of 24 hours) before the start. */
export function preregistrationCutoff(event: EventTimes): Date {
  return new Date(time(event.event_start_time) - PREREGISTRATION_CUTOFF_DAYS * DAY_MS);
}

export function eventState(event: EventTimes, now: DateInput): EventState {
  if (event.event_finalized) return 'finalized';
  if (!event.event_published) return 'unpublished';
  if (hasPassed(event, now)) return 'passed';
  if (hasStarted(event, now)) return 'started';
  return 'published';
}

/**
 * "Pre-registration is active until 14 days before the start." Decision: only for a published,
 * unfinalized event, since publishing is what "allows registration".
 */
export function preregistrationOpen(event: EventTimes, now: DateInput): boolean {
  return event.event_published && !event.event_finalized && time(now) < preregistrationCutoff(event).getTime();
}

/** "Editing is frozen once the event starts, or after the pre-registration cutoff unless the registration is cancelled." */
export function registrationEditable(event: EventTimes, registration: RegistrationTimes | null, now: DateInput): boolean {
  if (hasStarted(event, now) || event.event_finalized) return false;
  if (registration?.state === 'cancelled') return true;
  return time(now) < preregistrationCutoff(event).getTime();
}

/** "Cancel is offered only before the start." */
export function cancelAllowed(event: EventTimes, now: DateInput): boolean {
  return !hasStarted(event, now) && !event.event_finalized;
}

/**
 * "The survey is active until 15 days after event_survey_open_at; without that field there is no
 * survey." Decision: it is active from event_survey_open_at on (not before it opens).
 */
export function surveyOpen(event: EventTimes, now: DateInput): boolean {
  if (event.event_survey_open_at === undefined || event.event_survey_open_at === null) return false;
  const opens = time(event.event_survey_open_at);
  const at = time(now);
  return at >= opens && at < opens + SURVEY_WINDOW_DAYS * DAY_MS;
}

/** "Publish is offered only before the start and while unpublished." */
export function canPublish(event: EventTimes, now: DateInput): boolean {
  return !event.event_published && !event.event_finalized && !hasStarted(event, now);
}

/** "Delete is offered until finalized." */
export function canDelete(event: EventTimes): boolean {
  return !event.event_finalized;
}

/** "Post-Event Workflow is offered when the event has passed and is published" (and not yet finalized). */
export function canFinalize(event: EventTimes, now: DateInput): boolean {
  return event.event_published && !event.event_finalized && hasPassed(event, now);
}

/** The calendar date (y, m, d) of an instant in a time zone, as a UTC day number. */
function calendarDay(value: DateInput, timeZone: string): number {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
  }).formatToParts(new Date(time(value)));
  const part = (type: string) => Number(parts.find((p) => p.type === type)?.value);
  return Date.UTC(part('year'), part('month') - 1, part('day')) / DAY_MS;
}

/**
 * events-and-staff §9: "Event length: calendar-day difference between start and end", in the
 * community's time zone. Decision: an event that starts and ends on the same day counts 1 day, so a
 * one-day event earns XP (a Friday-to-Sunday weekend counts 2). An end before the start counts 0.
 */
export function eventLengthDays(start: DateInput, end: DateInput, timeZone = 'UTC'): number {
  const days = calendarDay(end, timeZone) - calendarDay(start, timeZone);
  if (days < 0) return 0;
  return Math.max(1, days);
}

/**
 * events-and-staff §9 "Event XP": with e below 25 the base is 5 - floor(e/5); from 25 on it is
 * ((e-1) mod 2) + 1; XP is ceil(base x days x 0.5).
 * Decision: e is the character's character_xp_sequence BEFORE this event ("computed from the
 * character's xp_sequence"), i.e. the attendance record's xp_sequence (which defaults to the
 * character's plus one) minus one. A character's first event uses e = 0.
 */
export function eventXp(xpSequence: number, lengthDays: number): number {
  if (lengthDays <= 0) return 0;
  const e = Math.max(0, Math.floor(xpSequence));
  const base = e < 25 ? 5 - Math.floor(e / 5) : ((e - 1) % 2) + 1;
  return Math.ceil(base * lengthDays * 0.5);
}

/**
 * A registration's state as staff read it (events §4 "Registration state": null is unreviewed, or,
 * after a role change of a decided registration, needing reconfirmation). One text for the
 * attendance review and its CSV.
 */
export function registrationReviewText(registration: { state: string | null | undefined; roleChangedAt?: DateInput | null }): string {
  switch (registration.state) {
    case 'accepted':
      return 'Accepted';
    case 'waitlisted':
      return 'Waitlisted';
    case 'cancelled':
      return 'Cancelled';
    default:
      return registration.roleChangedAt ? 'Needs reconfirmation' : 'Unreviewed';
  }
}

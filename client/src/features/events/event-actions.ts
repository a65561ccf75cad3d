import { cancelAllowed, preregistrationOpen, registrationEditable, surveyOpen, type EventTimes } from '@larp/rules';
import type { RegistrationState } from '../../graphql/generated/graphql';
import { rulesState } from './registration-state';
import { graphql } from '../../graphql/generated';

/** An event's title and the times the rules below read: the registration and survey screens ask for these. */
export const EventTimingFields = graphql(`
  fragment EventTimingFields on Event {
    id
    eventTitle
    eventStartTime
    eventEndTime
    eventPublished
    eventFinalized
    eventSurveyOpenAt
  }
`);

/** The event fields the timing rules read, as the GraphQL API names them. */
export interface EventTimeFields {
  eventStartTime: string;
  eventEndTime: string;
  eventPublished: boolean;
  eventFinalized: boolean;
  eventSurveyOpenAt?: string | null;
}

/** The rules' view of an event's times (`@larp/rules` event-timing reads the REST field names). */
export function eventTimes(event: EventTimeFields): EventTimes {
  return {
    event_start_time: event.eventStartTime,
    event_end_time: event.eventEndTime,
    event_published: event.eventPublished,
    event_finalized: event.eventFinalized,
    event_survey_open_at: event.eventSurveyOpenAt ?? null,
  };
}

export interface RegistrationSummary {
  id: string;
  state?: RegistrationState | null;
  registeredAt?: string;
}

/**
 * The player's registration the screens talk about: the active one (not cancelled) if any, else the
 * most recent cancelled one, which can be taken up again from its edit screen.
 */
export function currentRegistration<R extends RegistrationSummary>(registrations: readonly R[]): R | undefined {
  const active = registrations.find((registration) => registration.state !== 'CANCELLED');
  if (active) return active;
  return [...registrations].sort((a, b) => (b.registeredAt ?? '').localeCompare(a.registeredAt ?? ''))[0];
}

export interface EventCardFacts extends EventTimeFields {
  eventRegistrations: readonly RegistrationSummary[];
  attendanceRecords: readonly unknown[];
  surveyResponses: readonly unknown[];
  surveyQuestions: readonly unknown[];
}

export interface EventCardActions {
  /** Register: where the Register button leads (a new registration, or a cancelled one's form to register again); none when closed */
  register?: string;
  /** View/Edit Registration Details: the id of the registration to open */
  registrationId?: string;
  /** Take Survey (no response yet) or edit the response */
  survey?: 'take' | 'edit';
  /** Review Attendance: staff only */
  reviewAttendance: boolean;
}

/**
 * Which buttons an event card shows (events §2 Event list, §4 timing), every timing decision from
 * `@larp/rules`. Decisions: without a registration, Register while pre-registration is open; a
 * cancelled registration gets Register too, while the rules let it be taken up again
 * (registrationEditable), leading to its own form ('Register Again') so it is not doubled; any other
 * registration gets View/Edit Registration Details. The survey button appears when the survey is
 * open, the event has survey questions and the player has an attendance record (events §4 Survey).
 */
export function eventCardActions(event: EventCardFacts & { id: string }, isStaff: boolean, now: Date | string): EventCardActions {
  const times = eventTimes(event);
  const registration = currentRegistration(event.eventRegistrations);
  const surveyAvailable = surveyOpen(times, now) && event.surveyQuestions.length > 0 && event.attendanceRecords.length > 0;
  const cancelled = registration?.state === 'CANCELLED';
  let register: string | undefined;
  if (!registration && preregistrationOpen(times, now)) register = `/event_registration/${event.id}`;
  if (registration && cancelled && registrationEditable(times, { state: rulesState(registration.state) }, now))
    register = `/event_registration/${registration.id}/edit`;
  return {
    register,
    registrationId: registration && !(cancelled && register) ? registration.id : undefined,
    survey: surveyAvailable ? (event.surveyResponses.length > 0 ? 'edit' : 'take') : undefined,
    reviewAttendance: isStaff,
  };
}

/** What the edit screen allows for one registration, from the rules. */
export function registrationPermissions(event: EventTimeFields, registration: { state?: RegistrationState | null }, now: Date | string) {
  const times = eventTimes(event);
  return {
    editable: registrationEditable(times, { state: rulesState(registration.state) }, now),
    cancellable: registration.state !== 'CANCELLED' && cancelAllowed(times, now),
  };
}

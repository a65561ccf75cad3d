import { STAFF_FORM_MESSAGES } from '@larp/rules';
import { classifyFailure, failureMessage } from '../accounts/form-result';
import type { RegistrationState } from '../../graphql/generated/graphql';

/** The texts of the events screens. The spec's exact texts (events §8) are marked; the others are ours. */
export const EVENT_TEXT = {
  /** spec: a 4xx answer to a form (the server's own message wins when it gives one) */
  submissionInvalid: 'There was a problem with your submission. Please try again.',
  /** spec: a 5xx answer to a form */
  serverError: 'There was a problem with the server. Please try again later.',
  /** spec: a button's action failed with a 5xx answer */
  buttonError: 'Something went wrong. Please try again later.',
  /** spec: a button's action failed with a 4xx answer */
  buttonInvalid: 'Something went wrong. Please reload the page and try again.',
  /** spec: a successful update */
  updateSuccess: STAFF_FORM_MESSAGES.updated,
  /** players §9: commit a pc build at least 2 weeks before the event */
  commitReminder: 'Remember to commit your character build at least 2 weeks before the event.',
  registered: (title: string) => `You are registered for ${title}.`,
  registrationClosed: 'Registration for this event is closed.',
  alreadyRegistered: 'You are already registered for this event.',
  roleChangeWarning: 'Changing your role returns this registration to awaiting confirmation, and it may be waitlisted.',
  givesUpPlace: (from: string, to: string) =>
    `You hold a ${from.toUpperCase()} place. Registering as ${to.toUpperCase()} instead gives it up: it goes to the next in line at once, and your ${to.toUpperCase()} registration awaits confirmation (or the waitlist if that role is full).`,
  cancelConfirm: 'Are you sure you want to cancel your registration for this event?',
  cancelled: 'Your registration was cancelled.',
  frozen: 'This registration can no longer be changed.',
  noCharacters: 'You have no characters yet. Create one on the home page to register as a pc.',
  surveyUnavailable: 'The survey for this event is not available.',
  surveySubmitted: 'Thank you! Your survey was submitted.',
  noUpcoming: 'There are no upcoming events.',
} as const;

/** A form's failure text (events §8): the server's message for an invalid submission, else the defaults. */
export const formFailureText = (error: unknown): string =>
  failureMessage(classifyFailure(error), { invalid: EVENT_TEXT.submissionInvalid, error: EVENT_TEXT.serverError });

/** A button's failure text (events §8 "Button errors"): reload for a 4xx, try later for a 5xx. */
export const buttonFailureText = (error: unknown): string =>
  classifyFailure(error).status === 'invalid' ? EVENT_TEXT.buttonInvalid : EVENT_TEXT.buttonError;

/** A registration's state in words (events §4: null is unreviewed or awaiting confirmation). */
export function registrationStateText(state: RegistrationState | null | undefined): string {
  switch (state) {
    case 'ACCEPTED':
      return 'Accepted';
    case 'WAITLISTED':
      return 'Waitlisted';
    case 'CANCELLED':
      return 'Cancelled';
    default:
      return 'Awaiting confirmation';
  }
}

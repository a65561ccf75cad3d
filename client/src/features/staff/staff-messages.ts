import { STAFF_FORM_MESSAGES } from '@larp/rules';
import { EVENT_TEXT } from '../events/event-messages';

/**
 * The texts of the staff forms: the spec's (events §5, §8) come from the rules, which the server
 * answers with too, and the events screens' defaults; the rest are ours where the spec gives none.
 */
export const STAFF_TEXT = {
  ...STAFF_FORM_MESSAGES,
  // events §8: Event, XP, shard, role and death forms, and button errors
  serverError: EVENT_TEXT.serverError,
  invalid: EVENT_TEXT.submissionInvalid,
  buttonError: EVENT_TEXT.buttonError,
  buttonInvalid: EVENT_TEXT.buttonInvalid,
  // events §8 print characters
  printFetchError: 'Unable to fetch characters. Please try again later.',
  submitting: 'Submitting...',
  loadError: 'Unable to load this list. Please try again later.',
} as const;

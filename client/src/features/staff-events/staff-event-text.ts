import { EVENT_FORM_MESSAGES, EVENT_IMAGE_MAX_BYTES, EVENT_IMAGE_MAX_PIXELS, EVENT_IMAGE_MAX_SIDE } from '@larp/rules';
import { staffFailureMessage } from '../staff/staff-form';
import { STAFF_TEXT } from '../staff/staff-messages';

/** The texts of the staff event screens: the spec's (events §5, §8) where it has them, ours otherwise. */
export const STAFF_EVENT_TEXT = {
  /** the checks' texts, which the server answers with too */
  endBeforeStart: EVENT_FORM_MESSAGES.endBeforeStart,
  fieldRequired: EVENT_FORM_MESSAGES.fieldRequired,
  questionTextRequired: EVENT_FORM_MESSAGES.questionTextRequired,
  waitlistMessageRequired: EVENT_FORM_MESSAGES.waitlistMessageRequired,
  selectRegistration: EVENT_FORM_MESSAGES.selectRegistration,
  imageTooWide: 'The preview is shown at most 400 px wide.',
  /** what the image field accepts: the limits of @larp/rules, which the server applies */
  imageAccepted: `JPEG, PNG, GIF (its first frame) or WebP; at most ${EVENT_IMAGE_MAX_BYTES / (1024 * 1024)} MB, ${EVENT_IMAGE_MAX_SIDE.toLocaleString('en-US')} pixels a side and ${EVENT_IMAGE_MAX_PIXELS / 1_000_000} megapixels. Photo metadata such as the location where it was taken is removed when it is saved.`,
  deleteConfirm: (title: string) => `Are you sure you want to delete ${title}? This cannot be undone.`,
  deletePublishedWarning: 'This event is published: its registrations will be lost.',
  publishConfirm: (title: string) => `Publish ${title}? Players can then see it and register. A published event cannot be unpublished.`,
  published: (title: string) => `${title} was published.`,
  deleted: (title: string) => `${title} was deleted.`,
  created: (title: string) => `${title} was created.`,
  finalizeConfirm:
    'Finalize this event? The XP, shards and deaths above are written to the characters and players, and the event can no longer be changed.',
  finalized: 'The event was finalized.',
  accepted: (count: number) => `Accepted ${count} registration${count === 1 ? '' : 's'}.`,
  waitlisted: (count: number) => `Waitlisted ${count} registration${count === 1 ? '' : 's'}.`,
  overPlacesMessageRequired: 'A message is required for those waitlisted when the places run out',
  acceptedAndWaitlisted: (accepted: number, waitlisted: number) =>
    `Accepted ${accepted} registration${accepted === 1 ? '' : 's'}; waitlisted ${waitlisted} for want of a place.`,
  overrideNeedsTick: 'Tick the box above to accept them over the limit.',
  roleChanged: (name: string, role: string) => `${name} is now registered as ${role.toUpperCase()}; they were told by mail.`,
  characterChanged: (name: string) => `${name}'s registration now names the chosen character.`,
} as const;

/** A button's failure (events §8 "Button errors"). */
export function staffEventButtonFailureText(error: unknown): string {
  const text = staffFailureMessage(error);
  return text === STAFF_TEXT.serverError ? STAFF_TEXT.buttonError : STAFF_TEXT.buttonInvalid;
}

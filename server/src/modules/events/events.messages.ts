import { EVENT_FORM_MESSAGES } from '@larp/rules';

/**
 * User-facing messages of events, questions, registrations, surveys and attendance. The spec's exact
 * texts are marked; the others are ours, in the same voice. (The client shows its own generic
 * texts of events §8 for 4xx/5xx on the staff forms; these say what was wrong.)
 */
export const EVENT_MESSAGES = {
  notSignedIn: 'You must be signed in',
  notAllowed: 'You do not have permission to do that',
  eventNotFound: 'Event not found',
  fieldRequired: EVENT_FORM_MESSAGES.fieldRequired,
  invalidDate: (label: string) => `${label} is not a valid date and time`,
  /** spec: events §5 Event form */
  endBeforeStart: EVENT_FORM_MESSAGES.endBeforeStart,
  imageNotAnImage: 'The event image must be a JPEG, PNG, GIF or WebP image',
  imageTooLarge: 'The event image must be at most 5 MB',
  imageTooManyPixels: 'The event image is too large: at most 10,000 pixels a side and 40 megapixels',
  unknownFormField: (name: string) => `Unknown field: ${name}`,
  /** a multipart body that cannot be read (no boundary, cut short) */
  formUnreadable: 'The form could not be read: send it as multipart/form-data as a browser does',
  fieldTooLarge: (name: string) => `The field ${name} is too large`,
  badJson: (label: string) => `${label} must be valid JSON`,
  cannotPublish: 'Only an unpublished event that has not started can be published',
  cannotUnpublish: 'A published event cannot be unpublished',
  finalizedIsFrozen: 'A finalized event cannot be changed',
  cannotDelete: 'A finalized event cannot be deleted',
  unknownInclude: (name: string) => `Unknown include: ${name}`,
  surveyCountForStaff: 'Only staff can see survey counts',
  badFilter: (name: string) => `Unsupported value for ${name}`,

  questionTextRequired: EVENT_FORM_MESSAGES.questionTextRequired,
  unknownQuestion: (id: string) => `Unknown question: ${id}`,
  unknownRole: (role: string) => `Unknown event role: ${role}`,
  questionsMustBeList: 'Questions must be a list',

  characterRequired: EVENT_FORM_MESSAGES.characterRequired,
  notYourCharacter: 'Please select one of your own characters',
  roleRequired: 'Please choose to register as a pc or an npc',
  answerRequired: EVENT_FORM_MESSAGES.answerRequired,
  registrationNotFound: 'Registration not found',
  registrationClosed: 'Registration for this event is closed',
  alreadyRegistered: 'You are already registered for this event',
  registrationFrozen: 'This registration can no longer be changed',
  cancelClosed: 'A registration can only be cancelled before the event starts',
  alreadyCancelled: 'This registration is already cancelled',
  registrationsNotOfEvent: (id: string) => `Not a registration of this event: ${id}`,
  acceptAndWaitlist: (id: string) => `A registration cannot be both accepted and waitlisted: ${id}`,
  waitlistMessageRequired: EVENT_FORM_MESSAGES.waitlistMessageRequired,
  cancelledCannotBeReviewed: (id: string) => `A cancelled registration cannot be accepted or waitlisted: ${id}`,
  nothingToReview: EVENT_FORM_MESSAGES.selectRegistration,
  overCapacity: (role: string, places: number, beyond: number) =>
    `That takes ${beyond} ${role.toUpperCase()} place${beyond === 1 ? '' : 's'} more than the event's ${places}: accept up to the places and waitlist the rest, or accept over the limit`,
  overPlacesMessageRequired: 'A message is required for those waitlisted when the places run out',
  adminChangeNeedsChange: 'Please change something: role, character, priority or note',
  noOffer: 'There is no place offered to this registration',
  offerLapsed: 'This offer has lapsed',

  noSurvey: 'This event has no survey',
  surveyClosed: 'The survey is not open',
  surveyOnlyForAttendees: 'Only those who attended the event can take its survey',
  surveyAlreadyAnswered: 'You have already answered this survey; edit your response instead',
  surveyNotFound: 'Survey response not found',

  cannotFinalize: 'Only a published event that has passed can be finalized',
  alreadyFinalized: 'This event has already been finalized',
  draftStale: 'Another admin saved this post-event table since you loaded it: their values are shown now. Make your changes again.',
  draftDuplicateRow: 'Each person has one row in the post-event table',
  walkInAccountChoice: 'Choose an existing account (user) or make a new one (new_account), not both',
  walkInNotFound: 'No walk-in let in by name has this check-in',
  walkInHasAccount: 'This walk-in already has an account',
  userNotFound: (id: string) => `User not found: ${id}`,
  characterNotOfUser: (id: string) => `That character does not belong to user ${id}`,
} as const;

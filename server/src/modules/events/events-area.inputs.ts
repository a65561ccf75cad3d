import { z } from 'zod';
import { body, onGraphQL, params, query } from '../../input/contract';
import { LIMITS, bool, id, int, list, map, oneOf, requiredText, text } from '../../input/fields';
import { isObjectId } from '../../db/object-id';
import { EVENT_MESSAGES as M } from './events.messages';

/*
 * The JSON calls of the events area (events §7: events, questions, registrations, surveys,
 * attendance), one contract for REST and GraphQL (input/contract.ts). The multipart event form is
 * bounded by event-form.ts with the same limits. Whether a question, role or character exists is the
 * services' to say.
 */

/** An event's path; GraphQL names it `id` or `eventId`. */
export const eventIdParams = params({ id: onGraphQL(id(), { name: ['id', 'eventId'] }) });
/** A registration's path (/user/event_registrations/{id}): GraphQL sends its id as id, beside an input that may name an eventId. */
export const registrationIdParams = params({ id: id() });

/** A reference the service judges (an empty one means none, or gets the service's own message). */
const ref = () => text(LIMITS.token);
/** A survey's path; the REST path names the event `eventId` as GraphQL does. */
export const surveyEventParams = params({ eventId: onGraphQL(id(), { name: 'eventId' }) });

/** GET /events and /events/{id}: include=a,b; user=me; event_published=true|false. */
export const eventListQuery = query({
  include: text(LIMITS.queryText).optional(),
  user: text(LIMITS.label).optional(),
  event_published: text(LIMITS.label).optional(),
});

// ---- questions ------------------------------------------------------------------------------------

/**
 * A question as the services take it: `id` names an existing one (to change, or to select on the
 * event form); without it a new one is made from its text. Roles and "required" left out: none, no.
 */
export interface QuestionCommand {
  id?: string;
  questionText?: string;
  rolesToAsk?: string[] | null;
  answerRequired?: boolean | null;
}

/** A question as submitted: `_id` names an existing one to change; without it a new one is made. */
export const submittedQuestion = z
  .object(
    {
      _id: onGraphQL(ref(), { name: 'id' })
        .nullable()
        .optional()
        .transform((value) => value || undefined),
      question_text: text(LIMITS.question).optional(),
      roles_to_ask: list(text(LIMITS.label), LIMITS.questions).optional(),
      answer_required: bool().optional(),
    },
    { error: M.questionTextRequired },
  )
  .transform((question): QuestionCommand => ({
    id: question._id,
    questionText: question.question_text,
    rolesToAsk: question.roles_to_ask,
    answerRequired: question.answer_required,
  }));

/** PATCH /default_registration_questions and /default_survey_questions: the whole list (absent: refused by the service). */
export const defaultQuestionsInput = (field: 'default_registration_questions' | 'default_survey_questions') =>
  body({ [field]: onGraphQL(list(submittedQuestion, LIMITS.questions), { name: 'questions' }).optional() }).transform((input) => ({
    questions: (input as Record<string, QuestionCommand[] | undefined>)[field],
  }));

// ---- registrations --------------------------------------------------------------------------------

const answerText = () => text(LIMITS.answer).nullable().optional();

/** An answer as the services take it: the question's id and the text ('' when none was given). */
export interface AnswerCommand {
  question: string;
  answer: string;
}

export const registrationAnswer = z
  .object(
    { event_registration_question: onGraphQL(ref(), { name: 'questionId' }), question_answer: onGraphQL(answerText(), { name: 'answer' }) },
    { error: 'Each answer names its question and gives text' },
  )
  .transform((entry): AnswerCommand => ({ question: entry.event_registration_question, answer: entry.question_answer ?? '' }));

/** POST/PATCH /user/event_registrations. Absent fields stay absent (unchanged on an update). */
export const registrationInput = body({
  event: onGraphQL(ref(), { name: 'eventId' }).optional(),
  character: onGraphQL(ref(), { name: 'characterId' }).nullable().optional(),
  event_role: text(LIMITS.label).nullable().optional(),
  question_answers: list(registrationAnswer, LIMITS.questions).nullable().optional(),
}).transform((input) => ({
  /** the event registered for (registering only; empty or absent: "Please select an event") */
  eventId: input.event,
  /** the player's own character; null or empty: none */
  characterId: input.character,
  eventRole: input.event_role,
  /** null: no answers */
  questionAnswers: input.question_answers,
}));
export type RegistrationCommand = z.output<typeof registrationInput>;
/** An edit of one's registration: its event is not changed. */
export type RegistrationChangesCommand = Omit<RegistrationCommand, 'eventId'>;

/** POST /events/{id}/event_registrations/confirm_registrations: accept and waitlist ids, a message per waitlisted one. */
export const registrationReviewInput = body({
  accept: list(id()).nullable().optional(),
  // GraphQL sends the waitlisted ones as one list of { registrationId, message }
  waitlist: onGraphQL(list(id()), { name: 'waitlist', keyedBy: 'registrationId' }).nullable().optional(),
  waitlist_messages: onGraphQL(map(z.string(), text(LIMITS.reason), { notMap: M.waitlistMessageRequired }), {
    name: 'waitlist',
    keyedBy: 'registrationId',
    value: 'message',
  })
    .nullable()
    .optional(),
  /** accept past the event's places (otherwise 409) */
  override_capacity: bool().nullable().optional(),
  /** accept up to the places (first registered first) and waitlist the rest of `accept` with over_places_message */
  waitlist_over_places: bool().nullable().optional(),
  /** the one message those waitlisted for want of a place are sent (required with waitlist_over_places) */
  over_places_message: text(LIMITS.reason).nullable().optional(),
}).transform((input) => ({
  accept: input.accept ?? [],
  waitlist: input.waitlist ?? [],
  /** the message each waitlisted registration is sent, by registration id */
  waitlistMessages: input.waitlist_messages ?? new Map<string, string>(),
  overrideCapacity: input.override_capacity === true,
  waitlistOverPlaces: input.waitlist_over_places === true,
  overPlacesMessage: input.over_places_message?.trim() ?? '',
}));
export type RegistrationReviewCommand = z.output<typeof registrationReviewInput>;

// ---- surveys --------------------------------------------------------------------------------------

export const surveyAnswer = z
  .object(
    { survey_question: onGraphQL(ref(), { name: 'questionId' }), question_answer: onGraphQL(answerText(), { name: 'answer' }) },
    { error: 'Each answer names its question and gives text' },
  )
  .transform((entry): AnswerCommand => ({ question: entry.survey_question, answer: entry.question_answer ?? '' }));

/** POST/PATCH /user/survey/{eventId}. */
export const surveyInput = body({
  survey_answers: onGraphQL(list(surveyAnswer, LIMITS.questions), { name: 'answers' }).nullable().optional(),
}).transform((input) => ({
  answers: input.survey_answers ?? [],
}));
export type SurveyCommand = z.output<typeof surveyInput>;

// ---- attendance -----------------------------------------------------------------------------------

const attendanceCount = (max: number) =>
  int(0, max)
    .nullable()
    .optional()
    .transform((value) => value ?? undefined);

/** One attendance record of the post-event form; anything left out gets events §9's defaults. */
export const submittedAttendance = z
  .object(
    {
      character: onGraphQL(ref(), { name: 'characterId' }).nullable().optional(),
      event_role: text(LIMITS.label)
        .nullable()
        .optional()
        .transform((value) => value ?? undefined),
      deaths: attendanceCount(LIMITS.deathEntry),
      reaper_fights: attendanceCount(LIMITS.deathEntry),
      xp: attendanceCount(LIMITS.grantAmount),
      xp_sequence: attendanceCount(LIMITS.counter),
      npc_shards: attendanceCount(LIMITS.grantAmount),
      donation_shards: attendanceCount(LIMITS.grantAmount),
      donation_items: text(LIMITS.shortText).nullable().optional(),
    },
    { error: '{field} must be an attendance record' },
  )
  .transform((record) => ({
    /** absent: the registration's; null or empty: none */
    characterId: record.character,
    /** absent: the registration's */
    eventRole: record.event_role,
    deaths: record.deaths,
    reaperFights: record.reaper_fights,
    xp: record.xp,
    xpSequence: record.xp_sequence,
    npcShards: record.npc_shards,
    donationShards: record.donation_shards,
    donationItems: record.donation_items,
  }));
/** One attendance record as the service takes it; a count left out gets events §9's default. */
export type SubmittedAttendance = z.output<typeof submittedAttendance>;

/** POST /events/{id}/finalize: { attendance_records: { <user id>: record } }; an id that is no user id is refused. */
export const finalizeInput = body({
  // GraphQL sends the records as a list, each with its userId
  attendance_records: onGraphQL(
    map(z.string().refine(isObjectId, { error: (issue) => M.userNotFound(String(issue.input)) }), submittedAttendance, {
      notMap: 'attendance_records must map user ids to records',
    }),
    { name: 'records', keyedBy: 'userId' },
  )
    .nullable()
    .optional(),
}).transform((input) => ({ attendanceRecords: input.attendance_records ?? new Map<string, SubmittedAttendance>() }));
export type FinalizeCommand = z.output<typeof finalizeInput>;

// ---- places ----------------------------------------------------------------------------

/** Numbers from the multipart form arrive as text: "12" is 12; "" or null clears a limit. */
const formNumber = (schema: z.ZodType<number>) =>
  z.preprocess((value) => (typeof value === 'string' && /^\d{1,9}$/.test(value.trim()) ? Number(value.trim()) : value), schema);
const places = () =>
  z.preprocess((value) => (value === '' || value === 'null' ? null : value), formNumber(int(0, LIMITS.counter)).nullable()).optional();

/**
 * The event form's places and waitlist fields (REST multipart and JSON, GraphQL EventInput): places
 * per role (absent: unchanged; null or empty: no limit), the waitlist mode and the hours an offered
 * place is held.
 */
export const eventPlacesInput = z.object({
  event_pc_capacity: places(),
  event_npc_capacity: places(),
  event_waitlist_mode: oneOf(['automatic', 'offer', 'manual'], '{field} must be automatic, offer or manual').optional(),
  event_offer_hours: formNumber(int(1, 24 * 60, '{field} must be a whole number of hours from 1 to 1440')).optional(),
});
export type EventPlacesCommand = z.output<typeof eventPlacesInput>;

/** The longest staff note of a registration. */
export const STAFF_NOTE_MAX = 1_000;
/** PATCH /events/{id}/event_registrations/{registrationId} (admin): the registration's place in the waitlist and its staff note. */
/** PATCH /events/{id}/event_registrations/{registrationId}; GraphQL names the event eventId. */
export const registrationAdminParams = params({
  id: onGraphQL(id(), { name: 'eventId' }),
  registrationId: onGraphQL(id(), { name: 'registrationId' }),
});
export const registrationAdminInput = body({
  waitlist_priority: int(-LIMITS.counter, LIMITS.counter).nullable().optional(),
  /** The admins' note shown at the gate and in the attendance review (at most 1,000 characters) */
  staff_note: text(STAFF_NOTE_MAX)
    .nullable()
    .optional()
    .transform((value) => (value === undefined ? undefined : value === null || value.trim() === '' ? null : value.trim())),
  /** a new role (a known role type): the registration needs reconfirmation, or joins the new role's waitlist when it is full */
  event_role: text(LIMITS.label).optional(),
  /** one of the player's own characters; null or empty: none (an npc may play without one) */
  character: onGraphQL(ref().nullable().optional(), { name: 'characterId' }),
  /** accept it in the same change (after a role change); past the places only with override_capacity */
  accept: bool().nullable().optional(),
  override_capacity: bool().nullable().optional(),
}).transform((input) => ({
  /** absent: unchanged; null: cleared */
  waitlistPriority: input.waitlist_priority,
  /** absent: unchanged; null or empty: cleared */
  staffNote: input.staff_note,
  /** absent: unchanged */
  eventRole: input.event_role,
  /** absent: unchanged; null or empty: none */
  characterId: input.character === undefined ? undefined : input.character || null,
  accept: input.accept === true,
  overrideCapacity: input.override_capacity === true,
}));
export type RegistrationAdminCommand = z.output<typeof registrationAdminInput>;

// ---- post-event draft ------------------------------------------------------------------

/** A number of the post-event table as typed (it may be half-typed: finalize checks it). */
const typedNumber = () => text(12);

/** One row of the post-event draft, kept as typed. */
const draftRecord = z
  .object(
    {
      user_id: z.string().refine(isObjectId, { error: (issue) => M.userNotFound(String(issue.input)) }),
      event_role: text(LIMITS.label),
      character: onGraphQL(ref().nullable(), { name: 'characterId' }),
      deaths: typedNumber(),
      reaper_fights: typedNumber(),
      xp: typedNumber(),
      xp_sequence: typedNumber(),
      npc_shards: typedNumber(),
      donation_shards: typedNumber(),
      donation_items: text(LIMITS.shortText),
      xp_touched: bool(),
      walk_in: bool(),
    },
    { error: '{field} must be a post-event row' },
  )
  .transform((record) => ({
    userId: record.user_id,
    eventRole: record.event_role,
    characterId: record.character || null,
    deaths: record.deaths,
    reaperFights: record.reaper_fights,
    xp: record.xp,
    xpSequence: record.xp_sequence,
    npcShards: record.npc_shards,
    donationShards: record.donation_shards,
    donationItems: record.donation_items,
    xpTouched: record.xp_touched,
    walkIn: record.walk_in,
  }));

/** PATCH /events/{id}/post_event_draft: the rows as typed and the draft version they started from (0: no draft yet). */
export const postEventDraftInput = body({
  version: int(0, LIMITS.int32Max),
  records: list(draftRecord, 5_000),
}).transform((input) => ({ version: input.version, records: input.records }));
export type PostEventDraftCommand = z.output<typeof postEventDraftInput>;

/** POST /events/{id}/walk_ins/{checkin}/account: an existing account (user) or a new one (new_account) for a walk-in let in by name. */
export const attachWalkInInput = body({
  user: onGraphQL(ref().nullable().optional(), { name: 'userId' }),
  new_account: z
    .object(
      {
        first_name: requiredText(LIMITS.name),
        last_name: requiredText(LIMITS.name),
        email: requiredText(LIMITS.email),
      },
      { error: '{field} must hold first_name, last_name and email' },
    )
    .nullable()
    .optional(),
})
  .refine((input) => Boolean(input.user) !== Boolean(input.new_account), { error: M.walkInAccountChoice })
  .transform((input) => ({
    userId: input.user || null,
    newAccount: input.new_account
      ? { firstName: input.new_account.first_name, lastName: input.new_account.last_name, email: input.new_account.email }
      : null,
  }));
export type AttachWalkInCommand = z.output<typeof attachWalkInInput>;

export const walkInParams = params({
  id: onGraphQL(id(), { name: ['id', 'eventId'] }),
  checkin: onGraphQL(id(), { name: ['checkin', 'checkinId'] }),
});

import { badInput } from '../../errors';
import { LIMITS, isWellFormed } from '../../input/fields';
import { z } from 'zod';
import { onGraphQL, parseInput, type Transport } from '../../input/contract';
import type { WaitlistMode } from '../../db/entities/event.entity';
import { eventPlacesInput, submittedQuestion, type QuestionCommand } from './events-area.inputs';
import { EVENT_MESSAGES as M } from './events.messages';

/**
 * The event form's fields as they arrive (multipart text fields, or JSON), before checking.
 * `event_registration_questions` is JSON text (events §7) or, from JSON bodies, the list itself.
 */
export interface EventFormFields {
  event_title?: unknown;
  event_description?: unknown;
  event_address?: unknown;
  event_start_time?: unknown;
  event_end_time?: unknown;
  event_registration_questions?: unknown;
  event_survey_questions?: unknown;
  event_survey_open_at?: unknown;
  set_event_image?: unknown;
  event_published?: unknown;
  event_pc_capacity?: unknown;
  event_npc_capacity?: unknown;
  event_waitlist_mode?: unknown;
  event_offer_hours?: unknown;
}

/**
 * The form's fields as GraphQL's EventInput names them, for the one mapping of GraphQL arguments
 * (input/contract.ts contractValue): the checks are parseEventForm's, so every value is taken as it
 * is; only names differ (the questions come as ids or as whole questions).
 */
export const eventFormNames = z.object({
  event_registration_questions: onGraphQL(z.array(submittedQuestion), { name: ['registrationQuestions', 'registrationQuestionIds'] }),
  event_survey_questions: onGraphQL(z.unknown(), { name: 'surveyQuestionIds' }),
});

export const EVENT_FORM_FIELDS: ReadonlyArray<keyof EventFormFields> = [
  'event_title',
  'event_description',
  'event_address',
  'event_start_time',
  'event_end_time',
  'event_registration_questions',
  'event_survey_questions',
  'event_survey_open_at',
  'set_event_image',
  'event_published',
  'event_pc_capacity',
  'event_npc_capacity',
  'event_waitlist_mode',
  'event_offer_hours',
];

/**
 * One selected question: `{ _id }` selects an existing question; with `question_text` (and
 * optionally roles_to_ask, answer_required) and no `_id` it is a new question of this event only;
 * with both, the event's own question is changed (a default question is only selected: the
 * defaults are edited on their own screen).
 */
export type SelectedQuestion = QuestionCommand;

/** A question of the form as sent (snake_case, unchecked). */
interface SentQuestion {
  _id?: unknown;
  question_text?: unknown;
  roles_to_ask?: unknown;
  answer_required?: unknown;
}

/** Checked changes to an event; absent fields are left as they are (on edit). */
export interface EventChanges {
  eventTitle?: string;
  eventDescription?: string;
  eventAddress?: string;
  eventStartTime?: Date;
  eventEndTime?: Date;
  /** the selected questions in the order given: existing ones by `_id`, new ones (the event's own) by their text */
  registrationQuestions?: SelectedQuestion[];
  surveyQuestions?: SelectedQuestion[];
  eventSurveyOpenAt?: Date | null;
  /** places per role (null: no limit), the waitlist mode, offer hours */
  eventPcCapacity?: number | null;
  eventNpcCapacity?: number | null;
  eventWaitlistMode?: WaitlistMode;
  eventOfferHours?: number;
  /** replace (or, with no image uploaded, remove) the image */
  setEventImage: boolean;
  /** event_published=true in the body */
  publish: boolean;
  /** event_published=false in the body */
  unpublish: boolean;
}

/*
 * The event form is one parser for both of its transports (the multipart REST form, whose fields are
 * all text, and GraphQL's EventInput), bounded by the shared limits of input/fields.ts.
 */
const TEXT_FIELDS = [
  ['event_title', 'eventTitle', 'Event title', LIMITS.title],
  ['event_description', 'eventDescription', 'Event description', LIMITS.longText],
  ['event_address', 'eventAddress', 'Event address', LIMITS.shortText],
] as const;

const isTrue = (value: unknown): boolean => value === true || value === 'true';
const isFalse = (value: unknown): boolean => value === false || value === 'false';

function parseDate(value: unknown, label: string): Date {
  if (typeof value !== 'string' && !(value instanceof Date)) throw badInput(M.invalidDate(label));
  if (typeof value === 'string' && value.trim() === '') throw badInput(M.fieldRequired(label));
  if (typeof value === 'string' && value.length > LIMITS.label) throw badInput(M.invalidDate(label));
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) throw badInput(M.invalidDate(label));
  return date;
}

/**
 * Selected questions: a list of ids, or of question objects (the client sends back the objects it
 * was given, and new ones without `_id`). Only selected questions are sent (events §5), so every
 * entry is kept; the same id twice counts once.
 */
const isBoundedText = (value: string, max: number) => value.length <= max && isWellFormed(value);

/** A refused entry in a message: a short text for a value, never a nested list stringified (deep nesting overflows the stack). */
const describeEntry = (value: unknown): string =>
  Array.isArray(value) ? 'a list' : typeof value === 'object' && value !== null ? 'an object' : String(value).slice(0, LIMITS.token);

/** A question written in the event form: the same limits as the default questions' contract. */
function checkQuestionFields(question: SentQuestion, label: string): void {
  const text = question.question_text;
  if (text !== undefined && (typeof text !== 'string' || !isBoundedText(text, LIMITS.question))) {
    throw badInput(`${label}: a question text must be text of at most ${LIMITS.question} characters`);
  }
  const roles = question.roles_to_ask;
  if (roles !== undefined && roles !== null) {
    if (
      !Array.isArray(roles) ||
      roles.length > LIMITS.questions ||
      !roles.every((role) => typeof role === 'string' && isBoundedText(role, LIMITS.label))
    ) {
      throw badInput(`${label}: roles to ask must be a list of role names`);
    }
  }
  const required = question.answer_required;
  if (required !== undefined && required !== null && typeof required !== 'boolean')
    throw badInput(`${label}: answer required must be true or false`);
}

function parseQuestionSelection(value: unknown, label: string): SelectedQuestion[] {
  let list = value;
  if (typeof value === 'string') {
    if (value.trim() === '') return [];
    try {
      list = JSON.parse(value);
    } catch {
      throw badInput(M.badJson(label));
    }
  }
  if (!Array.isArray(list)) throw badInput(M.questionsMustBeList);
  if (list.length > LIMITS.questions) throw badInput(`${label} may hold at most ${LIMITS.questions} entries`);
  const seen = new Set<string>();
  const selection: SelectedQuestion[] = [];
  for (const entry of list as unknown[]) {
    if (typeof entry === 'string') {
      if (entry === '' || !isBoundedText(entry, LIMITS.token)) throw badInput(M.unknownQuestion(entry.slice(0, LIMITS.token)));
      if (!seen.has(entry)) selection.push({ id: entry });
      seen.add(entry);
      continue;
    }
    if (entry === null || typeof entry !== 'object' || Array.isArray(entry)) throw badInput(M.unknownQuestion(describeEntry(entry)));
    const question = entry as SentQuestion;
    const id = question._id;
    if (id !== undefined && (typeof id !== 'string' || id === '' || !isBoundedText(id, LIMITS.token))) {
      throw badInput(M.unknownQuestion(describeEntry(id)));
    }
    checkQuestionFields(question, label);
    if (id === undefined && question.question_text === undefined) throw badInput(M.questionTextRequired);
    if (id !== undefined && seen.has(id)) continue;
    if (id !== undefined) seen.add(id);
    selection.push({
      ...(id !== undefined ? { id } : {}),
      // checkQuestionFields has bounded the text, the roles and the flag.
      ...(question.question_text !== undefined
        ? {
            questionText: question.question_text as string,
            rolesToAsk: question.roles_to_ask as string[] | null | undefined,
            answerRequired: question.answer_required as boolean | null | undefined,
          }
        : {}),
    });
  }
  return selection;
}

/** Checks the form. On create every required field must be present; on edit only what is sent is checked. */
export function parseEventForm(fields: EventFormFields, mode: 'create' | 'edit', transport: Transport = 'rest'): EventChanges {
  const changes: EventChanges = {
    setEventImage: isTrue(fields.set_event_image),
    publish: isTrue(fields.event_published),
    unpublish: isFalse(fields.event_published),
  };
  for (const [field, property, label, maxLength] of TEXT_FIELDS) {
    const value = fields[field];
    if (value === undefined && mode === 'edit') continue;
    if (typeof value !== 'string' || value.trim() === '') throw badInput(M.fieldRequired(label));
    if (value.length > maxLength) throw badInput(`${label} must be at most ${maxLength} characters`);
    if (!isWellFormed(value)) throw badInput(`${label} contains characters that are not valid text`);
    changes[property] = value.trim();
  }
  for (const [field, property, label] of [
    ['event_start_time', 'eventStartTime', 'Event start time'],
    ['event_end_time', 'eventEndTime', 'Event end time'],
  ] as const) {
    const value = fields[field];
    if (value === undefined && mode === 'edit') continue;
    if (value === undefined || value === null) throw badInput(M.fieldRequired(label));
    changes[property] = parseDate(value, label);
  }
  if (fields.event_registration_questions !== undefined) {
    changes.registrationQuestions = parseQuestionSelection(fields.event_registration_questions, 'Registration questions');
  }
  if (fields.event_survey_questions !== undefined) {
    changes.surveyQuestions = parseQuestionSelection(fields.event_survey_questions, 'Survey questions');
  }
  const openAt = fields.event_survey_open_at;
  if (openAt !== undefined) {
    changes.eventSurveyOpenAt = openAt === null || openAt === '' || openAt === 'null' ? null : parseDate(openAt, 'Survey opening time');
  }
  const places = parseInput(
    eventPlacesInput,
    {
      event_pc_capacity: fields.event_pc_capacity,
      event_npc_capacity: fields.event_npc_capacity,
      event_waitlist_mode: fields.event_waitlist_mode,
      event_offer_hours: fields.event_offer_hours,
    },
    { transport, root: 'The event form' },
  );
  if (places.event_pc_capacity !== undefined) changes.eventPcCapacity = places.event_pc_capacity;
  if (places.event_npc_capacity !== undefined) changes.eventNpcCapacity = places.event_npc_capacity;
  if (places.event_waitlist_mode !== undefined) changes.eventWaitlistMode = places.event_waitlist_mode;
  if (places.event_offer_hours !== undefined) changes.eventOfferHours = places.event_offer_hours;
  return changes;
}

/** True when the body asks for nothing but publishing (PATCH with event_published=true). */
export function isPublishOnly(fields: EventFormFields): boolean {
  return Object.keys(fields).every((key) => key === 'event_published');
}

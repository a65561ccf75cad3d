import { badInput } from '../../errors';
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
}

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
];

/** Checked changes to an event; absent fields are left as they are (on edit). */
export interface EventChanges {
  eventTitle?: string;
  eventDescription?: string;
  eventAddress?: string;
  eventStartTime?: Date;
  eventEndTime?: Date;
  /** question ids in the order given */
  registrationQuestionIds?: string[];
  surveyQuestionIds?: string[];
  eventSurveyOpenAt?: Date | null;
  /** replace (or, with no image uploaded, remove) the image */
  setEventImage: boolean;
  /** event_published=true in the body */
  publish: boolean;
  /** event_published=false in the body */
  unpublish: boolean;
}

const TEXT_FIELDS = [
  ['event_title', 'eventTitle', 'Event title', 200],
  ['event_description', 'eventDescription', 'Event description', 20000],
  ['event_address', 'eventAddress', 'Event address', 2000],
] as const;

const isTrue = (value: unknown): boolean => value === true || value === 'true';
const isFalse = (value: unknown): boolean => value === false || value === 'false';

function parseDate(value: unknown, label: string): Date {
  if (typeof value !== 'string' && !(value instanceof Date)) throw badInput(M.invalidDate(label));
  if (typeof value === 'string' && value.trim() === '') throw badInput(M.fieldRequired(label));
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) throw badInput(M.invalidDate(label));
  return date;
}

/**
 * Selected questions: a list of ids, or of question objects with `_id` (the client sends back the
 * objects it was given). Only selected questions are sent (events §5), so every entry is kept.
 */
function parseQuestionIds(value: unknown, label: string): string[] {
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
  const ids = list.map((entry) => {
    const id = typeof entry === 'string' ? entry : (entry as { _id?: unknown } | null)?._id;
    if (typeof id !== 'string' || id === '') throw badInput(M.unknownQuestion(String(id)));
    return id;
  });
  return [...new Set(ids)];
}

/** Checks the form. On create every required field must be present; on edit only what is sent is checked. */
export function parseEventForm(fields: EventFormFields, mode: 'create' | 'edit'): EventChanges {
  const changes: EventChanges = {
    setEventImage: isTrue(fields.set_event_image),
    publish: isTrue(fields.event_published),
    unpublish: isFalse(fields.event_published),
  };
  for (const [field, property, label, maxLength] of TEXT_FIELDS) {
    const value = fields[field];
    if (value === undefined && mode === 'edit') continue;
    if (typeof value !== 'string' || value.trim() === '') throw badInput(M.fieldRequired(label));
    if (value.length > maxLength) throw badInput(`${label} is too long`);
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
    changes.registrationQuestionIds = parseQuestionIds(fields.event_registration_questions, 'Registration questions');
  }
  if (fields.event_survey_questions !== undefined) {
    changes.surveyQuestionIds = parseQuestionIds(fields.event_survey_questions, 'Survey questions');
  }
  const openAt = fields.event_survey_open_at;
  if (openAt !== undefined) {
    changes.eventSurveyOpenAt = openAt === null || openAt === '' || openAt === 'null' ? null : parseDate(openAt, 'Survey opening time');
  }
  return changes;
}

/** True when the body asks for nothing but publishing (PATCH with event_published=true). */
export function isPublishOnly(fields: EventFormFields): boolean {
  return Object.keys(fields).every((key) => key === 'event_published');
}

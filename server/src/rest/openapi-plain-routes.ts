import { z } from 'zod';
import type { CallDefinition } from '../calls/call-definition';
import { ATTENDANCE_CALLS } from '../modules/attendance/attendance.calls';
import { EVENTS_CALLS } from '../modules/events/events.calls';
import { NOTIFICATIONS_CALLS } from '../modules/notifications/notifications.calls';
import { PRIVACY_CALLS } from '../modules/privacy/privacy.calls';
import { SITE_CALLS } from '../modules/site/site.calls';
import { lookOutput } from '../modules/site/site.routes';
import { SITE_LOGO_MAX_BYTES } from '../modules/site/site.service';
import { LIMITS } from '../input/fields';
import { eventIdParams, eventPlacesInput } from '../modules/events/events-area.inputs';
import { EVENT_FORM_FIELDS } from '../modules/events/event-form';
import { eventOutput } from '../modules/events/events.presenter';
import { MAX_IMAGE_BYTES } from '../modules/events/events.service';
import { unsubscribeParams } from '../modules/notifications/notifications.inputs';
import { jsonSchemaOf, type JsonSchema } from './json-schema';
import type { HttpMethod } from './route-table';

/**
 * A route beside the table (multipart, a download, a form body from mail programs), described for the
 * API document in OpenAPI's own form: what openapi.ts cannot read from a row's zod schemas. Its
 * error answers are derived like a row's (access, parameters, body), plus `errors`.
 */
export interface PlainOperation {
  method: HttpMethod;
  /** as the route table writes paths, under /api/v1 */
  path: string;
  /** the call the route serves: its access, token scope and idempotency */
  definition: CallDefinition;
  summary: string;
  params?: z.ZodType;
  /** header and query parameters (OpenAPI parameter objects) */
  parameters?: JsonSchema[];
  requestBody?: JsonSchema;
  /** the answers other than the derived errors, OpenAPI response objects by status */
  responses: Record<string, JsonSchema>;
  /** error statuses beyond the derived ones */
  errors?: string[];
}

const inputSchema = (schema: z.ZodType) => jsonSchemaOf(schema, 'input');
const outputSchema = (schema: z.ZodType) => jsonSchemaOf(schema, 'output');

const IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/gif', 'image/webp'] as const;

/** One selected question of the event form: an existing question's id, or a question object (new without `_id`). */
const QUESTION_SELECTION: JsonSchema = {
  type: 'array',
  maxItems: LIMITS.questions,
  items: {
    anyOf: [
      { type: 'string', minLength: 1, maxLength: LIMITS.token, description: 'The id of an existing question.' },
      {
        type: 'object',
        properties: {
          _id: { type: 'string', minLength: 1, maxLength: LIMITS.token },
          question_text: { type: 'string', maxLength: LIMITS.question },
          roles_to_ask: { type: ['array', 'null'], items: { type: 'string', maxLength: LIMITS.label }, maxItems: LIMITS.questions },
          answer_required: { type: ['boolean', 'null'] },
        },
      },
    ],
  },
};

const TRUE_OR_FALSE: JsonSchema = { anyOf: [{ type: 'boolean' }, { type: 'string', enum: ['true', 'false'] }] };
const DATE_TIME: JsonSchema = { type: 'string', format: 'date-time', maxLength: LIMITS.label };

/** The event form's fields with their JSON types (the multipart form sends each as text). */
const EVENT_FORM_JSON: Record<(typeof EVENT_FORM_FIELDS)[number], JsonSchema> = {
  event_title: { type: 'string', minLength: 1, maxLength: LIMITS.title },
  event_description: { type: 'string', minLength: 1, maxLength: LIMITS.longText },
  event_address: { type: 'string', minLength: 1, maxLength: LIMITS.shortText },
  event_start_time: DATE_TIME,
  event_end_time: { ...DATE_TIME, description: 'After the start time.' },
  event_registration_questions: {
    description: 'The selected registration questions, in order (a list, or its JSON text).',
    anyOf: [QUESTION_SELECTION, { type: 'string', contentMediaType: 'application/json' }],
  },
  event_survey_questions: {
    description: 'The selected survey questions, in order (a list, or its JSON text).',
    anyOf: [QUESTION_SELECTION, { type: 'string', contentMediaType: 'application/json' }],
  },
  event_survey_open_at: {
    anyOf: [DATE_TIME, { type: 'string', enum: ['', 'null'] }, { type: 'null' }],
    description: 'Null or empty: no survey.',
  },
  set_event_image: { ...TRUE_OR_FALSE, description: 'true: replace the image with the uploaded one, or remove it when none is uploaded.' },
  event_published: { ...TRUE_OR_FALSE, description: 'true publishes (alone in a PATCH: publish only); false unpublishes.' },
  ...(inputSchema(eventPlacesInput).properties as Record<
    'event_pc_capacity' | 'event_npc_capacity' | 'event_waitlist_mode' | 'event_offer_hours',
    JsonSchema
  >),
};

/** What a create must hold (edit: only what changes). */
const EVENT_FORM_REQUIRED = ['event_title', 'event_description', 'event_address', 'event_start_time', 'event_end_time'];

function eventForm(mode: 'create' | 'edit'): JsonSchema {
  const required = mode === 'create' ? { required: EVENT_FORM_REQUIRED } : {};
  const multipartFields = Object.fromEntries(
    EVENT_FORM_FIELDS.map((field) => [field, { type: 'string', maxLength: 100 * 1024, description: `As in the JSON form, as text.` }]),
  );
  return {
    required: true,
    description:
      'The event form: as multipart/form-data (with the image) or as JSON (without). Unknown fields are refused. In a multipart form ' +
      '`event_registration_questions` and `event_survey_questions` are JSON text.',
    content: {
      'multipart/form-data': {
        schema: {
          type: 'object',
          properties: {
            ...multipartFields,
            event_image: {
              type: 'string',
              format: 'binary',
              description: `A JPEG, PNG, GIF or WebP image of at most ${MAX_IMAGE_BYTES / (1024 * 1024)} MB.`,
            },
          },
          additionalProperties: false,
          ...required,
        },
        encoding: { event_image: { contentType: IMAGE_TYPES.join(', ') } },
      },
      'application/json': { schema: { type: 'object', properties: EVENT_FORM_JSON, additionalProperties: false, ...required } },
    },
  };
}

const jsonAnswer = (description: string, data: JsonSchema): JsonSchema => ({
  description,
  content: { 'application/json': { schema: { type: 'object', properties: { data }, required: ['data'] } } },
});
const fileAnswer = (description: string, type: string, headers: JsonSchema = {}): JsonSchema => ({
  description,
  headers: {
    'Content-Disposition': { description: 'The file name to save it under.', schema: { type: 'string' } },
    'Cache-Control': { description: 'Never kept: `no-store`.', schema: { type: 'string' } },
    ...headers,
  },
  content: { [type]: { schema: { type: 'string' } } },
});

/** A download opened by a browser without a session is sent to the login page (http/login-redirect.ts). */
export const LOGIN_REDIRECT = { description: 'A browser (Accept: text/html) without a session: the login page, then back here.' };

const eventAnswer = outputSchema(eventOutput);

/** The routes beside the table (events.http.ts, site.http.ts, privacy.http.ts, attendance.http.ts, notifications.routes.ts). */
export const PLAIN_OPERATIONS: PlainOperation[] = [
  {
    method: 'POST',
    path: '/events',
    definition: EVENTS_CALLS.createEvent,
    summary: 'Creates an event from the event form (multipart with its image, or JSON); unpublished unless event_published is true.',
    requestBody: eventForm('create'),
    responses: { '201': jsonAnswer('The event made.', eventAnswer) },
  },
  {
    method: 'PATCH',
    path: '/events/:id',
    definition: EVENTS_CALLS.updateEvent,
    summary: 'Edits an event from the event form (only the fields sent change), or publishes it with event_published=true alone.',
    params: eventIdParams,
    requestBody: eventForm('edit'),
    responses: { '200': jsonAnswer('The event as changed.', eventAnswer) },
  },
  {
    method: 'GET',
    path: '/images/:filename',
    definition: EVENTS_CALLS.eventImage,
    summary: "An event's image, by the file name the event names; it never changes under its name (cached for a year).",
    params: z.object({ filename: z.string().max(LIMITS.token) }),
    parameters: [
      {
        name: 'If-None-Match',
        in: 'header',
        required: false,
        description: 'The ETag of a copy kept: 304 when it is still the image.',
        schema: { type: 'string' },
      },
    ],
    responses: {
      '200': {
        description: 'The image, with its sniffed type.',
        headers: {
          ETag: { description: 'The quoted file name.', schema: { type: 'string' } },
          'Cache-Control': { description: '`public, max-age=31536000, immutable`.', schema: { type: 'string' } },
        },
        content: Object.fromEntries(IMAGE_TYPES.map((type) => [type, { schema: { type: 'string', format: 'binary' } }])),
      },
      '304': { description: 'The copy kept is the image.' },
    },
  },
  {
    method: 'PUT',
    path: '/site_logo',
    definition: SITE_CALLS.uploadSiteLogo,
    summary: 'Sets the logo: a PNG, JPEG, GIF or WebP file of at most 2 MB, decoded and encoded again, scaled to 256 pixels a side.',
    requestBody: {
      required: true,
      description: 'The logo as multipart/form-data, in the one file field `logo`.',
      content: {
        'multipart/form-data': {
          schema: {
            type: 'object',
            properties: {
              logo: {
                type: 'string',
                format: 'binary',
                description: `A JPEG, PNG, GIF or WebP image of at most ${SITE_LOGO_MAX_BYTES / (1024 * 1024)} MB.`,
              },
            },
            additionalProperties: false,
            required: ['logo'],
          },
          encoding: { logo: { contentType: IMAGE_TYPES.join(', ') } },
        },
      },
    },
    responses: {
      '200': jsonAnswer('The site look with the new logo.', outputSchema(z.object({ site_look: lookOutput, message: z.string() }))),
    },
    errors: ['413'],
  },
  {
    method: 'GET',
    path: '/user/export.html',
    definition: PRIVACY_CALLS.myDataExportPage,
    summary: 'Your personal data (the export) as a readable page without scripts, for printing or saving.',
    responses: { '200': fileAnswer('The page.', 'text/html') },
  },
  {
    method: 'GET',
    path: '/events/:id/registration_answers.csv',
    definition: ATTENDANCE_CALLS.registrationAnswersCsv,
    summary:
      "An event's active registrations with every registration question's answer, as CSV (the attendance review's Registration Answers); for callers who may read payments (staff and admins; a token also needs payments:read) the columns Owed, Paid, Waived and Balance (in the site's currency; Balance is what is still to pay, negative when overpaid), Payment status and Payment reference (the RF reference) come before the answers.",
    params: eventIdParams,
    responses: { '200': fileAnswer('The CSV file.', 'text/csv'), '303': LOGIN_REDIRECT },
  },
  {
    method: 'POST',
    path: '/unsubscribe/:token',
    definition: NOTIFICATIONS_CALLS.unsubscribe,
    summary: 'One-click unsubscribe (RFC 8058) from reminder mails; the link in the mail is the authority, no session is needed.',
    params: unsubscribeParams,
    requestBody: {
      required: false,
      description: 'Mail programs send `List-Unsubscribe=One-Click` as a form; a JSON body or none does the same.',
      content: {
        'application/x-www-form-urlencoded': {
          schema: { type: 'object', properties: { 'List-Unsubscribe': { type: 'string', enum: ['One-Click'] } } },
        },
        'application/json': { schema: { type: 'object', properties: {}, additionalProperties: true } },
      },
    },
    responses: {
      '200': jsonAnswer('Reminder mails are off.', {
        type: 'object',
        properties: { reminder_mails: { type: 'boolean' } },
        required: ['reminder_mails'],
      }),
    },
  },
];

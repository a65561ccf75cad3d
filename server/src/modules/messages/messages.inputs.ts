import { z } from 'zod';
import { body, onGraphQL, query } from '../../input/contract';
import { id, LIMITS, list, oneOf, text } from '../../input/fields';
import { MESSAGE_AUDIENCES } from '../../db/entities/participant-message.entity';

export const MESSAGE_TEXTS = {
  audience: 'audience must be registered, accepted, waitlisted, unreviewed, attendees, role, picked or consenting',
  eventRequired: 'Please choose the event whose participants get the message',
  roleRequired: 'Please choose the role whose participants get the message',
  pickRequired: 'Please pick at least one registration',
  subjectRequired: 'Please write a subject',
  bodyRequired: 'Please write the message',
  sendKeyRequired: 'send_key is required: one per draft, so that sending it twice sends it once',
  nobody: 'Nobody is in this audience: nothing was sent',
  notOfEvent: (registrationId: string) => `Not a registration of this event: ${registrationId}`,
} as const;
const M = MESSAGE_TEXTS;

/** The longest subject and message. */
export const MESSAGE_LIMITS = { subject: 200, body: 10_000 } as const;

const audienceFields = {
  /** the event; absent or null only for the consenting audience */
  event: onGraphQL(id().nullable().optional(), { name: 'eventId' }),
  audience: oneOf(MESSAGE_AUDIENCES, M.audience),
  /** the role of the `role` audience */
  event_role: text(LIMITS.label).nullable().optional(),
  /** the registrations of the `picked` audience */
  registrations: onGraphQL(list(id()).nullable().optional(), { name: 'registrationIds' }),
  subject: text(MESSAGE_LIMITS.subject).nullable().optional(),
  body: text(MESSAGE_LIMITS.body).nullable().optional(),
};

const toAudience = (input: {
  event?: string | null;
  audience: (typeof MESSAGE_AUDIENCES)[number];
  event_role?: string | null;
  registrations?: string[] | null;
  subject?: string | null;
  body?: string | null;
}) => ({
  eventId: input.event ?? null,
  audience: input.audience,
  eventRole: input.event_role ?? null,
  registrationIds: [...new Set(input.registrations ?? [])],
  subject: (input.subject ?? '').trim(),
  body: (input.body ?? '').trim(),
});

/** POST /messages/preview: who would get the message and what the first of them would read. */
export const messagePreviewInput = body(audienceFields).transform(toAudience);
export type MessageDraft = z.output<typeof messagePreviewInput>;

/** POST /messages: sends it (each recipient's mail through the outbox). */
export const sendMessageInput = body({
  ...audienceFields,
  /** the draft's own key (the client makes one per draft): the same key sent again is the same message */
  send_key: text(64).refine((value) => /^[A-Za-z0-9_-]{8,64}$/.test(value), { error: M.sendKeyRequired }),
}).transform((input) => ({ ...toAudience(input), sendKey: input.send_key }));
export type SendMessageCommand = z.output<typeof sendMessageInput>;

/** GET /messages?event=: the history of an event's messages; without event, of those to all consenting players. */
export const messageHistoryQuery = query({ event: onGraphQL(id().optional(), { name: 'eventId' }) }).transform((input) => ({
  eventId: input.event ?? null,
}));

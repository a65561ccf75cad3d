import { z } from 'zod';
import { restRoute, type RestRoute } from '../../rest/route-table';
import { MESSAGES_CALLS } from './messages.calls';
import { messageHistoryQuery, messagePreviewInput, sendMessageInput } from './messages.inputs';
import type { MessagePreview, MessageView } from './messages.service';

const recipientOutput = z.object({ user_id: z.string(), first_name: z.string(), last_name: z.string(), email: z.string() });
const previewOutput = z.object({
  recipient_count: z.number().int(),
  recipients: z.array(recipientOutput),
  mail: z.object({ to: z.string(), subject: z.string(), text: z.string() }).nullable(),
});
const messageOutput = z.object({
  _id: z.string(),
  event: z.string().nullable(),
  audience: z.string(),
  event_role: z.string().nullable(),
  subject: z.string(),
  body: z.string(),
  recipient_count: z.number().int(),
  sent_at: z.string(),
  sent_by: z.object({ _id: z.string(), first_name: z.string(), last_name: z.string() }).nullable(),
  delivered: z.number().int(),
  waiting: z.number().int(),
  failed: z.number().int(),
});

const presentPreview = (preview: MessagePreview) => ({
  recipient_count: preview.recipientCount,
  recipients: preview.recipients.map((r) => ({ user_id: r.userId, first_name: r.firstName, last_name: r.lastName, email: r.email })),
  mail: preview.mail,
});
export const presentMessage = ({ message, sentBy, delivered, waiting, failed }: MessageView) => ({
  _id: message.id,
  event: message.eventId,
  audience: message.audience,
  event_role: message.eventRole,
  subject: message.subject,
  body: message.body,
  recipient_count: message.recipientCount,
  sent_at: message.sentAt.toISOString(),
  sent_by: sentBy ? { _id: sentBy.id, first_name: sentBy.firstName, last_name: sentBy.lastName } : null,
  delivered,
  waiting,
  failed,
});

/** Messages to participants (admins). */
export const MESSAGE_ROUTES: RestRoute[] = [
  restRoute({
    definition: MESSAGES_CALLS.previewParticipantMessage,
    method: 'POST',
    summary: 'Who a message would go to (the count and the first names) and the mail the first of them would get; sends nothing.',
    path: '/messages/preview',
    body: messagePreviewInput,
    call: ({ body, context, services }) => services.messages.preview(context, body),
    response: previewOutput,
    present: presentPreview,
  }),
  restRoute({
    definition: MESSAGES_CALLS.sendParticipantMessage,
    method: 'POST',
    summary:
      "Sends a message to an event's participants (all registered, accepted, waitlisted, unreviewed, attendees, a role, picked registrations) or to every player who gave email consent; the same send_key again answers the first message and sends nothing.",
    path: '/messages',
    status: 201,
    body: sendMessageInput,
    call: ({ body, context, services }) => services.messages.send(context, body),
    response: messageOutput,
    present: presentMessage,
  }),
  restRoute({
    definition: MESSAGES_CALLS.participantMessages,
    method: 'GET',
    summary: "The messages sent to an event's participants (without event: to all consenting players), newest first, with delivery counts.",
    path: '/messages',
    query: messageHistoryQuery,
    call: ({ query, context, services }) => services.messages.history(context, query.eventId),
    response: z.array(messageOutput),
    present: (views: MessageView[]) => views.map(presentMessage),
  }),
];

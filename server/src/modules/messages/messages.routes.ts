import { z } from 'zod';
import { restRoute, type RestRoute } from '../../rest/route-table';
import { MESSAGES_CALLS } from './messages.calls';
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
    path: '/messages/preview',
    response: previewOutput,
    present: presentPreview,
  }),
  restRoute({
    definition: MESSAGES_CALLS.sendParticipantMessage,
    method: 'POST',
    path: '/messages',
    status: 201,
    response: messageOutput,
    present: presentMessage,
  }),
  restRoute({
    definition: MESSAGES_CALLS.participantMessages,
    method: 'GET',
    path: '/messages',
    response: z.array(messageOutput),
    present: (views: MessageView[]) => views.map(presentMessage),
  }),
];

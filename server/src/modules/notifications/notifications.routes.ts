import { NOTIFICATIONS_CALLS } from './notifications.calls';
import { z } from 'zod';
import type { FastifyInstance } from 'fastify';
import type { AppServices } from '../../app-services';
import { parseInput } from '../../input/contract';
import { restRoute, type RestRoute } from '../../rest/route-table';
import { NOTIFICATION_STATES, type Notification } from '../../db/entities/notification.entity';
import { callRoute, type ContextOf } from '../../rest/call-route';
import type { NotificationChoices } from './notification-settings.service';
import { MAIL_OUTBOX_MESSAGES, unsubscribeParams } from './notifications.inputs';

const present = (choices: NotificationChoices) => choices;

const outboxMailOutput = z.object({
  _id: z.string(),
  kind: z.string(),
  to: z.string(),
  subject: z.string(),
  state: z.enum(NOTIFICATION_STATES),
  attempts: z.number().int(),
  last_error: z.string().nullable(),
  created_at: z.string(),
  last_attempt_at: z.string().nullable(),
});
const presentOutboxMail = (mail: Notification) => ({
  _id: mail.id,
  kind: mail.kind,
  to: mail.toAddress,
  subject: mail.subject,
  state: mail.state,
  attempts: mail.attempts,
  last_error: mail.lastError,
  created_at: mail.createdAt.toISOString(),
  last_attempt_at: mail.claimedAt?.toISOString() ?? null,
});

/** Notification settings on /account. */
export const NOTIFICATION_ROUTES: RestRoute[] = [
  restRoute({
    definition: NOTIFICATIONS_CALLS.notificationSettings,
    method: 'GET',
    path: '/user/notification_settings',
    response: z.object({ reminder_mails: z.boolean() }),
    present,
  }),
  restRoute({
    definition: NOTIFICATIONS_CALLS.updateNotificationSettings,
    method: 'PATCH',
    path: '/user/notification_settings',
    response: z.object({ reminder_mails: z.boolean() }),
    present,
  }),
  restRoute({
    definition: NOTIFICATIONS_CALLS.mailOutbox,
    method: 'GET',
    path: '/mail_outbox',
    response: z.array(outboxMailOutput),
    present: (mails: Notification[]) => mails.map(presentOutboxMail),
  }),
  restRoute({
    definition: NOTIFICATIONS_CALLS.sendMailAgain,
    method: 'POST',
    path: '/mail_outbox/:id/send_again',
    response: z.object({ mail: outboxMailOutput, message: z.string() }),
    present: (mail: Notification) => ({ mail: presentOutboxMail(mail), message: MAIL_OUTBOX_MESSAGES.queued }),
  }),
];

/**
 * POST /api/v1/unsubscribe/{token}: RFC 8058 one-click unsubscribe. Mail programs send it as a form
 * (`List-Unsubscribe=One-Click`, application/x-www-form-urlencoded) without cookies, so this route
 * sits beside the JSON table: it accepts that body (or JSON, or none) and needs no session; the token
 * is the authority. No GET changes anything: the link in the mail's text opens a page that POSTs.
 */
export async function unsubscribeRoute(app: FastifyInstance, options: { services: AppServices; contextOf: ContextOf }): Promise<void> {
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 1024 }, (_request, body, done) =>
    done(null, Object.fromEntries(new URLSearchParams(String(body)))),
  );
  app.post('/unsubscribe/:token', callRoute(NOTIFICATIONS_CALLS.unsubscribe, options.contextOf), async (request, reply) => {
    const { token } = parseInput(unsubscribeParams, request.params, { root: 'The path' });
    const context = await options.contextOf(request, reply);
    const choices = await NOTIFICATIONS_CALLS.unsubscribe.run({ context, services: options.services }, { token });
    return reply.code(200).send({ data: choices });
  });
}

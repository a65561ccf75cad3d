import { NOTIFICATIONS_CALLS } from './notifications.calls';
import { z } from 'zod';
import type { FastifyInstance } from 'fastify';
import type { AppServices } from '../../app-services';
import { parseInput } from '../../input/contract';
import { restRoute, type RestRoute } from '../../rest/route-table';
import { callRoute, type ContextOf } from '../../rest/call-route';
import type { NotificationChoices } from './notification-settings.service';
import { notificationSettingsInput, unsubscribeParams } from './notifications.inputs';

const present = (choices: NotificationChoices) => choices;

/** Notification settings on /account (issue 20). */
export const NOTIFICATION_ROUTES: RestRoute[] = [
  restRoute({
    definition: NOTIFICATIONS_CALLS.notificationSettings,
    method: 'GET',
    path: '/user/notification_settings',
    call: ({ context, services }) => services.notificationSettings.get(context),
    response: z.object({ reminder_mails: z.boolean() }),
    present,
  }),
  restRoute({
    definition: NOTIFICATIONS_CALLS.updateNotificationSettings,
    method: 'PATCH',
    path: '/user/notification_settings',
    body: notificationSettingsInput,
    call: ({ body, context, services }) => services.notificationSettings.update(context, body),
    response: z.object({ reminder_mails: z.boolean() }),
    present,
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
    const choices = await options.services.notificationSettings.unsubscribe(token);
    return reply.code(200).send({ data: choices });
  });
}

import { WEBHOOKS_CALLS } from './webhooks.calls';
import { z } from 'zod';
import type { Webhook, WebhookDelivery } from '../../db/entities/integrator.entities';
import { restRoute, type RestRoute } from '../../rest/route-table';
import { WEBHOOK_MESSAGES } from '@larp/rules';
import { webhookPayloadOutput } from './webhook-emitters';

const webhookOutput = z.object({
  _id: z.string(),
  url: z.string(),
  events: z.array(z.string()),
  secret: z.string(),
  active: z.boolean(),
  created_at: z.string(),
});
const presentWebhook = (hook: Webhook) => ({
  _id: hook.id,
  url: hook.url,
  events: hook.events,
  secret: hook.secret,
  active: hook.active,
  created_at: hook.createdAt.toISOString(),
});
const deliveryOutput = z.object({
  _id: z.string(),
  event: z.string(),
  state: z.enum(['pending', 'delivered', 'failed']),
  attempts: z.number().int(),
  next_attempt_at: z.string().nullable(),
  last_status_code: z.number().int().nullable(),
  last_error: z.string().nullable(),
  created_at: z.string(),
  delivered_at: z.string().nullable(),
  payload: webhookPayloadOutput,
});
const presentDelivery = (delivery: WebhookDelivery) => ({
  _id: delivery.id,
  event: delivery.event,
  state: delivery.state,
  attempts: delivery.attempts,
  next_attempt_at: delivery.nextAttemptAt?.toISOString() ?? null,
  last_status_code: delivery.lastStatusCode,
  last_error: delivery.lastError,
  created_at: delivery.createdAt.toISOString(),
  delivered_at: delivery.deliveredAt?.toISOString() ?? null,
  payload: delivery.payload,
});

/** Admins' webhooks and their delivery log. */
export const WEBHOOK_ROUTES: RestRoute[] = [
  restRoute({
    definition: WEBHOOKS_CALLS.webhooks,
    method: 'GET',
    path: '/webhooks',
    response: z.array(webhookOutput),
    present: (hooks: Webhook[]) => hooks.map(presentWebhook),
  }),
  restRoute({
    definition: WEBHOOKS_CALLS.createWebhook,
    method: 'POST',
    path: '/webhooks',
    status: 201,
    response: webhookOutput,
    present: presentWebhook,
  }),
  restRoute({
    definition: WEBHOOKS_CALLS.setWebhookActive,
    method: 'PATCH',
    path: '/webhooks/:id',
    response: z.object({ webhook: webhookOutput, message: z.string() }),
    present: (hook: Webhook) => ({
      webhook: presentWebhook(hook),
      message: hook.active ? WEBHOOK_MESSAGES.enabled : WEBHOOK_MESSAGES.disabled,
    }),
  }),
  restRoute({
    definition: WEBHOOKS_CALLS.deleteWebhook,
    method: 'DELETE',
    path: '/webhooks/:id',
    response: z.object({ message: z.string() }),
    present: () => ({ message: WEBHOOK_MESSAGES.deleted }),
  }),
  restRoute({
    definition: WEBHOOKS_CALLS.webhookDeliveries,
    method: 'GET',
    path: '/webhooks/:id/deliveries',
    response: z.array(deliveryOutput),
    present: (deliveries: WebhookDelivery[]) => deliveries.map(presentDelivery),
  }),
];

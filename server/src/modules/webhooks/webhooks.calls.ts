import { defineCall, defineCalls } from '../../calls/call-definition';
import { rule } from '../accounts/accounts.policy';
import { createWebhookInput, updateWebhookInput, webhookDeliveriesParams, webhookParams } from './webhooks.inputs';
import { WEBHOOK_POLICY } from './webhooks.policy';

/** The calls of webhooks: who may make each, its token scope, contracts, summary and service call (calls/call-definition.ts). */
export const WEBHOOKS_CALLS = defineCalls({
  webhooks: defineCall({
    access: rule(WEBHOOK_POLICY, 'manage'),
    scope: 'webhooks:read',
    summary: 'The registered webhooks, with the secret each delivery is signed with.',
    run: ({ context, services }) => services.webhooks.list(context),
  }),
  createWebhook: defineCall({
    access: rule(WEBHOOK_POLICY, 'manage'),
    scope: 'webhooks:write',
    input: createWebhookInput,
    summary:
      'Registers a receiver for registration.created, registration.changed, event.published, event.finalized, payment.received and/or payment.refunded. Deliveries are JSON POSTs signed with HMAC-SHA256 (X-Larp-Timestamp, X-Larp-Signature: sha256=hex of "<timestamp>.<body>"), retried with back-off.',
    run: ({ context, services }, command) => services.webhooks.create(context, command),
  }),
  setWebhookActive: defineCall({
    access: rule(WEBHOOK_POLICY, 'manage'),
    scope: 'webhooks:write',
    params: webhookParams,
    input: updateWebhookInput,
    summary: 'Enables or disables a webhook: a disabled one gets no new deliveries (those queued still go).',
    run: ({ context, services }, { id, active }) => services.webhooks.setActive(context, id, active),
  }),
  deleteWebhook: defineCall({
    access: rule(WEBHOOK_POLICY, 'manage'),
    scope: 'webhooks:write',
    params: webhookParams,
    summary: 'Removes a webhook and its delivery log.',
    run: async ({ context, services }, { id }) => {
      await services.webhooks.remove(context, id);
      return id;
    },
  }),
  webhookDeliveries: defineCall({
    access: rule(WEBHOOK_POLICY, 'manage'),
    scope: 'webhooks:read',
    params: webhookDeliveriesParams,
    summary: "A webhook's delivery log, newest first (the last 100): state, attempts, last answer, next attempt.",
    run: ({ context, services }, { id }) => services.webhooks.deliveries(context, id),
  }),
});

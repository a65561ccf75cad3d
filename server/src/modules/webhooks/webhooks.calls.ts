import { defineCalls } from '../../calls/call-definition';
import { rule } from '../accounts/accounts.policy';
import { createWebhookInput, updateWebhookInput } from './webhooks.inputs';
import { WEBHOOK_POLICY } from './webhooks.policy';

/** The calls of webhooks: who may make each, the API token scope it needs, the input contract and summary (calls/call-definition.ts). */
export const WEBHOOKS_CALLS = defineCalls({
  webhooks: {
    access: rule(WEBHOOK_POLICY, 'manage'),
    scope: 'webhooks:read',
    summary: 'The registered webhooks, with the secret each delivery is signed with.',
  },
  createWebhook: {
    access: rule(WEBHOOK_POLICY, 'manage'),
    scope: 'webhooks:write',
    input: createWebhookInput,
    summary:
      'Registers a receiver for registration.created, registration.changed, event.published, event.finalized, payment.received and/or payment.refunded. Deliveries are JSON POSTs signed with HMAC-SHA256 (X-Larp-Timestamp, X-Larp-Signature: sha256=hex of "<timestamp>.<body>"), retried with back-off.',
  },
  setWebhookActive: {
    access: rule(WEBHOOK_POLICY, 'manage'),
    scope: 'webhooks:write',
    input: updateWebhookInput,
    summary: 'Enables or disables a webhook: a disabled one gets no new deliveries (those queued still go).',
  },
  deleteWebhook: {
    access: rule(WEBHOOK_POLICY, 'manage'),
    scope: 'webhooks:write',
    summary: 'Removes a webhook and its delivery log.',
  },
  webhookDeliveries: {
    access: rule(WEBHOOK_POLICY, 'manage'),
    scope: 'webhooks:read',
    summary: "A webhook's delivery log, newest first (the last 100): state, attempts, last answer, next attempt.",
  },
});

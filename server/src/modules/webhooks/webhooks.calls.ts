import { defineCalls } from '../../calls/call-definition';
import { rule } from '../accounts/accounts.policy';
import { WEBHOOK_POLICY } from './webhooks.policy';

/** The calls of webhooks: who may make each, the API token scope it needs (calls/call-definition.ts). */
export const WEBHOOKS_CALLS = defineCalls({
  webhooks: { access: rule(WEBHOOK_POLICY, 'manage'), scope: 'webhooks:read' },
  createWebhook: { access: rule(WEBHOOK_POLICY, 'manage'), scope: 'webhooks:write' },
  setWebhookActive: { access: rule(WEBHOOK_POLICY, 'manage'), scope: 'webhooks:write' },
  deleteWebhook: { access: rule(WEBHOOK_POLICY, 'manage'), scope: 'webhooks:write' },
  webhookDeliveries: { access: rule(WEBHOOK_POLICY, 'manage'), scope: 'webhooks:read' },
});

/**
 * The events a webhook can subscribe to and the texts of the webhook calls: the server checks and
 * answers with them, and the admins' webhooks screen offers the same events and shows the same words.
 */
export const WEBHOOK_EVENTS = [
  'registration.created',
  'registration.changed',
  'event.published',
  'event.finalized',
  'payment.received',
  'payment.refunded',
] as const;
export type WebhookEvent = (typeof WEBHOOK_EVENTS)[number];

export const WEBHOOK_MESSAGES = {
  url: 'Enter the full http:// or https:// address of the receiver',
  credentials: 'Leave the user name and password out of the address: each delivery is signed instead',
  addressNotAllowed:
    'This address is not allowed: webhooks go to public internet addresses only, not to this server or its internal network',
  events: 'Choose at least one event',
  unknownEvent: `Unknown event: choose from ${WEBHOOK_EVENTS.join(', ')}`,
  notFound: 'Webhook not found',
  deleted: 'Webhook deleted',
  active: 'Say whether the webhook is active (true or false)',
  enabled: 'Webhook enabled',
  disabled: 'Webhook disabled: nothing is sent to it until it is enabled again',
} as const;

import { z } from 'zod';
import { body, onGraphQL, params } from '../../input/contract';
import { id, list } from '../../input/fields';
import { WEBHOOK_EVENTS, WEBHOOK_MESSAGES } from '@larp/rules';

const M = WEBHOOK_MESSAGES;

/** POST /webhooks: a receiver address and the events it wants. */
export const createWebhookInput = body({
  url: z
    .string({ error: M.url })
    .max(500, { error: M.url })
    .refine(
      (value) => {
        try {
          const parsed = new URL(value);
          return (parsed.protocol === 'http:' || parsed.protocol === 'https:') && parsed.hostname !== '';
        } catch {
          return false;
        }
      },
      { error: M.url, abort: true },
    )
    // Credentials in the address would be sent to whatever the name leads to, and shown in the list.
    .refine(
      (value) => {
        const parsed = new URL(value);
        return parsed.username === '' && parsed.password === '';
      },
      { error: M.credentials },
    ),
  events: list(z.enum(WEBHOOK_EVENTS, { error: M.unknownEvent }), WEBHOOK_EVENTS.length).refine((events) => events.length > 0, {
    error: M.events,
  }),
}).transform((input) => ({ url: input.url, events: [...new Set(input.events)] }));
export type CreateWebhookCommand = z.output<typeof createWebhookInput>;

export const webhookParams = params({ id: id() });
/** GET /webhooks/{id}/deliveries: GraphQL names the webhook `webhookId`. */
export const webhookDeliveriesParams = params({ id: onGraphQL(id(), { name: 'webhookId' }) });

/** PATCH /webhooks/{id}: enable or disable (a disabled webhook gets no new deliveries). */
export const updateWebhookInput = body({ active: z.boolean({ error: M.active }) });

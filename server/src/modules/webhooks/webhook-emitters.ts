import type { EntityManager } from 'typeorm';
import type { EventRegistration } from '../../db/entities/event-registration.entity';
import type { Event } from '../../db/entities/event.entity';
import { z } from 'zod';
import { WEBHOOK_EVENTS, type WebhookEvent } from '@larp/rules';

/** A delivery's payload (the answer shape of the deliveries list): the change, when, and the record it is about. */
export const webhookPayloadOutput = z.object({
  event: z.enum(WEBHOOK_EVENTS),
  created_at: z.string(),
  data: z.object({
    registration: z
      .object({
        _id: z.string(),
        event_id: z.string(),
        user_id: z.string(),
        character_id: z.string().nullable(),
        event_role: z.string(),
        /** null: not reviewed yet */
        state: z.string().nullable(),
        registered_at: z.string(),
      })
      .optional(),
    payment: z
      .object({
        _id: z.string(),
        registration_id: z.string().nullable(),
        event_id: z.string().nullable(),
        user_id: z.string().nullable(),
        kind: z.string(),
        amount: z.number().int(),
        currency: z.string(),
        method: z.string().nullable(),
        reference: z.string(),
        created_at: z.string(),
      })
      .optional(),
    event: z
      .object({
        _id: z.string(),
        event_title: z.string(),
        event_start_time: z.string(),
        event_end_time: z.string(),
        event_published: z.boolean(),
        event_finalized: z.boolean(),
      })
      .optional(),
  }),
});

export const presentRegistrationForWebhook = (registration: EventRegistration) => ({
  registration: {
    _id: registration.id,
    event_id: registration.eventId,
    user_id: registration.userId,
    character_id: registration.characterId,
    event_role: registration.eventRole,
    state: registration.state,
    registered_at: registration.registeredAt.toISOString(),
  },
});

export const presentEventForWebhook = (event: Event) => ({
  event: {
    _id: event.id,
    event_title: event.eventTitle,
    event_start_time: event.eventStartTime.toISOString(),
    event_end_time: event.eventEndTime.toISOString(),
    event_published: event.eventPublished,
    event_finalized: event.eventFinalized,
  },
});

/**
 * What a service that makes a reported change is given (WebhooksService in the app): `record` writes
 * the webhook deliveries in the change's own transaction, so a rolled-back change sends nothing and a
 * committed one is never lost; `afterCommit` sends them off the request path once it has committed.
 */
export interface ChangeFeed {
  record(manager: EntityManager, event: WebhookEvent, data: Record<string, unknown>): Promise<unknown>;
  afterCommit(): void;
}

/** Until the app wires the webhooks in (and in tests of a service alone): nothing is reported. */
export const NO_CHANGE_FEED: ChangeFeed = { record: async () => 0, afterCommit: () => undefined };

export const recordRegistration = (
  feed: ChangeFeed,
  manager: EntityManager,
  event: 'registration.created' | 'registration.changed',
  registration: EventRegistration,
) => feed.record(manager, event, presentRegistrationForWebhook(registration));

export const recordEvent = (feed: ChangeFeed, manager: EntityManager, event: 'event.published' | 'event.finalized', row: Event) =>
  feed.record(manager, event, presentEventForWebhook(row));

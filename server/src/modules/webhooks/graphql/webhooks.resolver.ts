import { GraphQLJSONObject } from 'graphql-scalars';
import { Arg, Ctx, Field, ID, InputType, Int, Mutation, ObjectType, Query, Resolver } from 'type-graphql';
import type { Webhook, WebhookDelivery } from '../../../db/entities/integrator.entities';
import { Call, runCall, ScopeDomain } from '../../../graphql/call-field';
import type { GraphQLContext } from '../../../graphql/context';
import { WEBHOOKS_CALLS } from '../webhooks.calls';

@ScopeDomain('webhooks')
@ObjectType('Webhook', { description: 'A receiver of signed event deliveries' })
export class WebhookType {
  @Field(() => ID, { description: 'The unique id of this record.' }) id: string;
  @Field({ description: 'The address posted to.' }) url: string;
  @Field(() => [String], { description: 'The kinds of change it is told about.' }) events: string[];
  @Field({ description: 'The HMAC-SHA256 key each delivery is signed with' }) secret: string;
  @Field({ description: 'Whether deliveries are sent.' }) active: boolean;
  @Field({ description: 'When this was created.' }) createdAt: Date;
}

@ScopeDomain('webhooks')
@ObjectType('WebhookDelivery', { description: 'One post to a webhook: what was sent and how it went.' })
export class WebhookDeliveryType {
  @Field(() => ID, { description: 'The unique id of this record.' }) id: string;
  @Field({ description: 'The kind of change.' }) event: string;
  @Field({ description: 'Pending, delivered or failed' }) state: string;
  @Field(() => Int, { description: 'How many delivery attempts have been made.' }) attempts: number;
  @Field(() => Date, { description: 'When it is tried again; null when done.', nullable: true }) nextAttemptAt: Date | null;
  @Field(() => Int, { description: 'The HTTP status of the last attempt; null before one.', nullable: true }) lastStatusCode: number | null;
  @Field(() => String, { description: "The last delivery attempt's error; null when none failed.", nullable: true }) lastError:
    string | null;
  @Field({ description: 'When the change happened.' }) createdAt: Date;
  @Field(() => Date, { description: 'When it was delivered; null until then.', nullable: true }) deliveredAt: Date | null;
  @Field(() => GraphQLJSONObject, { description: 'The JSON posted.' }) payload: Record<string, unknown>;
}

@InputType('CreateWebhookInput', { description: 'A new webhook: the address told about registrations and other changes.' })
export class CreateWebhookInput {
  @Field({ description: 'The https address the app posts events to.' }) url: string;
  @Field(() => [String], {
    description: 'Registration.created, registration.changed, event.published, event.finalized, payment.received, payment.refunded',
  })
  events: string[];
}

const toWebhookType = (hook: Webhook): WebhookType =>
  Object.assign(new WebhookType(), {
    id: hook.id,
    url: hook.url,
    events: hook.events,
    secret: hook.secret,
    active: hook.active,
    createdAt: hook.createdAt,
  });

const toDeliveryType = (delivery: WebhookDelivery): WebhookDeliveryType =>
  Object.assign(new WebhookDeliveryType(), {
    id: delivery.id,
    event: delivery.event,
    state: delivery.state,
    attempts: delivery.attempts,
    nextAttemptAt: delivery.nextAttemptAt,
    lastStatusCode: delivery.lastStatusCode,
    lastError: delivery.lastError,
    createdAt: delivery.createdAt,
    deliveredAt: delivery.deliveredAt,
    payload: delivery.payload,
  });

/** Admins' webhooks and their delivery log: the same calls as REST /webhooks. */
@Resolver()
export class WebhooksResolver {
  @Call(WEBHOOKS_CALLS.webhooks)
  @Query(() => [WebhookType], { description: 'The webhooks.' })
  async webhooks(@Ctx() context: GraphQLContext): Promise<WebhookType[]> {
    return (await runCall(WEBHOOKS_CALLS.webhooks, context)).map(toWebhookType);
  }

  @Call(WEBHOOKS_CALLS.createWebhook)
  @Mutation(() => WebhookType, { description: 'Registers a receiver; deliveries are JSON POSTs signed with HMAC-SHA256.' })
  async createWebhook(
    @Arg('input', { description: 'The fields to set, as on the matching form.' }) input: CreateWebhookInput,
    @Ctx() context: GraphQLContext,
  ): Promise<WebhookType> {
    return toWebhookType(await runCall(WEBHOOKS_CALLS.createWebhook, context, input));
  }

  @Call(WEBHOOKS_CALLS.setWebhookActive)
  @Mutation(() => WebhookType, { description: 'Enables or disables a webhook (a disabled one gets no new deliveries).' })
  async setWebhookActive(
    @Arg('id', () => ID, { description: 'The id of the record to act on.' }) id: string,
    @Arg('active', { description: 'Whether deliveries are sent.' }) active: boolean,
    @Ctx() context: GraphQLContext,
  ): Promise<WebhookType> {
    return toWebhookType(await runCall(WEBHOOKS_CALLS.setWebhookActive, context, { id, active }));
  }

  @Call(WEBHOOKS_CALLS.deleteWebhook)
  @Mutation(() => ID, { description: 'Removes a webhook and its delivery log; returns its id.' })
  async deleteWebhook(
    @Arg('id', () => ID, { description: 'The id of the record to act on.' }) id: string,
    @Ctx() context: GraphQLContext,
  ): Promise<string> {
    return runCall(WEBHOOKS_CALLS.deleteWebhook, context, { id });
  }

  @Call(WEBHOOKS_CALLS.webhookDeliveries)
  @Query(() => [WebhookDeliveryType], { description: "A webhook's delivery log, newest first (the last 100)." })
  async webhookDeliveries(
    @Arg('webhookId', () => ID, { description: "The webhook's id." }) webhookId: string,
    @Ctx() context: GraphQLContext,
  ): Promise<WebhookDeliveryType[]> {
    return (await runCall(WEBHOOKS_CALLS.webhookDeliveries, context, { webhookId })).map(toDeliveryType);
  }
}

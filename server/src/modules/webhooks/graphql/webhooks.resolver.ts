import { GraphQLJSONObject } from 'graphql-scalars';
import { Arg, Ctx, Field, ID, InputType, Int, Mutation, ObjectType, Query, Resolver } from 'type-graphql';
import type { Webhook, WebhookDelivery } from '../../../db/entities/integrator.entities';
import { Call, ScopeDomain } from '../../../graphql/call-field';
import type { GraphQLContext } from '../../../graphql/context';
import { parseGraphQLArgs } from '../../../input/contract';
import { WEBHOOKS_CALLS } from '../webhooks.calls';
import { webhookParams } from '../webhooks.inputs';

@ScopeDomain('webhooks')
@ObjectType('Webhook', { description: 'A receiver of signed event deliveries' })
export class WebhookType {
  @Field(() => ID) id: string;
  @Field() url: string;
  @Field(() => [String]) events: string[];
  @Field({ description: 'the HMAC-SHA256 key each delivery is signed with' }) secret: string;
  @Field() active: boolean;
  @Field() createdAt: Date;
}

@ScopeDomain('webhooks')
@ObjectType('WebhookDelivery')
export class WebhookDeliveryType {
  @Field(() => ID) id: string;
  @Field() event: string;
  @Field({ description: 'pending, delivered or failed' }) state: string;
  @Field(() => Int) attempts: number;
  @Field(() => Date, { nullable: true }) nextAttemptAt: Date | null;
  @Field(() => Int, { nullable: true }) lastStatusCode: number | null;
  @Field(() => String, { nullable: true }) lastError: string | null;
  @Field() createdAt: Date;
  @Field(() => Date, { nullable: true }) deliveredAt: Date | null;
  @Field(() => GraphQLJSONObject) payload: Record<string, unknown>;
}

@InputType('CreateWebhookInput')
export class CreateWebhookInput {
  @Field() url: string;
  @Field(() => [String], {
    description: 'registration.created, registration.changed, event.published, event.finalized, payment.received, payment.refunded',
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
  @Query(() => [WebhookType])
  async webhooks(@Ctx() { request, services }: GraphQLContext): Promise<WebhookType[]> {
    return (await services.webhooks.list(request)).map(toWebhookType);
  }

  @Call(WEBHOOKS_CALLS.createWebhook)
  @Mutation(() => WebhookType, { description: 'Registers a receiver; deliveries are JSON POSTs signed with HMAC-SHA256.' })
  async createWebhook(@Arg('input') input: CreateWebhookInput, @Ctx() { request, services }: GraphQLContext): Promise<WebhookType> {
    return toWebhookType(await services.webhooks.create(request, parseGraphQLArgs(WEBHOOKS_CALLS.createWebhook.input, input)));
  }

  @Call(WEBHOOKS_CALLS.setWebhookActive)
  @Mutation(() => WebhookType, { description: 'Enables or disables a webhook (a disabled one gets no new deliveries).' })
  async setWebhookActive(
    @Arg('id', () => ID) id: string,
    @Arg('active') active: boolean,
    @Ctx() { request, services }: GraphQLContext,
  ): Promise<WebhookType> {
    const hook = await services.webhooks.setActive(
      request,
      parseGraphQLArgs(webhookParams, { id }).id,
      parseGraphQLArgs(WEBHOOKS_CALLS.setWebhookActive.input, { active }).active,
    );
    return toWebhookType(hook);
  }

  @Call(WEBHOOKS_CALLS.deleteWebhook)
  @Mutation(() => ID, { description: 'Removes a webhook and its delivery log; returns its id.' })
  async deleteWebhook(@Arg('id', () => ID) id: string, @Ctx() { request, services }: GraphQLContext): Promise<string> {
    const checked = parseGraphQLArgs(webhookParams, { id }).id;
    await services.webhooks.remove(request, checked);
    return checked;
  }

  @Call(WEBHOOKS_CALLS.webhookDeliveries)
  @Query(() => [WebhookDeliveryType], { description: "A webhook's delivery log, newest first (the last 100)." })
  async webhookDeliveries(
    @Arg('webhookId', () => ID) webhookId: string,
    @Ctx() { request, services }: GraphQLContext,
  ): Promise<WebhookDeliveryType[]> {
    return (await services.webhooks.deliveries(request, parseGraphQLArgs(webhookParams, { id: webhookId }).id)).map(toDeliveryType);
  }
}

import { Call, runCall } from '../../../graphql/call-field';
import { REGISTRATIONS_CALLS } from '../registrations.calls';
import { Arg, Ctx, Field, ID, Int, Mutation, ObjectType, Query, Resolver } from 'type-graphql';
import type { GraphQLContext } from '../../../graphql/context';
import { EventRegistrationType, toRegistrationType } from '../../events/graphql/event.types';
import type { WaitlistQueue } from '../registrations.service';
import { WaitlistModeEnum } from '../../events/graphql/event.enums';

@ObjectType('WaitlistQueue', { description: "One role's places and waitlist at an event (staff)." })
export class WaitlistQueueType {
  @Field({ description: "Event role code from the ruleset's event_role_types, e.g. pc (player character) or npc (non-player character)." })
  eventRole: string;
  @Field(() => Int, { nullable: true, description: 'Null: no limit' }) capacity: number | null;
  @Field(() => Int, { description: 'Accepted plus offered' }) taken: number;
  @Field(() => Int, { description: 'Places still free in this role; null when unlimited.', nullable: true }) placesLeft: number | null;
  @Field(() => WaitlistModeEnum, { description: "The event's waitlist mode: what happens when a place frees up." }) waitlistMode: string;
  @Field(() => [EventRegistrationType], { description: 'Waitlisted registrations holding an offered place' })
  offers: EventRegistrationType[];
  @Field(() => [EventRegistrationType], { description: 'The line, next first' }) line: EventRegistrationType[];
}

function toQueueType(queue: WaitlistQueue): WaitlistQueueType {
  return Object.assign(new WaitlistQueueType(), {
    eventRole: queue.role,
    capacity: queue.capacity,
    taken: queue.taken,
    placesLeft: queue.placesLeft,
    waitlistMode: queue.mode,
    offers: queue.offers.map((r) => toRegistrationType(r)),
    line: queue.line.map((r) => toRegistrationType(r)),
  });
}

/** Places and the waitlist: the offer answers, the admin's order, the staff view of the line. */
@Resolver()
export class WaitlistResolver {
  @Call(REGISTRATIONS_CALLS.acceptOffer)
  @Mutation(() => EventRegistrationType, { description: 'Takes the place offered to this (own, waitlisted) registration.' })
  async acceptOffer(
    @Arg('id', () => ID, { description: 'The id of the record to act on.' }) id: string,
    @Ctx() context: GraphQLContext,
  ): Promise<EventRegistrationType> {
    return toRegistrationType(await runCall(REGISTRATIONS_CALLS.acceptOffer, context, { id }));
  }

  @Call(REGISTRATIONS_CALLS.declineOffer)
  @Mutation(() => EventRegistrationType, {
    description: 'Declines the offered place: the registration is withdrawn and the place passes on.',
  })
  async declineOffer(
    @Arg('id', () => ID, { description: 'The id of the record to act on.' }) id: string,
    @Ctx() context: GraphQLContext,
  ): Promise<EventRegistrationType> {
    return toRegistrationType(await runCall(REGISTRATIONS_CALLS.declineOffer, context, { id }));
  }

  @Call(REGISTRATIONS_CALLS.updateRegistrationAdmin)
  @Mutation(() => EventRegistrationType, {
    description:
      "Admin: a registration's waitlist priority (lower first; null: by registration time), its staff note, its role and character. A role change needs reconfirmation (or waitlists it when the role is full), unless it is accepted in the same change; the player is told.",
  })
  async updateRegistrationAdmin(
    @Arg('eventId', () => ID, { description: "The event's id." }) eventId: string,
    @Arg('registrationId', () => ID, { description: "The event registration's id." }) registrationId: string,
    @Arg('waitlistPriority', () => Int, { description: 'The place in the waitlist (lower goes first).', nullable: true })
    waitlistPriority: number | null,
    @Ctx() context: GraphQLContext,
    @Arg('staffNote', () => String, {
      nullable: true,
      description: "The note staff see at the gate and in the attendance review; '' clears it",
    })
    staffNote?: string | null,
    @Arg('eventRole', () => String, { nullable: true, description: 'A new role (pc, npc, ...)' }) eventRole?: string | null,
    @Arg('characterId', () => ID, { nullable: true, description: "One of the player's characters; '' for none" })
    characterId?: string | null,
    @Arg('accept', () => Boolean, { nullable: true, description: 'Accept it in the same change' }) accept?: boolean | null,
    @Arg('overrideCapacity', () => Boolean, { nullable: true, description: "Accept past the event's places" })
    overrideCapacity?: boolean | null,
  ): Promise<EventRegistrationType> {
    const registration = await runCall(REGISTRATIONS_CALLS.updateRegistrationAdmin, context, {
      eventId,
      registrationId,
      waitlistPriority,
      staffNote,
      eventRole,
      characterId,
      accept,
      overrideCapacity,
    });
    return toRegistrationType(registration);
  }

  @Call(REGISTRATIONS_CALLS.waitlist)
  @Query(() => [WaitlistQueueType], { description: 'Per role: places, offers out and the waitlist in order (the attendance review).' })
  async waitlist(
    @Arg('eventId', () => ID, { description: "The event's id." }) eventId: string,
    @Ctx() context: GraphQLContext,
  ): Promise<WaitlistQueueType[]> {
    return (await runCall(REGISTRATIONS_CALLS.waitlist, context, { eventId })).map(toQueueType);
  }
}

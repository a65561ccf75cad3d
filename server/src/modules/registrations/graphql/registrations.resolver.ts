import { Call, runCall } from '../../../graphql/call-field';
import { REGISTRATIONS_CALLS } from '../registrations.calls';
import { Arg, Ctx, ID, Mutation, Query, Resolver } from 'type-graphql';
import type { GraphQLContext } from '../../../graphql/context';
import { RegistrationInput, WaitlistInput } from '../../events/graphql/event.inputs';
import { EventRegistrationType, toRegistrationType } from '../../events/graphql/event.types';

/** Registrations as GraphQL: each field calls one RegistrationsService method (as the REST routes do). */
@Resolver()
export class RegistrationsResolver {
  @Call(REGISTRATIONS_CALLS.eventRegistration)
  @Query(() => EventRegistrationType, {
    description: "One registration (one's own, or any for staff); null with a NOT_FOUND error entry when there is none.",
    nullable: true,
  })
  async eventRegistration(
    @Arg('id', () => ID, { description: "The registration's id." }) id: string,
    @Ctx() context: GraphQLContext,
  ): Promise<EventRegistrationType> {
    return toRegistrationType(await runCall(REGISTRATIONS_CALLS.eventRegistration, context, { id }));
  }

  @Call(REGISTRATIONS_CALLS.registerForEvent)
  @Mutation(() => EventRegistrationType, { description: 'Registers the signed-in player for an event, as pc with a character or as npc.' })
  async registerForEvent(
    @Arg('input', { description: 'The fields to set, as on the matching form.' }) input: RegistrationInput,
    @Ctx() context: GraphQLContext,
  ): Promise<EventRegistrationType> {
    return toRegistrationType(await runCall(REGISTRATIONS_CALLS.registerForEvent, context, input));
  }

  @Call(REGISTRATIONS_CALLS.updateEventRegistration)
  @Mutation(() => EventRegistrationType, { description: "Changes one's registration (character or answers)." })
  async updateEventRegistration(
    @Arg('id', () => ID, { description: 'The id of the record to act on.' }) id: string,
    @Arg('input', { description: 'The fields to set, as on the matching form.' }) input: RegistrationInput,
    @Ctx() context: GraphQLContext,
  ): Promise<EventRegistrationType> {
    return toRegistrationType(await runCall(REGISTRATIONS_CALLS.updateEventRegistration, context, input, { id }));
  }

  @Call(REGISTRATIONS_CALLS.cancelEventRegistration)
  @Mutation(() => EventRegistrationType, {
    description: "Cancels one's registration; a freed place goes to the waitlist by the event's waitlist mode.",
  })
  async cancelEventRegistration(
    @Arg('id', () => ID, { description: 'The id of the record to act on.' }) id: string,
    @Ctx() context: GraphQLContext,
  ): Promise<EventRegistrationType> {
    return toRegistrationType(await runCall(REGISTRATIONS_CALLS.cancelEventRegistration, context, { id }));
  }

  @Call(REGISTRATIONS_CALLS.confirmRegistrations)
  @Mutation(() => [EventRegistrationType], { description: 'Admin review: accept some, waitlist others (a message each).' })
  async confirmRegistrations(
    @Arg('eventId', () => ID, { description: "The event's id." }) eventId: string,
    @Arg('accept', () => [ID], { description: 'The registrations to accept.', defaultValue: [] }) accept: string[],
    @Arg('waitlist', () => [WaitlistInput], { description: 'The registrations to waitlist, each with a message.', defaultValue: [] })
    waitlist: WaitlistInput[],
    @Ctx() context: GraphQLContext,
    @Arg('overrideCapacity', () => Boolean, { nullable: true, description: "Accept past the event's places (otherwise refused)" })
    overrideCapacity?: boolean,
    @Arg('waitlistOverPlaces', () => Boolean, {
      nullable: true,
      description: 'Accept up to the places (first registered first) and waitlist the rest with overPlacesMessage',
    })
    waitlistOverPlaces?: boolean,
    @Arg('overPlacesMessage', () => String, { nullable: true, description: 'The message of those waitlisted for want of a place' })
    overPlacesMessage?: string,
  ): Promise<EventRegistrationType[]> {
    const registrations = await runCall(REGISTRATIONS_CALLS.confirmRegistrations, context, {
      eventId,
      accept,
      overrideCapacity,
      waitlistOverPlaces,
      overPlacesMessage,
      waitlist,
    });
    return registrations.map((registration) => toRegistrationType(registration));
  }
}

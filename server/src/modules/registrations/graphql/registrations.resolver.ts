import { Call } from '../../../graphql/call-field';
import { REGISTRATIONS_CALLS } from '../registrations.calls';
import { Arg, Ctx, ID, Mutation, Query, Resolver } from 'type-graphql';
import type { GraphQLContext } from '../../../graphql/context';
import { parseGraphQLArgs } from '../../../input/contract';
import { registrationInput, registrationReviewInput } from '../../events/events-area.inputs';
import { RegistrationInput, WaitlistInput } from '../../events/graphql/event.inputs';
import { EventRegistrationType, toRegistrationType } from '../../events/graphql/event.types';

/** Registrations as GraphQL: each field calls one RegistrationsService method (as the REST routes do). */
@Resolver()
export class RegistrationsResolver {
  @Call(REGISTRATIONS_CALLS.eventRegistration)
  @Query(() => EventRegistrationType)
  async eventRegistration(@Arg('id', () => ID) id: string, @Ctx() { request, services }: GraphQLContext): Promise<EventRegistrationType> {
    return toRegistrationType(await services.registrations.get(request, id));
  }

  @Call(REGISTRATIONS_CALLS.registerForEvent)
  @Mutation(() => EventRegistrationType)
  async registerForEvent(
    @Arg('input') input: RegistrationInput,
    @Ctx() { request, services }: GraphQLContext,
  ): Promise<EventRegistrationType> {
    return toRegistrationType(await services.registrations.register(request, parseGraphQLArgs(registrationInput, input)));
  }

  @Call(REGISTRATIONS_CALLS.updateEventRegistration)
  @Mutation(() => EventRegistrationType)
  async updateEventRegistration(
    @Arg('id', () => ID) id: string,
    @Arg('input') input: RegistrationInput,
    @Ctx() { request, services }: GraphQLContext,
  ): Promise<EventRegistrationType> {
    const { eventId: _eventId, ...changes } = parseGraphQLArgs(registrationInput, input);
    return toRegistrationType(await services.registrations.update(request, id, changes));
  }

  @Call(REGISTRATIONS_CALLS.cancelEventRegistration)
  @Mutation(() => EventRegistrationType)
  async cancelEventRegistration(
    @Arg('id', () => ID) id: string,
    @Ctx() { request, services }: GraphQLContext,
  ): Promise<EventRegistrationType> {
    return toRegistrationType(await services.registrations.cancel(request, id));
  }

  @Call(REGISTRATIONS_CALLS.confirmRegistrations)
  @Mutation(() => [EventRegistrationType], { description: 'Admin review: accept some, waitlist others (a message each).' })
  async confirmRegistrations(
    @Arg('eventId', () => ID) eventId: string,
    @Arg('accept', () => [ID], { defaultValue: [] }) accept: string[],
    @Arg('waitlist', () => [WaitlistInput], { defaultValue: [] }) waitlist: WaitlistInput[],
    @Ctx() { request, services }: GraphQLContext,
    @Arg('overrideCapacity', () => Boolean, { nullable: true, description: "accept past the event's places (otherwise refused)" })
    overrideCapacity?: boolean,
    @Arg('waitlistOverPlaces', () => Boolean, {
      nullable: true,
      description: 'accept up to the places (first registered first) and waitlist the rest with overPlacesMessage',
    })
    waitlistOverPlaces?: boolean,
    @Arg('overPlacesMessage', () => String, { nullable: true, description: 'the message of those waitlisted for want of a place' })
    overPlacesMessage?: string,
  ): Promise<EventRegistrationType[]> {
    const registrations = await services.registrations.confirm(
      request,
      eventId,
      parseGraphQLArgs(registrationReviewInput, { accept, overrideCapacity, waitlistOverPlaces, overPlacesMessage, waitlist }),
    );
    return registrations.map((registration) => toRegistrationType(registration));
  }
}

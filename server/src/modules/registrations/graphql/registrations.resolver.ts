import { Call } from '../../../graphql/call-field';
import { REGISTRATIONS_CALLS } from '../registrations.calls';
import { Arg, Ctx, ID, Mutation, Query, Resolver } from 'type-graphql';
import type { GraphQLContext } from '../../../graphql/context';
import { parseGraphQLInput } from '../../../input/contract';
import { registrationInput as registrationContract, registrationReviewInput } from '../../events/events-area.inputs';
import { AnswerInput, RegistrationInput, WaitlistInput } from '../../events/graphql/event.inputs';
import { EventRegistrationType, toRegistrationType } from '../../events/graphql/event.types';

const registrationAnswers = (answers: AnswerInput[] | undefined) =>
  answers?.map((a) => ({ event_registration_question: a.questionId, question_answer: a.answer }));

/** The registration input in the REST shape, through the call's contract. */
function registrationInput(input: RegistrationInput) {
  return parseGraphQLInput(registrationContract, {
    event: input.eventId,
    character: input.characterId,
    event_role: input.eventRole,
    question_answers: registrationAnswers(input.questionAnswers),
  });
}

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
    return toRegistrationType(await services.registrations.register(request, registrationInput(input)));
  }

  @Call(REGISTRATIONS_CALLS.updateEventRegistration)
  @Mutation(() => EventRegistrationType)
  async updateEventRegistration(
    @Arg('id', () => ID) id: string,
    @Arg('input') input: RegistrationInput,
    @Ctx() { request, services }: GraphQLContext,
  ): Promise<EventRegistrationType> {
    const { eventId: _eventId, ...changes } = registrationInput(input);
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
      parseGraphQLInput(registrationReviewInput, {
        accept,
        override_capacity: overrideCapacity,
        waitlist_over_places: waitlistOverPlaces,
        over_places_message: overPlacesMessage,
        waitlist: waitlist.map((entry) => entry.registrationId),
        waitlist_messages: Object.fromEntries(waitlist.map((entry) => [entry.registrationId, entry.message ?? ''])),
      }),
    );
    return registrations.map((registration) => toRegistrationType(registration));
  }
}

import { Call, parseCallArgs, runCall, runCommand } from '../../../graphql/call-field';
import { EVENTS_CALLS } from '../events.calls';
import type { GraphQLResolveInfo } from 'graphql';
import { Arg, Ctx, ID, Info, Mutation, Query, Resolver } from 'type-graphql';
import type { GraphQLContext } from '../../../graphql/context';
import { contractValue } from '../../../input/contract';
import { wholeList } from '../../../input/paging';
import { canOnEvents } from '../events.policy';
import type { EventChanges, EventFormFields } from '../event-form';
import { eventFormNames, parseEventForm } from '../event-form';
import { includesFromSelection } from './selected-includes';
import type { IncludeSet } from '../event-include';
import { EventInput, QuestionInput } from './event.inputs';
import { EventType, QuestionType, toEventType, toQuestionType } from './event.types';

/** What the query selected, less survey counts for players (events §6). */
export function includesFor(context: GraphQLContext, info: GraphQLResolveInfo): IncludeSet {
  return includesFromSelection(info, canOnEvents(context.request.user, 'viewSurveyCounts'));
}

/** The event form from EventInput, through the one mapping of GraphQL arguments (clearSurveyOpenAt sends the null a Date argument cannot). */
function eventForm(input: EventInput, mode: 'create' | 'edit'): EventChanges {
  const sent = Object.assign({}, input, { eventSurveyOpenAt: input.clearSurveyOpenAt ? null : input.eventSurveyOpenAt });
  return parseEventForm(contractValue(eventFormNames, sent) as EventFormFields, mode, 'graphql');
}

/** The event as the query selected it (mutations return the event after their change). */
export async function selectedEvent(context: GraphQLContext, info: GraphQLResolveInfo, eventId: string): Promise<EventType> {
  return toEventType(await context.services.events.get(context.request, eventId, includesFor(context, info)));
}

/**
 * Events and their questions as GraphQL: each field calls one service method (the REST bridge calls
 * the same ones). Images are uploaded through the REST multipart form only; GraphQL carries no files.
 * Registrations, surveys and attendance have their own resolvers in their modules.
 */
@Resolver()
export class EventsResolver {
  @Call(EVENTS_CALLS.events)
  @Query(() => [EventType], {
    description: 'Events, newest first. Players see published events and only their own registrations, attendance and surveys.',
  })
  async events(
    @Arg('mine', { defaultValue: false, description: 'Relations limited to my own rows (user=me)' }) mine: boolean,
    @Arg('publishedOnly', { description: 'Only published events.', defaultValue: false }) publishedOnly: boolean,
    @Ctx() context: GraphQLContext,
    @Info() info: GraphQLResolveInfo,
  ): Promise<EventType[]> {
    const views = await runCommand(EVENTS_CALLS.events, context, { includes: includesFor(context, info), mine, publishedOnly });
    return wholeList(views).map(toEventType);
  }

  @Call(EVENTS_CALLS.event)
  @Query(() => EventType, {
    description: 'One event; null with a NOT_FOUND error entry when there is none the viewer may see.',
    nullable: true,
  })
  async event(
    @Arg('id', () => ID, { description: "The event's id." }) id: string,
    @Arg('mine', { description: 'Relations limited to my own rows (my registration, attendance and survey).', defaultValue: false })
    mine: boolean,
    @Ctx() context: GraphQLContext,
    @Info() info: GraphQLResolveInfo,
  ): Promise<EventType> {
    const call = EVENTS_CALLS.event;
    return toEventType(
      await runCommand(call, context, Object.assign(parseCallArgs(call, { id }), { includes: includesFor(context, info), mine })),
    );
  }

  @Call(EVENTS_CALLS.createEvent)
  @Mutation(() => EventType, { description: 'Creates an event (unpublished until published).' })
  async createEvent(
    @Arg('input', { description: 'The fields to set, as on the matching form.' }) input: EventInput,
    @Ctx() context: GraphQLContext,
    @Info() info: GraphQLResolveInfo,
  ): Promise<EventType> {
    const created = await runCommand(EVENTS_CALLS.createEvent, context, { form: eventForm(input, 'create'), image: null });
    return selectedEvent(context, info, created.event.id);
  }

  @Call(EVENTS_CALLS.updateEvent)
  @Mutation(() => EventType, { description: 'Changes an event; answers it after the change.' })
  async updateEvent(
    @Arg('id', () => ID, { description: 'The id of the record to act on.' }) id: string,
    @Arg('input', { description: 'The fields to set, as on the matching form.' }) input: EventInput,
    @Ctx() context: GraphQLContext,
    @Info() info: GraphQLResolveInfo,
  ): Promise<EventType> {
    const call = EVENTS_CALLS.updateEvent;
    await runCommand(call, context, Object.assign(parseCallArgs(call, { id }), { form: eventForm(input, 'edit'), image: null }));
    return selectedEvent(context, info, id);
  }

  @Call(EVENTS_CALLS.publishEvent)
  @Mutation(() => EventType, { description: 'Publishes an event: players can see it and register.' })
  async publishEvent(
    @Arg('id', () => ID, { description: 'The id of the record to act on.' }) id: string,
    @Ctx() context: GraphQLContext,
    @Info() info: GraphQLResolveInfo,
  ): Promise<EventType> {
    await runCall(EVENTS_CALLS.publishEvent, context, { id });
    return selectedEvent(context, info, id);
  }

  @Call(EVENTS_CALLS.deleteEvent)
  @Mutation(() => ID, { description: 'Deletes an event (until finalized) with its registrations; returns its id.' })
  async deleteEvent(
    @Arg('id', () => ID, { description: 'The id of the record to act on.' }) id: string,
    @Ctx() context: GraphQLContext,
  ): Promise<string> {
    return (await runCall(EVENTS_CALLS.deleteEvent, context, { id })).id;
  }

  @Call(EVENTS_CALLS.defaultRegistrationQuestions)
  @Query(() => [QuestionType], { description: 'The registration questions new events start with (admins: the event form offers them).' })
  async defaultRegistrationQuestions(@Ctx() context: GraphQLContext): Promise<QuestionType[]> {
    return (await runCall(EVENTS_CALLS.defaultRegistrationQuestions, context)).map(toQuestionType);
  }

  @Call(EVENTS_CALLS.defaultSurveyQuestions)
  @Query(() => [QuestionType], { description: 'The survey questions new events start with (admins: the event form offers them).' })
  async defaultSurveyQuestions(@Ctx() context: GraphQLContext): Promise<QuestionType[]> {
    return (await runCall(EVENTS_CALLS.defaultSurveyQuestions, context)).map(toQuestionType);
  }

  @Call(EVENTS_CALLS.updateDefaultRegistrationQuestions)
  @Mutation(() => [QuestionType], { description: 'Replaces the default registration questions (left-out ones stop being defaults).' })
  async updateDefaultRegistrationQuestions(
    @Arg('questions', () => [QuestionInput], { description: 'The questions, in order.' }) questions: QuestionInput[],
    @Ctx() context: GraphQLContext,
  ): Promise<QuestionType[]> {
    return (await runCall(EVENTS_CALLS.updateDefaultRegistrationQuestions, context, { questions })).map(toQuestionType);
  }

  @Call(EVENTS_CALLS.updateDefaultSurveyQuestions)
  @Mutation(() => [QuestionType], { description: 'Sets the survey questions new events start with.' })
  async updateDefaultSurveyQuestions(
    @Arg('questions', () => [QuestionInput], { description: 'The questions, in order.' }) questions: QuestionInput[],
    @Ctx() context: GraphQLContext,
  ): Promise<QuestionType[]> {
    return (await runCall(EVENTS_CALLS.updateDefaultSurveyQuestions, context, { questions })).map(toQuestionType);
  }
}

import type { GraphQLResolveInfo } from 'graphql';
import { Arg, Authorized, Ctx, ID, Info, Mutation, Query, Resolver } from 'type-graphql';
import type { GraphQLContext } from '../../../graphql/context';
import { parseGraphQLInput } from '../../../input/contract';
import { defaultQuestionsInput, finalizeInput, registrationInput as registrationContract, registrationReviewInput, surveyInput } from '../events-area.inputs';
import { hasRole } from '../../accounts/accounts.policy';
import type { EventChanges } from '../event-form';
import { parseEventForm } from '../event-form';
import { includesFromSelection } from './selected-includes';
import type { IncludeSet } from '../event-include';
import {
  AnswerInput,
  AttendanceInput,
  EventInput,
  QuestionInput,
  RegistrationInput,
  WaitlistInput,
} from './event.inputs';
import {
  EventRegistrationType,
  EventType,
  FinalizePreviewRowType,
  QuestionType,
  SurveyResponseType,
  toEventType,
  toFinalizePreviewRowType,
  toQuestionType,
  toRegistrationType,
  toSurveyResponseType,
} from './event.types';

/** What the query selected, less survey counts for players (events §6). */
function includesFor(context: GraphQLContext, info: GraphQLResolveInfo): IncludeSet {
  const user = context.request.user;
  return includesFromSelection(info, user !== null && hasRole(user, 'staff'));
}

const submittedQuestions = (questions: QuestionInput[]) =>
  questions.map((q) => ({ _id: q.id, question_text: q.questionText, roles_to_ask: q.rolesToAsk, answer_required: q.answerRequired }));

function eventForm(input: EventInput, mode: 'create' | 'edit'): EventChanges {
  return parseEventForm(
    {
      event_title: input.eventTitle,
      event_description: input.eventDescription,
      event_address: input.eventAddress,
      event_start_time: input.eventStartTime,
      event_end_time: input.eventEndTime,
      event_registration_questions: input.registrationQuestions
        ? submittedQuestions(input.registrationQuestions)
        : input.registrationQuestionIds,
      event_survey_questions: input.surveyQuestionIds,
      event_survey_open_at: input.clearSurveyOpenAt ? null : input.eventSurveyOpenAt,
      event_pc_capacity: input.eventPcCapacity,
      event_npc_capacity: input.eventNpcCapacity,
      event_waitlist_mode: input.eventWaitlistMode,
      event_offer_hours: input.eventOfferHours,
    },
    mode,
    'graphql',
  );
}

/** The event as the query selected it (mutations return the event after their change). */
async function selectedEvent(context: GraphQLContext, info: GraphQLResolveInfo, eventId: string): Promise<EventType> {
  return toEventType(await context.services.events.get(context.request, eventId, includesFor(context, info)));
}

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

/**
 * The finalize (and preview) records through the call's contract, in the REST shape: a map from user
 * id to record, built with own keys only (an id such as __proto__ stays a key, which the contract
 * refuses, instead of vanishing into the prototype).
 */
function attendanceCommand(records: AttendanceInput[]) {
  const byUser: Record<string, unknown> = Object.create(null);
  for (const { userId, characterId, eventRole, reaperFights, xpSequence, npcShards, donationShards, donationItems, deaths, xp } of records) {
    byUser[userId] = {
      deaths,
      xp,
      character: characterId,
      event_role: eventRole,
      reaper_fights: reaperFights,
      xp_sequence: xpSequence,
      npc_shards: npcShards,
      donation_shards: donationShards,
      donation_items: donationItems,
    };
  }
  return parseGraphQLInput(finalizeInput, { attendance_records: byUser });
}

/**
 * The events area as GraphQL: each field calls one service method (the REST bridge calls the same
 * ones). Images are uploaded through the REST multipart form only; GraphQL carries no files.
 */
@Resolver()
export class EventsResolver {
  @Authorized()
  @Query(() => [EventType], { description: 'Events, newest first. Players see published events and only their own registrations, attendance and surveys.' })
  async events(
    @Arg('mine', { defaultValue: false, description: 'relations limited to my own rows (user=me)' }) mine: boolean,
    @Arg('publishedOnly', { defaultValue: false }) publishedOnly: boolean,
    @Ctx() context: GraphQLContext,
    @Info() info: GraphQLResolveInfo,
  ): Promise<EventType[]> {
    const views = await context.services.events.list(context.request, { includes: includesFor(context, info), mine, publishedOnly });
    return views.map(toEventType);
  }

  @Authorized()
  @Query(() => EventType)
  async event(
    @Arg('id', () => ID) id: string,
    @Arg('mine', { defaultValue: false }) mine: boolean,
    @Ctx() context: GraphQLContext,
    @Info() info: GraphQLResolveInfo,
  ): Promise<EventType> {
    return toEventType(await context.services.events.get(context.request, id, includesFor(context, info), mine));
  }

  @Authorized('staff')
  @Query(() => EventType, { description: 'The attendance review: registrations, answers, attendance and surveys of everyone.' })
  async attendanceReview(
    @Arg('eventId', () => ID) eventId: string,
    @Ctx() context: GraphQLContext,
    @Info() info: GraphQLResolveInfo,
  ): Promise<EventType> {
    return toEventType(await context.services.attendance.review(context.request, eventId, includesFor(context, info)));
  }

  @Authorized('admin')
  @Mutation(() => EventType)
  async createEvent(@Arg('input') input: EventInput, @Ctx() context: GraphQLContext, @Info() info: GraphQLResolveInfo): Promise<EventType> {
    const created = await context.services.events.create(context.request, eventForm(input, 'create'), null);
    return selectedEvent(context, info, created.event.id);
  }

  @Authorized('admin')
  @Mutation(() => EventType)
  async updateEvent(
    @Arg('id', () => ID) id: string,
    @Arg('input') input: EventInput,
    @Ctx() context: GraphQLContext,
    @Info() info: GraphQLResolveInfo,
  ): Promise<EventType> {
    await context.services.events.update(context.request, id, eventForm(input, 'edit'), null);
    return selectedEvent(context, info, id);
  }

  @Authorized('admin')
  @Mutation(() => EventType)
  async publishEvent(@Arg('id', () => ID) id: string, @Ctx() context: GraphQLContext, @Info() info: GraphQLResolveInfo): Promise<EventType> {
    await context.services.events.publish(context.request, id);
    return selectedEvent(context, info, id);
  }

  @Authorized('admin')
  @Mutation(() => ID, { description: 'Deletes an event (until finalized) with its registrations; returns its id.' })
  async deleteEvent(@Arg('id', () => ID) id: string, @Ctx() { request, services }: GraphQLContext): Promise<string> {
    return (await services.events.delete(request, id)).id;
  }

  @Authorized()
  @Query(() => [QuestionType])
  async defaultRegistrationQuestions(@Ctx() { request, services }: GraphQLContext): Promise<QuestionType[]> {
    return (await services.questions.defaults(request, 'registration')).map(toQuestionType);
  }

  @Authorized()
  @Query(() => [QuestionType])
  async defaultSurveyQuestions(@Ctx() { request, services }: GraphQLContext): Promise<QuestionType[]> {
    return (await services.questions.defaults(request, 'survey')).map(toQuestionType);
  }

  @Authorized('admin')
  @Mutation(() => [QuestionType], { description: 'Replaces the default registration questions (left-out ones stop being defaults).' })
  async updateDefaultRegistrationQuestions(
    @Arg('questions', () => [QuestionInput]) questions: QuestionInput[],
    @Ctx() { request, services }: GraphQLContext,
  ): Promise<QuestionType[]> {
    return (await services.questions.replaceDefaults(
        request,
        'registration',
        parseGraphQLInput(defaultQuestionsInput('default_registration_questions'), { default_registration_questions: submittedQuestions(questions) }).questions,
      )).map(toQuestionType);
  }

  @Authorized('admin')
  @Mutation(() => [QuestionType])
  async updateDefaultSurveyQuestions(
    @Arg('questions', () => [QuestionInput]) questions: QuestionInput[],
    @Ctx() { request, services }: GraphQLContext,
  ): Promise<QuestionType[]> {
    return (await services.questions.replaceDefaults(
        request,
        'survey',
        parseGraphQLInput(defaultQuestionsInput('default_survey_questions'), { default_survey_questions: submittedQuestions(questions) }).questions,
      )).map(toQuestionType);
  }

  @Authorized()
  @Query(() => EventRegistrationType)
  async eventRegistration(@Arg('id', () => ID) id: string, @Ctx() { request, services }: GraphQLContext): Promise<EventRegistrationType> {
    return toRegistrationType(await services.registrations.get(request, id));
  }

  @Authorized()
  @Mutation(() => EventRegistrationType)
  async registerForEvent(@Arg('input') input: RegistrationInput, @Ctx() { request, services }: GraphQLContext): Promise<EventRegistrationType> {
    return toRegistrationType(await services.registrations.register(request, registrationInput(input)));
  }

  @Authorized()
  @Mutation(() => EventRegistrationType)
  async updateEventRegistration(
    @Arg('id', () => ID) id: string,
    @Arg('input') input: RegistrationInput,
    @Ctx() { request, services }: GraphQLContext,
  ): Promise<EventRegistrationType> {
    const { eventId: _eventId, ...changes } = registrationInput(input);
    return toRegistrationType(await services.registrations.update(request, id, changes));
  }

  @Authorized()
  @Mutation(() => EventRegistrationType)
  async cancelEventRegistration(@Arg('id', () => ID) id: string, @Ctx() { request, services }: GraphQLContext): Promise<EventRegistrationType> {
    return toRegistrationType(await services.registrations.cancel(request, id));
  }

  @Authorized('admin')
  @Mutation(() => [EventRegistrationType], { description: 'Admin review: accept some, waitlist others (a message each).' })
  async confirmRegistrations(
    @Arg('eventId', () => ID) eventId: string,
    @Arg('accept', () => [ID], { defaultValue: [] }) accept: string[],
    @Arg('waitlist', () => [WaitlistInput], { defaultValue: [] }) waitlist: WaitlistInput[],
    @Ctx() { request, services }: GraphQLContext,
    @Arg('overrideCapacity', () => Boolean, { nullable: true, description: "accept past the event's places (otherwise refused)" }) overrideCapacity?: boolean,
  ): Promise<EventRegistrationType[]> {
    const registrations = await services.registrations.confirm(request, eventId, parseGraphQLInput(registrationReviewInput, {
      accept,
      override_capacity: overrideCapacity,
      waitlist: waitlist.map((entry) => entry.registrationId),
      waitlist_messages: Object.fromEntries(waitlist.map((entry) => [entry.registrationId, entry.message ?? ''])),
    }));
    return registrations.map((registration) => toRegistrationType(registration));
  }

  @Authorized()
  @Query(() => SurveyResponseType)
  async surveyResponse(@Arg('eventId', () => ID) eventId: string, @Ctx() { request, services }: GraphQLContext): Promise<SurveyResponseType> {
    return toSurveyResponseType(await services.surveys.get(request, eventId));
  }

  @Authorized()
  @Mutation(() => SurveyResponseType)
  async submitSurveyResponse(
    @Arg('eventId', () => ID) eventId: string,
    @Arg('answers', () => [AnswerInput]) answers: AnswerInput[],
    @Arg('edit', { defaultValue: false, description: 'false creates the response, true edits it' }) edit: boolean,
    @Ctx() { request, services }: GraphQLContext,
  ): Promise<SurveyResponseType> {
    const survey = answers.map((a) => ({ survey_question: a.questionId, question_answer: a.answer }));
    const command = parseGraphQLInput(surveyInput, { survey_answers: survey });
    return toSurveyResponseType(await services.surveys.submit(request, eventId, command, edit ? 'edit' : 'create'));
  }

  @Authorized('admin')
  @Mutation(() => EventType, { description: 'Post-event: writes the attendance records and credits XP and shards, all at once.' })
  async finalizeEvent(
    @Arg('eventId', () => ID) eventId: string,
    @Arg('records', () => [AttendanceInput]) records: AttendanceInput[],
    @Ctx() context: GraphQLContext,
    @Info() info: GraphQLResolveInfo,
  ): Promise<EventType> {
    await context.services.attendance.finalize(context.request, eventId, attendanceCommand(records));
    return selectedEvent(context, info, eventId);
  }

  @Authorized('admin')
  @Query(() => [FinalizePreviewRowType], { description: 'What finalizeEvent would write with these records, and the balances it would change; writes nothing.' })
  async finalizePreview(
    @Arg('eventId', () => ID) eventId: string,
    @Arg('records', () => [AttendanceInput]) records: AttendanceInput[],
    @Ctx() { request, services }: GraphQLContext,
  ): Promise<FinalizePreviewRowType[]> {
    return (await services.attendance.preview(request, eventId, attendanceCommand(records))).map(toFinalizePreviewRowType);
  }

  @Authorized('admin')
  @Query(() => [FinalizePreviewRowType], {
    description: 'The post-event table to start from: what finalizeEvent would write for each accepted registration with no value typed; empty once finalized.',
  })
  async postEventDefaults(@Arg('eventId', () => ID) eventId: string, @Ctx() { request, services }: GraphQLContext): Promise<FinalizePreviewRowType[]> {
    return (await services.attendance.defaults(request, eventId)).map(toFinalizePreviewRowType);
  }

  @Authorized('staff')
  @Query(() => String, { description: "The registration answers as CSV (the attendance review's download)." })
  async registrationAnswersCsv(@Arg('eventId', () => ID) eventId: string, @Ctx() { request, services }: GraphQLContext): Promise<string> {
    return (await services.attendance.registrationAnswersCsv(request, eventId)).csv;
  }
}

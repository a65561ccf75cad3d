import { Call, parseCallArgs, runCall, runCommand } from '../../../graphql/call-field';
import { SURVEYS_CALLS } from '../surveys.calls';
import { Arg, Ctx, ID, Mutation, Query, Resolver } from 'type-graphql';
import type { GraphQLContext } from '../../../graphql/context';
import { AnswerInput } from '../../events/graphql/event.inputs';
import { SurveyResponseType, toSurveyResponseType } from '../../events/graphql/event.types';

/** Post-event surveys as GraphQL: each field calls one SurveysService method (as the REST routes do). */
@Resolver()
export class SurveysResolver {
  @Call(SURVEYS_CALLS.surveyResponse)
  @Query(() => SurveyResponseType, {
    description: "The signed-in player's survey response for an event; null with a NOT_FOUND error entry when there is none.",
    nullable: true,
  })
  async surveyResponse(
    @Arg('eventId', () => ID, { description: "The event's id." }) eventId: string,
    @Ctx() context: GraphQLContext,
  ): Promise<SurveyResponseType> {
    return toSurveyResponseType(await runCall(SURVEYS_CALLS.surveyResponse, context, { eventId }));
  }

  @Call(SURVEYS_CALLS.submitSurveyResponse)
  @Mutation(() => SurveyResponseType, { description: "Sends or edits one's post-event survey answers." })
  async submitSurveyResponse(
    @Arg('eventId', () => ID, { description: "The event's id." }) eventId: string,
    @Arg('answers', () => [AnswerInput], { description: 'The answers.' }) answers: AnswerInput[],
    @Arg('edit', { defaultValue: false, description: 'False creates the response, true edits it' }) edit: boolean,
    @Ctx() context: GraphQLContext,
  ): Promise<SurveyResponseType> {
    const call = SURVEYS_CALLS.submitSurveyResponse;
    const command = Object.assign(parseCallArgs(call, { eventId, answers }), { mode: edit ? ('edit' as const) : ('create' as const) });
    return toSurveyResponseType(await runCommand(call, context, command));
  }
}

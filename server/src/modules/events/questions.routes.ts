import { questionOutput } from './events.presenter';
import { z } from 'zod';
import { restRoute, type RestRoute } from '../../rest/route-table';
import { defaultQuestionsInput } from './events-area.inputs';
import { presentQuestion, type Question, type QuestionKind } from './questions.service';
import type { CallDefinition } from '../../calls/call-definition';
import { EVENTS_CALLS } from './events.calls';

function defaultQuestionRoutes(
  kind: QuestionKind,
  path: string,
  bodyField: 'default_registration_questions' | 'default_survey_questions',
  calls: { read: CallDefinition; replace: CallDefinition },
): RestRoute[] {
  return [
    restRoute({
      definition: calls.read,
      method: 'GET',
      summary: `The default ${kind} questions, offered for selection in the event form.`,
      path,
      call: ({ context, services }) => services.questions.defaults(context, kind),
      response: z.array(questionOutput),
      present: (questions: Question[]) => questions.map(presentQuestion),
    }),
    restRoute({
      definition: calls.replace,
      method: 'PATCH',
      summary: `Replaces the default ${kind} questions (new ones without _id).`,
      path,
      body: defaultQuestionsInput(bodyField),
      call: ({ body, context, services }) => services.questions.replaceDefaults(context, kind, body.questions),
      response: z.array(questionOutput),
      present: (questions: Question[]) => questions.map(presentQuestion),
    }),
  ];
}

/**
 * events §7 "Surveys and questions". Decision: GET of the default registration questions exists too
 * (the event form lists them to select from), and the survey PATCH body is `default_survey_questions`
 * like the registration one's `default_registration_questions`.
 */
export const QUESTION_ROUTES: RestRoute[] = [
  ...defaultQuestionRoutes('registration', '/default_registration_questions', 'default_registration_questions', {
    read: EVENTS_CALLS.defaultRegistrationQuestions,
    replace: EVENTS_CALLS.updateDefaultRegistrationQuestions,
  }),
  ...defaultQuestionRoutes('survey', '/default_survey_questions', 'default_survey_questions', {
    read: EVENTS_CALLS.defaultSurveyQuestions,
    replace: EVENTS_CALLS.updateDefaultSurveyQuestions,
  }),
];

import { restRoute, type RestRoute } from '../../rest/route-table';
import { presentQuestion, type Question, type QuestionKind } from './questions.service';

const questionList = { type: 'array', items: { type: 'object' } };

function defaultQuestionRoutes(kind: QuestionKind, path: string, bodyField: string): RestRoute[] {
  return [
    restRoute({
      method: 'GET',
      path,
      call: ({ context, services }) => services.questions.defaults(context, kind),
      present: (questions: Question[]) => questions.map(presentQuestion),
    }),
    restRoute<Record<string, unknown>>({
      method: 'PATCH',
      path,
      body: { type: 'object', properties: { [bodyField]: questionList } },
      call: ({ body, context, services }) => services.questions.replaceDefaults(context, kind, body[bodyField]),
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
  ...defaultQuestionRoutes('registration', '/default_registration_questions', 'default_registration_questions'),
  ...defaultQuestionRoutes('survey', '/default_survey_questions', 'default_survey_questions'),
];

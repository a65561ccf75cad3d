import { questionOutput } from './events.presenter';
import { z } from 'zod';
import { restRoute, type RestRoute } from '../../rest/route-table';
import { presentQuestion, type Question } from './questions.service';
import { EVENTS_CALLS } from './events.calls';

const questionsOutput = z.array(questionOutput);
const presentQuestions = (questions: Question[]) => questions.map(presentQuestion);

/**
 * events §7 "Surveys and questions". Decision: GET of the default registration questions exists too
 * (the event form lists them to select from), and the survey PATCH body is `default_survey_questions`
 * like the registration one's `default_registration_questions`.
 */
export const QUESTION_ROUTES: RestRoute[] = [
  restRoute({
    definition: EVENTS_CALLS.defaultRegistrationQuestions,
    method: 'GET',
    path: '/default_registration_questions',
    response: questionsOutput,
    present: presentQuestions,
  }),
  restRoute({
    definition: EVENTS_CALLS.updateDefaultRegistrationQuestions,
    method: 'PATCH',
    path: '/default_registration_questions',
    response: questionsOutput,
    present: presentQuestions,
  }),
  restRoute({
    definition: EVENTS_CALLS.defaultSurveyQuestions,
    method: 'GET',
    path: '/default_survey_questions',
    response: questionsOutput,
    present: presentQuestions,
  }),
  restRoute({
    definition: EVENTS_CALLS.updateDefaultSurveyQuestions,
    method: 'PATCH',
    path: '/default_survey_questions',
    response: questionsOutput,
    present: presentQuestions,
  }),
];

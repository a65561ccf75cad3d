import { SURVEYS_CALLS } from './surveys.calls';
import type { SurveyResponse } from '../../db/entities/survey-response.entity';
import { restRoute, type RestRoute } from '../../rest/route-table';
import { surveyEventParams as params, surveyInput as body } from '../events/events-area.inputs';
import { presentSurveyResponse, surveyResponseOutput } from '../events/events.presenter';

const present = (response: SurveyResponse) => presentSurveyResponse(response);

/** events §7 "Surveys and questions": POST creates, PATCH edits; GET (ours) reads one's own response for the edit screen. */
export const SURVEY_ROUTES: RestRoute[] = [
  restRoute({
    definition: SURVEYS_CALLS.surveyResponse,
    method: 'GET',
    path: '/user/survey/:eventId',
    response: surveyResponseOutput,
    present,
  }),
  restRoute({
    definition: SURVEYS_CALLS.submitSurveyResponse,
    method: 'POST',
    summary: "Answers an event's survey (once you attended, while it is open).",
    path: '/user/survey/:eventId',
    status: 201,
    params,
    body,
    input: ({ body: b, params: p }) => ({ ...b, eventId: p.eventId, mode: 'create' as const }),
    response: surveyResponseOutput,
    present,
  }),
  restRoute({
    definition: SURVEYS_CALLS.submitSurveyResponse,
    method: 'PATCH',
    summary: 'Changes your survey response while the survey is open.',
    path: '/user/survey/:eventId',
    params,
    body,
    input: ({ body: b, params: p }) => ({ ...b, eventId: p.eventId, mode: 'edit' as const }),
    response: surveyResponseOutput,
    present,
  }),
];

import { defineCalls } from '../../calls/call-definition';

/** The calls of surveys: who may make each, the API token scope it needs (calls/call-definition.ts). */
export const SURVEYS_CALLS = defineCalls({
  surveyResponse: { access: 'signedIn', scope: 'surveys:read' },
  submitSurveyResponse: { access: 'signedIn', scope: 'surveys:write' },
});

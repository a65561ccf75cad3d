import { defineCall, defineCalls } from '../../calls/call-definition';
import { surveyEventParams, surveyInput, type SurveyCommand } from '../events/events-area.inputs';

/** The calls of surveys: who may make each, its token scope, contracts, summary and service call (calls/call-definition.ts). */
export const SURVEYS_CALLS = defineCalls({
  surveyResponse: defineCall({
    access: 'signedIn',
    scope: 'surveys:read',
    params: surveyEventParams,
    summary: 'Your survey response to an event.',
    run: ({ context, services }, { eventId }) => services.surveys.get(context, eventId),
  }),
  // REST creates with POST and edits with PATCH (each row says which); GraphQL says it with `edit`.
  submitSurveyResponse: defineCall({
    access: 'signedIn',
    scope: 'surveys:write',
    params: surveyEventParams,
    input: surveyInput,
    run: ({ context, services }, command: SurveyCommand & { eventId: string; mode: 'create' | 'edit' }) =>
      services.surveys.submit(context, command.eventId, command, command.mode),
  }),
});

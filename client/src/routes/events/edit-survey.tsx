import { SurveyPage } from './survey';

/** /event/{event_id}/survey/edit: the player's survey response, to change (see SurveyPage). */
export function EditSurveyPage() {
  return <SurveyPage edit />;
}

export default EditSurveyPage;

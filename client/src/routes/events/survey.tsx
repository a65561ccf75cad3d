import { useMutation } from '@apollo/client/react';
import { surveyOpen } from '@larp/rules';
import { useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { Link, useLoaderData, useLocation, useNavigate, useParams } from 'react-router';
import { FormMessage } from '../../components/form-message';
import { PageTitle } from '../../components/page-title';
import { usePreloaded } from '../../components/preloaded';
import { eventTimes } from '../../features/events/event-actions';
import { EVENT_TEXT, formFailureText } from '../../features/events/event-messages';
import { SubmitSurveyResponseMutation } from '../../features/events/events.operations';
import { QuestionFields } from '../../features/events/question-fields';
import {
  answerRequiredMessage,
  answersToSend,
  draftsFrom,
  firstUnansweredRequired,
  type AnswerDrafts,
  type AskedQuestion,
} from '../../features/events/question-answers';
import type { LoaderData } from '../preload';
import type { loader } from './survey.loader';

type Outcome = { kind: 'success' | 'failure'; message: string };

interface SurveyFormProps {
  eventId: string;
  questions: readonly AskedQuestion[];
  role: string | null;
  initial: AnswerDrafts;
  edit: boolean;
  /** reloads the event, so the screen knows the response now exists */
  onSaved: () => Promise<unknown>;
  /** a submission starts: the page drops its earlier message, so only one result shows */
  onSubmitting: () => void;
}

function SurveyForm({ eventId, questions, role, initial, edit, onSaved, onSubmitting }: SurveyFormProps) {
  const navigate = useNavigate();
  const [drafts, setDrafts] = useState(initial);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [submit, { loading }] = useMutation(SubmitSurveyResponseMutation);

  async function handleSubmit(event: React.SubmitEvent) {
    event.preventDefault();
    onSubmitting();
    const unanswered = firstUnansweredRequired(questions, role, drafts);
    if (unanswered) {
      setOutcome({ kind: 'failure', message: answerRequiredMessage(unanswered) });
      return;
    }
    setOutcome(null);
    try {
      await submit({ variables: { eventId, answers: answersToSend(questions, role, drafts), edit } });
      await onSaved();
      if (edit) setOutcome({ kind: 'success', message: EVENT_TEXT.updateSuccess });
      else await navigate(`/event/${eventId}/survey/edit`, { replace: true, state: { message: EVENT_TEXT.surveySubmitted } });
    } catch (error) {
      setOutcome({ kind: 'failure', message: formFailureText(error) });
    }
  }

  return (
    <Form onSubmit={(event) => void handleSubmit(event)} noValidate aria-label="Survey" style={{ maxWidth: '40rem' }}>
      <QuestionFields idPrefix="survey" questions={questions} role={role} drafts={drafts} onChange={setDrafts} />
      <Button type="submit" disabled={loading}>
        {edit ? 'Update Survey' : 'Submit Survey'}
      </Button>
      {outcome && (
        <FormMessage variant={outcome.kind === 'success' ? 'success' : 'danger'} trigger={outcome}>
          {outcome.message}
        </FormMessage>
      )}
    </Form>
  );
}

/**
 * /event/{event_id}/survey (take) and /event/{event_id}/survey/edit (edit): the survey questions asked
 * of the role the player attended as. Available only when the event has survey questions, the player
 * has an attendance record and the survey window is open (events §4 Survey, the rules' surveyOpen).
 */
export function SurveyPage({ edit }: { edit: boolean }) {
  const { event_id: eventId = '' } = useParams();
  const location = useLocation();
  const [flashShown, setFlashShown] = useState(true);
  const flash = flashShown ? (location.state as { message?: string } | null)?.message : undefined;
  // both pages' route loader (./survey.loader)
  const { data, error, refetch } = usePreloaded(useLoaderData<LoaderData<typeof loader>>().event);
  const event = data?.event;
  const title = event ? `Survey: ${event.eventTitle}` : 'Survey';
  if (!event) {
    return (
      <>
        <PageTitle>{title}</PageTitle>
        <h1>{title}</h1>
        <Alert variant="danger">{error ? formFailureText(error) : EVENT_TEXT.serverError}</Alert>
        <Link to="/events">Back to events</Link>
      </>
    );
  }
  const attendance = event.attendanceRecords.at(0);
  const response = event.surveyResponses.at(0);
  const available = event.surveyQuestions.length > 0 && attendance !== undefined && surveyOpen(eventTimes(event), new Date());

  let body: React.ReactNode;
  if (!available) body = <Alert variant="info">{EVENT_TEXT.surveyUnavailable}</Alert>;
  else if (!edit && response) {
    body = (
      <Alert variant="info">
        You have already answered this survey. <Link to={`/event/${eventId}/survey/edit`}>Edit your answers</Link>
      </Alert>
    );
  } else if (edit && !response) {
    body = (
      <Alert variant="info">
        You have not answered this survey yet. <Link to={`/event/${eventId}/survey`}>Take Survey</Link>
      </Alert>
    );
  } else {
    body = (
      <SurveyForm
        key={response?.id ?? 'new'}
        eventId={eventId}
        questions={event.surveyQuestions}
        role={attendance.eventRole}
        initial={response ? draftsFrom(response.surveyAnswers) : {}}
        edit={edit}
        onSaved={refetch}
        onSubmitting={() => setFlashShown(false)}
      />
    );
  }
  return (
    <>
      <PageTitle>{title}</PageTitle>
      <h1>{title}</h1>
      {flash && (
        <FormMessage variant="success" trigger={location.key}>
          {flash}
        </FormMessage>
      )}
      {body}
      <p className="mt-3">
        <Link to="/events">Back to events</Link>
      </p>
    </>
  );
}

export function TakeSurveyPage() {
  return <SurveyPage edit={false} />;
}

export default TakeSurveyPage;

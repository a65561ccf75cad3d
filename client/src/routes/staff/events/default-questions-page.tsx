import { useMutation, useQuery } from '@apollo/client/react';
import { useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { Link } from 'react-router';
import { LeaveGuard } from '../../../components/leave-guard';
import { Loading } from '../../../components/loading';
import { PageTitle } from '../../../components/page-title';
import { STAFF_EVENT_TEXT } from '../../../features/staff-events/staff-event-text';
import {
  DefaultRegistrationQuestionsQuery,
  DefaultSurveyQuestionsQuery,
  UpdateDefaultRegistrationQuestionsMutation,
  UpdateDefaultSurveyQuestionsMutation,
} from '../../../features/staff-events/staff-events.operations';
import {
  draftOf,
  firstQuestionWithoutText,
  QuestionEditor,
  questionInput,
  type DraftQuestion,
  type RoleType,
} from '../../../features/staff-events/question-editor';
import { StaffFormStatus, useStaffForm } from '../../../features/staff/staff-form';
import { STAFF_TEXT } from '../../../features/staff/staff-messages';

interface EditorProps {
  title: string;
  initial: DraftQuestion[];
  roles: readonly RoleType[];
  save: (questions: DraftQuestion[]) => Promise<DraftQuestion[]>;
}

function DefaultQuestionsForm({ title, initial, roles, save }: EditorProps) {
  const [questions, setQuestions] = useState(initial);
  const [saved, setSaved] = useState(initial);
  const form = useStaffForm();
  const dirty = JSON.stringify(questions) !== JSON.stringify(saved);

  async function handleSubmit(event: React.SubmitEvent) {
    event.preventDefault();
    if (firstQuestionWithoutText(questions) >= 0) {
      form.refuse(STAFF_EVENT_TEXT.questionTextRequired);
      return;
    }
    await form.submit(async () => {
      const stored = await save(questions);
      setQuestions(stored);
      setSaved(stored);
      return STAFF_TEXT.updated;
    });
  }

  return (
    <>
      <PageTitle>{title}</PageTitle>
      <h1>{title}</h1>
      <p>
        <Link to="/staff/manage_events">Back to Manage Events</Link>
      </p>
      <LeaveGuard dirty={dirty && !form.submitting} />
      <Form onSubmit={(event) => void handleSubmit(event)} noValidate>
        <QuestionEditor questions={questions} roles={roles} onChange={setQuestions} />
        <div className="mt-3">
          <Button type="submit" disabled={form.submitting}>
            Save Questions
          </Button>
        </div>
        <StaffFormStatus state={form.state} />
      </Form>
    </>
  );
}

/** /staff/update_default_registration_questions. */
export function DefaultRegistrationQuestionsPage() {
  const { data, error } = useQuery(DefaultRegistrationQuestionsQuery, { fetchPolicy: 'network-only' });
  const [update] = useMutation(UpdateDefaultRegistrationQuestionsMutation);
  if (error) return <Alert variant="danger">{STAFF_TEXT.serverError}</Alert>;
  if (!data) return <Loading />;
  return (
    <DefaultQuestionsForm
      title="Update Default Registration Questions"
      initial={data.defaultRegistrationQuestions.map(draftOf)}
      roles={data.eventRoleTypes}
      save={async (questions) => {
        const result = await update({ variables: { questions: questions.map(questionInput) } });
        return (result.data?.updateDefaultRegistrationQuestions ?? []).map(draftOf);
      }}
    />
  );
}

/** /staff/update_survey_questions. */
export function DefaultSurveyQuestionsPage() {
  const { data, error } = useQuery(DefaultSurveyQuestionsQuery, { fetchPolicy: 'network-only' });
  const [update] = useMutation(UpdateDefaultSurveyQuestionsMutation);
  if (error) return <Alert variant="danger">{STAFF_TEXT.serverError}</Alert>;
  if (!data) return <Loading />;
  return (
    <DefaultQuestionsForm
      title="Update Survey Questions"
      initial={data.defaultSurveyQuestions.map(draftOf)}
      roles={data.eventRoleTypes}
      save={async (questions) => {
        const result = await update({ variables: { questions: questions.map(questionInput) } });
        return (result.data?.updateDefaultSurveyQuestions ?? []).map(draftOf);
      }}
    />
  );
}

import Form from 'react-bootstrap/Form';
import { graphql } from '../../graphql/generated';
import { questionsAskedOf, type AnswerDrafts, type AskedQuestion } from './question-answers';

/** A question as these fields show it (registration and survey questions alike). */
export const AskedQuestionFields = graphql(`
  fragment AskedQuestionFields on EventQuestion {
    id
    questionText
    rolesToAsk
    answerRequired
  }
`);

export interface QuestionFieldsProps {
  /** keeps the field ids of two forms apart */
  idPrefix: string;
  questions: readonly AskedQuestion[];
  /** the role the questions are asked of (null: all of them) */
  role: string | null;
  drafts: AnswerDrafts;
  onChange: (drafts: AnswerDrafts) => void;
}

/**
 * One labelled text area per question asked of the role; required ones say so in their label and to
 * assistive technology. Drafts of questions not asked now are kept (a role switched back finds them)
 * but never sent.
 */
export function QuestionFields({ idPrefix, questions, role, drafts, onChange }: QuestionFieldsProps) {
  const asked = questionsAskedOf(questions, role);
  if (asked.length === 0) return null;
  return (
    <fieldset className="mb-3">
      <legend className="h5">Questions</legend>
      {asked.map((question) => (
        <Form.Group className="mb-3" controlId={`${idPrefix}-question-${question.id}`} key={question.id}>
          <Form.Label>
            {question.questionText}
            {question.answerRequired && ' (required)'}
          </Form.Label>
          <Form.Control
            as="textarea"
            rows={2}
            required={question.answerRequired}
            value={drafts[question.id] ?? ''}
            onChange={(event) => onChange({ ...drafts, [question.id]: event.target.value })}
          />
        </Form.Group>
      ))}
    </fieldset>
  );
}

import { useId } from 'react';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import Form from 'react-bootstrap/Form';

/** A question while it is edited; `id` is absent for a new one. */
export interface DraftQuestion {
  /** stable React key (the id, or a made-up one for new questions) */
  key: string;
  id?: string;
  questionText: string;
  rolesToAsk: string[];
  answerRequired: boolean;
}

export interface RoleType {
  code: string;
  description: string;
}

let newQuestionCounter = 0;
export const newDraftQuestion = (): DraftQuestion => ({
  key: `new-${++newQuestionCounter}`,
  questionText: '',
  rolesToAsk: [],
  answerRequired: false,
});

export const draftOf = (question: {
  id: string;
  questionText: string;
  rolesToAsk: readonly string[];
  answerRequired: boolean;
}): DraftQuestion => ({
  key: question.id,
  id: question.id,
  questionText: question.questionText,
  rolesToAsk: [...question.rolesToAsk],
  answerRequired: question.answerRequired,
});

/** The first question without text, if any (events §5: text required). */
export const firstQuestionWithoutText = (questions: readonly DraftQuestion[]): number =>
  questions.findIndex((question) => question.questionText.trim() === '');

/** What the server takes for a question (`QuestionInput`). */
export const questionInput = (question: DraftQuestion) => ({
  ...(question.id ? { id: question.id } : {}),
  questionText: question.questionText.trim(),
  rolesToAsk: question.rolesToAsk,
  answerRequired: question.answerRequired,
});

function move<T>(list: readonly T[], from: number, to: number): T[] {
  const next = [...list];
  const [item] = next.splice(from, 1);
  next.splice(to, 0, item);
  return next;
}

interface QuestionFieldsProps {
  question: DraftQuestion;
  index: number;
  count: number;
  roles: readonly RoleType[];
  noun: string;
  onChange: (question: DraftQuestion) => void;
  onMove: (to: number) => void;
  onRemove: () => void;
}

function QuestionFields({ question, index, count, roles, noun, onChange, onMove, onRemove }: QuestionFieldsProps) {
  const textId = useId();
  const number = index + 1;
  return (
    <Card as="li" className="mb-2">
      <Card.Body>
        <Form.Group controlId={textId} className="mb-2">
          <Form.Label>
            {noun} {number}
          </Form.Label>
          <Form.Control
            as="textarea"
            rows={2}
            value={question.questionText}
            maxLength={2000}
            onChange={(event) => onChange({ ...question, questionText: event.target.value })}
          />
        </Form.Group>
        <fieldset className="mb-2">
          <legend className="fs-6 mb-1">
            Roles to ask ({noun.toLowerCase()} {number})
          </legend>
          {roles.map((role) => (
            <Form.Check
              inline
              key={role.code}
              id={`${textId}-role-${role.code}`}
              label={`Ask ${role.code}`}
              title={role.description}
              checked={question.rolesToAsk.includes(role.code)}
              onChange={(event) =>
                onChange({
                  ...question,
                  rolesToAsk: event.target.checked
                    ? roles.map((r) => r.code).filter((code) => code === role.code || question.rolesToAsk.includes(code))
                    : question.rolesToAsk.filter((code) => code !== role.code),
                })
              }
            />
          ))}
        </fieldset>
        <Form.Check
          id={`${textId}-required`}
          className="mb-2"
          label={`Answer required (${noun.toLowerCase()} ${number})`}
          checked={question.answerRequired}
          onChange={(event) => onChange({ ...question, answerRequired: event.target.checked })}
        />
        <div className="d-flex flex-wrap gap-2">
          <Button size="sm" variant="outline-secondary" disabled={index === 0} onClick={() => onMove(index - 1)}>
            Move up
            <span className="visually-hidden">
              {' '}
              {noun.toLowerCase()} {number}
            </span>
          </Button>
          <Button size="sm" variant="outline-secondary" disabled={index === count - 1} onClick={() => onMove(index + 1)}>
            Move down
            <span className="visually-hidden">
              {' '}
              {noun.toLowerCase()} {number}
            </span>
          </Button>
          <Button size="sm" variant="outline-danger" onClick={onRemove}>
            Remove
            <span className="visually-hidden">
              {' '}
              {noun.toLowerCase()} {number}
            </span>
          </Button>
        </div>
      </Card.Body>
    </Card>
  );
}

export interface QuestionEditorProps {
  questions: readonly DraftQuestion[];
  roles: readonly RoleType[];
  onChange: (questions: DraftQuestion[]) => void;
  /** how one question is called ('Question', 'Event question') */
  noun?: string;
}

/**
 * Add, edit, remove and reorder questions, each with the roles it is asked of (no role: asked of
 * everyone) and whether an answer is required (also the event form's own questions).
 */
export function QuestionEditor({ questions, roles, onChange, noun = 'Question' }: QuestionEditorProps) {
  return (
    <>
      {questions.length === 0 ? (
        <p className="text-body-secondary">No questions yet.</p>
      ) : (
        <ol className="list-unstyled">
          {questions.map((question, index) => (
            <QuestionFields
              key={question.key}
              question={question}
              index={index}
              count={questions.length}
              roles={roles}
              noun={noun}
              onChange={(changed) => onChange(questions.map((q, i) => (i === index ? changed : q)))}
              onMove={(to) => onChange(move(questions, index, to))}
              onRemove={() => onChange(questions.filter((_, i) => i !== index))}
            />
          ))}
        </ol>
      )}
      <Button variant="outline-primary" onClick={() => onChange([...questions, newDraftQuestion()])}>
        Add {noun}
      </Button>
    </>
  );
}

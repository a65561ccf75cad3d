import { EVENT_FORM_MESSAGES } from '@larp/rules';
import { useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { FormMessage } from '../../components/form-message';
import { EVENT_TEXT } from './event-messages';
import { QuestionFields } from './question-fields';
import { answersToSend, firstUnansweredRequired, answerRequiredMessage, type AnswerDrafts, type AskedQuestion } from './question-answers';

export interface RegistrationChoice {
  characters: readonly { id: string; name: string }[];
  roleTypes: readonly { code: string; description: string }[];
}

export interface RegistrationValues {
  characterId: string | null;
  eventRole: string;
  questionAnswers: { questionId: string; answer: string }[];
}

export interface RegistrationFormProps extends RegistrationChoice {
  questions: readonly AskedQuestion[];
  initial?: { characterId: string | null; eventRole: string; drafts: AnswerDrafts };
  /** the saved role, on edit: choosing another one shows the reconfirmation warning */
  savedRole?: string;
  submitLabel: string;
  submitting: boolean;
  onSubmit(values: RegistrationValues): void;
}

/** The server's message, so a refusal reads the same from either side. */
const CHARACTER_REQUIRED = EVENT_FORM_MESSAGES.characterRequired;
const NO_CHARACTER = '';

/**
 * The registration form of /event_registration (register and edit): a character of one's own, the
 * role (pc or npc, from event_role_types) and the questions asked of the chosen role. Required
 * questions are enforced here before sending; only non-empty answers of asked questions are sent
 * (events §5). Decision (the server's): a pc needs a character, an npc may come without one.
 */
export function RegistrationForm(props: RegistrationFormProps) {
  const { characters, roleTypes, questions, savedRole } = props;
  const defaultRole = roleTypes.some((role) => role.code === 'pc') ? 'pc' : (roleTypes[0]?.code ?? '');
  const [characterId, setCharacterId] = useState<string>(props.initial?.characterId ?? characters.at(0)?.id ?? NO_CHARACTER);
  const [eventRole, setEventRole] = useState(props.initial?.eventRole ?? defaultRole);
  const [drafts, setDrafts] = useState<AnswerDrafts>(props.initial?.drafts ?? {});
  const [problem, setProblem] = useState<{ message: string } | null>(null);

  function handleRoleChange(role: string) {
    setEventRole(role);
    // A pc plays a character: leaving 'No character' (an npc's choice) picks the first one.
    if (role === 'pc' && characterId === NO_CHARACTER && characters[0]) setCharacterId(characters[0].id);
  }

  function handleSubmit(event: React.SubmitEvent) {
    event.preventDefault();
    if (eventRole === 'pc' && characterId === NO_CHARACTER) {
      setProblem({ message: CHARACTER_REQUIRED });
      return;
    }
    const unanswered = firstUnansweredRequired(questions, eventRole, drafts);
    if (unanswered) {
      setProblem({ message: answerRequiredMessage(unanswered) });
      return;
    }
    setProblem(null);
    props.onSubmit({
      characterId: characterId === NO_CHARACTER ? null : characterId,
      eventRole,
      questionAnswers: answersToSend(questions, eventRole, drafts),
    });
  }

  return (
    <Form onSubmit={handleSubmit} noValidate aria-label="Event registration" style={{ maxWidth: '40rem' }}>
      <Form.Group className="mb-3" controlId="registration-role">
        <Form.Label>Role</Form.Label>
        <Form.Select value={eventRole} onChange={(event) => handleRoleChange(event.target.value)}>
          {roleTypes.map((role) => (
            <option key={role.code} value={role.code}>
              {role.description} ({role.code.toUpperCase()})
            </option>
          ))}
        </Form.Select>
      </Form.Group>
      {savedRole !== undefined && eventRole !== savedRole && (
        <Alert variant="warning" role="status">
          {EVENT_TEXT.roleChangeWarning}
        </Alert>
      )}
      <Form.Group className="mb-3" controlId="registration-character">
        <Form.Label>Character</Form.Label>
        <Form.Select
          value={characterId}
          onChange={(event) => setCharacterId(event.target.value)}
          aria-describedby={characters.length === 0 || eventRole === 'pc' ? 'registration-character-help' : undefined}
        >
          {(eventRole !== 'pc' || characters.length === 0) && <option value={NO_CHARACTER}>No character</option>}
          {characters.map((character) => (
            <option key={character.id} value={character.id}>
              {character.name}
            </option>
          ))}
        </Form.Select>
        {/* the build matters to a player character: an NPC plays the game's own characters, so no commit reminder */}
        {(characters.length === 0 || eventRole === 'pc') && (
          <Form.Text id="registration-character-help">
            {characters.length === 0 ? EVENT_TEXT.noCharacters : EVENT_TEXT.commitReminder}
          </Form.Text>
        )}
      </Form.Group>
      <QuestionFields idPrefix="registration" questions={questions} role={eventRole} drafts={drafts} onChange={setDrafts} />
      <Button type="submit" disabled={props.submitting}>
        {props.submitLabel}
      </Button>
      {problem && (
        <FormMessage variant="danger" trigger={problem}>
          {problem.message}
        </FormMessage>
      )}
    </Form>
  );
}

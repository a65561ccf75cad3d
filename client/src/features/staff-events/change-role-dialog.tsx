import { skipToken, useMutation, useQuery } from '@apollo/client/react';
import { useId, useState } from 'react';
import Form from 'react-bootstrap/Form';
import Modal from 'react-bootstrap/Modal';
import { FormMessage } from '../../components/form-message';
import { classifyFailure } from '../accounts/form-result';
import { staffFailureMessage } from '../staff/staff-form';
import { personName, type ReviewRegistration } from './review-types';
import { STAFF_EVENT_TEXT } from './staff-event-text';
import { AttendanceReviewQuery, ChangeRegistrationAdminMutation, PlayerCharactersQuery } from './staff-events.operations';
import { WaitlistQueueQuery } from './waitlist-queue.operations';
import { DialogFooter } from '../staff/dialog-footer';

interface ChangeRoleDialogProps {
  eventId: string;
  registration: ReviewRegistration | null;
  roles: readonly string[];
  onDone: (message: string) => void;
  onCancel: () => void;
}

/**
 * An admin changes a registration's role (events §4: it then needs reconfirmation, or joins the new
 * role's waitlist when that is full), and may accept it in the same change; the player is told.
 */
export function ChangeRoleDialog({ eventId, registration, roles, onDone, onCancel }: ChangeRoleDialogProps) {
  const titleId = useId();
  const roleId = useId();
  const acceptId = useId();
  const overrideId = useId();
  const characterFieldId = useId();
  const [role, setRole] = useState('');
  // null: unchanged; '' : no character
  const [character, setCharacter] = useState<string | null>(null);
  const [accept, setAccept] = useState(false);
  const [override, setOverride] = useState(false);
  const [overLimit, setOverLimit] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [change, { loading: busy }] = useMutation(ChangeRegistrationAdminMutation, {
    refetchQueries: [
      { query: AttendanceReviewQuery, variables: { eventId } },
      { query: WaitlistQueueQuery, variables: { eventId } },
    ],
    awaitRefetchQueries: true,
  });
  const characters = useQuery(PlayerCharactersQuery, registration ? { variables: { userId: registration.userId } } : skipToken);
  const current = registration?.eventRole ?? '';
  const chosen = role || current;
  const currentCharacter = registration?.characterId ?? '';
  const chosenCharacter = character ?? currentCharacter;
  const characterChanged = chosenCharacter !== currentCharacter;
  const unchanged = chosen === current && !characterChanged && !accept;
  const name = personName(registration?.user);
  return (
    <Modal
      show={registration !== null}
      onHide={busy ? () => undefined : onCancel}
      aria-labelledby={titleId}
      onExited={() => {
        setRole('');
        setCharacter(null);
        setAccept(false);
        setOverride(false);
        setOverLimit(false);
        setProblem(null);
      }}
    >
      <Form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          if (!registration || busy) return;
          setProblem(null);
          change({
            variables: {
              eventId,
              registrationId: registration.id,
              eventRole: chosen === current ? undefined : chosen,
              characterId: characterChanged ? chosenCharacter : undefined,
              accept,
              overrideCapacity: accept && override,
            },
          })
            .then(() => onDone(chosen === current ? STAFF_EVENT_TEXT.characterChanged(name) : STAFF_EVENT_TEXT.roleChanged(name, chosen)))
            .catch((error: unknown) => {
              if (classifyFailure(error).code === 'CONFLICT' && accept) setOverLimit(true);
              setProblem(staffFailureMessage(error));
            });
        }}
      >
        <Modal.Header closeButton={!busy} closeLabel="Cancel">
          <Modal.Title id={titleId} as="h2" className="h5">
            Change the registration of {name}
          </Modal.Title>
        </Modal.Header>
        <Modal.Body>
          <p>
            A new role returns the registration to unreviewed, or to the waitlist when that role&apos;s places are full; a place it held
            passes to the next in line. The player is told by mail.
          </p>
          <Form.Group controlId={roleId} className="mb-2">
            <Form.Label>Role</Form.Label>
            <Form.Select value={chosen} onChange={(event) => setRole(event.target.value)}>
              {roles.map((code) => (
                <option key={code} value={code}>
                  {code.toUpperCase()}
                </option>
              ))}
            </Form.Select>
          </Form.Group>
          <Form.Group controlId={characterFieldId} className="mb-2">
            <Form.Label>Character</Form.Label>
            <Form.Select
              value={chosenCharacter}
              onChange={(event) => setCharacter(event.target.value)}
              disabled={characters.loading}
              aria-describedby={characters.loading ? `${characterFieldId}-loading` : undefined}
            >
              <option value="">No character</option>
              {(characters.data?.userCharacters ?? []).map((c) => (
                <option key={c.id} value={c.id}>
                  {c.shownBuild?.characterName ?? 'Unnamed character'}
                </option>
              ))}
              {/* the current character while the list loads, so the field never shows a wrong choice */}
              {currentCharacter && !characters.data && <option value={currentCharacter}>{registration?.character?.characterName}</option>}
            </Form.Select>
            {characters.loading && <Form.Text id={`${characterFieldId}-loading`}>Loading the player&apos;s characters…</Form.Text>}
          </Form.Group>
          <Form.Check
            id={acceptId}
            type="checkbox"
            checked={accept}
            onChange={(event) => setAccept(event.target.checked)}
            label="Accept it in the same change"
          />
          {overLimit && (
            <Form.Check
              id={overrideId}
              type="checkbox"
              checked={override}
              onChange={(event) => setOverride(event.target.checked)}
              label="Accept it over the event's place limit"
            />
          )}
          {problem && (
            <FormMessage variant="danger" trigger={problem}>
              {problem}
            </FormMessage>
          )}
        </Modal.Body>
        <DialogFooter
          label="Save"
          busy={busy}
          disabled={unchanged}
          onCancel={onCancel}
          note={
            unchanged && <p className="small text-body-secondary w-100 text-end mb-0">Choose another role or character, or tick Accept.</p>
          }
        />
      </Form>
    </Modal>
  );
}

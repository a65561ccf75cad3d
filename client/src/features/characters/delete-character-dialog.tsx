import { useMutation } from '@apollo/client/react';
import { useId, useState } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import Modal from 'react-bootstrap/Modal';
import { FormMessage } from '../../components/form-message';
import { classifyFailure, failureMessage } from '../accounts/form-result';
import { CHARACTER_TEXT } from './character-messages';
import { DeleteOwnCharacterMutation } from './characters.operations';

export interface DeleteCharacterDialogProps {
  character: { id: string; name: string };
  onClose: () => void;
  onDeleted: () => void;
}

/**
 * The delete confirmation (players §2): the player types the character's exact name. Decision: exact
 * means as shown, case and spaces included, so a near miss never deletes.
 */
export function DeleteCharacterDialog({ character, onClose, onDeleted }: DeleteCharacterDialogProps) {
  const [typed, setTyped] = useState('');
  const [failure, setFailure] = useState<{ message: string } | null>(null);
  const [deleteCharacter, { loading }] = useMutation(DeleteOwnCharacterMutation);
  const fieldId = useId();
  const titleId = useId();

  async function handleSubmit(event: React.SubmitEvent) {
    event.preventDefault();
    if (typed !== character.name) return;
    try {
      await deleteCharacter({ variables: { id: character.id } });
      onDeleted();
    } catch (error) {
      // Decision: the server's own message is not shown here; the spec gives both button texts.
      const status = classifyFailure(error).status;
      setFailure({ message: failureMessage({ status }, { invalid: CHARACTER_TEXT.deleteInvalid, error: CHARACTER_TEXT.deleteError }) });
    }
  }

  return (
    <Modal show onHide={onClose} aria-labelledby={titleId}>
      <Form onSubmit={(event) => void handleSubmit(event)}>
        <Modal.Header closeButton closeLabel="Cancel">
          <Modal.Title id={titleId} as="h2" className="h5">
            Delete {character.name}
          </Modal.Title>
        </Modal.Header>
        <Modal.Body>
          <p id={`${fieldId}-why`}>
            Deleting a character cannot be undone. Type <strong>{character.name}</strong> to confirm.
          </p>
          <Form.Group controlId={fieldId}>
            <Form.Label>Character name to delete</Form.Label>
            <Form.Control value={typed} autoComplete="off" autoFocus onChange={(event) => setTyped(event.target.value)} />
          </Form.Group>
          {failure && (
            <FormMessage trigger={failure} variant="danger">
              {failure.message}
            </FormMessage>
          )}
        </Modal.Body>
        <Modal.Footer>
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button
            type="submit"
            variant="danger"
            disabled={typed !== character.name || loading}
            aria-describedby={typed !== character.name ? `${fieldId}-why` : undefined}
          >
            Delete Character
          </Button>
        </Modal.Footer>
      </Form>
    </Modal>
  );
}

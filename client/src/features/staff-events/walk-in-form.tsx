import { skipToken, useQuery } from '@apollo/client/react';
import { useId, useState } from 'react';
import Button from 'react-bootstrap/Button';
import Col from 'react-bootstrap/Col';
import Form from 'react-bootstrap/Form';
import Row from 'react-bootstrap/Row';
import { FormMessage } from '../../components/form-message';
import { staffFailureMessage } from '../staff/staff-form';
import { rowFromDefaults, type PostEventRow, type PreviewRow } from './post-event-rows';
import { PlayerCharactersQuery, WalkInUsersQuery } from './staff-events.operations';

export interface WalkInFormProps {
  /** users already in the table */
  excludedUserIds: readonly string[];
  fetchDefaults: (record: { userId: string; eventRole: string; characterId: string }) => Promise<PreviewRow>;
  onAdd: (row: PostEventRow) => void;
}

/** Adds a walk-in attendee (someone who came without an accepted registration) to the post-event table. */
export function WalkInForm({ excludedUserIds, fetchDefaults, onAdd }: WalkInFormProps) {
  const users = useQuery(WalkInUsersQuery, { fetchPolicy: 'cache-first' });
  const [userId, setUserId] = useState('');
  const [role, setRole] = useState('pc');
  const [characterId, setCharacterId] = useState('');
  const [adding, setAdding] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const characters = useQuery(PlayerCharactersQuery, userId === '' ? skipToken : { variables: { userId } });
  const ids = { user: useId(), role: useId(), character: useId() };
  const excluded = new Set(excludedUserIds);
  const candidates = (users.data?.users ?? [])
    .filter((user) => !excluded.has(user.id))
    .sort((a, b) => `${a.lastName} ${a.firstName}`.localeCompare(`${b.lastName} ${b.firstName}`));
  const choices = (characters.data?.userCharacters ?? []).map((c) => ({
    id: c.id,
    name: c.shownBuild?.characterName ?? 'Unnamed character',
  }));

  async function handleAdd(submit: React.SubmitEvent) {
    submit.preventDefault();
    if (adding || userId === '') return;
    setAdding(true);
    setFailure(null);
    try {
      const defaults = await fetchDefaults({ userId, eventRole: role, characterId });
      onAdd(rowFromDefaults(defaults, { walkIn: true, characterChoices: choices }));
      setUserId('');
      setCharacterId('');
    } catch (error) {
      setFailure(staffFailureMessage(error));
    }
    setAdding(false);
  }

  return (
    <Form onSubmit={(submit) => void handleAdd(submit)} className="border rounded p-3 mt-3" aria-label="Add a walk-in attendee">
      <h2 className="h5">Add a walk-in</h2>
      <Row className="g-2 align-items-end">
        <Form.Group as={Col} xs={12} md={5} controlId={ids.user}>
          <Form.Label>Player</Form.Label>
          <Form.Select
            value={userId}
            onChange={(change) => {
              setUserId(change.target.value);
              setCharacterId('');
            }}
          >
            <option value="">Choose a player…</option>
            {candidates.map((user) => (
              <option key={user.id} value={user.id}>
                {user.firstName} {user.lastName} ({user.email})
              </option>
            ))}
          </Form.Select>
        </Form.Group>
        <Form.Group as={Col} xs={6} md={2} controlId={ids.role}>
          <Form.Label>Event role</Form.Label>
          <Form.Select value={role} onChange={(change) => setRole(change.target.value)}>
            <option value="pc">PC</option>
            <option value="npc">NPC</option>
          </Form.Select>
        </Form.Group>
        <Form.Group as={Col} xs={6} md={3} controlId={ids.character}>
          <Form.Label>Character</Form.Label>
          <Form.Select value={characterId} onChange={(change) => setCharacterId(change.target.value)} disabled={userId === ''}>
            <option value="">No character</option>
            {choices.map((choice) => (
              <option key={choice.id} value={choice.id}>
                {choice.name}
              </option>
            ))}
          </Form.Select>
        </Form.Group>
        <Col xs={12} md={2}>
          <Button type="submit" variant="outline-primary" disabled={adding || userId === ''} className="w-100">
            Add Walk-in
          </Button>
        </Col>
      </Row>
      {failure && (
        <FormMessage variant="danger" trigger={failure}>
          {failure}
        </FormMessage>
      )}
    </Form>
  );
}

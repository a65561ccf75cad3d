import { skipToken, useQuery } from '@apollo/client/react';
import { useId, useMemo, useState } from 'react';
import Button from 'react-bootstrap/Button';
import Col from 'react-bootstrap/Col';
import Form from 'react-bootstrap/Form';
import Row from 'react-bootstrap/Row';
import { FormMessage } from '../../components/form-message';
import { useUserPickerSource, type StaffUserRow } from '../staff/character-rows';
import { PlayerPicker } from '../staff/player-picker';
import type { PickerSource } from '../staff/search-picker';
import { staffFailureMessage } from '../staff/staff-form';
import { rowFromDefaults, type PostEventRow, type PreviewRow } from './post-event-rows';
import { PlayerCharactersQuery } from './staff-events.operations';

export interface WalkInFormProps {
  /** users already in the table */
  excludedUserIds: readonly string[];
  fetchDefaults: (record: { userId: string; eventRole: string; characterId: string }) => Promise<PreviewRow>;
  onAdd: (row: PostEventRow) => void;
}

/**
 * The players a walk-in may be, searched on the server (a community's thousands of accounts are never
 * all loaded): those already in the table are left out of the matches.
 */
function useWalkInCandidates(excludedUserIds: readonly string[]): PickerSource<StaffUserRow> {
  const source = useUserPickerSource();
  const excludedKey = excludedUserIds.join(',');
  return useMemo(() => {
    const excluded = new Set(excludedKey.split(','));
    const matches = source.matches;
    if (!matches) return source;
    const rows = matches.rows.filter((row) => !excluded.has(row.id));
    return { ...source, matches: { ...matches, rows, total: matches.total - (matches.rows.length - rows.length) } };
  }, [source, excludedKey]);
}

/** Adds a walk-in attendee (someone who came without an accepted registration) to the post-event table. */
export function WalkInForm({ excludedUserIds, fetchDefaults, onAdd }: WalkInFormProps) {
  const users = useWalkInCandidates(excludedUserIds);
  const [player, setPlayer] = useState<StaffUserRow | null>(null);
  const userId = player?.id ?? '';
  const [role, setRole] = useState('pc');
  const [characterId, setCharacterId] = useState('');
  const [adding, setAdding] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const characters = useQuery(PlayerCharactersQuery, userId === '' ? skipToken : { variables: { userId } });
  const ids = { role: useId(), character: useId(), why: useId() };
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
      setPlayer(null);
      setCharacterId('');
    } catch (error) {
      setFailure(staffFailureMessage(error));
    }
    setAdding(false);
  }

  return (
    <Form onSubmit={(submit) => void handleAdd(submit)} className="border rounded p-3 mt-3" aria-label="Add a walk-in attendee">
      <h2 className="h5">Add a walk-in</h2>
      <PlayerPicker
        source={users}
        chosen={player}
        onChoose={(row) => {
          setPlayer(row);
          setCharacterId('');
        }}
      />
      <Row className="g-2 align-items-end">
        <Form.Group as={Col} xs={6} md={3} controlId={ids.role}>
          <Form.Label>Event role</Form.Label>
          <Form.Select value={role} onChange={(change) => setRole(change.target.value)}>
            <option value="pc">PC</option>
            <option value="npc">NPC</option>
          </Form.Select>
        </Form.Group>
        <Form.Group as={Col} xs={6} md={5} controlId={ids.character}>
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
        <Col xs={12} md={4}>
          <Button
            type="submit"
            variant="outline-primary"
            disabled={adding || userId === ''}
            className="w-100"
            aria-describedby={userId === '' ? ids.why : undefined}
          >
            Add Walk-in
          </Button>
        </Col>
      </Row>
      {userId === '' && (
        <p id={ids.why} className="small text-body-secondary mt-2 mb-0">
          Choose a player first.
        </p>
      )}
      {failure && (
        <FormMessage variant="danger" trigger={failure}>
          {failure}
        </FormMessage>
      )}
    </Form>
  );
}

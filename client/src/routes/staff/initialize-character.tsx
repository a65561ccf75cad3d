import { useMutation, useQuery } from '@apollo/client/react';
import { DEFAULT_CHARACTER_CLASS, type GameData } from '@larp/rules';
import { useEffect, useMemo, useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { Link, useSearchParams } from 'react-router';
import { Loading } from '../../components/loading';
import { PageTitle } from '../../components/page-title';
import {
  characterInfoInput,
  characterInfoProblems,
  CharacterInfoFields,
  type CharacterInfo,
} from '../../features/characters/character-info-fields';
import { RaceRulesQuery } from '../../features/characters/characters.operations';
import { initialRaceSelection, raceGameData } from '../../features/characters/race-rules';
import { useUserPickerSource, type StaffUserRow } from '../../features/staff/character-rows';
import { PlayerPicker } from '../../features/staff/player-picker';
import type { PickerSource } from '../../features/staff/search-picker';
import { StaffFormStatus, useStaffForm } from '../../features/staff/staff-form';
import { STAFF_TEXT } from '../../features/staff/staff-messages';
import { checkNewCharacterNumbers } from '@larp/rules';
import { CreateCharacterForUserMutation } from '../../features/staff/staff.operations';
import { sheetPath } from './manage-characters';

/** Events §9: class fighter, starting XP 10, previous deaths 0, previous reaper fights 0. */
export const NEW_CHARACTER_DEFAULTS = { xp: '10', deaths: '0', reaperFights: '0' };

/** /staff/initialize_character: Create Character for User (the player searched for on the server); committed on creation. */
export function InitializeCharacterPage() {
  const races = useQuery(RaceRulesQuery);
  const users = useUserPickerSource();
  const gameData = useMemo(() => (races.data ? raceGameData(races.data) : undefined), [races.data]);
  return (
    <>
      <PageTitle>Create Character for User</PageTitle>
      <h1>Create Character for User</h1>
      {races.error && !races.data ? (
        <Alert variant="danger">{STAFF_TEXT.loadError}</Alert>
      ) : !gameData ? (
        <Loading />
      ) : (
        <InitializeCharacterForm data={gameData} users={users} />
      )}
    </>
  );
}

function InitializeCharacterForm({ data, users }: { data: GameData; users: PickerSource<StaffUserRow> }) {
  const [params] = useSearchParams();
  const [player, setPlayer] = useState<StaffUserRow | null>(null);
  const userId = player?.id ?? '';
  // ?user= (the Manage Users link) chooses that player, read back by id.
  const asked = params.get('user');
  const { byIds } = users;
  useEffect(() => {
    if (!asked) return;
    let current = true;
    byIds([asked]).then(
      (rows) => {
        if (current && rows[0]) setPlayer((chosen) => chosen ?? rows[0]);
      },
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [asked, byIds]);
  const [info, setInfo] = useState<CharacterInfo>(() => ({
    name: '',
    selection: initialRaceSelection(data),
    characterClass: DEFAULT_CHARACTER_CLASS,
  }));
  const [numbers, setNumbers] = useState(NEW_CHARACTER_DEFAULTS);
  const [created, setCreated] = useState<{ id: string; userId: string } | null>(null);
  const [createForUser] = useMutation(CreateCharacterForUserMutation);
  const form = useStaffForm();

  async function handleSubmit(event: React.SubmitEvent) {
    event.preventDefault();
    if (form.submitting) return;
    if (!userId) {
      form.refuse(STAFF_TEXT.selectUser);
      return;
    }
    const problems = characterInfoProblems(data, info);
    if (problems.length) {
      form.refuse(problems.join('. '));
      return;
    }
    const checked = checkNewCharacterNumbers(numbers);
    if (!checked.ok) {
      form.refuse(checked.message);
      return;
    }
    const ok = await form.submit(async () => {
      const result = await createForUser({
        variables: { userId, input: { ...characterInfoInput(data, info), ...checked.value, commit: true } },
      });
      const character = result.data?.createCharacterForUser;
      if (character) setCreated({ id: character.id, userId: character.userId });
      return STAFF_TEXT.updated;
    });
    if (ok) setInfo((current) => ({ ...current, name: '' }));
  }

  const setNumber = (name: keyof typeof NEW_CHARACTER_DEFAULTS) => (event: React.ChangeEvent<HTMLInputElement>) =>
    setNumbers((current) => ({ ...current, [name]: event.target.value }));

  return (
    <Form onSubmit={(event) => void handleSubmit(event)} noValidate aria-label="Create character for user" style={{ maxWidth: '40rem' }}>
      <PlayerPicker source={users} chosen={player} onChoose={setPlayer} />
      <CharacterInfoFields data={data} value={info} onChange={setInfo} />
      <div className="row g-3 mb-3">
        <Form.Group className="col-sm-4" controlId="initialize-xp">
          <Form.Label>Starting XP</Form.Label>
          <Form.Control type="number" min={0} step={1} required value={numbers.xp} onChange={setNumber('xp')} />
        </Form.Group>
        <Form.Group className="col-sm-4" controlId="initialize-deaths">
          <Form.Label>Previous deaths</Form.Label>
          <Form.Control type="number" min={0} step={1} required value={numbers.deaths} onChange={setNumber('deaths')} />
        </Form.Group>
        <Form.Group className="col-sm-4" controlId="initialize-reaper-fights">
          <Form.Label>Previous reaper fights</Form.Label>
          <Form.Control type="number" min={0} step={1} required value={numbers.reaperFights} onChange={setNumber('reaperFights')} />
        </Form.Group>
      </div>
      <p className="small text-body-secondary">The character is committed on creation.</p>
      <Button type="submit" disabled={form.submitting}>
        Create Character
      </Button>
      <StaffFormStatus state={form.state} />
      {created && form.state.kind === 'succeeded' && (
        <p className="mt-2">
          <Link to={sheetPath(created)}>Open the new character&apos;s sheet</Link>
        </p>
      )}
    </Form>
  );
}

export default InitializeCharacterPage;

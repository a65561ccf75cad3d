import { useMutation } from '@apollo/client/react';
import { DEFAULT_CHARACTER_CLASS, type GameData } from '@larp/rules';
import { useMemo, useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { Link, useLoaderData, useNavigate } from 'react-router';
import { FormMessage } from '../../components/form-message';
import { PageTitle } from '../../components/page-title';
import { usePreloaded } from '../../components/preloaded';
import { classifyFailure, failureMessage } from '../../features/accounts/form-result';
import {
  characterInfoInput,
  characterInfoProblems,
  CharacterInfoFields,
  type CharacterInfo,
} from '../../features/characters/character-info-fields';
import { CHARACTER_TEXT } from '../../features/characters/character-messages';
import { CreateNewCharacterMutation } from '../../features/characters/characters.operations';
import { initialRaceSelection, raceGameData } from '../../features/characters/race-rules';
import type { LoaderData } from '../preload';
import type { loader } from './new-character.loader';

/** /new_character (players §2 "New character"): success navigates to /, 'Back' returns there. */
export function NewCharacterPage() {
  const { data, error } = usePreloaded(useLoaderData<LoaderData<typeof loader>>().raceRules);
  const gameData = useMemo(() => (data ? raceGameData(data) : undefined), [data]);
  return (
    <>
      <PageTitle>New Character</PageTitle>
      <h1>Create a New Character</h1>
      {error && <Alert variant="danger">{CHARACTER_TEXT.createError}</Alert>}
      {gameData && <NewCharacterForm data={gameData} />}
      <Link to="/" className="btn btn-outline-secondary mt-3">
        Back
      </Link>
    </>
  );
}

function NewCharacterForm({ data }: { data: GameData }) {
  const navigate = useNavigate();
  const [info, setInfo] = useState<CharacterInfo>(() => ({
    name: '',
    selection: initialRaceSelection(data),
    characterClass: DEFAULT_CHARACTER_CLASS,
  }));
  const [result, setResult] = useState<{ message: string } | null>(null);
  const [createCharacter, { loading }] = useMutation(CreateNewCharacterMutation);

  // A result speaks of the values it was given; once they change it is out of date.
  function handleChange(next: CharacterInfo) {
    setInfo(next);
    setResult(null);
  }

  async function handleSubmit(event: React.SubmitEvent) {
    event.preventDefault();
    const problems = characterInfoProblems(data, info);
    if (problems.length) {
      setResult({ message: problems.join('. ') });
      return;
    }
    try {
      await createCharacter({ variables: { input: characterInfoInput(data, info) } });
      await navigate('/');
    } catch (failure) {
      setResult({
        message: failureMessage(classifyFailure(failure), { invalid: CHARACTER_TEXT.createInvalid, error: CHARACTER_TEXT.createError }),
      });
    }
  }

  return (
    <Form onSubmit={(event) => void handleSubmit(event)} noValidate aria-label="New character" style={{ maxWidth: '40rem' }}>
      <CharacterInfoFields data={data} value={info} onChange={handleChange} />
      <Button type="submit" disabled={loading}>
        Create Character
      </Button>
      {result && (
        <FormMessage trigger={result} variant="danger">
          {result.message}
        </FormMessage>
      )}
    </Form>
  );
}

export default NewCharacterPage;

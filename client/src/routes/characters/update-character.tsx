import { useMutation, useQuery } from '@apollo/client/react';
import { CHARACTER_CLASSES, DEFAULT_CHARACTER_CLASS, type CharacterClass, type GameData } from '@larp/rules';
import { useMemo, useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { Link, useNavigate, useParams } from 'react-router';
import { FormMessage } from '../../components/form-message';
import { Loading } from '../../components/loading';
import { PageTitle } from '../../components/page-title';
import { classifyFailure, failureMessage } from '../../features/accounts/form-result';
import {
  characterInfoInput,
  characterInfoProblems,
  CharacterInfoFields,
  type CharacterInfo,
} from '../../features/characters/character-info-fields';
import { CHARACTER_TEXT } from '../../features/characters/character-messages';
import { CharacterInfoToUpdateQuery, RaceRulesQuery, UpdateCharacterInfoMutation } from '../../features/characters/characters.operations';
import { raceGameData, selectionOf } from '../../features/characters/race-rules';
import { graphql } from '../../graphql/generated';
import type { CharacterInfoToUpdateFieldsFragment } from '../../graphql/generated/graphql';

/** What this page reads and the update answers with: the saved build's header, whether it is committed, the concurrency token. */
export const CharacterInfoToUpdateFields = graphql(`
  fragment CharacterInfoToUpdateFields on Character {
    id
    committed
    buildVersion
    savedBuild {
      characterName
      characterClass
      characterSkills {
        skillId
      }
      characterRace {
        race
        subculture
        transformation
        raceAttributes
      }
    }
  }
`);

type CharacterToUpdate = CharacterInfoToUpdateFieldsFragment;

/**
 * /update_character/:character_id (players §2, §4): name, race, subculture, attributes and class until
 * the first commit; afterwards the page says they are locked. Decision: success goes home (as creation
 * does), where the table shows the new name; 'Back' leads there too.
 */
export function UpdateCharacterPage() {
  const { character_id: id = '' } = useParams();
  const character = useQuery(CharacterInfoToUpdateQuery, { variables: { id }, fetchPolicy: 'cache-first' });
  const races = useQuery(RaceRulesQuery);
  const gameData = useMemo(() => (races.data ? raceGameData(races.data) : undefined), [races.data]);
  const current = character.data?.myCharacter;
  return (
    <>
      <PageTitle>Update Character</PageTitle>
      <h1>Update Character</h1>
      {(character.loading || races.loading) && <Loading />}
      {(character.error || races.error) && <Alert variant="danger">{CHARACTER_TEXT.updateError}</Alert>}
      {current && current.committed && <Alert variant="info">{CHARACTER_TEXT.lockedAfterCommit}</Alert>}
      {current && !current.committed && gameData && <UpdateCharacterForm data={gameData} character={current} />}
      <Link to="/" className="btn btn-outline-secondary mt-3">
        Back
      </Link>
    </>
  );
}

function initialInfo(data: GameData, character: CharacterToUpdate): CharacterInfo {
  const build = character.savedBuild;
  const race = build?.characterRace;
  const cls = build?.characterClass;
  return {
    name: build?.characterName ?? '',
    selection: selectionOf(data, {
      race: race?.race ?? null,
      subculture: race?.subculture ?? null,
      transformation: race?.transformation ?? null,
      race_attributes: race?.raceAttributes ? [...race.raceAttributes] : null,
    }),
    characterClass: cls && (CHARACTER_CLASSES as readonly string[]).includes(cls) ? (cls as CharacterClass) : DEFAULT_CHARACTER_CLASS,
  };
}

function UpdateCharacterForm({ data, character }: { data: GameData; character: CharacterToUpdate }) {
  const navigate = useNavigate();
  const [info, setInfo] = useState<CharacterInfo>(() => initialInfo(data, character));
  const [result, setResult] = useState<{ message: string } | null>(null);
  const [updateCharacter, { loading }] = useMutation(UpdateCharacterInfoMutation);
  const hasSkills = (character.savedBuild?.characterSkills.length ?? 0) > 0;

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
      await updateCharacter({
        variables: { id: character.id, input: { ...characterInfoInput(data, info), buildVersion: character.buildVersion } },
      });
      await navigate('/');
    } catch (failure) {
      setResult({
        message: failureMessage(classifyFailure(failure), { invalid: CHARACTER_TEXT.updateInvalid, error: CHARACTER_TEXT.updateError }),
      });
    }
  }

  return (
    <Form onSubmit={(event) => void handleSubmit(event)} noValidate aria-label="Update character" style={{ maxWidth: '40rem' }}>
      {/* Decision: the warnings show only when there are skills to lose; a fresh character loses nothing. */}
      <CharacterInfoFields data={data} value={info} onChange={handleChange} showChangeWarnings={hasSkills} />
      <Button type="submit" disabled={loading}>
        Submit Changes
      </Button>
      {result && (
        <FormMessage trigger={result} variant="danger">
          {result.message}
        </FormMessage>
      )}
    </Form>
  );
}

export default UpdateCharacterPage;

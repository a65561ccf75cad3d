import { useMutation } from '@apollo/client/react';
import {
  applyInfoChange,
  CHARACTER_CLASSES,
  DEFAULT_CHARACTER_CLASS,
  infoChangeRemovals,
  SkillError,
  toWorking,
  type CharacterClass,
  type GameData,
  type InfoChangeRemovals,
} from '@larp/rules';
import { useMemo, useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { Link, useLoaderData, useNavigate } from 'react-router';
import { FormMessage } from '../../components/form-message';
import { Loading } from '../../components/loading';
import { PageTitle } from '../../components/page-title';
import { usePreloaded } from '../../components/preloaded';
import { classifyFailure, failureMessage } from '../../features/accounts/form-result';
import {
  characterInfoInput,
  characterInfoProblems,
  CharacterInfoFields,
  type CharacterInfo,
} from '../../features/characters/character-info-fields';
import { CHARACTER_TEXT, removedSkillsText } from '../../features/characters/character-messages';
import { InfoChangeDialog } from '../../features/characters/info-change-dialog';
import { UpdateCharacterInfoMutation } from '../../features/characters/characters.operations';
import { characterRaceOf, raceGameData, selectionOf } from '../../features/characters/race-rules';
import { storedBuildOf } from '../../features/editor/editor-state';
import { gameDataFor, usePreloadedGameData } from '../../features/editor/game-data';
import { graphql } from '../../graphql/generated';
import type { CharacterInfoToUpdateFieldsFragment } from '../../graphql/generated/graphql';
import type { LoaderData } from '../preload';
import type { loader } from './update-character.loader';

/** What this page reads and the update answers with: the saved build's header, whether it is committed, the concurrency token. */
export const CharacterInfoToUpdateFields = graphql(`
  fragment CharacterInfoToUpdateFields on Character {
    id
    committed
    buildVersion
    additionalSpellSchools
    savedBuild {
      characterName
      characterClass
      characterBuildCost
      createdAt
      characterSkills {
        skillId
        entry
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
 * the first commit; afterwards the page says they are locked. A change that takes skills away lists
 * them (the rules' applyInfoChange and infoChangeRemovals, as the server's save applies them) and
 * asks first. Decision: success goes to the character's editor, where the page came from, with a
 * message saying what was saved and removed; 'Back' goes home.
 */
export function UpdateCharacterPage() {
  // the route's loader (./update-character.loader) waited for the server's character
  const preloaded = useLoaderData<LoaderData<typeof loader>>();
  const character = usePreloaded(preloaded.character);
  const races = usePreloaded(preloaded.raceRules);
  const gameData = useMemo(() => (races.data ? raceGameData(races.data) : undefined), [races.data]);
  const current = character.data?.myCharacter;
  // the whole ruleset (skills too), to work out what a change removes
  const game = usePreloadedGameData(preloaded.gameData);
  const fullData = useMemo(
    () => (game.answer && current ? gameDataFor(game.answer, current.additionalSpellSchools) : undefined),
    [game.answer, current],
  );
  return (
    <>
      <PageTitle>Update Character</PageTitle>
      <h1>Update Character</h1>
      {!fullData && !game.failed && <Loading />}
      {(character.error || races.error || game.failed) && <Alert variant="danger">{CHARACTER_TEXT.updateError}</Alert>}
      {current && current.committed && <Alert variant="info">{CHARACTER_TEXT.lockedAfterCommit}</Alert>}
      {current && !current.committed && gameData && fullData && (
        <UpdateCharacterForm data={gameData} fullData={fullData} character={current} />
      )}
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

/** What the change in `info` would remove from the saved build; null when it removes nothing or the rules cannot tell (the server then decides). */
function removalsOf(data: GameData, fullData: GameData, character: CharacterToUpdate, info: CharacterInfo): InfoChangeRemovals | null {
  const saved = character.savedBuild;
  if (!saved || saved.characterSkills.length === 0) return null;
  try {
    const before = toWorking(storedBuildOf(saved));
    const after = applyInfoChange(fullData, before, {
      characterName: info.name,
      characterClass: info.characterClass,
      characterRace: characterRaceOf(data, info.selection),
      attributesGiven: true,
    });
    const removals = infoChangeRemovals(fullData, before, after);
    return removals.skills.length > 0 ? removals : null;
  } catch (failure) {
    // a build or change the rules refuse: the save says why, with the server's message
    if (failure instanceof SkillError) return null;
    throw failure;
  }
}

function UpdateCharacterForm({ data, fullData, character }: { data: GameData; fullData: GameData; character: CharacterToUpdate }) {
  const navigate = useNavigate();
  const [info, setInfo] = useState<CharacterInfo>(() => initialInfo(data, character));
  const [result, setResult] = useState<{ message: string } | null>(null);
  const [confirming, setConfirming] = useState<InfoChangeRemovals | null>(null);
  const [updateCharacter, { loading }] = useMutation(UpdateCharacterInfoMutation);
  const hasSkills = (character.savedBuild?.characterSkills.length ?? 0) > 0;
  const classChange = info.characterClass !== character.savedBuild?.characterClass;

  // A result speaks of the values it was given; once they change it is out of date.
  function handleChange(next: CharacterInfo) {
    setInfo(next);
    setResult(null);
  }

  function handleSubmit(event: React.SubmitEvent) {
    event.preventDefault();
    const problems = characterInfoProblems(data, info);
    if (problems.length) {
      setResult({ message: problems.join('. ') });
      return;
    }
    const removals = removalsOf(data, fullData, character, info);
    if (removals) setConfirming(removals);
    else void send(null);
  }

  async function send(removals: InfoChangeRemovals | null) {
    setConfirming(null);
    try {
      await updateCharacter({
        variables: { id: character.id, input: { ...characterInfoInput(data, info), buildVersion: character.buildVersion } },
      });
      const message = removals
        ? CHARACTER_TEXT.infoSavedRemoving(removedSkillsText(removals.skills), removals.xpReturned)
        : CHARACTER_TEXT.infoSaved;
      await navigate(`/character_editor/${character.id}`, { state: { message } });
    } catch (failure) {
      setResult({
        message: failureMessage(classifyFailure(failure), { invalid: CHARACTER_TEXT.updateInvalid, error: CHARACTER_TEXT.updateError }),
      });
    }
  }

  return (
    <Form onSubmit={handleSubmit} noValidate aria-label="Update character" style={{ maxWidth: '40rem' }}>
      {/* Decision: the warnings show only when there are skills to lose; a fresh character loses nothing. */}
      <CharacterInfoFields data={data} value={info} onChange={handleChange} showChangeWarnings={hasSkills} />
      <Button type="submit" disabled={loading}>
        Submit Changes
      </Button>
      {loading && (
        <span role="status" className="ms-2">
          {CHARACTER_TEXT.updateProgress}
        </span>
      )}
      {result && (
        <FormMessage trigger={result} variant="danger">
          {result.message}
        </FormMessage>
      )}
      {confirming && (
        <InfoChangeDialog
          removals={confirming}
          classChange={classChange}
          onCancel={() => setConfirming(null)}
          onConfirm={() => void send(confirming)}
        />
      )}
    </Form>
  );
}

export default UpdateCharacterPage;

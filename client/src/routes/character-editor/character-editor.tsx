import { useMutation, useQuery } from '@apollo/client/react';
import { formatEventDate, raceAttributesText, raceDescription } from '@larp/rules';
import { useEffect, useReducer, useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Modal from 'react-bootstrap/Modal';
import { Link, useParams } from 'react-router';
import { FormMessage } from '../../components/form-message';
import { Loading } from '../../components/loading';
import { PageTitle } from '../../components/page-title';
import { classifyFailure, failureMessage } from '../../features/accounts/form-result';
import { buildToSend, editorReducer, loadAction, type EditorState } from '../../features/editor/editor-state';
import {
  CommitCharacterBuildMutation,
  EditorCharacterQuery,
  SaveCharacterBuildMutation,
} from '../../features/editor/editor.operations';
import { gameDataFor, useGameData } from '../../features/editor/game-data';
import { PurchasedSkills } from '../../features/editor/purchased-skills';
import { SkillEditor } from '../../features/editor/skill-editor';
import type { EditorCharacterFieldsFragment } from '../../graphql/generated/graphql';

export const COMMIT_CONFIRMATION = 'Once your build is committed, you cannot go back! Are you sure you want to proceed?';
export const COMMIT_REMINDER = 'Remember: commit your pc build at least 2 weeks before an event.';

const SAVE_TEXTS = {
  pending: 'Saving character...',
  success: 'Successfully saved character.',
  error: 'Error submitting character. Please try again later.',
  invalid: 'Invalid data. Please try again.',
};
// Decision: the spec gives no 'invalid' text for a commit; the save's 'Invalid data' applies (unless
// the server gives its own message, e.g. 'Character build regressed' or the stale-build conflict).
const COMMIT_TEXTS = {
  pending: 'Committing character...',
  success: 'Successfully committed character.',
  error: 'Error comitting character. Please try again later.',
  invalid: 'Invalid data. Please try again.',
};

type Outcome = { variant: 'info' | 'success' | 'danger'; text: string } | null;

function Fact({ term, children }: { term: string; children: React.ReactNode }) {
  return (
    <div className="col-6 col-md-4">
      <dt className="small text-body-secondary">{term}</dt>
      <dd className="mb-2">{children}</dd>
    </div>
  );
}

function Summary({ state, character, player, shards }: { state: EditorState; character: EditorCharacterFieldsFragment; player: string; shards: number }) {
  const { build } = state;
  const shown = character.committed ? character.committedBuild : character.savedBuild;
  const date = shown?.createdAt ? formatEventDate(shown.createdAt) : '';
  const updateLink = !character.committed && (
    <>
      {' '}
      <Link to={`/update_character/${character.id}`}>Update this info</Link>
    </>
  );
  return (
    <div className="row">
      <dl className="col-lg-8 row mb-0">
        <Fact term="Name">
          {build.character_name}
          {updateLink}
        </Fact>
        <Fact term="Race">{raceDescription(build.character_race) || 'Not selected'}</Fact>
        <Fact term="Class">
          <span className="text-capitalize">{build.character_class ?? 'Not selected'}</span>
        </Fact>
        <Fact term="Attributes">{raceAttributesText(build.character_race.race_attributes)}</Fact>
        <Fact term="XP spent / total">
          {build.character_build_cost} / {character.characterXpTotal}
        </Fact>
        <Fact term="Deaths">{character.deathCount}</Fact>
        <Fact term="Reaper fights">{character.reaperFightCount}</Fact>
        <Fact term={character.committed ? 'Committed' : 'Saved'}>{date || 'Never'}</Fact>
        <Fact term="Player">{player}</Fact>
        <Fact term="Shards">{shards}</Fact>
      </dl>
      <dl className="col-lg-4 text-lg-end mb-0" aria-label="Totals">
        <dt>Character Level</dt>
        <dd>{character.characterLevel}</dd>
        <dt>Total XP</dt>
        <dd>{character.characterXpTotal}</dd>
        <dt>Current Build Cost</dt>
        <dd>{build.character_build_cost}</dd>
      </dl>
    </div>
  );
}

/** /character_editor/:character_id — the build editor with Save and Commit (players §2, §4, §8). */
export function CharacterEditorPage() {
  const { character_id: id = '' } = useParams();
  const query = useQuery(EditorCharacterQuery, { variables: { id }, fetchPolicy: 'network-only' });
  const game = useGameData();
  const [state, dispatch] = useReducer(editorReducer, null);
  const [character, setCharacter] = useState<EditorCharacterFieldsFragment | null>(null);
  const [outcome, setOutcome] = useState<Outcome>(null);
  const [confirming, setConfirming] = useState(false);
  const [save, saving] = useMutation(SaveCharacterBuildMutation);
  const [commit, committing] = useMutation(CommitCharacterBuildMutation);

  useEffect(() => {
    if (query.data?.myCharacter) setCharacter(query.data.myCharacter);
  }, [query.data]);

  // The working build is (re)loaded from the server's answer: on first load and after every save
  // or commit, so the committed floor and the concurrency token are the server's.
  useEffect(() => {
    if (!character || !game.answer) return;
    const saved = character.savedBuild ?? character.committedBuild;
    if (!saved) return;
    const data = gameDataFor(game.answer, character.additionalSpellSchools);
    dispatch(loadAction(data, saved, character.committedBuild, character.committed, character));
  }, [character, game.answer]);

  if (query.error) return <Alert variant="danger">{query.error.message}</Alert>;
  if (game.failed) return <Alert variant="danger">The game data could not be loaded. Please try again later.</Alert>;
  if (!state || !character || !query.data) return <Loading />;

  const user = query.data.currentUser;
  const player = user ? `${user.firstName} ${user.lastName}` : '';

  async function submit(kind: 'save' | 'commit') {
    if (!state || !character) return;
    const texts = kind === 'save' ? SAVE_TEXTS : COMMIT_TEXTS;
    setOutcome({ variant: 'info', text: texts.pending });
    const variables = { id: character.id, characterBuild: buildToSend(state.data, state.build) as unknown as Record<string, unknown>, buildVersion: character.buildVersion };
    try {
      const result = kind === 'save' ? (await save({ variables })).data?.saveCharacterBuild : (await commit({ variables })).data?.commitCharacterBuild;
      if (result) setCharacter(result);
      setOutcome({ variant: 'success', text: texts.success });
    } catch (error) {
      setOutcome({ variant: 'danger', text: failureMessage(classifyFailure(error), texts) });
    }
  }

  const busy = saving.loading || committing.loading;
  return (
    <>
      <PageTitle>{`Character editor: ${state.build.character_name}`}</PageTitle>
      <h1 className="h2">{state.build.character_name}</h1>
      <Summary state={state} character={character} player={player} shards={user?.shardTotal ?? 0} />
      {/* A standing reminder, not an alert: screen readers should not interrupt with it. */}
      <p className="alert alert-warning py-2">{COMMIT_REMINDER}</p>
      <div className="d-flex gap-2 flex-wrap">
        <Button onClick={() => void submit('save')} disabled={busy}>
          Save
        </Button>
        <Button variant="danger" onClick={() => setConfirming(true)} disabled={busy}>
          Commit
        </Button>
      </div>
      {outcome && (
        <FormMessage variant={outcome.variant} trigger={outcome}>
          {outcome.text}
        </FormMessage>
      )}
      <section aria-labelledby="sheet-title" className="mt-4">
        <h2 id="sheet-title" className="h4">
          Purchased skills
        </h2>
        <PurchasedSkills data={state.data} build={state.build} />
      </section>
      {state.build.character_race.race_attributes && <SkillEditor state={state} dispatch={dispatch} />}
      <Modal show={confirming} onHide={() => setConfirming(false)} aria-labelledby="commit-title">
        <Modal.Header closeButton>
          <Modal.Title id="commit-title">Commit build</Modal.Title>
        </Modal.Header>
        <Modal.Body>{COMMIT_CONFIRMATION}</Modal.Body>
        <Modal.Footer>
          <Button variant="secondary" onClick={() => setConfirming(false)}>
            Cancel
          </Button>
          <Button
            variant="danger"
            onClick={() => {
              setConfirming(false);
              void submit('commit');
            }}
          >
            Yes, commit
          </Button>
        </Modal.Footer>
      </Modal>
    </>
  );
}

export default CharacterEditorPage;

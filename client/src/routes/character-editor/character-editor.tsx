import { useMutation } from '@apollo/client/react';
import { editedBuild, formatEventDate, raceAttributesText, raceDescription, sameBuild, toWorking } from '@larp/rules';
import { useEffect, useMemo, useReducer, useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Badge from 'react-bootstrap/Badge';
import Button from 'react-bootstrap/Button';
import Modal from 'react-bootstrap/Modal';
import { Link, useLoaderData, useLocation } from 'react-router';
import { FormMessage } from '../../components/form-message';
import { Loading } from '../../components/loading';
import { PageTitle } from '../../components/page-title';
import { usePreloaded } from '../../components/preloaded';
import { RulesetNotices } from '../../features/rulesets/ruleset-notices';
import { classifyFailure, failureMessage } from '../../features/accounts/form-result';
import { CHARACTER_NOT_FOUND, CHARACTER_NOT_FOUND_TEXT, isNotFound, NotFoundPage } from '../../components/not-found-page';
import { UNCOMMITTED_BADGE } from '../../components/build-badges';
import { BuildChanges } from '../../features/editor/build-changes';
import { buildToSend, editorReducer, loadAction, storedBuildOf, type EditorState } from '../../features/editor/editor-state';
import { clearDraft, LEAVE_TEXT, readDraft, writeDraft, type Draft } from '../../features/editor/unsaved-changes';
import { LeaveGuard } from '../../components/leave-guard';
import { CommitCharacterBuildMutation, SaveCharacterBuildMutation } from '../../features/editor/editor.operations';
import { gameDataFor, usePreloadedGameData } from '../../features/editor/game-data';
import { PurchasedSkills } from '../../features/editor/purchased-skills';
import { SkillEditor } from '../../features/editor/skill-editor';
import type { EditorCharacterFieldsFragment } from '../../graphql/generated/graphql';
import type { LoaderData } from '../preload';
import type { loader } from './character-editor.loader';

export const COMMIT_CONFIRMATION = 'Once your build is committed, you cannot go back! Are you sure you want to proceed?';
export const COMMIT_CHANGES_TITLE = 'What Commit will make permanent';
export const COMMIT_REMINDER = 'Remember: commit your pc build at least 2 weeks before an event.';

/** The editor's character could not be had (a network or server failure; a refusal shows the server's message). */
const LOAD_FAILED = 'Unable to load the character. Please try again later.';

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

function Summary({
  state,
  character,
  player,
  shards,
}: {
  state: EditorState;
  character: EditorCharacterFieldsFragment;
  player: string;
  shards: number;
}) {
  const { build } = state;
  const committedAt = character.committed && character.committedBuild?.createdAt ? formatEventDate(character.committedBuild.createdAt) : '';
  const savedAt = character.savedBuild?.createdAt ? formatEventDate(character.savedBuild.createdAt) : '';
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
        <Fact term="Committed">{committedAt || 'Never'}</Fact>
        <Fact term="Saved">{savedAt || 'Never'}</Fact>
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

export const UNSAVED_BADGE = 'Unsaved changes';
export const COMMITTED_BADGE = 'Committed build';
export const NOTHING_TO_COMMIT = 'Commit is not needed: nothing has changed since the last commit.';
export const DRAFT_OFFER = 'This browser kept changes to this build that were never saved';

/** The build's state in words: committed or not, changes Commit would make permanent, changes not saved. */
function BuildState({ committed, uncommitted, dirty }: { committed: boolean; uncommitted: boolean; dirty: boolean }) {
  return (
    <div className="d-flex flex-wrap gap-1" aria-label="Build state" role="group">
      {committed && <Badge bg="success">{COMMITTED_BADGE}</Badge>}
      {uncommitted && (
        <Badge bg="warning" text="dark">
          {UNCOMMITTED_BADGE}
        </Badge>
      )}
      {dirty && <Badge bg="danger">{UNSAVED_BADGE}</Badge>}
    </div>
  );
}

/** /character_editor/:character_id — the build editor with Save and Commit (players §2, §4, §8). */
export function CharacterEditorPage() {
  // the route's loader (./character-editor.loader) waited for the server's character
  const preloaded = useLoaderData<LoaderData<typeof loader>>();
  const query = usePreloaded(preloaded.character);
  const game = usePreloadedGameData(preloaded.gameData);
  const [state, dispatch] = useReducer(editorReducer, null);
  // The character as the cache holds it: Save and Commit answer with the same fields, which Apollo
  // writes over the cached Character, so this is the server's newest answer.
  const character: EditorCharacterFieldsFragment | null = query.data?.myCharacter ?? null;
  // a message handed over by the page that sent the player here (the info update says what it saved and removed)
  const handedOver = (useLocation().state as { message?: string } | null)?.message;
  const [outcome, setOutcome] = useState<Outcome>(() => (handedOver ? { variant: 'success', text: handedOver } : null));
  const [confirming, setConfirming] = useState(false);
  // The draft offered back, decided once per character on the page's first load (while rendering,
  // from the saved build and this browser's draft); `draft` is null once restored or discarded.
  const [draftOffer, setDraftOffer] = useState<{ characterId: string; draft: Draft | null } | null>(null);
  const [save, saving] = useMutation(SaveCharacterBuildMutation);
  const [commit, committing] = useMutation(CommitCharacterBuildMutation);

  // The working build is (re)loaded from the server's answer: on first load and after every save
  // or commit, so the committed floor and the concurrency token are the server's. The edited build
  // is the saved one (the rules' editedBuild), so skills saved after a commit are never hidden.
  const edited = character ? editedBuild(character.savedBuild, character.committedBuild) : null;
  useEffect(() => {
    if (!character || !game.answer || !edited) return;
    const data = gameDataFor(game.answer, character.additionalSpellSchools);
    dispatch(loadAction(data, edited, character.committedBuild, character.committed, character));
  }, [character, game.answer]); // eslint-disable-line react-hooks/exhaustive-deps
  if (character && game.answer && edited && draftOffer?.characterId !== character.id) {
    // a draft that differs from the saved build is offered; any other is cleared by the draft effect below
    const draft = readDraft(character.id);
    setDraftOffer({ characterId: character.id, draft: draft && !sameBuild(draft.build, storedBuildOf(edited)) ? draft : null });
  }
  const offeredDraft = character && draftOffer?.characterId === character.id ? draftOffer.draft : null;

  // The build as Save and Commit would send it, and how it stands against the saved and committed builds.
  const current = useMemo(() => (state ? buildToSend(state.data, state.build) : null), [state]);
  const savedStored = useMemo(() => (edited ? storedBuildOf(edited) : null), [edited]);
  const committedStored = useMemo(
    () => (character?.committed && character.committedBuild ? storedBuildOf(character.committedBuild) : null),
    [character],
  );
  const dirty = !!current && !!savedStored && !sameBuild(current, savedStored);
  // what Commit would make permanent: the whole build before the first commit, else the differences
  const uncommitted = !!current && (!committedStored || !sameBuild(current, committedStored));

  // The local draft follows the working build while it differs from the saved one.
  useEffect(() => {
    if (!character || !current || !draftOffer || offeredDraft) return;
    if (dirty) writeDraft(character.id, { build: current, buildVersion: character.buildVersion, savedAt: new Date().toISOString() });
    else clearDraft(character.id);
  }, [character, current, dirty, draftOffer, offeredDraft]);

  if (query.error && isNotFound(query.error)) return <NotFoundPage title={CHARACTER_NOT_FOUND}>{CHARACTER_NOT_FOUND_TEXT}</NotFoundPage>;
  if (query.error)
    return (
      <Alert variant="danger">
        {failureMessage(classifyFailure(query.error), { invalid: LOAD_FAILED, error: LOAD_FAILED })}{' '}
        <Button variant="link" className="p-0 align-baseline" onClick={() => void query.refetch()} disabled={query.refreshing}>
          {query.refreshing ? 'Trying again…' : 'Try again'}
        </Button>
      </Alert>
    );
  if (game.failed) return <Alert variant="danger">The game data could not be loaded. Please try again later.</Alert>;
  if (!state || !character || !query.data || !current) return <Loading screenHigh />;

  const user = query.data.currentUser;
  const player = user ? `${user.firstName} ${user.lastName}` : '';

  async function submit(kind: 'save' | 'commit') {
    if (!state || !character) return;
    const texts = kind === 'save' ? SAVE_TEXTS : COMMIT_TEXTS;
    setOutcome({ variant: 'info', text: texts.pending });
    const variables = {
      id: character.id,
      characterBuild: buildToSend(state.data, state.build) as unknown as Record<string, unknown>,
      buildVersion: character.buildVersion,
    };
    try {
      // the answer's Character is written over the cached one, which reloads the working build
      await (kind === 'save' ? save({ variables }) : commit({ variables }));
      setOutcome({ variant: 'success', text: texts.success });
    } catch (error) {
      setOutcome({ variant: 'danger', text: failureMessage(classifyFailure(error), texts) });
    }
  }

  const busy = saving.loading || committing.loading;
  return (
    <>
      <PageTitle>{`Character editor: ${state.build.character_name}`}</PageTitle>
      <LeaveGuard dirty={dirty && !busy} text={LEAVE_TEXT} />
      <h1 className="h2">{state.build.character_name}</h1>
      <RulesetNotices notices={preloaded.rulesetNotices} />
      {offeredDraft && (
        <Alert
          variant="info"
          transition={false}
          role="region"
          aria-label="Unsaved draft"
          className="d-flex flex-wrap align-items-center gap-2"
        >
          <span className="me-auto">
            {DRAFT_OFFER} ({formatEventDate(offeredDraft.savedAt)}).
          </span>
          <Button
            size="sm"
            onClick={() => {
              dispatch({ type: 'load', data: state.data, ctx: state.ctx, build: toWorking(offeredDraft.build) });
              setDraftOffer({ characterId: character.id, draft: null });
            }}
          >
            Restore them
          </Button>
          <Button
            size="sm"
            variant="outline-dark"
            onClick={() => {
              clearDraft(character.id);
              setDraftOffer({ characterId: character.id, draft: null });
            }}
          >
            Discard them
          </Button>
        </Alert>
      )}
      <Summary state={state} character={character} player={player} shards={user?.shardTotal ?? 0} />
      {/* A standing reminder, not an alert: screen readers should not interrupt with it. */}
      <p className="alert alert-warning py-2 mt-2">{COMMIT_REMINDER}</p>
      {/* On a phone the bar stays at the top of the screen while the skills scroll under it. */}
      <div className="editor-toolbar d-flex flex-wrap align-items-center gap-2 py-2" role="region" aria-label="Save and commit">
        <Button onClick={() => void submit('save')} disabled={busy}>
          Save
        </Button>
        <Button
          variant="danger"
          onClick={() => setConfirming(true)}
          disabled={busy || !uncommitted}
          aria-describedby={!uncommitted ? 'commit-reason' : undefined}
        >
          Commit
        </Button>
        <BuildState committed={character.committed} uncommitted={uncommitted} dirty={dirty} />
        {!uncommitted && (
          <span id="commit-reason" className="small text-body-secondary w-100">
            {NOTHING_TO_COMMIT}
          </span>
        )}
      </div>
      {outcome && (
        <FormMessage variant={outcome.variant} trigger={outcome}>
          {outcome.text}
        </FormMessage>
      )}
      <div className="row mt-3">
        <div className="col-lg-4 order-lg-2">
          <div className="editor-sidebar">
            <section aria-labelledby="changes-title" className="card mb-3">
              <div className="card-body">
                <h2 id="changes-title" className="h5">
                  {COMMIT_CHANGES_TITLE}
                </h2>
                {committedStored ? (
                  <BuildChanges data={state.data} committed={committedStored} current={current} />
                ) : (
                  <p className="mb-0">Nothing is committed yet: Commit makes the whole build permanent.</p>
                )}
              </div>
            </section>
            <section aria-labelledby="sheet-title" className="mb-3">
              <h2 id="sheet-title" className="h5">
                Purchased skills
              </h2>
              <PurchasedSkills data={state.data} build={state.build} />
            </section>
          </div>
        </div>
        <div className="col-lg-8 order-lg-1">
          {state.build.character_race.race_attributes && <SkillEditor state={state} dispatch={dispatch} />}
        </div>
      </div>
      <Modal show={confirming} onHide={() => setConfirming(false)} aria-labelledby="commit-title">
        <Modal.Header closeButton>
          <Modal.Title id="commit-title">Commit build</Modal.Title>
        </Modal.Header>
        <Modal.Body>
          <p>{COMMIT_CONFIRMATION}</p>
          {committedStored && <BuildChanges data={state.data} committed={committedStored} current={current} />}
        </Modal.Body>
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

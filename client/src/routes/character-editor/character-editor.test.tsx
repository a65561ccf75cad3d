import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { sampleRuleset } from '../../../../rules/src/sample-ruleset';
import {
  CommitCharacterBuildDocument,
  EditorCharacterDocument,
  GameDataDocument,
  SaveCharacterBuildDocument,
} from '../../graphql/generated/graphql';
import { graphQLFailure } from '../../test/graphql-errors';
import { renderRoute } from '../../test/render-route';
import { isBlocked } from '../../features/editor/step-button';
import { CharacterEditorPage } from './character-editor';
import { loader } from './character-editor.loader';

// A small slice of the sample ruleset keeps jsdom quick; the whole ruleset is the component tests' job.
const SKILLS = sampleRuleset.skills.filter((skill) => ['Parry', 'Riposte'].includes(skill.skill_name));
const PARRY = SKILLS.find((skill) => skill.skill_name === 'Parry')!._id;

/** The game data as GraphQL gameData answers it (the editor reads it through Apollo). */
const gameDataMock = {
  request: { query: GameDataDocument },
  result: {
    data: {
      gameData: {
        skills: SKILLS,
        races: sampleRuleset.races,
        transformations: sampleRuleset.transformations,
        event_role_types: sampleRuleset.event_role_types,
      },
    },
  },
  maxUsageCount: Number.POSITIVE_INFINITY,
};

afterEach(() => {
  localStorage.clear(); // the editor keeps unsaved work as a local draft
});

function build(attributes: string[] | null, skills: { skillId: string; entry: Record<string, unknown> }[] = [], cost = 0) {
  return {
    __typename: 'CharacterBuild' as const,
    characterName: 'Brom the Bold',
    characterClass: 'fighter',
    characterBuildCost: cost,
    createdAt: '2026-03-01T18:30:00.000Z',
    characterRace: {
      __typename: 'CharacterRace' as const,
      race: 'Human',
      subculture: 'Highland',
      transformation: null,
      raceAttributes: attributes,
    },
    characterSkills: skills.map((row) => ({ __typename: 'BuildEntry' as const, ...row })),
  };
}

function character(overrides: Record<string, unknown> = {}) {
  return {
    __typename: 'Character' as const,
    id: 'c1',
    buildVersion: 3,
    committed: false,
    characterLevel: 2,
    characterXpTotal: 20,
    deathCount: 1,
    reaperFightCount: 0,
    additionalSpellSchools: [],
    savedBuild: build(['Human', 'Highlander']),
    committedBuild: null,
    ...overrides,
  };
}

const loadMock = (found = character()) => ({
  request: { query: EditorCharacterDocument, variables: { id: 'c1' } },
  result: {
    data: {
      myCharacter: found,
      currentUser: { __typename: 'User' as const, id: 'u1', firstName: 'Ada', lastName: 'Smith', shardTotal: 7 },
    },
  },
});

const PARRY_BOUGHT = build(['Human', 'Highlander'], [{ skillId: PARRY, entry: { purchase_count: 1, grants: [] } }], 1);

/** Matches a save or commit of the build with one Parry, sent with build_version 3. */
const sentParry = (variables: Record<string, unknown>) => {
  const sent = variables.characterBuild as {
    character_skills: { skill_id: string; purchase_count: number }[];
    character_build_cost: number;
  };
  return (
    variables.id === 'c1' &&
    variables.buildVersion === 3 &&
    sent.character_build_cost === 1 &&
    sent.character_skills.length === 1 &&
    sent.character_skills[0].skill_id === PARRY &&
    sent.character_skills[0].purchase_count === 1
  );
};

function openEditor(mocks: unknown[]) {
  return renderRoute(<CharacterEditorPage />, {
    loader,
    path: '/character_editor/:character_id',
    url: '/character_editor/c1',
    mocks: [gameDataMock, ...mocks] as never,
  });
}

/** The skill list follows the page's first paint: waits until it is shown. */
async function skillsShown() {
  await waitFor(() => expect(screen.queryByText('Loading skills…')).not.toBeInTheDocument());
}

const button = (label: string) => document.querySelector(`button[aria-label="${label}"]`) as HTMLButtonElement;

describe('CharacterEditorPage', () => {
  it('shows the summary, then saves the working build with the build version', async () => {
    openEditor([
      loadMock(),
      {
        request: { query: SaveCharacterBuildDocument, variables: sentParry },
        result: { data: { saveCharacterBuild: character({ buildVersion: 4, savedBuild: PARRY_BOUGHT }) } },
      },
    ]);
    expect(await screen.findByRole('heading', { name: 'Brom the Bold' })).toBeInTheDocument();
    expect(screen.getByText('Highland Human')).toBeInTheDocument();
    expect(screen.getByText('Human, Highlander')).toBeInTheDocument();
    expect(screen.getByText('Ada Smith')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Update this info' }).getAttribute('href')).toBe('/update_character/c1');
    expect(screen.getByText('No skills purchased')).toBeInTheDocument();

    await skillsShown();
    fireEvent.click(button('Add one Parry (1 XP)'));
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByText('Saving character...')).toBeInTheDocument();
    const done = await screen.findByText('Successfully saved character.');
    await waitFor(() => expect(document.activeElement).toBe(done));
    expect(screen.queryByText('No skills purchased')).not.toBeInTheDocument();
  });

  it("shows the server's message for a stale build and the spec's text for a server fault", async () => {
    const stale = 'This character was changed since you loaded it. Please reload the page and try again.';
    openEditor([
      loadMock(),
      { request: { query: SaveCharacterBuildDocument, variables: sentParry }, result: graphQLFailure('CONFLICT', stale) },
      {
        request: { query: SaveCharacterBuildDocument, variables: sentParry },
        result: graphQLFailure('INTERNAL_SERVER_ERROR', 'Internal server error'),
      },
    ]);
    await screen.findByRole('heading', { name: 'Brom the Bold' });
    await skillsShown();
    fireEvent.click(button('Add one Parry (1 XP)'));
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect((await screen.findByRole('alert')).textContent).toBe(stale);
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('Error submitting character. Please try again later.'));
  });

  it('commits only after the confirmation, and reports a failed commit', async () => {
    openEditor([
      loadMock(),
      {
        request: { query: CommitCharacterBuildDocument, variables: sentParry },
        result: graphQLFailure('INTERNAL_SERVER_ERROR', 'Internal server error'),
      },
      {
        request: { query: CommitCharacterBuildDocument, variables: sentParry },
        result: {
          data: {
            commitCharacterBuild: character({ buildVersion: 4, committed: true, savedBuild: PARRY_BOUGHT, committedBuild: PARRY_BOUGHT }),
          },
        },
      },
    ]);
    await screen.findByRole('heading', { name: 'Brom the Bold' });
    await skillsShown();
    fireEvent.click(button('Add one Parry (1 XP)'));
    fireEvent.click(screen.getByRole('button', { name: 'Commit' }));
    expect(
      await screen.findByText('Once your build is committed, you cannot go back! Are you sure you want to proceed?'),
    ).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Yes, commit' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Error comitting character. Please try again later.');

    fireEvent.click(screen.getByRole('button', { name: 'Commit' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Yes, commit' }));
    expect(await screen.findByText('Successfully committed character.')).toBeInTheDocument();
    // Committed: the info is locked and the committed Parry cannot be lowered.
    expect(screen.queryByRole('link', { name: 'Update this info' })).not.toBeInTheDocument();
    await waitFor(() => expect(isBlocked(button('Remove one Parry'))).toBe(true));
  });

  it('asks for race attributes before any purchase', async () => {
    openEditor([loadMock(character({ savedBuild: build(null) }))]);
    expect(await screen.findByText("Please select your character's attributes in order to begin purchasing skills")).toBeInTheDocument();
    expect(button('Add one Parry (1 XP)')).not.toBeInTheDocument();
  });

  it('after a commit, shows the saved skills and what Commit will make permanent', async () => {
    const committedOne = build(['Human', 'Highlander'], [{ skillId: PARRY, entry: { purchase_count: 1, grants: [] } }], 1);
    const savedTwo = build(['Human', 'Highlander'], [{ skillId: PARRY, entry: { purchase_count: 2, grants: [] } }], 3);
    openEditor([loadMock(character({ committed: true, committedBuild: committedOne, savedBuild: savedTwo }))]);
    await screen.findByRole('heading', { name: 'Brom the Bold' });
    await skillsShown();
    // the editor works on the saved build: two Parry, not the committed one
    expect(screen.getByRole('status', { name: 'Parry count' }).textContent).toBe('2');
    expect(screen.getByText('Uncommitted changes')).toBeInTheDocument();
    const changes = screen.getByRole('list', { name: 'Changes since the commit' });
    expect(changes.textContent).toBe('Parry: 1 → 2');
    // lowering back to the committed build: nothing left to commit, but now unsaved
    fireEvent.click(button('Remove one Parry'));
    expect(await screen.findByText('Nothing to commit: this is the committed build.')).toBeInTheDocument();
    expect(screen.queryByText('Uncommitted changes')).not.toBeInTheDocument();
    expect(screen.getByText('Unsaved changes')).toBeInTheDocument();
    expect(screen.getByText('Committed build')).toBeInTheDocument();
    // Commit has nothing to do, and says so beside it
    const commitButton = screen.getByRole('button', { name: 'Commit' });
    expect(commitButton).toBeDisabled();
    expect(commitButton).toHaveAccessibleDescription('Commit is not needed: nothing has changed since the last commit.');
  });

  it('keeps unsaved work as a draft that survives a reload and offers to restore it', async () => {
    const first = openEditor([loadMock()]);
    await screen.findByRole('heading', { name: 'Brom the Bold' });
    await skillsShown();
    expect(screen.queryByText('Unsaved changes')).not.toBeInTheDocument();
    fireEvent.click(button('Add one Parry (1 XP)'));
    expect(screen.getByText('Unsaved changes')).toBeInTheDocument();
    await waitFor(() => expect(localStorage.getItem('editor-draft:c1')).toContain(PARRY));
    first.unmount();

    // "reload": a fresh page offers the draft; restoring it brings the Parry back
    openEditor([loadMock()]);
    const offer = await screen.findByRole('region', { name: 'Unsaved draft' });
    expect(offer.textContent).toContain('This browser kept changes to this build that were never saved');
    expect(screen.getByText('No skills purchased')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Restore them' }));
    expect(screen.queryByRole('region', { name: 'Unsaved draft' })).not.toBeInTheDocument();
    await skillsShown();
    expect(screen.getByRole('status', { name: 'Parry count' }).textContent).toBe('1');
    expect(screen.getByText('Unsaved changes')).toBeInTheDocument();
  });

  it('a discarded draft is gone', async () => {
    const first = openEditor([loadMock()]);
    await screen.findByRole('heading', { name: 'Brom the Bold' });
    await skillsShown();
    fireEvent.click(button('Add one Parry (1 XP)'));
    await waitFor(() => expect(localStorage.getItem('editor-draft:c1')).not.toBeNull());
    first.unmount();
    openEditor([loadMock()]);
    fireEvent.click(await screen.findByRole('button', { name: 'Discard them' }));
    expect(localStorage.getItem('editor-draft:c1')).toBeNull();
    expect(screen.getByText('No skills purchased')).toBeInTheDocument();
  });

  it('asks before leaving with unsaved changes, and stays or leaves as told', async () => {
    const { router } = renderRoute(<CharacterEditorPage />, {
      loader,
      path: '/character_editor/:character_id',
      url: '/character_editor/c1',
      mocks: [gameDataMock, loadMock()] as never,
      routes: [{ path: '/', element: <h1>Home page</h1> }],
    });
    await screen.findByRole('heading', { name: 'Brom the Bold' });
    await skillsShown();
    fireEvent.click(button('Add one Parry (1 XP)'));
    await act(() => router.navigate('/'));
    expect(await screen.findByRole('dialog', { name: 'Leave without saving?' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Stay on this page' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(router.state.location.pathname).toBe('/character_editor/c1');
    await act(() => router.navigate('/'));
    fireEvent.click(await screen.findByRole('button', { name: 'Leave' }));
    expect(await screen.findByRole('heading', { name: 'Home page' })).toBeInTheDocument();
  });

  it('warns before the tab is closed with unsaved changes', async () => {
    openEditor([loadMock()]);
    await screen.findByRole('heading', { name: 'Brom the Bold' });
    await skillsShown();
    const clean = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(clean);
    expect(clean.defaultPrevented).toBe(false);
    fireEvent.click(button('Add one Parry (1 XP)'));
    const dirty = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(dirty);
    expect(dirty.defaultPrevented).toBe(true);
  });

  it('a character that cannot be loaded (network failure) is said in words, with Try again (the retry itself: the player journey)', async () => {
    openEditor([{ request: { query: EditorCharacterDocument, variables: { id: 'c1' } }, error: new Error('Failed to fetch') }, loadMock()]);
    expect(await screen.findByText('Unable to load the character. Please try again later.')).toBeInTheDocument();
    expect(screen.queryByText('Failed to fetch')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeEnabled();
  });

  it('an unknown character id shows a not-found page with a way home', async () => {
    openEditor([
      { request: { query: EditorCharacterDocument, variables: { id: 'c1' } }, result: graphQLFailure('NOT_FOUND', 'Character not found') },
    ]);
    expect(await screen.findByRole('heading', { name: 'Character not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to home' }).getAttribute('href')).toBe('/');
  });
});

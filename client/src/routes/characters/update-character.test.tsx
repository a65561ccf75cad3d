import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { increase, indexGameData, toStored, toWorking, type CharacterRace } from '@larp/rules';
import { sampleRuleset } from '../../../../rules/src/sample-ruleset';
import {
  CharacterInfoToUpdateDocument,
  GameDataDocument,
  RaceRulesDocument,
  UpdateCharacterInfoDocument,
} from '../../graphql/generated/graphql';
import { expectFocusedMessage, graphQLFailure } from '../../test/graphql-errors';
import { renderRoute } from '../../test/render-route';
import { raceRulesAnswer } from '../../test/race-rules-fixture';
import { useLocation } from 'react-router';
import { UpdateCharacterPage } from './update-character';
import { loader } from './update-character.loader';

const racesMock = { request: { query: RaceRulesDocument }, result: { data: raceRulesAnswer } };

const data = indexGameData(sampleRuleset);
const skillId = (name: string) => data.skillsByName.get(name)!._id;

/** The game data as GraphQL gameData answers it: the skills the builds below use. */
const gameDataMock = {
  request: { query: GameDataDocument },
  result: {
    data: {
      gameData: {
        ...sampleRuleset,
        skills: sampleRuleset.skills.filter((skill) => ['Human Adaptability', 'Literacy', 'Languages', 'Parry'].includes(skill.skill_name)),
      },
    },
  },
  maxUsageCount: Number.POSITIVE_INFINITY,
};

const imperial = (calling: string): CharacterRace => ({
  race: 'Human',
  subculture: 'Imperial',
  transformation: null,
  race_attributes: ['Human', 'Imperial', calling],
});

/** A rogue's saved build, as GraphQL answers it: with `skills`, Human Adaptability (Literacy), Languages and Parry (the rules' own purchases). */
function savedBuildOf(calling: string, skills: boolean) {
  const ctx = { character_xp_total: 30, additional_spell_schools: [] };
  let build = toWorking({
    character_name: 'Vera',
    character_class: 'rogue',
    character_build_cost: 0,
    character_race: imperial(calling),
    character_skills: [],
  });
  if (skills) {
    const adaptability = skillId('Human Adaptability');
    build = increase(data, build, ctx, { skillId: adaptability }, { [`${adaptability}:0`]: [skillId('Literacy')] });
    build = increase(data, build, ctx, { skillId: skillId('Languages') });
    build = increase(data, build, ctx, { skillId: skillId('Parry') });
  }
  const stored = toStored(build);
  return {
    __typename: 'CharacterBuild' as const,
    characterName: stored.character_name,
    characterClass: stored.character_class,
    characterBuildCost: stored.character_build_cost,
    createdAt: '2026-03-01T18:30:00.000Z',
    characterSkills: stored.character_skills.map(({ skill_id, ...entry }) => ({
      __typename: 'BuildEntry' as const,
      skillId: skill_id,
      entry,
    })),
    characterRace: {
      __typename: 'CharacterRace' as const,
      race: 'Human',
      subculture: 'Imperial',
      transformation: null,
      raceAttributes: ['Human', 'Imperial', calling],
    },
  };
}

const storedCharacter = (committed: boolean, skills: boolean, calling = 'Soldier') => ({
  __typename: 'Character' as const,
  id: 'c1',
  committed,
  buildVersion: 4,
  additionalSpellSchools: [],
  savedBuild: savedBuildOf(calling, skills),
});
const characterMock = (committed: boolean, skills = false, calling = 'Soldier') => ({
  request: { query: CharacterInfoToUpdateDocument, variables: { id: 'c1' } },
  result: { data: { myCharacter: storedCharacter(committed, skills, calling) } },
});
const updateMock = (input: object, result: object) => ({
  request: { query: UpdateCharacterInfoDocument, variables: { id: 'c1', input } },
  result,
});
const select = (label: string) => screen.getByLabelText<HTMLSelectElement>(label);
const options = {
  path: '/update_character/:character_id',
  url: '/update_character/c1',
  routes: [{ path: '/character_editor/:character_id', element: <EditorStandIn /> }],
};

/** Where a successful update goes: the editor, which shows the message handed over. */
function EditorStandIn() {
  const message = (useLocation().state as { message?: string } | null)?.message;
  return (
    <>
      <h1>Editor page</h1>
      <p>{message}</p>
    </>
  );
}

describe('UpdateCharacterPage', () => {
  it('starts from the saved build and sends the changed name with the build version, then goes to the editor with a message', async () => {
    const input = {
      characterName: 'Vera Stone',
      characterClass: 'rogue',
      characterRace: { race: 'Human', subculture: 'Imperial', transformation: null, raceAttributes: ['Human', 'Imperial', 'Soldier'] },
      buildVersion: 4,
    };
    const saved = storedCharacter(false, false);
    const updated = { data: { updateCharacter: { ...saved, savedBuild: { ...saved.savedBuild, characterName: 'Vera Stone' } } } };
    const { router } = renderRoute(<UpdateCharacterPage />, {
      loader,
      ...options,
      mocks: [characterMock(false), racesMock, gameDataMock, updateMock(input, updated)],
    });
    const name = await screen.findByLabelText<HTMLInputElement>('Character Name');
    expect(name.value).toBe('Vera');
    expect(select('Subculture').value).toBe('Imperial');
    expect(select('Race Attribute Choice').value).toBe('Soldier');
    expect(select('Class').value).toBe('rogue');
    // Nothing to lose: no warnings for a character without skills.
    expect(screen.queryByText('Changing class erases all purchased skills.')).not.toBeInTheDocument();
    await userEvent.clear(name);
    await userEvent.type(name, 'Vera Stone');
    await userEvent.click(screen.getByRole('button', { name: 'Submit Changes' }));
    await screen.findByRole('heading', { name: 'Editor page' });
    expect(router.state.location.pathname).toBe('/character_editor/c1');
    expect(screen.getByText("The character's info is saved.")).toBeInTheDocument();
  });

  it('warns, beside the fields, that a class change erases skills and an attribute change removes racial skills', async () => {
    renderRoute(<UpdateCharacterPage />, { loader, ...options, mocks: [characterMock(false, true), racesMock, gameDataMock] });
    await screen.findByLabelText('Character Name');
    expect(select('Class').getAttribute('aria-describedby')).toBe(screen.getByText('Changing class erases all purchased skills.').id);
    expect(select('Race Attribute Choice').getAttribute('aria-describedby')).toBe(
      screen.getByText('Changing race attributes removes racial skills.').id,
    );
  });

  it('says the info is locked once the build is committed, with no form', async () => {
    renderRoute(<UpdateCharacterPage />, { loader, ...options, mocks: [characterMock(true), racesMock, gameDataMock] });
    expect(
      await screen.findByText("This character's build is committed: its name, race and class can no longer be changed."),
    ).toBeInTheDocument();
    expect(screen.queryByLabelText('Character Name')).not.toBeInTheDocument();
  });

  it.each([
    ['BAD_USER_INPUT', '', 'Incorrect info. Please try again.'],
    [
      'CONFLICT',
      'Name, race and class cannot be changed after the build is committed',
      'Name, race and class cannot be changed after the build is committed',
    ],
    ['INTERNAL_SERVER_ERROR', 'Internal server error', 'Error submitting changes. Please try again later.'],
  ])('a failed update (%s, server message %p) says the right text', async (code, serverMessage, text) => {
    const input = {
      characterName: 'Vera',
      characterClass: 'templar',
      characterRace: { race: 'Orc', subculture: null, transformation: null, raceAttributes: ['Orc'] },
      buildVersion: 4,
    };
    renderRoute(<UpdateCharacterPage />, {
      loader,
      ...options,
      mocks: [characterMock(false), racesMock, gameDataMock, updateMock(input, graphQLFailure(code, serverMessage))],
    });
    await screen.findByLabelText('Character Name');
    await userEvent.selectOptions(select('Race'), 'Orc');
    await userEvent.selectOptions(select('Class'), 'templar');
    await userEvent.click(screen.getByRole('button', { name: 'Submit Changes' }));
    await expectFocusedMessage(() => screen.findByRole('alert'), text);
  });

  it('lists what an attribute change removes, with the XP returned, and saves once confirmed', async () => {
    const input = {
      characterName: 'Vera',
      characterClass: 'rogue',
      characterRace: { race: 'Human', subculture: 'Imperial', transformation: null, raceAttributes: ['Human', 'Imperial', 'Soldier'] },
      buildVersion: 4,
    };
    const saved = storedCharacter(false, true, 'Scholar');
    const updated = { data: { updateCharacter: { ...saved, savedBuild: savedBuildOf('Soldier', false) } } };
    renderRoute(<UpdateCharacterPage />, {
      loader,
      ...options,
      mocks: [characterMock(false, true, 'Scholar'), racesMock, gameDataMock, updateMock(input, updated)],
    });
    await screen.findByLabelText('Character Name');
    await userEvent.selectOptions(select('Race Attribute Choice'), 'Soldier');
    await userEvent.click(screen.getByRole('button', { name: 'Submit Changes' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove skills and save?' });
    const items = within(dialog)
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(items).toEqual(['Human Adaptability — 2 XP back', 'Languages — 1 XP back', 'Literacy — granted, no XP']);
    expect(within(dialog).getByText('3 XP returned to spend.')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Remove them and save' }));
    await screen.findByRole('heading', { name: 'Editor page' });
    expect(
      screen.getByText("The character's info is saved. Removed: Human Adaptability, Languages, Literacy; 3 XP returned to spend."),
    ).toBeInTheDocument();
  });

  it('asks before a class change erases the build, and Cancel sends nothing', async () => {
    renderRoute(<UpdateCharacterPage />, { loader, ...options, mocks: [characterMock(false, true), racesMock, gameDataMock] });
    await screen.findByLabelText('Character Name');
    await userEvent.selectOptions(select('Class'), 'fighter');
    await userEvent.click(screen.getByRole('button', { name: 'Submit Changes' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove skills and save?' });
    expect(within(dialog).getByText('Changing class erases all purchased skills.')).toBeInTheDocument();
    expect(within(dialog).getAllByRole('listitem')).toHaveLength(4);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    // nothing was sent (the mocks hold no update) and the choice is kept
    expect(select('Class').value).toBe('fighter');
    expect(screen.getByRole('heading', { name: 'Update Character' })).toBeInTheDocument();
  });
});

import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CharacterInfoToUpdateDocument, RaceRulesDocument, UpdateCharacterInfoDocument } from '../../graphql/generated/graphql';
import { expectFocusedMessage, graphQLFailure } from '../../test/graphql-errors';
import { renderRoute } from '../../test/render-route';
import { raceRulesAnswer } from '../../test/race-rules-fixture';
import { UpdateCharacterPage } from './update-character';

const racesMock = { request: { query: RaceRulesDocument }, result: { data: raceRulesAnswer } };

const storedCharacter = (committed: boolean, skills: number) => ({
  __typename: 'Character' as const,
  id: 'c1',
  committed,
  buildVersion: 4,
  savedBuild: {
    __typename: 'CharacterBuild' as const,
    characterName: 'Vera',
    characterClass: 'rogue',
    characterSkills: Array.from({ length: skills }, (_, index) => ({ __typename: 'BuildEntry' as const, skillId: `s${index}` })),
    characterRace: {
      __typename: 'CharacterRace' as const,
      race: 'Human',
      subculture: 'Imperial',
      transformation: null,
      raceAttributes: ['Human', 'Imperial', 'Soldier'],
    },
  },
});
const characterMock = (committed: boolean, skills = 0) => ({
  request: { query: CharacterInfoToUpdateDocument, variables: { id: 'c1' } },
  result: { data: { myCharacter: storedCharacter(committed, skills) } },
});
const updateMock = (input: object, result: object) => ({
  request: { query: UpdateCharacterInfoDocument, variables: { id: 'c1', input } },
  result,
});
const select = (label: string) => screen.getByLabelText<HTMLSelectElement>(label);
const options = {
  path: '/update_character/:character_id',
  url: '/update_character/c1',
  routes: [{ path: '/', element: <h1>Home page</h1> }],
};

describe('UpdateCharacterPage', () => {
  it('starts from the saved build and sends the changed name with the build version, then goes home', async () => {
    const input = {
      characterName: 'Vera Stone',
      characterClass: 'rogue',
      characterRace: { race: 'Human', subculture: 'Imperial', transformation: null, raceAttributes: ['Human', 'Imperial', 'Soldier'] },
      buildVersion: 4,
    };
    const saved = storedCharacter(false, 0);
    const updated = { data: { updateCharacter: { ...saved, savedBuild: { ...saved.savedBuild, characterName: 'Vera Stone' } } } };
    const { router } = renderRoute(<UpdateCharacterPage />, {
      ...options,
      mocks: [characterMock(false), racesMock, updateMock(input, updated)],
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
    await screen.findByRole('heading', { name: 'Home page' });
    expect(router.state.location.pathname).toBe('/');
  });

  it('warns, beside the fields, that a class change erases skills and an attribute change removes racial skills', async () => {
    renderRoute(<UpdateCharacterPage />, { ...options, mocks: [characterMock(false, 2), racesMock] });
    await screen.findByLabelText('Character Name');
    expect(select('Class').getAttribute('aria-describedby')).toBe(screen.getByText('Changing class erases all purchased skills.').id);
    expect(select('Race Attribute Choice').getAttribute('aria-describedby')).toBe(
      screen.getByText('Changing race attributes removes racial skills.').id,
    );
  });

  it('says the info is locked once the build is committed, with no form', async () => {
    renderRoute(<UpdateCharacterPage />, { ...options, mocks: [characterMock(true), racesMock] });
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
      ...options,
      mocks: [characterMock(false), racesMock, updateMock(input, graphQLFailure(code, serverMessage))],
    });
    await screen.findByLabelText('Character Name');
    await userEvent.selectOptions(select('Race'), 'Orc');
    await userEvent.selectOptions(select('Class'), 'templar');
    await userEvent.click(screen.getByRole('button', { name: 'Submit Changes' }));
    await expectFocusedMessage(() => screen.findByRole('alert'), text);
  });
});

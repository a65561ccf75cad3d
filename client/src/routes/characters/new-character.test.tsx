import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CreateNewCharacterDocument, RaceRulesDocument } from '../../graphql/generated/graphql';
import { expectFocusedMessage, graphQLFailure } from '../../test/graphql-errors';
import { renderRoute } from '../../test/render-route';
import { NewCharacterPage } from './new-character';
import { loader } from './new-character.loader';
import { raceRulesAnswer } from '../../test/race-rules-fixture';

const racesMock = { request: { query: RaceRulesDocument }, result: { data: raceRulesAnswer } };
const createMock = (input: object, result: object) => ({ request: { query: CreateNewCharacterDocument, variables: { input } }, result });
const home = [{ path: '/', element: <h1>Home page</h1> }];
const select = (label: string) => screen.getByLabelText<HTMLSelectElement>(label);

describe('NewCharacterPage', () => {
  it('defaults to the first race row and fighter, and creates the character, then goes home', async () => {
    const input = {
      characterName: 'Brom',
      characterClass: 'fighter',
      characterRace: { race: 'Human', subculture: 'Highland', transformation: null, raceAttributes: ['Human', 'Highlander'] },
    };
    const { router } = renderRoute(<NewCharacterPage />, {
      loader,
      path: '/new_character',
      routes: home,
      mocks: [racesMock, createMock(input, { data: { createCharacter: { __typename: 'Character', id: 'c9' } } })],
    });
    await screen.findByLabelText('Race');
    expect(select('Race').value).toBe('Human');
    expect(select('Subculture').value).toBe('Highland');
    expect(select('Class').value).toBe('fighter');
    expect(screen.getByText('Race attributes:').textContent).toBe('Race attributes: Human, Highlander');
    expect(screen.queryByLabelText('Race Attribute Choice')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back' }).getAttribute('href')).toBe('/');
    await userEvent.type(screen.getByLabelText('Character Name'), '  Brom ');
    await userEvent.click(screen.getByRole('button', { name: 'Create Character' }));
    await screen.findByRole('heading', { name: 'Home page' });
    expect(router.state.location.pathname).toBe('/');
  });

  it('a subculture with attribute choices starts on the first choice; another choice and class are sent', async () => {
    const input = {
      characterName: 'Vera',
      characterClass: 'adept',
      characterRace: { race: 'Human', subculture: 'Imperial', transformation: null, raceAttributes: ['Human', 'Imperial', 'Soldier'] },
    };
    renderRoute(<NewCharacterPage />, {
      loader,
      path: '/new_character',
      routes: home,
      mocks: [racesMock, createMock(input, { data: { createCharacter: { __typename: 'Character', id: 'c9' } } })],
    });
    await screen.findByLabelText('Race');
    await userEvent.selectOptions(select('Subculture'), 'Imperial');
    expect(select('Race Attribute Choice').value).toBe('Scholar');
    expect(screen.getByText('Race attributes:').textContent).toBe('Race attributes: Human, Imperial, Scholar');
    await userEvent.selectOptions(select('Race Attribute Choice'), 'Soldier');
    await userEvent.selectOptions(select('Class'), 'adept');
    await userEvent.type(screen.getByLabelText('Character Name'), 'Vera');
    await userEvent.click(screen.getByRole('button', { name: 'Create Character' }));
    await screen.findByRole('heading', { name: 'Home page' });
  });

  it('describes the chosen race and class from the ruleset, and changes the text with the choice', async () => {
    renderRoute(<NewCharacterPage />, { loader, path: '/new_character', mocks: [racesMock] });
    await screen.findByLabelText('Race');
    expect(screen.getByText('Hardy clansfolk of the northern hills.')).toBeInTheDocument();
    expect(screen.getByText('Front-line warriors.')).toBeInTheDocument();
    await userEvent.selectOptions(select('Class'), 'adept');
    expect(screen.getByText('Scholars of magic.')).toBeInTheDocument();
    expect(screen.queryByText('Front-line warriors.')).not.toBeInTheDocument();
    // a race row without a description shows none
    await userEvent.selectOptions(select('Race'), 'Orc');
    expect(screen.queryByText('Hardy clansfolk of the northern hills.')).not.toBeInTheDocument();
  });

  it('a race without subcultures has no subculture field and takes its defaults', async () => {
    renderRoute(<NewCharacterPage />, { loader, path: '/new_character', mocks: [racesMock] });
    await screen.findByLabelText('Race');
    await userEvent.selectOptions(select('Race'), 'Orc');
    expect(screen.queryByLabelText(/Subculture/)).not.toBeInTheDocument();
    expect(screen.getByText('Race attributes:').textContent).toBe('Race attributes: Orc');
  });

  it('refuses an empty name with the rules engine words, without calling the server', async () => {
    renderRoute(<NewCharacterPage />, { loader, path: '/new_character', mocks: [racesMock] });
    await screen.findByLabelText('Race');
    await userEvent.click(screen.getByRole('button', { name: 'Create Character' }));
    await expectFocusedMessage(() => screen.findByRole('alert'), 'Character name is required');
  });

  it.each([
    ['BAD_USER_INPUT', '', 'Incorrect info. Please try again.'],
    ['INTERNAL_SERVER_ERROR', 'Internal server error', 'Error initializing character. Please try again later.'],
  ])('a failed creation (%s, server message %p) says the spec text', async (code, serverMessage, text) => {
    const input = {
      characterName: 'Brom',
      characterClass: 'fighter',
      characterRace: { race: 'Human', subculture: 'Highland', transformation: null, raceAttributes: ['Human', 'Highlander'] },
    };
    renderRoute(<NewCharacterPage />, {
      loader,
      path: '/new_character',
      mocks: [racesMock, createMock(input, graphQLFailure(code, serverMessage))],
    });
    await screen.findByLabelText('Race');
    await userEvent.type(screen.getByLabelText('Character Name'), 'Brom');
    await userEvent.click(screen.getByRole('button', { name: 'Create Character' }));
    await expectFocusedMessage(() => screen.findByRole('alert'), text);
  });
});

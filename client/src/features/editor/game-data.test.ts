import { ApolloClient, InMemoryCache } from '@apollo/client';
import { MockLink } from '@apollo/client/testing';
import { waitFor } from '@testing-library/react';
import { GameDataDocument } from '../../graphql/generated/graphql';
import { GAME_DATA_STORAGE_KEYS, preloadGameData, readCachedGameData, writeCachedGameData, type GameDataAnswer } from './game-data-cache';

const answer: GameDataAnswer = {
  skills: [],
  races: [
    {
      _id: 'a'.repeat(24),
      race_name: 'Elf',
      subculture_name: null,
      default_attributes: ['Elf'],
      attribute_choice: null,
      transformations: [],
    },
  ],
  transformations: [],
  event_role_types: { pc: 'Player Character', npc: 'Non-Player Character' },
  character_levels: [{ level: 1, xp: 0 }],
};

describe('game data cached locally (players §9: skills, races, transformations, event_role_types)', () => {
  beforeEach(() => localStorage.clear());

  it('keeps each part under its own name and reads the same answer back', () => {
    writeCachedGameData(answer);
    expect(GAME_DATA_STORAGE_KEYS.filter((key) => localStorage.getItem(key) !== null)).toEqual([
      'skills',
      'races',
      'transformations',
      'event_role_types',
      'character_levels',
    ]);
    expect(readCachedGameData()).toEqual(answer);
  });

  it.each([
    ['nothing cached', () => undefined],
    ['one part missing', () => localStorage.removeItem('races')],
    ['a damaged part', () => localStorage.setItem('skills', '{not json')],
    ['a part of the wrong shape', () => localStorage.setItem('skills', '{"a":1}')],
  ])('gives no cached answer with %s', (_name, damage) => {
    writeCachedGameData(answer);
    if (_name === 'nothing cached') localStorage.clear();
    damage();
    expect(readCachedGameData()).toBeNull();
  });

  const clientAnswering = (gameData: GameDataAnswer, delay = 0) =>
    new ApolloClient({
      cache: new InMemoryCache(),
      link: new MockLink([{ request: { query: GameDataDocument }, result: { data: { gameData } }, delay }]),
    });

  it('loads through Apollo (GraphQL gameData) and keeps the answer locally', async () => {
    const client = clientAnswering(answer);
    await preloadGameData(client);
    expect(client.readQuery({ query: GameDataDocument })?.gameData).toEqual(answer);
    expect(readCachedGameData()).toEqual(answer);
  });

  it('with a local copy, lets the screen draw at once and replaces the copy with the fresh answer', async () => {
    const stale = {
      ...answer,
      character_levels: [
        { level: 1, xp: 0 },
        { level: 2, xp: 99 },
      ],
    };
    writeCachedGameData(stale);
    const client = clientAnswering(answer, 50);
    await preloadGameData(client); // resolved from the local copy, before the answer's 50 ms
    expect(client.readQuery({ query: GameDataDocument })?.gameData).toEqual(stale);
    await waitFor(() => expect(client.readQuery({ query: GameDataDocument })?.gameData).toEqual(answer));
    expect(readCachedGameData()).toEqual(answer);
  });
});
